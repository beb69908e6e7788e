import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createInterface } from "node:readline";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { Worker } from "node:worker_threads";
import { type Shard, ShardingManager } from "discord.js";
import { z } from "zod";
import type { Env } from "../config/env.ts";
import type { Logger } from "../log/logger.ts";
import { err, ok, type Result } from "../result.ts";
import { botConfigFromEnv } from "./config.ts";

/**
 * A sharded bot with discord.js's own ShardingManager (mode "process"): `npm start` with SHARD_COUNT set starts this
 * manager, which starts one process per shard (`shard-process.ts`, the same compiled program); each shard process
 * opens the same database, logs in for its shard and gets only the events of its guilds. The manager itself never
 * connects to the gateway: it asks `GET /gateway/bot` once (the recommended count for SHARD_COUNT=auto, and how many
 * IDENTIFYs Discord takes at once), starts the shards, restarts one that dies, and on SIGTERM stops them all.
 */

/** The part of `GET /gateway/bot` the manager reads. */
export const gatewayBotSchema = z.object({
  url: z.string(),
  shards: z.number().int().min(1),
  session_start_limit: z.object({
    remaining: z.number().int().min(0),
    max_concurrency: z.number().int().min(1),
  }),
});

export type GatewayBot = z.infer<typeof gatewayBotSchema>;

/** Discord takes `max_concurrency` IDENTIFYs per 5 seconds; discord.js waits 5.5 s between shards. */
export const IDENTIFY_SPACING_MS = 5500;

/** Asks Discord (the same REST base the bot uses: DISCORD_API_BASE in tests) for `GET /gateway/bot`. */
export async function fetchGatewayBot(
  apiBase: string | undefined,
  token: string,
  fetchImpl: typeof fetch = fetch,
): Promise<Result<GatewayBot, string>> {
  const url = `${apiBase ?? "https://discord.com/api"}/v10/gateway/bot`;
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { authorization: `Bot ${token}` } });
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return err(`could not ask Discord for the shard count (GET /gateway/bot): ${why}`);
  }
  if (response.status === 401) {
    return err("Discord refused DISCORD_TOKEN (401 on GET /gateway/bot): check the bot token");
  }
  if (!response.ok) {
    return err(`Discord answered GET /gateway/bot with HTTP ${response.status}: try again later`);
  }
  const parsed = gatewayBotSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) return err("Discord's answer to GET /gateway/bot has no shard count");
  return ok(parsed.data);
}

/** How many shards the bot has, which of them this manager starts, and how long to wait between two. */
export interface ShardPlan {
  count: number;
  ids: number[];
  spawnDelayMs: number;
}

/**
 * The shards to start for SHARD_COUNT: "auto" takes Discord's recommended count, a number is taken as it is.
 * Shards start one after the other, {@link IDENTIFY_SPACING_MS} apart unless Discord takes all their IDENTIFYs at
 * once (`max_concurrency` at least the number started). More shards than the sessions Discord still allows today is
 * an error. `only` (SHARD_IDS) starts those shards of the count here, the others running on other machines.
 */
export function shardPlan(
  setting: "auto" | number,
  gateway: GatewayBot,
  only?: readonly number[],
): Result<ShardPlan, string> {
  const count = setting === "auto" ? gateway.shards : setting;
  const ids = only ? [...only] : [...Array(count).keys()];
  const { remaining, max_concurrency } = gateway.session_start_limit;
  if (remaining < ids.length) {
    return err(
      `Discord allows ${remaining} more gateway sessions until its daily limit resets, fewer than the ${ids.length} shards to start here (SHARD_COUNT=${setting}${only ? `, SHARD_IDS ${ids.join(",")}` : ""}): wait for the reset or start fewer shards`,
    );
  }
  return ok({ count, ids, spawnDelayMs: max_concurrency >= ids.length ? 0 : IDENTIFY_SPACING_MS });
}

/** The shard process's program next to this file: the compiled `.js` in dist, the `.ts` under tsx. */
export function shardProgram(): string {
  const ext = import.meta.url.endsWith(".ts") ? "ts" : "js";
  return fileURLToPath(new URL(`./shard-process.${ext}`, import.meta.url));
}

/** How long a shard may take to stop after SIGTERM before it is killed. */
const STOP_MS = 30_000;
/** How long a shard may take from its start to READY. */
const READY_MS = 60_000;
/** A shard that ran this long before it died is restarted after the shortest pause again. */
const STABLE_MS = 60_000;

/**
 * The pause before a dead shard is started again: 1 s, doubling each time it dies again within a minute of its start,
 * up to a minute. Every start is an IDENTIFY, and Discord takes 1,000 a day before it resets the bot's token: a shard
 * that cannot run (its database gone) must not spend them in an hour.
 */
export function restartDelayMs(quickDeaths: number): number {
  return Math.min(60_000, 1000 * 2 ** quickDeaths);
}

/**
 * Runs the shard manager until `signal` aborts, then stops every shard (each finishes its current write) and
 * returns 0; 1 when the bot cannot start (the reason logged). `program` and `execArgv` are the shard processes'
 * (default: `shard-process.js` beside this file, with this process's Node flags).
 */
