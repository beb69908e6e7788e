import { describe, expect, it } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { verifyRiskTurn } from "../../src/rulesets/risk-variant-one/turn-record.ts";
import { post, riskGameAt, riskStateOf } from "./helpers.ts";

/**
 * GM adjustments of a Risk Variant One game (`adjust armies|owner|income`): names read like orders, the rules kept
 * around them (V4/V6 a territory is never empty, V7 a waiting attack, V9 a player left without land is out), logged with who and
 * why, replayed by verify as a step of the turn, and undone like any action.
 */
const SCENARIO = `base: risk-v1
players: [Alice, Bob, Cleo]
dealer: Cleo
phase: actions
territories:
  Brazil: { owner: Alice, armies: 5, income: 2 }
  Argentina: { owner: Alice, armies: 2, income: 1 }
  Peru: { owner: Bob, armies: 3, income: 1 }
  Venezuela: { owner: Bob, armies: 2, income: 1 }
  North Africa: { owner: Cleo, armies: 4, income: 2 }
`;

const game = async () => await riskGameAt(SCENARIO);

const gm = { name: "Gamemaster" };
/** After the game opened (the test clock stands at 12:00). */
const LATER = "2026-12-01T12:30:00.000Z";
const text = (doc: Parameters<typeof render>[0]) => render(doc, "text");

