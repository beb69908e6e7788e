import { describe, expect, it } from "vitest";
import { stepDice } from "../../../src/game/generic-play/dice.ts";
import { createRng } from "../../../src/random/prng.ts";
import { apply, gmStep } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { classicMap } from "../../../src/rulesets/risk-variant-one/classic-map.ts";
import type { RiskCommand } from "../../../src/rulesets/risk-variant-one/commands.ts";
import { describeRiskEvent } from "../../../src/rulesets/risk-variant-one/describe.ts";
import { judge } from "../../../src/rulesets/risk-variant-one/judge.ts";
import { parseRiskOrders } from "../../../src/rulesets/risk-variant-one/language/parse.ts";
import { riskRuleset, rngOf } from "../../../src/rulesets/risk-variant-one/ruleset.ts";
import { riskRulingsSchema } from "../../../src/rulesets/risk-variant-one/rulings.ts";
import { buildRiskScenario } from "../../../src/rulesets/risk-variant-one/scenario.ts";
import type { RiskState } from "../../../src/rulesets/risk-variant-one/state.ts";
import { southAmerica } from "./helpers/game.ts";

/**
 * The pure adapter (`riskRuleset`) says what the existing functions say: the same verdicts (rule-prefixed), states
 * and events, for a scripted game: the set-up's dice from the set-up's dice (`rngOf`) when no seed is given, every
 * later step's from the generator kept in the state (`state.rng`, which `reseed` starts from a window's seed), as the
 * stored games roll them (V8).
 */
const dice = (n: number) => stepDice("ruleset-test-seed", n);

/** One order through the adapter and through `apply` with the same dice: both must agree. */
function same(state: RiskState, player: string, command: RiskCommand, n: number) {
  const [verdict] = riskRuleset.judge(state, player, [command]);
  const direct = judge(state, player, command, classicMap);
  expect(verdict).toEqual({
    accepted: direct.accepted,
    rule: direct.code.split(".")[0],
    reason: direct.message,
  });
  const adapted = riskRuleset.apply(state, { seat: player, command }, dice(n));
  // what the generic play stores reads back through the schemas
  expect(adapted.events.map((e) => riskRuleset.schemas.event.parse(JSON.parse(JSON.stringify(e))))).toEqual(
    adapted.events,
  );
  const expected = apply(state, player, command, state.rng, classicMap);
  expect(adapted).toEqual({ state: expected.state, events: expected.events });
  return adapted;
}

