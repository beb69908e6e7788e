import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { testService } from "../game/helpers.ts";
import type { FakeDiscord, RecordedRequest } from "../helpers/fake-discord.ts";
import { alice, GM_ROLE, gm, startFakeDiscord } from "./helpers/bot-harness.ts";

type Body = { content?: string; allowed_mentions?: { users?: string[]; parse?: string[] }; nonce?: string };

/** Reminders and deadline notices posted by the bot to the game's channel, on a fake clock, against the fake Discord. */
describe("the bot posts the schedule's notices", () => {
  let fake: FakeDiscord;
  let bot: RunningBot | null = null;
  let t: ReturnType<typeof testService>;
  let schedule: ScheduleService;
  let gameId: string;
  const T0 = Date.parse("2026-12-01T12:00:00.000Z");

  beforeEach(async () => {
    fake = await startFakeDiscord();
    t = testService();
    t.clock.now = new Date(T0);
    const game = await t.service.createGame({
      scenario: "ww1907",
      discordChannelId: fake.channels[0]?.id ?? null,
    });
    if (!game.ok) throw new Error(game.error);
    gameId = game.value.id;
    await t.service.assignPlayer(gameId, "Russia", alice.id, { discord: true });
    schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
    await schedule.configure(gameId, { phaseHours: 48 });
    bot = await startBot({
      config: { token: "t", guildId: fake.guildId, gmRoleId: GM_ROLE, gmUserIds: [], apiBase: fake.apiBase },
      service: t.service,
      logger: pino({ level: "silent" }),
      rest: { retries: 1, offset: 0 },
      deploy: false,
      schedule,
      scheduleEveryMs: 3_600_000,
    });
  });

  afterEach(async () => {
    await bot?.stop();
    await fake.stop();
  });

  const posts = (after: number): RecordedRequest[] =>
    fake.requests
      .slice(after)
      .filter((r) => r.method === "POST" && /^\/channels\/\d+\/messages$/.test(r.path));

  it("a reminder mentions exactly the players with no orders, once, with a nonce Discord enforces", async () => {
    const start = fake.requests.length;
    expect(await bot?.scheduleRound()).toBe(1); // the new deadline
    t.clock.now = new Date(T0 + 24 * 3_600_000);
    expect(await bot?.scheduleRound()).toBe(1);
    expect(await bot?.scheduleRound()).toBe(0);
    const sent = posts(start).map((r) => r.body as Body);
    expect(sent).toHaveLength(2);
    const reminder = sent[1];
    expect(reminder?.content).toContain(`<@${alice.id}>`);
    expect(reminder?.content).toContain("Reminder: 1 day to the deadline");
    expect(reminder?.allowed_mentions).toEqual({ users: [alice.id], parse: [] });
    expect(reminder?.nonce).toMatch(/^[0-9a-f]{25}$/);
    expect(await schedule.pending(gameId)).toEqual([]);
  });

  it("a notice that cannot be posted stays in the outbox and is tried again, never lost", async () => {
    const lost = await t.service.createGame({ scenario: "ww1907", discordChannelId: "1999999999999999999" });
    if (!lost.ok) throw new Error(lost.error);
    await schedule.configure(lost.value.id, { phaseHours: 48 });
    await bot?.scheduleRound();
    await bot?.scheduleRound();
    expect((await schedule.pending(lost.value.id)).map((p) => p.notice.kind)).toEqual(["scheduled"]);
    expect(await schedule.pending(gameId)).toEqual([]);
  });

  it("/deadline +12h extends the deadline, with the reason, logged as the GM's", async () => {
    await bot?.scheduleRound(); // the phase gets its deadline
    const set = fake.runSlashCommand({
      name: "deadline",
      user: gm,
      options: [
        { name: "when", type: 3, value: "+12h" },
        { name: "reason", type: 3, value: "a holiday" },
      ],
    });
    const answer = await fake.waitForRequest("POST", new RegExp(`^/interactions/${set.id}/`));
    expect((answer.body as { data?: { content?: string } }).data?.content).toContain(
      "extended the deadline of the 1907 Deployment phase by 12 hours (a holiday)",
    );
    const info = await t.service.info(gameId);
    expect(info.ok && info.value.deadline).toBe(new Date(T0 + 60 * 3_600_000).toISOString());
    expect((await schedule.schedules.changes(gameId)).at(-1)).toMatchObject({
      kind: "extended",
      reason: "a holiday",
    });
  });
});
