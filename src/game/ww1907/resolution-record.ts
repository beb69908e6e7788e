import { err, ok } from "../../result.ts";
import { buildResolutionRecord, type ResolutionRecord } from "../../rulesets/ww1907/verify.ts";
import type { ServiceResult } from "../types.ts";
import type { Ww1907Kit } from "./kit.ts";
import { liveEvents, readLog } from "./read-log.ts";
import { applyLogEvent } from "./replay.ts";
import { runResolution } from "./run-resolution.ts";

/**
 * The published record of a resolved phase (the last one by default): the state before, the orders in posting
 * order, the revealed seed and its commitment, and the claimed result, so that anyone can run `adjutant verify`
 * on it and confirm every roll and the final state.
 */
export async function resolutionRecord(
  kit: Ww1907Kit,
  gameId: string,
  phaseSeq?: number,
): Promise<ServiceResult<ResolutionRecord>> {
  const ctx = await kit.context(gameId);
  if (!ctx.ok) return ctx;
  const log = await readLog(kit.store, gameId);
  if (!log.ok) return log;
  const live = liveEvents(log.value);
  const target = [...live]
    .reverse()
    .find(
      (e) => e.event.kind === "phase-resolved" && (phaseSeq === undefined || e.event.phaseSeq === phaseSeq),
    );
  if (target?.event.kind !== "phase-resolved") {
    return err(
      phaseSeq === undefined ? "no phase has been resolved yet" : `phase ${phaseSeq} has not been resolved`,
    );
  }
  let before = ctx.value.opening;
  for (const e of live) {
    if (e.seq >= target.seq) break;
    before = applyLogEvent(before, ctx.value.graph, e.event, runResolution);
  }
  const outcome = runResolution(before, ctx.value.graph, target.event);
  return ok(
    buildResolutionRecord({
      mapId: ctx.value.map.id,
      before,
      orders: target.event.orders.flatMap((o) =>
        o.commands.map((command) => ({ nation: o.nation, command })),
      ),
      seed: target.event.seed,
      commitment: target.event.commitment,
      result: { state: outcome.state, events: outcome.events },
      resolver: "phase/v1",
    }),
  );
}
