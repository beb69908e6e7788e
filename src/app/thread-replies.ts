import type { Env } from "../config/env.ts";
import { discoursePoster, type ThreadPoster, xenforoPoster } from "../forum/reply-api.ts";
import type { GameService } from "../game/game-service.ts";
import type { ScheduleService } from "../game/schedule/schedule-service.ts";
import { configuredSecrets } from "../log/redact.ts";
import { render } from "../presenters/render.ts";
import { err, ok, type Result } from "../result.ts";
import type { GameStore } from "../storage/game-store.ts";

/** The per-game switch: does Adjutant post to this game's thread itself? */
const settingKey = (gameId: string) => `forum-replies:${gameId}`;

export async function threadRepliesOn(store: GameStore, gameId: string): Promise<boolean> {
  return (await store.getSetting(settingKey(gameId))) === "on";
}

/**
 * Turns thread replies on or off for a game. On needs a forum with a documented API (Discourse, XenForo 2) and its
 * credentials in the environment; the answer says what is missing.
 */
export async function setThreadReplies(
  service: GameService,
  store: GameStore,
  env: Env,
  gameId: string,
  on: boolean,
): Promise<Result<string, string>> {
  const info = await service.info(gameId);
  if (!info.ok) return info;
  if (!on) {
    await store.setSetting(settingKey(gameId), "off");
    return ok(
      "Adjutant no longer posts to the thread: paste what `adjutant schedule run --format bbcode` prints.",
    );
  }
  if (!info.value.forumUrl)
    return err("the game has no forum thread: set one with `adjutant game set --forum URL`");
  const poster = posterFor(info.value.forumPlatform, env);
  if (!poster.ok) return poster;
  await store.setSetting(settingKey(gameId), "on");
  return ok(
    `Adjutant now posts reminders, deadline notices and summaries to the thread itself (${poster.value.label} API).`,
  );
}

/**
 * The API poster of a forum engine with the credentials from the environment, or why there is none. Its failures
 * never carry a configured secret (`configuredSecrets`), whatever the forum answers.
 */
export function posterFor(
  platform: string | null,
  env: Env,
  fetcher?: typeof fetch,
): Result<ThreadPoster, string> {
  const options = { secrets: configuredSecrets(env), ...(fetcher ? { fetch: fetcher } : {}) };
  if (platform === "discourse") {
    if (!env.DISCOURSE_API_KEY || !env.DISCOURSE_API_USERNAME) {
      return err(
        "Discourse replies need DISCOURSE_API_KEY and DISCOURSE_API_USERNAME in the environment (.env)",
      );
    }
    return ok(
      discoursePoster({ apiKey: env.DISCOURSE_API_KEY, username: env.DISCOURSE_API_USERNAME }, options),
    );
  }
  if (platform === "xenforo2") {
    if (!env.XENFORO_API_KEY) return err("XenForo replies need XENFORO_API_KEY in the environment (.env)");
    return ok(
      xenforoPoster({ apiKey: env.XENFORO_API_KEY, userId: env.XENFORO_API_USER_ID ?? null }, options),
    );
  }
  return err(
    `${platform ? `this forum (${platform})` : "a forum of unknown engine"} has no API Adjutant can post with: only Discourse and XenForo 2 do (set the engine with \`adjutant game set --platform\`); other forums get BBCode to paste`,
  );
}

/**
 * Posts the game's due notices to its thread through the forum's API, each once: a notice is marked delivered only
 * when the forum took it, so one that failed is tried again on the next round (and the failure is returned for the
 * GM). Returns how many were posted and what failed.
 */
export async function postDueNotices(
  schedule: ScheduleService,
  gameId: string,
  threadUrl: string,
  platform: string | null,
  poster: ThreadPoster,
): Promise<{ posted: number; failures: string[] }> {
  await schedule.tick();
  let posted = 0;
  const failures: string[] = [];
  for (const p of await schedule.pending(gameId)) {
    const doc =
      platform && !p.notice.document.target
        ? { ...p.notice.document, target: { platform } }
        : p.notice.document;
    const sent = await poster.reply(threadUrl, render(doc, poster.markup).trimEnd());
    if (!sent.ok) {
      failures.push(
        `could not post "${p.notice.document.title ?? p.notice.kind}" to the thread: ${sent.error}`,
      );
      break; // keep the notices in order: the rest waits for the next round
    }
    await schedule.delivered(gameId, p.key);
    posted++;
  }
  return { posted, failures };
}
