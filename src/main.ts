import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { watchForum } from "./app/forum-watch.ts";
import { databaseFile, openService, StorageUnavailable } from "./app/open-service.ts";
import { runDiscordBot } from "./bot/run-bot.ts";
import { runShardManager } from "./bot/sharding.ts";
import type { Env } from "./config/env.ts";
import { startUpSettings } from "./config/start-up-settings.ts";
import { runConsole } from "./console/console-game.ts";
import type { GameService } from "./game/game-service.ts";
import { rulesetForScenario } from "./game/rulesets.ts";
import { ScheduleService } from "./game/schedule/schedule-service.ts";
import type { GameInfo } from "./game/types.ts";
import { createLogger } from "./log/logger.ts";

/**
 * `npm start`, the main job (settings from the environment and `.env`, see `.env.example`):
 * - DISCORD_TOKEN set: runs the Discord bot (SHARD_COUNT set too: a shard manager and one process per shard);
 * - FORUM_THREAD_URL set: watches that thread, printing each new post's verdicts;
 * - otherwise: a local game in an interactive console, kept in the local database (World War 1907, or the game
 *   GAME_SCENARIO names: risk-v1 with GAME_PLAYERS for Risk Variant One; GAME_SEED replays a known game's dice).
 */
async function main(): Promise<number> {
  const env = startUpSettings();
  if (!env) return 1;
  const log = createLogger(env, 2);
  // GAME_SEED makes the console's new game replayable (its dice known in advance): never a bot's or a thread's games
  const inConsole = !env.DISCORD_TOKEN && !env.FORUM_THREAD_URL;
  if (env.GAME_SEED !== undefined && !inConsole)
    log.warn("GAME_SEED is only for the console game (no DISCORD_TOKEN, no FORUM_THREAD_URL): it is ignored");
  let opened: ReturnType<typeof openService>;
  try {
    opened = openService(env, { gmSecret: inConsole ? env.GAME_SEED : undefined });
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
  try {
    if (env.DISCORD_TOKEN) {
      if (env.SHARD_COUNT !== undefined) {
        // Sharded: the database was opened (and migrated) here once, before any shard process opens it; the
        // manager itself keeps no connection.
        store.close();
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
      const existing = service.listGames().find((g) => g.forumUrl === env.FORUM_THREAD_URL);
      const game =
        existing ??
        service.createGame({
          scenario: env.GAME_SCENARIO,
          players: env.GAME_PLAYERS,
          startingArmies: env.GAME_ARMIES,
          forumUrl: env.FORUM_THREAD_URL,
          platform: env.FORUM_PLATFORM ?? null,
        });
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
    const id = consoleGame(service, env);
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
    if (!closed) store.close();
  }
}

/**
 * The game the console plays: the current game if it is of the scenario asked for (GAME_SCENARIO, World War 1907 by
 * default), else the latest game of that scenario, else a new one (Risk Variant One seats GAME_PLAYERS).
 */
function consoleGame(
  service: GameService,
  env: Env,
): { ok: true; value: string } | { ok: false; error: string } {
  const wanted = env.GAME_SCENARIO;
  const current = service.gameId();
  const games = service.listGames();
  const matches = (g: GameInfo) => g.scenario === wanted;
  const currentGame = current.ok ? games.find((g) => g.id === current.value) : undefined;
  if (currentGame && matches(currentGame)) return { ok: true, value: currentGame.id };
  const latest = [...games].reverse().find(matches);
  if (latest) return { ok: true, value: latest.id };
  const risk = rulesetForScenario(wanted)?.ruleset === "risk-variant-one";
  if (risk && env.GAME_PLAYERS.length < 2) {
    return {
      ok: false,
      error: `a Risk Variant One game needs its players in seat order: GAME_SCENARIO=${wanted} GAME_PLAYERS=Alice,Bob,Cleo npm start`,
    };
  }
  const created = service.createGame({
    scenario: wanted,
    name: risk ? "Risk Variant One" : wanted === "ww1907" ? "World War 1907 (console)" : undefined,
    players: env.GAME_PLAYERS,
    startingArmies: env.GAME_ARMIES,
  });
  return created.ok ? { ok: true, value: created.value.id } : created;
}

process.exitCode = await main();
// Everything is stopped and the database closed. A library's leftover work must not keep the process from exiting:
// discord.js still retrying a gateway that went away kept a stopped bot alive (tests/bot/main-start.test.ts).
setTimeout(() => process.exit(), 2000).unref();
