import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { compiledBuild, ROOT } from "./build.ts";
import { median, progress, round } from "./stats.ts";

/**
 * CLI start-up: the wall time of `adjutant --help` on compiled JavaScript ÷ the wall time of `node -e 0` (Node's own
 * start), and beside them the same help run from the TypeScript sources under tsx (`npm run adjutant`'s way,
 * labelled `cli_start_ratio_tsx`). With a fresh dist/ the command is the package bin (`node bin/adjutant.js
 * --help`, which loads the bundled CLI in dist/cli/); with a stale one, `node <fresh build>/cli/main.js --help` (the
 * same bundle of a fresh build). The three run
 * interleaved, in a rotating order, ROUNDS times each; each figure is the ratio of medians. Goal (issue 14): ≤ 6.
 */

const ROUNDS = 15;

type Contender = "node" | "compiled" | "tsx";

function wallMs(args: readonly string[]): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"] });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`node ${args.join(" ")} exited ${run.status}: ${run.stderr}`);
  return ms;
}

export interface CliFigures {
  cli_start_ratio: number;
  cli_start_ms: number;
  cli_node_ms: number;
  cli_start_ratio_tsx: number;
  cli_command: string;
}

export function cliFigures(): CliFigures {
  const build = compiledBuild();
  const compiled =
    build.label === "dist/"
      ? [join(ROOT, "bin", "adjutant.js"), "--help"]
      : [join(build.root, "cli", "main.js"), "--help"];
  const commands: Record<Contender, string[]> = {
    node: ["-e", "0"],
    compiled,
    tsx: ["--import", "tsx", join(ROOT, "src", "cli", "main.ts"), "--help"],
  };
  const order: Contender[] = ["node", "compiled", "tsx"];
  const times: Record<Contender, number[]> = { node: [], compiled: [], tsx: [] };
  for (const c of order) wallMs(commands[c]); // warm the file cache
  for (let r = 0; r < ROUNDS; r++) {
    for (let k = 0; k < order.length; k++) {
      const c = order[(k + r) % order.length] as Contender;
      times[c].push(wallMs(commands[c]));
    }
  }
  progress(`cli: ${ROUNDS} interleaved runs of each`);
  const nodeMs = median(times.node);
  return {
    cli_start_ratio: round(median(times.compiled) / nodeMs),
    cli_start_ms: round(median(times.compiled), 1),
    cli_node_ms: round(nodeMs, 1),
    cli_start_ratio_tsx: round(median(times.tsx) / nodeMs),
    cli_command: `node ${compiled.map((a) => a.replace(`${ROOT}/`, "")).join(" ")}`,
  };
}
