import { err, ok, type Result } from "../result.ts";
import type { FetchProblem, HttpClient } from "./http-client.ts";

/** One Allow or Disallow line. */
export interface RobotsRule {
  allow: boolean;
  /** The path pattern as written: `*` matches any run of characters, a final `$` anchors the end. */
  pattern: string;
}

/** One group: the user-agents it names and its rules, in file order. */
export interface RobotsGroup {
  agents: string[];
  rules: RobotsRule[];
  /** Crawl-delay in seconds, when the group gives one. */
  crawlDelay?: number;
}

/** A parsed robots.txt. */
export interface Robots {
  groups: RobotsGroup[];
}

/** The rules that apply to one crawler: its own groups merged, else the `*` groups merged, else none. */
export interface RobotsPolicy {
  rules: RobotsRule[];
  crawlDelayMs: number | null;
}

/** Parses robots.txt text (RFC 9309 plus the common Crawl-delay extension). Never throws. */
export function parseRobots(text: string): Robots {
  const groups: RobotsGroup[] = [];
  let current: RobotsGroup | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, "").trim();
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    if (key === "allow" || key === "disallow") {
      lastWasAgent = false;
      // An empty Disallow allows everything: it is the same as no rule.
      if (current && value !== "") current.rules.push({ allow: key === "allow", pattern: value });
      continue;
    }
    if (key === "crawl-delay") {
      lastWasAgent = false;
      const seconds = Number(value);
      if (current && Number.isFinite(seconds) && seconds >= 0) current.crawlDelay = seconds;
    }
    // Other lines (Sitemap, Host, unknown) neither close nor open a group.
  }
  return { groups };
}

/** The product token of a User-Agent header: "AdjutantBot/0.1 (+…)" → "adjutantbot". */
export function productToken(userAgent: string): string {
  return (userAgent.trim().split(/[/\s]/)[0] ?? "").toLowerCase();
}

/** Picks the groups that apply to `userAgent` (matched on its product token, case-insensitively). */
export function policyFor(robots: Robots, userAgent: string): RobotsPolicy {
  const token = productToken(userAgent);
  let chosen = robots.groups.filter((g) => g.agents.some((a) => a !== "*" && a === token));
  if (chosen.length === 0) chosen = robots.groups.filter((g) => g.agents.includes("*"));
  const delays = chosen.map((g) => g.crawlDelay).filter((d): d is number => d !== undefined);
  return {
    rules: chosen.flatMap((g) => g.rules),
    crawlDelayMs: delays.length > 0 ? Math.round(Math.max(...delays) * 1000) : null,
  };
}

/** Normalises percent-escapes so that `%7e` and `~` compare equal, keeping reserved escapes. */
function normalisePath(path: string): string {
  return path.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** True when `pattern` (with `*` and a final `$`) matches the start of `path`. */
export function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const body = normalisePath(anchored ? pattern.slice(0, -1) : pattern);
  const target = normalisePath(path);
  const pieces = body.split("*");
  const first = pieces[0] ?? "";
  if (!target.startsWith(first)) return false;
  if (pieces.length === 1) return anchored ? target === first : true;
  let at = first.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    const piece = pieces[i] ?? "";
    const found = target.indexOf(piece, at);
    if (found < 0) return false;
    at = found + piece.length;
  }
  const last = pieces[pieces.length - 1] ?? "";
  if (anchored) return target.length - last.length >= at && target.endsWith(last);
  return target.indexOf(last, at) >= 0;
}

/**
 * Whether `pathAndQuery` may be fetched: the longest matching pattern wins; on a tie Allow wins;
 * no match allows. `/robots.txt` itself is always allowed.
 */
export function isAllowed(policy: RobotsPolicy, pathAndQuery: string): boolean {
  if (pathAndQuery === "/robots.txt") return true;
  let best: RobotsRule | null = null;
  for (const rule of policy.rules) {
    if (!patternMatches(rule.pattern, pathAndQuery)) continue;
    if (
      best === null ||
      rule.pattern.length > best.pattern.length ||
      (rule.pattern.length === best.pattern.length && rule.allow)
    ) {
      best = rule;
    }
  }
  return best === null || best.allow;
}

/** Why a URL may not be fetched. */
export type RobotsProblem =
  | { kind: "disallowed"; url: string; message: string }
  | { kind: "robots-unreachable"; url: string; robotsUrl: string; cause: FetchProblem; message: string };

/** Fetches robots.txt once per origin and answers whether URLs may be fetched. */
export interface RobotsGate {
  /** ok(crawl delay in ms or null) when allowed; a problem value when not (no request made for the URL). */
  check(url: string): Promise<Result<number | null, RobotsProblem>>;
}

/**
 * Creates a gate over `client`. A missing robots.txt (4xx, or redirected off the site) allows everything; an unreachable one
 * (5xx or network failure after the client's retries) disallows everything, as RFC 9309 says.
 */
export function createRobotsGate(client: HttpClient, userAgent: string): RobotsGate {
  const byOrigin = new Map<string, Result<RobotsPolicy, RobotsProblem>>();
  return {
    async check(url: string) {
      const target = new URL(url);
      const robotsUrl = `${target.origin}/robots.txt`;
      let policy = byOrigin.get(target.origin);
      if (!policy) {
        const fetched = await client.get(robotsUrl, { conditional: false, remember: false });
        if (fetched.ok) {
          const text = new TextDecoder("utf-8").decode(fetched.value.body);
          policy = ok(policyFor(parseRobots(text), userAgent));
        } else if (
          (fetched.error.kind === "http-status" &&
            fetched.error.status >= 400 &&
            fetched.error.status < 500 &&
            fetched.error.status !== 429) ||
          // A robots.txt redirected off the site (or round in circles) is not followed there, and counts as
          // unavailable, which allows everything (RFC 9309 2.3.1.2); each page's own redirects are still checked.
          fetched.error.kind === "redirect-refused" ||
          fetched.error.kind === "too-many-redirects"
        ) {
          policy = ok({ rules: [], crawlDelayMs: null });
        } else {
          policy = err({
            kind: "robots-unreachable",
            url,
            robotsUrl,
            cause: fetched.error,
            message: `${robotsUrl} could not be read (${fetched.error.message}); not crawling ${target.origin} until it can`,
          });
        }
        byOrigin.set(target.origin, policy);
      }
      if (!policy.ok) return err({ ...policy.error, url });
      if (!isAllowed(policy.value, `${target.pathname}${target.search}`)) {
        return err({
          kind: "disallowed",
          url,
          message: `${robotsUrl} forbids ${productToken(userAgent) || "this crawler"} to fetch ${target.pathname}${target.search}`,
        });
      }
      return ok(policy.value.crawlDelayMs);
    },
  };
}
