import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ordersInSchema } from "../../../src/game/types.ts";
import { render } from "../../../src/presenters/render.ts";
import { post, testService } from "../helpers.ts";

/**
 * Who has ordered (issue #28, item 4): `ordersIn` counts the seats in play and those with orders in, and shows
 * names, counts only, or nothing until the deadline, per the game's `orders-visibility`; the same after a restart
 * (a reopened SQLite database), in `status`, `status --json`, for World War 1907 and Risk Variant One.
 */
const dir = mkdtempSync(join(tmpdir(), "adjutant-orders-in-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const text = (r: { ok: true; value: Parameters<typeof render>[0] } | { ok: false; error: string }) =>
  r.ok ? render(r.value, "text") : r.error;

describe("who has ordered in World War 1907", () => {
  it("W33 counts the nations with an order post in force, by name, then counts only, then hidden until the deadline", async () => {
    const file = join(dir, "ww.sqlite");
    let t = testService(file);
    const created = await t.service.createGame({ scenario: "ww1907", name: "Europe 1907" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await t.service.assignPlayer(id, "russia", "Ivan");
    t.clock.now = new Date("2026-12-01T12:30:00Z");
    await t.service.ingest(id, "forum", [
      post("Ivan", ["Build 2 divisions in Moscow"], { postedAt: "2026-12-01T12:30:00Z" }),
    ]);

    const names = await t.service.ordersIn(id);
    expect(names).toEqual({
      ok: true,
      value: { visibility: "names", revealed: false, seats: 8, inForce: 1, names: ["Russian Empire"] },
    });
    if (names.ok) expect(ordersInSchema.parse(names.value)).toEqual(names.value);
    expect(text(await t.service.status(id))).toContain("Orders in: 1 of 8 (Russian Empire).");
    const json = await t.service.statusJson(id);
    expect(json.ok && (json.value as { ordersIn: unknown }).ordersIn).toEqual(names.ok && names.value);

    // counts only: no names anywhere, not even the "Waiting for" line of the deadline
    expect((await t.service.setSetting(id, "orders-visibility", "counts")).ok).toBe(true);
    await t.service.setDeadline(id, "2026-12-03T12:00:00Z");
    const counts = await t.service.ordersIn(id);
    expect(counts.ok && counts.value).toEqual({
      visibility: "counts",
      revealed: false,
      seats: 8,
      inForce: 1,
      names: null,
    });
    const countsText = text(await t.service.status(id));
    expect(countsText).toContain("Orders in: 1 of 8.");
    expect(countsText).not.toContain("Waiting for");

    // a restart: the setting and the count are read back from the database
    await t.store.close();
    t = testService(file);
    t.clock.now = new Date("2026-12-01T13:00:00Z");
    expect(await t.service.ordersIn(id)).toEqual(counts);

    // hidden until the deadline; once it has passed, the names show
    expect((await t.service.setSetting(id, "orders-visibility", "hidden")).ok).toBe(true);
    expect(await t.service.ordersIn(id)).toEqual({
      ok: true,
      value: { visibility: "hidden", revealed: false, seats: 8, inForce: null, names: null },
    });
    expect(text(await t.service.status(id))).toContain("Orders in: hidden until the deadline (8 to order).");
    t.clock.now = new Date("2026-12-03T12:00:01Z");
    expect(await t.service.ordersIn(id)).toEqual({
      ok: true,
      value: { visibility: "hidden", revealed: true, seats: 8, inForce: 1, names: ["Russian Empire"] },
    });
    await t.store.close();
  });

  it("refuses a visibility it does not know, and an unknown setting, with the reason; nothing changes", async () => {
    const t = testService();
    const created = await t.service.createGame({ scenario: "ww1907" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    expect(await t.service.setSetting(id, "orders-visibility", "loud")).toEqual({
      ok: false,
      error:
        '"loud" is not a value of orders-visibility: it takes names | counts | hidden (who sees who has ordered; hidden: until the deadline)',
    });
    expect(await t.service.setSetting(id, "visibility", "names")).toEqual({
      ok: false,
      error:
        'no setting "visibility": the settings are orders-visibility, rated, vacation-days, civil-disorder-after',
    });
    expect(await t.service.settings(id)).toEqual({
      ok: true,
      value: { "orders-visibility": "names", rated: false, "vacation-days": 10, "civil-disorder-after": 2 },
    });
  });
});

describe("who has ordered in Risk Variant One", () => {
  it("V3 V6 a player has orders in when the game waits for nothing from them now; the same after a restart", async () => {
    const file = join(dir, "risk.sqlite");
    let t = testService(file);
    const created = await t.service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob", "Cleo"] });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    const waiting = (await t.service.waitingOn(id)).map((w) => w.name);
    expect(waiting).toHaveLength(1);
    const others = ["Alice", "Bob", "Cleo"].filter((p) => !waiting.includes(p));
    const first = await t.service.ordersIn(id);
    expect(first).toEqual({
      ok: true,
      value: { visibility: "names", revealed: false, seats: 3, inForce: 2, names: others },
    });
    const json = await t.service.statusJson(id);
    expect(json.ok && (json.value as { ordersIn: unknown }).ordersIn).toEqual(first.ok && first.value);
    await t.store.close();
    t = testService(file);
    expect(await t.service.ordersIn(id)).toEqual(first);
    await t.store.close();
  });
});
