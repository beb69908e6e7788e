import { describe, expect, it } from "vitest";
import { applyCommands } from "../../../../src/rulesets/ww1907/apply.ts";
import { makeState, miniMap } from "./helpers/fixtures.ts";
import { last } from "./helpers/judge.ts";

const map = miniMap();

describe("rulings of judging and phases as settings (docs/rulings.md)", () => {
  it("W9 disembarkCountsAsMove: false lets landed divisions free-move on", () => {
    const spec = { fleets: [{ nation: "uk", at: "london", ships: 1, divisions: 2 }] };
    const orders = [
      { kind: "disembark", province: "london", count: 2 },
      { kind: "move", from: "london", to: "liverpool", count: 2 },
    ] as const;
    expect(last(makeState(map, spec), map, "uk", [...orders]).code).toBe("rule/already-moved");
    const lax = makeState(map, { ...spec, rulings: { disembarkCountsAsMove: false } });
    expect(last(lax, map, "uk", [...orders]).accepted).toBe(true);
  });

  it("W12 attackSailJoinsOwnFleet: false keeps Attack-phase ships out of zones holding their own fleet", () => {
    const spec = {
      phase: "attack" as const,
      fleets: [
        { nation: "uk", at: "channel", ships: 1 },
        { nation: "uk", at: "north-sea", ships: 1 },
      ],
    };
    const sail = { kind: "sail", from: "channel", to: "north-sea", count: 1 } as const;
    expect(last(makeState(map, spec), map, "uk", [sail]).accepted).toBe(true);
    const strict = makeState(map, { ...spec, rulings: { attackSailJoinsOwnFleet: false } });
    const v = last(strict, map, "uk", [sail]);
    expect(v).toMatchObject({ accepted: false, code: "rule/zone-not-open", rule: "W12" });
    expect(v.message).toContain("your own fleet");
  });

  it("W30 givenProvinceGarrison: disbanded removes the giver's divisions", () => {
    const state = makeState(map, {
      provinces: { alsace: { divisions: 2 } },
      rulings: { givenProvinceGarrison: "disbanded" },
    });
    const out = applyCommands(state, map, "germany", [
      { kind: "give-province", province: "alsace", to: "france" },
    ]);
    expect(out.state.provinces.alsace).toMatchObject({ owner: "france", divisions: 0 });
    expect(out.events[0]).toMatchObject({ type: "province-given", divisions: 0 });
  });

  it("W6 wholePpOnly: false makes the fraction spendable on gifts", () => {
    const spec = { nations: { germany: { treasury: 2.5 } } };
    const gift = { kind: "give-pp", to: "france", amount: 2.5 } as const;
    expect(last(makeState(map, spec), map, "germany", [gift]).code).toBe("rule/treasury-short");
    const exact = makeState(map, { ...spec, rulings: { wholePpOnly: false } });
    expect(last(exact, map, "germany", [gift]).accepted).toBe(true);
  });
});
