import { describe, expect, it } from "vitest";
import { applyCommands } from "../../../../src/rulesets/ww1907/apply.ts";
import { europeMap, makeState, miniMap } from "./helpers/fixtures.ts";
import { judge, last } from "./helpers/judge.ts";

const map = miniMap();

describe("builds", () => {
  it("W7 divisions cost 1 pp each, are built in a controlled province and are ready at once", () => {
    const state = makeState(map, { provinces: { paris: { divisions: 1 } } });
    const out = applyCommands(state, map, "france", [
      { kind: "build", unit: "division", province: "paris", count: 3 },
      { kind: "move", from: "paris", to: "brest", count: 4 },
    ]);
    expect(out.verdicts.map((v) => v.code)).toEqual(["ok/build", "ok/move"]);
    expect(out.state.provinces.brest?.divisions).toBe(4);
    expect(out.state.nations.france?.treasury).toBe(3);
    expect(out.events[0]).toEqual({
      type: "built",
      nation: "france",
      unit: "division",
      province: "paris",
      count: 3,
      cost: 3,
    });
  });

  it("W7 building in another nation's province is rejected", () => {
    const v = last(makeState(map), map, "france", [
      { kind: "build", unit: "division", province: "berlin", count: 1 },
    ]);
    expect(v).toMatchObject({ accepted: false, code: "rule/not-your-province", rule: "W7" });
    expect(v.message).toBe("W7: Berlin belongs to Germany; you can build only in your own provinces");
  });

  it("W7 builds only in the Deployment phase", () => {
    const v = last(makeState(map, { phase: "attack" }), map, "france", [
      { kind: "build", unit: "division", province: "paris", count: 1 },
    ]);
    expect(v).toMatchObject({ accepted: false, code: "rule/wrong-phase", rule: "W7" });
    expect(v.message).toContain("only in the Deployment phase; this is the Attack phase");
  });

  it("W6 only the whole part of the treasury is spendable", () => {
    const state = makeState(map, { nations: { france: { treasury: 6.75 } } });
    const v = judge(state, map, "france", [
      { kind: "build", unit: "division", province: "paris", count: 6 },
      { kind: "build", unit: "division", province: "paris", count: 1 },
    ]);
    expect(v[0]?.accepted).toBe(true);
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/treasury-short", rule: "W6" });
    expect(v[1]?.message).toBe("W6: you have 0 pp left; this build needs 1");
  });

  it("W4 a build is limited to the pp left in the province's supply group, naming the numbers", () => {
    const state = makeState(map, {
      relations: [["uk", "france", "war"]],
      fleets: [{ nation: "france", at: "north-atlantic", ships: 1 }],
    });
    const v = judge(state, map, "uk", [
      { kind: "build", unit: "division", province: "ireland", count: 1 },
      { kind: "build", unit: "division", province: "ireland", count: 3 },
      { kind: "build", unit: "division", province: "london", count: 10 },
    ]);
    expect(v[0]?.accepted).toBe(true);
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/supply-group-short", rule: "W4" });
    expect(v[1]?.message).toBe("W4: Ireland's supply group has 2 pp left; this build needs 3");
    expect(v[2]?.accepted).toBe(true);
  });

  it("W10 ships are built only in a port and are under construction until the next Deployment phase", () => {
    const state = makeState(map);
    const out = applyCommands(state, map, "france", [
      { kind: "build", unit: "ship", province: "brest", count: 2 },
      { kind: "build", unit: "ship", province: "paris", count: 1 },
      { kind: "embark", province: "brest", count: 1 },
    ]);
    expect(out.verdicts[0]).toMatchObject({ accepted: true, code: "ok/build", rule: "W10" });
    expect(out.verdicts[1]).toMatchObject({ accepted: false, code: "rule/no-port", rule: "W10" });
    expect(out.verdicts[1]?.message).toBe("W10: Paris has no port; ships are built only in a port");
    expect(out.verdicts[2]).toMatchObject({ accepted: false, code: "rule/ship-not-built", rule: "W10" });
    expect(out.state.fleets).toEqual([
      { nation: "france", at: "brest", ships: 2, divisions: 0, built: false },
    ]);
  });

  it("W26 nothing can be spent in a Deployment phase while Attack-phase costs are still owed", () => {
    const state = makeState(map);
    const owing = { ...state, nations: { ...state.nations, france: { ...state.nations.france!, owed: 2 } } };
    const v = last(owing, map, "france", [{ kind: "build", unit: "division", province: "paris", count: 1 }]);
    expect(v).toMatchObject({ accepted: false, code: "rule/costs-unpaid", rule: "W26" });
    expect(v.message).toContain("you still owe 2 pp");
  });

  it("W2 an unknown province is named in the rejection; names and aliases are accepted", () => {
    const v = last(makeState(map), map, "france", [
      { kind: "build", unit: "division", province: "atlantis", count: 1 },
    ]);
    expect(v).toMatchObject({ accepted: false, code: "map/unknown-province" });
    expect(v.message).toContain('"atlantis" is not on the map');
    const europe = europeMap();
    const ok = last(makeState(europe), europe, "ottoman", [
      { kind: "build", unit: "division", province: "Constantinople", count: 1 },
    ]);
    expect(ok.accepted).toBe(true);
  });

  it("a malformed command and an unknown nation are rejected, not thrown", () => {
    const state = makeState(map);
    const v = judge(state, map, "france", [
      { kind: "build", unit: "tank", province: "paris", count: 1 } as never,
    ]);
    expect(v[0]).toMatchObject({ accepted: false, code: "order/invalid" });
    const u = judge(state, map, "narnia", [{ kind: "build", unit: "division", province: "paris", count: 1 }]);
    expect(u[0]).toMatchObject({ accepted: false, code: "nation/unknown", rule: "W1" });
  });
});
