import { STATUS_CODES } from "node:http";
import { describeMegabytes, type FetchProblem } from "./http-client.ts";
import type { ScrapeProblem } from "./scraper.ts";

/** What the GM can do about a thread URL that leads nowhere. */
const CHECK_URL = "Check the thread URL with `adjutant game set --forum URL`.";
const TRY_LATER =
  "Try again later; if it goes on, check the thread URL with `adjutant game set --forum URL`.";

/** Where a URL points, as `host:port` (the port only when the URL names one). */
function hostOf(url: string): string {
  try {
    const u = new URL(url);
    return u.port ? `${u.hostname}:${u.port}` : u.hostname;
  } catch {
    return url;
  }
}

/** Ends a sentence with a period unless it already ends with one. */
const sentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);

const gaveUp = (attempts: number): string => (attempts > 1 ? ` (gave up after ${attempts} attempts)` : "");

/** What happened to a request and what to do, as "what happened. What to do." */
function describeFetch(problem: FetchProblem): string {
  switch (problem.kind) {
    case "http-status": {
      const text = STATUS_CODES[problem.status];
      const answered = `the server answered ${problem.status}${text ? ` ${text}` : ""}${gaveUp(problem.attempts)}`;
      if (problem.status === 401 || problem.status === 403) {
        return `${answered}: the thread is not open to guests, and Adjutant reads only what a guest can see. ${CHECK_URL}`;
      }
      if (problem.status >= 500 || problem.status === 429 || problem.status === 408) {
        return `${answered}: the forum is in trouble or busy. ${TRY_LATER}`;
      }
      return `${answered}. ${CHECK_URL}`;
    }
    case "network":
      if (problem.code === "ENOTFOUND") {
        return `there is no host named ${new URL(problem.url).hostname} (the DNS lookup failed). ${CHECK_URL}`;
      }
      if (problem.code === "ECONNREFUSED") {
        return `nothing answers at ${hostOf(problem.url)} (connection refused): the forum is down or the address is wrong. ${CHECK_URL}`;
      }
      return `the connection failed (${problem.detail})${gaveUp(problem.attempts)}. ${TRY_LATER}`;
    case "timeout":
      return `no complete answer within ${Math.round(problem.timeoutMs / 1000)} s${gaveUp(problem.attempts)}. ${TRY_LATER}`;
    case "truncated":
      return `the page arrived cut off (${problem.received}${problem.expected === null ? "" : ` of ${problem.expected}`} bytes)${gaveUp(problem.attempts)}. ${TRY_LATER}`;
    case "too-large":
      return `the page is larger than ${describeMegabytes(problem.limitBytes)}, so it was not read (a thread page is rarely over 1 MB). If this thread's pages really are that large, raise FORUM_MAX_PAGE_BYTES.`;
    case "retry-after-too-long":
      return `the server asks to wait ${Math.round(problem.retryAfterMs / 1000)} s before trying again. Try again later.`;
    case "not-modified-without-cache":
      return `the server answered 304 Not Modified to a first request. ${TRY_LATER}`;
    case "redirect-refused":
      return problem.private
        ? `the forum redirects it to ${problem.to}, a loopback or private address, and Adjutant never follows a forum there. Check the thread URL with \`adjutant game set --forum URL\`.`
        : `the forum redirects it to ${problem.to}, another site, and Adjutant follows redirects only within the thread's own site (same scheme, host and port). If the thread has moved there, set its new address with \`adjutant game set --forum URL\`.`;
    case "too-many-redirects":
      return `the forum redirects it more than ${problem.hops} times in a row (a redirect loop). ${CHECK_URL}`;
    case "invalid-url":
      return `it is not a valid URL. Set the thread's address with \`adjutant game set --forum URL\`.`;
  }
}

/**
 * One line for the GM about a scrape problem: which URL, what happened, what to do. For example
 * "cannot read http://…/viewtopic.php?t=1: the server answered 404 Not Found. Check the thread URL with …".
 */
export function describeScrapeProblem(problem: ScrapeProblem): string {
  switch (problem.kind) {
    case "fetch":
      return `cannot read ${problem.url}: ${describeFetch(problem.cause)}`;
    case "robots": {
      const cause = problem.cause;
      if (cause.kind === "disallowed") {
        return `cannot read ${problem.url}: ${sentence(cause.message)} Ask the forum's administrator to allow Adjutant, or use another thread.`;
      }
      // robots.txt is on the thread's own host: a host that does not resolve or answer is the thread's problem.
      if (cause.cause.kind === "network" && cause.cause.code !== undefined) {
        return `cannot read ${problem.url}: ${describeFetch({ ...cause.cause, url: problem.url })}`;
      }
      return `cannot read ${problem.url}: its robots.txt cannot be read, and Adjutant does not crawl a forum until it can: ${describeFetch(cause.cause)}`;
    }
    case "parse": {
      const platformHint =
        problem.cause.code === "parse/unknown_platform"
          ? " If it is one, name the forum software with `adjutant game set --platform NAME`."
          : "";
      const detail = problem.message.startsWith(`${problem.url}: `)
        ? problem.message.slice(problem.url.length + 2)
        : problem.message;
      return `cannot read ${problem.url}: the page does not look like a forum thread; ${sentence(detail)} ${CHECK_URL}${platformHint}`;
    }
    case "loop":
    case "cut-off":
    case "page-limit":
    case "bad-previous":
      return problem.message.includes(problem.url) ? problem.message : `${problem.url}: ${problem.message}`;
    case "warning":
    case "crawl-delay":
      return `${problem.url}: ${problem.message}`;
  }
}

/** The forum software the game names (`--platform`), and what the page read with it looks like. */
export interface ForcedPlatform {
  /** The engine id the game is set to ("xenforo2"). */
  platform: string;
  /** The engine the page looks like (null: none Adjutant knows; undefined: not looked at). */
  looksLike?: string | null | undefined;
}

/**
 * The line for a thread page that was read and parsed but shows no post at all. When the game names its forum
 * software (`forced`), the line says so and what the page looks like, and suggests detection (`--platform auto`),
 * instead of naming a platform the GM already named.
 */
export function describeNoPosts(url: string, forced?: ForcedPlatform): string {
  if (forced === undefined) {
    return `cannot read ${url}: the page shows no posts, so it does not look like a forum thread. ${CHECK_URL} If the forum software was misdetected, name it with \`adjutant game set --platform NAME\`.`;
  }
  const shows = `cannot read ${url}: the page shows no posts when read as ${forced.platform}, the forum software the game is set to`;
  if (forced.looksLike === forced.platform) return `${shows}. ${CHECK_URL}`;
  const looks =
    forced.looksLike === undefined
      ? ""
      : forced.looksLike === null
        ? " (the page looks like no forum software Adjutant knows)"
        : ` (the page looks like ${forced.looksLike})`;
  return `${shows}${looks}. If the setting is wrong, let Adjutant detect the software with \`adjutant game set --platform auto\`; otherwise check the thread URL with \`adjutant game set --forum URL\`.`;
}
