import { err, ok, type Result } from "../../result.ts";
import type { GameStore } from "../../storage/game-store.ts";
import { cancelledEvents, type LogEvent, logEventSchema } from "./replay.ts";

/** One event of a game's log, read back. */
export interface LoggedEvent {
  seq: number;
  /** Who caused it (the GM's name). */
  actor: string;
  event: LogEvent;
}

/**
 * The events of a game's log (after `afterSeq`, all by default), in order. An event that does not read as one of
 * World War 1907's is an error, never skipped: skipping it would replay a different game (publish the previous
 * phase's record, undo the wrong resolution).
 */
export async function readLog(
  store: GameStore,
  gameId: string,
  afterSeq?: number,
): Promise<Result<LoggedEvent[], string>> {
  const rows =
    afterSeq === undefined ? await store.listEvents(gameId) : await store.listEventsAfter(gameId, afterSeq);
  const out: LoggedEvent[] = [];
  for (const r of rows) {
    const parsed = logEventSchema.safeParse(r.payload_json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join(".")}` : "";
      return err(
        `event ${r.seq} of game "${gameId}" (${r.kind}) cannot be read${where}: ${issue?.message ?? "bad shape"}. The game's log is damaged; nothing was changed. Restore the database from a backup, or report this with the event`,
      );
    }
    out.push({ seq: r.seq, actor: r.actor, event: parsed.data });
  }
  return ok(out);
}

/** The events no undo has cancelled. */
export function liveEvents(log: readonly LoggedEvent[]): LoggedEvent[] {
  const cancelled = cancelledEvents(log);
  return log.filter((e) => !cancelled.has(e.seq));
}
