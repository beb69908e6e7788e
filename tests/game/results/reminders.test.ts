import { describe, expect, it } from "vitest";
import { ScheduleService } from "../../../src/game/schedule/schedule-service.ts";
import { render } from "../../../src/presenters/render.ts";
import { post, testService } from "../helpers.ts";

/**
 * Reminders nudge only the seats missing orders (issue #28, item 4), as the game's `orders-visibility` lets them:
 * `names` names and mentions only the missing; `counts` says how many have orders in and mentions nobody;
 * `hidden` says nothing of who has ordered and mentions nobody.
 */
const T0 = Date.parse("2026-12-01T12:00:00.000Z");
const hours = (h: number) => new Date(T0 + h * 3_600_000);

async function gameWithIvanIn(visibility: string) {
  const t = testService();
  const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
  const created = await t.service.createGame({ scenario: "ww1907" });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  await t.service.assignPlayer(id, "russia", "Ivan");
  await t.service.assignPlayer(id, "france", "Marie");
  await t.service.assignPlayer(id, "france", "424242", { discord: true });
  expect((await t.service.setSetting(id, "orders-visibility", visibility)).ok).toBe(true);
  await schedule.configure(id, { phaseHours: 24, reminderHours: [1] });
  await schedule.tick();
  t.clock.now = hours(2);
  await t.service.ingest(id, "forum", [
    post("Ivan", ["Build 2 divisions in Moscow"], { postedAt: hours(2).toISOString() }),
  ]);
  t.clock.now = hours(23.5);
  expect(await schedule.tick()).toBe(1);
  const reminder = (await schedule.pending(id)).find((p) => p.notice.kind === "reminder");
  if (!reminder) throw new Error("no reminder");
  return { notice: reminder.notice, text: render(reminder.notice.document, "text") };
}

describe("reminders nudge only the seats missing orders", () => {
  it("W33 names: the nation with orders in force is neither named nor mentioned; the missing ones are", async () => {
    const { notice, text } = await gameWithIvanIn("names");
    const names = notice.waiting.map((w) => w.name);
    expect(names).toHaveLength(7);
    expect(names).not.toContain("Russian Empire");
    expect(names).toContain("French Third Republic");
    expect(notice.waiting.find((w) => w.name === "French Third Republic")?.discordUserId).toBe("424242");
    expect(text).not.toContain("Russian Empire");
    expect(text).toContain("French Third Republic (Marie)");
  });

  it("counts: how many have orders in, no name, nobody mentioned", async () => {
    const { notice, text } = await gameWithIvanIn("counts");
    expect(notice.waiting).toEqual([]);
    expect(text).toContain("Orders in: 1 of 8.");
    expect(text).not.toContain("French Third Republic");
    expect(text).toContain("If you have no orders in yet, post them in bold before the deadline");
  });

  it("hidden: nothing of who has ordered before the deadline, nobody mentioned", async () => {
    const { notice, text } = await gameWithIvanIn("hidden");
    expect(notice.waiting).toEqual([]);
    expect(text).toContain("Who has ordered is hidden until the deadline.");
    expect(text).not.toMatch(/Orders in: \d/);
    expect(text).not.toContain("French Third Republic");
  });
});
