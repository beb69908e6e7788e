import { afterAll, describe, expect, it } from "vitest";
import { post } from "../game/helpers.ts";
import { startPostgres } from "../helpers/postgres-server.ts";
import { deliver, postgresStorage, processOn, type Storage, sqliteStorage } from "./clock-run.ts";

/**
 * World War 1907 on a fake clock with absent players (rulings "Absent and returning players: Vacation", "Boot to
 * civil disorder", "Replacement"): Ivan (Russia) takes a vacation, Hans (Germany) vanishes and falls into civil
 * disorder after two deadlines (warned one reminder before), Otto claims Germany by a forum post and the GM
 * confirms (the only GM action); four deadlines resolve themselves (W33), with a restart in the middle that loses
 * nothing and sends nothing twice. On SQLite, and on PostgreSQL (embedded, as the contract suite runs it).
 */
const server = await startPostgres();
if ("unavailable" in server) process.stderr.write(`SKIPPED on PostgreSQL: ${server.unavailable}\n`);
afterAll(async () => {
  if (!("unavailable" in server)) await server.stop();
});

const H = 3_600_000;
const T0 = Date.parse("2026-12-01T12:00:00.000Z");
const hour = (h: number) => new Date(T0 + h * H);

async function run(storage: Storage): Promise<void> {
  let t = await processOn(storage, hour(0));
  const created = await t.service.createGame({ scenario: "ww1907", name: "Europe 1907" });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  // Only three nations are played here: the opening's other forum players are taken off.
  for (const p of await t.store.listPlayers(id))
    await t.store.upsertPlayer(id, { nation: p.nation, forumName: null, discordUserId: null, aliases: [] });
  await t.service.assignPlayer(id, "russia", "Ivan");
  await t.service.assignPlayer(id, "germany", "Hans");
  await t.service.assignPlayer(id, "france", "Marie");
  await t.schedule.configure(id, { phaseHours: 24, reminderHours: [1], atDeadline: "resolve" });
  expect((await t.service.absence.vacation(id, "Ivan", 3, { reason: "a wedding" })).ok).toBe(true);

  const sent: { key: string; kind: string; text: string }[] = [];
  const step = async (to: number) => {
    for (let h = Math.floor(t.clock.now.getTime() - T0) / H; h <= to; h += 0.5) {
      t.clock.now = hour(h);
      await t.schedule.tick();
      await deliver(t.schedule, id, sent);
    }
  };
  const say = async (author: string, text: string, at: number) =>
    await t.service.ingest(id, "forum", [post(author, [text], { postedAt: hour(at).toISOString(), text })]);

  // Phase 1 (1907 deployment): Marie orders; Ivan is away, Hans is silent.
  await step(2);
  await say("Marie", "Build 1 division in Paris", 2);
  await step(24.5);
  const first = sent.filter((s) => s.kind === "deadline");
  expect(first).toHaveLength(1);
  expect(first[0]?.text).toContain(
    "Russian Empire is on vacation: the missed deadline is not counted, its standing orders (or holds) apply.",
  );

  // Phase 2 (attack): the reminder warns Hans, then the process restarts before the deadline.
  await step(47.5);
  const warned = sent.filter((s) => s.kind === "reminder").at(-1);
  expect(warned?.text).toContain(
    "Warning: German Empire falls into civil disorder if it misses this deadline too",
  );
  await t.store.db.close();
  t = await processOn(storage, hour(47.5));
  expect(await t.schedule.tick()).toBe(0);
  expect((await t.service.absence.record(id)).streaks.germany).toBe(1);
  expect(await t.service.absence.vacationSeats(id)).toEqual(["russia"]);

  // Deadline 2: Germany falls into civil disorder; the seat is offered; the summary says what it does.
  await step(48.5);
  const second = sent.filter((s) => s.kind === "deadline").at(-1);
  expect(second?.text).toContain("German Empire falls into civil disorder and is offered to a new player.");
  expect(second?.text).toContain("German Empire is in civil disorder: its divisions and ships hold");
  expect(sent.filter((s) => s.kind === "offer").map((s) => s.text)).toEqual([
    expect.stringContaining('post "I claim German Empire"'),
  ]);

  // Phase 3 (1908 deployment): Otto claims Germany, the GM confirms; Ivan comes back early; all order.
  await step(50);
  await say("Otto", "Hello, I claim Germany.", 50);
  expect((await t.service.absence.confirm(id, "Germany", undefined, { name: "GM", gm: true })).ok).toBe(true);
  await say("Otto", "Build 1 division in Berlin", 50);
  await say("Ivan", "Build 1 division in Moscow", 50);
  await say("Marie", "Build 1 division in Paris", 50);
  expect(await t.service.absence.vacationSeats(id)).toEqual([]);
  expect(await t.service.absence.disorderSeats(id)).toEqual([]);
  await step(100);

  const deadlines = sent.filter((s) => s.kind === "deadline");
  expect(deadlines).toHaveLength(4);
  expect(deadlines.every((d) => d.text.includes("Adjutant resolved it"))).toBe(true);
  expect(deadlines[2]?.text).not.toContain("civil disorder");
  // Nothing sent twice, across the restart.
  expect(new Set(sent.map((s) => s.key)).size).toBe(sent.length);
  expect(await t.service.nationOf(id, "Otto")).toBe("germany");
  const info = await t.service.info(id);
  expect(info.ok && `${info.value.year} ${info.value.phase}`).toBe("1909 deployment");
  await t.store.db.close();
}

describe("World War 1907: absent players through four deadlines, no GM action but the confirmation", () => {
  it("on SQLite", async () => {
    const storage = sqliteStorage();
    try {
      await run(storage);
    } finally {
      storage.dispose();
    }
  });

  it.skipIf("unavailable" in server)("on PostgreSQL", async () => {
    if ("unavailable" in server) return;
    await run(await postgresStorage(server, "ww1907_absent"));
  });
});
