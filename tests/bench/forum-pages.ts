import { readFileSync } from "node:fs";
import path from "node:path";
import type { CheerioAPI } from "cheerio";
import type { ForumPlatform } from "../../parsers/detect.ts";

/**
 * Forum pages for the parser benchmarks, built from the World War 1907 fixtures in fixtures/forums/ (one per
 * engine): the fixture's head, its posts repeated in turn with fresh ids until the page reaches the size asked,
 * then its last post and tail. Beside each engine, the selectors of a reference extraction written with cheerio
 * (dev dependency, benchmarks only) that finds the same posts, drops quotes, spoilers, code, strike-outs and
 * signatures, and collects the author and the bold runs.
 */
export interface ForumPageSpec {
  platform: ForumPlatform;
  file: string;
  /** Where one post's markup starts in the fixture. */
  start: RegExp;
  /** cheerio selectors for the reference extraction. */
  post: string;
  body: string;
  author: string;
  skip: string;
}

const root = path.resolve(import.meta.dirname, "../../fixtures/forums");

const COMMON_SKIP =
  "blockquote, q, aside, details, code, pre, s, strike, del, script, style, [style*=line-through]";

export const forumPageSpecs: readonly ForumPageSpec[] = [
  {
    platform: "ubb",
    file: "ww1907-classic-turn-3.html",
    start: /<tr bgcolor="#(?:DEDFDF|EEEEEE)"/,
    post: "tr[bgcolor='#DEDFDF'], tr[bgcolor='#EEEEEE']",
    body: "td[width='82%']",
    author: "td b",
    skip: COMMON_SKIP,
  },
  {
    platform: "vbulletin3",
    file: "ww1907-spring-orders.html",
    start: /<div id="edit\d+"/,
    post: "div[id^=edit]",
    body: "div[id^=post_message_]",
    author: "a.bigusername",
    skip: `${COMMON_SKIP}, div[style*='margin:20px']`,
  },
  {
    platform: "vbulletin4",
    file: "ww1907-nested-quotes.html",
    start: /<li class="postbit/,
    post: "li[id^=post_]",
    body: "blockquote.postcontent.restore",
    author: "a.username",
    skip: `${COMMON_SKIP}, .bbcode_container`,
  },
  {
    platform: "vbulletin5",
    file: "ww1907-emoji-and-edit.html",
    start: /<li data-node-id=/,
    post: "li.b-post",
    body: ".js-post__content-text",
    author: ".author a",
    skip: `${COMMON_SKIP}, .bbcode_container`,
  },
  {
    platform: "phpbb2",
    file: "ww1907-subsilver.html",
    start: /<tr>\s*<td[^>]*>\s*<span class="name">/,
    post: "tr:has(> td > span.name)",
    body: "span.postbody",
    author: "span.name",
    skip: `${COMMON_SKIP}, td.quote, td.code, span.genmed`,
  },
  {
    platform: "phpbb3",
    file: "ww1907-prosilver-quotes.html",
    start: /<div id="p\d+" class="post/,
    post: "div.post",
    body: "div.content",
    author: "a.username, a.username-coloured",
    skip: `${COMMON_SKIP}, .spoiler, .codebox`,
  },
  {
    platform: "smf",
    file: "ww1907-smf2-moderated.html",
    start: /<div class="windowbg/,
    post: "div.post_wrapper",
    body: "div.inner",
    author: ".poster h4 a",
    skip: `${COMMON_SKIP}, .quoteheader, .spoiler`,
  },
  {
    platform: "xenforo1",
    file: "ww1907-xf1-spoilers.html",
    start: /<li id="post-\d+"/,
    post: "li.message",
    body: "blockquote.messageText",
    author: "a.username",
    skip: "q, aside, details, code, pre, s, strike, del, .bbCodeQuote, .bbCodeSpoilerContainer, .bbCodeCode",
  },
  {
    platform: "xenforo2",
    file: "ww1907-xf2-moderator-edit.html",
    start: /<article class="message message--post/,
    post: "article.message--post",
    body: ".message-body .bbWrapper",
    author: "a.username",
    skip: `${COMMON_SKIP}, .bbCodeSpoiler`,
  },
  {
    platform: "invision",
    file: "ww1907-ips4-edit-notice.html",
    start: /<article id="elComment_/,
    post: "article[id^=elComment_]",
    body: "[data-role=commentContent]",
    author: ".cAuthorPane_author a",
    skip: `${COMMON_SKIP}, .ipsSpoiler, [data-excludequote]`,
  },
  {
    platform: "mybb",
    file: "ww1907-mybb-yesterday.html",
    start: /<div class="post "/,
    post: "div.post",
    body: "div.post_body",
    author: ".largetext a",
    skip: `${COMMON_SKIP}, .codeblock`,
  },
  {
    platform: "discourse",
    file: "ww1907-crawler-view.html",
    start: /<div itemscope itemtype='http:\/\/schema.org\/DiscussionForumPosting'/,
    post: "div.crawler-post",
    body: "[itemprop=text]",
    author: "[itemprop=author] [itemprop=name]",
    skip: `${COMMON_SKIP}, .spoiler`,
  },
  {
    platform: "nodebb",
    file: "ww1907-persona.html",
    start: /<li component="post"/,
    post: "li[component=post]",
    body: "[component='post/content']",
    author: "[itemprop=author]",
    skip: `${COMMON_SKIP}, .spoiler`,
  },
];

