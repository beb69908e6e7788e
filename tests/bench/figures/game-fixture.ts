import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseDiscordPayload } from "../../../parsers/discord.ts";
import type { ParsedPost } from "../../../parsers/post.ts";
import { GameService } from "../../../src/game/game-service.ts";
import { openDatabase } from "../../../src/storage/database.ts";
import { GameStore } from "../../../src/storage/game-store.ts";
import type { SqlDatabase } from "../../../src/storage/sql.ts";

/**
 * A World War 1907 game on the real `GameService` over a SQLite file in its own temp directory (WAL, as
 * `openService` opens the installation's database), played on Discord, with a chosen number of earlier posts in
 * its open phase. The earlier posts are what a busy channel holds: players' order posts (each replacing that
 * player's earlier orders, W33), players' chat, and non-players' chat; they go in through `service.ingest` in
 * batches, as a forum sync or a bot's messages would store them.
 */

/** A Discord user of the benchmark games (the shape the fake Discord takes). */
export interface BenchUser {
  id: string;
  username: string;
  globalName?: string;
}

/** The players (one per nation, by Discord user id) and a chatter who plays nothing. */
export const PLAYERS: readonly (BenchUser & { nation: string; orders: string })[] = [
  {
    id: "1100000000000000002",
    username: "osmano",
    nation: "russia",
    orders: "Build 2 divisions in Moscow\nMove 1 from Warsaw to Krakow",
  },
  { id: "1100000000000000003", username: "shrink", nation: "germany", orders: "Build 2 divisions in Berlin" },
  { id: "1100000000000000004", username: "aeneas", nation: "france", orders: "Build 1 division in Paris" },
  {
    id: "1100000000000000005",
    username: "jax",
    nation: "uk",
    orders: "Build 2 divisions in Egypt\nBuild 1 ship in Lamia",
  },
];
export const CHATTER: BenchUser = { id: "1100000000000000009", username: "kibitzer" };

/** The order post the measured player sends (Russia's, with one order that does not read, as players write). */
export const ORDERS_TEXT =
  "Here are my orders.\n**Build 2 divisions in Moscow\nMove 1 division from Warsaw to Krakow\nAttack Atlantis**";

/**
 * The n-th of 420 different order posts of the measured player, each like `ORDERS_TEXT` in length and kind (a
 * build, a move, a line naming a place no map has), for a post that a service has not read before: a player's next
 * post has new text, so it finds none of its lines in the service's cache of parsed lines (the generic order book's)
 * and has its unread line explained afresh. The parts vary with coprime periods (5, 3, 4, 7), so 420 consecutive
 * numbers give 420 different texts; every one is two accepted orders and one unread line on the opening map.
 */
export function ordersText(n: number): string {
  const builds = ["Moscow", "Kiev", "Odessa", "St. Petersburg", "Tiflis"] as const;
  const moves = [
    "from Warsaw to Krakow",
    "from Lemberg to Cracow",
    "from Zagreb to Sarajevo",
    "from Temesvar to Budapest",
  ] as const;
  const nowhere = ["Atlantis", "Lemuria", "Avalon", "Eldorado", "Utopia", "Hyperborea", "Thule"] as const;
  const count = 1 + (n % 3);
  const build = `Build ${count} division${count === 1 ? "" : "s"} in ${builds[n % builds.length]}`;
  return `Here are my orders.\n**${build}\nMove 1 division ${moves[n % moves.length]}\nAttack ${nowhere[n % nowhere.length]}**`;
}

/** The n-th message of a busy channel: 3 of 5 order posts by the players in turn, a player's chat, a non-player's. */
export function earlierMessage(n: number): { author: BenchUser; content: string; orders: boolean } {
  const player = PLAYERS[n % PLAYERS.length] as (typeof PLAYERS)[number];
  switch (n % 5) {
    case 3:
      return {
        author: player,
        content: "Agreed, see you at the deadline. Nobody attack the Balkans yet.",
        orders: false,
      };
    case 4:
      return {
        author: CHATTER,
        content: "Watching this one closely; Russia is overextended if you ask me.",
        orders: false,
      };
    default:
      return { author: player, content: `My orders for this turn:\n**${player.orders}**`, orders: true };
  }
}

