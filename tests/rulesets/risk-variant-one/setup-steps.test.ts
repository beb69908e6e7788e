import { describe, expect, it } from "vitest";
import { createRng } from "../../../src/random/prng.ts";
import { apply } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { runPosts } from "../../../src/rulesets/risk-variant-one/engine-mode.ts";
import { parseRiskOrders } from "../../../src/rulesets/risk-variant-one/language/parse.ts";
import { defaultRiskRulings, riskRulingsSchema } from "../../../src/rulesets/risk-variant-one/rulings.ts";
import { newGame } from "../../../src/rulesets/risk-variant-one/setup.ts";
import type { RiskState } from "../../../src/rulesets/risk-variant-one/state.ts";
import { eventsOf, gm, ok, scenario } from "./helpers/game.ts";

const fresh = (startingArmies = 20) =>
  newGame({
    players: ["Alice", "Bob", "Cleo"],
    rulings: riskRulingsSchema.parse({ startingArmies }),
    rng: createRng("setup"),
    dealer: "Cleo",
  }).state;

function cheapest(state: RiskState, income: number): string {
  return Object.entries(state.territories).find(([, t]) => t.owner === null && t.income === income)![0];
}

describe("V1 V3 set-up steps", () => {
  it("V1 every player starts with the set number of armies in the inactive pile (default 20); seat order as listed", () => {
    const state = newGame({
      players: ["Zoe", "Al"],
      rulings: defaultRiskRulings(),
      rng: createRng("x"),
      dealer: "Al",
    }).state;
    expect(state.players.map((p) => p.name)).toEqual(["Zoe", "Al"]);
    expect(state.players.map((p) => p.inactive + p.active)).toEqual([20, 20]);
    expect(fresh(12).players.map((p) => p.inactive + p.active)).toEqual([12, 12, 12]);
  });

  it("V3 the first step is the dealer's left, and it starts by moving one army from inactive to active", () => {
    const state = fresh();
    expect(state.actor).toBe("Alice");
    expect(state.players[0]).toMatchObject({ name: "Alice", inactive: 19, active: 1 });
    expect(state.players[1]).toMatchObject({ name: "Bob", inactive: 20, active: 0 });
  });

  it("V3 ruling: a territory of cost 0 is bought by placing one army on it", () => {
    const state = fresh();
    const id = cheapest(state, 0);
    const r = ok(state, "Alice", { kind: "buy", territory: id });
    expect(r.state.territories[id]).toEqual({ owner: "Alice", armies: 1, income: 0 });
    expect(r.state.players[0]!.active).toBe(0);
  });

  it("V3 buying costs as many active armies as the territory's income; too few active armies is refused with the numbers", () => {
    const state = scenario({
      players: ["Alice", "Bob"],
      dealer: "Bob",
      phase: "setup",
      pools: { Alice: { inactive: 5, active: 3 } },
    });
    const three = cheapest(state, 3);
    const four = cheapest(state, 4);
    const refused = apply(state, "Alice", { kind: "buy", territory: four });
    expect(refused.verdict.accepted).toBe(false);
    expect(refused.verdict.code).toBe("V3.too-few-active");
    expect(refused.verdict.message).toMatch(/costs 4 armies and you have 3 armies active \(Alice\)/);
    const r = ok(state, "Alice", { kind: "buy", territory: three });
    expect(r.state.territories[three]).toMatchObject({ owner: "Alice", armies: 3, income: 3 });
    expect(r.state.players[0]).toMatchObject({ active: 0, inactive: 5 });
  });

  it("V3 a bought territory cannot be bought again", () => {
    const state = fresh();
    const id = cheapest(state, 0);
    let s = ok(state, "Alice", { kind: "buy", territory: id }).state;
    s = ok(s, "Alice", { kind: "done" }).state;
    const r = apply(s, "Bob", { kind: "buy", territory: id });
    expect(r.verdict).toMatchObject({ accepted: false, code: "V3.already-bought" });
    expect(r.verdict.message).toContain("already Alice's");
  });

  it("V3 ruling: active armies not spent stay active for later steps; done ends the step and the next player takes one up", () => {
    let s = fresh();
    s = ok(s, "Alice", { kind: "done" }).state;
    expect(s.actor).toBe("Bob");
    expect(s.players[1]).toMatchObject({ inactive: 19, active: 1 });
    s = ok(s, "Bob", { kind: "done" }).state;
    s = ok(s, "Cleo", { kind: "done" }).state;
    expect(s.actor).toBe("Alice");
    expect(s.players[0]).toMatchObject({ inactive: 18, active: 2 });
  });

  it("V3 ruling: a player may place active armies on territories they own at any step; not on others'", () => {
    const state = scenario({
      players: ["Alice", "Bob"],
      dealer: "Bob",
      phase: "setup",
      territories: { Brazil: { owner: "Alice", armies: 1, income: 2 }, Peru: { owner: "Bob", armies: 1 } },
      pools: { Alice: { inactive: 4, active: 3 } },
    });
    const r = ok(state, "Alice", { kind: "place", count: 2, territory: "brazil" });
    expect(r.state.territories.brazil!.armies).toBe(3);
    const refused = apply(r.state, "Alice", { kind: "place", count: 1, territory: "peru" });
    expect(refused.verdict).toMatchObject({ accepted: false, code: "V3.not-yours" });
    expect(refused.verdict.message).toContain("Peru is not yours (Alice)");
  });

  it("V3 a set-up order out of turn is refused, naming whose step it is", () => {
    const r = apply(fresh(), "Bob", { kind: "done" });
    expect(r.verdict).toEqual({
      accepted: false,
      code: "V3.out-of-turn",
      message: "V3: it is Alice's set-up step, not yours (Bob)",
    });
  });

  it("V3 V4 when every army is placed the set-up ends: unbought territories get neutral armies equal to their income, at least 1", () => {
    // one army each: Alice and Bob each buy one cost-0 territory and the set-up is over
    let s = fresh(1);
    const a = cheapest(s, 0);
    s = ok(s, "Alice", { kind: "buy", territory: a }).state;
    expect(s.actor).toBe("Bob");
    const b = cheapest(s, 0);
    s = ok(s, "Bob", { kind: "buy", territory: b }).state;
    const c = cheapest(s, 0);
    const r = ok(s, "Cleo", { kind: "buy", territory: c });
    expect(eventsOf(r.events, "setup-finished")).toHaveLength(1);
    for (const [id, t] of Object.entries(r.state.territories)) {
      if ([a, b, c].includes(id)) continue;
      expect(t.owner).toBeNull();
      // V4 neutrals equal to the income (min 1), then V5 turn 1 income grows them again (0 counts as 1)
      const neutral = Math.max(1, t.income);
      expect(t.armies).toBe(neutral + (t.income === 0 ? 1 : t.income));
    }
    expect(r.state.phase).not.toBe("setup");
  });

  it("V3 the GM (or the engine) can close a set-up step as if the player said done", () => {
    const s = gm(fresh(), "close-step").state;
    expect(s.actor).toBe("Bob");
    expect(s.players[0]).toMatchObject({ active: 1 });
  });
  it("V3 engine mode: a 'done' after the player's last army in the same post is no error, even when that army ends the set-up", () => {
    // one army each: Alice's and Bob's buys are their last armies; Bob's ends the whole set-up
    const start = scenario({
      players: ["Alice", "Bob"],
      dealer: "Bob",
      phase: "setup",
      territories: { Brazil: { income: 1 }, Peru: { income: 1 } },
      rulings: { startingArmies: 1 },
    });
    const r = runPosts(
      start,
      [
        { player: "Alice", text: "Buy Brazil; done" },
        { player: "Bob", text: "Buy Peru; done" },
      ],
      parseRiskOrders,
    );
    expect(r.verdicts.map((v) => `${v.player} ${v.text}: ${v.accepted} ${v.code}`)).toEqual([
      "Alice Buy Brazil: true V3.buy",
      "Alice done: true V3.step-over",
      "Bob Buy Peru: true V3.buy",
      "Bob done: true V3.step-over",
    ]);
    // the trailing done did not pass Alice's first action of turn 1
    expect(r.state.phase).toBe("actions");
    expect(r.state.actor).toBe("Alice");
    expect(r.state.passed).toEqual([]);
  });

  it("V3 engine mode: 'done' after an order of the same post that could not be read is refused; the step stays open", () => {
    const r = runPosts(fresh(), [{ player: "Alice", text: "Buy Venezuala; done" }], parseRiskOrders);
    expect(r.verdicts.map((v) => v.code)).toEqual(["order.unreadable", "V3.step-kept-open"]);
    expect(r.verdicts[1]!.message).toContain('"Buy Venezuala" was not carried out');
    expect(r.state.actor).toBe("Alice");
    expect(r.state.players[0]).toMatchObject({ active: 1 });
  });
});
