import type { Logger } from "pino";
import type { Env } from "../config/env.ts";
import type { GameService } from "../game/game-service.ts";
import { describeIngest } from "../game/ingest-text.ts";
import { receiptDigest } from "../game/receipt-digest.ts";
import { ScheduleService } from "../game/schedule/schedule-service.ts";
import type { GameStore } from "../storage/game-store.ts";
import { forumReadOptions, syncForum } from "./forum-sync.ts";
import { printDueNotices } from "./schedule-printer.ts";
import { postDueNotices, posterFor, threadRepliesOn } from "./thread-replies.ts";

/**
 * Watches a game's forum thread: syncs it now and then every FORUM_POLL_SECONDS, logging each new post's verdicts
 * (the report stays current in the store: `adjutant report`). Dates are read in the game's forum time zone, else
 * FORUM_TIMEZONE. A thread that cannot be read is logged as an error and tried again at the next poll. Stops when
 * `signal` aborts.
 */
export async function watchForum(
  deps: { service: GameService; store: GameStore; env: Env; log: Logger; print: (text: string) => void },
  gameId: string,
  signal: AbortSignal,
): Promise<void> {
  const { service, store, env, log, print } = deps;
  const schedule = new ScheduleService({ service, store, now: () => new Date() });
  while (!signal.aborted) {
    try {
      const result = await syncForum(service, store, gameId, forumReadOptions(env));
      if (result.failure !== null) log.error({ gameId }, result.failure);
      else log.info({ gameId, pages: result.pages, posts: result.posts }, "forum synced");
      for (const problem of result.problems) log.warn({ gameId }, problem);
      for (const r of result.results) {
        const line = describeIngest(r);
        if (line) print(line);
      }
      // Reminders and deadline notices: posted to the thread where the game turned replies on and the forum has an
      // API, else printed as BBCode for the GM to post.
      const info = await service.info(gameId);
      const platform = info.ok ? info.value.forumPlatform : null;
      const poster = (await threadRepliesOn(store, gameId)) ? posterFor(platform, env) : null;
      if (poster?.ok && info.ok && info.value.forumUrl) {
        // The receipts of this sync's order posts, as one reply in the thread.
        const digest = receiptDigest(result.results);
        const first = result.results[0]?.postId;
        if (digest && first)
          await schedule.share(gameId, `receipts-${first}-${result.results.at(-1)?.postId}`, digest);
        const replies = await postDueNotices(schedule, gameId, info.value.forumUrl, platform, poster.value);
        if (replies.posted > 0) log.info({ gameId, posted: replies.posted }, "notices posted to the thread");
        for (const failure of replies.failures) {
          log.error({ gameId }, failure);
          print(`${failure} (tried again at the next poll)`);
        }
      } else {
        if (poster && !poster.ok) log.warn({ gameId }, poster.error);
        await printDueNotices(schedule, gameId, "bbcode", print, platform ? { platform } : undefined);
      }
    } catch (e) {
      log.error({ gameId, err: e instanceof Error ? e.message : String(e) }, "forum sync failed");
    }
    if (signal.aborted) break;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, env.FORUM_POLL_SECONDS * 1000);
      signal.addEventListener(
        "abort",
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }
}