/** A Discord message as the gateway carries it, read by the same parser the bot uses. */
export function discordPost(input: {
  id: string;
  channelId: string;
  author: BenchUser;
  content: string;
  timestamp: string;
}): ParsedPost {
  const post = parseDiscordPayload({
    id: input.id,
    channel_id: input.channelId,
    author: {
      id: input.author.id,
      username: input.author.username,
      global_name: input.author.globalName ?? null,
    },
    content: input.content,
    timestamp: input.timestamp,
    edited_timestamp: null,
    type: 0,
  }).posts[0];
  if (!post) throw new Error("the Discord parser read no post from a plain message");
  return post;
}

export interface BenchGame {
  service: GameService;
  store: GameStore;
  gameId: string;
  channelId: string;
  /** The SQLite file. */
  file: string;
  /** How many posts the game holds. */
  posts(): Promise<number>;
  /** Closes the database and removes the temp directory. */
  close(): Promise<void>;
}

/** Far from the fake Discord's own ids (which start at 1300000000000000001), so the two never collide. */
let nextSnowflake = 1_700_000_000_000_000_000n;

/** A fresh Discord-style id, unique within the process. */
export function snowflake(): string {
  nextSnowflake += 1n;
  return nextSnowflake.toString();
}

/**
 * A game with `earlierPosts` posts in its open phase (opened 2020-01-01, no deadline), on a SQLite file of its own
 * (or on `database`, a PostgreSQL one), with the real clock.
 */
export async function benchGame(input: {
  earlierPosts: number;
  channelId: string;
  file?: string;
  database?: SqlDatabase;
}): Promise<BenchGame> {
  const dir = input.file === undefined ? mkdtempSync(join(tmpdir(), "adjutant-figures-")) : null;
  const file = input.file ?? join(dir as string, "adjutant.db");
  const db = input.database ?? openDatabase(file);
  const store = new GameStore(db);
  const service = new GameService({
    store,
    now: () => new Date(),
    newSecret: () => "bench-secret-0123456789abcdef",
  });
  // Early enough for the fake Discord's messages, whose time discord.js reads from their snowflake ids (2024).
  const startsAt = "2020-01-01T00:00:00.000Z";
  const game = await service.createGame({ scenario: "ww1907", discordChannelId: input.channelId, startsAt });
  if (!game.ok) throw new Error(game.error);
  const gameId = game.value.id;
  for (const p of PLAYERS) {
    const assigned = await service.assignPlayer(gameId, p.nation, p.id, { discord: true });
    if (!assigned.ok) throw new Error(assigned.error);
  }
  const BATCH = 100;
  const base = Date.parse(startsAt) + 1000;
  for (let from = 0; from < input.earlierPosts; from += BATCH) {
    const batch: ParsedPost[] = [];
    for (let n = from; n < Math.min(input.earlierPosts, from + BATCH); n++) {
      const m = earlierMessage(n);
      batch.push(
        discordPost({
          id: snowflake(),
          channelId: input.channelId,
          author: m.author,
          content: m.content,
          // in order, a tenth of a second apart, from the phase's opening
          timestamp: new Date(base + n * 100).toISOString(),
        }),
      );
    }
    await service.ingest(gameId, "discord", batch);
  }
  return {
    service,
    store,
    gameId,
    channelId: input.channelId,
    file,
    posts: async () => await store.countPosts(gameId),
    close: async () => {
      await store.close();
      if (dir !== null) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Ingests one order post of the first player into a game (`ORDERS_TEXT` unless `text` is given), as the bot does per
 * message; the milliseconds it took.
 */
export async function ingestOrderPost(game: BenchGame, text: string = ORDERS_TEXT): Promise<number> {
  return (await ingestOrderPostTimed(game, text)).ms;
}

/**
 * `ingestOrderPost` with the process's CPU time besides the wall time (`process.cpuUsage`, user and system, in
 * milliseconds): what the post cost, without the time the process waited for the cores while other processes ran.
 */
export async function ingestOrderPostTimed(
  game: BenchGame,
  text: string = ORDERS_TEXT,
): Promise<{ ms: number; cpuMs: number }> {
  const player = PLAYERS[0] as (typeof PLAYERS)[number];
  const post = discordPost({
    id: snowflake(),
    channelId: game.channelId,
    author: player,
    content: text,
    timestamp: new Date().toISOString(),
  });
  const cpu = process.cpuUsage();
  const start = performance.now();
  const [result] = await game.service.ingest(game.gameId, "discord", [post]);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  if (result?.kind !== "orders") throw new Error(`ingest gave ${result?.kind}, not a receipt`);
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}
