import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { post, riskStateOf } from "../game/helpers.ts";
import { startPostgres } from "../helpers/postgres-server.ts";
import { deliver, postgresStorage, processOn, type Storage, sqliteStorage } from "./clock-run.ts";

/**
 * Risk Variant One on a fake clock with absent players (rulings "Absent and returning players: Vacation", "Boot to
 * civil disorder", "Replacement"; V6, V7): Alice takes a vacation (her missed actions pass at the deadline and are
 * not counted), Bob vanishes and falls into civil disorder after two missed deadlines (warned one reminder
 * before), Dan claims Bob's seat by a post and the GM confirms (the only GM action); Cleo plays on. The game goes
 * through more than four deadlines with a restart in the middle that loses nothing and sends nothing twice. On
 * SQLite, and on PostgreSQL (embedded, as the contract suite runs it).
 */
const server = await startPostgres();
if ("unavailable" in server) process.stderr.write(`SKIPPED on PostgreSQL: ${server.unavailable}\n`);
const dir = mkdtempSync(join(tmpdir(), "adjutant-risk-absent-"));
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  if (!("unavailable" in server)) await server.stop();
});

const H = 3_600_000;
const T0 = Date.parse("2026-12-01T12:00:00.000Z");
const hour = (h: number) => new Date(T0 + h * H);
const SCENARIO = `base: risk-v1
players: [Alice, Bob, Cleo]
dealer: Cleo
phase: actions
territories:
  Brazil: { owner: Alice, armies: 3, income: 2 }
  Peru: { owner: Bob, armies: 3, income: 1 }
  North Africa: { owner: Cleo, armies: 4, income: 2 }
`;

async function run(storage: Storage): Promise<void> {
  const file = join(dir, `position-${storage.name}.yaml`);
  writeFileSync(file, SCENARIO);
  let t = await processOn(storage, hour(0));
  const created = await t.service.createGame({ scenario: file, name: "Risk on a clock" });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  await t.schedule.configure(id, { phaseHours: 12, reminderHours: [1], atDeadline: "resolve" });
  expect((await t.service.absence.vacation(id, "Alice", 3)).ok).toBe(true);

  const sent: { key: string; kind: string; text: string }[] = [];
  let posts = 0;
  let restarted = false;
  let confirmed = false;
  for (let h = 0; h <= 110; h += 0.5) {
    if (!restarted && h === 30) {
      // A restart in the middle: the same database, a new process.
      await t.store.db.close();
      t = await processOn(storage, hour(h));
      expect(await t.schedule.tick()).toBe(0);
      expect(await t.service.absence.vacationSeats(id)).toEqual(["Alice"]);
      restarted = true;
    }
    t.clock.now = hour(h);
    const actor = (await riskStateOf(t.store, id)).actor;
    const say = async (author: string, text: string) =>
      await t.service.ingest(id, "console", [
        post(author, [text], { postId: `p${++posts}`, postedAt: hour(h).toISOString(), text }),
      ]);
    if (actor === "Cleo") await say("Cleo", "Pass");
    if (actor === "Bob" && confirmed) await say("Dan", "Pass");
    if (actor === "Alice" && h >= 60) await say("Alice", "Pass");
    await t.schedule.tick();
    await deliver(t.schedule, id, sent);
    if (!confirmed && sent.some((s) => s.kind === "offer")) {
      await say("Dan", "I claim Bob");
      const done = await t.service.absence.confirm(id, "Bob", undefined, { name: "GM", gm: true });
      expect(done.ok ? done.value.player : done).toBe("Dan");
      confirmed = true;
    }
  }

  const deadlines = sent.filter((s) => s.kind === "deadline");
  expect(deadlines.length).toBeGreaterThanOrEqual(4);
  // Alice's actions on vacation pass at the deadline (V6), not counted.
  expect(
    deadlines.filter((d) => d.text.includes("Alice is on vacation: the missed deadline is not counted"))
      .length,
  ).toBeGreaterThanOrEqual(1);
  expect(deadlines.some((d) => d.text.includes("skipped Alice's action: a pass (V6)"))).toBe(true);
  // Bob: warned in the reminder before his second miss, then civil disorder and the offer, once.
  expect(
    sent.some((s) => s.kind === "reminder" && s.text.includes("Warning: Bob falls into civil disorder")),
  ).toBe(true);
  expect(
    deadlines.filter((d) => d.text.includes("Bob falls into civil disorder and is offered to a new player."))
      .length,
  ).toBe(1);
  // His second own deadline in a row (turn 2): Alice's deadlines between his do not break the run.
  expect(deadlines.find((d) => d.text.includes("Bob falls into civil disorder"))?.text).toContain(
    "Turn 2 of Risk on a clock closed",
  );
  expect(sent.filter((s) => s.kind === "offer")).toHaveLength(1);
  // Dan plays the seat now; Alice's vacation ended when she posted; nothing was sent twice.
  expect(await t.service.nationOf(id, "Dan")).toBe("Bob");
  expect(await t.service.absence.disorderSeats(id)).toEqual([]);
  expect(await t.service.absence.vacationSeats(id)).toEqual([]);
  expect((await t.service.absence.record(id)).vacations[0]?.endedAt).not.toBeNull();
  expect(new Set(sent.map((s) => s.key)).size).toBe(sent.length);
  await t.store.db.close();
}

describe("Risk Variant One: absent players through four deadlines, no GM action but the confirmation", () => {
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
    await run(await postgresStorage(server, "risk_absent"));
  });
});
