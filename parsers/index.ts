import { z } from "zod";
import { parseBbcodeDocument } from "./bbcode.ts";
import { detectPlatform, type ForumPlatform } from "./detect.ts";
import { parseDiscordPayload } from "./discord.ts";
import { discourseProfile, parseDiscourseJson } from "./forums/discourse.ts";
import { invisionProfile } from "./forums/invision.ts";
import { mybbProfile } from "./forums/mybb.ts";
import { nodebbProfile, parseNodebbJson } from "./forums/nodebb.ts";
import { phpbb2Profile } from "./forums/phpbb2.ts";
import { phpbb3Profile } from "./forums/phpbb3.ts";
import { smfProfile } from "./forums/smf.ts";
import { ubbProfile } from "./forums/ubb.ts";
import { vbulletin3Profile } from "./forums/vbulletin3.ts";
import { vbulletin4Profile } from "./forums/vbulletin4.ts";
import { vbulletin5Profile } from "./forums/vbulletin5.ts";
import { xenforo1Profile } from "./forums/xenforo1.ts";
import { xenforo2Profile } from "./forums/xenforo2.ts";
import { type DateContext, isValidTimeZone } from "./html/dates.ts";
import { loadHtml, type TreeBuilder } from "./html/dom.ts";
import { decodeHtmlBytes } from "./html/encoding.ts";
import { type ForumProfile, readForumSource } from "./html/forum-page.ts";
import { type ParsedThread, type Platform, platformSchema } from "./post.ts";

/** A value or an error (the same shape as the program's Result: parsers/ imports nothing from src/). */
type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
const err = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });

export { detectPlatform } from "./detect.ts";

/** The profile that reads each forum engine's HTML. */
export const forumProfiles: Record<ForumPlatform, ForumProfile> = {
  ubb: ubbProfile,
  vbulletin3: vbulletin3Profile,
  vbulletin4: vbulletin4Profile,
  vbulletin5: vbulletin5Profile,
  phpbb2: phpbb2Profile,
  phpbb3: phpbb3Profile,
  smf: smfProfile,
  xenforo1: xenforo1Profile,
  xenforo2: xenforo2Profile,
  invision: invisionProfile,
  mybb: mybbProfile,
  discourse: discourseProfile,
  nodebb: nodebbProfile,
};

/** Options of `parsePage`; validated, so a caller's mistake is a problem value, not an exception. */
export const parsePageOptionsSchema = z.object({
  /** Force a platform instead of detecting it. */
  platform: platformSchema.optional(),
  /** The forum's time zone (IANA), for dates the page writes without one. Default "UTC". */
  timezone: z.string().optional(),
  /** When the page was fetched (ISO 8601), for relative dates such as "Today, 05:13 PM". */
  fetchedAt: z.string().optional(),
  /** The HTTP Content-Type header, whose charset decodes byte input. */
  contentType: z.string().optional(),
  /** Which library builds the page tree; node-html-parser is kept only for tests comparing the two. */
  treeBuilder: z.enum(["htmlparser2", "node-html-parser"]).optional(),
  /** Also read the page's pager (`ParsedThread.pager`) on the same tree: the scraper's next and last page. */
  pager: z.boolean().optional(),
});
export type ParsePageOptions = z.infer<typeof parsePageOptionsSchema>;

/** Why a page could not be read, with a message a user can act on. */
export interface ParseProblem {
  code:
    | "parse/bad_options"
    | "parse/bad_timezone"
    | "parse/bad_fetched_at"
    | "parse/unknown_platform"
    | "parse/wrong_json"
    | "parse/internal";
  message: string;
}

function problem(code: ParseProblem["code"], message: string): Result<ParsedThread, ParseProblem> {
  return err({ code, message });
}

/**
 * Reads a forum page, an API payload or a Discord message into posts with their bold passages and edits.
 * Bytes are decoded from the Content-Type charset, the page's meta tag, or UTF-8. The platform is detected
 * unless `options.platform` forces one. Pure, and never throws: every failure is a `ParseProblem`.
 *
 * @param input - page text or raw bytes
 * @param options - platform, forum time zone, fetch time, Content-Type
 */
export function parsePage(
  input: string | Uint8Array,
  options: ParsePageOptions = {},
): Result<ParsedThread, ParseProblem> {
  try {
    const opts = parsePageOptionsSchema.safeParse(options);
    if (!opts.success) return problem("parse/bad_options", z.prettifyError(opts.error));
    const { platform, timezone = "UTC", fetchedAt, contentType, treeBuilder, pager = false } = opts.data;
    if (!isValidTimeZone(timezone)) {
      return problem(
        "parse/bad_timezone",
        `unknown time zone "${timezone}" (use an IANA name such as Europe/Berlin)`,
      );
    }
    if (fetchedAt !== undefined && Number.isNaN(Date.parse(fetchedAt))) {
      return problem("parse/bad_fetched_at", `fetch time "${fetchedAt}" is not an ISO 8601 date`);
    }
    const ctx: DateContext = { timeZone: timezone, fetchedAt };
    const text = typeof input === "string" ? input : decodeHtmlBytes(input, contentType).text;
    return readText(text, platform, ctx, treeBuilder, pager);
  } catch (e) {
    return problem(
      "parse/internal",
      `could not read the page: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
}

function readText(
  text: string,
  forced: Platform | undefined,
  ctx: DateContext,
  treeBuilder: TreeBuilder = "htmlparser2",
  pager = false,
): Result<ParsedThread, ParseProblem> {
  // A forced platform skips detection, except to see whether the input is JSON.
  const detection =
    forced && !/^\s*[[{]/.test(text) ? ({ kind: "unknown", reason: "" } as const) : detectPlatform(text);
  const platform: Platform | null =
    forced ??
    (detection.kind === "html" || detection.kind === "json"
      ? detection.platform
      : detection.kind === "bbcode"
        ? "bbcode"
        : null);
  if (platform === null) {
    return problem(
      "parse/unknown_platform",
      `cannot tell the platform: ${detection.kind === "unknown" ? detection.reason : ""}`,
    );
  }
  if (platform === "bbcode") {
    return ok(parseBbcodeDocument(text));
  }
  if (platform === "discord") {
    const value = detection.kind === "json" ? detection.value : safeJson(text);
    if (value === undefined) return problem("parse/wrong_json", "a Discord payload must be JSON");
    return ok(parseDiscordPayload(value));
  }
  if (detection.kind === "json") {
    const value = detection.value;
    const thread =
      platform === "discourse"
        ? parseDiscourseJson(value, ctx)
        : platform === "nodebb"
          ? parseNodebbJson(value, ctx)
          : null;
    if (!thread) return problem("parse/wrong_json", `this JSON is not a ${platform} topic`);
    return ok(thread);
  }
  return ok(
    readForumSource(text, forumProfiles[platform], ctx, (html) => loadHtml(html, treeBuilder), { pager }),
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
