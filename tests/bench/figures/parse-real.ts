import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import * as cheerio from "cheerio";
import { load as loadSlim } from "cheerio/slim";
import { parsePage } from "../../../parsers/index.ts";
import type { Platform } from "../../../parsers/post.ts";
import { cheerioExtract, type ForumPageSpec } from "../forum-pages.ts";
import { ROOT } from "./build.ts";
import { median, progress, round } from "./stats.ts";

/**
 * Our forum reader against cheerio on the real forum pages (issue #26: not the repeated synthetic pages of
 * `figures/parse.ts`): the 31 pages of ../shared/fixtures/forums, read from real forums of 11 engines (SOURCES.md
 * there). Each page is read by `parsePage` (the platform given) and by cheerio doing the same extraction (posts,
 * author, bold runs outside quotes, spoilers, code and struck-out text) with the selectors of its engine below, on
 * its htmlparser2 backend (`cheerio/slim`, the goal's) and on parse5. A page counts only when cheerio's reference
 * finds the same posts as ours (the same number, the same authors in order); any other page is listed in
 * `parse_real_pages_not_counted` with the reason, not counted. Both run interleaved, in alternating order, on the
 * same page in each round; a page's ratio is the median of its rounds' ratios, and the figure is the ratio of the
 * total times over the counted pages (cheerio's ÷ ours: "ours is X times as fast"), with the worst page beside it.
 * Where ../shared is absent the section says so and gives no figure.
 */

const ROUNDS = 7;
const SLOT_MS = 20;
const SHARED = path.resolve(ROOT, "../shared/fixtures/forums");

const SKIP = "blockquote, q, aside, details, code, pre, s, strike, del, script, style, [style*=line-through]";

/** The reference selectors of each engine, tried in order on a page: the first that finds our posts is used. */
const SPECS: Record<string, Omit<ForumPageSpec, "platform" | "file" | "start">[]> = {
  discourse: [
    {
      post: "div.crawler-post",
      body: "[itemprop=text], [itemprop=articleBody], .post",
      author: "[itemprop=author] [itemprop=name]",
      skip: `${SKIP}, .spoiler`,
    },
    {
      post: "article.boxed[id^=post_]",
      body: ".cooked",
      author: ".names .first a, .names .username a, .username a",
      skip: `${SKIP}, .spoiler`,
    },
  ],
  invision: [
    {
      post: "article[id^=elComment_]",
      body: "[data-role=commentContent]",
      author: ".cAuthorPane_author",
      skip: `${SKIP}, .ipsSpoiler, [data-excludequote]`,
    },
  ],
  mybb: [
    { post: "div.post", body: "div.post_body", author: ".largetext", skip: `${SKIP}, .codeblock` },
    {
      post: "table[id^=post_], div[id^=post_]",
      body: "div.post_body",
      author: ".largetext, .post_author strong",
      skip: `${SKIP}, .codeblock`,
    },
  ],
  nodebb: [
    {
      post: "li[component=post]",
      body: "[component='post/content']",
      author: "[itemprop=author] [itemprop=name], [itemprop=author]",
      skip: `${SKIP}, .spoiler`,
    },
    {
      post: "[component=post]",
      body: "[component='post/content']",
      author: "[data-username], a[href*='/user/']",
      skip: `${SKIP}, .spoiler`,
    },
  ],
  phpbb3: [
    {
      post: "div.post",
      body: "div.content",
      author: "a.username, a.username-coloured, .author strong",
      skip: `${SKIP}, .spoiler, .codebox`,
    },
  ],
  smf: [
    {
      post: "div.post_wrapper",
      body: "div.inner",
      author: ".poster h4 a",
      skip: `${SKIP}, .quoteheader, .spoiler`,
    },
    {
      post: "td.windowbg:has(div.post), td.windowbg2:has(div.post)",
      body: "div.post",
      author: "td.poster_info b a, td.poster_info b",
      skip: `${SKIP}, .quoteheader, .quote, .code`,
    },
  ],
  ubb: [
    {
      post: "tr:has(> td > div.post_inner)",
      body: "div[id^=body]",
      author: ".author-name .username, .author-content a, .post-author a, a.username",
      skip: `${SKIP}, .ubbcode-block`,
    },
  ],
  vbulletin3: [
    {
      post: "div[id^=edit]",
      body: "div[id^=post_message_]",
      author: "a.bigusername, .bigusername",
      skip: `${SKIP}, div[style*='margin:20px']`,
    },
    {
      post: "li[id^=post_], div[id^=post_]:has(div[id^=post_message_])",
      body: "div[id^=post_message_]",
      author: "a.bigusername, .username, .bigusername",
      skip: `${SKIP}, div[style*='margin:20px']`,
    },
  ],
  vbulletin4: [
    {
      post: "li[id^=post_]",
      body: "blockquote.postcontent",
      author: "a.username, .username",
      skip: `${SKIP}, .bbcode_container`,
    },
  ],
  vbulletin5: [
    {
      post: "li.b-post",
      body: ".js-post__content-text",
      author: ".author a, .b-post__author a",
      skip: `${SKIP}, .bbcode_container`,
    },
  ],
  xenforo1: [
    {
      post: "li.message",
      body: "blockquote.messageText",
      author: "a.username, .username",
      skip: "q, aside, details, code, pre, s, strike, del, .bbCodeQuote, .bbCodeSpoilerContainer, .bbCodeCode",
    },
  ],
  xenforo2: [
    {
      post: "article.message--post",
      body: ".message-body .bbWrapper",
      author: "a.username, .username",
      skip: `${SKIP}, .bbCodeSpoiler`,
    },
  ],
};

