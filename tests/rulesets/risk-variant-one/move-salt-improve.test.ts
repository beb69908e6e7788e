import { describe, expect, it } from "vitest";
import { apply } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { ok, southAmerica, totalArmies } from "./helpers/game.ts";

describe("V6 move, salt, improve", () => {
  it("V6 a move takes any number of armies into one adjacent friendly territory", () => {
    const s = southAmerica();
    const r = ok(s, "Alice", { kind: "move", from: "brazil", to: "north-africa", count: 4 });
    expect(r.state.territories.brazil!.armies).toBe(2);
    expect(r.state.territories["north-africa"]!.armies).toBe(6);
    expect(totalArmies(r.state)).toBe(totalArmies(s));
  });

  it("V6 a move never empties the territory it starts from", () => {
    const r = apply(southAmerica(), "Alice", { kind: "move", from: "brazil", to: "north-africa", count: 6 });
    expect(r.verdict).toEqual({
      accepted: false,
      code: "V6.move-empties",
      message: "V6: Brazil has 6 armies and always keeps one, so at most 5 can move, not 6 (Alice)",
    });
  });

  it("V6 a move goes into your own, adjacent territory only", () => {
    const s = southAmerica();
    expect(apply(s, "Alice", { kind: "move", from: "brazil", to: "peru", count: 1 }).verdict.code).toBe(
      "V6.not-yours",
    );
    const far = southAmerica({ territories: { Egypt: { owner: "Alice", armies: 1 } } });
    expect(apply(far, "Alice", { kind: "move", from: "brazil", to: "egypt", count: 1 }).verdict.code).toBe(
      "V6.not-adjacent",
    );
  });

  it("V6 salting lowers one of your own territories' income by one, never below 0", () => {
    const s = southAmerica();
    const r = ok(s, "Alice", { kind: "salt", territory: "brazil" });
    expect(r.state.territories.brazil!.income).toBe(1);
    expect(apply(s, "Alice", { kind: "salt", territory: "peru" }).verdict.code).toBe("V6.not-yours");
    const zero = southAmerica({ territories: { Brazil: { owner: "Alice", armies: 6, income: 0 } } });
    expect(apply(zero, "Alice", { kind: "salt", territory: "brazil" }).verdict.code).toBe(
      "V6.salt-at-minimum",
    );
  });

  it("V6 ruling negativeIncomes: salting may go below 0 down to the floor", () => {
    const s = southAmerica({
      rulings: { negativeIncomes: true },
      territories: { Brazil: { owner: "Alice", armies: 6, income: 0 } },
    });
    expect(ok(s, "Alice", { kind: "salt", territory: "brazil" }).state.territories.brazil!.income).toBe(-1);
  });

  it("V6 ruling saltOwnOnly off: any territory may be salted", () => {
    const s = southAmerica({ rulings: { saltOwnOnly: false } });
    expect(ok(s, "Alice", { kind: "salt", territory: "peru" }).state.territories.peru!.income).toBe(0);
  });

  it("V6 improving spends income+1 armies there and raises the income by one", () => {
    const s = southAmerica();
    const r = ok(s, "Alice", { kind: "improve", territory: "brazil" });
    expect(r.state.territories.brazil).toEqual({ owner: "Alice", armies: 3, income: 3 });
    expect(totalArmies(r.state)).toBe(totalArmies(s) - 3);
  });

  it("V6 improving stops at income 6, and never empties the territory", () => {
    const six = southAmerica({ territories: { Brazil: { owner: "Alice", armies: 20, income: 6 } } });
    expect(apply(six, "Alice", { kind: "improve", territory: "brazil" }).verdict.code).toBe(
      "V6.improve-at-maximum",
    );
    const three = southAmerica({ territories: { Brazil: { owner: "Alice", armies: 3, income: 2 } } });
    const r = apply(three, "Alice", { kind: "improve", territory: "brazil" });
    expect(r.verdict.code).toBe("V6.improve-too-few");
    expect(r.verdict.message).toContain("costs 3 armies and one must stay; it has 3 armies, needs 4");
  });
});
