import { spawnSync } from "node:child_process";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { compiledBuild, ROOT } from "./build.ts";
import { benchGame } from "./game-fixture.ts";
import { median, progress, round } from "./stats.ts";

/**
 * `cli_status_ratio` (issue #26): the wall time of `adjutant status --game ID` (compiled, as `cli` runs `--help`)
 * on a copy of a World War 1907 game's SQLite file holding 2,000 posts ÷ the wall time of `node -e 0`. The two run
 * alternately, ROUNDS times each; the figure is the median of round ratios. Goal ≤ 4.
 */

const POSTS = 2_000;
const ROUNDS = 11;

export interface CliStatusFigures {
  cli_status_ratio: number;
  cli_status_ms: number;
  cli_status_node_ms: number;
}

function wallMs(args: readonly string[], env: NodeJS.ProcessEnv): number {
  const start = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  const ms = performance.now() - start;
  if (run.status !== 0) throw new Error(`node ${args.join(" ")} exited ${run.status}: ${run.stderr}`);
  return ms;
}

export async function cliStatusFigures(): Promise<CliStatusFigures> {
  const build = compiledBuild();
  progress(`cli-status: seeding a game with ${POSTS} posts`);
  const game = await benchGame({ earlierPosts: POSTS, channelId: "1200000000000000402" });
  const dir = mkdtempSync(join(tmpdir(), "adjutant-figures-cli-status-"));
  try {
    await game.store.close();
    const file = join(dir, "adjutant.db");
    copyFileSync(game.file, file);
    const main =
      build.label === "dist/" ? join(ROOT, "bin", "adjutant.js") : join(build.root, "cli", "main.js");
    const status = [main, "status", "--game", game.gameId];
    const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_FILE: file, LOG_LEVEL: "silent" };
    delete env.DATABASE_URL;
    wallMs(status, env); // warm the file cache
    wallMs(["-e", "0"], env);
    const ratios: number[] = [];
    const statusMs: number[] = [];
    const nodeMs: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      let s: number;
      let n: number;
      if (r % 2 === 0) {
        s = wallMs(status, env);
        n = wallMs(["-e", "0"], env);
      } else {
        n = wallMs(["-e", "0"], env);
        s = wallMs(status, env);
      }
      statusMs.push(s);
      nodeMs.push(n);
      ratios.push(s / n);
    }
    return {
      cli_status_ratio: round(median(ratios)),
      cli_status_ms: round(median(statusMs), 1),
      cli_status_node_ms: round(median(nodeMs), 1),
    };
  } finally {
    await game.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