type Contender = "ours" | "cheerio_htmlparser2" | "cheerio_parse5";

function slot(run: () => unknown): number {
  let n = 0;
  const start = performance.now();
  let now = start;
  while (n < 2 || now - start < SLOT_MS) {
    run();
    n++;
    now = performance.now();
  }
  return (now - start) / n;
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim();

export interface RealPageFigures {
  parse_vs_cheerio_real_pages: number;
  parse_vs_cheerio_real_pages_min: number;
  parse_vs_cheerio_parse5_real_pages: number;
  parse_real_pages_counted: number;
  parse_real_pages_not_counted: Record<string, string>;
  /** Each counted page: its size and cheerio's time ÷ ours (htmlparser2 backend). */
  parse_real_pages: Record<string, { kb: number; vs_cheerio: number }>;
}

interface RealPage {
  name: string;
  platform: Platform;
  html: string;
}

function realPages(): RealPage[] {
  return readdirSync(SHARED).flatMap((folder) =>
    readdirSync(path.join(SHARED, folder))
      .filter((f) => f.endsWith(".html"))
      .map((file) => ({
        name: `${folder}/${file}`,
        platform: (folder === "ipb" ? "invision" : folder) as Platform,
        html: readFileSync(path.join(SHARED, folder, file), "utf8"),
      })),
  );
}

/** Why cheerio's reference does not find our posts on the page (null: it does, with this spec). */
function matchSpec(page: RealPage): { spec: ForumPageSpec } | { reason: string } {
  const ours = parsePage(page.html, { platform: page.platform });
  if (!ours.ok) return { reason: `our reader failed: ${ours.error.message}` };
  const authors = ours.value.posts.map((p) => clean(p.author.name));
  let last = "";
  for (const s of SPECS[page.platform] ?? []) {
    const spec: ForumPageSpec = {
      ...s,
      platform: page.platform as ForumPageSpec["platform"],
      file: page.name,
      start: /$^/,
    };
    const ref = cheerioExtract(loadSlim(page.html), spec);
    const refAuthors = ref.map((r) => clean(r.author));
    if (JSON.stringify(refAuthors) === JSON.stringify(authors)) return { spec };
    last = `ours ${authors.length} posts (${authors.slice(0, 3).join(", ")}…), cheerio ${refAuthors.length} (${refAuthors.slice(0, 3).join(", ")}…)`;
  }
  return { reason: last || "no reference selectors for this engine" };
}

export function realPageFigures(): RealPageFigures | { parse_real_pages_skipped: string } {
  if (!existsSync(SHARED)) {
    const why = `${SHARED} is absent: the real forum pages were not measured`;
    progress(`parse-real: SKIPPED, ${why}`);
    return { parse_real_pages_skipped: why };
  }
  const notCounted: Record<string, string> = {};
  const counted: { page: RealPage; spec: ForumPageSpec }[] = [];
  for (const page of realPages()) {
    const m = matchSpec(page);
    if ("reason" in m) notCounted[page.name] = m.reason;
    else counted.push({ page, spec: m.spec });
  }
  progress(`parse-real: ${counted.length} pages counted, ${Object.keys(notCounted).length} not`);
  const totals: Record<Contender, number> = { ours: 0, cheerio_htmlparser2: 0, cheerio_parse5: 0 };
  const pageRatios: number[] = [];
  const perPage: Record<string, { kb: number; vs_cheerio: number }> = {};
  for (const { page, spec } of counted) {
    const run: Record<Contender, () => unknown> = {
      ours: () => parsePage(page.html, { platform: page.platform }),
      cheerio_htmlparser2: () => cheerioExtract(loadSlim(page.html), spec),
      cheerio_parse5: () => cheerioExtract(cheerio.load(page.html, { scriptingEnabled: false }), spec),
    };
    const order: Contender[] = ["ours", "cheerio_htmlparser2", "cheerio_parse5"];
    for (const c of order) for (let i = 0; i < 3; i++) run[c]();
    const times: Record<Contender, number[]> = { ours: [], cheerio_htmlparser2: [], cheerio_parse5: [] };
    for (let r = 0; r < ROUNDS; r++) {
      for (let k = 0; k < order.length; k++) {
        const c = order[(k + r) % order.length] as Contender;
        times[c].push(slot(run[c]));
      }
    }
    for (const c of order) totals[c] += median(times[c]);
    const ratio = median(times.cheerio_htmlparser2.map((t, i) => t / (times.ours[i] as number)));
    pageRatios.push(ratio);
    perPage[page.name] = { kb: round(page.html.length / 1024, 1), vs_cheerio: round(ratio) };
  }
  return {
    parse_vs_cheerio_real_pages: round(totals.cheerio_htmlparser2 / totals.ours),
    parse_vs_cheerio_real_pages_min: round(Math.min(...pageRatios)),
    parse_vs_cheerio_parse5_real_pages: round(totals.cheerio_parse5 / totals.ours),
    parse_real_pages_counted: counted.length,
    parse_real_pages_not_counted: notCounted,
    parse_real_pages: perPage,
  };
}

if (process.env.PARSE_REAL_PROBE) {
  for (const page of realPages()) {
    const m = matchSpec(page);
    process.stdout.write(`${page.name}: ${"reason" in m ? `NOT ${m.reason}` : "ok"}\n`);
  }
}
