import type { ForumPlatform } from "../../parsers/detect.ts";
import { parseForumDate } from "../../parsers/html/dates.ts";
import { err, ok, type Result } from "../result.ts";
import { FORUM_PLATFORM_NAMES } from "./platform-names.ts";

/**
 * The forum engines the parsers read, by the id `--platform` takes (their names only: the game service checks a
 * setting without loading the parsers, which a command such as `status` never runs).
 */
export const FORUM_PLATFORMS: ForumPlatform[] = [...FORUM_PLATFORM_NAMES];

const isForumPlatform = (name: string): name is ForumPlatform => (FORUM_PLATFORMS as string[]).includes(name);

/** A thread address: an absolute http or https URL with a host. */
export function checkForumUrl(text: string): Result<string, string> {
  const example = "write it as https://forum.example.org/viewtopic.php?t=1907";
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return err(`"${text}" is not a thread address: ${example}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return err(`"${text}" is not a web address (it starts with ${url.protocol}): ${example}`);
  }
  if (url.hostname === "") return err(`"${text}" names no host: ${example}`);
  return ok(url.href);
}

/** A forum engine id as the parsers know it (case-insensitive: "phpBB3" is phpbb3). */
export function checkForumPlatform(name: string): Result<ForumPlatform, string> {
  const id = name.trim().toLowerCase();
  if (isForumPlatform(id)) return ok(id);
  return err(
    `unknown forum software "${name}": use one of ${FORUM_PLATFORMS.join(", ")} (or leave it out to detect it from the pages)`,
  );
}

/** An IANA time zone name, as Intl knows it; returned in its canonical spelling ("europe/london" → Europe/London). */
export function checkTimeZone(name: string): Result<string, string> {
  try {
    return ok(new Intl.DateTimeFormat("en-GB", { timeZone: name.trim() }).resolvedOptions().timeZone);
  } catch {
    return err(
      `unknown time zone "${name}": use an IANA name such as Europe/London, America/New_York or UTC`,
    );
  }
}

/** A change of a game's forum settings; null clears one (no thread, detect the platform, the default zone). */
export interface ForumSettingsPatch {
  forumUrl?: string | null;
  platform?: string | null;
  forumTimezone?: string | null;
}

/** The checked patch, in the store's field names. */
export interface CheckedForumSettings {
  forumUrl?: string | null;
  forumPlatform?: string | null;
  forumTimezone?: string | null;
}

/** Checks every field a patch sets; the first bad one is the error. */
export function checkForumSettings(patch: ForumSettingsPatch): Result<CheckedForumSettings, string> {
  const out: CheckedForumSettings = {};
  if (patch.forumUrl !== undefined) {
    if (patch.forumUrl === null) out.forumUrl = null;
    else {
      const url = checkForumUrl(patch.forumUrl);
      if (!url.ok) return url;
      out.forumUrl = url.value;
    }
  }
  if (patch.platform !== undefined) {
    if (patch.platform === null) out.forumPlatform = null;
    else {
      const platform = checkForumPlatform(patch.platform);
      if (!platform.ok) return platform;
      out.forumPlatform = platform.value;
    }
  }
  if (patch.forumTimezone !== undefined) {
    if (patch.forumTimezone === null) out.forumTimezone = null;
    else {
      const zone = checkTimeZone(patch.forumTimezone);
      if (!zone.ok) return zone;
      out.forumTimezone = zone.value;
    }
  }
  return ok(out);
}

/**
 * A time the GM typed (`game new --from`): ISO 8601 with a zone, or a date and time without one, read in the
 * forum's time zone ("2026-11-01 18:00" in Europe/London). ISO 8601 UTC out.
 */
export function parseGameTime(text: string, timeZone: string): Result<string, string> {
  const zone = checkTimeZone(timeZone);
  if (!zone.ok) return zone;
  const read = parseForumDate(text, { timeZone });
  if (read === null || /\b(ago|today|yesterday)\b/i.test(text)) {
    return err(
      `"${text}" is not a time: write it as 2026-11-01 18:00 (in the forum's time zone, ${timeZone}) or 2026-11-01T18:00:00Z`,
    );
  }
  return ok(read);
}
