import { describe, expect, it } from "vitest";
import { applyCommands } from "../../../../src/rulesets/ww1907/apply.ts";
import type { CommanderState } from "../../../../src/rulesets/ww1907/state.ts";
import { makeState, miniMap } from "./helpers/fixtures.ts";
import { judge, last } from "./helpers/judge.ts";

const map = miniMap();

describe("attacks, judged statically (battles are fought by the battle hooks)", () => {
  const base = () =>
    makeState(map, {
      phase: "attack",
      provinces: {
        paris: { divisions: 4 },
        brest: { divisions: 2 },
        alsace: { divisions: 3 },
        belgium: { divisions: 1 },
      },
      relations: [["france", "germany", "war"]],
    });

  it("W14 divisions from several adjacent provinces may attack an enemy province", () => {
    const out = applyCommands(base(), map, "france", [
      { kind: "attack", target: "alsace", sources: [{ from: "paris", count: 3 }] },
      { kind: "attack", target: "belgium", sources: [{ from: "paris", count: 1 }] },
    ]);
    expect(out.verdicts.map((v) => v.code)).toEqual(["ok/attack", "ok/attack"]);
    expect(out.events[0]).toEqual({
      type: "attack-ordered",
      nation: "france",
      target: "alsace",
      sources: [{ from: "paris", count: 3 }],
      amphibious: false,
    });
  });

  it("W14 the target must be enemy or neutral; a nation at peace needs a declaration first (W25)", () => {
    const state = makeState(map, { phase: "attack", provinces: { berlin: { divisions: 3 } } });
    const v = judge(state, map, "germany", [
      { kind: "attack", target: "vienna", sources: [{ from: "berlin", count: 1 }] },
      { kind: "declare-war", nation: "austria" },
      { kind: "attack", target: "vienna", sources: [{ from: "berlin", count: 1 }] },
      { kind: "attack", target: "kiel", sources: [{ from: "berlin", count: 1 }] },
    ]);
    expect(v[0]).toMatchObject({ accepted: false, code: "rule/target-not-enemy", rule: "W14" });
    expect(v[0]?.message).toBe(
      "W14: Vienna belongs to Austria, at peace with you: declare war first (W25, 3 pp)",
    );
    expect(v[1]?.accepted).toBe(true);
    expect(v[2]?.accepted).toBe(true);
    expect(v[3]?.code).toBe("rule/target-not-enemy");
  });

  it("W14 attacks only in the Attack phase, from adjacent provinces with enough divisions", () => {
    const deploy = makeState(map, {
      provinces: { paris: { divisions: 2 } },
      relations: [["france", "germany", "war"]],
    });
    expect(
      last(deploy, map, "france", [
        { kind: "attack", target: "alsace", sources: [{ from: "paris", count: 1 }] },
      ]).code,
    ).toBe("rule/wrong-phase");
    const v = judge(base(), map, "france", [
      { kind: "attack", target: "alsace", sources: [{ from: "brest", count: 1 }] },
      { kind: "attack", target: "alsace", sources: [{ from: "paris", count: 5 }] },
    ]);
    expect(v[0]).toMatchObject({ accepted: false, code: "rule/not-adjacent" });
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/too-few-divisions" });
  });

  it("W17 a division attacks once a turn", () => {
    const v = judge(base(), map, "france", [
      { kind: "attack", target: "alsace", sources: [{ from: "paris", count: 3 }] },
      { kind: "attack", target: "belgium", sources: [{ from: "paris", count: 2 }] },
    ]);
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/already-attacked", rule: "W17" });
    expect(v[1]?.message).toBe(
      "W17: 3 of your 4 divisions in Paris have already attacked this turn; 1 can still attack, not 2",
    );
  });

  it("W14 W17 W19 receipts agree with the count: 1 division attacks, 2 divisions attack, 1 has already attacked", () => {
    const v = judge(base(), map, "france", [
      { kind: "attack", target: "belgium", sources: [{ from: "paris", count: 1 }] },
      { kind: "attack", target: "alsace", sources: [{ from: "paris", count: 2 }] },
      { kind: "attack", target: "alsace", sources: [{ from: "brest", count: 1 }] },
    ]);
    expect(v[0]?.message).toBe("W14: 1 division attacks Belgium");
    expect(v[1]?.message).toBe("W14: 2 divisions attack Alsace");
    const once = judge(base(), map, "france", [
      { kind: "attack", target: "belgium", sources: [{ from: "paris", count: 1 }] },
      { kind: "attack", target: "alsace", sources: [{ from: "paris", count: 4 }] },
    ]);
    expect(once[1]?.message).toBe(
      "W17: 1 of your 4 divisions in Paris has already attacked this turn; 3 can still attack, not 4",
    );
  });

  it("W18 an attack may not empty a conquered province", () => {
    const state = makeState(map, {
      phase: "attack",
      provinces: { belgium: { divisions: 2 } },
      conquered: { belgium: "france" },
      relations: [["france", "germany", "war"]],
    });
    const v = judge(state, map, "france", [
      { kind: "attack", target: "kiel", sources: [{ from: "belgium", count: 2 }] },
      { kind: "attack", target: "kiel", sources: [{ from: "belgium", count: 1 }] },
    ]);
    expect(v[0]).toMatchObject({ accepted: false, code: "rule/garrison", rule: "W18" });
    expect(v[1]?.accepted).toBe(true);
  });

  it("W18 W21 allied guests do not count as the garrison a conquered province must keep: one of the owner's own divisions stays", () => {
    const state = makeState(map, {
      phase: "attack",
      provinces: { belgium: { divisions: 1 } },
      conquered: { belgium: "france" },
      relations: [
        ["france", "germany", "war"],
        ["france", "uk", "alliance"],
        ["uk", "germany", "war"],
      ],
    });
    const belgium = state.provinces.belgium;
    if (!belgium) throw new Error("no Belgium");
    belgium.guests = { uk: 2 };
    const v = judge(state, map, "france", [
      { kind: "attack", target: "kiel", sources: [{ from: "belgium", count: 1 }] },
    ]);
    expect(v[0]).toMatchObject({ accepted: false, code: "rule/garrison", rule: "W18" });
    // the guests themselves are not bound by France's conquest: the United Kingdom may attack from there
    const uk = judge(state, map, "uk", [
      { kind: "attack", target: "kiel", sources: [{ from: "belgium", count: 2 }] },
    ]);
    expect(uk[0]?.code).toBe("ok/attack");
  });

  it("W19 an amphibious strike comes from the sea zone of the target's port with divisions aboard", () => {
    const state = makeState(map, {
      phase: "attack",
      relations: [["uk", "germany", "war"]],
      fleets: [{ nation: "uk", at: "north-sea", ships: 2, divisions: 3 }],
    });
    const v = judge(state, map, "uk", [
      { kind: "amphibious", target: "kiel", from: "north-sea", count: 2 },
      { kind: "amphibious", target: "kiel", from: "north-sea", count: 2 },
      { kind: "amphibious", target: "kiel", from: "channel", count: 1 },
      { kind: "amphibious", target: "alsace", from: "north-sea", count: 1 },
    ]);
    expect(v[0]).toMatchObject({ accepted: true, code: "ok/amphibious", rule: "W19" });
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/already-attacked", rule: "W17" });
    expect(v[2]).toMatchObject({ accepted: false, code: "rule/not-adjacent", rule: "W19" });
    expect(v[3]?.message).toContain("Alsace has no port");
  });
});

