import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyCommands } from "../../../../src/rulesets/ww1907/apply.ts";
import type { Scenario } from "../../../../src/rulesets/ww1907/scenario/schema.ts";
import { makeState, miniMap } from "./helpers/fixtures.ts";
import { judge } from "./helpers/judge.ts";

const map = miniMap();

type Cmdr = Scenario["commanders"][number];

const foch = (at: string, moves = 1): Cmdr => ({
  id: "ferdinand-foch",
  name: "Ferdinand Foch",
  kind: "general",
  nation: "france",
  title: "Fast Moving",
  at,
  traits: [
    { kind: "attack-dice", dice: 1 },
    { kind: "extra-free-move", moves },
  ],
});

const joffre = (at: string): Cmdr => ({
  id: "joseph-joffre",
  name: "Joseph Joffre",
  kind: "general",
  nation: "france",
  title: "Stubborn",
  at,
  traits: [{ kind: "defence-dice", dice: 1 }],
});

/** brest - paris - alsace (germany, allied) - berlin (germany); paris - belgium (neutral). */
const base = (commanders: Cmdr[], divisions: Record<string, number> = { brest: 3 }) =>
  makeState(map, {
    provinces: Object.fromEntries(Object.entries(divisions).map(([p, n]) => [p, { divisions: n }])),
    relations: [["france", "germany", "alliance"]],
    commanders,
  });

