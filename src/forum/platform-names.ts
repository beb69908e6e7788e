import type { ForumPlatform } from "../../parsers/detect.ts";
import { platformSchema } from "../../parsers/post.ts";

/**
 * The forum engines the parsers read, by the id `--platform` takes, for help texts and settings that must not load
 * the parsers themselves (post sources other than forum pages left out; a test checks the list against the parsers' profiles).
 */
export const FORUM_PLATFORM_NAMES: readonly ForumPlatform[] = platformSchema.options.filter(
  (p): p is ForumPlatform => p !== "bbcode" && p !== "discord",
);
