import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { render } from "../../src/presenters/render.ts";
import { post, riskGameAt, riskStateOf, testService } from "../game/helpers.ts";
import { THREE_IN_ACTIONS } from "../game/risk-positions.ts";

/**
 * House rules "Absent and returning players", Boot to civil disorder: a seat in civil disorder gives no orders and
 * the game does not wait for it, so neither `waitingOn` nor the status's "Waiting for:" line names it (World War
 * 1907, W33's simultaneous orders; Risk Variant One, V6/V7's turns and answers), after a reopened database too.
 */
const dir = mkdtempSync(join(tmpdir(), "adjutant-waiting-disorder-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GM = { name: "Gamemaster", gm: true };

const waitingLine = (doc: Parameters<typeof render>[0]) =>
  render(doc, "text")
    .split("\n")
    .find((l) => l.includes("Waiting for"));

describe("a seat in civil disorder is not waited for", () => {
  it("World War 1907 (W33): the Waiting for line and waitingOn leave the booted nation out, after a restart too", async () => {
    const file = join(dir, "ww.sqlite");
    let t = testService(file);
    const created = await t.service.createGame({ scenario: "ww1907", name: "Europe 1907" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await t.service.assignPlayer(id, "russia", "Ivan");
    await t.service.assignPlayer(id, "germany", "Hans");
    await t.service.assignPlayer(id, "france", "Marie");
    const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
    await schedule.configure(id, { phaseHours: 48, reminderHours: [1] });
    await schedule.tick();
    const before = await t.service.status(id);
    if (!before.ok) throw new Error(before.error);
    expect(waitingLine(before.value)).toBe(
      "Waiting for: Austria-Hungary, French Third Republic, German Empire, Italy, Ottoman Empire, Russian Empire, Spain and United Kingdom.",
    );
    const seats = (await t.service.waitingOn(id)).map((w) => w.seat);
    expect(seats).toContain("germany");

    expect((await t.service.absence.boot(id, "Germany", GM, "no word for a month")).ok).toBe(true);
    const check = async () => {
      expect((await t.service.waitingOn(id)).map((w) => w.seat)).toEqual(
        seats.filter((s) => s !== "germany"),
      );
      const status = await t.service.status(id);
      if (!status.ok) throw new Error(status.error);
      expect(waitingLine(status.value)).toBe(
        "Waiting for: Austria-Hungary, French Third Republic, Italy, Ottoman Empire, Russian Empire, Spain and United Kingdom.",
      );
      expect(render(status.value, "text")).toContain("German Empire is in civil disorder");
      // nor is it counted among the seats that have or lack orders
      expect(await t.service.ordersIn(id)).toMatchObject({ ok: true, value: { seats: 7, inForce: 0 } });
    };
    await check();
    await t.store.close();
    t = testService(file);
    await check();
    await t.store.close();
  });

  it("Risk Variant One (V6, V7): the booted player is passed over; the status waits for the next player, after a restart too", async () => {
    const t = await riskGameAt(THREE_IN_ACTIONS);
    expect((await riskStateOf(t.store, t.id)).actor).toBe("Alice");
    expect((await t.service.absence.boot(t.id, "Alice", GM)).ok).toBe(true);
    const check = async () => {
      expect((await t.service.waitingOn(t.id)).map((w) => w.seat)).toEqual(["Bob"]);
      const status = await t.service.status(t.id);
      if (!status.ok) throw new Error(status.error);
      expect(waitingLine(status.value)).toMatch(/^Waiting for: Bob \(action, round 1/);
    };
    await check();
    // Bob attacks Alice: her answer is hold at once (V7), no attack waits for her; then Cleo's turn
    await t.service.ingest(t.id, "console", [post("Bob", ["Attack Brazil from Peru with 5, stop at 1"])]);
    expect((await riskStateOf(t.store, t.id)).pending).toBeNull();
    expect((await t.service.waitingOn(t.id)).map((w) => w.seat)).not.toContain("Alice");
    const status = await t.service.status(t.id);
    expect(status.ok && waitingLine(status.value)).not.toMatch(/Alice/);
  });
});
