import {
  type Block,
  b,
  type Document,
  heading,
  type Inline,
  link,
  list,
  para,
  table,
} from "../../../presenters/document.ts";
import { postPermalink } from "../../../presenters/forum-bbcode.ts";
import { forumTime } from "../../../presenters/forum-time.ts";
import { andList, nameIdsIn, plural } from "../../../presenters/names.ts";
import type { BattleEvent } from "../battles/events.ts";
import type { Command } from "../commands.ts";
import type { EngineEvent } from "../events.ts";
import { canonicalOrder } from "../language/canonical-order.ts";
import { isAmbiguousLine, isErrorLine, type OrderLine } from "../language/order-line.ts";
import type { GameState } from "../state.ts";
import type { Verdict } from "../verdict.ts";
import { battleText } from "../words/battle-text.ts";
import { describeEvent, isEngineEvent } from "../words/event-text.ts";
import type { ViewContext as GameContext, NationPost } from "./context.ts";
import { receiptLineInline, receiptLines } from "./receipts.ts";
import { supplyChanges } from "./supply-changes.ts";

/**
 * The phase summary the GM posts: what happened and why, nation by nation (orders carried out, orders refused with
 * the rule), diplomacy, income for the next phase, GM adjustments, and the seed that lets anyone re-check the dice.
 */
export function summaryDocument(input: {
  ctx: GameContext;
  before: GameState;
  after: GameState;
  events: readonly (EngineEvent | BattleEvent)[];
  verdicts: Readonly<Record<string, readonly Pick<Verdict, "accepted" | "message">[]>>;
  orders: readonly { nation: string; commands: Command[] }[];
  /** Each nation's post in force (see `nationPost`). */
  book: { nations: readonly NationPost[] };
  seed: string;
  commitment: string;
  nextCommitment: string;
  adjustments: readonly string[];
  /**
   * The game's forum, when it has one: the BBCode is written for its engine, each post in force is linked where
   * the engine has permalinks, and post times are shown in its time zone (UTC without one).
   */
  forum?: { platform?: string | null; url?: string | null; timezone?: string | null };
}): Document {
  const { ctx, before, after } = input;
  const n = ctx.nameOf;
  const phaseName = (s: GameState) =>
    `${s.year}, ${s.phase === "deployment" ? "Deployment/Free Move" : "Attack"} phase`;
  const blocks: Block[] = [];
  blocks.push(para(`Resolved: ${phaseName(before)}. Next: ${phaseName(after)}.`));

  const engineEvents = input.events.filter(isEngineEvent);
  const battleEvents = input.events.filter((e): e is BattleEvent => !isEngineEvent(e));
  const byNation = new Map<string, EngineEvent[]>();
  const general: EngineEvent[] = [];
  for (const e of engineEvents) {
    const owner = "nation" in e && typeof e.nation === "string" ? e.nation : null;
    if (owner && e.type !== "income") {
      const list = byNation.get(owner) ?? [];
      list.push(e);
      byNation.set(owner, list);
    } else if (e.type !== "income") general.push(e);
  }

  for (const nation of ctx.scenario.nations) {
    const orders = input.orders.find((o) => o.nation === nation.id);
    const verdicts = input.verdicts[nation.id] ?? [];
    const events = (byNation.get(nation.id) ?? [])
      .map((e) => describeEvent(e, n))
      .filter((x): x is string => !!x);
    const refused = (orders?.commands ?? []).flatMap((c, k) => {
      const v = verdicts[k];
      return v && !v.accepted ? [[b(canonicalOrder(c, n)), ` — refused: ${v.message}`]] : [];
    });
    const inForce = input.book.nations.find((x) => x.nation === nation.id);
    const unread = inForce?.notRead ?? [];
    if (events.length === 0 && refused.length === 0 && unread.length === 0) continue;
    blocks.push(heading(2, `${nation.name} (${nation.player})`, ...postReference(inForce, input.forum)));
    if (events.length > 0) blocks.push(list(events.map((t) => [t])));
    if (refused.length > 0) blocks.push(list(refused));
    if (unread.length > 0) {
      blocks.push(para(`Not read, so not carried out (${plural(unread.length, "order")}):`));
      blocks.push(list(unread.map(receiptLineInline)));
    }
  }
  const battles = battleText(
    battleEvents,
    {
      place: n,
      nation: (id) => (id === null ? "neutrals" : n(id)),
      commander: n,
      reasons: (text) => nameIdsIn(text, n),
    },
    // Numbered as the engine numbers a phase's battles: a refused attack names the battle that took its province.
    { numbered: true },
  );
  if (battles.length > 0) {
    blocks.push(heading(2, "Battles"));
    blocks.push(list(battles.map((t) => [t])));
  }
  const diplomacy = general.map((e) => describeEvent(e, n)).filter((x): x is string => !!x);
  if (diplomacy.length > 0) {
    blocks.push(heading(2, "Diplomacy"));
    blocks.push(list(diplomacy.map((t) => [t])));
  }
  const fallen = fallenNations(ctx, before, after);
  if (fallen.length > 0) {
    blocks.push(heading(2, "Nations fallen"));
    blocks.push(list(fallen.map((t) => [t])));
  }
  const supply = supplyChanges(ctx, before, after);
  if (supply.length > 0) {
    blocks.push(heading(2, "Supply"));
    blocks.push(list(supply.map((t) => [t])));
  }
  const silent = ctx.scenario.nations.filter((x) => !input.orders.some((o) => o.nation === x.id));
  if (silent.length > 0) {
    const who = silent.map((x) => {
      const unread = input.book.nations.find((o) => o.nation === x.id)?.notRead.length ?? 0;
      return unread > 0
        ? `${x.name} (${x.player}; ${plural(unread, "order")} not read, see above)`
        : `${x.name} (${x.player})`;
    });
    blocks.push(para(`No orders in force from: ${who.join(", ")}.`));
  }
  if (input.adjustments.length > 0) {
    blocks.push(heading(2, "GM adjustments"));
    blocks.push(list(input.adjustments.map((t) => [t])));
  }
  blocks.push(heading(2, "Nations"));
  blocks.push(
    table(
      ["Nation", "Player", "pp", "VP", "NP", "Provinces", "Divisions", "Ships"],
      ctx.scenario.nations.map((x) => {
        const s = after.nations[x.id];
        const provinces = Object.values(after.provinces).filter((p) => p.owner === x.id);
        const divisions = provinces.reduce((sum, p) => sum + p.divisions, 0);
        const ships = after.fleets.filter((f) => f.nation === x.id).reduce((sum, f) => sum + f.ships, 0);
        return [
          x.name,
          x.player,
          String(s?.treasury ?? 0),
          String(s?.vp ?? 0),
          String(s?.np ?? 0),
          String(provinces.length),
          String(divisions),
          String(ships),
        ];
      }),
    ),
  );
  blocks.push(
    para(
      "Dice: seed ",
      { code: input.seed },
      ` (its SHA-256 is the commitment published when the phase opened: ${input.commitment}). Next phase's commitment: `,
      { code: input.nextCommitment },
      ".",
    ),
  );
  return {
    title: `${ctx.scenario.name} — ${phaseName(before)}`,
    blocks,
    ...(input.forum?.platform ? { target: { platform: input.forum.platform } } : {}),
  };
}

