import { z } from "zod";
import { MIN_GM_SECRET_LENGTH } from "../random/commitment.ts";
import { commaList } from "../text/comma-list.ts";

/**
 * Every environment variable Adjutant reads, validated once at start-up.
 * Each one is documented in `.env.example`.
 */
export const envSchema = z
  .object({
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    LOG_FORMAT: z.enum(["json", "pretty", "auto"]).default("auto"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_FILE: z.string().min(1).optional(),
    /** PostgreSQL instead of the embedded SQLite file: postgres://user:password@host:port/database. */
    DATABASE_URL: z
      .url({
        protocol: /^postgres(ql)?$/,
        error: "DATABASE_URL must be a postgres:// (or postgresql://) URL",
      })
      .optional(),
    /**
     * PostgreSQL's limits (issue #26), each in milliseconds: how long a write waits for another process's lock on the
     * same game (lock_timeout), how long one statement may run on the server (statement_timeout; 0: no limit), how
     * long one call waits for the server in all before it is reported as the database being unavailable. A bot process
     * should keep each under Discord's 3 s acknowledgement.
     */
    DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(0),
    DATABASE_CALL_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Discord sharding: "auto" (Discord's recommended count) or a number of shards; unset runs one process. */
    SHARD_COUNT: z
      .union([z.literal("auto"), z.coerce.number().int().min(1).max(1024)], {
        error: 'SHARD_COUNT must be "auto" or a number of shards (1 or more)',
      })
      .optional(),
    /**
     * The shards this machine runs when several machines share them ("0-3", "4,5,6,7"); SHARD_COUNT is then the
     * total. Unset: all of them.
     */
    SHARD_IDS: z
      .string()
      .regex(/^\s*\d{1,4}(\s*-\s*\d{1,4})?(\s*,\s*\d{1,4}(\s*-\s*\d{1,4})?)*\s*$/, {
        error: 'SHARD_IDS lists shard ids and ranges, e.g. "0-3" or "0,2,4"',
      })
      .transform(shardIds)
      .optional(),
    FORUM_THREAD_URL: z.url().optional(),
    FORUM_PLATFORM: z.string().optional(),
    FORUM_TIMEZONE: z.string().default("UTC"),
    FORUM_POLL_SECONDS: z.coerce.number().int().min(30).default(300),
    FORUM_REQUEST_DELAY_MS: z.coerce.number().int().min(0).default(1500),
    /** The largest forum page read, in bytes (default 8 MB); a larger one is reported, not read. */
    FORUM_MAX_PAGE_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(8 * 1024 * 1024),
    /** The longest pause between forum requests a robots.txt Crawl-delay may impose, in seconds (default 60). */
    FORUM_MAX_CRAWL_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Discourse: the API key and the username Adjutant posts as (both, or neither). Never logged. */
    DISCOURSE_API_KEY: z.string().min(1).optional(),
    DISCOURSE_API_USERNAME: z.string().min(1).optional(),
    /** XenForo 2: a REST API key, and the user id it posts as (for a super-user key). Never logged. */
    XENFORO_API_KEY: z.string().min(1).optional(),
    XENFORO_API_USER_ID: z.string().regex(/^\d+$/, "a XenForo user id is a number").optional(),
    USER_AGENT: z.string().default("AdjutantBot/0.1 (+play-by-post game master assistant)"),
    DISCORD_TOKEN: z.string().optional(),
    DISCORD_APPLICATION_ID: z.string().optional(),
    DISCORD_GUILD_ID: z.string().optional(),
    DISCORD_GM_ROLE_ID: z.string().optional(),
    DISCORD_GM_USER_IDS: z.string().optional().transform(commaList),
    DISCORD_API_BASE: z.url().optional(),
    /**
     * The game `npm start` plays: ww1907 (World War 1907), risk-v1, or a scenario file. Unset: the console carries on
     * the current game, whatever it is (World War 1907 in an empty database).
     */
    GAME_SCENARIO: z.string().min(1).optional(),
    /** Risk Variant One: the players in seat order, comma-separated (V1). */
    GAME_PLAYERS: z.string().optional().transform(commaList),
    /** Risk Variant One: the armies each player starts with (V1; unset: the scenario's, 20 for risk-v1). */
    GAME_ARMIES: z.coerce
      .number({ error: "GAME_ARMIES is a number of armies, from 1 to 100" })
      .int({ error: "GAME_ARMIES is a whole number of armies, from 1 to 100" })
      .min(1, { error: "GAME_ARMIES is a number of armies, from 1 to 100" })
      .max(100, { error: "GAME_ARMIES is a number of armies, from 1 to 100" })
      .optional(),
    /**
     * The GM secret of the game the console creates, from which every phase's dice seed is derived: a replayable game
     * (the README's examples). Unset: a random secret. Anyone who knows it knows the dice in advance.
     */
    GAME_SEED: z
      .string()
      .min(MIN_GM_SECRET_LENGTH, {
        error: `GAME_SEED must be at least ${MIN_GM_SECRET_LENGTH} characters long (the secret the console game's dice come from)`,
      })
      .optional(),
    /** The live web page of every game (issue #27): served beside the console, watcher or bot when set. */
    WEB_PORT: z.coerce
      .number({ error: "WEB_PORT is a port number, from 0 to 65535" })
      .int({ error: "WEB_PORT is a port number, from 0 to 65535" })
      .min(0, { error: "WEB_PORT is a port number, from 0 to 65535" })
      .max(65535, { error: "WEB_PORT is a port number, from 0 to 65535" })
      .optional(),
    /** The address the web page listens on (default 127.0.0.1: only this machine; 0.0.0.0 for everyone). */
    WEB_HOST: z.string().min(1).default("127.0.0.1"),
    /** The web page's address as people reach it (https://games.example.org): receipts and summaries link to it. */
    WEB_PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "WEB_PUBLIC_URL must be an http:// or https:// URL" })
      .optional(),
  })
  .superRefine((env, ctx) => {
    // (a SHARD_IDS that failed its own check is not a list here: its problem is already reported)
    if (Array.isArray(env.SHARD_IDS)) {
      if (typeof env.SHARD_COUNT !== "number") {
        ctx.addIssue({
          code: "custom",
          path: ["SHARD_COUNT"],
          message:
            "SHARD_IDS splits the shards between machines: set SHARD_COUNT to their total number (the same on every machine), not auto",
        });
      } else if (env.SHARD_IDS.some((id) => id >= (env.SHARD_COUNT as number))) {
        ctx.addIssue({
          code: "custom",
          path: ["SHARD_IDS"],
          message: `SHARD_IDS names a shard past the last of SHARD_COUNT=${env.SHARD_COUNT} (shards are numbered from 0 to ${env.SHARD_COUNT - 1})`,
        });
      }
    }
    if ((env.DISCOURSE_API_KEY === undefined) !== (env.DISCOURSE_API_USERNAME === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [env.DISCOURSE_API_KEY === undefined ? "DISCOURSE_API_KEY" : "DISCOURSE_API_USERNAME"],
        message:
          "Discourse replies need both DISCOURSE_API_KEY and DISCOURSE_API_USERNAME (the user Adjutant posts as)",
      });
    }
    if (env.XENFORO_API_USER_ID !== undefined && env.XENFORO_API_KEY === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["XENFORO_API_KEY"],
        message: "XENFORO_API_USER_ID is set but XENFORO_API_KEY is not",
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** "0-2, 5" → [0, 1, 2, 5]: sorted, each once (the format is checked before). */
function shardIds(text: string): number[] {
  const ids = new Set<number>();
  for (const part of text.split(",")) {
    const [from, to] = part.split("-").map((x) => Number(x.trim()));
    const last = to ?? from;
    if (from === undefined || last === undefined) continue;
    for (let id = Math.min(from, last); id <= Math.max(from, last); id++) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

/** An environment that failed validation: one line per bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Reads and validates the environment; throws a {@link ConfigError} naming each bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned: Record<string, string> = {};
  for (const [k, v] of Object.entries(source)) if (v !== undefined && v !== "") cleaned[k] = v;
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  return parsed.data;
}
