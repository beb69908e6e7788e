import { z } from "zod";
import { MapGraph } from "../../map/graph.ts";
import { err, ok, type Result } from "../../result.ts";
import { applyAdjustment, ww1907AdjustmentSchema } from "../../rulesets/ww1907/adjust.ts";
import { commandSchema } from "../../rulesets/ww1907/commands.ts";
import { ww1907FinalRanking } from "../../rulesets/ww1907/final-ranking.ts";
import { resolveWw1907Phase } from "../../rulesets/ww1907/resolve.ts";
import { resolveRulings } from "../../rulesets/ww1907/rulings.ts";
import { type GameState, initState } from "../../rulesets/ww1907/state.ts";
import { buildResolutionRecord, type ResolutionRecord } from "../../rulesets/ww1907/verify.ts";
import { type Ww1907Fixed, ww1907FixedSchema } from "../../rulesets/ww1907/world.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { EventRow, GameRow } from "../../storage/rows.ts";
import type { LoggedEnding } from "../game-play.ts";
import { CONVERTED, convertedWindow } from "../generic-play/log.ts";
import { endRosterLineSchema } from "../results/end-roster.ts";
import type { ServiceResult } from "../types.ts";
import { ww1907FixedOf } from "./play-meta.ts";

/**
 * World War 1907 games stored by its older play (deleted since; its setup row, the scenario and its map with no
 * generic set-up around them; a log of `phase-resolved` entries with their seeds and orders, `adjusted`, `undone`
 * and `game-ended` entries; phases labelled "deployment" and "attack"), played on by the generic play (issue #25):
 * converted once, the first time such a game is read: the phases labelled as the generic play labels its windows
 * ("1907-deployment"), a conversion marker with a snapshot of the state the older log replays to (the scenario's
 * opening with every entry no undo took back, each resolution run again with its seed, as the older play replayed
 * it). Its setup stays as it is: it is the game's fixed part (`ww1907FixedOf`). The records of the phases it
 * resolved are published from its entries, as it published them (adjutant/resolution/v1), and a game it ended ended
 * as its `game-ended` entry says. What the older play did cannot be undone by the generic play.
 */

/** The older play's own log entries (an `undone` entry is shared with the generic play). */
const LEGACY_KINDS: ReadonlySet<string> = new Set(["phase-resolved", "adjusted", "game-ended"]);

/** The older play's entries, as it logged them. */
const legacyEntrySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("phase-resolved"),
    phaseSeq: z.number().int(),
    orders: z.array(z.object({ nation: z.string(), commands: z.array(commandSchema) })),
    seed: z.string(),
    commitment: z.string(),
  }),
  z.object({ kind: z.literal("adjusted"), change: ww1907AdjustmentSchema, reason: z.string() }),
  z.object({ kind: z.literal("undone"), target: z.number().int() }),
  z.object({ kind: z.literal("game-ended"), reason: z.string(), players: z.array(endRosterLineSchema) }),
]);
type LegacyEntry = z.infer<typeof legacyEntrySchema>;
type Resolved = Extract<LegacyEntry, { kind: "phase-resolved" }>;

/** Whether the game is one the older play stored and the generic play has not converted (one or two reads). */
async function isLegacy(store: GameStore, game: GameRow): Promise<boolean> {
  if (ww1907FixedOf(game) === undefined) return false;
  const [last] = await store.listEventsBefore(game.id, Number.MAX_SAFE_INTEGER, 1);
  // a game the older play made and nothing was logged in yet
  if (!last) return true;
  if (LEGACY_KINDS.has(last.kind)) return true;
  const target = (last.payload_json as { target?: unknown }).target;
  if (last.kind !== "undone" || typeof target !== "number") return false;
  const [undone] = await store.listEventsBefore(game.id, target + 1, 1);
  return undone !== undefined && LEGACY_KINDS.has(undone.kind);
}

/** The older play's log read back: its entries no undo took back, in order; a damaged entry is an error. */
function liveEntries(rows: readonly EventRow[]): Result<{ row: EventRow; entry: LegacyEntry }[], string> {
  const read: { row: EventRow; entry: LegacyEntry }[] = [];
  for (const row of rows) {
    if (!LEGACY_KINDS.has(row.kind) && row.kind !== "undone") continue;
    const parsed = legacyEntrySchema.safeParse(row.payload_json);
    if (!parsed.success) return err(`event ${row.seq} (${row.kind}) of the older play cannot be read`);
    read.push({ row, entry: parsed.data });
  }
  const cancelled = new Set(read.flatMap(({ entry }) => (entry.kind === "undone" ? [entry.target] : [])));
  return ok(read.filter(({ row, entry }) => entry.kind !== "undone" && !cancelled.has(row.seq)));
}

/** A logged resolution run again with its seed, as the older play ran it. */
function resolveAgain(state: GameState, graph: MapGraph, entry: Resolved) {
  const orders: Record<string, unknown[]> = {};
  for (const o of entry.orders) orders[o.nation] = o.commands;
  return resolveWw1907Phase(state, graph, orders, entry.seed);
}

/** The setup's opening state and map graph. */
function openingOf(fixed: Ww1907Fixed): Result<{ state: GameState; graph: MapGraph }, string> {
  const rulings = resolveRulings(fixed.scenario.rulings);
  if (!rulings.ok) return err(rulings.error.join("; "));
  const graph = new MapGraph(fixed.map);
  return ok({ state: initState(fixed.scenario, graph, rulings.value), graph });
}

