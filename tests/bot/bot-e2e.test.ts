import { Events } from "discord.js";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { slashCommands } from "../../src/bot/commands/registry.ts";
import { EMBED_LIMITS, embedSize } from "../../src/bot/embeds.ts";
import { GM_ONLY_TEXT } from "../../src/bot/handlers/interaction-create.ts";
import type { RecordedRequest } from "../helpers/fake-discord.ts";
import { alice, BotHarness, bob, carol, gm, refOf, waitFor } from "./helpers/bot-harness.ts";

interface SentEmbed {
  title?: string;
  description?: string;
  fields?: { name: string; value: string }[];
}
interface SentBody {
  content?: string;
  embeds?: SentEmbed[];
  flags?: number;
  type?: number;
  data?: { content?: string; flags?: number; embeds?: SentEmbed[] };
}
const bodyOf = (r: RecordedRequest) => (r.body ?? {}) as SentBody;
const embedText = (r: RecordedRequest) =>
  (bodyOf(r).embeds ?? bodyOf(r).data?.embeds ?? [])
    .map((e) => [e.title, e.description, ...(e.fields ?? []).map((f) => `${f.name}: ${f.value}`)].join("\n"))
    .join("\n");
const EPHEMERAL = 64;
const DISCORD_EPOCH = 1_420_070_400_000;

