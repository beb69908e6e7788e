import { describe, expect, it } from "vitest";
import { applyCommands } from "../../../../src/rulesets/ww1907/apply.ts";
import { makeState, miniMap } from "./helpers/fixtures.ts";
import { judge, last } from "./helpers/judge.ts";

const map = miniMap();

describe("ships and divisions aboard", () => {
  const base = () =>
    makeState(map, {
      provinces: { brest: { divisions: 5 }, paris: { divisions: 2 } },
      fleets: [{ nation: "france", at: "brest", ships: 2 }],
      relations: [
        ["france", "uk", "alliance"],
        ["france", "germany", "war"],
      ],
    });

  it("W9 divisions embark on built ships in an owned port, at most 2 per ship", () => {
    const out = applyCommands(base(), map, "france", [
      { kind: "embark", province: "brest", count: 3 },
      { kind: "embark", province: "brest", count: 2 },
    ]);
    expect(out.verdicts[0]).toMatchObject({ accepted: true, code: "ok/embark", rule: "W9" });
    expect(out.verdicts[1]).toMatchObject({ accepted: false, code: "rule/ship-full", rule: "W9" });
    expect(out.verdicts[1]?.message).toBe(
      "W9: your 2 ships in Brest's port carry 3 of 4 divisions; 1 more fits, not 2",
    );
    expect(out.state.provinces.brest?.divisions).toBe(2);
    expect(out.state.fleets[0]).toMatchObject({ ships: 2, divisions: 3 });
  });

  it("W8 W9 W11 receipts agree with the count: 1 division embarks, 1 ship sails, 1 division moves", () => {
    const out = applyCommands(base(), map, "france", [
      { kind: "embark", province: "brest", count: 1 },
      { kind: "embark", province: "brest", count: 2 },
      { kind: "sail", from: "brest", to: "channel", count: 1 },
      { kind: "move", from: "paris", to: "brest", count: 1 },
      { kind: "move", from: "paris", to: "brest", count: 1 },
    ]);
    expect(out.verdicts.map((v) => v.message)).toEqual([
      "W9: 1 division embarks in Brest's port",
      "W9: 2 divisions embark in Brest's port",
      "W11: 1 ship sails from Brest to Channel with 2 divisions aboard",
      "W8: 1 division moves from Paris to Brest",
      "W8: 1 division moves from Paris to Brest",
    ]);
  });

  it("W9 embarking needs a port, ships there and enough divisions", () => {
    const state = base();
    expect(last(state, map, "france", [{ kind: "embark", province: "paris", count: 1 }]).code).toBe(
      "rule/no-port",
    );
    const none = makeState(map, { provinces: { brest: { divisions: 2 } } });
    expect(last(none, map, "france", [{ kind: "embark", province: "brest", count: 1 }]).code).toBe(
      "rule/no-ships",
    );
    const few = last(state, map, "france", [
      { kind: "move", from: "brest", to: "paris", count: 4 },
      { kind: "embark", province: "brest", count: 2 },
    ]);
    expect(few).toMatchObject({ accepted: false, code: "rule/too-few-divisions" });
  });

  it("W9 disembarking only in owned or allied ports; landed divisions count as moved", () => {
    const state = makeState(map, {
      fleets: [
        { nation: "france", at: "london", ships: 1, divisions: 2 },
        { nation: "france", at: "kiel", ships: 1, divisions: 2 },
      ],
      relations: [
        ["france", "uk", "alliance"],
        ["france", "germany", "war"],
      ],
    });
    const v = judge(state, map, "france", [
      { kind: "disembark", province: "london", count: 2 },
      { kind: "move", from: "london", to: "liverpool", count: 1 },
      { kind: "disembark", province: "kiel", count: 1 },
    ]);
    expect(v[0]).toMatchObject({ accepted: true, code: "ok/disembark" });
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/already-moved" });
    expect(v[2]).toMatchObject({ accepted: false, code: "rule/port-not-friendly", rule: "W9" });
    expect(v[2]?.message).toBe(
      "W9: divisions disembark only in owned or allied ports; Kiel belongs to Germany",
    );
  });

  it("W11 in the Deployment phase ships move out of port, into port, or one sea zone, once", () => {
    const out = applyCommands(base(), map, "france", [
      { kind: "embark", province: "brest", count: 4 },
      { kind: "sail", from: "brest", to: "channel", count: 1 },
      { kind: "sail", from: "channel", to: "north-sea", count: 1 },
      { kind: "sail", from: "brest", to: "north-sea", count: 1 },
      { kind: "sail", from: "brest", to: "london", count: 1 },
    ]);
    expect(out.verdicts.map((v) => v.code)).toEqual([
      "ok/embark",
      "ok/sail",
      "rule/already-moved",
      "rule/not-adjacent",
      "rule/sail-two-steps",
    ]);
    expect(out.verdicts[2]?.message).toBe(
      "W11: 1 of your 1 ship at Channel already moved this phase; 0 can still move, not 1",
    );
    expect(out.state.fleets).toEqual(
      expect.arrayContaining([
        { nation: "france", at: "brest", ships: 1, divisions: 2, built: true },
        { nation: "france", at: "channel", ships: 1, divisions: 2, built: true },
      ]),
    );
  });

  it("W11 ships enter only owned or allied ports, and one sea zone at a time", () => {
    const state = makeState(map, {
      fleets: [{ nation: "france", at: "channel", ships: 2 }],
      relations: [["france", "uk", "alliance"]],
    });
    const v = judge(state, map, "france", [
      { kind: "sail", from: "channel", to: "london", count: 1 },
      { kind: "sail", from: "channel", to: "belgium", count: 1 },
      { kind: "sail", from: "channel", to: "adriatic", count: 1 },
    ]);
    expect(v[0]?.accepted).toBe(true);
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/not-adjacent" });
    expect(v[2]).toMatchObject({ accepted: false, code: "rule/not-adjacent" });
    expect(v[2]?.message).toBe("W11: Adriatic does not touch Channel; ships move one sea zone");
  });

  it("W9 a ship move takes its divisions along; the ones left behind must fit", () => {
    const state = makeState(map, { fleets: [{ nation: "france", at: "channel", ships: 2, divisions: 4 }] });
    const v = judge(state, map, "france", [
      { kind: "sail", from: "channel", to: "north-sea", count: 1, divisions: 1 },
    ]);
    expect(v[0]).toMatchObject({ accepted: false, code: "rule/ship-full" });
    const ok = applyCommands(state, map, "france", [
      { kind: "sail", from: "channel", to: "north-sea", count: 1 },
    ]);
    expect(ok.state.fleets).toEqual([
      { nation: "france", at: "channel", ships: 1, divisions: 2, built: true },
      { nation: "france", at: "north-sea", ships: 1, divisions: 2, built: true },
    ]);
  });

  it("W12 in the Attack phase ships move one sea zone, only into empty or enemy-held zones, never through ports", () => {
    const state = makeState(map, {
      phase: "attack",
      fleets: [
        { nation: "france", at: "channel", ships: 3 },
        { nation: "france", at: "brest", ships: 1 },
        { nation: "uk", at: "north-atlantic", ships: 1 },
        { nation: "germany", at: "north-sea", ships: 1 },
      ],
      relations: [["france", "germany", "war"]],
    });
    const v = judge(state, map, "france", [
      { kind: "sail", from: "brest", to: "channel", count: 1 },
      { kind: "sail", from: "channel", to: "north-atlantic", count: 1 },
      { kind: "sail", from: "channel", to: "north-sea", count: 1 },
    ]);
    expect(v[0]).toMatchObject({ accepted: false, code: "rule/attack-phase-port", rule: "W12" });
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/zone-not-open", rule: "W12" });
    expect(v[1]?.message).toBe(
      "W12: North Atlantic holds Uk's fleet (not at war with you): in the Attack phase ships enter only empty zones or zones with enemy fleets",
    );
    expect(v[2]).toMatchObject({ accepted: true, code: "ok/sail", rule: "W12" });
  });

  it("W10 ships under construction cannot sail", () => {
    const state = makeState(map, { fleets: [{ nation: "france", at: "brest", ships: 1, built: false }] });
    const v = last(state, map, "france", [{ kind: "sail", from: "brest", to: "channel", count: 1 }]);
    expect(v).toMatchObject({ accepted: false, code: "rule/ship-not-built", rule: "W10" });
  });

  it("W11 too few ships is named", () => {
    const v = last(base(), map, "france", [{ kind: "sail", from: "brest", to: "channel", count: 3 }]);
    expect(v).toMatchObject({ accepted: false, code: "rule/too-few-ships" });
    expect(v.message).toBe("W11: you have 2 ships at Brest; this move needs 3");
  });
});
