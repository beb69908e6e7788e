import { Client, Events, GatewayIntentBits, Partials } from "discord.js";
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { FakeDiscord, type FakeUser, shardOf } from "../helpers/fake-discord.ts";
import { EVEN, ODD } from "./helpers/sharded-bot.ts";

/**
 * The fake Discord hands out shards as Discord does: `GET /gateway/bot` recommends a count, each IDENTIFY's
 * `shard: [id, count]` gets the guilds `(guild_id >> 22) % count === id`, and a guild's dispatches reach only the
 * connection of its shard. Checked with two real discord.js clients, one per shard.
 */
const alice: FakeUser = { id: "1100000000000000002", username: "osmano", globalName: "Osmano" };

function once<T extends unknown[]>(client: Client, event: string): Promise<T> {
  return new Promise((resolve) => client.once(event, (...args: unknown[]) => resolve(args as T)));
}

describe("shardOf: Discord's rule (guild_id >> 22) % shard_count", () => {
  it("is the creation-time bits of the snowflake modulo the count", () => {
    expect(shardOf(ODD.id, 2)).toBe(1);
    expect(shardOf(EVEN.id, 2)).toBe(0);
    expect(shardOf(ODD.id, 1)).toBe(0);
  });

  it("matches discord.js's own ShardClientUtil.shardIdForGuildId for any snowflake and count", async () => {
    const { ShardClientUtil } = await import("discord.js");
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: (1n << 63n) - 1n }), fc.integer({ min: 1, max: 64 }), (id, n) => {
        expect(shardOf(id.toString(), n)).toBe(ShardClientUtil.shardIdForGuildId(id.toString(), n));
      }),
    );
  });
});

describe("fake Discord with two shards and two real discord.js clients", () => {
  let fake: FakeDiscord;
  const clients: Client[] = [];

  async function connect(shard: number, count: number): Promise<Client> {
    const client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
      partials: [Partials.Message, Partials.Channel],
      shards: shard,
      shardCount: count,
      rest: { api: fake.apiBase, retries: 1, offset: 0 },
    });
    clients.push(client);
    const ready = once(client, Events.ClientReady);
    await client.login("fake.bot.token");
    await ready;
    return client;
  }

  afterEach(async () => {
    for (const c of clients.splice(0)) await c.destroy();
    await fake.stop();
  });

  it("recommends its shard count with a session start limit in GET /gateway/bot", async () => {
    fake = new FakeDiscord({ shards: 2, guilds: [ODD, EVEN] });
    await fake.start();
    const res = await fetch(`${fake.apiBase}/v10/gateway/bot`, { headers: { authorization: "Bot t" } });
    expect(await res.json()).toEqual({
      url: fake.gatewayUrl,
      shards: 2,
      session_start_limit: { total: 1000, remaining: 999, reset_after: 14_400_000, max_concurrency: 1 },
    });
  });

  it("gives each shard's connection only its guilds, and each guild's messages and commands only to its shard", async () => {
    fake = new FakeDiscord({ shards: 2, guilds: [ODD, EVEN], users: [alice] });
    await fake.start();
    const [zero, one] = await Promise.all([connect(0, 2), connect(1, 2)]);
    expect([...zero.guilds.cache.keys()]).toEqual([EVEN.id]);
    expect([...one.guilds.cache.keys()]).toEqual([ODD.id]);
    expect(fake.identified()).toEqual([
      { shard: [0, 2], guilds: [EVEN.id], connected: true },
      { shard: [1, 2], guilds: [ODD.id], connected: true },
    ]);

    const seen: string[] = [];
    zero.on(Events.MessageCreate, (m) => seen.push(`0:${m.content}`));
    one.on(Events.MessageCreate, (m) => seen.push(`1:${m.content}`));
    zero.on(Events.InteractionCreate, (i) => seen.push(`0:/${i.isChatInputCommand() ? i.commandName : "?"}`));
    one.on(Events.InteractionCreate, (i) => seen.push(`1:/${i.isChatInputCommand() ? i.commandName : "?"}`));
    const inOdd = once(one, Events.MessageCreate);
    expect(fake.sendMessage({ author: alice, content: "odd", channelId: ODD.channels[0]?.id })).toMatch(
      /^\d+$/,
    );
    await inOdd;
    const inEven = once(zero, Events.MessageCreate);
    fake.sendMessage({ author: alice, content: "even", channelId: EVEN.channels[0]?.id });
    const [message] = await inEven;
    expect((message as { guildId: string }).guildId).toBe(EVEN.id);
    const command = once(zero, Events.InteractionCreate);
    fake.runSlashCommand({ name: "status", user: alice, channelId: EVEN.channels[0]?.id });
    await command;
    // a last event on each shard: everything before it has been delivered (one socket per shard, in order)
    const lastOne = once(one, Events.MessageCreate);
    fake.sendMessage({ author: alice, content: "end", channelId: ODD.channels[0]?.id });
    await lastOne;
    expect(seen).toEqual(["1:odd", "0:even", "0:/status", "1:end"]);
  });

  it("with one shard, that connection gets every guild (today's behaviour)", async () => {
    fake = new FakeDiscord({ guilds: [ODD, EVEN] });
    await fake.start();
    const only = await connect(0, 1);
    expect([...only.guilds.cache.keys()].sort()).toEqual([ODD.id, EVEN.id].sort());
  });

  it("replays a dropped shard's missed events on RESUME, without disturbing the other shard", async () => {
    fake = new FakeDiscord({ shards: 2, guilds: [ODD, EVEN], users: [alice] });
    await fake.start();
    const [zero, one] = await Promise.all([connect(0, 2), connect(1, 2)]);
    const resumed = once(one, Events.ShardResume);
    fake.dropConnection(1);
    const missed = once<[{ content: string }]>(one, Events.MessageCreate);
    fake.sendMessage({ author: alice, content: "while away", channelId: ODD.channels[0]?.id });
    await resumed;
    expect((await missed)[0].content).toBe("while away");
    expect(fake.resumeCount).toBe(1);
    expect(fake.identifyCount).toBe(2);
    const still = once<[{ content: string }]>(zero, Events.MessageCreate);
    fake.sendMessage({ author: alice, content: "unaffected", channelId: EVEN.channels[0]?.id });
    expect((await still)[0].content).toBe("unaffected");
  });

  it("answers GET /channels/{id} with the channel's guild, 404 Unknown Channel for a channel it does not know", async () => {
    fake = new FakeDiscord({ shards: 2, guilds: [ODD, EVEN] });
    await fake.start();
    const get = (id: string) =>
      fetch(`${fake.apiBase}/v10/channels/${id}`, { headers: { authorization: "Bot t" } });
    expect(await (await get(EVEN.channels[0]?.id ?? "")).json()).toMatchObject({ guild_id: EVEN.id });
    const missing = await get("1999999999999999999");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Unknown Channel", code: 10003 });
  });
});
