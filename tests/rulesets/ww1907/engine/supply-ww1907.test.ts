import { describe, expect, it } from "vitest";
import { setRelation } from "../../../../src/rulesets/ww1907/state.ts";
import { supplyGroups } from "../../../../src/rulesets/ww1907/supply.ts";
import { validate } from "../../../../src/rulesets/ww1907/validate.ts";
import { ww1907 } from "./helpers/fixtures.ts";

describe("the rulebook's encirclement examples on the built-in ww1907 scenario", () => {
  it("W4 at the opening each nation's pp may be used anywhere (one group, whole treasury)", () => {
    const { state, map } = ww1907();
    for (const [id, n] of Object.entries(state.nations)) {
      const groups = supplyGroups(state, map, id);
      expect(groups).toHaveLength(1);
      expect(groups[0]?.spendable).toBe(Math.floor(n.treasury));
    }
  });

  it("W4 an enemy fleet in the North Atlantic Ocean: Britain can use only 3 pp in Ireland", () => {
    const { state, map } = ww1907();
    state.fleets.push({ nation: "ottoman", at: "north-atlantic-ocean", ships: 1, divisions: 0, built: true });
    const groups = supplyGroups(state, map, "uk");
    expect(groups.find((g) => g.provinces.includes("ireland"))).toEqual({
      provinces: ["ireland"],
      production: 3,
      spendable: 3,
      main: false,
    });
    const verdicts = validate(state, map, "uk", [
      { kind: "build", unit: "division", province: "ireland", count: 3 },
      { kind: "build", unit: "division", province: "ireland", count: 1 },
    ]);
    expect(verdicts[0]?.accepted).toBe(true);
    expect(verdicts[1]).toMatchObject({ accepted: false, code: "rule/supply-group-short", rule: "W4" });
    expect(verdicts[1]?.message).toBe("W4: Ireland's supply group has 0 pp left; this build needs 1");
  });

  it("W4 W5 Istanbul captured and a hostile Adriatic fleet encircle Larissa, Thessa and Tirana; Russia at peace owning Sofia and Bucharest can reconnect them by passage", () => {
    const { state, map } = ww1907();
    setRelation(state, "russia", "ottoman", "peace");
    const istanbul = state.provinces.istanbul;
    if (!istanbul) throw new Error("no Istanbul");
    istanbul.owner = "uk";
    state.fleets.push({ nation: "uk", at: "adriatic-sea", ships: 1, divisions: 0, built: true });
    const groups = supplyGroups(state, map, "ottoman");
    expect(groups).toHaveLength(2);
    const balkans = groups.find((g) => g.provinces.includes("thessa"));
    expect([...(balkans?.provinces ?? [])].sort()).toEqual(["larissa", "thessa", "tirana"]);
    expect(balkans?.spendable).toBe(2);

    for (const id of ["sofia", "bucharest"]) {
      const p = state.provinces[id];
      if (p) p.owner = "russia";
    }
    expect(supplyGroups(state, map, "ottoman")).toHaveLength(2);
    state.passage.push({ from: "russia", to: "ottoman" });
    const joined = supplyGroups(state, map, "ottoman");
    expect(joined).toHaveLength(1);
    expect(joined[0]?.provinces).toEqual(
      expect.arrayContaining(["larissa", "thessa", "tirana", "erzurum", "brusa"]),
    );
  });
});
