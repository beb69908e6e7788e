import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Command } from "../../../../src/rulesets/ww1907/commands.ts";
import type { EngineEvent } from "../../../../src/rulesets/ww1907/events.ts";
import { resolvePhase } from "../../../../src/rulesets/ww1907/phases.ts";
import { type GameState, gameStateSchema } from "../../../../src/rulesets/ww1907/state.ts";
import { makeState, miniMap } from "./helpers/fixtures.ts";

const map = miniMap();
const provinces = map.provinces.map((p) => p.id);
const places = [...provinces, ...map.seas.map((s) => s.id)];
const nations = ["uk", "france", "germany", "austria"];

const province = fc.constantFrom(...provinces);
const place = fc.constantFrom(...places);
const ports = map.provinces.filter((p) => p.port !== null).map((p) => p.id);
const port = fc.constantFrom(...ports);
const nation = fc.constantFrom(...nations);
const count = fc.integer({ min: 1, max: 4 });
// biased towards legal shapes: neighbours for moves and attacks, port/sea and sea/sea steps for ships
const landSteps = provinces.flatMap((p) => map.neighbours(p).map((n) => [p, n] as const));
const seaSteps = [
  ...map.provinces.flatMap((p) => (p.port ? [[p.id, p.port] as const, [p.port, p.id] as const] : [])),
  ...map.seas.flatMap((s) => s.adjacent.map((n) => [s.id, n] as const)),
];
const landStep = fc.constantFrom(...landSteps);
const seaStep = fc.oneof(fc.constantFrom(...seaSteps), fc.tuple(place, place));

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant("build" as const),
    unit: fc.constantFrom("division" as const, "ship" as const),
    province: fc.oneof(province, port),
    count,
  }),
  landStep.chain(([from, to]) =>
    fc.record({ kind: fc.constant("move" as const), from: fc.constant(from), to: fc.constant(to), count }),
  ),
  fc.record({ kind: fc.constant("embark" as const), province: port, count }),
  fc.record({ kind: fc.constant("disembark" as const), province: port, count }),
  seaStep.chain(([from, to]) =>
    fc.record({
      kind: fc.constant("sail" as const),
      from: fc.constant(from),
      to: fc.constant(to),
      count,
      divisions: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    }),
  ),
  landStep.chain(([from, target]) =>
    fc.record({
      kind: fc.constant("attack" as const),
      target: fc.constant(target),
      sources: fc.constant<{ from: string; count: number }[]>([{ from, count: 1 }]),
    }),
  ),
  port.chain((target) =>
    fc.record({
      kind: fc.constant("amphibious" as const),
      target: fc.constant(target),
      from: fc.oneof(fc.constant(map.port(target) ?? target), place),
      count,
    }),
  ),
  fc.record({ kind: fc.constant("declare-war" as const), nation }),
  fc.record({ kind: fc.constant("propose-alliance" as const), nation }),
  fc.record({ kind: fc.constant("propose-peace" as const), nation }),
  fc.record({
    kind: fc.constant("break-alliance" as const),
    nation,
    to: fc.constantFrom("peace" as const, "war" as const),
  }),
  fc.record({ kind: fc.constant("grant-passage" as const), to: nation }),
  fc.record({ kind: fc.constant("withdraw-passage" as const), to: nation }),
  fc.record({ kind: fc.constant("give-pp" as const), to: nation, amount: fc.integer({ min: 1, max: 8 }) }),
  landStep.chain(([given, border]) =>
    fc.record({
      kind: fc.constant("give-province" as const),
      province: fc.constant(given),
      to: fc.oneof(fc.constant(map.province(border)?.owner ?? "uk"), nation),
    }),
  ),
);

const orders = fc.dictionary(nation, fc.array(command, { maxLength: 12 }), { maxKeys: 4 });

function startState(): GameState {
  return makeState(map, {
    provinces: {
      london: { divisions: 3 },
      paris: { divisions: 4 },
      brest: { divisions: 2 },
      berlin: { divisions: 3 },
      kiel: { divisions: 2 },
      vienna: { divisions: 2 },
      belgium: { divisions: 1 },
    },
    relations: [
      ["uk", "france", "alliance"],
      ["germany", "austria", "war"],
      ["france", "germany", "war"],
    ],
    fleets: [
      { nation: "uk", at: "london", ships: 2 },
      { nation: "uk", at: "north-atlantic", ships: 1, divisions: 2 },
      { nation: "uk", at: "north-sea", ships: 1, divisions: 2 },
      { nation: "germany", at: "kiel", ships: 2, divisions: 1 },
      { nation: "france", at: "channel", ships: 1 },
    ],
    nations: { uk: { treasury: 10.5 }, austria: { treasury: 2.25 } },
  });
}

