import { z } from "zod";
import { type DateContext, fromEpoch } from "../html/dates.ts";
import { attr, findFirst, hasClass, loadHtml, plainText } from "../html/dom.ts";
import { makeEdit, readEditNotice } from "../html/edit-notice.ts";
import { extractPostContent } from "../html/extract.ts";
import { frameFirst, postsByContainer } from "../html/finders.ts";
import { type ForumProfile, jsonWarnings } from "../html/forum-page.ts";
import { sel } from "../html/selector.ts";
import type { ParsedPost, ParsedThread } from "../post.ts";

const skip = sel(".spoiler, .ns-spoiler, .spoiler-content");

/** NodeBB (Persona/Harmony): `li[component=post][data-pid]`, body `[component="post/content"]`. */
export const nodebbProfile: ForumProfile = {
  platform: "nodebb",
  label: "NodeBB",
  bodyCue: "[component=post/content] body in [component=post][data-pid]",
  postStart: /<li component="post"/,
  findPosts: (root) =>
    postsByContainer(root, sel("[component=post][data-pid]"), sel("[component=post/content]")),
  postId: (p) => attr(p.container, "data-pid"),
  author: (p) => {
    const a = frameFirst(p, sel("[itemprop=author][data-username]"));
    const name = attr(p.container, "data-username") ?? (a ? (attr(a, "data-username") ?? plainText(a)) : "");
    const id = attr(p.container, "data-uid");
    return id ? { name, id } : { name };
  },
  postedAt: (p) => {
    const epoch = fromEpoch(attr(p.container, "data-timestamp"));
    if (epoch) return epoch;
    const t = frameFirst(p, sel(".timeago[title], time[datetime]"));
    return t ? (attr(t, "datetime") ?? attr(t, "title")) : null;
  },
  edit: (p) => {
    // The indicator is always in the page; it is shown (no `hidden` class) only on edited posts.
    const indicator = frameFirst(p, sel("[component=post/edit-indicator]"));
    if (!indicator || hasClass(indicator, "hidden")) return null;
    const editor = frameFirst(p, sel("[component=post/editor]"));
    const stamp = editor ? findFirst(editor, sel(".timeago")) : null;
    const when = stamp ? (attr(stamp, "datetime") ?? attr(stamp, "title")) : null;
    const notice = editor ? readEditNotice(plainText(editor, sel(".timeago"))) : null;
    const by = notice?.by ?? (editor ? attr(editor, "data-editor") : null) ?? null;
    return { by: by && by.length > 0 ? by : null, when: when && when.length > 0 ? when : null };
  },
  skip,
};

/** One post of NodeBB's topic API (`/api/topic/ID`), only the fields we read. */
export const nodebbPostSchema = z.object({
  pid: z.union([z.number(), z.string()]),
  uid: z.union([z.number(), z.string()]).optional(),
  content: z.string().optional().default(""),
  timestamp: z.number().optional(),
  edited: z.number().optional(),
  user: z.object({ username: z.string().optional() }).partial().optional(),
  editor: z.object({ username: z.string().optional() }).partial().nullable().optional(),
});

/** NodeBB's topic API: `{ tid, posts: [...] }`. */
export const nodebbTopicSchema = z.object({
  tid: z.union([z.number(), z.string()]).optional(),
  posts: z.array(z.unknown()),
});

/** Reads NodeBB's topic API JSON; `edited` is a millisecond time (0 when never edited) and `editor` the editor. */
export function parseNodebbJson(value: unknown, _ctx: DateContext): ParsedThread | null {
  const topic = nodebbTopicSchema.safeParse(value);
  if (!topic.success) return null;
  const threadId = topic.data.tid !== undefined ? String(topic.data.tid) : undefined;
  const posts: ParsedPost[] = [];
  let skipped = 0;
  for (const raw of topic.data.posts) {
    const parsed = nodebbPostSchema.safeParse(raw);
    if (!parsed.success) {
      skipped++;
      continue;
    }
    const p = parsed.data;
    const name = p.user?.username ?? "";
    const content = extractPostContent(loadHtml(p.content), { skip });
    const edited =
      p.edited !== undefined && p.edited > 0
        ? makeEdit(p.editor?.username ?? null, fromEpoch(p.edited), name)
        : null;
    posts.push({
      platform: "nodebb",
      ...(threadId ? { threadId } : {}),
      postId: String(p.pid),
      author: p.uid !== undefined ? { name, id: String(p.uid) } : { name },
      postedAt: fromEpoch(p.timestamp),
      edited,
      bold: content.bold,
      text: content.text,
    });
  }
  const warnings = jsonWarnings("NodeBB topic JSON", "posts", topic.data.posts.length, skipped, posts);
  return {
    platform: "nodebb",
    ...(threadId ? { threadId } : {}),
    posts,
    ...(warnings.length > 0 ? { warnings } : {}),
  };
}
