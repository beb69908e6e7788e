import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadMap } from "../../../../src/map/load.ts";
import { loadScenario } from "../../../../src/rulesets/ww1907/scenario/load.ts";
import { resolveScenario } from "../../../../src/rulesets/ww1907/scenario/resolve.ts";
import type { ScenarioFile } from "../../../../src/rulesets/ww1907/scenario/schema.ts";

const europe = loadMap("europe-1907");
const opening = loadScenario("ww1907");
if (!europe.ok || !opening.ok) throw new Error("europe-1907 or ww1907 does not load");
const map = europe.value;
const base = opening.value.scenario;

/** A way a player might type a name: as written, upper case, lower case. */
const typed = (name: string, style: number): string =>
  style === 0 ? name : style === 1 ? name.toUpperCase() : name.toLowerCase();

const provinceNames = map.provinces.flatMap((p) =>
  [p.id, p.name, ...p.aliases].map((name) => ({ id: p.id, name })),
);
const seaNames = map.seas.flatMap((s) => [s.id, s.name, ...s.aliases].map((name) => ({ id: s.id, name })));
const nationNames = base.nations.flatMap((n) =>
  [n.id, n.name, ...n.aliases].map((name) => ({ id: n.id, name })),
);

describe("names and aliases are accepted wherever an id is expected", () => {
  it("property: any province name or alias, in any case, keys a province entry and sets its owner by nation alias", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...provinceNames),
        fc.constantFrom(...nationNames),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 9 }),
        (province, nation, style, divisions) => {
          // the base's fleets and commanders are left out: a port or province handed over is checked against them
          const file: ScenarioFile = {
            provinces: { [typed(province.name, style)]: { owner: typed(nation.name, style), divisions } },
            replace: ["fleets", "commanders"],
          };
          const result = resolveScenario(file, base, map, "property");
          expect(result.ok ? result.value.provinces[province.id] : result.error).toEqual({
            owner: nation.id,
            divisions,
          });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("property: any sea zone name or alias places a fleet at that sea zone", () => {
    fc.assert(
      fc.property(fc.constantFrom(...seaNames), fc.integer({ min: 0, max: 2 }), (sea, style) => {
        const file = {
          fleets: [{ nation: "Spain", at: typed(sea.name, style), ships: 1, divisions: 0, built: true }],
        };
        const result = resolveScenario(file, base, map, "property");
        expect(result.ok ? result.value.fleets.at(-1)?.at : result.error).toBe(sea.id);
      }),
      { numRuns: 100 },
    );
  });

  it("property: any two nation names or aliases set a relation between the right pair", () => {
    fc.assert(
      fc.property(fc.constantFrom(...nationNames), fc.constantFrom(...nationNames), (x, y) => {
        fc.pre(x.id !== y.id);
        const file = {
          relations: [
            [x.name, y.name, "war"],
            [y.name, x.name, "war"],
          ] as [string, string, "war"][],
        };
        const result = resolveScenario(file, base, map, "property");
        if (!result.ok) throw new Error(result.error.map((p) => p.message).join("\n"));
        const [a, b] = x.id < y.id ? [x.id, y.id] : [y.id, x.id];
        expect(result.value.relations).toContainEqual({ a, b, relation: "war" });
      }),
      { numRuns: 100 },
    );
  });
});
