import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveWw1907Phase } from "../../../src/rulesets/ww1907/resolve.ts";
import { ww1907Ruleset } from "../../../src/rulesets/ww1907/ruleset.ts";
import type { GameState } from "../../../src/rulesets/ww1907/state.ts";
import { attack, battleMap, battleState, resolveWithBattles, run } from "./engine/battles/fixture.ts";
import { ww1907 } from "./engine/helpers/fixtures.ts";
import { twoYearScript } from "./scenario/two-year-script.ts";

/**
 * World War 1907's events have a zod schema (`src/rulesets/ww1907/event-schema.ts`), the one the generic play reads
 * its log and published records back through (`ww1907Ruleset.schemas.event`; issue #25 listed "events have no zod
 * schema" among the migration's differences). Each event the engine writes must read back as it was written: nothing
 * refused, nothing dropped (zod strips a field the schema forgets, so equality after parsing is the check).
 */
const schema = ww1907Ruleset.schemas.event;

function expectReadBack(events: readonly unknown[]): void {
  for (const e of events) {
    const read = schema.safeParse(JSON.parse(JSON.stringify(e)));
    expect(read.success ? read.data : read.error.issues, `event ${JSON.stringify(e)}`).toEqual(e);
  }
}

describe("World War 1907's event schema", () => {
  it("W8 W10 W18 W21 W24 W25 W26: every event of the scripted two-year game reads back as written", () => {
    const { state: opening, map } = ww1907();
    let state: GameState = opening;
    const types = new Set<string>();
    for (const phase of twoYearScript) {
      const out = resolveWw1907Phase(state, map, phase.orders as never, phase.seed);
      expectReadBack(out.events);
      for (const e of out.events) types.add(e.type);
      state = out.state;
    }
    // the script builds, moves, sails, declares war, fights, captures and scores: each of those kinds was read back
    for (const t of [
      "built",
      "moved",
      "war-declared",
      "income",
      "land-battle",
      "province-captured",
      "points",
    ]) {
      expect(types, t).toContain(t);
    }
  });

  it("W13 W14 W19 W21: random land attacks and naval battles on the battle map, with any seed, read back as written", () => {
    const map = battleMap();
    const sources = fc.subarray(
      [
        ["warsaw", 1],
        ["lodz", 1],
      ] as [string, number][],
      { minLength: 1 },
    );
    const seen = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 0, max: 4 }),
        sources,
        fc.string(),
        (attackers, defenders, from, seed) => {
          const state = battleState(map, {
            divisions: { warsaw: attackers, lodz: attackers, krakow: defenders, trieste: 1, venice: 2 },
            fleets: [
              { nation: "italy", at: "ionian", ships: 2, divisions: 1 },
              { nation: "austria", at: "adriatic", ships: 1 },
            ],
          });
          const land = run(
            map,
            state,
            [attack("russia", "krakow", ...from.map(([p]) => [p, attackers] as [string, number]))],
            seed,
          );
          expectReadBack(land.events);
          // Italy attacks Trieste by land and sails into the Adriatic, where an Austrian ship waits: a naval battle
          const phase = resolveWithBattles(
            map,
            state,
            {
              italy: [
                { kind: "attack", target: "trieste", sources: [{ from: "venice", count: 2 }] },
                { kind: "sail", from: "ionian", to: "adriatic", count: 2 },
              ],
            },
            seed,
          );
          for (const e of [...land.events, ...phase.events]) seen.add(e.type);
          expectReadBack(phase.events);
        },
      ),
      { numRuns: 60 },
    );
    expect([...seen]).toEqual(
      expect.arrayContaining(["land-battle", "naval-battle", "province-captured", "points"]),
    );
  });

  it("an event missing a field or of an unknown kind is refused, with the field named", () => {
    const read = schema.safeParse({ type: "moved", nation: "russia", from: "warsaw", count: 2 });
    expect(read.success).toBe(false);
    expect(read.error?.issues.map((i) => i.path.join("."))).toContain("to");
    expect(schema.safeParse({ type: "teleported", nation: "russia" }).success).toBe(false);
  });
});