/**
 * A nation's post in force as the summary shows it, from its lines as the order language read them: the unreadable
 * lines with the suggestions ("❓ Build 2 in Madird — … (did you mean Madrid?)") and the ambiguous ones still waiting
 * for `choose N`, with their readings. None of them was carried out.
 */
export function nationPost(
  orders: { nation: string; postId: string | null; postedAt: string | null; lines: readonly OrderLine[] },
  nameOf: (id: string) => string,
): NationPost {
  return {
    nation: orders.nation,
    postId: orders.postId,
    postedAt: orders.postedAt,
    notRead: receiptLines(
      orders.lines.filter((l) => isErrorLine(l) || isAmbiguousLine(l)),
      [],
      nameOf,
    ),
  };
}

/** " — orders of post 123 (2 Dec 2026, 18:05 GMT)", the post linked where the forum has permalinks. */
function postReference(
  orders: { postId: string | null; postedAt: string | null } | undefined,
  forum: { platform?: string | null; url?: string | null; timezone?: string | null } | undefined,
): Inline[] {
  if (!orders?.postId) return [];
  const href = postPermalink(forum?.platform, forum?.url, orders.postId);
  const name = `post ${orders.postId}`;
  const when = orders.postedAt ? ` (${forumTime(orders.postedAt, forum?.timezone)})` : "";
  return [" — orders of ", href ? link(href, name) : name, when];
}

/**
 * A line for each nation that lost its last province this phase (no land: no income, W4), saying whether ships
 * are left to it at sea or whether it is out of the game.
 */
export function fallenNations(ctx: GameContext, before: GameState, after: GameState): string[] {
  const owned = (s: GameState, nation: string) =>
    Object.entries(s.provinces)
      .filter(([, p]) => p.owner === nation)
      .map(([id]) => id);
  const ships = (s: GameState, nation: string) =>
    s.fleets.filter((f) => f.nation === nation).reduce((sum, f) => sum + f.ships, 0);
  const out: string[] = [];
  for (const nation of ctx.scenario.nations) {
    const had = owned(before, nation.id);
    if (had.length === 0 || owned(after, nation.id).length > 0) continue;
    const lost = andList(had.map(ctx.nameOf));
    const left = ships(after, nation.id);
    out.push(
      left > 0
        ? `${nation.name} (${nation.player}) lost its last ${had.length === 1 ? "province" : "provinces"}, ${lost}: no land, so no income (W4); only ${plural(left, "ship")} at sea ${left === 1 ? "is" : "are"} left of it.`
        : `${nation.name} (${nation.player}) lost its last ${had.length === 1 ? "province" : "provinces"}, ${lost}, and has no ship left: it is out of the game.`,
    );
  }
  return out;
}