/** Four-digit numbers that read as years (dates in attributes stay as they are). */
const isYear = (d: string): boolean => d.length === 4 && /^(?:18|19|20)/.test(d);

/** The markup with every id-like number (three to six digits, not a year) inside its tags moved by `offset`. */
function renumber(markup: string, offset: number): string {
  return markup.replace(/<[^>]*>/g, (tag) =>
    tag.replace(/\b\d{3,6}\b/g, (d) => (isYear(d) ? d : String(Number(d) + offset).padStart(d.length, "0"))),
  );
}

/** The fixture's source, its post starts and the post markup between them. */
function pieces(spec: ForumPageSpec): { head: string; posts: string[]; last: string } {
  const page = readFileSync(path.join(root, spec.platform, spec.file), "utf8");
  const re = new RegExp(spec.start.source, "g");
  const starts = [...page.matchAll(re)].map((m) => m.index ?? 0);
  if (starts.length < 2) throw new Error(`${spec.file}: fewer than two post starts`);
  const posts: string[] = [];
  for (let i = 0; i + 1 < starts.length; i++) posts.push(page.slice(starts[i], starts[i + 1]));
  return { head: page.slice(0, starts[0]), posts, last: page.slice(starts.at(-1)) };
}

/**
 * A page of about `bytes` characters: the fixture's head, its posts (all but the last) repeated in turn with fresh
 * ids, then its last post and tail as written.
 */
export function forumPage(spec: ForumPageSpec, bytes: number): string {
  const { head, posts, last } = pieces(spec);
  const out: string[] = [head];
  let size = head.length + last.length;
  for (let k = 0; size < bytes; k++) {
    const copy =
      k < posts.length
        ? (posts[k] as string)
        : renumber(posts[k % posts.length] as string, 10_007 * Math.floor(k / posts.length));
    out.push(copy);
    size += copy.length;
  }
  out.push(last);
  return out.join("");
}

/** A post as the reference extraction reads it. */
export interface ReferencePost {
  author: string;
  bold: string[];
}

/**
 * The reference extraction on a page already loaded by cheerio (either backend): finds posts, drops excluded
 * parts of each body, reads the author and the bold runs.
 */
export function cheerioExtract($: CheerioAPI, spec: ForumPageSpec): ReferencePost[] {
  const out: ReferencePost[] = [];
  $(spec.post).each((_, post) => {
    const $post = $(post);
    const body = $post.find(spec.body).first();
    if (body.length === 0) return;
    body.find(spec.skip).remove();
    const bold = body
      .find("b, strong, [style*='font-weight']")
      .filter((_, el) => {
        const style = $(el).attr("style") ?? "";
        return (
          el.tagName === "b" || el.tagName === "strong" || /font-weight\s*:\s*(bold|[6-9]00)/i.test(style)
        );
      })
      .map((_, el) => $(el).text().replace(/\s+/g, " ").trim())
      .get()
      .filter((t) => t.length > 0);
    out.push({ author: $post.find(spec.author).first().text().trim(), bold });
  });
  return out;
}
