import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import pino from "pino";
import { bench, describe } from "vitest";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import type { RestTuning } from "../../src/bot/client.ts";

import { ConstantReceiptService } from "../bot/helpers/fake-game-service.ts";
import { FakeDiscord, type FakeUser } from "../helpers/fake-discord.ts";

/**
 * The Discord bot against the fake Discord on loopback, with a game service that answers every post with the same
 * receipt and keeps nothing (so the figures are the bot's and discord.js', not the service's). Printed figures:
 * - latency from MESSAGE_CREATE sent by the fake to the reply's REST call arriving at the fake (median, p99);
 * - throughput for a burst of 500 order posts (all sent at once; done when every reply and reaction arrived),
 *   once with discord.js' default global limit of 50 requests/s (Discord's own limit: each post costs a reply and
 *   a reaction, so ~25 posts/s is the ceiling) and once with that limit lifted (what the bot itself can do);
 * - heap and RSS after 10,000 order posts.
 * Each measurement runs its own client so one's queue never delays another's. vitest bench runs no hooks around
 * bench tasks, so the rigs start lazily and stop in the last task's teardown.
 */

const player: FakeUser = { id: "1100000000000000002", username: "tsar", globalName: "Tsar Nicholas" };
const ORDERS =
  "Here are my orders.\n**Build 2 divisions in Moscow\nMove 3 divisions from Kiev to Warsaw\nAttack Atlantis**";

/** A fake Discord and a bot on it. */
class Rig {
  fake = new FakeDiscord({ users: [player] });
  bot: RunningBot | null = null;
  private started = false;
  private starting: Promise<void> = Promise.resolve();

  constructor(private readonly rest: RestTuning) {}

  start(): Promise<void> {
    if (!this.started) {
      this.started = true;
      this.starting = this.boot();
    }
    return this.starting;
  }

  private async boot(): Promise<void> {
    await this.fake.start();
    const service = new ConstantReceiptService();
    const game = await service.createGame({
      scenario: "ww1907",
      discordChannelId: this.fake.channels[0]?.id ?? null,
    });
    if (!game.ok) throw new Error(game.error);
    await service.assignPlayer(game.value.id, "Russia", player.id, { discord: true });
    this.bot = await startBot({
      config: {
        token: "bench.token",
        guildId: this.fake.guildId,
        gmUserIds: [],
        apiBase: this.fake.apiBase,
      },
      service,
      logger: pino({ level: "silent" }),
      rest: this.rest,
    });
    for (let n = 0; n < 20; n++) await this.roundTrip();
    this.fake.requests.length = 0;
  }

  async stop(): Promise<void> {
    await this.bot?.stop();
    await this.fake.stop();
  }

  /** One order post; resolves with the ms from dispatch to the reply's REST call, once its reaction arrived too. */
  async roundTrip(): Promise<number> {
    const fake = this.fake;
    if (fake.requests.length > 1000) fake.forgetRecords();
    const after = fake.requests.length;
    const start = performance.now();
    fake.sendMessage({ author: player, content: ORDERS });
    await fake.waitForRequest("POST", /^\/channels\/\d+\/messages$/, after);
    const latency = performance.now() - start;
    await fake.waitForRequest("PUT", /\/reactions\//, after);
    return latency;
  }

  /** `count` order posts sent at once; resolves with the ms until every reply and reaction arrived. */
  async burst(count: number): Promise<number> {
    const fake = this.fake;
    fake.forgetRecords();
    const start = performance.now();
    for (let n = 0; n < count; n++) fake.sendMessage({ author: player, content: ORDERS });
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (fake.requests.length >= 2 * count) {
          clearInterval(timer);
          resolve();
        }
      }, 1);
    });
    const ms = performance.now() - start;
    fake.forgetRecords();
    return ms;
  }
}

const UNLIMITED: RestTuning = { retries: 1, offset: 0, globalRequestsPerSecond: 1_000_000 };
const latencyRig = new Rig(UNLIMITED);
const discordLimitRig = new Rig({ retries: 1, offset: 0 });
const burstRig = new Rig(UNLIMITED);
const memoryRig = new Rig(UNLIMITED);
const latencies: number[] = [];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const burstLine = (label: string, ms: number) =>
  `burst of 500 posts (${label}): ${ms.toFixed(0)} ms, ${((500 / ms) * 1000).toFixed(0)} posts/s (1,000 REST calls)`;

describe("Discord bot on loopback (fake Discord, no-storage service)", () => {
  bench(
    "MESSAGE_CREATE → reply REST call (one order post at a time)",
    async () => {
      await latencyRig.start();
      latencies.push(await latencyRig.roundTrip());
    },
    {
      iterations: 2000,
      time: 0,
      warmupIterations: 0,
      warmupTime: 0,
      teardown: async (_t, mode) => {
        if (mode === "warmup" || latencies.length === 0) return;
        const sorted = [...latencies].sort((a, b) => a - b);
        console.log(
          `bot latency over ${sorted.length} posts: median ${percentile(sorted, 0.5).toFixed(2)} ms, p99 ${percentile(sorted, 0.99).toFixed(2)} ms, max ${sorted.at(-1)?.toFixed(2)} ms`,
        );
        await latencyRig.stop();
      },
    },
  );

  bench(
    "burst of 500 order posts, discord.js default 50 requests/s",
    async () => {
      await discordLimitRig.start();
      console.log(burstLine("50 requests/s, Discord's limit", await discordLimitRig.burst(500)));
    },
    {
      iterations: 1,
      time: 0,
      warmupIterations: 0,
      warmupTime: 0,
      teardown: (_t, mode) => (mode === "run" ? discordLimitRig.stop() : undefined),
    },
  );

  bench(
    "burst of 500 order posts, global limit lifted",
    async () => {
      await burstRig.start();
      console.log(burstLine("limit lifted", await burstRig.burst(500)));
    },
    {
      iterations: 5,
      time: 0,
      warmupIterations: 0,
      warmupTime: 0,
      teardown: (_t, mode) => (mode === "run" ? burstRig.stop() : undefined),
    },
  );

  bench(
    "10,000 order posts (memory)",
    async () => {
      await memoryRig.start();
      setFlagsFromString("--expose-gc");
      const gc = runInNewContext("gc") as (() => void) | undefined;
      gc?.();
      const before = process.memoryUsage();
      let half = before;
      for (let n = 1; n <= 20; n++) {
        await memoryRig.burst(500);
        if (n === 10) {
          gc?.();
          half = process.memoryUsage();
        }
      }
      gc?.();
      const after = process.memoryUsage();
      const client = memoryRig.bot?.client;
      const cached = client?.channels.cache.reduce(
        (n, c) => n + ("messages" in c ? c.messages.cache.size : 0),
        0,
      );
      console.log(
        `after 10,000 posts: heap ${mb(after.heapUsed)} (${mb(after.heapUsed - before.heapUsed)} more than before them, ${mb(after.heapUsed - half.heapUsed)} more than after 5,000), RSS ${mb(after.rss)} (whole vitest worker), messages cached ${cached}, users cached ${client?.users.cache.size}${gc ? "" : " (no gc available: heap not collected first)"}`,
      );
    },
    {
      iterations: 1,
      time: 0,
      warmupIterations: 0,
      warmupTime: 0,
      teardown: (_t, mode) => (mode === "run" ? memoryRig.stop() : undefined),
    },
  );
});
