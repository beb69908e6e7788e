import type { Command } from "commander";
import { z } from "zod";
import { loadDotEnv } from "../config/dotenv.ts";
import { ConfigError, type Env, loadEnv } from "../config/env.ts";
import type { GameService } from "../game/game-service.ts";
import type { Document } from "../presenters/document.ts";
import { type Format, render } from "../presenters/render.ts";
import type { GameStore } from "../storage/game-store.ts";
import { UserError } from "./user-error.ts";

/**
 * Runs a CLI action with the installation's game service, closing the database afterwards. `longRunning`: a
 * command that serves until stopped (`adjutant web`), which keeps zod's compiled parsers.
 */
export async function withService<T>(
  fn: (ctx: { service: GameService; store: GameStore; env: Env }) => T | Promise<T>,
  options: { longRunning?: boolean } = {},
): Promise<T> {
  // A command reads a game once: zod's compiled parsers (built on each schema's first parse) would cost more than
  // they save in one short process, so a command's schemas parse without them (a server, like the bot, keeps them).
  if (options.longRunning !== true) z.config({ jitless: true });
  let env: Env;
  try {
    loadDotEnv();
    env = loadEnv();
  } catch (e) {
    if (e instanceof ConfigError) throw new UserError(e.problems.join("; "));
    throw e;
  }
  // Loaded on first use: `adjutant --help` and the engine-only commands never open the game service.
  const { openService, StorageUnavailable } = await import("../app/open-service.ts");
  let opened: Awaited<ReturnType<typeof openService>>;
  try {
    opened = await openService(env);
  } catch (e) {
    if (e instanceof StorageUnavailable) throw new UserError(e.message);
    throw e;
  }
  const { service, store } = opened;
  // for the same reason, a command on SQLite reads each time rather than keep a use case's reads (on PostgreSQL each
  // read is a round trip, worth keeping)
  if (options.longRunning !== true && store.db.dialect === "sqlite") store.readEachTime();
  try {
    return await fn({ service, store, env });
  } finally {
    await store.close();
  }
}

/** Unwraps a service result, turning an error into a one-line user error. */
export function need<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new UserError(result.error);
  return result.value;
}

/** Adds `--game ID` (default: the current game). */
export function gameOption(cmd: Command): Command {
  return cmd.option("--game <id>", "the game to act on (default: the last one created or chosen)");
}

/** Adds `--format bbcode|markdown|text`. */
export function formatOption(cmd: Command, fallback: Format = "text"): Command {
  return cmd.option("--format <format>", "bbcode (ready to paste in a forum), markdown or text", fallback);
}

/** Checks a --format value. */
export function formatOf(value: unknown): Format {
  if (value === "bbcode" || value === "markdown" || value === "text") return value;
  throw new UserError(`unknown format "${String(value)}": use bbcode, markdown or text`);
}

/** Prints a document in a format. */
export function printDocument(doc: Document, format: Format): void {
  process.stdout.write(render(doc, format));
}
