import { openService, StorageUnavailable } from "../app/open-service.ts";
import { startUpSettings } from "../config/start-up-settings.ts";
import { createLogger } from "../log/logger.ts";
import { processManagerWatch, watchManager } from "./manager-watch.ts";
import { runDiscordBot } from "./run-bot.ts";

/**
 * One shard of a sharded bot, started by the shard manager (`sharding.ts`, `npm start` with SHARD_COUNT set), which
 * gives it SHARDS (its id) and SHARD_COUNT in the environment: discord.js's Client reads both and connects for that
 * shard only, so the shard gets the events of its guilds alone. It opens the same database as every other shard,
 * runs the bot as `npm start` does unsharded, and logs each line with its shard id. It stops on SIGTERM or SIGINT
 * (the manager's, or the terminal's), and when the manager goes away (its IPC channel closes, or this process gets
 * another parent: `manager-watch.ts`).
 */
/** How long a shard whose manager went away may take to stop before it exits anyway. */
const ORPHAN_STOP_MS = 20_000;

async function runShard(): Promise<number> {
  const env = startUpSettings();
  if (!env) return 1;
  const ids = [JSON.parse(process.env.SHARDS ?? "0") as number | number[]].flat();
  const log = createLogger(env, 2).child({ shard: ids.length === 1 ? ids[0] : ids });
  const stop = new AbortController();
  const onSignal = () => {
    if (!stop.signal.aborted) stop.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  // the manager gone (its IPC channel closed, or this process handed to another parent): stop
  watchManager(() => {
    onSignal();
    // without its manager nobody kills this process should its stop hang: it ends itself after a generous while
    setTimeout(() => process.exit(1), ORPHAN_STOP_MS).unref();
  }, processManagerWatch());
  let opened: Awaited<ReturnType<typeof openService>>;
  try {
    opened = await openService(env);
  } catch (e) {
    if (e instanceof StorageUnavailable) {
      log.error(e.message);
      return 1;
    }
    throw e;
  }
  const { service, store } = opened;
  try {
    return await runDiscordBot({
      env,
      log,
      service,
      store,
      signal: stop.signal,
      reportError: (line) => log.error(line),
    });
  } finally {
    await store.close();
  }
}

process.exitCode = await runShard();
// the IPC channel to the manager would keep this process alive
if (process.connected) process.disconnect();