describe("W24 Fast Moving: an extra free move for divisions under the general's command", () => {
  it("W24 W8 divisions setting out from Foch's province make 1 + 1 steps; a third is refused, naming him", () => {
    const v = judge(base([foch("brest")]), map, "france", [
      { kind: "move", from: "brest", to: "paris", count: 2 },
      { kind: "move", from: "paris", to: "alsace", count: 2 },
      { kind: "move", from: "alsace", to: "berlin", count: 1 },
    ]);
    expect(v.map((x) => x.accepted)).toEqual([true, true, false]);
    expect(v[0]?.message).toBe(
      "W8: 2 divisions move from Brest to Paris; under Ferdinand Foch's Fast Moving (W24) they may move once more this phase",
    );
    expect(v[1]?.message).toBe("W8: 2 divisions move from Paris to Alsace");
    expect(v[2]).toMatchObject({ code: "rule/already-moved", rule: "W8" });
    expect(v[2]?.message).toBe(
      "W8: 2 of your 2 divisions in Alsace already moved this phase; 0 can still move, not 1; Ferdinand Foch's Fast Moving lets divisions under his command move once more, but only divisions that set out from his province before they moved (he is in Brest)",
    );
  });

  it("W24 a trait of 2 extra moves gives 3 steps; the state shows the divisions where they ended", () => {
    const out = applyCommands(base([foch("brest", 2)]), map, "france", [
      { kind: "move", from: "brest", to: "paris", count: 3 },
      { kind: "move", from: "paris", to: "alsace", count: 3 },
      { kind: "move", from: "alsace", to: "berlin", count: 3 },
    ]);
    expect(out.verdicts.every((x) => x.accepted)).toBe(true);
    expect(out.verdicts[0]?.message).toMatch(/may move 2 more times this phase$/);
    expect(out.state.provinces.brest?.divisions).toBe(0);
    expect(out.state.provinces.berlin?.guests).toEqual({ france: 3 });
  });

  it("W8 without a Fast Moving general the second step is refused with the plain W8 message", () => {
    const v = judge(base([joffre("brest")]), map, "france", [
      { kind: "move", from: "brest", to: "paris", count: 2 },
      { kind: "move", from: "paris", to: "alsace", count: 1 },
    ]);
    expect(v[1]?.message).toBe(
      "W8: 2 of your 2 divisions in Paris already moved this phase; 0 can still move, not 1",
    );
  });

  it("W24 only divisions that set out with him move again: those that arrived in his province do not", () => {
    const v = judge(base([foch("brest")], { brest: 1, paris: 1 }), map, "france", [
      { kind: "move", from: "paris", to: "brest", count: 1 },
      { kind: "move", from: "brest", to: "paris", count: 2 },
      { kind: "move", from: "brest", to: "paris", count: 1 },
    ]);
    expect(v.map((x) => x.accepted)).toEqual([true, false, true]);
    expect(v[1]?.message).toBe(
      "W8: 1 of your 2 divisions in Brest already moved this phase; 1 can still move, not 2; Ferdinand Foch's Fast Moving lets divisions under his command move once more, but only divisions that set out from his province before they moved",
    );
  });

  it("W24 fast and plain divisions mix: each keeps its own steps", () => {
    // Paris holds 1 division of its own (no general there); 2 arrive from Brest with Foch's extra step
    const v = judge(base([foch("brest")], { brest: 2, paris: 1 }), map, "france", [
      { kind: "move", from: "brest", to: "paris", count: 2 },
      { kind: "move", from: "paris", to: "alsace", count: 3 },
      { kind: "move", from: "alsace", to: "berlin", count: 1 },
    ]);
    expect(v.map((x) => x.accepted)).toEqual([true, true, false]);
  });

  it("W24 W8 each extra step is judged like a free move: a neutral province is still an attack", () => {
    const v = judge(base([foch("brest")]), map, "france", [
      { kind: "move", from: "brest", to: "paris", count: 2 },
      { kind: "move", from: "paris", to: "belgium", count: 2 },
    ]);
    expect(v[1]).toMatchObject({ accepted: false, code: "rule/move-into-neutral", rule: "W8" });
  });

  it("W24 the Fast Moving general keeps up: he may move 1 + 1 steps; a general without the trait moves once", () => {
    const fast = judge(base([foch("brest")]), map, "france", [
      { kind: "move", from: "brest", to: "paris", count: 2 },
      { kind: "move-commander", commander: "ferdinand-foch", to: "paris" },
      { kind: "move", from: "paris", to: "alsace", count: 2 },
      { kind: "move-commander", commander: "ferdinand-foch", to: "alsace" },
      { kind: "move-commander", commander: "ferdinand-foch", to: "berlin" },
    ]);
    expect(fast.map((x) => x.accepted)).toEqual([true, true, true, true, false]);
    expect(fast[4]?.message).toBe(
      "W24: Ferdinand Foch already moved 2 steps this phase; his Fast Moving allows 2",
    );
    const slow = judge(base([joffre("brest")]), map, "france", [
      { kind: "move-commander", commander: "joseph-joffre", to: "paris" },
      { kind: "move-commander", commander: "joseph-joffre", to: "alsace" },
    ]);
    expect(slow[1]?.message).toBe("W24: Joseph Joffre already moved this phase");
  });

  it("W24 divisions moving off with him after he arrived in a province set out with his extra step", () => {
    // Foch steps from Brest to Paris first; Paris's own divisions leave with him and may step once more
    const v = judge(base([foch("brest")], { paris: 2 }), map, "france", [
      { kind: "move-commander", commander: "ferdinand-foch", to: "paris" },
      { kind: "move", from: "paris", to: "alsace", count: 2 },
      { kind: "move", from: "alsace", to: "berlin", count: 2 },
    ]);
    expect(v.map((x) => x.accepted)).toEqual([true, true, true]);
  });

  it("W8 W24 over random move sequences: divisions are conserved and only Foch's set-out divisions step twice", () => {
    const places = ["brest", "paris", "alsace", "berlin"] as const;
    const step = fc.record({
      from: fc.constantFrom(...places),
      to: fc.constantFrom(...places),
      count: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 12 }), (fast, moves) => {
        const divisions = { brest: 3, paris: 2, alsace: 1, berlin: 0 };
        const s = base([fast ? foch("brest") : joffre("brest")], divisions);
        const out = applyCommands(
          s,
          map,
          "france",
          moves.map((m) => ({ kind: "move" as const, ...m })),
        );
        const total = (st: typeof s) =>
          places.reduce(
            (n, p) => n + (st.provinces[p]?.divisions ?? 0) + (st.provinces[p]?.guests.france ?? 0),
            0,
          );
        expect(total(out.state)).toBe(total(s));
        const steps = moves.reduce((n, m, i) => n + (out.verdicts[i]?.accepted ? m.count : 0), 0);
        // every division moves once (W8); the 3 that start in Foch's Brest may move once more (W24)
        expect(steps).toBeLessThanOrEqual(6 + (fast ? 3 : 0));
      }),
      { seed: 1907, numRuns: 300 },
    );
  });
});
