import { describe, expect, it } from "vitest";
import type { RiskReportJson, RiskStatusJson } from "../../src/game/risk/risk-json.ts";
import { post, riskGameAt } from "./helpers.ts";
import { THREE_IN_ACTIONS_BRAZIL_STRONG } from "./risk-positions.ts";

/** `status --json` and `report --json` of a Risk Variant One game: the stable shapes of src/game/risk/risk-json.ts. */

async function game() {
  const t = await riskGameAt(THREE_IN_ACTIONS_BRAZIL_STRONG);
  await t.service.assignPlayer(t.id, "Bob", "BobOnTheForum");
  return t;
}

describe("status --json and report --json of a Risk Variant One game", () => {
  it("V4 V5 V6 status: the turn, whose action it is, each seat's territories, armies and income, the neutrals", async () => {
    const t = await game();
    const status = await t.service.statusJson(t.id);
    expect(status.ok).toBe(true);
    if (!status.ok) return;
    const s = status.value as RiskStatusJson;
    expect(s.game).toMatchObject({
      ruleset: "risk-variant-one",
      turn: 1,
      phase: "actions",
      actor: "Alice",
      gameOver: false,
    });
    expect(s.waiting?.players).toEqual(["Alice"]);
    expect(s.players.map((p) => p.name)).toEqual(["Alice", "Bob", "Cleo"]);
    expect(s.players[1]).toMatchObject({
      name: "Bob",
      player: "BobOnTheForum",
      armies: 3,
      income: 1,
      territories: [{ id: "peru", name: "Peru", armies: 3, income: 1 }],
    });
    expect(s.neutral.length).toBe(42 - 3);
    expect(s.neutral.every((n) => n.armies >= 1)).toBe(true);
    const one = await t.service.statusJson(t.id, "bob");
    expect(one.ok && (one.value as RiskStatusJson).players.map((p) => p.name)).toEqual(["Bob"]);
    const none = await t.service.statusJson(t.id, "Dora");
    expect(none).toEqual({
      ok: false,
      error: 'no player "Dora" in this game (players, in seat order: Alice, Bob, Cleo)',
    });
  });

  it("V7 report: the attack waiting for its answer and this turn's log", async () => {
    const t = await game();
    await t.service.ingest(t.id, "console", [
      post("Alice", ["Attack Peru from Brazil with 4"], { postedAt: "2026-12-01T12:30:00.000Z" }),
    ]);
    const report = await t.service.reportJson(t.id);
    expect(report.ok).toBe(true);
    if (!report.ok) return;
    const r = report.value as RiskReportJson;
    expect(r.pending).toMatchObject({
      attacker: "Alice",
      defender: "Bob",
      from: "brazil",
      toName: "Peru",
      force: 4,
    });
    expect(r.waiting?.players).toEqual(["Bob"]);
    expect(r.log.join(" ")).toContain("Peru");
    expect(r.game.deadline).toMatch(/^2026-12-/);
  });
});