describe("Discord bot end to end (real discord.js client, fake Discord on 127.0.0.1)", () => {
  let h: BotHarness;

  beforeEach(async () => {
    h = new BotHarness();
    await h.start();
  });

  afterEach(async () => {
    await h.stop();
  });

  it("registers every slash command for the guild at start", async () => {
    const put = await h.fake.waitForRequest("PUT", /^\/applications\/\d+\/guilds\/\d+\/commands$/);
    expect(put.segments[3]).toBe(h.fake.guildId);
    const names = (put.body as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(slashCommands.map((c) => c.data.name));
    expect(names).toEqual(
      expect.arrayContaining(["preview", "orders", "status", "odds", "help", "game", "assign"]),
    );
    expect(names).toEqual(expect.arrayContaining(["phase", "resolve", "undo", "adjust", "deadline"]));
  });

  it("W32 a player's bold orders get a receipt embed (each order, pp left per supply group) and ✅", async () => {
    const id = h.fake.sendMessage({
      author: alice,
      content: "Here we go.\n**Build 2 divisions in Moscow\nMove 3 divisions from Kiev to Warsaw**",
    });
    const reply = await h.replyTo(id);
    const text = embedText(reply);
    expect(text).toContain("Orders of Russia");
    expect(text).toContain("✅ **Build 2 divisions in Moscow**");
    expect(text).toContain("✅ **Move 3 divisions from Kiev to Warsaw**");
    expect(text).toContain("Supply: Moscow, Kiev: 8 of 12 pp left");
    expect(text).toContain("Supply: Vladivostok: 3 of 3 pp left");
    const reaction = await h.reactionOn(id);
    expect(reaction.segments[5]).toBe("✅");
    const [ingest] = h.service.callsTo("ingest");
    expect(ingest?.args[2]).toEqual([
      expect.objectContaining({ postId: id, author: { name: "Tsar Nicholas", id: alice.id }, edited: null }),
    ]);
  });

  it("a post with a rejected order gets the reason and ⚠️", async () => {
    const id = h.fake.sendMessage({
      author: alice,
      content: "**Build 1 division in Moscow**\n**Attack Atlantis**",
    });
    const reply = await h.replyTo(id);
    expect(embedText(reply)).toContain("❌ **Attack Atlantis** — There is no province called Atlantis (W1)");
    expect(embedText(reply)).toContain("1 accepted, 1 rejected");
    expect((await h.reactionOn(id)).segments[5]).toBe("⚠️");
  });

  it("W32 chat without bold orders is left alone", async () => {
    const id = h.fake.sendMessage({ author: alice, content: "Nice weather on the front today." });
    await h.barrier();
    expect(h.requestsAbout(id)).toEqual([]);
    expect(h.service.callsTo("ingest")).toHaveLength(2);
  });

  it("W33 an edit voids the post's orders and names the earlier post now in force", async () => {
    const first = h.fake.sendMessage({ author: alice, content: "**Build 1 division in Moscow**" });
    await h.reactionOn(first);
    const second = h.fake.sendMessage({ author: alice, content: "**Build 2 divisions in Moscow**" });
    expect(embedText(await h.replyTo(second))).toContain("replaces your earlier order post");
    const after = h.mark();
    h.fake.editMessage({ id: second, author: alice, content: "**Build 3 divisions in Moscow**" });
    const notice = await h.replyTo(second, after);
    expect(bodyOf(notice).content).toContain("its orders are void (W33)");
    expect(bodyOf(notice).content).toContain(`/${h.channelId}/${first}`);
    expect(h.service.inForce(h.gameId, "Russia")).toBe(first);
  });

  it("W33 a link-preview update (content unchanged, no edit time) is not an edit", async () => {
    const id = h.fake.sendMessage({
      author: alice,
      content: "**Build 1 division in Moscow** http://127.0.0.1/x",
    });
    await h.reactionOn(id);
    const updated = new Promise((resolve) => h.bot?.client.once(Events.MessageUpdate, resolve));
    const before = h.requestsAbout(id).length;
    h.fake.embedUpdate({ id });
    await updated;
    await h.barrier();
    expect(h.requestsAbout(id)).toHaveLength(before);
    expect(h.service.posts.get(id)?.void).toBe(false);
    expect(h.service.callsTo("ingest")).toHaveLength(2);
  });

  it("W33 a deleted order post is void and the bot says which post is in force", async () => {
    const first = h.fake.sendMessage({ author: alice, content: "**Build 1 division in Moscow**" });
    await h.reactionOn(first);
    const second = h.fake.sendMessage({ author: alice, content: "**Build 2 divisions in Moscow**" });
    await h.reactionOn(second);
    const after = h.mark();
    h.fake.deleteMessage({ id: second });
    const notice = await waitFor(
      h.fake,
      after,
      (r) => r.method === "POST" && /deleted/.test(bodyOf(r).content ?? ""),
    );
    expect(bodyOf(notice).content).toContain("An order post of Russia was deleted");
    expect(bodyOf(notice).content).toContain(`/${first}`);
    expect(h.service.callsTo("deletePost")[0]?.args).toEqual([h.gameId, "discord", second]);
  });

  it("a non-player gets a short hint once per phase, never a receipt", async () => {
    const one = h.fake.sendMessage({ author: bob, content: "**Attack Berlin**" });
    const hint = await h.replyTo(one);
    expect(bodyOf(hint).content).toContain("You are not a player in this game");
    const two = h.fake.sendMessage({ author: bob, content: "**Attack Berlin, please**" });
    await h.barrier();
    expect(h.requestsAbout(two)).toEqual([]);
    expect(h.fake.requests.filter((r) => /not a player/.test(bodyOf(r).content ?? ""))).toHaveLength(1);
  });

  it("messages in a channel without a game and the bot's own messages are ignored", async () => {
    h.fake.sendMessage({ author: { ...h.fake.botUser }, content: "**Build 9 divisions in Moscow**" });
    await h.barrier();
    expect(h.service.callsTo("ingest")).toHaveLength(1);
  });

  it("a GM-only command is refused to a player, whatever Discord's permissions say", async () => {
    const { id } = h.fake.runSlashCommand({ name: "resolve", user: alice });
    const callback = await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`));
    expect(bodyOf(callback)).toMatchObject({ type: 4, data: { content: GM_ONLY_TEXT, flags: EPHEMERAL } });
    expect(h.service.callsTo("resolve")).toEqual([]);
  });

  it("a GM listed by user id (no role) may run GM commands", async () => {
    await h.stopBot();
    h.config = () => ({ ...BotHarness.prototype.config.call(h), gmRoleId: undefined, gmUserIds: [carol.id] });
    await h.startBot();
    const { id } = h.fake.runSlashCommand({
      name: "assign",
      user: carol,
      options: [
        { name: "user", type: 6, value: bob.id },
        { name: "nation", type: 3, value: "France" },
      ],
      resolvedUsers: [bob],
    });
    const callback = await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`));
    expect(bodyOf(callback).data?.content).toBe(`<@${bob.id}> plays **France**.`);
    expect(await h.service.nationOf(h.gameId, bob.id)).toBe("France");
    const refused = h.fake.runSlashCommand({ name: "undo", user: gm });
    const answer = await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${refused.id}/`));
    expect(bodyOf(answer).data?.content).toBe(GM_ONLY_TEXT);
  });

  it("/resolve posts the summary split within Discord's limits, the BBCode file and the map PNG", async () => {
    const { id, token } = h.fake.runSlashCommand({ name: "resolve", user: gm });
    const deferred = await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`));
    expect(bodyOf(deferred).type).toBe(5);
    const original = await h.fake.waitForRequest(
      "PATCH",
      new RegExp(`^/webhooks/\\d+/${token}/messages/@original$`),
    );
    expect(original.files.map((f) => f.name)).toEqual([
      `summary-${h.gameId}-1907-spring.bbcode.txt`,
      // pictureFileName: <game id>-<year>-<phase> (this fake game's phase is "1907-spring")
      `${h.gameId}-1907-1907-spring.png`,
    ]);
    const bbcode = original.files[0]?.text ?? "";
    expect(bbcode).toContain("[size=150][b]Summary of");
    expect(bbcode).toContain("Battle 60: Russia attacks Warsaw");
    expect(original.files[1]?.size).toBe(16);
    expect(bodyOf(original).content).toContain("Seed `5eed` (commitment `c0ffee`)");
    expect(bodyOf(original).content).toContain("`decade`");
    const followUpPath = new RegExp(`^/webhooks/\\d+/${token}$`);
    // The follow-ups go out one after another: wait until the last battle has been posted.
    await waitFor(
      h.fake,
      0,
      (r) => r.method === "POST" && followUpPath.test(r.path) && embedText(r).includes("Battle 60:"),
    );
    const followUps = h.fake.requestsTo("POST", followUpPath);
    expect(followUps.length).toBeGreaterThan(0);
    const messages = [original, ...followUps];
    const all = messages.map(embedText).join("\n");
    for (let n = 1; n <= 60; n++) expect(all).toContain(`Battle ${n}:`);
    for (const m of messages) {
      const embeds = bodyOf(m).embeds ?? [];
      expect(embeds.length).toBeLessThanOrEqual(EMBED_LIMITS.embedsPerMessage);
      expect(embeds.reduce((n, e) => n + embedSize(e), 0)).toBeLessThanOrEqual(EMBED_LIMITS.total);
      for (const e of embeds)
        expect((e.description ?? "").length).toBeLessThanOrEqual(EMBED_LIMITS.description);
    }
    expect(h.service.callsTo("resolve")[0]?.args[1]).toEqual({ name: `gm (discord ${gm.id})` });
  });

  it("/preview answers privately with the service's preview of the caller's nation", async () => {
    const { id, token } = h.fake.runSlashCommand({ name: "preview", user: alice });
    const deferred = await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`));
    expect(bodyOf(deferred)).toMatchObject({ type: 5, data: { flags: EPHEMERAL } });
    const edit = await h.fake.waitForRequest("PATCH", new RegExp(`/${token}/messages/@original$`));
    expect(embedText(edit)).toContain("Preview for Russia");
    expect(embedText(edit)).toContain("64.16%");
  });

  it("/orders and /status answer privately; a non-player is told to ask for a nation", async () => {
    const orders = h.fake.runSlashCommand({ name: "orders", user: alice });
    expect(embedText(await h.fake.waitForRequest("PATCH", new RegExp(`/${orders.token}/`)))).toContain(
      "Orders of Russia",
    );
    const status = h.fake.runSlashCommand({ name: "status", user: alice });
    expect(embedText(await h.fake.waitForRequest("PATCH", new RegExp(`/${status.token}/`)))).toContain(
      "Status of Russia",
    );
    const stranger = h.fake.runSlashCommand({ name: "orders", user: bob });
    const answer = await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${stranger.id}/`));
    expect(bodyOf(answer).data).toMatchObject({
      flags: EPHEMERAL,
      content: expect.stringContaining("not a player"),
    });
  });

  it("Odds V8 /odds gives the exact odds of a battle (classic: a force of 5 armies attacks, said in words)", async () => {
    const { id } = h.fake.runSlashCommand({
      name: "odds",
      user: bob,
      options: [
        { name: "attackers", type: 4, value: 5 },
        { name: "defenders", type: 4, value: 3 },
        { name: "rules", type: 3, value: "classic" },
      ],
    });
    const reply = await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`));
    expect(embedText(reply)).toContain("Battle odds: 5 attacking armies against 3 defenders");
    expect(embedText(reply)).toContain("attacker wins   76.94%");
  });

  it("/game new binds a new game to the channel; /game load binds an existing one; /phase close and /deadline set the deadline", async () => {
    const other = h.fake.channels[0]?.id ?? "";
    const created = h.fake.runSlashCommand({
      name: "game",
      user: gm,
      options: [{ name: "new", type: 1, options: [{ name: "scenario", type: 3, value: "ww1907" }] }],
    });
    const a = await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${created.id}/`));
    expect(bodyOf(a).data?.content).toContain("(`g2`, ww1907, 1907");
    expect((await h.service.gameByChannel(other))?.id).toBe("g2");
    const loaded = h.fake.runSlashCommand({
      name: "game",
      user: gm,
      options: [{ name: "load", type: 1, options: [{ name: "id", type: 3, value: "g1" }] }],
    });
    await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${loaded.id}/`));
    expect((await h.service.gameByChannel(other))?.id).toBe("g1");
    const close = h.fake.runSlashCommand({ name: "phase", user: gm, options: [{ name: "close", type: 1 }] });
    const closed = await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${close.id}/`));
    expect(bodyOf(closed).data?.content).toContain("is closed");
    const deadline = h.service.games.get("g1")?.deadline ?? "";
    expect(Date.parse(deadline)).toBeGreaterThan(0);
    // The post's time is its snowflake's (as on Discord): one made from a time an hour after the deadline.
    const lateId = ((BigInt(Date.parse(deadline) + 3_600_000 - DISCORD_EPOCH) << 22n) + 1n).toString();
    const late = h.fake.sendMessage({ id: lateId, author: alice, content: "**Build 1 division in Moscow**" });
    expect(bodyOf(await h.replyTo(late)).content).toContain("These orders were not taken: the deadline");
    const set = h.fake.runSlashCommand({
      name: "deadline",
      user: gm,
      options: [{ name: "when", type: 3, value: "2030-12-05T20:00Z" }],
    });
    const answer = await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${set.id}/`));
    expect(bodyOf(answer).data?.content).toContain("<t:1922731200:F>");
    expect(h.service.games.get("g1")?.deadline).toBe("2030-12-05T20:00:00.000Z");
  });

  it("/adjust passes the GM's override and reason to the service (logged as an event there)", async () => {
    const { token } = h.fake.runSlashCommand({
      name: "adjust",
      user: gm,
      options: [
        {
          name: "divisions",
          type: 1,
          options: [
            { name: "province", type: 3, value: "Warsaw" },
            { name: "divisions", type: 4, value: 4 },
            { name: "reason", type: 3, value: "typo in last summary" },
          ],
        },
      ],
    });
    const edit = await h.fake.waitForRequest("PATCH", new RegExp(`/${token}/messages/@original$`));
    expect(embedText(edit)).toContain("set-divisions: typo in last summary");
    expect(h.service.callsTo("adjust")[0]?.args.slice(2)).toEqual([
      "typo in last summary",
      { kind: "set-divisions", province: "Warsaw", divisions: 4 },
    ]);
  });

  it("a dropped gateway connection is resumed and messages sent meanwhile are handled", async () => {
    const resumed = new Promise((resolve) => h.bot?.client.once(Events.ShardResume, resolve));
    h.fake.dropConnection();
    const id = h.fake.sendMessage({ author: alice, content: "**Build 1 division in Moscow**" });
    await resumed;
    expect(h.fake.resumeCount).toBe(1);
    expect(h.fake.identifyCount).toBe(1);
    expect((await h.reactionOn(id)).segments[5]).toBe("✅");
  });

  it("a gateway reconnect request (op 7) is resumed without a new session", async () => {
    const resumed = new Promise((resolve) => h.bot?.client.once(Events.ShardResume, resolve));
    h.fake.requestReconnect();
    await resumed;
    await h.barrier();
    expect(h.fake.identifyCount).toBe(1);
  });

  it("a REST 429 on the reply is waited out (Retry-After) and the reply is sent again", async () => {
    let limited = 0;
    h.fake.overrides.push((r) => {
      if (r.method !== "POST" || !/\/messages$/.test(r.path)) return null;
      limited++;
      return {
        status: 429,
        body: { message: "You are being rate limited.", retry_after: 0.05, global: false },
        headers: { "retry-after": "0.05", "x-ratelimit-scope": "user" },
      };
    });
    const id = h.fake.sendMessage({ author: alice, content: "**Build 1 division in Moscow**" });
    await h.reactionOn(id);
    expect(limited).toBe(1);
    const replies = h.fake.requests.filter((r) => refOf(r) === id);
    expect(replies).toHaveLength(2);
    expect((replies[1]?.at ?? 0) - (replies[0]?.at ?? 0)).toBeGreaterThanOrEqual(45);
  });

  it("W33 a bot restarted mid-phase carries on: a later post replaces the earlier, an edit of an uncached post is seen", async () => {
    const first = h.fake.sendMessage({ author: alice, content: "**Build 1 division in Moscow**" });
    await h.reactionOn(first);
    await h.stopBot();
    await h.startBot();
    const second = h.fake.sendMessage({ author: alice, content: "**Build 2 divisions in Moscow**" });
    expect(embedText(await h.replyTo(second))).toContain("replaces your earlier order post");
    expect(h.service.inForce(h.gameId, "Russia")).toBe(second);
    const after = h.mark();
    h.fake.editMessage({ id: second, author: alice, content: "**Build 5 divisions in Moscow**" });
    const notice = await h.replyTo(second, after);
    expect(bodyOf(notice).content).toContain(`/${first}`);
    const before = h.fake.identifyCount;
    expect(before).toBe(2);
  });
});
