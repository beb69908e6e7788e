import { availableParallelism } from "node:os";
import { cliFigures } from "./cli.ts";
import { cliStatusFigures } from "./cli-status.ts";
import { eventLoopFigures } from "./event-loop.ts";
import { flatFigures } from "./flat.ts";
import { ingestFigures } from "./ingest.ts";
import { memoryFigures } from "./memory.ts";
import { parseFigures } from "./parse.ts";
import { realPageFigures } from "./parse-real.ts";
import { pgEventLoopFigures } from "./pg-event-loop.ts";
import { replyFigures } from "./reply.ts";
import { resyncFigures } from "./resync.ts";
import { riskUndoFigures } from "./risk-undo.ts";
import { progress } from "./stats.ts";
import { storageFigures } from "./storage.ts";
import { webFigures } from "./web.ts";

/**
 * `npm run bench:figures`: every figure of issue 14 in one JSON object on stdout (progress on stderr). Each section
 * is one file of this folder; tests/bench/README.md says what each figure measures. A section that fails gives
 * `<section>_error` instead of its figures and the command exits 1 after printing the rest.
 * `FIGURES_ONLY=reply,ingest` runs only the sections named.
 */

/** The goals of issue 14: figure → [comparison, bound]. */
const GOALS: Record<string, ["<" | "<=" | ">=", number]> = {
  reply_median_ms: ["<", 20],
  reply_p99_ms: ["<", 100],
  ingest_growth: ["<=", 1.5],
  rss_mb_after_10k: ["<=", 150],
  cli_start_ratio: ["<=", 6],
  parse_vs_htmlparser2: [">=", 0.6],
  parse_vs_cheerio_htmlparser2_min: [">=", 2],
  // issue #26
  resync_growth: ["<=", 1.5],
  parse_vs_cheerio_real_pages: [">=", 2],
  pg_event_loop_p99_ms_storage_async: ["<=", 50],
  pg_event_loop_p99_ms: ["<=", 50],
  // issue 27: the live web page
  page_median_ms: ["<", 50],
  web_rss_mb_200_streams: ["<=", 150],
  ingest_growth_20k: ["<=", 1.3],
  first_ingest_after_restart_ratio: ["<=", 2],
  report_growth_20k: ["<=", 2],
  report_json_growth_20k: ["<=", 2],
  risk_undo_growth: ["<=", 1.5],
  cli_status_ratio: ["<=", 4],
};

const sections: Record<string, () => object | Promise<object>> = {
  cli: cliFigures,
  parse: parseFigures,
  "parse-real": realPageFigures,
  ingest: ingestFigures,
  reply: replyFigures,
  memory: memoryFigures,
  storage: storageFigures,
  resync: resyncFigures,
  "event-loop": eventLoopFigures,
  "pg-event-loop": pgEventLoopFigures,
  web: webFigures,
  flat: flatFigures,
  "risk-undo": riskUndoFigures,
  "cli-status": cliStatusFigures,
};

async function main(): Promise<number> {
  const only = process.env.FIGURES_ONLY?.split(",").map((s) => s.trim());
  const figures: Record<string, unknown> = {};
  let failed = false;
  for (const [name, run] of Object.entries(sections)) {
    if (only && !only.includes(name)) continue;
    progress(`== ${name}`);
    const start = performance.now();
    try {
      Object.assign(figures, await run());
    } catch (error) {
      failed = true;
      figures[`${name}_error`] = error instanceof Error ? error.message : String(error);
      progress(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
    progress(`== ${name}: ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
  const goals: Record<string, { goal: string; met: boolean }> = {};
  for (const [key, [op, bound]] of Object.entries(GOALS)) {
    const value = figures[key];
    if (typeof value !== "number") continue;
    const met = op === "<" ? value < bound : op === "<=" ? value <= bound : value >= bound;
    goals[key] = { goal: `${op} ${bound}`, met };
  }
  const machine = { node: process.version, cpus: availableParallelism(), platform: process.platform };
  process.stdout.write(`${JSON.stringify({ ...figures, goals, machine }, null, 2)}\n`);
  return failed ? 1 : 0;
}

process.exitCode = await main();