/** The state after the older play's live entries (up to, not including, the entry `before`), and its graph. */
function replayed(
  fixed: Ww1907Fixed,
  live: readonly { row: EventRow; entry: LegacyEntry }[],
  before = Number.MAX_SAFE_INTEGER,
): Result<{ state: GameState; graph: MapGraph }, string> {
  const opening = openingOf(fixed);
  if (!opening.ok) return opening;
  const { graph } = opening.value;
  let state = opening.value.state;
  for (const { row, entry } of live) {
    if (row.seq >= before) break;
    if (entry.kind === "phase-resolved") state = resolveAgain(state, graph, entry).state;
    else if (entry.kind === "adjusted") {
      const out = applyAdjustment(state, entry.change);
      if (out.ok) state = out.value;
    } else if (entry.kind === "game-ended") state = { ...state, over: true };
  }
  return ok({ state, graph });
}

/** The fixed part of a game the older play stored, read. */
function fixedOf(game: GameRow): Result<Ww1907Fixed, string> {
  // a game of the generic play has none: nothing to read (its set-up is validated once, by the per-game play)
  const raw = ww1907FixedOf(game);
  if (raw === undefined) return err(`game "${game.id}" was not stored by the older play`);
  const read = ww1907FixedSchema.safeParse(raw);
  return read.success ? ok(read.data) : err(`the stored set-up of game "${game.id}" cannot be read`);
}

/** Converts a game stored by the older play, once (a game already converted, or never stored so, is left as it is). */
export async function convertWw1907Game(store: GameStore, game: GameRow, now: string): Promise<void> {
  if (!(await isLegacy(store, game))) return;
  await store.transaction(async () => {
    if (!(await isLegacy(store, game))) return;
    const fixed = fixedOf(game);
    if (!fixed.ok) return;
    const live = liveEntries(await store.listEvents(game.id));
    // a damaged log is left as it is: the generic play then says it cannot read the game's state
    if (!live.ok) return;
    const state = replayed(fixed.value, live.value);
    if (!state.ok) return;
    for (const phase of await store.listPhases(game.id)) {
      if (!/^\d+-/.test(phase.phase)) {
        await store.relabelPhaseRow(game.id, phase.seq, `${phase.year}-${phase.phase}`.toLowerCase());
      }
    }
    const open = await store.openPhaseOf(game.id);
    const seq = await store.appendEvent(game.id, {
      kind: CONVERTED,
      actor: "GM",
      reason: "converted from the older play's log",
      payload: { kind: "converted", from: "ww1907-games", phaseSeq: open?.seq ?? null },
      createdAt: now,
    });
    await store.saveSnapshot(game.id, seq, state.value.state);
    if (open) await store.setSetting(convertedWindow(game.id), String(open.seq));
  }, game.id);
}

/**
 * The published record of a phase the older play resolved (the last one by default), as it published it: the state
 * before, the orders in posting order, the revealed seed and its commitment, the claimed result. Null when the older
 * play resolved no such phase.
 */
export async function legacyWw1907Record(
  store: GameStore,
  game: GameRow,
  phaseSeq?: number,
): Promise<Result<ResolutionRecord, string> | null> {
  const fixed = fixedOf(game);
  if (!fixed.ok) return null;
  const live = liveEntries(await store.listEvents(game.id));
  if (!live.ok) return live;
  const target = [...live.value]
    .reverse()
    .find(
      ({ entry }) =>
        entry.kind === "phase-resolved" && (phaseSeq === undefined || entry.phaseSeq === phaseSeq),
    );
  if (target?.entry.kind !== "phase-resolved") return null;
  const before = replayed(fixed.value, live.value, target.row.seq);
  if (!before.ok) return before;
  const outcome = resolveAgain(before.value.state, before.value.graph, target.entry);
  return ok(
    buildResolutionRecord({
      mapId: fixed.value.map.id,
      before: before.value.state,
      orders: target.entry.orders.flatMap((o) =>
        o.commands.map((command) => ({ nation: o.nation, command })),
      ),
      seed: target.entry.seed,
      commitment: target.entry.commitment,
      result: { state: outcome.state, events: outcome.events },
      resolver: "phase/v1",
    }),
  );
}

/**
 * How a game the older play ended ended: its `game-ended` entry (who, why, when, who held each seat) and the ranking
 * by VP of the state its log replays to. Null for a game it did not end (or did not store).
 */
export async function legacyWw1907Ending(
  store: GameStore,
  game: GameRow,
): Promise<ServiceResult<LoggedEnding | null> | null> {
  const fixed = fixedOf(game);
  if (!fixed.ok) return null;
  const live = liveEntries(await store.listEvents(game.id));
  if (!live.ok) return live;
  const end = live.value.find(({ entry }) => entry.kind === "game-ended");
  if (end?.entry.kind !== "game-ended") return null;
  const state = replayed(fixed.value, live.value);
  if (!state.ok) return state;
  return ok({
    how: "gm",
    by: end.row.actor,
    reason: end.entry.reason,
    endedAt: end.row.created_at,
    eventSeq: end.row.seq,
    places: ww1907FinalRanking(state.value.state),
    players: end.entry.players,
  });
}
