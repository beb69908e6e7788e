import { describe, expect, it } from "vitest";
import { applyCommands } from "../../../../src/rulesets/ww1907/apply.ts";
import { resolvePhase } from "../../../../src/rulesets/ww1907/phases.ts";
import { relationBetween } from "../../../../src/rulesets/ww1907/state.ts";
import { makeState, miniMap } from "./helpers/fixtures.ts";
import { judge, last } from "./helpers/judge.ts";

const map = miniMap();

describe("relations and their costs", () => {
  it("W25 peace to war costs 3 pp, paid now in the Deployment phase (W26)", () => {
    const out = applyCommands(makeState(map, { nations: { france: { treasury: 6.5 } } }), map, "france", [
      { kind: "declare-war", nation: "germany" },
      { kind: "build", unit: "division", province: "paris", count: 4 },
    ]);
    expect(out.verdicts[0]).toMatchObject({ accepted: true, code: "ok/declare-war", rule: "W25" });
    expect(out.verdicts[0]?.message).toBe("W25: war declared on Germany (3 pp, paid now)");
    expect(out.verdicts[1]).toMatchObject({ accepted: false, code: "rule/treasury-short" });
    expect(out.verdicts[1]?.message).toBe("W6: you have 3 pp left; this build needs 4");
    expect(relationBetween(out.state, "germany", "france")).toBe("war");
    expect(out.state.nations.france?.treasury).toBe(3.5);
  });

  it("W26 a declaration in the Attack phase is paid from the next Deployment phase's pp", () => {
    const state = makeState(map, { phase: "attack", nations: { france: { treasury: 0 } } });
    const out = applyCommands(state, map, "france", [{ kind: "declare-war", nation: "germany" }]);
    expect(out.verdicts[0]?.message).toBe("W25: war declared on Germany (3 pp, paid next Deployment phase)");
    expect(out.state.nations.france).toMatchObject({ treasury: 0, owed: 3 });
    const next = resolvePhase(state, map, { france: [{ kind: "declare-war", nation: "germany" }] });
    // income 6 added, 3 owed paid
    expect(next.state.nations.france).toMatchObject({ treasury: 3, owed: 0 });
    expect(next.events).toContainEqual({
      type: "income",
      nation: "france",
      income: 6,
      owedPaid: 3,
      owedLeft: 0,
      treasury: 3,
    });
  });

  it("W25 a declaration the nation cannot pay for is rejected naming the numbers", () => {
    const v = last(makeState(map, { nations: { france: { treasury: 2.75 } } }), map, "france", [
      { kind: "declare-war", nation: "germany" },
    ]);
    expect(v).toMatchObject({ accepted: false, code: "rule/treasury-short", rule: "W26" });
    expect(v.message).toBe("W26: declaring war on Germany costs 3 pp; you have 2 pp left this phase");
  });

  it("W25 ruling: declaring war on an ally breaks the alliance straight into war for 6 pp, and the receipt says so", () => {
    const state = makeState(map, {
      nations: { france: { treasury: 9 } },
      relations: [["france", "germany", "alliance"]],
    });
    const out = applyCommands(state, map, "france", [{ kind: "declare-war", nation: "germany" }]);
    expect(out.verdicts[0]).toMatchObject({ accepted: true, code: "ok/break-alliance", rule: "W25" });
    expect(out.verdicts[0]?.message).toBe(
      "W25: you are allied with Germany, so this order breaks the alliance with Germany and declares war: 6 pp, paid now",
    );
    expect(out.events).toEqual([
      { type: "alliance-broken", nation: "france", with: "germany", to: "war", cost: 6, payable: "now" },
    ]);
    expect(relationBetween(out.state, "france", "germany")).toBe("war");
    expect(out.state.nations.france?.treasury).toBe(3);
    // short of 6 pp: refused with the price, nothing paid
    const poor = makeState(map, {
      nations: { france: { treasury: 5 } },
      relations: [["france", "germany", "alliance"]],
    });
    expect(last(poor, map, "france", [{ kind: "declare-war", nation: "germany" }]).message).toBe(
      "W26: breaking the alliance with Germany to war costs 6 pp; you have 5 pp left this phase",
    );
  });

  it("W25 W28 declaring war on an ally at war with another ally costs only peace to war (3 pp)", () => {
    const state = makeState(map, {
      nations: { france: { treasury: 9 } },
      relations: [
        ["france", "germany", "alliance"],
        ["france", "uk", "alliance"],
        ["germany", "uk", "war"],
      ],
    });
    const out = applyCommands(state, map, "france", [{ kind: "declare-war", nation: "germany" }]);
    expect(out.verdicts[0]).toMatchObject({ accepted: true, rule: "W28" });
    expect(out.verdicts[0]?.message).toBe(
      "W28: you are allied with Germany, so this order breaks the alliance with Germany and declares war: 3 pp, paid now (W28: Germany and Uk are at war, so only peace to war is paid)",
    );
    expect(out.state.nations.france?.treasury).toBe(6);
  });

  it("W25 W27 declaring war on an ally is refused while you have troops in its provinces", () => {
    const state = makeState(map, {
      nations: { france: { treasury: 9 } },
      provinces: { paris: { divisions: 3 } },
      relations: [["france", "germany", "alliance"]],
    });
    const v = judge(state, map, "france", [
      { kind: "move", from: "paris", to: "alsace", count: 2 },
      { kind: "declare-war", nation: "germany" },
    ]);
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/troops-in-ally", rule: "W27" });
    expect(v[1]?.message).toContain("you still have troops in Germany's provinces (2 divisions in Alsace)");
  });

  it("W25 ruling declareWarOnAlly refused: war on an ally must be ordered as breaking the alliance; a second declaration is rejected", () => {
    const state = makeState(map, {
      relations: [
        ["france", "germany", "alliance"],
        ["france", "uk", "war"],
      ],
      rulings: { declareWarOnAlly: "refused" },
    });
    expect(last(state, map, "france", [{ kind: "declare-war", nation: "germany" }]).code).toBe(
      "diplomacy/allied-break-first",
    );
    expect(last(state, map, "france", [{ kind: "declare-war", nation: "uk" }]).code).toBe(
      "diplomacy/already-at-war",
    );
    expect(last(state, map, "france", [{ kind: "declare-war", nation: "france" }]).code).toBe("nation/self");
    expect(last(state, map, "france", [{ kind: "declare-war", nation: "prussia" }]).code).toBe(
      "nation/unknown",
    );
  });

  it("W25 breaking an alliance costs 3 pp to peace and 6 pp to war", () => {
    const state = makeState(map, {
      nations: { france: { treasury: 2 } },
      relations: [
        ["france", "germany", "alliance"],
        ["france", "uk", "alliance"],
      ],
    });
    const out = applyCommands(state, map, "france", [
      { kind: "break-alliance", nation: "germany", to: "peace" },
      { kind: "break-alliance", nation: "uk", to: "war" },
    ]);
    expect(out.verdicts.map((v) => v.accepted)).toEqual([false, false]);
    const rich = makeState(map, {
      nations: { france: { treasury: 9 } },
      relations: [
        ["france", "germany", "alliance"],
        ["france", "uk", "alliance"],
      ],
    });
    const ok = applyCommands(rich, map, "france", [
      { kind: "break-alliance", nation: "germany", to: "peace" },
      { kind: "break-alliance", nation: "uk", to: "war" },
    ]);
    expect(ok.verdicts.map((v) => v.code)).toEqual(["ok/break-alliance", "ok/break-alliance"]);
    expect(ok.state.nations.france?.treasury).toBe(0);
    expect(relationBetween(ok.state, "france", "germany")).toBe("peace");
    expect(relationBetween(ok.state, "france", "uk")).toBe("war");
    expect(last(rich, map, "france", [{ kind: "break-alliance", nation: "austria", to: "peace" }]).code).toBe(
      "diplomacy/not-allied",
    );
  });

  it("W25 ruling: an alliance needs both sides' proposals in the same phase; a lone proposal lapses", () => {
    const state = makeState(map);
    const both = resolvePhase(state, map, {
      france: [{ kind: "propose-alliance", nation: "germany" }],
      germany: [{ kind: "propose-alliance", nation: "france" }],
    });
    expect(both.events).toContainEqual({ type: "alliance-formed", nations: ["france", "germany"] });
    expect(relationBetween(both.state, "france", "germany")).toBe("alliance");
    const lone = resolvePhase(state, map, { france: [{ kind: "propose-alliance", nation: "germany" }] });
    expect(lone.events).toContainEqual(
      expect.objectContaining({ type: "proposal-lapsed", kind: "alliance", from: "france", to: "germany" }),
    );
    expect(relationBetween(lone.state, "france", "germany")).toBe("peace");
    const oneSided = resolvePhase(makeState(map, { rulings: { treatiesNeedBothSides: false } }), map, {
      france: [{ kind: "propose-alliance", nation: "germany" }],
    });
    expect(relationBetween(oneSided.state, "france", "germany")).toBe("alliance");
  });

  it("W25 war to peace is free and also needs both sides; peace can only be proposed at war", () => {
    const state = makeState(map, { relations: [["france", "germany", "war"]] });
    const out = resolvePhase(state, map, {
      germany: [{ kind: "propose-peace", nation: "france" }],
      france: [{ kind: "propose-peace", nation: "germany" }],
    });
    expect(out.events).toContainEqual({ type: "peace-made", nations: ["france", "germany"] });
    expect(relationBetween(out.state, "france", "germany")).toBe("peace");
    expect(last(makeState(map), map, "france", [{ kind: "propose-peace", nation: "germany" }]).code).toBe(
      "diplomacy/not-at-war",
    );
    expect(last(state, map, "france", [{ kind: "propose-alliance", nation: "germany" }]).code).toBe(
      "diplomacy/war-make-peace-first",
    );
  });

  it("W27 no breaking an alliance while you have troops in any of that ally's provinces", () => {
    const state = makeState(map, {
      nations: { france: { treasury: 10 } },
      relations: [["france", "germany", "alliance"]],
      provinces: { paris: { divisions: 3 } },
      fleets: [{ nation: "france", at: "kiel", ships: 1, divisions: 1 }],
    });
    const v = judge(state, map, "france", [
      { kind: "move", from: "paris", to: "alsace", count: 2 },
      { kind: "break-alliance", nation: "germany", to: "peace" },
    ]);
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/troops-in-ally", rule: "W27" });
    expect(v[1]?.message).toBe(
      "W27: you still have troops in Germany's provinces (2 divisions in Alsace, 1 division aboard ships in Kiel's port); bring them home before breaking the alliance",
    );
    const clear = makeState(map, {
      nations: { france: { treasury: 10 } },
      relations: [["france", "germany", "alliance"]],
    });
    expect(
      last(clear, map, "france", [{ kind: "break-alliance", nation: "germany", to: "peace" }]).accepted,
    ).toBe(true);
  });

  it("W28 when two allies go to war, the common ally drops to peace with one of them, free", () => {
    const state = makeState(map, {
      relations: [
        ["uk", "france", "alliance"],
        ["uk", "germany", "alliance"],
      ],
    });
    const out = resolvePhase(state, map, { france: [{ kind: "declare-war", nation: "germany" }] });
    expect(out.events).toContainEqual({
      type: "forced-drop",
      nation: "uk",
      with: "france",
      because: ["france", "germany"],
    });
    expect(relationBetween(out.state, "uk", "france")).toBe("peace");
    expect(relationBetween(out.state, "uk", "germany")).toBe("alliance");
    expect(out.state.nations.uk?.treasury).toBe(state.nations.uk?.treasury);
    const defender = resolvePhase(
      makeState(map, {
        relations: [
          ["uk", "france", "alliance"],
          ["uk", "germany", "alliance"],
        ],
        rulings: { forcedDropWith: "defender" },
      }),
      map,
      { france: [{ kind: "declare-war", nation: "germany" }] },
    );
    expect(relationBetween(defender.state, "uk", "germany")).toBe("peace");
  });

  it("W28 the player may choose which alliance to drop: free to peace, 3 pp to war", () => {
    const state = makeState(map, {
      nations: { uk: { treasury: 3 } },
      relations: [
        ["uk", "france", "alliance"],
        ["uk", "germany", "alliance"],
        ["france", "germany", "war"],
      ],
    });
    const v = applyCommands(state, map, "uk", [{ kind: "break-alliance", nation: "germany", to: "peace" }]);
    expect(v.verdicts[0]).toMatchObject({ accepted: true, code: "ok/break-alliance", rule: "W28" });
    expect(v.verdicts[0]?.message).toContain("free");
    expect(v.state.nations.uk?.treasury).toBe(3);
    const war = applyCommands(state, map, "uk", [{ kind: "break-alliance", nation: "germany", to: "war" }]);
    expect(war.state.nations.uk?.treasury).toBe(0);
  });

  it("W29 you may not ally an enemy of your ally", () => {
    const state = makeState(map, {
      relations: [
        ["uk", "france", "alliance"],
        ["france", "germany", "war"],
      ],
    });
    const v = last(state, map, "uk", [{ kind: "propose-alliance", nation: "germany" }]);
    expect(v).toMatchObject({ accepted: false, code: "rule/ally-of-enemy", rule: "W29" });
    expect(v.message).toBe(
      "W29: Germany is at war with your ally France; you may not ally an enemy of your ally",
    );
    expect(last(state, map, "uk", [{ kind: "propose-alliance", nation: "austria" }]).accepted).toBe(true);
  });

  it("W29 an alliance that became illegal during the phase lapses when matched", () => {
    const state = makeState(map, {
      relations: [["uk", "france", "alliance"]],
      nations: { france: { treasury: 6 } },
    });
    const out = resolvePhase(state, map, {
      uk: [{ kind: "propose-alliance", nation: "germany" }],
      germany: [{ kind: "propose-alliance", nation: "uk" }],
      france: [{ kind: "declare-war", nation: "germany" }],
    });
    expect(relationBetween(out.state, "uk", "germany")).toBe("peace");
    expect(out.events).toContainEqual(
      expect.objectContaining({ type: "proposal-lapsed", from: "uk", to: "germany" }),
    );
  });

  it("W5 ruling: passage is a standing grant, given and withdrawn by order", () => {
    const out = applyCommands(makeState(map), map, "france", [
      { kind: "grant-passage", to: "germany" },
      { kind: "grant-passage", to: "germany" },
    ]);
    expect(out.verdicts.map((v) => v.code)).toEqual(["ok/passage", "passage/already-granted"]);
    expect(out.state.passage).toEqual([{ from: "france", to: "germany" }]);
    const back = applyCommands(out.state, map, "france", [
      { kind: "withdraw-passage", to: "germany" },
      { kind: "withdraw-passage", to: "germany" },
    ]);
    expect(back.verdicts.map((v) => v.code)).toEqual(["ok/passage", "passage/not-granted"]);
    expect(back.state.passage).toEqual([]);
  });
});

