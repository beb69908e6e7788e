import { createRequire } from "node:module";
import type * as OpenSkill from "openskill";
import { z } from "zod";
import type { DeadlineEntry } from "./deadline-log.ts";
import type { GameEnding } from "./game-ending.ts";

let openskill: typeof OpenSkill | undefined;

/**
 * openskill, loaded on first use (its CommonJS build): it brings ramda, some 370 modules, which a command that rates
 * nothing (`status`, `report`) must not load.
 */
function openSkill(): typeof OpenSkill {
  openskill ??= createRequire(import.meta.url)("openskill") as typeof OpenSkill;
  return openskill;
}

/** Rated games a player needs before their rating shows (house rules "Absent and returning players", Ratings). */
export const GAMES_BEFORE_SHOWN = 5;

/** A player across games: their forum name (folded) or, without one, their Discord user id. */
export interface PlayerHandle {
  forumName: string | null;
  discordUserId: string | null;
}

const keyOf = (p: PlayerHandle): string | null =>
  p.forumName !== null
    ? `forum:${p.forumName.trim().toLowerCase()}`
    : p.discordUserId !== null
      ? `discord:${p.discordUserId}`
      : null;

const displayOf = (p: PlayerHandle): string =>
  p.forumName ?? (p.discordUserId !== null ? `Discord user ${p.discordUserId}` : "nobody");

/**
 * One player's line of `adjutant ratings --json` (and `/ratings`): the rated games finished, the rating (the
 * OpenSkill ordinal mu − 3σ, shown from the fifth rated game on; null before: provisional), and reliability (the
 * share of deadlines met in every game, rated or not; null with no deadline yet). Numbers are rounded to 3 places.
 */
export const ratingLineSchema = z.object({
  player: z.string(),
  games: z.number().int().min(0),
  provisional: z.boolean(),
  rating: z.number().nullable(),
  mu: z.number().nullable(),
  sigma: z.number().nullable(),
  reliability: z.object({
    deadlines: z.number().int().min(0),
    met: z.number().int().min(0),
    missed: z.number().int().min(0),
    share: z.number().min(0).max(1).nullable(),
  }),
});
export type RatingLine = z.infer<typeof ratingLineSchema>;

/** `adjutant ratings --json`: the rated games counted and one line per player. */
export const ratingsSchema = z.object({
  ratedGames: z.array(z.object({ id: z.string(), name: z.string(), endedAt: z.string() })),
  gamesBeforeShown: z.number().int(),
  players: z.array(ratingLineSchema),
});
export type Ratings = z.infer<typeof ratingsSchema>;

/** A finished rated game as the ratings read it. */
export interface RatedGame {
  id: string;
  name: string;
  ending: GameEnding;
}

const round = (x: number) => Math.round(x * 1000) / 1000;
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The ratings, recomputed from scratch (never kept): the finished rated games in the order they ended (then by id)
 * each rate their seats' players with OpenSkill's Weng-Lin model from the final ranking (seats that tie share a
 * place; a seat with no player is left out); reliability counts the deadlines met and missed. The same games and
 * deadlines give the same numbers.
 */
export function computeRatings(games: readonly RatedGame[], deadlines: readonly DeadlineEntry[]): Ratings {
  const ordered = [...games].sort((a, b) => cmp(a.ending.endedAt, b.ending.endedAt) || cmp(a.id, b.id));
  const skill = new Map<string, { mu: number; sigma: number }>();
  const played = new Map<string, number>();
  const names = new Map<string, string>();
  for (const game of ordered) {
    const seats = game.ending.places.flatMap((p) => {
      const key = p.player ? keyOf(p.player) : null;
      return p.player && key ? [{ key, place: p.place, name: displayOf(p.player) }] : [];
    });
    // one seat per player: a player who held two seats counts with the better place
    const byPlayer = new Map<string, { key: string; place: number; name: string }>();
    for (const s of seats) {
      const had = byPlayer.get(s.key);
      if (!had || s.place < had.place) byPlayer.set(s.key, s);
    }
    const lines = [...byPlayer.values()];
    for (const l of lines) names.set(l.key, l.name);
    if (lines.length < 2) continue;
    const teams = lines.map((l) => [skill.get(l.key) ?? openSkill().rating()]);
    const rated = openSkill().rate(teams, { rank: lines.map((l) => l.place) });
    lines.forEach((l, n) => {
      const after = rated[n]?.[0];
      if (after) skill.set(l.key, { mu: after.mu, sigma: after.sigma });
      played.set(l.key, (played.get(l.key) ?? 0) + 1);
    });
  }
  const reliability = new Map<string, { met: number; missed: number }>();
  for (const d of deadlines) {
    for (const s of d.seats) {
      const key = keyOf(s);
      if (!key) continue;
      if (!names.has(key)) names.set(key, displayOf(s));
      const r = reliability.get(key) ?? { met: 0, missed: 0 };
      if (s.met) r.met++;
      else r.missed++;
      reliability.set(key, r);
    }
  }
  const players = [...names.keys()].map((key): RatingLine => {
    const games = played.get(key) ?? 0;
    const r = skill.get(key);
    const shown = games >= GAMES_BEFORE_SHOWN && r !== undefined;
    const rel = reliability.get(key) ?? { met: 0, missed: 0 };
    const deadlinesSeen = rel.met + rel.missed;
    return {
      player: names.get(key) ?? key,
      games,
      provisional: !shown,
      rating: shown ? round(openSkill().ordinal(r)) : null,
      mu: shown ? round(r.mu) : null,
      sigma: shown ? round(r.sigma) : null,
      reliability: {
        deadlines: deadlinesSeen,
        met: rel.met,
        missed: rel.missed,
        share: deadlinesSeen === 0 ? null : round(rel.met / deadlinesSeen),
      },
    };
  });
  players.sort(
    (a, b) =>
      (b.rating ?? Number.NEGATIVE_INFINITY) - (a.rating ?? Number.NEGATIVE_INFINITY) ||
      b.games - a.games ||
      cmp(a.player.toLowerCase(), b.player.toLowerCase()),
  );
  return {
    ratedGames: ordered.map((g) => ({ id: g.id, name: g.name, endedAt: g.ending.endedAt })),
    gamesBeforeShown: GAMES_BEFORE_SHOWN,
    players,
  };
}
