import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import { confirmOnTerminal } from "../confirm.ts";
import { formatOf, need, printDocument, withService } from "../game-service.ts";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

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
    .option(
      "--picture [file]",
      "game mode: also save the map after resolution as PNG (default name: <game id>-<phase resolved>.png, as the console and Discord name it)",
    )
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
          picture?: string | true;
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
        await withService(async ({ service, store }) => {
          const id = need(await service.gameId(options.game));
          const open = await service.openPhaseLabel(id);
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
          // named by the phase it resolves (pictureFileName), unless the GM names the file
          const { pictureFileName } = await import("../../game/picture-name.ts");
          const pictureFile =
            options.picture === true
              ? pictureFileName(need(await service.info(id)), "png", await service.wordingOf(id))
              : options.picture;
          const result = need(
            await service.resolve(id, { name: options.by }, options.phase ? { phase: options.phase } : {}),
          );
          if (pictureFile) writeFileSync(pictureFile, await result.picture());
          if (options.json) {
            return printJson({
              seed: result.seed,
              commitment: result.commitment,
              nextCommitment: result.nextCommitment,
              record: need(await service.publishedRecord(id)),
            });
          }
          printDocument(result.summary, format);
          const { threadRepliesOn } = await import("../../app/thread-replies.ts");
          if (await threadRepliesOn(store, id)) {
            const { ScheduleService } = await import("../../game/schedule/schedule-service.ts");
            const schedule = new ScheduleService({ service, store, now: () => new Date() });
            await schedule.share(id, `summary-${open}-${result.commitment}`, result.summary);
            process.stderr.write(
              "The summary goes to the forum thread with the next poll (forum replies are on).\n",
            );
          }
          if (pictureFile) process.stderr.write(`Map saved to ${pictureFile}\n`);
        });
      },
    );
}

/** Engine mode: the scenario's game plays the orders file with the seed, without a game in the database. */
async function resolveScenario(
  ref: string,
  options: { orders?: string; seed?: string; json?: boolean },
): Promise<void> {
  if (!options.orders || !options.seed) throw new UserError("engine mode needs --orders FILE and --seed S");
  const { rulesetForScenario } = await import("../../game/rulesets.ts");
  const entry = rulesetForScenario(ref);
  if (!entry) throw new UserError(`no game Adjutant knows plays the scenario "${ref}"`);
  const game = await entry.load();
  const run = game.engine.runOrders(ref, options.orders, options.seed);
  if (!run.ok) throw new UserError(run.error);
  if (options.json) printJson(run.value.json);
  else printLines(run.value.lines);
}