describe("supply changes within a phase", () => {
  const spec = {
    relations: [["germany", "austria", "war"]] as [string, string, "war"][],
    conquered: { berlin: "austria" },
    provinces: { belgium: { owner: "france" } },
    nations: { germany: { treasury: 10 } },
  };

  it("W5 a passage granted earlier in the phase joins the receiver's supply groups for its later builds", () => {
    const build = { kind: "build", unit: "division", province: "kiel", count: 3 } as const;
    const alone = resolvePhase(makeState(map, spec), map, { germany: [build] });
    expect(alone.verdicts.germany?.[0]).toMatchObject({ accepted: false, code: "rule/supply-group-short" });
    const granted = resolvePhase(makeState(map, spec), map, {
      france: [{ kind: "grant-passage", to: "germany" }],
      germany: [build],
    });
    expect(granted.verdicts.germany?.[0]?.accepted).toBe(true);
  });

  it("W4 breaking an alliance to war cuts the nation's own supply through the ex-ally's land for its later builds", () => {
    const state = makeState(map, {
      relations: [
        ["germany", "austria", "war"],
        ["germany", "france", "alliance"],
      ],
      conquered: { berlin: "austria" },
      provinces: { belgium: { owner: "france" } },
      nations: { germany: { treasury: 10 } },
    });
    const v = judge(state, map, "germany", [
      { kind: "build", unit: "division", province: "kiel", count: 1 },
      { kind: "break-alliance", nation: "france", to: "war" },
      { kind: "build", unit: "division", province: "kiel", count: 2 },
      { kind: "build", unit: "division", province: "kiel", count: 1 },
    ]);
    expect(v.map((x) => x.accepted)).toEqual([true, true, false, true]);
    expect(v[2]?.message).toBe("W4: Kiel's supply group has 1 pp left; this build needs 2");
  });
});
