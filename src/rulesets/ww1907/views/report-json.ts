import type { ReceiptLine } from "../../../core/receipt-line.ts";
import { type GameState, relationBetween } from "../state.ts";
import { supplyGroups } from "../supply.ts";
import type { BookPosts, ViewContext as GameContext, GameHead } from "./context.ts";
import { reportLists } from "./reports.ts";

/**
 * The JSON that `status --json` and `report --json` print: a stable shape for programs (ids as keys, display names
 * beside them, null rather than a missing field). The fields are documented in each command's help; change them
 * only by adding.
 */

/** The game a status or report is about. */
export interface GameJson {
  id: string;
  name: string;
  year: number;
  phase: string;
  deadline: string | null;
  commitment: string | null;
}

/** One nation's standing. */
export interface NationStatusJson {
  id: string;
  name: string;
  /** The forum name it is played under (null: none), and the Discord user id (null: none). */
  player: string | null;
  discordUserId: string | null;
  treasury: number;
  owed: number;
  vp: number;
  np: number;
  divisions: number;
  provinces: { id: string; name: string; divisions: number }[];
  supplyGroups: { spendable: number; production: number; main: boolean; provinces: string[] }[];
  fleets: { at: string; atName: string; ships: number; divisions: number; built: boolean }[];
  commanders: { id: string; name: string; title: string; at: string | null; atName: string | null }[];
  relations: { nation: string; name: string; relation: string }[];
}

export interface StatusJson {
  game: GameJson;
  nations: NationStatusJson[];
}

/** One line of the post in force, as the receipt judged it. */
export interface ReportLineJson {
  text: string;
  outcome: ReceiptLine["outcome"];
  canonical: string | null;
  message: string;
  rule: string | null;
  suggestions: string[];
  readings: string[];
}

export interface ReportNationJson {
  nation: string;
  name: string;
  player: string | null;
  postInForce: { postId: string; postedAt: string | null; receiptId: string } | null;
  lines: ReportLineJson[];
  /** The nation's latest posts that do not count (`REPORT_LIST_LATEST`, every one with `all`). */
  ignored: { postId: string; reason: string }[];
  /** How many posts of the nation do not count, listed or not. */
  ignoredCount: number;
  /** The latest notes on the nation's posts (`REPORT_LIST_LATEST`, every one with `all`). */
  notes: { postId: string; note: string }[];
  /** How many notes there are, listed or not. */
  notesCount: number;
}

export interface ReportJson {
  game: GameJson;
  nations: ReportNationJson[];
  /** The latest posts in the phase by people who play no nation (`REPORT_LIST_LATEST`, every one with `all`). */
  otherPosts: { postId: string; author: string; reason: string }[];
  /** How many posts in the phase are by people who play no nation, listed or not. */
  otherPostsCount: number;
  /** How many posts were written before the phase opened (not listed). */
  earlierPosts: number;
  /** What the last forum sync could not read (page and parser warnings). */
  forumWarnings: string[];
}

/** The players as the store holds them, by nation. */
export type PlayerNames = ReadonlyMap<string, { forumName: string | null; discordUserId: string | null }>;

export function gameJson(info: GameHead, state: GameState): GameJson {
  return {
    id: info.id,
    name: info.name,
    year: state.year,
    phase: state.phase,
    deadline: info.deadline,
    commitment: info.commitment,
  };
}

