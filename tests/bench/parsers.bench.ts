import * as cheerio from "cheerio";
import { bench, describe } from "vitest";
import { parsePage } from "../../parsers/index.ts";
import { cheerioExtract, forumPage, forumPageSpecs } from "./forum-pages.ts";

/**
 * Forum page throughput: a synthetic 1 MB thread page per engine, built by repeating the posts of each engine's
 * World War 1907 fixture (forum-pages.ts) (bold orders, quotes, spoilers, struck-out orders, signatures, edit notes). Each engine
 * is read twice: by `parsePage` (detection, decoding, the shared bold walker, dates, edits) and by a reference
 * extraction written with cheerio (dev dependency, bench only) that finds the same posts, drops quotes,
 * spoilers, code, strike-outs and signatures, and collects the author and bold runs. MB/s and the ratio are
 * printed from the bytes and time measured here.
 */
/** Each page about this size: the 1 MB synthetic page of the issue (real-size pages are in bench:figures). */
const PAGE_BYTES = 1_000_000;

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

for (const spec of forumPageSpecs) {
  const html = forumPage(spec, PAGE_BYTES);
  const mb = Buffer.byteLength(html) / (1024 * 1024);
  const ours = `${spec.platform}: parsePage`;
  const ref = `${spec.platform}: cheerio reference`;
  describe(`${spec.platform} (${mb.toFixed(2)} MB)`, () => {
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
      // The Discourse crawler view sits in <noscript>, which parse5 reads as text unless scripting is off.
      timed(ref, mb, () => cheerioExtract(cheerio.load(html, { scriptingEnabled: false }), spec).length),
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
