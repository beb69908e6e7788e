import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { z } from "zod";
import { apply, gmStep } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { riskCommandSchema } from "../../../src/rulesets/risk-variant-one/commands.ts";
import type { RiskEvent } from "../../../src/rulesets/risk-variant-one/events.ts";
import { buildRiskScenario } from "../../../src/rulesets/risk-variant-one/scenario.ts";
import { riskTerritorySchema } from "../../../src/rulesets/risk-variant-one/state.ts";

/** The data-driven adjudication cases (fixtures/scenarios/risk-variant-one/*.yaml; see its README). */
const dir = fileURLToPath(new URL("../../../fixtures/scenarios/risk-variant-one/", import.meta.url));

const caseSchema = z.strictObject({
  name: z.string(),
  seed: z.string(),
  scenario: z.record(z.string(), z.unknown()),
  orders: z.array(
    z.union([
      z.strictObject({ player: z.string(), command: riskCommandSchema }),
      z.strictObject({ gm: z.enum(["close-response", "close-income", "close-step", "end-game"]) }),
    ]),
  ),
  expected: z.strictObject({
    verdicts: z.array(z.string()),
    territories: z.record(z.string(), riskTerritorySchema).optional(),
    state: z.record(z.string(), z.unknown()).optional(),
    dice: z.array(z.tuple([z.array(z.number()), z.array(z.number())])).optional(),
  }),
});

const files = readdirSync(dir).filter((f) => f.endsWith(".yaml"));

describe("Risk Variant One adjudication cases", () => {
  it("there are cases to run", () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  for (const file of files) {
    const spec = caseSchema.parse(parse(readFileSync(join(dir, file), "utf8")));
    it(`${file}: ${spec.name}`, () => {
      const built = buildRiskScenario({ base: "risk-v1", ...spec.scenario }, spec.seed, { file });
      if (!built.ok) throw new Error(built.error.map((p) => p.message).join("\n"));
      let state = built.value.state;
      const events: RiskEvent[] = [];
      const codes: string[] = [];
      for (const order of spec.orders) {
        if ("gm" in order) {
          const r = gmStep(state, order.gm);
          state = r.state;
          events.push(...r.events);
          continue;
        }
        const r = apply(state, order.player, order.command);
        codes.push(r.verdict.code);
        state = r.state;
        events.push(...r.events);
      }
      expect(codes).toEqual(spec.expected.verdicts);
      for (const [id, t] of Object.entries(spec.expected.territories ?? {})) {
        expect(state.territories[id], id).toEqual(t);
      }
      expect(state).toMatchObject(spec.expected.state ?? {});
      if (spec.expected.dice) {
        const thrown = events.flatMap((e) =>
          e.type === "battle" ? e.throws.map((t) => [t.attackerDice, t.defenderDice]) : [],
        );
        expect(thrown).toEqual(spec.expected.dice);
      }
    });
  }
});
