import { readFileSync } from "node:fs";
import path from "node:path";
import * as cheerio from "cheerio";
import { bench, describe } from "vitest";
import type { ForumPlatform } from "../../parsers/detect.ts";
import { parsePage } from "../../parsers/index.ts";

/**
 * Forum page throughput: a synthetic 1,000-post thread per engine, built by repeating one post of each engine's
 * World War 1907 fixture (bold orders, quotes, spoilers, struck-out orders, signatures, edit notes). Each engine
 * is read twice: by `parsePage` (detection, decoding, the shared bold walker, dates, edits) and by a reference
 * extraction written with cheerio (dev dependency, bench only) that finds the same posts, drops quotes,
 * spoilers, code, strike-outs and signatures, and collects the author and bold runs. MB/s and the ratio are
 * printed from the bytes and time measured here.
 */
const POSTS = 1_000;
const root = path.resolve(import.meta.dirname, "../../fixtures/forums");

interface Spec {
  platform: ForumPlatform;
  file: string;
  /** Where one post's markup starts in the fixture (the first two starts delimit the template post). */
  start: RegExp;
  /** cheerio selectors for the reference extraction. */
  post: string;
  body: string;
  author: string;
  skip: string;
}

const COMMON_SKIP =
  "blockquote, q, aside, details, code, pre, s, strike, del, script, style, [style*=line-through]";

const specs: Spec[] = [
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

/** A 1,000-post page: the fixture's head, its first post repeated with fresh ids, its tail. */
function thread(spec: Spec): string {
  const page = readFileSync(path.join(root, spec.platform, spec.file), "utf8");
  const re = new RegExp(spec.start.source, "g");
  const starts = [...page.matchAll(re)].map((m) => m.index ?? 0);
  const [a, b] = [starts[0] ?? 0, starts[1] ?? page.length];
  const template = page.slice(a, b);
  const posts: string[] = [];
  for (let i = 0; i < POSTS; i++)
    posts.push(template.replace(/\b(\d{3,6})\b/g, (d) => String(Number(d) + i * 7).padStart(d.length, "0")));
  return page.slice(0, a) + posts.join("") + page.slice(b);
}

/** The reference: cheerio finds posts, drops excluded parts of each body, reads author and bold runs. */
function cheerioExtract(html: string, spec: Spec): { author: string; bold: string[] }[] {
  // The Discourse crawler view sits in <noscript>, which parse5 reads as text unless scripting is off.
  const $ = cheerio.load(html, { scriptingEnabled: false });
  const out: { author: string; bold: string[] }[] = [];
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

const measured = new Map<string, { megabytes: number; milliseconds: number; posts: number }>();

function timed(name: string, megabytes: number, run: () => number): () => void {
  return () => {
    const start = performance.now();
    const posts = run();
    const entry = measured.get(name) ?? { megabytes: 0, milliseconds: 0, posts: 0 };
    entry.megabytes += megabytes;
    entry.milliseconds += performance.now() - start;
    entry.posts = posts;
    measured.set(name, entry);
  };
}

const rate = (name: string): number => {
  const e = measured.get(name);
  return e ? e.megabytes / (e.milliseconds / 1000) : Number.NaN;
};

for (const spec of specs) {
  const html = thread(spec);
  const mb = Buffer.byteLength(html) / (1024 * 1024);
  const ours = `${spec.platform}: parsePage`;
  const ref = `${spec.platform}: cheerio reference`;
  describe(`${spec.platform}, ${POSTS} posts (${mb.toFixed(2)} MB)`, () => {
    bench(
      ours,
      timed(ours, mb, () => {
        const r = parsePage(html, { platform: spec.platform });
        return r.ok ? r.value.posts.length : -1;
      }),
      { iterations: 3, time: 0, warmupIterations: 1, warmupTime: 0, setup: () => void measured.delete(ours) },
    );
    bench(
      ref,
      timed(ref, mb, () => cheerioExtract(html, spec).length),
      {
        iterations: 3,
        time: 0,
        warmupIterations: 1,
        warmupTime: 0,
        setup: () => void measured.delete(ref),
        teardown: (_task, mode) => {
          if (mode === "warmup") return;
          const o = rate(ours);
          const c = rate(ref);
          console.log(
            `${spec.platform.padEnd(10)} ${mb.toFixed(2)} MB  ours ${o.toFixed(2)} MB/s (${measured.get(ours)?.posts} posts)  ` +
              `cheerio ${c.toFixed(2)} MB/s (${measured.get(ref)?.posts} posts)  ratio ${(o / c).toFixed(2)}x`,
          );
        },
      },
    );
  });
}
