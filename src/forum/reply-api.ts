import { scrubKnownSecrets } from "../log/redact.ts";
import { err, ok, type Result } from "../result.ts";

/**
 * Posting to a forum thread through the forum's documented API, for the engines that have one: Discourse (an API
 * key and the username it posts as: `POST /posts.json` with `topic_id` and Markdown `raw`) and XenForo 2 (a REST API
 * key and the user id it posts as: `POST /api/posts/` with `thread_id` and BBCode `message`). Credentials travel only
 * in request headers and are never part of a result or an error message: what the forum answers is copied into a
 * failure only after its own key, and every other configured secret the caller names, are censored (a forum may
 * echo the request's headers in an error).
 */

/** What a reply is written in: Discourse takes Markdown, XenForo BBCode. */
export type ReplyMarkup = "markdown" | "bbcode";

export interface ThreadPoster {
  /** The engine's display name ("Discourse"). */
  label: string;
  markup: ReplyMarkup;
  /** Posts `body` as a reply in the thread at `threadUrl`; the new post's id, or what went wrong. */
  reply(threadUrl: string, body: string): Promise<Result<{ postId: string }, string>>;
}

export interface DiscourseCredentials {
  apiKey: string;
  username: string;
}

export interface XenforoCredentials {
  apiKey: string;
  /** The user the replies are posted as (a super-user key may post as anyone; a user key ignores it). */
  userId: string | null;
}

type Fetch = typeof fetch;

/** How a poster is built besides its credentials. */
export interface PosterOptions {
  fetch?: Fetch;
  /** Further secrets to censor from what the forum answers (the other configured keys and tokens). */
  secrets?: readonly string[];
}

/** The topic id and site of a Discourse topic URL (`https://forum.example/t/slug/1234[/56]`). */
export function discourseTopic(threadUrl: string): { base: string; topicId: number } | null {
  let url: URL;
  try {
    url = new URL(threadUrl);
  } catch {
    return null;
  }
  const m = /^(.*?)\/t\/(?:[^/]+\/)?(\d+)(?:\/\d+)?\/?$/.exec(url.pathname);
  if (!m) return null;
  return { base: `${url.origin}${m[1] ?? ""}`, topicId: Number(m[2]) };
}

/** The thread id and site of a XenForo 2 thread URL (`https://forum.example/threads/slug.1234/[page-2]`). */
export function xenforoThread(threadUrl: string): { base: string; threadId: number } | null {
  let url: URL;
  try {
    url = new URL(threadUrl);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search.startsWith("?threads/") ? `/${url.search.slice(1)}` : ""}`;
  const m = /^(.*?)\/(?:index\.php\/?)?threads\/(?:[^/]*\.)?(\d+)(?:\/.*)?$/.exec(path);
  if (!m) return null;
  return { base: `${url.origin}${(m[1] ?? "").replace(/\/index\.php$/, "")}`, threadId: Number(m[2]) };
}

/**
 * A short reason from an API's error answer (Discourse: `errors: [...]`; XenForo: `errors: [{message}]`), with the
 * `secrets` censored: the forum's words are not trusted to leave the key out.
 */
async function apiError(response: Response, label: string, secrets: readonly string[]): Promise<string> {
  let detail = "";
  try {
    const body = (await response.json()) as { errors?: unknown[] };
    const first = body.errors?.[0];
    detail =
      typeof first === "string"
        ? first
        : typeof first === "object" && first !== null && "message" in first
          ? String((first as { message: unknown }).message)
          : "";
  } catch {
    // not JSON: the status says enough
  }
  const hint =
    response.status === 401 || response.status === 403
      ? " (check the API key and the user it posts as)"
      : response.status === 429
        ? " (rate limited: it is tried again later)"
        : "";
  const said = detail ? `: ${scrubKnownSecrets(detail, secrets).slice(0, 200)}` : "";
  return `${label} answered ${response.status}${said}${hint}`;
}

async function send(
  fetcher: Fetch,
  label: string,
  url: string,
  secrets: readonly string[],
  init: RequestInit,
): Promise<Result<Response, string>> {
  try {
    return ok(await fetcher(url, { ...init, redirect: "error", signal: AbortSignal.timeout(30_000) }));
  } catch (e) {
    const cause = e instanceof Error ? e.message : String(e);
    return err(`${label} could not be reached (${scrubKnownSecrets(cause, secrets)})`);
  }
}

/** The fetch function and the further secrets of a poster's options. */
function optionsOf(options: PosterOptions): { fetcher: Fetch; secrets: readonly string[] } {
  return { fetcher: options.fetch ?? fetch, secrets: options.secrets ?? [] };
}

export function discoursePoster(
  credentials: DiscourseCredentials,
  options: PosterOptions = {},
): ThreadPoster {
  const { fetcher, secrets: others } = optionsOf(options);
  const secrets = [credentials.apiKey, ...others];
  return {
    label: "Discourse",
    markup: "markdown",
    async reply(threadUrl, body) {
      const topic = discourseTopic(threadUrl);
      if (!topic) return err(`${threadUrl} is not a Discourse topic address (…/t/slug/ID)`);
      const sent = await send(fetcher, "Discourse", `${topic.base}/posts.json`, secrets, {
        method: "POST",
        headers: {
          "Api-Key": credentials.apiKey,
          "Api-Username": credentials.username,
          "Content-Type": "application/json",
          Accept: "application/json",
        },
        body: JSON.stringify({ topic_id: topic.topicId, raw: body }),
      });
      if (!sent.ok) return sent;
      if (!sent.value.ok) return err(await apiError(sent.value, "Discourse", secrets));
      const answer = (await sent.value.json().catch(() => ({}))) as { id?: unknown };
      return ok({ postId: String(answer.id ?? "") });
    },
  };
}

export function xenforoPoster(credentials: XenforoCredentials, options: PosterOptions = {}): ThreadPoster {
  const { fetcher, secrets: others } = optionsOf(options);
  const secrets = [credentials.apiKey, ...others];
  return {
    label: "XenForo",
    markup: "bbcode",
    async reply(threadUrl, body) {
      const thread = xenforoThread(threadUrl);
      if (!thread) return err(`${threadUrl} is not a XenForo thread address (…/threads/slug.ID/)`);
      const form = new URLSearchParams({ thread_id: String(thread.threadId), message: body });
      const sent = await send(fetcher, "XenForo", `${thread.base}/api/posts/`, secrets, {
        method: "POST",
        headers: {
          "XF-Api-Key": credentials.apiKey,
          ...(credentials.userId ? { "XF-Api-User": credentials.userId } : {}),
          "Content-Type": "application/x-www-form-urlencoded",
          Accept: "application/json",
        },
        body: form.toString(),
      });
      if (!sent.ok) return sent;
      if (!sent.value.ok) return err(await apiError(sent.value, "XenForo", secrets));
      const answer = (await sent.value.json().catch(() => ({}))) as { post?: { post_id?: unknown } };
      return ok({ postId: String(answer.post?.post_id ?? "") });
    },
  };
}
