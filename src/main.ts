import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { watchForum } from "./app/forum-watch.ts";
import { databaseFile, openService } from "./app/open-service.ts";
import { startBotFromEnv } from "./bot/start-from-env.ts";
import { loadDotEnv } from "./config/dotenv.ts";
import { ConfigError, loadEnv } from "./config/env.ts";
import { runConsole } from "./console/console-game.ts";
import { createLogger } from "./log/logger.ts";

/**
 * `npm start`, the main job (settings from the environment and `.env`, see `.env.example`):
 * - DISCORD_TOKEN set: runs the Discord bot;
 * - FORUM_THREAD_URL set: watches that thread, printing each new post's verdicts;
 * - otherwise: a local World War 1907 game in an interactive console, kept in the local database.
 */
async function main(): Promise<number> {
  loadDotEnv();
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\nSee .env.example for every variable.\n`);
      return 1;
    }
    throw e;
  }
  const log = createLogger(env, 2);
  const { service, store } = openService(env);
  const stop = new AbortController();
  process.once("SIGINT", () => stop.abort());
  process.once("SIGTERM", () => stop.abort());
  try {
    if (env.DISCORD_TOKEN) {
      const started = await startBotFromEnv(env, service, log);
      if (!started.ok) {
        process.stderr.write(`${started.error}\n`);
        return 1;
      }
      log.info("Discord bot running (Ctrl+C to stop)");
      await new Promise<void>((resolve) => stop.signal.addEventListener("abort", () => resolve()));
      await started.value.stop();
      return 0;
    }
    if (env.FORUM_THREAD_URL) {
      const existing = service.listGames().find((g) => g.forumUrl === env.FORUM_THREAD_URL);
      const game =
        existing ??
        service.createGame({
          scenario: "ww1907",
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
    let id = service.gameId();
    if (!id.ok) {
      const created = service.createGame({ scenario: "ww1907", name: "World War 1907 (console)" });
      if (!created.ok) {
        process.stderr.write(`${created.error}\n`);
        return 1;
      }
      id = { ok: true, value: created.value.id };
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
    });
    return 0;
  } finally {
    store.db.close();
  }
}

process.exitCode = await main();
