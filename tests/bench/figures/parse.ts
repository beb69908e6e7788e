import * as cheerio from "cheerio";
import { load as loadSlim } from "cheerio/slim";
import { Parser, parseDocument } from "htmlparser2";
import { parsePage } from "../../../parsers/index.ts";
import { cheerioExtract, type ForumPageSpec, forumPage, forumPageSpecs } from "../forum-pages.ts";
import { median, progress, round } from "./stats.ts";

/**
 * Parser throughput on real-size forum pages (about 150 KB, built from each engine's fixture): our reader
 * (`parsePage` with the platform given, as a game with a known platform reads its thread: tree, posts, authors,
 * dates, edits, bold runs) against
 * - htmlparser2 parsing the same bytes into its DOM (`parseDocument`) and, beside it, htmlparser2's tokenizer with
 *   no handler at all (the floor of any reader built on it);
 * - cheerio doing the same extraction (posts, author, bold runs without quotes, spoilers, code, struck-out text),
 *   on its htmlparser2 backend (`cheerio/slim`) and on its default parse5 backend.
 * The contenders run interleaved, in a rotating order, on the same page in each round; each ratio is the median of
 * the rounds' ratios. A ratio is "ours is X times as fast" (the competitor's time ÷ ours).
 */

const PAGE_BYTES = 150_000;
const ROUNDS = 9;
/** Each contender runs for about this long per page and round; its time is the mean per run. */
const SLOT_MS = 25;

type Contender = "ours" | "htmlparser2_dom" | "htmlparser2_sax" | "cheerio_htmlparser2" | "cheerio_parse5";

const NOOP_HANDLER = {};

function runners(spec: ForumPageSpec, html: string): Record<Contender, () => number> {
  return {
    ours: () => {
      const r = parsePage(html, { platform: spec.platform });
      if (!r.ok) throw new Error(r.error.message);
      return r.value.posts.length;
    },
    htmlparser2_dom: () => parseDocument(html).children.length,
    htmlparser2_sax: () => {
      const p = new Parser(NOOP_HANDLER);
      p.end(html);
      return 0;
    },
    cheerio_htmlparser2: () => cheerioExtract(loadSlim(html), spec).length,
    // The Discourse crawler view sits in <noscript>, which parse5 reads as text unless scripting is off.
    cheerio_parse5: () => cheerioExtract(cheerio.load(html, { scriptingEnabled: false }), spec).length,
  };
}

/** Mean ms per run of `run` over a slot of about `SLOT_MS` (at least two runs). */
function slot(run: () => number): number {
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

export interface PlatformFigures {
  page_kb: number;
  posts: number;
  bold_runs: number;
  reference_posts: number;
  reference_bold_runs: number;
  ours_mb_s: number;
  /** Competitor time ÷ our time, median over rounds. */
  vs: Record<Exclude<Contender, "ours">, number>;
}

export interface ParseFigures {
  parse_vs_htmlparser2: number;
  parse_vs_htmlparser2_min: number;
  parse_vs_htmlparser2_tokenizer_only: number;
  parse_vs_cheerio_htmlparser2_min: number;
  parse_vs_cheerio_parse5_min: number;
  parse_ours_ms_median_page: number;
  parse_platforms: Record<string, PlatformFigures>;
}

export function parseFigures(): ParseFigures {
  const pages = forumPageSpecs.map((spec) => ({ spec, html: forumPage(spec, PAGE_BYTES) }));
  const contenders: Contender[] = [
    "ours",
    "htmlparser2_dom",
    "htmlparser2_sax",
    "cheerio_htmlparser2",
    "cheerio_parse5",
  ];
  const perPage = pages.map(({ spec, html }) => {
    const run = runners(spec, html);
    // The same extraction: the reference must find the posts we find (bold runs differ only in how line breaks
    // and adjacent runs are cut, so their count is shown, not compared).
    const ours = parsePage(html, { platform: spec.platform });
    if (!ours.ok) throw new Error(`${spec.platform}: ${ours.error.message}`);
    const ref = cheerioExtract(loadSlim(html), spec);
    if (ref.length !== ours.value.posts.length)
      progress(`warning: ${spec.platform}: ours ${ours.value.posts.length} posts, cheerio ${ref.length}`);
    for (const c of contenders) for (let i = 0; i < 5; i++) run[c]();
    return {
      spec,
      html,
      run,
      posts: ours.value.posts.length,
      boldRuns: ours.value.posts.reduce((n, p) => n + p.bold.length, 0),
      refPosts: ref.length,
      refBold: ref.reduce((n, p) => n + p.bold.length, 0),
      times: Object.fromEntries(contenders.map((c) => [c, [] as number[]])) as Record<Contender, number[]>,
    };
  });
  for (let round = 0; round < ROUNDS; round++) {
    for (const page of perPage) {
      for (let k = 0; k < contenders.length; k++) {
        const c = contenders[(k + round) % contenders.length] as Contender;
        page.times[c].push(slot(page.run[c]));
      }
    }
    progress(`parse: round ${round + 1} of ${ROUNDS}`);
  }
  const platforms: Record<string, PlatformFigures> = {};
  const ratio = (t: Record<Contender, number[]>, c: Contender): number =>
    median(t[c].map((x, i) => x / (t.ours[i] as number)));
  for (const p of perPage) {
    const ms = median(p.times.ours);
    platforms[p.spec.platform] = {
      page_kb: round(p.html.length / 1000, 1),
      posts: p.posts,
      bold_runs: p.boldRuns,
      reference_posts: p.refPosts,
      reference_bold_runs: p.refBold,
      ours_mb_s: round(p.html.length / 1e6 / (ms / 1000), 1),
      vs: {
        htmlparser2_dom: round(ratio(p.times, "htmlparser2_dom")),
        htmlparser2_sax: round(ratio(p.times, "htmlparser2_sax")),
        cheerio_htmlparser2: round(ratio(p.times, "cheerio_htmlparser2")),
        cheerio_parse5: round(ratio(p.times, "cheerio_parse5")),
      },
    };
  }
  // Over all pages: the rounds' total times (every page once), so the big and the small weigh by their bytes.
  const overall = (c: Contender): number =>
    median(
      Array.from({ length: ROUNDS }, (_, i) => {
        let theirs = 0;
        let ours = 0;
        for (const p of perPage) {
          theirs += p.times[c][i] as number;
          ours += p.times.ours[i] as number;
        }
        return theirs / ours;
      }),
    );
  const min = (c: Exclude<Contender, "ours">): number =>
    Math.min(...Object.values(platforms).map((p) => p.vs[c]));
  return {
    parse_vs_htmlparser2: round(overall("htmlparser2_dom")),
    parse_vs_htmlparser2_min: min("htmlparser2_dom"),
    parse_vs_htmlparser2_tokenizer_only: round(overall("htmlparser2_sax")),
    parse_vs_cheerio_htmlparser2_min: min("cheerio_htmlparser2"),
    parse_vs_cheerio_parse5_min: min("cheerio_parse5"),
    parse_ours_ms_median_page: round(median(perPage.map((p) => median(p.times.ours))), 3),
    parse_platforms: platforms,
  };
}