describe("GM adjustments of a Risk Variant One game", () => {
  it("sets armies, owner and income by the names players use, and says what changed and why", async () => {
    const t = await game();
    const armies = await t.service.adjust(t.id, gm, "miscounted", {
      kind: "set-divisions",
      province: "peru",
      divisions: 6,
    });
    expect(armies.ok).toBe(true);
    if (armies.ok) {
      expect(text(armies.value)).toContain("Gamemaster adjusted the game (miscounted):");
      expect(text(armies.value)).toContain("The GM set the armies of Peru to 6 (it was 3).");
    }
    const owner = await t.service.adjust(t.id, gm, "rollback", {
      kind: "set-owner",
      province: "Venezuela",
      owner: "cleo",
    });
    expect(owner.ok && text(owner.value)).toContain("The GM gave Venezuela to Cleo (it was Bob's).");
    const income = await t.service.adjust(t.id, gm, "typo", {
      kind: "set-income",
      province: "N. Africa",
      income: 3,
    });
    expect(income.ok && text(income.value)).toContain(
      "The GM set the income of North Africa to 3 (it was 2).",
    );
    const s = await riskStateOf(t.store, t.id);
    expect(s.territories.peru).toMatchObject({ owner: "Bob", armies: 6 });
    expect(s.territories.venezuela?.owner).toBe("Cleo");
    expect(s.territories["north-africa"]?.income).toBe(3);
  });

  it("suggests the nearest territory on a typo and lists the players for an unknown owner", async () => {
    const t = await game();
    expect(
      await t.service.adjust(t.id, gm, "x", { kind: "set-divisions", province: "Peruu", divisions: 4 }),
    ).toEqual({
      ok: false,
      error: 'no territory "Peruu" on this map: did you mean Peru?',
    });
    expect(
      await t.service.adjust(t.id, gm, "x", { kind: "set-owner", province: "Peru", owner: "Dora" }),
    ).toEqual({
      ok: false,
      error: 'no player "Dora" in this game (players, in seat order: Alice, Bob, Cleo; "neutral" for none)',
    });
    const treasury = await t.service.adjust(t.id, gm, "x", {
      kind: "set-treasury",
      nation: "Alice",
      treasury: 3,
    });
    expect(treasury.ok).toBe(false);
    if (!treasury.ok) expect(treasury.error).toContain("adjust armies, owner or income");
  });

  it("V4 V6 never empties a territory; negative incomes only by the ruling", async () => {
    const t = await game();
    const empty = await t.service.adjust(t.id, gm, "x", {
      kind: "set-divisions",
      province: "Peru",
      divisions: 0,
    });
    expect(!empty.ok && empty.error).toContain("a territory is never empty (V4, V6)");
    const negative = await t.service.adjust(t.id, gm, "x", {
      kind: "set-income",
      province: "Peru",
      income: -1,
    });
    expect(!negative.ok && negative.error).toContain("negativeIncomes ruling, V6");
    expect((await riskStateOf(t.store, t.id)).territories.peru).toMatchObject({
      owner: "Bob",
      armies: 3,
      income: 1,
    });
  });

  it("V9 turn-3 ruling: a player an adjustment leaves without territory is out at once, and the turn moves on from them", async () => {
    const t = await game();
    // Alice acts first (Cleo deals); she passes, so it is Bob's turn, then the GM gives Bob's land away
    const [passed] = await t.service.ingest(t.id, "console", [post("Alice", ["Pass"], { postedAt: LATER })]);
    expect(passed?.kind === "orders" && passed.receipt.accepted).toBe(1);
    expect(
      (await t.service.adjust(t.id, gm, "x", { kind: "set-owner", province: "Peru", owner: "Alice" })).ok,
    ).toBe(true);
    const last = await t.service.adjust(t.id, gm, "Bob left the game", {
      kind: "set-owner",
      province: "Venezuela",
      owner: "Alice",
    });
    expect(last.ok).toBe(true);
    if (last.ok) expect(text(last.value)).toContain("Bob holds no territory and is out of the game (V9).");
    const s = await riskStateOf(t.store, t.id);
    expect(s.players.find((p) => p.name === "Bob")).toMatchObject({ eliminated: true });
    expect(s.eliminated).toEqual(["Bob"]);
    expect(s.actor).toBe("Cleo");
    expect(s.gameOver).toBe(false);
    // Bob's orders are refused with the reason
    const [refused] = await t.service.ingest(t.id, "console", [
      post("Bob", ["Pass"], { postId: "bob-1", postedAt: LATER }),
    ]);
    expect(refused?.kind === "orders" && refused.receipt.lines[0]?.message).toBe(
      "V9: Bob holds no territory and is out of the game",
    );
    // taking Cleo's last territory too leaves only Alice holding land: the game is over, Cleo (last out) second
    const end = await t.service.adjust(t.id, gm, "x", {
      kind: "set-owner",
      province: "North Africa",
      owner: "Alice",
    });
    expect(end.ok).toBe(true);
    const over = await riskStateOf(t.store, t.id);
    expect(over.gameOver).toBe(true);
    expect(over.ranking?.map((r) => r.player)).toEqual(["Alice", "Cleo", "Bob"]);
  });

  it("V7 the territories of an attack waiting for its answer are not adjusted until it is fought", async () => {
    const t = await game();
    const [r] = await t.service.ingest(t.id, "console", [
      post("Alice", ["Attack Peru from Brazil with 4"], { postedAt: LATER }),
    ]);
    expect(r?.kind === "orders" && r.receipt.accepted).toBe(1);
    const refused = await t.service.adjust(t.id, gm, "x", {
      kind: "set-divisions",
      province: "Peru",
      divisions: 9,
    });
    expect(!refused.ok && refused.error).toContain("is waiting for its answer (V7)");
  });

  it("an adjustment is undone like an action, and verify replays it as a step of the turn", async () => {
    const t = await game();
    expect(
      (await t.service.adjust(t.id, gm, "fix", { kind: "set-divisions", province: "Peru", divisions: 7 })).ok,
    ).toBe(true);
    const undone = await t.service.undo(t.id, gm);
    expect(undone.ok && text(undone.value)).toContain(
      "Gamemaster undid the GM's adjustment (The GM set the armies of Peru to 7 (it was 3)).",
    );
    expect((await riskStateOf(t.store, t.id)).territories.peru?.armies).toBe(3);

    expect(
      (await t.service.adjust(t.id, gm, "fix", { kind: "set-divisions", province: "Peru", divisions: 7 })).ok,
    ).toBe(true);
    // A round in which everyone passes ends the turn (V6), which reveals its seed.
    for (const who of ["Alice", "Bob", "Cleo"])
      await t.service.ingest(t.id, "console", [post(who, ["Pass"], { postedAt: LATER })]);
    const record = await t.service.publishedRecord(t.id);
    expect(record.ok).toBe(true);
    if (!record.ok) return;
    const steps = (record.value as { steps: unknown[] }).steps;
    expect(steps).toContainEqual({ adjust: { kind: "set-armies", territory: "peru", armies: 7 } });
    const verified = verifyRiskTurn(record.value as Parameters<typeof verifyRiskTurn>[0]);
    expect(verified).toMatchObject({ ok: true });
  });
});

describe("names in a Risk adjustment", () => {
  it("a continent is refused with its territories, as in an order", async () => {
    const t = await riskGameAt(SCENARIO);
    const refused = await t.service.adjust(t.id, gm, "x", {
      kind: "set-divisions",
      province: "South America",
      divisions: 3,
    });
    expect(!refused.ok && refused.error).toContain(
      "South America is a continent, not a territory: name one of its territories",
    );
  });
});
