import { type Document, para, table } from "../../presenters/document.ts";
import type { Ratings } from "./ratings.ts";

/** Why there is nothing to rate yet, with what to do instead (empty installation). */
export const NO_RATINGS =
  "no rated game has finished and no deadline has passed yet: mark a game rated before it starts (`adjutant game new --rated` or `adjutant game set rated true`) and end it when it is over (`adjutant game end`)";

const pct = (share: number | null) => (share === null ? "-" : `${Math.round(share * 100)}%`);

/** The ratings as a document: one row per player (rating or "provisional", rated games, reliability). */
export function ratingsDocument(r: Ratings): Document {
  return {
    title: "Ratings",
    blocks: [
      para(
        `${r.ratedGames.length === 1 ? "1 rated game" : `${r.ratedGames.length} rated games`} finished. A rating (OpenSkill, Weng-Lin) shows after ${r.gamesBeforeShown} rated games; reliability is the share of deadlines met and never changes the rating.`,
      ),
      table(
        ["Player", "Rating", "Rated games", "Reliability"],
        r.players.map((p) => [
          p.player,
          p.rating === null ? "provisional" : p.rating.toFixed(2),
          String(p.games),
          p.reliability.deadlines === 0
            ? "-"
            : `${pct(p.reliability.share)} (${p.reliability.met} of ${p.reliability.deadlines} deadlines)`,
        ]),
      ),
    ],
  };
}
