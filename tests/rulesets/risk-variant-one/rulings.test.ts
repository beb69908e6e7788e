import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../src/random/prng.ts";
import { apply } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { defaultRiskRulings, riskRulingsSchema } from "../../../src/rulesets/risk-variant-one/rulings.ts";
import { newGame } from "../../../src/rulesets/risk-variant-one/setup.ts";
import { eventsOf, gm, ok, scenario, southAmerica } from "./helpers/game.ts";

describe("Risk Variant One rulings: named per-game settings with INDEX.md's defaults", () => {
  it("the defaults are the proposals of INDEX.md (V1 20 armies, V2 new piles, V5 classic bonuses, V7 24 hours, options off)", () => {
    expect(defaultRiskRulings()).toEqual({
      startingArmies: 20,
      pileSizes: "new",
      dealerTiesReroll: true,
      zeroCostArmies: 1,
      neutralMinimum: 1,
      continentBonuses: {
        "north-america": 5,
        "south-america": 2,
        europe: 5,
        africa: 3,
        asia: 7,
        australia: 2,
      },
      unplacedBonus: "fewest",
      neutralZeroIncomeCountsAs: 1,
      negativeIncomes: false,
      lowestNegativeIncome: -6,
      maximumIncome: 6,
      saltOwnOnly: true,
      retreatAndSalt: false,
      responseHours: 24,
      winCondition: "last-player",
      lateRetreatLoss: 1,
    });
  });

  it("every setting is documented in docs/rulings.md with its default", () => {
    const doc = readFileSync(new URL("../../../docs/rulings.md", import.meta.url), "utf8");
    const section = doc.slice(doc.indexOf("# Rulings: Risk Variant One"));
    expect(section.length).toBeGreaterThan(100);
    for (const [name, value] of Object.entries(defaultRiskRulings())) {
      expect(section, name).toContain(`\`${name}\``);
      if (typeof value !== "object") expect(section, name).toContain(`\`${String(value)}\``);
    }
  });

  it("unknown settings are refused", () => {
    expect(riskRulingsSchema.safeParse({ startingArmy: 20 }).success).toBe(false);
  });

  it("V3 ruling zeroCostArmies: a GM may make cost-0 territories cost more than one army", () => {
    const state = newGame({
      players: ["Alice", "Bob"],
      rulings: riskRulingsSchema.parse({ zeroCostArmies: 2 }),
      rng: createRng("zero"),
      dealer: "Bob",
    }).state;
    const zero = Object.entries(state.territories).find(([, t]) => t.income === 0)![0];
    expect(apply(state, "Alice", { kind: "buy", territory: zero }).verdict.code).toBe("V3.too-few-active");
  });

  it("V4 ruling neutralMinimum and V5 ruling neutralZeroIncomeCountsAs change neutral armies", () => {
    const s = scenario({
      players: ["Alice"],
      phase: "income",
      rulings: { neutralZeroIncomeCountsAs: 0 },
      territories: { Brazil: { owner: "Alice" }, Peru: { armies: 1, income: 0 } },
    });
    expect(s.territories.peru!.armies).toBe(1);
    const fresh = newGame({
      players: ["Alice"],
      rulings: riskRulingsSchema.parse({ startingArmies: 1, neutralMinimum: 3 }),
      rng: createRng("n"),
      dealer: "Alice",
    }).state;
    const zero = Object.entries(fresh.territories).find(([, t]) => t.income === 0)![0];
    const r = ok(fresh, "Alice", { kind: "buy", territory: zero });
    const neutrals = eventsOf(r.events, "neutrals-placed")[0]!.territories;
    for (const n of neutrals) expect(n.armies).toBeGreaterThanOrEqual(3);
  });

  it("V6 rulings maximumIncome and lowestNegativeIncome bound improvements and salting", () => {
    const s = southAmerica({
      rulings: { maximumIncome: 2, negativeIncomes: true, lowestNegativeIncome: -1 },
      territories: {
        Brazil: { owner: "Alice", armies: 9, income: 2 },
        "North Africa": { owner: "Alice", armies: 2, income: -1 },
        Argentina: { owner: "Bob", armies: 1, income: 1 },
      },
    });
    expect(apply(s, "Alice", { kind: "improve", territory: "brazil" }).verdict.code).toBe(
      "V6.improve-at-maximum",
    );
    expect(apply(s, "Alice", { kind: "salt", territory: "north-africa" }).verdict.code).toBe(
      "V6.salt-at-minimum",
    );
  });

  it("V7 ruling lateRetreatLoss: the extra armies lost by a holding defender retreating at its point", () => {
    // retreat point above the defenders: they retreat before any throw, losing the ruling's number
    const s = southAmerica({
      rulings: { lateRetreatLoss: 2 },
      territories: { Peru: { owner: "Bob", armies: 3, income: 1 } },
    });
    const declared = ok(s, "Alice", { kind: "attack", from: "brazil", to: "peru" }).state;
    const r = ok(declared, "Bob", { kind: "respond", response: "hold", to: "venezuela", at: 3 });
    expect(eventsOf(r.events, "retreated")[0]).toMatchObject({ armies: 1, lost: 2 });
    expect(r.state.territories.venezuela!.armies).toBe(3);
  });

  it("V7 ruling responseHours is kept with the game for the GM's clock; the engine waits until the response is closed", () => {
    const s = southAmerica({ rulings: { responseHours: 6 } });
    expect(s.rulings.responseHours).toBe(6);
    const declared = ok(s, "Alice", { kind: "attack", from: "brazil", to: "peru" }).state;
    expect(declared.pending).not.toBeNull();
    expect(gm(declared, "close-response").state.pending).toBeNull();
  });
});
