import type { Command } from "commander";
import { NO_RATINGS, ratingsDocument } from "../../game/results/ratings-document.ts";
import { formatOf, formatOption, printDocument, withService } from "../game-service.ts";
import { printJson } from "../output.ts";
import { UserError } from "../user-error.ts";

/** The stable JSON of `ratings --json` (src/game/results/ratings.ts): fields are only ever added. */
export const RATINGS_JSON_HELP = `
JSON (--json), one object:
  ratedGames: [{ id, name, endedAt }] (finished rated games, in the order they are rated)
  gamesBeforeShown: 5 (rated games before a rating shows)
  players: one entry per player, best rating first, each
    { player (forum name, or "Discord user ID"), games (rated games finished), provisional (boolean),
      rating (OpenSkill ordinal mu - 3 sigma | null while provisional), mu (| null), sigma (| null),
      reliability: { deadlines, met, missed, share (met / deadlines | null) } }`;

/** Registers `adjutant ratings`: the installation's ratings and reliability, recomputed from the games. */
export function registerRatingsCommand(program: Command): void {
  formatOption(
    program
      .command("ratings")
      .description(
        "players' ratings (OpenSkill, from the final rankings of finished rated games) and reliability (deadlines met)",
      )
      .option("--json", "print JSON (fields below)")
      .addHelpText("after", RATINGS_JSON_HELP),
  ).action(async (opts: { format?: string; json?: boolean }) => {
    await withService(async ({ service }) => {
      const ratings = await service.ratings();
      if (ratings.ratedGames.length === 0 && ratings.players.length === 0) throw new UserError(NO_RATINGS);
      if (opts.json) return printJson(ratings);
      printDocument(ratingsDocument(ratings), formatOf(opts.format));
    });
  });
}