/** The standing of the given nations (every nation of the scenario when none is given). Pure. */
export function statusJson(input: {
  ctx: GameContext;
  state: GameState;
  info: GameHead;
  players: PlayerNames;
  nation?: string | undefined;
}): StatusJson {
  const { ctx, state } = input;
  const n = ctx.nameOf;
  const ids = input.nation ? [input.nation] : ctx.scenario.nations.map((x) => x.id);
  const nations = ids.map((id): NationStatusJson => {
    const s = state.nations[id];
    const owned = Object.entries(state.provinces).filter(([, p]) => p.owner === id);
    const player = input.players.get(id);
    return {
      id,
      name: n(id),
      player: player?.forumName ?? null,
      discordUserId: player?.discordUserId ?? null,
      treasury: s?.treasury ?? 0,
      owed: s?.owed ?? 0,
      vp: s?.vp ?? 0,
      np: s?.np ?? 0,
      divisions: owned.reduce((sum, [, p]) => sum + p.divisions, 0),
      provinces: owned.map(([pid, p]) => ({ id: pid, name: n(pid), divisions: p.divisions })),
      supplyGroups: supplyGroups(state, ctx.graph, id).map((g) => ({
        spendable: g.spendable,
        production: g.production,
        main: g.main === true,
        provinces: [...g.provinces],
      })),
      fleets: state.fleets
        .filter((f) => f.nation === id)
        .map((f) => ({ at: f.at, atName: n(f.at), ships: f.ships, divisions: f.divisions, built: f.built })),
      commanders: state.commanders
        .filter((c) => c.nation === id)
        .map((c) => ({ id: c.id, name: c.name, title: c.title, at: c.at, atName: c.at ? n(c.at) : null })),
      relations: ctx.scenario.nations
        .filter((x) => x.id !== id)
        .map((x) => ({ nation: x.id, name: x.name, relation: relationBetween(state, id, x.id) })),
    };
  });
  return { game: gameJson(input.info, state), nations };
}

/**
 * The GM's report as data: per nation the post in force with each line's verdict, ignored posts and why. Each list
 * holds its latest `REPORT_LIST_LATEST` items and a count of them all, as the report's document does, or every item
 * with `all` (`report --json --all`): a busy window's thousands of ignored posts are not printed by default (issue
 * #26: 2 MB of JSON at 20,000 posts). Pure.
 */
export function reportJson(input: {
  ctx: GameContext;
  state: GameState;
  info: GameHead;
  nations: readonly {
    nation: string;
    player: string | null;
    postId: string | null;
    postedAt: string | null;
    receiptId: string | null;
    lines: readonly ReceiptLine[];
  }[];
  book: BookPosts;
  /** Posts written before the phase opened that the book did not read (the store counts them). */
  earlierPosts?: number;
  forumWarnings?: readonly string[];
  /** Every ignored post and note, not the latest of each list. */
  all?: boolean;
}): ReportJson {
  const { ignored, notes } = reportLists(input.book, input.all === true);
  const others = ignored.groups.get(null);
  return {
    game: gameJson(input.info, input.state),
    nations: input.nations.map((x) => {
      const own = ignored.groups.get(x.nation);
      const noted = notes.groups.get(x.nation);
      return {
        nation: x.nation,
        name: input.ctx.nameOf(x.nation),
        player: x.player,
        postInForce:
          x.postId !== null ? { postId: x.postId, postedAt: x.postedAt, receiptId: x.receiptId ?? "" } : null,
        lines: x.lines.map((l) => ({
          text: l.text,
          outcome: l.outcome,
          canonical: l.canonical ?? null,
          message: l.message,
          rule: l.rule ?? null,
          suggestions: l.suggestions ?? [],
          readings: l.readings ?? [],
        })),
        ignored: (own?.latest ?? []).map((i) => ({ postId: i.postId, reason: i.reason })),
        ignoredCount: own?.count ?? 0,
        notes: (noted?.latest ?? []).map((i) => ({ postId: i.postId, note: i.note })),
        notesCount: noted?.count ?? 0,
      };
    }),
    otherPosts: (others?.latest ?? []).map((i) => ({ postId: i.postId, author: i.author, reason: i.reason })),
    otherPostsCount: others?.count ?? 0,
    earlierPosts: (input.earlierPosts ?? 0) + ignored.leftOut,
    forumWarnings: [...(input.forumWarnings ?? [])],
  };
}
