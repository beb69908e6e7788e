import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { postDueNotices, posterFor } from "../../src/app/thread-replies.ts";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import { loadEnv } from "../../src/config/env.ts";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { alice, bob, GM_ROLE, gm } from "../bot/helpers/bot-harness.ts";
import { post, testService } from "../game/helpers.ts";
import { FakeDiscord } from "../helpers/fake-discord.ts";

/**
 * Ruling "Absent and returning players: Replacement": the seat in civil disorder is offered where the game is
 * played, once: in the Discord channel (the bot delivers the outbox) and in the forum thread (API replies through a
 * fake Discourse on 127.0.0.1); a forum post "I claim …" is a claim.
 */
async function fakeDiscourse(): Promise<{ base: string; raws: string[]; server: Server }> {
  const raws: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString("utf8");
    });
    req.on("end", () => {
      if (req.url === "/posts.json") raws.push(JSON.parse(body).raw as string);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: raws.length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, raws, server };
}

describe("the offer of a seat in civil disorder, on Discord and in a forum thread", () => {
  let bot: RunningBot | null = null;
  let fake: FakeDiscord | null = null;
  let discourse: Awaited<ReturnType<typeof fakeDiscourse>> | null = null;
  afterAll(async () => {
    await bot?.stop();
    await fake?.stop();
    await new Promise((resolve) => discourse?.server.close(resolve));
  });

  it("is posted once to each; a forum post claims the seat", async () => {
    fake = new FakeDiscord({ users: [alice, bob, gm], roles: [{ id: GM_ROLE, name: "GM" }] });
    await fake.start();
    discourse = await fakeDiscourse();
    const t = testService();
    const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
    const onDiscord = await t.service.createGame({
      scenario: "ww1907",
      name: "Discord game",
      discordChannelId: fake.channels[0]?.id ?? null,
    });
    const thread = `${discourse.base}/t/europe-1907/42`;
    const onForum = await t.service.createGame({
      scenario: "ww1907",
      name: "Forum game",
      forumUrl: thread,
      platform: "discourse",
    });
    if (!onDiscord.ok || !onForum.ok) throw new Error("games not created");
    bot = await startBot({
      config: { token: "t", guildId: fake.guildId, gmRoleId: GM_ROLE, gmUserIds: [], apiBase: fake.apiBase },
      service: t.service,
      logger: pino({ level: "silent" }),
      rest: { retries: 1, offset: 0 },
      deploy: false,
      schedule,
      scheduleEveryMs: 3_600_000,
    });
    const GM = { name: "GM", gm: true };
    expect((await t.service.absence.boot(onDiscord.value.id, "Germany", GM)).ok).toBe(true);
    expect((await t.service.absence.boot(onForum.value.id, "Germany", GM)).ok).toBe(true);
    const poster = posterFor(
      "discourse",
      loadEnv({ DISCOURSE_API_KEY: "k", DISCOURSE_API_USERNAME: "adjutant" }),
    );
    if (!poster.ok) throw new Error(poster.error);
    for (let round = 0; round < 2; round++) {
      await bot.scheduleRound();
      await postDueNotices(schedule, onForum.value.id, thread, "discourse", poster.value);
    }
    const channelPosts = fake.requests
      .filter((r) => r.method === "POST" && /^\/channels\/\d+\/messages$/.test(r.path))
      .map((r) => JSON.stringify(r.body));
    expect(channelPosts.filter((p) => p.includes("German Empire is offered to a new player"))).toHaveLength(
      1,
    );
    expect(discourse.raws.filter((r) => r.includes('post "I claim German Empire"'))).toHaveLength(1);

    await t.service.ingest(onForum.value.id, "forum", [
      post("Otto", ["Hello"], {
        text: "I claim Germany, I have played it before.",
        postedAt: t.clock.now.toISOString(),
        platform: "discourse",
      }),
    ]);
    expect(
      (await t.service.absence.record(onForum.value.id)).disorder[0]?.claims.map((c) => c.handle),
    ).toEqual(["Otto"]);
  });
});
