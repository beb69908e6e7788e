import type { ForumPlatform } from "../../parsers/detect.ts";

/**
 * The forum engines the parsers read, by the id `--platform` takes, for help texts and settings that must not load
 * the parsers themselves (a test checks this list against the parsers' own).
 */
export const FORUM_PLATFORM_NAMES: readonly ForumPlatform[] = [
  "ubb",
  "vbulletin3",
  "vbulletin4",
  "vbulletin5",
  "phpbb2",
  "phpbb3",
  "smf",
  "xenforo1",
  "xenforo2",
  "invision",
  "mybb",
  "discourse",
  "nodebb",
];
