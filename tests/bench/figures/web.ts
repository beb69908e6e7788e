import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type ClientRequest, get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startWebServer } from "../../../src/web/serve.ts";
import { compiledBuild, ROOT } from "./build.ts";
import { benchGame, ingestOrderPost } from "./game-fixture.ts";
import { median, progress, quantile, round } from "./stats.ts";

/**
 * The live web page (issue #27). `page_median_ms`, `page_p99_ms`: GET /games/<id> over HTTP on 127.0.0.1 (the
 * whole page read) from the real web server and the real service over a SQLite file, in a World War 1907 game with
 * 2,000 posts in its open phase, each request after a new order post, so every page is drawn afresh (map, roster,
 * standings); `page_cached_median_ms` the same page asked again with no change between. Goal: median < 50 ms.
 * `web_rss_mb_200_streams`: RSS of a child process serving the page (web-child.mjs, compiled JavaScript, the Node
 * flags of `npm start`) holding 200 open event streams of the game. Goal: ≤ 150 MB.
 */

const EARLIER_POSTS = 2_000;
const WARMUP = 5;
const SAMPLES = 100;
const STREAMS = 200;

interface PageFigures {
  page_median_ms: number;
  page_p99_ms: number;
  page_cached_median_ms: number;
  page_bytes: number;
  page_earlier_posts: number;
}

interface StreamFigures {
  web_rss_mb_200_streams: number;
  web_rss_mb_at_start: number;
  web_rss_mb_200_streams_after_gc: number;
  web_rss_runner: string;
}

export type WebFigures = PageFigures & StreamFigures;

/** Reads a whole page; its milliseconds and size. */
async function timedGet(url: string): Promise<{ ms: number; bytes: number }> {
  const start = performance.now();
  const res = await fetch(url);
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { ms: performance.now() - start, bytes: body.byteLength };
}

async function pageFigures(): Promise<PageFigures> {
  progress(`web: seeding a game with ${EARLIER_POSTS} earlier posts`);
  const game = await benchGame({ earlierPosts: EARLIER_POSTS, channelId: "1200000000000000777" });
  const server = await startWebServer({ service: game.service, port: 0 });
  try {
    const url = `${server.url}/games/${game.gameId}`;
    for (let n = 0; n < WARMUP; n++) {
      await ingestOrderPost(game);
      await timedGet(url);
    }
    const fresh: number[] = [];
    const cached: number[] = [];
    let bytes = 0;
    for (let n = 0; n < SAMPLES; n++) {
      await ingestOrderPost(game);
      const page = await timedGet(url);
      fresh.push(page.ms);
      bytes = page.bytes;
      cached.push((await timedGet(url)).ms);
    }
    return {
      page_median_ms: round(median(fresh)),
      page_p99_ms: round(quantile(fresh, 0.99)),
      page_cached_median_ms: round(median(cached)),
      page_bytes: bytes,
      page_earlier_posts: await game.posts(),
    };
  } finally {
    await server.close();
    await game.close();
  }
}

type ChildMessage =
  | { type: "ready"; url: string; reading: { rss: number } }
  | { type: "reading"; before: { rss: number }; afterGc: { rss: number } };

function nextMessage(child: ChildProcess): Promise<ChildMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the web process exited (code ${code})`));
    child.once("exit", onExit);
    child.once("message", (m) => {
      child.off("exit", onExit);
      resolve(m as ChildMessage);
    });
  });
}

/** Opens an event stream and resolves once its first event (hello) arrived. */
function openStream(url: string): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers: { accept: "text/event-stream" } }, (res) => {
      res.once("data", () => resolve(req));
      res.once("error", reject);
    });
    req.once("error", reject);
  });
}

async function streamFigures(): Promise<StreamFigures> {
  const build = compiledBuild();
  const dir = mkdtempSync(join(tmpdir(), "adjutant-figures-web-"));
  const dbFile = join(dir, "adjutant.db");
  const game = await benchGame({ earlierPosts: 200, channelId: "1200000000000000778", file: dbFile });
  const gameId = game.gameId;
  await game.close();
  let child: ChildProcess | null = null;
  const streams: ClientRequest[] = [];
  try {
    child = fork(join(ROOT, "tests", "bench", "figures", "web-child.mjs"), [build.root], {
      cwd: ROOT,
      execArgv: ["--expose-gc", "--max-old-space-size=128", "--max-semi-space-size=2", "--optimize-for-size"],
      env: { ...process.env, FIGURES_CHILD: JSON.stringify({ dbFile, dataDir: dir }) },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const ready = await nextMessage(child);
    if (ready.type !== "ready") throw new Error("the web process did not say it was ready");
    progress(`web: server process up (${build.label}), RSS ${round(ready.reading.rss / 1048576, 1)} MB`);
    // a page first, as a visitor would open it before its events
    await timedGet(`${ready.url}/games/${gameId}`);
    for (let n = 0; n < STREAMS; n++) streams.push(await openStream(`${ready.url}/games/${gameId}/events`));
    progress(`web: ${STREAMS} event streams open`);
    child.send("measure");
    const reading = await nextMessage(child);
    if (reading.type !== "reading") throw new Error("the web process sent no reading");
    for (const s of streams) s.destroy();
    const stopped = new Promise((resolve) => child?.once("exit", resolve));
    child.send("stop");
    await stopped;
    return {
      web_rss_mb_200_streams: round(reading.before.rss / 1048576, 1),
      web_rss_mb_at_start: round(ready.reading.rss / 1048576, 1),
      web_rss_mb_200_streams_after_gc: round(reading.afterGc.rss / 1048576, 1),
      web_rss_runner: `${build.label}, node --max-old-space-size=128 --max-semi-space-size=2 --optimize-for-size`,
    };
  } finally {
    for (const s of streams) s.destroy();
    if (child && child.exitCode === null && child.signalCode === null) child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function webFigures(): Promise<WebFigures> {
  return { ...(await pageFigures()), ...(await streamFigures()) };
}
