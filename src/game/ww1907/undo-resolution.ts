import { type Document, para } from "../../presenters/document.ts";
import { err, ok } from "../../result.ts";
import type { Actor, ServiceResult } from "../types.ts";
import type { Ww1907Kit } from "./kit.ts";
import { liveEvents, readLog } from "./read-log.ts";

/**
 * The GM undoes the last resolution: an `undone` event cancels it (the log keeps both), the phase it opened is
 * removed and the resolved phase reopens with its window and seed unchanged, so the same orders and dice give the
 * same result again.
 */
export async function undoResolution(
  kit: Ww1907Kit,
  gameId: string,
  actor: Actor,
): Promise<ServiceResult<Document>> {
  // read and written under the game's lock: two GMs undoing at once undo one resolution each, never the same twice
  return await kit.store.writeTransaction(async () => await undoLast(kit, gameId, actor), gameId);
}

async function undoLast(kit: Ww1907Kit, gameId: string, actor: Actor): Promise<ServiceResult<Document>> {
  const { store } = kit;
  const log = await readLog(store, gameId);
  if (!log.ok) return log;
  if (log.value.some((e) => e.event.kind === "game-ended")) {
    return err("the game is over: undo cannot go back past its end (the end is in the game's log)");
  }
  const last = liveEvents(log.value)
    .reverse()
    .find((e) => e.event.kind === "phase-resolved");
  if (last?.event.kind !== "phase-resolved") return err("nothing to undo: no phase has been resolved");
  const resolved = last.event;
  const open = await store.openPhaseOf(gameId);
  await store.transaction(async () => {
    await store.appendEvent(gameId, {
      kind: "undone",
      actor: actor.name,
      reason: "undo of the last resolution",
      payload: { kind: "undone", target: last.seq },
      createdAt: kit.nowIso(),
    });
    if (open) await store.deletePhaseRow(gameId, open.seq);
    await store.reopenPhaseRow(gameId, resolved.phaseSeq);
    await store.deleteSnapshotsFrom(gameId, last.seq);
  });
  await kit.rememberState(gameId, null);
  const state = await kit.state(gameId);
  if (!state.ok) return state;
  return ok({
    title: "Resolution undone",
    blocks: [
      para(
        `The resolution of phase ${resolved.phaseSeq} was undone by ${actor.name}. The game is back to ${state.value.year}, ${state.value.phase} phase; the same seed (commitment ${resolved.commitment.slice(0, 16)}…) will be used again.`,
      ),
    ],
  });
}
