import { describe, expect, it } from "vitest";
import { applyCommands } from "../../../../src/rulesets/ww1907/apply.ts";
import { resolvePhase } from "../../../../src/rulesets/ww1907/phases.ts";
import { makeState, miniMap } from "./helpers/fixtures.ts";
import { judge, last } from "./helpers/judge.ts";

const map = miniMap();

describe("trade", () => {
  it("W30 a province may be given to a nation that borders it; its garrison goes with it", () => {
    const state = makeState(map, { provinces: { alsace: { divisions: 2 } } });
    const out = applyCommands(state, map, "germany", [
      { kind: "give-province", province: "alsace", to: "france" },
    ]);
    expect(out.verdicts[0]).toMatchObject({ accepted: true, code: "ok/give-province", rule: "W30" });
    expect(out.state.provinces.alsace).toMatchObject({ owner: "france", divisions: 2 });
    expect(out.events).toEqual([
      { type: "province-given", from: "germany", to: "france", province: "alsace", divisions: 2 },
    ]);
  });

  it("W30 a province may not be given to a nation that neither borders it nor links it by ships", () => {
    const v = last(makeState(map), map, "uk", [
      { kind: "give-province", province: "ireland", to: "germany" },
    ]);
    expect(v).toMatchObject({ accepted: false, code: "trade/no-border", rule: "W30" });
    expect(v.message).toBe(
      "W30: Germany does not border Ireland and has no line of ships linking it to one of its provinces",
    );
  });

  it("W30 a line of the receiver's ships in the sea zones between is enough", () => {
    const state = makeState(map, {
      fleets: [
        { nation: "germany", at: "north-atlantic", ships: 1 },
        { nation: "germany", at: "north-sea", ships: 1 },
      ],
    });
    expect(
      last(state, map, "uk", [{ kind: "give-province", province: "ireland", to: "germany" }]).accepted,
    ).toBe(true);
    const gap = makeState(map, { fleets: [{ nation: "germany", at: "north-atlantic", ships: 1 }] });
    expect(
      last(gap, map, "uk", [{ kind: "give-province", province: "ireland", to: "germany" }]).accepted,
    ).toBe(false);
  });

  it("W30 only your own provinces can be given; W7 land gained this phase can be built in", () => {
    const state = makeState(map);
    expect(
      last(state, map, "france", [{ kind: "give-province", province: "alsace", to: "germany" }]).code,
    ).toBe("rule/not-your-province");
    const out = resolvePhase(state, map, {
      germany: [{ kind: "give-province", province: "alsace", to: "france" }],
      france: [{ kind: "build", unit: "division", province: "alsace", count: 1 }],
    });
    expect(out.verdicts.france?.[0]?.accepted).toBe(true);
    expect(out.state.provinces.alsace).toMatchObject({ owner: "france", divisions: 1 });
  });

  it("W31 pp are sent over a clear sea route or a friendly land link; they arrive for the next phase", () => {
    const state = makeState(map, { nations: { germany: { treasury: 10 } } });
    const out = applyCommands(state, map, "germany", [{ kind: "give-pp", to: "france", amount: 4 }]);
    expect(out.verdicts[0]).toMatchObject({ accepted: true, code: "ok/give-pp", rule: "W31" });
    expect(out.state.nations.germany?.treasury).toBe(6);
    expect(out.state.nations.france?.treasury).toBe(10);
    const v = judge(state, map, "germany", [
      { kind: "give-pp", to: "france", amount: 7 },
      { kind: "give-pp", to: "france", amount: 4 },
    ]);
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/treasury-short" });
  });

  it("W31 with no clear route pp cannot be sent; a nation at peace must grant passage (W5)", () => {
    // Austria reaches others only through Berlin (Germany, at peace) and Trieste's isolated Adriatic port
    const state = makeState(map, { nations: { austria: { treasury: 5 } } });
    const v = last(state, map, "austria", [{ kind: "give-pp", to: "france", amount: 1 }]);
    expect(v).toMatchObject({ accepted: false, code: "trade/no-route", rule: "W31" });
    const granted = makeState(map, {
      nations: { austria: { treasury: 5 } },
      passage: [{ from: "germany", to: "austria" }],
    });
    expect(last(granted, map, "austria", [{ kind: "give-pp", to: "france", amount: 1 }]).accepted).toBe(true);
    expect(last(state, map, "austria", [{ kind: "give-pp", to: "germany", amount: 1 }]).accepted).toBe(true);
  });

  it("W31 an enemy fleet cuts the only sea route", () => {
    const state = makeState(map, {
      relations: [["uk", "austria", "war"]],
      conquered: { liverpool: "austria", london: "austria" },
      fleets: [{ nation: "austria", at: "north-atlantic", ships: 1 }],
    });
    expect(last(state, map, "uk", [{ kind: "give-pp", to: "france", amount: 1 }]).code).toBe(
      "trade/no-route",
    );
  });
});
