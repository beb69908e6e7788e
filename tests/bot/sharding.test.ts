import { Client, GatewayIntentBits, Partials } from "discord.js";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { createClient, globalShare } from "../../src/bot/client.ts";
import { deliverNotices, type ScheduleOutbox } from "../../src/bot/schedule-delivery.ts";
import { ChannelOwnership } from "../../src/bot/shard-ownership.ts";
import {
  fetchGatewayBot,
  type GatewayBot,
  IDENTIFY_SPACING_MS,
  restartDelayMs,
  runShardManager,
  shardPlan,
} from "../../src/bot/sharding.ts";
import { loadEnv } from "../../src/config/env.ts";
import { type PendingNotice, ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { para } from "../../src/presenters/document.ts";
import { testService } from "../game/helpers.ts";
import { FakeDiscord } from "../helpers/fake-discord.ts";
import { EVEN, ODD } from "./helpers/sharded-bot.ts";

const ODD_CHANNEL = "1200000000000000002";
const EVEN_CHANNEL = "1200000000004194306";
/** A channel Discord does not know (deleted, or of a guild the bot left). */
const GONE_CHANNEL = "1299999999999999999";

const gateway = (shards: number, maxConcurrency = 1, remaining = 999): GatewayBot => ({
  url: "ws://127.0.0.1:1/gateway",
  shards,
  session_start_limit: { remaining, max_concurrency: maxConcurrency },
});

describe("SHARD_COUNT: how many shards the manager starts", () => {
  it("is validated at start-up: auto or a whole number of shards", () => {
    expect(loadEnv({ SHARD_COUNT: "auto" }).SHARD_COUNT).toBe("auto");
    expect(loadEnv({ SHARD_COUNT: "3" }).SHARD_COUNT).toBe(3);
    expect(loadEnv({}).SHARD_COUNT).toBeUndefined();
    expect(() => loadEnv({ SHARD_COUNT: "0" })).toThrow(/SHARD_COUNT/);
  });

  it("auto takes the count GET /gateway/bot recommends; a number is taken as it is", () => {
    expect(shardPlan("auto", gateway(4, 16))).toEqual({
      ok: true,
      value: { count: 4, ids: [0, 1, 2, 3], spawnDelayMs: 0 },
    });
    expect(shardPlan(2, gateway(4, 16))).toEqual({
      ok: true,
      value: { count: 2, ids: [0, 1], spawnDelayMs: 0 },
    });
  });

  it("spaces the shards' starts 5.5 s apart unless Discord takes all their IDENTIFYs at once (max_concurrency)", () => {
    expect(shardPlan(2, gateway(1, 1))).toEqual({
      ok: true,
      value: { count: 2, ids: [0, 1], spawnDelayMs: IDENTIFY_SPACING_MS },
    });
    expect(shardPlan(2, gateway(1, 2))).toEqual({
      ok: true,
      value: { count: 2, ids: [0, 1], spawnDelayMs: 0 },
    });
    expect(shardPlan(1, gateway(1, 1))).toEqual({ ok: true, value: { count: 1, ids: [0], spawnDelayMs: 0 } });
  });

  it("SHARD_IDS: this machine's share of the shards, SHARD_COUNT their total (a number); checked at start-up", () => {
    expect(loadEnv({ SHARD_COUNT: "8", SHARD_IDS: "4-7" }).SHARD_IDS).toEqual([4, 5, 6, 7]);
    expect(loadEnv({ SHARD_COUNT: "8", SHARD_IDS: " 0, 2 ,5-6,2" }).SHARD_IDS).toEqual([0, 2, 5, 6]);
    expect(() => loadEnv({ SHARD_COUNT: "auto", SHARD_IDS: "0" })).toThrow(/total number .* not auto/);
    expect(() => loadEnv({ SHARD_IDS: "0" })).toThrow(/SHARD_COUNT/);
    expect(() => loadEnv({ SHARD_COUNT: "4", SHARD_IDS: "2-4" })).toThrow(/numbered from 0 to 3/);
    expect(() => loadEnv({ SHARD_COUNT: "4", SHARD_IDS: "one" })).toThrow(/e\.g\. "0-3"/);
    expect(shardPlan(8, gateway(1, 16), [4, 5, 6, 7])).toEqual({
      ok: true,
      value: { count: 8, ids: [4, 5, 6, 7], spawnDelayMs: 0 },
    });
    expect(shardPlan(8, gateway(1, 1, 3), [4, 5, 6, 7])).toMatchObject({
      ok: false,
      error: expect.stringContaining(
        "fewer than the 4 shards to start here (SHARD_COUNT=8, SHARD_IDS 4,5,6,7)",
      ),
    });
  });

  it("starts a dead shard again after 1 s, doubling while it keeps dying within a minute, up to a minute", () => {
    expect([0, 1, 2, 3, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it("refuses more shards than the sessions Discord still allows today, saying what to do", () => {
    expect(shardPlan(3, gateway(1, 1, 2))).toEqual({
      ok: false,
      error:
        "Discord allows 2 more gateway sessions until its daily limit resets, fewer than the 3 shards to start here (SHARD_COUNT=3): wait for the reset or start fewer shards",
    });
  });
});

describe("a shard's client (SHARDS and SHARD_COUNT from the shard manager)", () => {
  // in production the Client reads SHARDS and SHARD_COUNT, which the shard manager sets in the shard's environment
  const clientWith = (shards?: { ids: number[]; count: number }) =>
    createClient({ apiBase: "http://127.0.0.1:1/api", ...(shards ? { shards } : {}) });

  it("connects for its shard only, names it in its User-Agent, and takes its share of Discord's 50 requests a second", async () => {
    const client = clientWith({ ids: [1], count: 2 });
    expect(client.options.shards).toEqual([1]);
    expect(client.options.shardCount).toBe(2);
    expect(client.rest.options.userAgentAppendix).toMatch(/ adjutant-shard\/1-of-2$/);
    expect(client.rest.options.globalRequestsPerSecond).toBe(25);
    await client.destroy();
  });

  it("unsharded: every shard's events, the whole global limit, the usual User-Agent", async () => {
    const client = clientWith();
    expect(client.options.shardCount).toBe(1);
    expect(client.rest.options.userAgentAppendix).not.toMatch(/adjutant-shard/);
    expect(client.rest.options.globalRequestsPerSecond).toBe(50);
    await client.destroy();
  });

  it("shares never add up to more than the limit, and never fall to 0", () => {
    expect([1, 2, 3, 16, 50, 100].map(globalShare)).toEqual([50, 25, 16, 3, 1, 1]);
  });
});

describe("GET /gateway/bot through the bot's own REST base (DISCORD_API_BASE)", () => {
  let fake: FakeDiscord;
  afterEach(() => fake.stop());

  it("reads the recommended count and the session start limit from the fake Discord", async () => {
    fake = new FakeDiscord({ shards: 3, maxConcurrency: 2 });
    await fake.start();
    const got = await fetchGatewayBot(fake.apiBase, "fake.bot.token");
    expect(got).toEqual({
      ok: true,
      value: { url: fake.gatewayUrl, shards: 3, session_start_limit: { remaining: 999, max_concurrency: 2 } },
    });
    expect(fake.requestsTo("GET", /^\/gateway\/bot$/)[0]?.auth).toBe("Bot fake.bot.token");
  });

  it("says the token was refused on a 401, and the manager exits 1 with that line before starting any shard", async () => {
    fake = new FakeDiscord({ shards: 2 });
    await fake.start();
    fake.overrides.push((r) =>
      r.path === "/gateway/bot" ? { status: 401, body: { message: "401: Unauthorized", code: 0 } } : null,
    );
    expect(await fetchGatewayBot(fake.apiBase, "bad")).toEqual({
      ok: false,
      error: "Discord refused DISCORD_TOKEN (401 on GET /gateway/bot): check the bot token",
    });
    fake.overrides.push((r) =>
      r.path === "/gateway/bot" ? { status: 401, body: { message: "401: Unauthorized", code: 0 } } : null,
    );
    const lines: { msg?: string }[] = [];
    const log = pino(
      { level: "info" },
      { write: (line: string) => lines.push(JSON.parse(line) as { msg?: string }) },
    );
    const env = loadEnv({ DISCORD_TOKEN: "bad", DISCORD_API_BASE: fake.apiBase, SHARD_COUNT: "auto" });
    expect(await runShardManager({ env, log, signal: new AbortController().signal })).toBe(1);
    expect(lines.map((l) => l.msg)).toContain(
      "Discord refused DISCORD_TOKEN (401 on GET /gateway/bot): check the bot token",
    );
    expect(fake.identified()).toEqual([]);
  });

  it("says when Discord cannot be reached", async () => {
    fake = new FakeDiscord();
    await fake.start();
    const base = fake.apiBase;
    await fake.stop();
    const got = await fetchGatewayBot(base, "t");
    expect(got.ok).toBe(false);
    expect(got.ok ? "" : got.error).toMatch(
      /^could not ask Discord for the shard count \(GET \/gateway\/bot\): /,
    );
    fake = new FakeDiscord();
  });
});

describe("schedule notices in a sharded bot: each game's by the shard of its channel's guild only", () => {
  let fake: FakeDiscord;
  const clients: Client[] = [];

  async function shard(id: number, count: number): Promise<Client<true>> {
    const client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages],
      partials: [Partials.Message, Partials.Channel],
      shards: id,
      shardCount: count,
      rest: { api: fake.apiBase, retries: 0, offset: 0 },
    });
    clients.push(client);
    const ready = new Promise<Client<true>>((resolve) => client.once("clientReady", resolve));
    await client.login("fake.bot.token");
    return ready;
  }

  afterEach(async () => {
    for (const c of clients.splice(0)) await c.destroy();
    await fake.stop();
  });

  /** An outbox shared by both shards (one database), recording which games each tick took. */
  function sharedOutbox() {
    const games = [
      { id: "g-odd", discordChannelId: ODD_CHANNEL },
      { id: "g-even", discordChannelId: EVEN_CHANNEL },
      { id: "g-gone", discordChannelId: GONE_CHANNEL },
      { id: "g-forum", discordChannelId: null },
    ];
    const pending: PendingNotice[] = games
      .filter((g) => g.discordChannelId !== null)
      .map((g) => ({
        key: `${g.id}:reminder`,
        dueAt: "2026-12-01T12:00:00.000Z",
        notice: {
          gameId: g.id,
          kind: "reminder",
          channelId: g.discordChannelId,
          waiting: [],
          document: { blocks: [para(`Reminder for ${g.id}`)] },
        },
      }));
    const ticked: string[][] = [];
    const delivered: string[] = [];
    const outbox: ScheduleOutbox = {
      tick: async (include) => {
        ticked.push(games.filter((g) => include?.(g) ?? true).map((g) => g.id));
        return 0;
      },
      pending: async () => pending.filter((p) => !delivered.includes(p.key)),
      delivered: async (_gameId, key) => {
        delivered.push(key);
      },
    };
    return { outbox, ticked, delivered };
  }

  it("shard 1 ticks and posts the odd guild's game, shard 0 the even guild's, the forum game's tick and the unseen channel's retries", async () => {
    fake = new FakeDiscord({ shards: 2, guilds: [ODD, EVEN] });
    await fake.start();
    const [zero, one] = await Promise.all([shard(0, 2), shard(1, 2)]);
    const shared = sharedOutbox();
    const warnings: string[] = [];
    const log = pino({ level: "warn" }, { write: (l: string) => warnings.push(l) });

    const sentBefore = fake.requests.length;
    expect(await deliverNotices(zero, shared.outbox, log)).toBe(1);
    const byZero = fake.requests
      .slice(sentBefore)
      .filter((r) => r.method === "POST")
      .map((r) => r.path);
    expect(await deliverNotices(one, shared.outbox, log)).toBe(1);
    const byOne = fake.requests
      .slice(sentBefore)
      .filter((r) => r.method === "POST" && !byZero.includes(r.path))
      .map((r) => r.path);

    expect(byZero).toEqual([`/channels/${EVEN_CHANNEL}/messages`]);
    expect(byOne).toEqual([`/channels/${ODD_CHANNEL}/messages`]);
    // shard 0 looked up the odd channel (not in its cache) and the unknown one; the second pass ticks nothing more
    expect(shared.ticked).toEqual([["g-even", "g-forum"], ["g-gone"], ["g-odd"]]);
    expect(shared.delivered.sort()).toEqual(["g-even:reminder", "g-odd:reminder"]);
    // the unseen channel: shard 0 alone tried it, failed, and leaves it for the next round
    expect(warnings.filter((w) => w.includes("g-gone"))).toHaveLength(1);
    expect(fake.requestsTo("GET", new RegExp(`^/channels/${GONE_CHANNEL}$`)).length).toBeGreaterThan(0);
  });

  it("with the real schedule on one database: both shards' rounds at once post each game's deadline and reminder once, in its channel, from its shard", async () => {
    fake = new FakeDiscord({ shards: 2, guilds: [ODD, EVEN] });
    await fake.start();
    const shardClient = async (id: number) => {
      const client = createClient({
        apiBase: fake.apiBase,
        rest: { retries: 0, offset: 0 },
        shards: { ids: [id], count: 2 },
      });
      clients.push(client);
      const ready = new Promise<Client<true>>((resolve) => client.once("clientReady", resolve));
      await client.login("fake.bot.token");
      return ready;
    };
    const [zero, one] = await Promise.all([shardClient(0), shardClient(1)]);
    const t = testService();
    const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
    for (const channel of [ODD_CHANNEL, EVEN_CHANNEL]) {
      const game = await t.service.createGame({ scenario: "ww1907", discordChannelId: channel });
      if (!game.ok) throw new Error(game.error);
      await schedule.configure(game.value.id, { phaseHours: 48 });
    }
    // which shard ticked which game, and what each shard logged (a shard trying another's channel warns)
    const ticked: string[] = [];
    const outboxOf = (shard: number): ScheduleOutbox => ({
      tick: async (include) =>
        await schedule.tick((game) => {
          const mine = include ? include(game) : true;
          if (mine) ticked.push(`${shard}:${game.discordChannelId}`);
          return mine;
        }),
      pending: async () => await schedule.pending(),
      delivered: async (gameId, key) => await schedule.delivered(gameId, key),
    });
    const warnings: string[] = [];
    const log = pino({ level: "warn" }, { write: (line: string) => warnings.push(line) });
    const round = () =>
      Promise.all([deliverNotices(zero, outboxOf(0), log), deliverNotices(one, outboxOf(1), log)]);
    expect(await round()).toEqual([1, 1]); // each game's new deadline, by its own shard
    t.clock.now = new Date(t.clock.now.getTime() + 24 * 3_600_000);
    expect(await round()).toEqual([1, 1]); // each game's reminder
    expect(await round()).toEqual([0, 0]);
    const sent = fake
      .requestsTo("POST", /^\/channels\/\d+\/messages$/)
      .map((r) => [r.segments[1], /adjutant-shard\/(\d)-of-2/.exec(r.userAgent)?.[1]]);
    expect(sent.sort()).toEqual(
      [
        [ODD_CHANNEL, "1"],
        [ODD_CHANNEL, "1"],
        [EVEN_CHANNEL, "0"],
        [EVEN_CHANNEL, "0"],
      ].sort(),
    );
    expect(await schedule.pending()).toEqual([]);
    // each game ticked (its deadline set, its reminder stored) by its own shard only, and no shard tried the other's
    expect([...new Set(ticked)].sort()).toEqual([`0:${EVEN_CHANNEL}`, `1:${ODD_CHANNEL}`]);
    expect(warnings).toEqual([]);
  });

  it("remembers the guild of a channel it had to ask Discord about: one lookup, however many rounds", async () => {
    fake = new FakeDiscord({ shards: 2, guilds: [ODD, EVEN] });
    await fake.start();
    const zero = await shard(0, 2);
    const ownership = new ChannelOwnership(zero);
    expect(ownership.known(EVEN_CHANNEL)).toBe(true);
    expect(ownership.known(ODD_CHANNEL)).toBeUndefined();
    expect(await ownership.owns(ODD_CHANNEL)).toBe(false);
    expect(await ownership.owns(ODD_CHANNEL)).toBe(false);
    expect(ownership.known(ODD_CHANNEL)).toBe(false);
    expect(fake.requestsTo("GET", new RegExp(`^/channels/${ODD_CHANNEL}$`))).toHaveLength(1);
    // a channel Discord says is gone is shard 0's, asked again next time (the bot may be invited back)
    expect(await ownership.owns(GONE_CHANNEL)).toBe(true);
    expect(ownership.known(GONE_CHANNEL)).toBeUndefined();
  });

  it("an unsharded bot owns every channel and asks Discord nothing", async () => {
    fake = new FakeDiscord({ guilds: [ODD, EVEN] });
    await fake.start();
    const only = await shard(0, 1);
    const ownership = new ChannelOwnership(only);
    expect(ownership.sharded).toBe(false);
    expect(await ownership.owns(GONE_CHANNEL)).toBe(true);
    expect(fake.requestsTo("GET", /^\/channels\//)).toEqual([]);
  });
});
