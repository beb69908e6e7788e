import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { z } from "zod";
import { MapGraph } from "../../../../src/map/graph.ts";
import { createRng, type RandomState, scriptedDice } from "../../../../src/random/prng.ts";
import { createBattleHooks } from "../../../../src/rulesets/ww1907/battles/hooks.ts";
import { commandSchema } from "../../../../src/rulesets/ww1907/commands.ts";
import { resolvePhase } from "../../../../src/rulesets/ww1907/phases.ts";
import { resolveRulings } from "../../../../src/rulesets/ww1907/rulings.ts";
import { loadScenario } from "../../../../src/rulesets/ww1907/scenario/load.ts";
import { initState } from "../../../../src/rulesets/ww1907/state.ts";

/**
 * The World War 1907 adjudication catalogue: one YAML file per case in fixtures/adjudication/ww1907/ (format in
 * its README), each a position (a scenario file over the built-in opening), the orders of one phase, scripted dice
 * or a seed, and what must come out. This one test runs them all through the full phase resolver with the battle
 * hooks, as the game service resolves a phase.
 */
const dir = fileURLToPath(new URL("../../../../fixtures/adjudication/ww1907/", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "adjutant-adjudication-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const relationSchema = z.enum(["alliance", "peace", "war"]);
const caseSchema = z
  .strictObject({
    name: z.string().min(1),
    /** A scenario file's fields (docs/scenario-format.md); `base: ww1907` unless given. */
    scenario: z.record(z.string(), z.unknown()),
    /** Every die of the phase, in the order thrown (attacker's dice of a throw, then the defender's, then rethrows). */
    dice: z.array(z.number().int().min(1).max(6)).optional(),
    seed: z.string().optional(),
    /** nation id → typed commands (src/rulesets/ww1907/commands.ts), in posting order; nations in posting order. */
    orders: z.record(z.string(), z.array(commandSchema)),
    expected: z.strictObject({
      /** nation id → the verdict code of each command, in order. */
      verdicts: z.record(z.string(), z.array(z.string())),
      /** nation id → a piece of each verdict's message (null: not checked). */
      messages: z.record(z.string(), z.array(z.string().nullable())).optional(),
      /** province id → a partial match of its state after the phase. */
      provinces: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
      /** nation id → a partial match (treasury, vp, np…). */
      nations: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
      relations: z.array(z.tuple([z.string(), z.string(), relationSchema])).optional(),
      /** Fleets after the phase, exactly, for the nations named (nation id → [{at, ships}]). */
      fleets: z.record(z.string(), z.array(z.strictObject({ at: z.string(), ships: z.number() }))).optional(),
      /** The battle events of the phase, in order, as "type outcome" (land-battle attacker-won, naval-battle …). */
      battles: z.array(z.string()).optional(),
      /** A partial match of the state after the phase (year, phase). */
      state: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .refine((c) => (c.dice === undefined) !== (c.seed === undefined), "give either dice or a seed");

const files = readdirSync(dir)
  .filter((f) => f.endsWith(".yaml"))
  .sort();

function positionOf(file: string, scenario: Record<string, unknown>) {
  const path = join(scratch, file);
  writeFileSync(path, stringify({ base: "ww1907", ...scenario }));
  const loaded = loadScenario(path);
  if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
  const rulings = resolveRulings(loaded.value.scenario.rulings);
  if (!rulings.ok) throw new Error(rulings.error.join("\n"));
  const map = new MapGraph(loaded.value.map);
  return { state: initState(loaded.value.scenario, map, rulings.value), map };
}

describe("World War 1907 adjudication cases", () => {
  it("there are cases to run", () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
  });

  for (const file of files) {
    const spec = caseSchema.parse(parse(readFileSync(join(dir, file), "utf8")));
    it(`${file}: ${spec.name}`, () => {
      const { state, map } = positionOf(file, spec.scenario);
      const rng: RandomState = spec.dice ? scriptedDice(spec.dice) : createRng(spec.seed ?? "");
      const out = resolvePhase(state, map, spec.orders, rng, createBattleHooks());
      const codes = Object.fromEntries(
        Object.entries(out.verdicts).map(([n, vs]) => [n, vs.map((v) => v.code)]),
      );
      expect(codes).toEqual(spec.expected.verdicts);
      for (const [nation, pieces] of Object.entries(spec.expected.messages ?? {})) {
        pieces.forEach((piece, i) => {
          if (piece !== null)
            expect(out.verdicts[nation]?.[i]?.message, `${nation} #${i + 1}`).toContain(piece);
        });
      }
      for (const [id, want] of Object.entries(spec.expected.provinces ?? {})) {
        expect(out.state.provinces[id], id).toMatchObject(want);
      }
      for (const [id, want] of Object.entries(spec.expected.nations ?? {})) {
        expect(out.state.nations[id], id).toMatchObject(want);
      }
      for (const [a, b, relation] of spec.expected.relations ?? []) {
        const found = out.state.relations.find((r) => (r.a === a && r.b === b) || (r.a === b && r.b === a));
        expect(found?.relation ?? "peace", `${a}–${b}`).toBe(relation);
      }
      for (const [nation, want] of Object.entries(spec.expected.fleets ?? {})) {
        const fleets = out.state.fleets
          .filter((f) => f.nation === nation)
          .map((f) => ({ at: f.at, ships: f.ships }))
          .sort((x, y) => x.at.localeCompare(y.at));
        expect(fleets, nation).toEqual([...want].sort((x, y) => x.at.localeCompare(y.at)));
      }
      if (spec.expected.battles) {
        const battles = out.events.flatMap((e) =>
          e.type === "land-battle" || e.type === "naval-battle" ? [`${e.type} ${e.outcome}`] : [],
        );
        expect(battles).toEqual(spec.expected.battles);
      }
      expect(out.state).toMatchObject(spec.expected.state ?? {});
      // Scripted dice are all thrown: a case lists exactly the dice its battles need.
      if (spec.dice) {
        expect(out.rng?.algorithm === "script" ? out.rng.at : spec.dice.length, "dice thrown").toBe(
          spec.dice.length,
        );
      }
    });
  }
});
