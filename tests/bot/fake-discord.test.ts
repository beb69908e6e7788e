import { Client, Events, GatewayIntentBits, Partials } from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FakeDiscord, type FakeUser } from "../helpers/fake-discord.ts";

const alice: FakeUser = { id: "1100000000000000002", username: "osmano", globalName: "Osmano" };

function once<T extends unknown[]>(client: Client, event: string): Promise<T> {
  return new Promise((resolve) => client.once(event, (...args: unknown[]) => resolve(args as T)));
}

describe("fake Discord (test harness) with the real discord.js client", () => {
  let fake: FakeDiscord;
  let client: Client;

  beforeEach(async () => {
    fake = new FakeDiscord({ users: [alice] });
    await fake.start();
    client = new Client({
      intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages, GatewayIntentBits.MessageContent],
      partials: [Partials.Message, Partials.Channel],
      rest: { api: fake.apiBase, retries: 1, offset: 0 },
    });
    const ready = once(client, Events.ClientReady);
    await client.login("fake.bot.token");
    await ready;
  });

  afterEach(async () => {
    await client.destroy();
    await fake.stop();
  });

  it("logs in, caches the guild and its channel, and sees a player's message", async () => {
    expect(client.guilds.cache.get(fake.guildId)?.available).toBe(true);
    const received = once<[{ content: string; author: { id: string } }]>(client, Events.MessageCreate);
    fake.sendMessage({ author: alice, content: "**Build 2 divisions in Moscow**" });
    const [message] = await received;
    expect(message.content).toBe("**Build 2 divisions in Moscow**");
    expect(message.author.id).toBe(alice.id);
  });

  it("records replies, reactions, edits and deletions the bot makes or sees", async () => {
    client.on(Events.MessageCreate, async (m) => {
      if (m.author.bot) return;
      await m.reply("ok");
      await m.react("✅");
    });
    const id = fake.sendMessage({ author: alice, content: "hello" });
    const replyReq = await fake.waitForRequest("POST", /^\/channels\/\d+\/messages$/);
    expect(replyReq.body).toMatchObject({ content: "ok", message_reference: { message_id: id } });
    const react = await fake.waitForRequest("PUT", /\/reactions\/✅\/@me$/);
    expect(react.segments[3]).toBe(id);

    const updated = once<[unknown, { content: string; editedTimestamp: number | null }]>(
      client,
      Events.MessageUpdate,
    );
    fake.editMessage({ id, author: alice, content: "hello again" });
    const [, after] = await updated;
    expect(after.content).toBe("hello again");
    expect(after.editedTimestamp).not.toBeNull();

    const deleted = once<[{ id: string }]>(client, Events.MessageDelete);
    fake.deleteMessage({ id });
    expect((await deleted)[0].id).toBe(id);
  });

  it("registers guild commands and answers a slash command", async () => {
    await client.application?.commands.set([{ name: "status", description: "Your nation" }], fake.guildId);
    const put = await fake.waitForRequest("PUT", /^\/applications\/\d+\/guilds\/\d+\/commands$/);
    expect(put.body).toEqual([expect.objectContaining({ name: "status" })]);
    client.on(Events.InteractionCreate, async (interaction) => {
      if (interaction.isChatInputCommand()) await interaction.reply({ content: "pp: 25", flags: 64 });
    });
    const { id } = fake.runSlashCommand({ name: "status", user: alice });
    const callback = await fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`));
    expect(callback.body).toMatchObject({ type: 4, data: { content: "pp: 25", flags: 64 } });
    expect(callback.auth).toBeNull();
  });

  it("survives a REST 429 with Retry-After: the request is sent again", async () => {
    let limited = 0;
    fake.overrides.push((r) => {
      if (r.method !== "POST" || !/\/messages$/.test(r.path)) return null;
      limited++;
      return {
        status: 429,
        body: { message: "You are being rate limited.", retry_after: 0.05, global: false },
        headers: { "retry-after": "0.05", "x-ratelimit-scope": "user" },
      };
    });
    const channel = client.channels.cache.get(fake.channels[0]?.id ?? "");
    if (!channel?.isSendable()) throw new Error("channel not cached");
    const sent = await channel.send("after the limit");
    expect(limited).toBe(1);
    expect(sent.content).toBe("after the limit");
    expect(fake.requestsTo("POST", /\/messages$/)).toHaveLength(2);
  });

  it("resumes after the gateway asks to reconnect, and delivers events sent meanwhile", async () => {
    const resumed = once(client, Events.ShardResume);
    fake.requestReconnect();
    await resumed;
    expect(fake.resumeCount).toBe(1);
    const received = once<[{ content: string }]>(client, Events.MessageCreate);
    fake.sendMessage({ author: alice, content: "still here" });
    expect((await received)[0].content).toBe("still here");
  });
});
