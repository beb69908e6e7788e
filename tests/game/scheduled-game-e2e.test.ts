import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { postDueNotices, posterFor } from "../../src/app/thread-replies.ts";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import { loadEnv } from "../../src/config/env.ts";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { alice, bob, GM_ROLE, gm } from "../bot/helpers/bot-harness.ts";
import { FakeDiscord } from "../helpers/fake-discord.ts";
import { post, testService } from "./helpers.ts";

/**
 * The whole schedule with no GM action but setting it (issue: deadlines that run themselves): two World War 1907
 * years, one game played on the fake Discord and one in a forum thread whose notices go through a fake Discourse
 * API, with reminders, one extension, one absent player, resolution at every deadline, and a restart in the middle
 * that changes nothing in what was sent.
 */
const dir = mkdtempSync(join(tmpdir(), "adjutant-scheduled-e2e-"));
const H = 3_600_000;

async function fakeDiscourse(): Promise<{ base: string; raws: string[]; server: Server }> {
  const raws: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString("utf8");
    });
    req.on("end", () => {
      if (req.url === "/posts.json" && req.headers["api-key"] === "k")
        raws.push(JSON.parse(body).raw as string);
      res.writeHead(req.headers["api-key"] === "k" ? 200 : 403, { "content-type": "application/json" });
      res.end(JSON.stringify({ id: raws.length }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, raws, server };
}

describe("two scheduled years on Discord and on a forum, no GM action but the schedule", () => {
  let fake: FakeDiscord | null = null;
  let bot: RunningBot | null = null;
  let discourse: Awaited<ReturnType<typeof fakeDiscourse>> | null = null;
  afterAll(async () => {
    await bot?.stop();
    await fake?.stop();
    await new Promise((resolve) => discourse?.server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("W33 reminders, an extension, an absent player, four resolutions and a restart that sends nothing twice", async () => {
    fake = new FakeDiscord({ users: [alice, bob, gm], roles: [{ id: GM_ROLE, name: "GM" }] });
    await fake.start();
    discourse = await fakeDiscourse();
    const file = join(dir, "games.sqlite");
    const clock = { now: new Date("2026-12-01T12:00:00.000Z") };
    const T0 = clock.now.getTime();
    const open = () => {
      const t = testService(file);
      t.clock.now = clock.now;
      const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => clock.now });
      return { ...t, schedule };
    };
    let t = open();
    const channelId = fake.channels[0]?.id ?? null;
    const onDiscord = await t.service.createGame({
      scenario: "ww1907",
      name: "Discord game",
      discordChannelId: channelId,
    });
    const onForum = await t.service.createGame({
      scenario: "ww1907",
      name: "Forum game",
      forumUrl: `${discourse.base}/t/europe-1907/42`,
      platform: "discourse",
    });
    if (!onDiscord.ok || !onForum.ok) throw new Error("games not created");
    const games = [onDiscord.value.id, onForum.value.id];
    await t.service.assignPlayer(games[0] ?? "", "Russia", alice.id, { discord: true });
    await t.service.assignPlayer(games[0] ?? "", "France", bob.id, { discord: true }); // Bob never posts: absent
    await t.service.assignPlayer(games[1] ?? "", "Russia", "Ivan");
    for (const id of games) {
      await t.schedule.configure(id, { phaseHours: 48, reminderHours: [24, 1], atDeadline: "resolve" });
      // Bob stays absent through every deadline: no civil disorder here (see tests/absence for it).
      await t.service.absence.configure(id, { disorderAfter: 0 });
    }

    const startTheBot = async () => {
      bot = await startBot({
        config: {
          token: "t",
          guildId: fake?.guildId ?? "",
          gmRoleId: GM_ROLE,
          gmUserIds: [],
          apiBase: fake?.apiBase ?? "",
        },
        service: t.service,
        logger: pino({ level: "silent" }),
        rest: { retries: 1, offset: 0 },
        deploy: false,
        schedule: t.schedule,
        scheduleEveryMs: 24 * H,
      });
    };
    await startTheBot();
    const poster = posterFor(
      "discourse",
      loadEnv({ DISCOURSE_API_KEY: "k", DISCOURSE_API_USERNAME: "adjutant" }),
    );
    if (!poster.ok) throw new Error(poster.error);
    const round = async () => {
      await bot?.scheduleRound();
      await postDueNotices(
        t.schedule,
        games[1] ?? "",
        `${discourse?.base}/t/europe-1907/42`,
        "discourse",
        poster.value,
      );
    };
    const discordPosts = () =>
      (fake?.requests ?? [])
        .filter((r) => r.method === "POST" && /^\/channels\/\d+\/messages$/.test(r.path))
        .map((r) => r.body as { content: string; nonce: string; allowed_mentions: { users: string[] } });

    let hour = 0;
    const advance = async (to: number) => {
      // Every hour, as a running bot would look (rounds in between find nothing new).
      for (; hour < to; hour++) {
        clock.now = new Date(T0 + (hour + 1) * H + 30_000);
        t.clock.now = clock.now; // the service's clock and the schedule's are one
        await round();
      }
    };
    await round();
    for (let phase = 0; phase < 4; phase++) {
      const opened = hour;
      // The players who post do so on the first day (Alice on Discord, Ivan on the forum).
      await advance(opened + 2);
      const at = clock.now.toISOString();
      const orders =
        phase % 2 === 0 ? "Build 1 division in Moscow" : "Attack Transylvania from Lemberg with 1";
      await t.service.ingest(games[0] ?? "", "discord", [
        post(alice.username, [orders], {
          postedAt: at,
          author: { name: alice.username, id: alice.id },
          platform: "discord",
        }),
      ]);
      await t.service.ingest(games[1] ?? "", "forum", [
        post("Ivan", [orders], { postedAt: at, platform: "discourse" }),
      ]);
      if (phase === 1) {
        // The one extension of the Discord game, and a restart in the middle of the phase.
        const extended = await t.schedule.extend(games[0] ?? "", "12h", { name: "GM" }, "a holiday");
        expect(extended.ok ? "ok" : extended.error).toBe("ok");
        await advance(opened + 20);
        await bot?.stop();
        const sentBefore = discordPosts().length;
        const postedBefore = discourse.raws.length;
        await t.store.db.close();
        t = open();
        await startTheBot();
        await round();
        expect(discordPosts().length).toBe(sentBefore);
        expect(discourse.raws.length).toBe(postedBefore);
      }
      await advance(opened + (phase === 1 ? 62 : 50));
    }

    for (const id of games) {
      const info = await t.service.info(id);
      expect(info.ok && `${info.value.year} ${info.value.phase}`).toBe("1909 deployment");
    }
    const sent = discordPosts();
    const text = sent.map((p) => p.content).join("\n---\n");
    // Each phase: its new deadline, the 24 h and 1 h reminders, the deadline with the summary (4 phases), plus the
    // extension notice; no nonce twice.
    expect(new Set(sent.map((p) => p.nonce)).size).toBe(sent.length);
    expect(text.match(/Reminder: 1 day to the deadline/g)?.length).toBe(4);
    expect(text.match(/Reminder: 1 hour to the deadline/g)?.length).toBe(4);
    expect(text.match(/resolved at the deadline/g)?.length).toBe(4);
    expect(text.match(/GM extended the deadline/g)?.length).toBe(1);
    // Reminders ping exactly the players without orders: Bob, never Alice once she has posted.
    const reminders = sent.filter((p) => p.content.includes("Reminder: 1 hour"));
    for (const r of reminders) expect(r.allowed_mentions.users).toEqual([bob.id]);
    expect(text).toContain("has missed 2 deadlines");
    // The forum game's notices went to the thread through the API, the same four resolutions among them.
    expect(discourse.raws.filter((r) => r.includes("resolved at the deadline"))).toHaveLength(4);
    expect(discourse.raws.filter((r) => r.includes("Reminder:"))).toHaveLength(8);
    await t.store.db.close();
  }, 60_000);
});
