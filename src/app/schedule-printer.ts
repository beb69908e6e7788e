import type { ScheduleService } from "../game/schedule/schedule-service.ts";
import type { Document } from "../presenters/document.ts";
import { type Format, render } from "../presenters/render.ts";

/**
 * The schedule where there is no channel to post in (the console, a forum thread the GM posts to by hand): stores
 * what fell due and prints each notice not yet delivered, once, in `format` (BBCode for a forum, aimed at its
 * engine), then marks it delivered.
 */
export async function printDueNotices(
  schedule: ScheduleService,
  gameId: string,
  format: Format,
  print: (text: string) => void,
  target?: Document["target"],
): Promise<number> {
  await schedule.tick();
  const pending = await schedule.pending(gameId);
  for (const p of pending) {
    const doc = target && !p.notice.document.target ? { ...p.notice.document, target } : p.notice.document;
    print(render(doc, format).trimEnd());
    await schedule.delivered(gameId, p.key);
  }
  return pending.length;
}