describe("commanders (W24)", () => {
  const general: CommanderState = {
    id: "foch",
    name: "Ferdinand Foch",
    kind: "general",
    nation: "france",
    title: "Offensive",
    traits: [{ kind: "attack-dice", dice: 1 }],
    at: null,
  };

  it("W24 a commander is placed in any owned province, then moves like a division", () => {
    const state = makeState(map, { commanders: [general], relations: [["france", "germany", "alliance"]] });
    const out = applyCommands(state, map, "france", [
      { kind: "move-commander", commander: "foch", to: "paris" },
      { kind: "place-commander", commander: "foch", to: "berlin" },
      { kind: "place-commander", commander: "foch", to: "brest" },
      { kind: "place-commander", commander: "foch", to: "paris" },
      { kind: "move-commander", commander: "foch", to: "alsace" },
      { kind: "move-commander", commander: "foch", to: "paris" },
      { kind: "move-commander", commander: "foch", to: "alsace" },
    ]);
    expect(out.verdicts.map((v) => v.code)).toEqual([
      "commander/not-placed",
      "rule/not-your-province",
      "ok/commander",
      "commander/already-placed",
      "rule/not-adjacent",
      "ok/commander",
      "rule/already-moved",
    ]);
    expect(out.state.commanders[0]?.at).toBe("paris");
  });

  it("W24 another nation's commander cannot be ordered", () => {
    const v = last(makeState(map, { commanders: [general] }), map, "germany", [
      { kind: "place-commander", commander: "foch", to: "berlin" },
    ]);
    expect(v).toMatchObject({ accepted: false, code: "commander/not-yours" });
  });
});

describe("W20 ruling in a nation's own order list", () => {
  it("W20 W19 a strike written before the ship move that brings its ships is judged after it", () => {
    const state = makeState(map, {
      phase: "attack",
      relations: [["uk", "germany", "war"]],
      fleets: [{ nation: "uk", at: "channel", ships: 1, divisions: 2 }],
    });
    const v = judge(state, map, "uk", [
      { kind: "amphibious", target: "kiel", from: "north-sea", count: 2 },
      { kind: "sail", from: "channel", to: "north-sea", count: 1 },
    ]);
    expect(v.map((x) => x.code)).toEqual(["ok/amphibious", "ok/sail"]);
    const posted = makeState(map, {
      phase: "attack",
      relations: [["uk", "germany", "war"]],
      fleets: [{ nation: "uk", at: "channel", ships: 1, divisions: 2 }],
      rulings: { resolutionOrder: "posted" },
    });
    expect(
      judge(posted, map, "uk", [
        { kind: "amphibious", target: "kiel", from: "north-sea", count: 2 },
        { kind: "sail", from: "channel", to: "north-sea", count: 1 },
      ]).map((x) => x.code),
    ).toEqual(["rule/too-few-divisions", "ok/sail"]);
  });
});
