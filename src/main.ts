import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { consoleGame, DEFAULT_SCENARIO } from "./app/console-choice.ts";
import { watchForum } from "./app/forum-watch.ts";
import { databaseFile, openService, StorageUnavailable } from "./app/open-service.ts";
import { runDiscordBot } from "./bot/run-bot.ts";
import { runShardManager } from "./bot/sharding.ts";
import { startUpSettings } from "./config/start-up-settings.ts";
import { runConsole } from "./console/console-game.ts";
import { ScheduleService } from "./game/schedule/schedule-service.ts";
import { createLogger } from "./log/logger.ts";

/**
 * `npm start`, the main job (settings from the environment and `.env`, see `.env.example`):
 * - DISCORD_TOKEN set: runs the Discord bot (SHARD_COUNT set too: a shard manager and one process per shard);
 * - FORUM_THREAD_URL set: watches that thread, printing each new post's verdicts;
 * - WEB_PORT set (any of these): the live web page of every game beside it, on WEB_HOST (issue #27);
 * - otherwise: a local game in an interactive console, kept in the local database: the current game, whatever it
 *   is (a new World War 1907 game in an empty database), or the game GAME_SCENARIO names (risk-v1 with
 *   GAME_PLAYERS for Risk Variant One); see `consoleGame`. GAME_SEED replays a known game's dice.
 */
async function main(): Promise<number> {
  const env = startUpSettings();
  if (!env) return 1;
  const log = createLogger(env, 2);
  // GAME_SEED makes the console's new game replayable (its dice known in advance): never a bot's or a thread's games
  const inConsole = !env.DISCORD_TOKEN && !env.FORUM_THREAD_URL;
  if (env.GAME_SEED !== undefined && !inConsole)
    log.warn("GAME_SEED is only for the console game (no DISCORD_TOKEN, no FORUM_THREAD_URL): it is ignored");
  let opened: Awaited<ReturnType<typeof openService>>;
  try {
    opened = await openService(env, { gmSecret: inConsole ? env.GAME_SEED : undefined });
  } catch (e) {
    if (e instanceof StorageUnavailable) {
      process.stderr.write(`${e.message}\n`);
      return 1;
    }
    throw e;
  }
  const { service, store } = opened;
  const stop = new AbortController();
  // The first signal stops the job gracefully (the current write finishes); repeats (npm and node both signalled,
  // an impatient second Ctrl+C) are ignored rather than killing it mid-write.
  const onSignal = () => {
    if (!stop.signal.aborted) stop.abort();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  let closed = false;
  let web: { close(): Promise<void> } | null = null;
  try {
    if (env.WEB_PORT !== undefined && !(env.DISCORD_TOKEN && env.SHARD_COUNT !== undefined)) {
      const { startWebServer } = await import("./web/serve.ts");
      try {
        const server = await startWebServer({
          service,
          port: env.WEB_PORT,
          host: env.WEB_HOST,
          onError: (err, path) => log.error({ err, path }, "the web page met an error"),
        });
        web = server;
        log.info({ url: server.url }, "serving the games' web page");
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code ?? String(e);
        process.stderr.write(
          `cannot serve the web page on ${env.WEB_HOST}:${env.WEB_PORT} (${code}): change WEB_PORT or WEB_HOST\n`,
        );
        return 1;
      }
    }
    if (env.DISCORD_TOKEN) {
      if (env.SHARD_COUNT !== undefined) {
        if (env.WEB_PORT !== undefined) {
          log.warn("a sharded bot does not serve the web page itself: run `adjutant web --port P` beside it");
        }
        // Sharded: the database was opened (and migrated) here once, before any shard process opens it; the
        // manager itself keeps no connection.
        await store.close();
        closed = true;
        return await runShardManager({ env, log, signal: stop.signal });
      }
      return await runDiscordBot({ env, log, service, store, signal: stop.signal });
    }
    if (env.SHARD_COUNT !== undefined || env.SHARD_IDS !== undefined) {
      log.warn(
        "SHARD_COUNT and SHARD_IDS shard the Discord bot, and DISCORD_TOKEN is not set: they are ignored",
      );
    }
    if (env.FORUM_THREAD_URL) {
      const existing = (await service.listGames()).find((g) => g.forumUrl === env.FORUM_THREAD_URL);
      const game =
        existing ??
        (await service.createGame({
          scenario: env.GAME_SCENARIO ?? DEFAULT_SCENARIO,
          players: env.GAME_PLAYERS,
          startingArmies: env.GAME_ARMIES,
          forumUrl: env.FORUM_THREAD_URL,
          platform: env.FORUM_PLATFORM ?? null,
        }));
      const id = "id" in game ? game.id : game.ok ? game.value.id : null;
      if (!id) {
        log.error(game, "cannot create the forum game");
        return 1;
      }
      log.info({ gameId: id, url: env.FORUM_THREAD_URL }, "watching the forum thread (Ctrl+C to stop)");
      await watchForum(
        { service, store, env, log, print: (t) => process.stdout.write(`${t}\n`) },
        id,
        stop.signal,
      );
      return 0;
    }
    const id = await consoleGame(service, {
      scenario: env.GAME_SCENARIO,
      players: env.GAME_PLAYERS,
      armies: env.GAME_ARMIES,
    });
    if (!id.ok) {
      process.stderr.write(`${id.error}\n`);
      return 1;
    }
    const pictureDir = dirname(databaseFile(env));
    mkdirSync(pictureDir, { recursive: true });
    await runConsole({
      service,
      gameId: id.value,
      input: process.stdin,
      output: process.stdout,
      pictureDir,
      now: () => new Date(),
      prompt: process.stdin.isTTY === true,
      schedule: new ScheduleService({ service, store, now: () => new Date() }),
      signal: stop.signal,
    });
    return 0;
  } finally {
    await web?.close();
    if (!closed) await store.close();
  }
}

process.exitCode = await main();
// Everything is stopped and the database closed. A library's leftover work must not keep the process from exiting:
// discord.js still retrying a gateway that went away kept a stopped bot alive (tests/bot/main-start.test.ts).
setTimeout(() => process.exit(), 2000).unref();
