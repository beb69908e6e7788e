import { describe, expect, it } from "vitest";
import type { EngineEvent } from "../../../../src/rulesets/ww1907/events.ts";
import { type PhaseHooks, resolvePhase } from "../../../../src/rulesets/ww1907/phases.ts";
import { gameStateSchema } from "../../../../src/rulesets/ww1907/state.ts";
import { makeState, miniMap } from "./helpers/fixtures.ts";

const map = miniMap();

describe("phases", () => {
  it("W3 a turn is a year: Deployment, then Attack, then next year's Deployment", () => {
    const s0 = makeState(map);
    const s1 = resolvePhase(s0, map, {});
    expect([s1.state.year, s1.state.phase]).toEqual([1907, "attack"]);
    const s2 = resolvePhase(s1.state, map, {});
    expect([s2.state.year, s2.state.phase]).toEqual([1908, "deployment"]);
    expect(s2.events.filter((e) => e.type.startsWith("phase"))).toEqual([
      { type: "phase-ended", year: 1907, phase: "attack" },
      { type: "phase-started", year: 1908, phase: "deployment" },
    ]);
  });

  it("W6 unspent and fractional pp carry over and income is added at the next Deployment", () => {
    const s0 = makeState(map, { nations: { france: { treasury: 7.75 } } });
    const d = resolvePhase(s0, map, {
      france: [{ kind: "build", unit: "division", province: "paris", count: 5 }],
    });
    expect(d.state.nations.france?.treasury).toBe(2.75);
    const a = resolvePhase(d.state, map, {});
    expect(a.state.nations.france?.treasury).toBe(8.75);
    const lost = makeState(map, {
      nations: { france: { treasury: 7.75 } },
      rulings: { unspentPpCarryOver: false },
    });
    const a2 = resolvePhase(resolvePhase(lost, map, {}).state, map, {});
    expect(a2.state.nations.france?.treasury).toBe(6.75);
  });

  it("W10 ships built in a Deployment phase are ready at the next one", () => {
    const s0 = makeState(map, { fleets: [{ nation: "france", at: "brest", ships: 1 }] });
    const d = resolvePhase(s0, map, {
      france: [{ kind: "build", unit: "ship", province: "brest", count: 2 }],
    });
    expect(d.state.fleets).toEqual([
      { nation: "france", at: "brest", ships: 1, divisions: 0, built: true },
      { nation: "france", at: "brest", ships: 2, divisions: 0, built: false },
    ]);
    const next = resolvePhase(d.state, map, {});
    expect(next.state.fleets).toEqual([
      { nation: "france", at: "brest", ships: 3, divisions: 0, built: true },
    ]);
    expect(next.events).toContainEqual({ type: "ships-completed", nation: "france", at: "brest", ships: 2 });
  });

  it("W26 costs owed that the treasury cannot cover stay owed and block spending", () => {
    const s0 = makeState(map, { phase: "attack", nations: { austria: { treasury: 0 } } });
    const out = resolvePhase(s0, map, {
      austria: [
        { kind: "declare-war", nation: "germany" },
        { kind: "declare-war", nation: "france" },
      ],
    });
    // income 6, owed 6: all paid
    expect(out.state.nations.austria).toMatchObject({ treasury: 0, owed: 0 });
    const s1 = makeState(map, {
      phase: "attack",
      nations: { austria: { treasury: 0 } },
      relations: [["austria", "uk", "alliance"]],
    });
    const more = resolvePhase(s1, map, {
      austria: [
        { kind: "declare-war", nation: "germany" },
        { kind: "declare-war", nation: "france" },
        { kind: "break-alliance", nation: "uk", to: "war" },
      ],
    });
    expect(more.state.nations.austria).toMatchObject({ treasury: 0, owed: 6 });
    const next = resolvePhase(more.state, map, {
      austria: [{ kind: "build", unit: "division", province: "vienna", count: 1 }],
    });
    expect(next.verdicts.austria?.[0]?.code).toBe("rule/costs-unpaid");
  });

  it("W20 ruling: in the Attack phase ship moves come first, then the other orders in posted order", () => {
    const calls: string[] = [];
    const hooks: PhaseHooks = {
      navalBattles: (_w, rng) => {
        calls.push("naval");
        return { events: [], rng };
      },
      landAttack: (_w, nation, cmd, rng) => {
        calls.push(`attack ${nation} ${cmd.target}`);
        return { events: [], rng };
      },
      endOfPhase: (_w, rng) => {
        calls.push("end");
        return { events: [], rng };
      },
    };
    const s0 = makeState(map, {
      phase: "attack",
      provinces: { paris: { divisions: 3 }, kiel: { divisions: 2 } },
      relations: [["france", "germany", "war"]],
      fleets: [{ nation: "uk", at: "channel", ships: 1 }],
    });
    const out = resolvePhase(
      s0,
      map,
      {
        germany: [
          { kind: "attack", target: "paris", sources: [{ from: "alsace", count: 1 }] },
          { kind: "attack", target: "belgium", sources: [{ from: "kiel", count: 1 }] },
        ],
        france: [
          { kind: "attack", target: "alsace", sources: [{ from: "paris", count: 2 }] },
          { kind: "sail", from: "channel", to: "north-sea", count: 1 },
        ],
        uk: [{ kind: "sail", from: "channel", to: "north-sea", count: 1 }],
      },
      undefined,
      hooks,
    );
    expect(calls).toEqual(["naval", "attack germany belgium", "attack france alsace", "end"]);
    expect(out.verdicts.germany?.[0]?.code).toBe("rule/too-few-divisions");
    expect(out.verdicts.france?.map((v) => v.code)).toEqual(["ok/attack", "rule/no-ships"]);
    expect(out.verdicts.uk?.[0]?.code).toBe("ok/sail");
  });

  it("resolving gives events in order and a schema-valid next state, leaving the input untouched", () => {
    const s0 = makeState(map, { provinces: { paris: { divisions: 2 } } });
    const copy = structuredClone(s0);
    const out = resolvePhase(s0, map, {
      france: [
        { kind: "build", unit: "division", province: "brest", count: 1 },
        { kind: "move", from: "paris", to: "brest", count: 2 },
      ],
    });
    expect(s0).toEqual(copy);
    expect(gameStateSchema.safeParse(out.state).success).toBe(true);
    const types: EngineEvent["type"][] = out.events.map((e) => e.type);
    expect(types).toEqual(["built", "moved", "phase-ended", "phase-started"]);
  });
});

describe("naval battle hook (W13, fought by the battle hooks)", () => {
  it("W13 naval battles are checked in every phase: the hook runs after the Deployment phase's ship moves too", () => {
    const seen: string[][] = [];
    const hooks: PhaseHooks = {
      navalBattles: (w, rng) => {
        seen.push(w.state.fleets.filter((f) => f.at === "north-sea").map((f) => f.nation));
        return { events: [], rng };
      },
    };
    const s0 = makeState(map, {
      relations: [["uk", "germany", "war"]],
      fleets: [
        { nation: "uk", at: "channel", ships: 1 },
        { nation: "germany", at: "north-sea", ships: 1 },
      ],
    });
    resolvePhase(
      s0,
      map,
      { uk: [{ kind: "sail", from: "channel", to: "north-sea", count: 1 }] },
      undefined,
      hooks,
    );
    expect(seen).toEqual([["germany", "uk"]]);
  });
});
