import { z } from "zod";

/** The sources a post can come from. */
export const platformSchema = z.enum([
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
  "bbcode",
  "discord",
]);
export type Platform = z.infer<typeof platformSchema>;

/** Who edited a post and when (ISO 8601 UTC, or null when the page does not say). */
export const editSchema = z.object({
  by: z.string().nullable(),
  at: z.string().nullable(),
  /** True when the editor is not the post's author (a moderator or the GM): W33 ruling. */
  byModerator: z.boolean(),
});
export type Edit = z.infer<typeof editSchema>;

/**
 * One post as every parser returns it. `bold` holds the bolded passages in order, each with its line breaks,
 * taken only from the author's own words (never quotes, signatures, spoilers, code or struck-out text).
 * `text` is the author's own visible text (same exclusions), for hashing and display.
 */
export const parsedPostSchema = z.object({
  platform: platformSchema,
  threadId: z.string().optional(),
  postId: z.string(),
  author: z.object({ name: z.string(), id: z.string().optional() }),
  /** ISO 8601 in UTC, or null when the page gives no date that can be read. */
  postedAt: z.string().nullable(),
  edited: editSchema.nullable(),
  bold: z.array(z.string()),
  text: z.string(),
});
export type ParsedPost = z.infer<typeof parsedPostSchema>;

/**
 * A parsed page or payload: the platform it was read as and its posts in page order. `warnings` says, one
 * sentence each, what the reader saw it could not read on a page it recognised (no post at all, a post without an
 * author name); it is absent when there is nothing to say, so read it as `thread.warnings ?? []`.
 */
/**
 * What a forum page's pager shows, read by the forum reader on its own tree (parsers/html/pager.ts), so the scraper
 * never parses a page a second time to find the next one.
 */
export const pagerSchema = z.object({
  /** The hrefs of "next page" links as written, most reliable kind first, then in page order. */
  next: z.array(z.string()),
  /** The page's `<base href>`, when it has one. */
  base: z.string().nullable(),
  /** Page numbers the pager shows (numbered links, `data-page`). */
  numbers: z.array(z.number().int()),
});
export type Pager = z.infer<typeof pagerSchema>;

export const parsedThreadSchema = z.object({
  platform: platformSchema,
  threadId: z.string().optional(),
  posts: z.array(parsedPostSchema),
  warnings: z.array(z.string()).optional(),
  /** The page's pager (HTML forum pages only). */
  pager: pagerSchema.optional(),
});
export type ParsedThread = z.infer<typeof parsedThreadSchema>;