export async function runShardManager(deps: {
  env: Env;
  log: Logger;
  signal: AbortSignal;
  program?: string;
  execArgv?: string[];
}): Promise<number> {
  const { env, signal } = deps;
  const log = deps.log.child({ component: "shards" });
  const started = performance.now();
  const config = botConfigFromEnv(env);
  if (!config.ok) {
    log.error(config.error);
    return 1;
  }
  const setting = env.SHARD_COUNT ?? 1;
  const gateway = await fetchGatewayBot(config.value.apiBase, config.value.token);
  const plan = gateway.ok ? shardPlan(setting, gateway.value, env.SHARD_IDS) : gateway;
  if (!plan.ok) {
    log.error(plan.error);
    return 1;
  }
  const { count, ids, spawnDelayMs } = plan.value;
  log.info({ shards: count, ids, setting, spawnDelayMs }, "starting the shards");
  const manager = new ShardingManager(deps.program ?? shardProgram(), {
    totalShards: count,
    shardList: ids,
    mode: "process",
    // dead shards are started again here, after a pause (restartDelayMs), not at once by discord.js
    respawn: false,
    silent: true,
    token: config.value.token,
    execArgv: deps.execArgv ?? process.execArgv,
  });
  let stopped = false;
  const restarts = new Set<NodeJS.Timeout>();
  const control: ShardControl = {
    stopping: () => stopped,
    later(start, ms) {
      const timer = setTimeout(() => {
        restarts.delete(timer);
        if (!stopped) start();
      }, ms);
      restarts.add(timer);
    },
  };
  const stopRestarts = () => {
    stopped = true;
    for (const timer of restarts) clearTimeout(timer);
    restarts.clear();
  };
  manager.on("shardCreate", (shard: Shard) => watchShard(shard, log, control));

  const stopping = new Promise<"stop">((resolve) => {
    const stop = () => {
      // at once: a shard that ends on the same Ctrl+C (it has the terminal's SIGINT too) is not started again
      stopRestarts();
      resolve("stop");
    };
    if (signal.aborted) stop();
    else signal.addEventListener("abort", stop, { once: true });
  });
  try {
    for (const [n, id] of ids.entries()) {
      if (signal.aborted) break;
      const ready = manager
        .createShard(id)
        .spawn(READY_MS)
        .then(() => "ready" as const);
      if ((await Promise.race([ready, stopping])) === "stop") {
        ready.catch(() => undefined);
        break;
      }
      if (n < ids.length - 1 && spawnDelayMs > 0) {
        await Promise.race([sleep(spawnDelayMs, undefined, { ref: false }), stopping]);
      }
    }
    if (!signal.aborted) {
      log.info(
        {
          shards: count,
          ids,
          readyMs: Math.round(performance.now() - started),
          sinceStartMs: Math.round(performance.now()),
        },
        "all shards ready",
      );
      await stopping;
    }
    await stopShards(manager, log);
    log.info("all shards stopped");
    return 0;
  } catch (error) {
    stopRestarts();
    log.error({ err: error }, "a shard could not start; stopping the others");
    await stopShards(manager, log);
    return 1;
  }
}

/** What a shard's watcher asks of the manager: whether it is stopping, and to start the shard again later. */
interface ShardControl {
  stopping(): boolean;
  later(start: () => void, ms: number): void;
}

/**
 * Logs a shard's life, passes its output on line by line (lines of two shards never mix), and starts it again
 * when it dies, after {@link restartDelayMs}.
 */
function watchShard(shard: Shard, log: Logger, control: ShardControl): void {
  let startedAt = 0;
  let quickDeaths = 0;
  shard.on("spawn", (child) => {
    startedAt = performance.now();
    if (!isChildProcess(child)) return;
    log.info({ shard: shard.id, pid: child.pid }, "shard process started");
    if (child.stdout) forwardLines(child.stdout, process.stdout);
    if (child.stderr) forwardLines(child.stderr, process.stderr);
  });
  shard.on("ready", () => log.info({ shard: shard.id }, "shard ready"));
  shard.on("death", (child) => {
    const how = isChildProcess(child)
      ? { shard: shard.id, code: child.exitCode, signal: child.signalCode }
      : { shard: shard.id };
    if (control.stopping()) {
      log.info(how, "shard process ended");
      return;
    }
    quickDeaths = performance.now() - startedAt >= STABLE_MS ? 0 : quickDeaths + 1;
    const restartInMs = restartDelayMs(quickDeaths);
    log.warn({ ...how, restartInMs }, "shard process ended; starting it again");
    control.later(() => {
      shard.spawn(READY_MS).catch((error: unknown) => {
        log.error({ shard: shard.id, err: error }, "shard could not start again");
      });
    }, restartInMs);
  });
  shard.on("error", (error: unknown) => log.error({ shard: shard.id, err: error }, "shard error"));
}

/** Mode "process" gives child processes (worker threads have no `pid`). */
function isChildProcess(child: ChildProcess | Worker): child is ChildProcess {
  return "pid" in child;
}

function forwardLines(from: NodeJS.ReadableStream, to: NodeJS.WritableStream): void {
  createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) => {
    to.write(`${line}\n`);
  });
}

/**
 * Stops every shard: no more restarts, SIGTERM to each process (a shard stops like an unsharded bot: the schedule
 * round and write under way finish, then it disconnects), waiting for each to end; one still running after
 * {@link STOP_MS} is killed.
 */
async function stopShards(manager: ShardingManager, log: Logger): Promise<void> {
  await Promise.all(
    [...manager.shards.values()].map(async (shard) => {
      const child = shard.process;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, "exit");
      shard.kill();
      const late = sleep(STOP_MS, undefined, { ref: false }).then(() => "late" as const);
      if ((await Promise.race([exited, late])) === "late") {
        log.error({ shard: shard.id }, `shard still running ${STOP_MS / 1000} s after SIGTERM; killing it`);
        child.kill("SIGKILL");
        await exited;
      }
    }),
  );
}