function divisions(s: GameState): number {
  let n = 0;
  for (const p of Object.values(s.provinces)) {
    n += p.divisions;
    for (const g of Object.values(p.guests)) n += g;
  }
  for (const f of s.fleets) n += f.divisions;
  return n;
}

function ships(s: GameState): number {
  return s.fleets.reduce((sum, f) => sum + f.ships, 0);
}

function built(events: EngineEvent[], unit: "division" | "ship"): number {
  return events.reduce((sum, e) => sum + (e.type === "built" && e.unit === unit ? e.count : 0), 0);
}

describe("engine properties (fast-check)", () => {
  it("no division or ship is created or lost outside builds, in either phase", () => {
    fc.assert(
      fc.property(orders, orders, (deploy, attack) => {
        const s0 = startState();
        const a = resolvePhase(s0, map, deploy);
        expect(divisions(a.state)).toBe(divisions(s0) + built(a.events, "division"));
        expect(ships(a.state)).toBe(ships(s0) + built(a.events, "ship"));
        const b = resolvePhase(a.state, map, attack);
        expect(divisions(b.state)).toBe(divisions(a.state));
        expect(ships(b.state)).toBe(ships(a.state));
      }),
      { numRuns: 300 },
    );
  });

  it("pp never go negative and spending never exceeds the whole treasury (W6)", () => {
    fc.assert(
      fc.property(orders, orders, orders, (d1, a1, d2) => {
        let s = startState();
        for (const o of [d1, a1, d2]) {
          const before = structuredClone(s.nations);
          const out = resolvePhase(s, map, o);
          for (const n of Object.values(out.state.nations)) {
            expect(n.treasury).toBeGreaterThanOrEqual(0);
            expect(n.owed).toBeGreaterThanOrEqual(0);
          }
          if (s.phase === "deployment") {
            for (const id of Object.keys(before)) {
              const spent = out.events.reduce((sum, e) => {
                if (e.type === "built" && e.nation === id) return sum + e.cost;
                if (
                  (e.type === "war-declared" || e.type === "alliance-broken") &&
                  e.nation === id &&
                  e.payable === "now"
                )
                  return sum + e.cost;
                if (e.type === "pp-given" && e.from === id) return sum + e.amount;
                return sum;
              }, 0);
              expect(spent).toBeLessThanOrEqual(Math.floor(before[id]?.treasury ?? 0));
            }
          }
          s = out.state;
        }
      }),
      { numRuns: 200 },
    );
  });

  it("the generated orders exercise the engine: every order kind is accepted somewhere", () => {
    const accepted = new Set<string>();
    for (const o of fc.sample(orders, { numRuns: 400, seed: 7 })) {
      for (const phase of ["deployment", "attack"] as const) {
        const s0 = { ...startState(), phase };
        const out = resolvePhase(s0, map, o);
        for (const [n, list] of Object.entries(o)) {
          out.verdicts[n]?.forEach((v, i) => {
            if (v.accepted) accepted.add(list[i]?.kind ?? "");
          });
        }
      }
    }
    expect([...accepted].sort()).toEqual(
      [
        ...new Set([
          "build",
          "move",
          "embark",
          "disembark",
          "sail",
          "attack",
          "amphibious",
          "declare-war",
          "propose-alliance",
          "propose-peace",
          "break-alliance",
          "grant-passage",
          "withdraw-passage",
          "give-pp",
          "give-province",
        ]),
      ].sort(),
    );
  });

  it("the same commands on the same state give the same state, events and verdicts (determinism)", () => {
    fc.assert(
      fc.property(orders, (o) => {
        const s0 = startState();
        const a = resolvePhase(s0, map, o);
        const b = resolvePhase(structuredClone(s0), map, structuredClone(o));
        expect(b).toEqual(a);
        expect(s0).toEqual(startState());
      }),
      { numRuns: 200 },
    );
  });

  it("the state stays schema-valid and plain JSON through a year", () => {
    fc.assert(
      fc.property(orders, orders, (d, a) => {
        const one = resolvePhase(startState(), map, d).state;
        const two = resolvePhase(one, map, a).state;
        for (const s of [one, two]) {
          expect(gameStateSchema.safeParse(s).success).toBe(true);
          expect(JSON.parse(JSON.stringify(s))).toEqual(s);
        }
      }),
      { numRuns: 200 },
    );
  });
});
