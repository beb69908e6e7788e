import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

/**
 * Deadlines that run themselves, on a fake clock: a phase gets its deadline from the schedule, reminders fall due
 * once each (naming who has no valid orders), an extension is logged and re-arms the reminders, a restart sends
 * nothing twice, and at the deadline the phase is resolved when the schedule says so (W33: later posts are late).
 */
const dir = mkdtempSync(join(tmpdir(), "adjutant-schedule-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const T0 = Date.parse("2026-12-01T12:00:00.000Z");
const hours = (h: number) => new Date(T0 + h * 3_600_000);

function open(file: string, clock?: { now: Date }) {
  const t = testService(file);
  if (clock) t.clock.now = clock.now;
  const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
  return { ...t, schedule };
}

describe("a World War 1907 game on a schedule", () => {
  it("W33 reminders, one extension, a restart and a resolution at the deadline, with no GM action but the schedule", async () => {
    const file = join(dir, "game.sqlite");
    let t = open(file);
    const created = await t.service.createGame({ scenario: "ww1907", name: "Europe 1907" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await t.service.assignPlayer(id, "russia", "Ivan");
    await t.service.assignPlayer(id, "france", "Marie");
    expect(
      (await t.schedule.configure(id, { phaseHours: 48, reminderHours: [24, 1], atDeadline: "resolve" })).ok,
    ).toBe(true);

    // The open phase gets its deadline from the phase length.
    expect(await t.schedule.tick()).toBe(0);
    const info = await t.service.info(id);
    expect(info.ok && info.value.deadline).toBe(hours(48).toISOString());
    const kinds = async () => (await t.schedule.pending(id)).map((p) => p.notice.kind);
    expect(await kinds()).toEqual(["scheduled"]);
    const status = await t.service.status(id);
    expect(status.ok && render(status.value, "text")).toContain(
      "Deadline: 3 Dec 2026, 12:00 UTC (in 2 days).",
    );
    for (const p of await t.schedule.pending(id)) await t.schedule.delivered(id, p.key);

    // 24 hours before: a reminder naming both players; a second tick adds nothing.
    t.clock.now = hours(24);
    expect(await t.schedule.tick()).toBe(1);
    expect(await t.schedule.tick()).toBe(0);
    const [reminder] = await t.schedule.pending(id);
    expect(reminder?.notice.kind).toBe("reminder");
    // The built-in opening seats every nation (its forum players); Ivan and Marie took two of them.
    expect(reminder?.notice.waiting).toHaveLength(8);
    expect(reminder?.notice.waiting.map((w) => w.name)).toContain("Russian Empire");
    const text = render(reminder?.notice.document ?? { blocks: [] }, "text");
    expect(text).toContain("Reminder: 1 day to the deadline");
    expect(text).toContain("(in 1 day)");
    expect(text).toContain("Russian Empire (Ivan)");
    expect(text).toContain("French Third Republic (Marie)");
    await t.schedule.delivered(id, reminder?.key ?? "");

    // Ivan posts; the GM extends by 12 hours (logged, announced).
    t.clock.now = hours(25);
    await t.service.ingest(id, "forum", [
      post("Ivan", ["Build 2 divisions in Moscow"], { postedAt: hours(25).toISOString() }),
    ]);
    const extended = await t.schedule.extend(id, "12h", { name: "Gamemaster" }, "a holiday in France");
    expect(extended.ok).toBe(true);
    if (extended.ok) {
      expect(render(extended.value.document, "text")).toContain(
        "Gamemaster extended the deadline of the 1907 Deployment phase by 12 hours (a holiday in France): it now closes at",
      );
    }
    const changes = (await t.schedule.schedules.changes(id)).map((c) => [c.kind, c.actor, c.to_deadline]);
    expect(changes).toContainEqual(["extended", "Gamemaster", hours(60).toISOString()]);

    // The new deadline's reminders: 24 h before it (hour 36), then 1 h before (hour 59), naming only Marie.
    t.clock.now = hours(36);
    expect(await t.schedule.tick()).toBe(1);
    t.clock.now = hours(59);
    expect(await t.schedule.tick()).toBe(1);
    const last = (await t.schedule.pending(id)).at(-1);
    const names = last?.notice.waiting.map((w) => w.name) ?? [];
    expect(names).toHaveLength(7);
    expect(names).toContain("French Third Republic");
    expect(names).not.toContain("Russian Empire");

    // A restart (a new process on the same database) sends nothing twice.
    await t.store.db.close();
    t = open(file, { now: hours(59) });
    expect(await t.schedule.tick()).toBe(0);

    // At the deadline the phase is resolved and the summary posted; Marie has missed a deadline.
    t.clock.now = new Date(hours(60).getTime() + 30_000);
    expect(await t.schedule.tick()).toBe(1);
    const deadline = (await t.schedule.pending(id)).at(-1);
    expect(deadline?.notice.kind).toBe("deadline");
    expect(deadline?.notice.waiting).toContainEqual(
      expect.objectContaining({ name: "French Third Republic", missed: 1 }),
    );
    expect(deadline?.notice.waiting.map((w) => w.name)).not.toContain("Russian Empire");
    const summary = render(deadline?.notice.document ?? { blocks: [] }, "text");
    expect(summary).toContain("Posts written after it are late and not used (W33).");
    expect(summary).toContain("Adjutant resolved it (the game's schedule resolves at the deadline):");
    const after = await t.service.info(id);
    expect(after.ok && after.value.phase).toBe("attack");

    // The next phase opens with its own deadline, 48 hours on.
    await t.schedule.tick();
    const next = await t.service.info(id);
    expect(next.ok && next.value.deadline).toBe(
      new Date(hours(60).getTime() + 30_000 + 48 * 3_600_000).toISOString(),
    );
    await t.store.db.close();
  });

  it("a reminder that fell due while Adjutant was down is sent late, saying so; one past the deadline is named in it", async () => {
    const t = open(join(dir, "late.sqlite"));
    const created = await t.service.createGame({ scenario: "ww1907" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await t.service.assignPlayer(id, "russia", "Ivan");
    await t.schedule.configure(id, { phaseHours: 48 });
    await t.schedule.tick();
    t.clock.now = hours(30); // the 24 h reminder fell due at hour 24
    expect(await t.schedule.tick()).toBe(1);
    const late = (await t.schedule.pending(id)).at(-1);
    expect(render(late?.notice.document ?? { blocks: [] }, "text")).toContain(
      "is sent late: Adjutant was not running then",
    );
    t.clock.now = hours(50); // the 1 h reminder (hour 47) and the deadline both passed while down
    expect(await t.schedule.tick()).toBe(1);
    const closed = render((await t.schedule.pending(id)).at(-1)?.notice.document ?? { blocks: [] }, "text");
    expect(closed).toContain("The reminders due 1 hour before the deadline were not sent");
    expect(closed).toContain("The GM resolves it with /resolve");
    await t.store.db.close();
  });

  it("a paused game sends nothing, and resuming moves the deadline on by the pause", async () => {
    const t = open(join(dir, "pause.sqlite"));
    const created = await t.service.createGame({ scenario: "ww1907" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await t.schedule.configure(id, { phaseHours: 48 });
    await t.schedule.tick();
    t.clock.now = hours(10);
    expect((await t.schedule.pause(id, { name: "GM" }, "holidays")).ok).toBe(true);
    t.clock.now = hours(100);
    expect(await t.schedule.tick()).toBe(0);
    expect((await t.schedule.resume(id, { name: "GM" })).ok).toBe(true);
    const info = await t.service.info(id);
    expect(info.ok && info.value.deadline).toBe(hours(48 + 90).toISOString());
    expect((await t.schedule.pause(id, { name: "GM" }, "x")).ok).toBe(true);
    expect((await t.schedule.pause(id, { name: "GM" }, "x")).ok).toBe(false);
    await t.store.db.close();
  });
});

describe("absent players", () => {
  it("a seat that missed deadlines is handed to a new player: the old one no longer plays it, the count starts again", async () => {
    const t = open(join(dir, "replace.sqlite"));
    const created = await t.service.createGame({ scenario: "ww1907" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await t.service.assignPlayer(id, "russia", "Ivan");
    await t.schedule.configure(id, { phaseHours: 1, reminderHours: [] });
    await t.schedule.tick();
    t.clock.now = hours(2);
    await t.schedule.tick();
    expect(await t.schedule.schedules.missed(id, "russia")).toBe(1);
    const replaced = await t.service.replacePlayer(id, "Russia", "Sergei");
    expect(replaced).toEqual({ ok: true, value: { seat: "russia", previous: "Ivan" } });
    expect(await t.service.nationOf(id, "Ivan")).toBeNull();
    expect(await t.service.nationOf(id, "Sergei")).toBe("russia");
    expect(await t.schedule.schedules.missed(id, "russia")).toBe(0);
    await t.store.db.close();
  });
});

describe("standing orders for absent nations", () => {
  it("a nation with no orders holds by default, and plays the GM's standing orders when the game says so", async () => {
    const run = async (absent: "hold" | "standing") => {
      const t = open(join(dir, `standing-${absent}.sqlite`));
      const created = await t.service.createGame({ scenario: "ww1907" });
      if (!created.ok) throw new Error(created.error);
      const id = created.value.id;
      await t.schedule.configure(id, { absentOrders: absent });
      expect((await t.service.setStandingOrders(id, "Russia", "Build 2 divisions in Moscow")).ok).toBe(true);
      const before = await ww1907Of(t.service).state(id);
      const resolved = await t.service.resolve(id, { name: "GM" });
      if (!resolved.ok) throw new Error(resolved.error);
      const after = await ww1907Of(t.service).state(id);
      const moscow = (s: typeof after) => (s.ok ? s.value.provinces.moscow?.divisions : undefined);
      const text = render(resolved.value.summary, "text");
      await t.store.db.close();
      return { built: (moscow(after) ?? 0) - (moscow(before) ?? 0), text };
    };
    expect((await run("hold")).built).toBe(0);
    const standing = await run("standing");
    expect(standing.built).toBe(2);
    expect(standing.text).toContain(
      "Standing orders were played for Russian Empire, whose player sent no valid orders.",
    );
  });
});
