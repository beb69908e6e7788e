import type { Command } from "commander";
import { resolvePhase } from "../../engine/phases.ts";
import { createRng } from "../../engine/random/prng.ts";
import { describeEvent } from "../../game/event-text.ts";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";
import { loadGame, readJsonFile, resolveNation } from "./state.ts";

/** Registers `adjutant resolve SCENARIO --orders FILE --seed S [--json]`. */
export function registerResolveCommand(program: Command): void {
  program
    .command("resolve")
    .description(
      "resolve the scenario's current phase with every nation's orders; print events and the next state",
    )
    .argument("<scenario>", "a built-in scenario id (ww1907) or a path to a YAML or JSON scenario file")
    .requiredOption("--orders <file>", 'a JSON file mapping nation ids to command lists ({"uk": [...], ...})')
    .requiredOption("--seed <seed>", "the phase seed (dice for battles)")
    .option("--json", "print JSON")
    .action((ref: string, options: { orders: string; seed: string; json?: boolean }) => {
      const { state, map } = loadGame(ref);
      const raw = readJsonFile(options.orders, "orders");
      if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
        throw new UserError(`${options.orders}: the orders file must map nation ids to arrays of commands`);
      }
      const orders: Record<string, unknown[]> = {};
      for (const [key, list] of Object.entries(raw)) {
        if (!Array.isArray(list))
          throw new UserError(`${options.orders}: "${key}" must be an array of commands`);
        orders[resolveNation(state, key)] = list;
      }
      const result = resolvePhase(state, map, orders, createRng(options.seed));
      if (options.json) {
        printJson({
          seed: options.seed,
          verdicts: result.verdicts,
          events: result.events,
          state: result.state,
        });
        return;
      }
      const lines: string[] = [];
      for (const [nation, verdicts] of Object.entries(result.verdicts)) {
        lines.push(`${state.nations[nation]?.name ?? nation}:`);
        for (const v of verdicts)
          lines.push(`  ${v.accepted ? "accepted" : "REJECTED"} [${v.code}] ${v.message}`);
      }
      const nameOf = (id: string): string =>
        state.nations[id]?.name ?? map.province(id)?.name ?? map.sea(id)?.name ?? id;
      lines.push("Events:");
      for (const e of result.events) {
        const text = describeEvent(e, nameOf);
        if (text !== null) lines.push(`  ${text}`);
      }
      lines.push(`Next: ${result.state.phase} phase of ${result.state.year}`);
      printLines(lines);
    });
}
