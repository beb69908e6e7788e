import { z } from "zod";
import { type DateContext, fromEpoch, parseForumDate } from "../html/dates.ts";
import { attr, findAll, findFirst, type HTMLElement, loadHtml, plainText } from "../html/dom.ts";
import { makeEdit } from "../html/edit-notice.ts";
import { extractPostContent } from "../html/extract.ts";
import { frameFirst, postsInContainers } from "../html/finders.ts";
import { type ForumProfile, jsonWarnings, type PostParts } from "../html/forum-page.ts";
import { anyOf, sel } from "../html/selector.ts";
import type { ParsedPost, ParsedThread } from "../post.ts";

/** Discourse cooked HTML: quotes are `aside.quote`, oneboxes `aside.onebox` (both skipped as asides), spoilers. */
const skip = sel(".spoiler, .spoiled, .lightbox-wrapper, .onebox, .mention-group");

const crawlerPost = sel("div.crawler-post, [itemtype*=DiscussionForumPosting]");
const emberPost = sel("article[data-post-id]");

/**
 * Discourse HTML: the crawler view (`div.crawler-post` with schema.org `datePublished`/`dateModified`) and the
 * JS-rendered view (`article[data-post-id]` with `.cooked`, an edit button `.post-info.edits`).
 */
export const discourseProfile: ForumProfile = {
  platform: "discourse",
  label: "Discourse",
  bodyCue: "div.cooked body (or the crawler view's articleBody)",
  postStart: /<article id="post_\d+"|<div itemscope itemtype='http:\/\/schema\.org\/DiscussionForumPosting'/,
  findPosts: (root) => {
    // One walk finds both kinds of container; the JS-rendered view wins when the page has it.
    const ember: HTMLElement[] = [];
    const crawler: HTMLElement[] = [];
    findAll(root, (el) => {
      if (emberPost(el)) ember.push(el);
      if (crawlerPost(el)) crawler.push(el);
      return false;
    });
    const posts = postsInContainers(ember, sel(".cooked"));
    if (posts.length > 0) return posts;
    return postsInContainers(crawler, sel("[itemprop=articleBody], [itemprop=text], div.post"));
  },
  postId: (p: PostParts) => {
    const id = attr(p.container, "data-post-id");
    if (id) return id;
    const pos = frameFirst(p, sel("[itemprop=position]"));
    return pos ? plainText(pos).replace(/^#/, "") : null;
  },
  author: (p) => {
    const n =
      frameFirst(p, sel("[itemprop=author] [itemprop=name]")) ??
      frameFirst(p, sel(".names .first a, .names .username a, .names a"));
    const id = attr(p.container, "data-user-id");
    const name = n ? plainText(n) : "";
    return id ? { name, id } : { name };
  },
  postedAt: (p) => {
    const pub = frameFirst(p, sel("[itemprop=datePublished]"));
    if (pub) return attr(pub, "datetime") ?? attr(pub, "content");
    const rel = frameFirst(p, sel(".post-date .relative-date, .post-info .relative-date"));
    return rel ? fromEpoch(attr(rel, "data-time")) : null;
  },
  edit: (p) => {
    const button = frameFirst(p, sel(".post-info.edits"));
    if (button) {
      const titled = findFirst(button, sel("[title]"));
      const title = titled ? (attr(titled, "title") ?? "") : "";
      return { by: null, when: title.replace(/^\D*/, "") || null };
    }
    const pub = frameFirst(p, sel("[itemprop=datePublished]"));
    const mod = frameFirst(p, sel("[itemprop=dateModified]"));
    if (!pub || !mod) return null;
    const a = attr(pub, "datetime") ?? attr(pub, "content");
    const b = attr(mod, "datetime") ?? attr(mod, "content");
    if (!a || !b || a === b) return null;
    return { by: null, when: b };
  },
  skip: anyOf(skip),
};

/** One post of Discourse's topic JSON (`/t/ID.json`), only the fields we read. */
export const discoursePostSchema = z.object({
  id: z.number(),
  username: z.string().optional().default(""),
  user_id: z.number().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  cooked: z.string().optional().default(""),
  version: z.number().optional(),
  post_number: z.number().optional(),
  last_editor_username: z.string().nullable().optional(),
});

/** Discourse's topic JSON: `{ id, post_stream: { posts: [...] } }`. */
export const discourseTopicSchema = z.object({
  id: z.number().optional(),
  post_stream: z.object({ posts: z.array(z.unknown()) }),
});

/**
 * Reads Discourse's topic JSON. A post with `version` > 1 was edited; the JSON names no editor unless
 * `last_editor_username` is present, so `by` is often null. Posts that do not fit the schema are skipped.
 */
export function parseDiscourseJson(value: unknown, ctx: DateContext): ParsedThread | null {
  const topic = discourseTopicSchema.safeParse(value);
  if (!topic.success) return null;
  const threadId = topic.data.id !== undefined ? String(topic.data.id) : undefined;
  const posts: ParsedPost[] = [];
  let skipped = 0;
  for (const raw of topic.data.post_stream.posts) {
    const parsed = discoursePostSchema.safeParse(raw);
    if (!parsed.success) {
      skipped++;
      continue;
    }
    const p = parsed.data;
    const root = loadHtml(p.cooked);
    const content = extractPostContent(root, { skip });
    const edited =
      (p.version ?? 1) > 1
        ? makeEdit(p.last_editor_username ?? null, parseForumDate(p.updated_at, ctx), p.username)
        : null;
    posts.push({
      platform: "discourse",
      ...(threadId ? { threadId } : {}),
      postId: String(p.id),
      author: p.user_id !== undefined ? { name: p.username, id: String(p.user_id) } : { name: p.username },
      postedAt: parseForumDate(p.created_at, ctx),
      edited,
      bold: content.bold,
      text: content.text,
    });
  }
  const warnings = jsonWarnings(
    "Discourse topic JSON",
    "post_stream.posts",
    topic.data.post_stream.posts.length,
    skipped,
    posts,
  );
  return {
    platform: "discourse",
    ...(threadId ? { threadId } : {}),
    posts,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}
