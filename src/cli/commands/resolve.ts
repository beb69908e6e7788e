import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import { describeEvent, isEngineEvent } from "../../game/ww1907/event-text.ts";
import { battleText } from "../../presenters/battle-text.ts";
import { describeRiskEvent } from "../../rulesets/risk-variant-one/describe.ts";
import { runPosts } from "../../rulesets/risk-variant-one/engine-mode.ts";
import { isRiskScenario, loadRiskScenario, readRiskPosts } from "../../rulesets/risk-variant-one/files.ts";
import { parseRiskOrders } from "../../rulesets/risk-variant-one/language/parse.ts";
import { resolveWw1907Phase } from "../../rulesets/ww1907/resolve.ts";
import { confirmOnTerminal } from "../confirm.ts";
import { formatOf, need, printDocument, withService } from "../game-service.ts";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";
import { loadGame, readJsonFile, resolveNation } from "./state.ts";

/**
 * Registers `adjutant resolve`:
 * - `adjutant resolve [--game ID] [--format bbcode|markdown|text]`: the GM resolves the current game's open phase
 *   with the orders in force; prints the phase summary (and can save the map picture);
 * - `adjutant resolve SCENARIO --orders FILE --seed S [--json|--format text]`: the engine alone on a scenario.
 */
export function registerResolveCommand(program: Command): void {
  program
    .command("resolve")
    .description("resolve the current game's phase (GM), or a scenario's phase with orders from a file")
    .argument("[scenario]", "engine mode: a built-in scenario id (ww1907) or a scenario file")
    .option(
      "--orders <file>",
      'engine mode: a JSON file mapping nation ids to command lists ({"uk": [...], ...}); Risk Variant One: a YAML/JSON list of posts (- { player: Alice, text: "Pass" })',
    )
    .option("--seed <seed>", "engine mode: the phase seed (dice for battles)")
    .option("--game <id>", "game mode: the game (default: the current game)")
    .option("--format <format>", "bbcode (ready to paste), markdown or text", "text")
    .option("--picture <file>", "game mode: also save the map after resolution as PNG")
    .option("--by <name>", "game mode: who resolves (kept in the log)", "GM")
    .option(
      "--phase <label>",
      "game mode: the phase to resolve, e.g. 1907-deployment (refused if it is no longer open)",
    )
    .option("--yes", "game mode: resolve the open phase without asking (for scripts)")
    .option("--json", "print JSON")
    .action(
      async (
        ref: string | undefined,
        options: {
          orders?: string;
          seed?: string;
          game?: string;
          format: string;
          picture?: string;
          by: string;
          phase?: string;
          yes?: boolean;
          json?: boolean;
        },
      ) => {
        if (ref !== undefined) return resolveScenario(ref, options);
        if (options.orders || options.seed) {
          throw new UserError("--orders and --seed go with a SCENARIO argument (engine mode)");
        }
        const format = formatOf(options.format);
        await withService(async ({ service }) => {
          const id = need(service.gameId(options.game));
          const open = service.openPhaseLabel(id);
          if (open === null) throw new UserError("no phase is open in this game");
          if (options.phase === undefined && !options.yes) {
            const answer = await confirmOnTerminal(`Resolve the ${open} phase of game ${id} now?`);
            if (answer === null) {
              throw new UserError(
                `say which phase to resolve: \`adjutant resolve --phase ${open}\` (the open phase), or --yes in a script`,
              );
            }
            if (!answer) throw new UserError("nothing was resolved");
          }
          const result = need(
            service.resolve(id, { name: options.by }, options.phase ? { phase: options.phase } : {}),
          );
          if (options.picture) writeFileSync(options.picture, result.picture);
          if (options.json) {
            return printJson({
              seed: result.seed,
              commitment: result.commitment,
              nextCommitment: result.nextCommitment,
              record: need(service.publishedRecord(id)),
            });
          }
          printDocument(result.summary, format);
          if (options.picture) process.stderr.write(`Map saved to ${options.picture}\n`);
        });
      },
    );
}

function resolveScenario(ref: string, options: { orders?: string; seed?: string; json?: boolean }): void {
  if (!options.orders || !options.seed) throw new UserError("engine mode needs --orders FILE and --seed S");
  if (isRiskScenario(ref)) {
    resolveRiskScenario(ref, options.orders, options.seed, options.json === true);
    return;
  }
  const { state, map } = loadGame(ref);
  const raw = readJsonFile(options.orders, "orders");
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new UserError(`${options.orders}: the orders file must map nation ids to arrays of commands`);
  }
  const orders: Record<string, unknown[]> = {};
  for (const [key, list] of Object.entries(raw)) {
    if (!Array.isArray(list)) throw new UserError(`${options.orders}: "${key}" must be an array of commands`);
    orders[resolveNation(state, key)] = list;
  }
  const result = resolveWw1907Phase(state, map, orders, options.seed);
  if (options.json) {
    printJson({ seed: options.seed, verdicts: result.verdicts, events: result.events, state: result.state });
    return;
  }
  const nameOf = (id: string): string =>
    state.nations[id]?.name ?? map.province(id)?.name ?? map.sea(id)?.name ?? id;
  const lines: string[] = [];
  for (const [nation, verdicts] of Object.entries(result.verdicts)) {
    lines.push(`${state.nations[nation]?.name ?? nation}:`);
    for (const v of verdicts)
      lines.push(`  ${v.accepted ? "accepted" : "REJECTED"} [${v.code}] ${v.message}`);
  }
  lines.push("Events:");
  for (const e of result.events) {
    const text = isEngineEvent(e)
      ? describeEvent(e, nameOf)
      : battleText([e], { place: nameOf, nation: (id) => (id === null ? "neutrals" : nameOf(id)) }).join(" ");
    if (text) lines.push(`  ${text}`);
  }
  lines.push(`Next: ${result.state.phase} phase of ${result.state.year}`);
  printLines(lines);
}

/**
 * Engine mode for Risk Variant One (`base: risk-v1`): the posts of the orders file played in order from the
 * scenario's opening state; prints `{"state": {"territories": …, …}, "verdicts": [{player, text, accepted, code,
 * message}, …]}` with --json, else the verdicts and events as text.
 */
function resolveRiskScenario(ref: string, ordersFile: string, seed: string, json: boolean): void {
  const built = loadRiskScenario(ref, seed);
  if (!built.ok) {
    const [first, ...rest] = built.error;
    const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length === 1 ? "" : "s"})` : "";
    throw new UserError(`${first ?? `${ref}: cannot load the scenario`}${more}`);
  }
  const posts = readRiskPosts(ordersFile);
  if (!posts.ok) throw new UserError(posts.error.join("; "));
  const result = runPosts(built.value.state, posts.value, (lines, map, o) => parseRiskOrders(lines, map, o));
  if (json) {
    printJson({ state: result.state, verdicts: result.verdicts });
    return;
  }
  const lines: string[] = [];
  for (const v of result.verdicts) {
    lines.push(`${v.player}: ${v.accepted ? "accepted" : "REJECTED"} [${v.code}] ${v.text} — ${v.message}`);
  }
  lines.push("Events:");
  for (const e of [...built.value.events, ...result.events]) lines.push(`  ${describeRiskEvent(e)}`);
  const s = result.state;
  lines.push(
    s.gameOver
      ? "Next: the game is over"
      : `Next: turn ${s.turnNumber}, ${s.phase}${s.actor ? `, ${s.actor} to act` : ""}`,
  );
  printLines(lines);
}
