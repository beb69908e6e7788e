import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { FakeDiscord } from "../../helpers/fake-discord.ts";
import { compiledBuild, ROOT } from "./build.ts";
import { benchGame, CHATTER, earlierMessage, PLAYERS } from "./game-fixture.ts";
import { progress, round } from "./stats.ts";

/**
 * The bot's memory: RSS of a child process running the real bot and the real service (memory-child.mjs, composed
 * as `npm start` composes them, over a SQLite file) after 10,000 messages from the fake Discord, which runs in this
 * process so its own memory is not counted. The child runs compiled JavaScript (dist/, or a fresh build when dist/
 * is stale: `rss_runner` says which); `FIGURES_RSS_RUNNER=tsx` runs it on the TypeScript sources under tsx instead,
 * and `FIGURES_RSS_NODE_FLAGS` gives the child Node flags (e.g. `--max-old-space-size=96`) to see what they change.
 * The messages go round-robin to GAMES game channels (a bot serving several games; one game of 10,000 posts in one
 * phase would measure the order book's linear cost, which ingest_growth measures), in bursts; 3 of 5 are order
 * posts (a receipt and a reaction each), the others chat. Goal (issue 14): ≤ 150 MB.
 */

/** `FIGURES_RSS_MESSAGES` takes fewer for a quick look (the figure's name stays; `rss_messages` says how many). */
const MESSAGES = Number(process.env.FIGURES_RSS_MESSAGES ?? 10_000);
const GAMES = 10;
/** Messages sent at once before waiting for their answers (`FIGURES_RSS_BURST` to change it). */
const BURST = Number(process.env.FIGURES_RSS_BURST ?? 50);

interface Reading {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  cachedMessages: number;
  cachedUsers: number;
}
type ChildMessage =
  | { type: "ready"; reading: Reading }
  | { type: "reading"; before: Reading; afterGc: Reading; gc: boolean };

export interface MemoryFigures {
  rss_mb_after_10k: number;
  rss_mb_at_start: number;
  rss_heap_total_mb_after_10k: number;
  rss_heap_used_mb_after_10k: number;
  rss_heap_mb_after_10k_after_gc: number;
  rss_mb_after_10k_after_gc: number;
  rss_external_mb_after_10k: number;
  rss_cached_messages: number;
  rss_runner: string;
  rss_seconds: number;
  rss_messages: number;
}

const mb = (bytes: number): number => round(bytes / 1024 / 1024, 1);

function nextMessage(child: ChildProcess): Promise<ChildMessage> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`the bot process exited (code ${code})`));
    child.once("exit", onExit);
    child.once("message", (m) => {
      child.off("exit", onExit);
      resolve(m as ChildMessage);
    });
  });
}

export async function memoryFigures(): Promise<MemoryFigures> {
  const tsx = process.env.FIGURES_RSS_RUNNER === "tsx";
  // The child runs with the Node flags `npm start` uses (its heap limits), unless FIGURES_RSS_NODE_FLAGS says others.
  const childFlags = (process.env.FIGURES_RSS_NODE_FLAGS ?? startFlags()).split(" ").filter((f) => f !== "");
  const build = tsx ? { root: ROOT, label: "tsx (TypeScript sources)" } : compiledBuild();
  const channels = Array.from({ length: GAMES }, (_, i) => ({
    id: `12000000000000002${String(i).padStart(2, "0")}`,
    name: `game-${i + 1}`,
  }));
  const fake = new FakeDiscord({ users: [...PLAYERS, CHATTER], channels });
  const dir = mkdtempSync(join(tmpdir(), "adjutant-figures-rss-"));
  const dbFile = join(dir, "adjutant.db");
  let child: ChildProcess | null = null;
  const started = performance.now();
  try {
    await fake.start();
    for (const c of channels)
      await (await benchGame({ earlierPosts: 0, channelId: c.id, file: dbFile })).close();
    child = fork(
      join(ROOT, "tests", "bench", "figures", "memory-child.mjs"),
      [build.root, tsx ? "tsx" : "build"],
      {
        cwd: ROOT,
        execArgv: [...(tsx ? ["--import", "tsx"] : []), "--expose-gc", ...childFlags],
        env: {
          ...process.env,
          FIGURES_CHILD: JSON.stringify({
            dbFile,
            dataDir: dir,
            guildId: fake.guildId,
            apiBase: fake.apiBase,
          }),
        },
        stdio: ["ignore", "inherit", "inherit", "ipc"],
      },
    );
    const ready = await nextMessage(child);
    if (ready.type !== "ready") throw new Error("the bot process did not say it was ready");
    progress(`memory: bot process up (${build.label}), RSS ${mb(ready.reading.rss)} MB`);
    let orders = 0;
    for (let sent = 0; sent < MESSAGES; ) {
      fake.forgetRecords();
      let expected = 0;
      for (let k = 0; k < BURST && sent < MESSAGES; k++, sent++) {
        const n = Math.floor(sent / GAMES);
        const m = earlierMessage(n);
        fake.sendMessage({
          author: m.author,
          content: m.content,
          channelId: (channels[sent % GAMES] as { id: string }).id,
        });
        if (m.orders) expected++;
      }
      orders += expected;
      // every order post gets exactly one reaction, after its reply; chat posts are ingested in between
      await waitUntil(() => fake.requestsTo("PUT", /\/reactions\//).length >= expected, 120_000);
      if (sent % 1000 === 0) progress(`memory: ${sent} of ${MESSAGES} messages`);
    }
    fake.forgetRecords();
    child.send("measure");
    const reading = await nextMessage(child);
    if (reading.type !== "reading") throw new Error("the bot process sent no reading");
    progress(`memory: ${orders} order posts answered; ${reading.gc ? "" : "no gc in the child; "}done`);
    const stopped = new Promise((resolve) => child?.once("exit", resolve));
    child.send("stop");
    await stopped;
    return {
      rss_mb_after_10k: mb(reading.before.rss),
      rss_mb_at_start: mb(ready.reading.rss),
      rss_heap_total_mb_after_10k: mb(reading.before.heapTotal),
      rss_heap_used_mb_after_10k: mb(reading.before.heapUsed),
      rss_heap_mb_after_10k_after_gc: mb(reading.afterGc.heapUsed),
      rss_mb_after_10k_after_gc: mb(reading.afterGc.rss),
      rss_external_mb_after_10k: mb(reading.afterGc.external),
      rss_cached_messages: reading.before.cachedMessages,
      rss_runner: childFlags.length > 0 ? `${build.label}, node ${childFlags.join(" ")}` : build.label,
      rss_seconds: round((performance.now() - started) / 1000, 1),
      rss_messages: MESSAGES,
    };
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) child.kill();
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const start = performance.now();
  while (!done()) {
    if (performance.now() - start > timeoutMs) throw new Error("the bot stopped answering");
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

/** The Node flags of the `start` script in package.json ("node --max-old-space-size=128 … dist/src/main.js"). */
function startFlags(): string {
  const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    scripts?: { start?: string };
  };
  return (pkg.scripts?.start ?? "")
    .split(/\s+/)
    .filter((t) => t.startsWith("--"))
    .join(" ");
}