describe("Risk Variant One as a Ruleset (the adapter over the existing rules)", () => {
  it("V1–V4 setup: the players seated, the dealer rolled for and the deal from the set-up dice, as buildRiskScenario", () => {
    const rulings = riskRulingsSchema.parse({ startingArmies: 2 });
    const set = riskRuleset.setup({ scenario: "risk-v1", rulings, players: ["Alice", "Bob"], dice: dice(0) });
    const built = buildRiskScenario(
      { base: "risk-v1", phase: "setup", players: ["Alice", "Bob"], rulings },
      rngOf(dice(0)),
    );
    expect(set.ok && built.ok).toBe(true);
    if (!set.ok || !built.ok) return;
    // the same opening, each player seated under their own name (V1), and the scenario as read (for the records)
    expect(set.value).toEqual({
      ...built.value,
      scenario: { base: "risk-v1", phase: "setup", players: ["Alice", "Bob"], rulings },
      seated: [
        { seat: "Alice", player: "Alice", handles: [] },
        { seat: "Bob", player: "Bob", handles: [] },
      ],
    });
    for (const e of set.value.events) expect(riskRuleset.schemas.event.parse(e)).toEqual(e);
    // V2: given the window's seed itself, the dealer's roll and the deal come from it (as the stored games were dealt)
    const seeded = riskRuleset.setup({
      scenario: "risk-v1",
      rulings,
      players: ["Alice", "Bob"],
      dice: dice(0),
      seed: "seed-1",
    });
    const fromSeed = buildRiskScenario(
      { base: "risk-v1", phase: "setup", players: ["Alice", "Bob"], rulings },
      "seed-1",
    );
    expect(seeded.ok && fromSeed.ok && seeded.value.state).toEqual(fromSeed.ok && fromSeed.value.state);
    // V8: a later window's dice start from its own seed
    expect(riskRuleset.reseed?.(set.value.state, "seed-2").rng).toEqual(createRng("seed-2"));
    expect(riskRuleset.seats(set.value.state)).toEqual([
      { id: "Alice", name: "Alice" },
      { id: "Bob", name: "Bob" },
    ]);
    expect(riskRuleset.waiting(set.value.state)).toMatchObject({
      window: "setup",
      count: 1,
      seats: [set.value.state.actor],
      over: false,
    });
    expect(riskRuleset.setup({ scenario: "risk-v1", rulings, players: ["Alice"], dice: dice(0) }).ok).toBe(
      false,
    );
    expect(riskRuleset.setup({ scenario: "nope", rulings, players: ["A", "B"], dice: dice(0) }).ok).toBe(
      false,
    );
  });

  it("V3 set-up steps (buy, done) (V4, V5) and V5 an income phase closed by the GM's resolve, as gmStep close-income", () => {
    const rulings = riskRulingsSchema.parse({ startingArmies: 2 });
    const set = riskRuleset.setup({ scenario: "risk-v1", rulings, players: ["Alice", "Bob"], dice: dice(0) });
    if (!set.ok) throw new Error(set.error);
    let s = set.value.state;
    let n = 1;
    while (s.phase === "setup") {
      const actor = s.actor ?? "";
      const cheap = Object.entries(s.territories).find(([, t]) => t.owner === null && t.income <= 1);
      const owned = Object.entries(s.territories).find(([, t]) => t.owner === actor);
      const order: RiskCommand = cheap
        ? { kind: "buy", territory: cheap[0] }
        : { kind: "place", count: 1, territory: owned?.[0] ?? "" };
      s = same(s, actor, order, n++).state;
      if (s.phase === "setup" && s.actor === actor) s = same(s, actor, { kind: "done" }, n++).state;
      expect(n).toBeLessThan(50);
    }
    // V4/V5: the set-up is over and turn 1's income is given; with no continent bonus to place the actions begin
    expect(s.phase).toBe("actions");
    expect(riskRuleset.waiting(s)).toMatchObject({
      window: "turn-1",
      count: 1,
      seats: [s.actor],
      over: false,
    });
    const income = southAmerica({
      phase: "income",
      territories: {
        Indonesia: { owner: "Alice", armies: 1 },
        "New Guinea": { owner: "Alice", armies: 1 },
        "Western Australia": { owner: "Alice", armies: 1 },
        "Eastern Australia": { owner: "Alice", armies: 1 },
      },
    });
    expect(income.phase).toBe("income");
    expect(riskRuleset.waiting(income)).toMatchObject({
      window: "turn-1",
      count: 1,
      seats: ["Alice"],
      over: false,
    });
    const closed = riskRuleset.resolve(income, [], dice(99));
    expect(closed).toEqual(gmStep(income, "close-income", income.rng, classicMap));
    expect(closed.state.phase).toBe("actions");
    expect(riskRuleset.waiting(closed.state).seats).toEqual([closed.state.actor]);
  });

  it("V6 an attack, V7 the defender's posted hold, V6 a move, V6/V9 everyone passes and the turn ends", () => {
    let s = southAmerica();
    expect(riskRuleset.waiting(s)).toMatchObject({
      window: "turn-1",
      count: 1,
      seats: ["Alice"],
      over: false,
    });
    // V6 out of turn: refused with the rule, as judge says
    const [early] = riskRuleset.judge(s, "Bob", [{ kind: "pass" }]);
    expect(early).toMatchObject({ accepted: false, rule: "V6" });
    s = same(s, "Alice", { kind: "attack", from: "brazil", to: "peru", force: 3 }, 1).state;
    expect(s.pending).toMatchObject({ attacker: "Alice", defender: "Bob", force: 3 });
    expect(riskRuleset.waiting(s).seats).toEqual(["Bob"]);
    // V7: the defender's wait is a response window of the ruling's hours, a wait of its own (a new key)
    expect(riskRuleset.waiting(s)).toMatchObject({ responseHours: s.rulings.responseHours });
    expect(riskRuleset.waiting(s).key).not.toBe(riskRuleset.waiting(southAmerica()).key);
    expect(riskRuleset.waiting(southAmerica()).responseHours).toBeUndefined();
    const answered = same(s, "Bob", { kind: "respond", response: "hold" }, 2);
    expect(answered.events.map((e) => e.type)).toContain("battle");
    s = answered.state;
    expect(s.actor).toBe("Bob");
    s = same(s, "Bob", { kind: "pass" }, 3).state;
    s = same(s, "Cleo", { kind: "pass" }, 4).state;
    s = same(s, "Alice", { kind: "move", from: "brazil", to: "north-africa", count: 1 }, 5).state;
    for (const [k, p] of ["Bob", "Cleo", "Alice", "Bob", "Cleo"].entries()) {
      if (s.phase !== "actions") break;
      s = same(s, s.actor ?? p, { kind: "pass" }, 6 + k).state;
    }
    expect(s.turnNumber).toBe(2);
    expect(riskRuleset.waiting(s).window).toBe("turn-2");
  });

  it("V7 the GM's resolve closes a response window as gmStep close-response (no answer: hold); V6 it skips an absent player's action as a pass", () => {
    const s = riskRuleset.apply(
      southAmerica(),
      { seat: "Alice", command: { kind: "attack", from: "brazil", to: "peru" } },
      dice(1),
    ).state;
    const closed = riskRuleset.resolve(s, [], dice(2));
    expect(closed).toEqual(gmStep(s, "close-response", s.rng, classicMap));
    expect(closed.events).toContainEqual(expect.objectContaining({ type: "response", source: "default" }));
    const skipped = riskRuleset.resolve(closed.state, [], dice(3));
    const pass = apply(closed.state, "Bob", { kind: "pass" }, closed.state.rng, classicMap);
    expect(skipped).toEqual({ state: pass.state, events: pass.events });
  });

  it("V9 a game over waits for nobody; the GM's end-game is an adjustment; the words are describe.ts's and the kinds' texts", () => {
    const s = southAmerica();
    const ended = riskRuleset.adjust?.(s, { kind: "end-game" });
    expect(ended?.ok && ended.value).toEqual(gmStep(s, "end-game", s.rng, classicMap));
    if (!ended?.ok) return;
    expect(riskRuleset.waiting(ended.value.state)).toMatchObject({ window: "over", over: true, seats: [] });
    expect(riskRuleset.resolve(ended.value.state, [], dice(1))).toEqual({
      state: ended.value.state,
      events: [],
    });
    const adjusted = riskRuleset.adjust?.(s, { kind: "set-divisions", province: "Peru", divisions: 7 });
    expect(adjusted?.ok && adjusted.value.state.territories.peru?.armies).toBe(7);
    expect(riskRuleset.adjust?.(s, { kind: "set-owner", province: "Peru", owner: "Zed" })).toMatchObject({
      ok: false,
    });
    // the GM's names are read as the play reads them: nearest names for a typo, "neutral" for no owner
    const typo = riskRuleset.adjust?.(s, { kind: "set-divisions", province: "Peruu", divisions: 7 });
    expect(typo?.ok === false && typo.error).toMatch(
      /^no territory "Peruu" on this map: did you mean Peru\?/,
    );
    const freed = riskRuleset.adjust?.(s, { kind: "set-owner", province: "peru", owner: "neutral" });
    expect(freed?.ok && freed.value.state.territories.peru?.owner).toBeNull();
    expect(riskRuleset.adjust?.(s, { kind: "set-treasury", nation: "Alice", treasury: 3 })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no treasuries/),
    });
    const lines = riskRuleset.read(["Attack Peru from Brazil with 3"], { state: s, seat: "Alice" });
    expect(lines).toEqual(
      parseRiskOrders(["Attack Peru from Brazil with 3"], classicMap, { phase: "actions" }),
    );
    const command = lines[0]?.kind === "command" ? lines[0].command : null;
    expect(command && riskRuleset.words.command(command, s)).toBe("attack Peru from Brazil with 3");
    const event = ended.value.events[0];
    if (event) expect(riskRuleset.words.event(event, s)).toBe(describeRiskEvent(event, classicMap));
    expect(riskRuleset.words.windowTitle("setup")).toBe("the set-up");
    expect(riskRuleset.words.windowTitle("turn-2")).toBe("turn 2");
    expect(riskRuleset.schemas.state.parse(JSON.parse(JSON.stringify(s)))).toEqual(s);
  });
});
