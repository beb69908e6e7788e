import { err, ok } from "../../result.ts";
import { ww1907FinalRanking } from "../../rulesets/ww1907/final-ranking.ts";
import type { LoggedEnding } from "../game-play.ts";
import { rosterNow } from "../results/end-roster.ts";
import type { Actor, ServiceResult } from "../types.ts";
import type { Ww1907Kit } from "./kit.ts";
import { liveEvents, readLog } from "./read-log.ts";
import { logEventSchema, replay } from "./replay.ts";

/**
 * The GM ends a World War 1907 game (issue #28): a `game-ended` event in the game's log, written under the game's
 * lock with who held each seat then. Nothing is logged after it (the service refuses orders, resolution, adjustments)
 * and undo never goes past it. Ending twice is refused.
 */
export async function endWw1907Game(
  kit: Ww1907Kit,
  gameId: string,
  actor: Actor,
  reason: string,
): Promise<ServiceResult<true>> {
  return await kit.store.writeTransaction(async () => {
    const log = await readLog(kit.store, gameId);
    if (!log.ok) return log;
    if (log.value.some((e) => e.event.kind === "game-ended")) return err("the game is over already");
    await kit.store.appendEvent(gameId, {
      kind: "game-ended",
      actor: actor.name,
      reason,
      payload: { kind: "game-ended", reason, players: await rosterNow(kit.store, gameId) },
      createdAt: kit.nowIso(),
    });
    return ok(true);
  }, gameId);
}

/**
 * How a World War 1907 game ended, from its log: the `game-ended` event, and the ranking by VP of the state the log
 * gives (`fromStart`: replayed from the scenario's opening over every event not undone, as `state` and undo fold
 * them; else the current state, read from the latest snapshot). Null while the game goes on.
 */
export async function ww1907Ending(
  kit: Ww1907Kit,
  gameId: string,
  fromStart: boolean,
): Promise<ServiceResult<LoggedEnding | null>> {
  // Nothing is logged after the end: the last event says whether the game is over, so a post or a status of a game
  // that goes on reads one event, however long the game has run.
  const row = (await kit.store.listEventsBefore(gameId, Number.MAX_SAFE_INTEGER, 1))[0];
  if (row?.kind !== "game-ended") return ok(null);
  const read = logEventSchema.safeParse(row.payload_json);
  if (!read.success || read.data.kind !== "game-ended") {
    return err(`event ${row.seq} of game "${gameId}" (game-ended) cannot be read: the game's log is damaged`);
  }
  const end = read.data;
  let places: LoggedEnding["places"];
  if (fromStart) {
    const ctx = await kit.context(gameId);
    if (!ctx.ok) return ctx;
    const log = await readLog(kit.store, gameId);
    if (!log.ok) return log;
    const { runResolution } = await import("./run-resolution.ts");
    places = ww1907FinalRanking(
      replay(ctx.value.opening, ctx.value.graph, liveEvents(log.value), runResolution),
    );
  } else {
    const state = await kit.state(gameId);
    if (!state.ok) return state;
    places = ww1907FinalRanking(state.value);
  }
  return ok({
    how: "gm",
    by: row.actor,
    reason: end.reason,
    endedAt: row.created_at,
    eventSeq: row.seq,
    places,
    players: end.players,
  });
}
