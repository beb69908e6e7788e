import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng, Rng } from "../../../src/random/prng.ts";
import { apply, gmStep } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { classicMap } from "../../../src/rulesets/risk-variant-one/classic-map.ts";
import type { RiskCommand } from "../../../src/rulesets/risk-variant-one/commands.ts";
import { describeRiskEvent } from "../../../src/rulesets/risk-variant-one/describe.ts";
import type { RiskEvent } from "../../../src/rulesets/risk-variant-one/events.ts";
import { PILE_SIZES } from "../../../src/rulesets/risk-variant-one/rulings.ts";
import { dealPiles } from "../../../src/rulesets/risk-variant-one/setup.ts";
import { type RiskState, riskStateSchema } from "../../../src/rulesets/risk-variant-one/state.ts";
import { scenario, totalArmies } from "./helpers/game.ts";

const players = ["Alice", "Bob", "Cleo"];
const ids = classicMap.provinces.map((p) => p.id);
const owners = [...players, null] as const;

/** A random board in the action rounds: every territory owned by someone (or neutral), 1–8 armies, income 0–6. */
const board = fc
  .record({
    cells: fc.array(
      fc.record({
        owner: fc.constantFrom(...owners),
        armies: fc.integer({ min: 1, max: 8 }),
        income: fc.integer({ min: 0, max: 6 }),
      }),
      { minLength: ids.length, maxLength: ids.length },
    ),
    seed: fc.string({ minLength: 1, maxLength: 8 }),
    retreatAndSalt: fc.boolean(),
    negativeIncomes: fc.boolean(),
  })
  .map(({ cells, seed, retreatAndSalt, negativeIncomes }) => {
    const territories: Record<string, unknown> = {};
    cells.forEach((c, i) => {
      territories[ids[i]!] = c;
    });
    // everyone holds something
    players.forEach((p, i) => {
      territories[ids[i * 10]!] = { owner: p, armies: 5, income: 1 };
    });
    return scenario(
      {
        players,
        dealer: "Cleo",
        phase: "actions",
        territories,
        rulings: { retreatAndSalt, negativeIncomes },
      },
      seed,
    );
  });

/** Four numbers per step, read against the state of the moment into a (mostly legal) order or a GM step. */
const steps = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { maxLength: 40 });

type Step = { gm: "close-response" | "close-income" } | { player: string; command: RiskCommand };

function pick<T>(items: readonly T[], n: number): T | undefined {
  return items.length === 0 ? undefined : items[n % items.length];
}

function choose(state: RiskState, [a, b, c, d]: [number, number, number, number]): Step {
  if (state.phase === "income") return { gm: "close-income" };
  const pending = state.pending;
  if (pending) {
    if (a % 5 === 0) return { gm: "close-response" };
    const friendly = classicMap
      .neighbours(pending.to)
      .filter((n) => state.territories[n]?.owner === pending.defender);
    const kinds = ["hold", "retreat", "retreat-salt"] as const;
    const response = kinds[b % 3]!;
    const to = pick(friendly, c);
    return {
      player: pending.defender,
      command:
        response === "hold"
          ? to && d % 2 === 0
            ? { kind: "respond", response, to, at: 1 + (d % 3) }
            : { kind: "respond", response }
          : { kind: "respond", response, ...(to ? { to } : {}) },
    };
  }
  const player = a % 11 === 0 ? pick(players, b)! : (state.actor ?? players[0]!);
  const mine = ids.filter((id) => state.territories[id]?.owner === player);
  const from = pick(mine, b) ?? ids[0]!;
  const neighbours = classicMap.neighbours(from);
  const to = pick(neighbours, c) ?? ids[1]!;
  const count = 1 + (d % 6);
  switch (a % 8) {
    case 0:
    case 6:
    case 7:
      return { player, command: { kind: "pass" } };
    case 1:
      return { player, command: { kind: "move", from, to, count } };
    case 2:
      return { player, command: { kind: "salt", territory: from } };
    case 3:
      return { player, command: { kind: "improve", territory: from } };
    default:
      return {
        player,
        command: {
          kind: "attack",
          from,
          to,
          ...(d % 3 === 0 ? { force: count } : {}),
          ...(d % 4 === 0 ? { stopAt: d % 3 } : {}),
        },
      };
  }
}

function run(
  state: RiskState,
  chosen: [number, number, number, number][],
  check?: (before: RiskState, after: RiskState, events: RiskEvent[]) => void,
) {
  let s = state;
  for (const numbers of chosen) {
    const step = choose(s, numbers);
    const r = "gm" in step ? gmStep(s, step.gm) : apply(s, step.player, step.command);
    check?.(s, r.state, r.events);
    s = r.state;
  }
  return s;
}

/** The change in armies on the board the events account for. */
function accounted(events: RiskEvent[]): number {
  let n = 0;
  for (const e of events) {
    if (e.type === "income") n += e.armies;
    else if (e.type === "placed") n += e.armies;
    else if (e.type === "battle") n -= e.attackerLosses + e.defenderLosses;
    else if (e.type === "improved") n -= e.cost;
    else if (e.type === "retreated") n -= e.lost;
  }
  return n;
}

describe("Risk Variant One invariants (property tests)", () => {
  it("V5 V6 V7 armies are conserved except by income, bonuses, battle losses, improvement costs and retreat losses", () => {
    fc.assert(
      fc.property(board, steps, (state, chosen) => {
        run(state, chosen, (before, after, events) => {
          expect(totalArmies(after)).toBe(totalArmies(before) + accounted(events));
        });
      }),
      { numRuns: 60 },
    );
  });

  it("V6 a territory is never empty, incomes stay in range, owners are players or neutral, and the state stays valid", () => {
    fc.assert(
      fc.property(board, steps, (state, chosen) => {
        run(state, chosen, (_before, after) => {
          const low = after.rulings.negativeIncomes ? after.rulings.lowestNegativeIncome : 0;
          for (const t of Object.values(after.territories)) {
            expect(t.armies).toBeGreaterThanOrEqual(1);
            expect(t.income).toBeGreaterThanOrEqual(low);
            expect(t.income).toBeLessThanOrEqual(6);
            expect(t.owner === null || players.includes(t.owner)).toBe(true);
          }
          expect(riskStateSchema.safeParse(after).success).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("messages and event sentences use display names, never map ids", () => {
    const hyphenated = ids.filter((id) => id.includes("-"));
    fc.assert(
      fc.property(board, steps, (state, chosen) => {
        let s = state;
        for (const numbers of chosen) {
          const step = choose(s, numbers);
          const texts: string[] = [];
          const r = "gm" in step ? gmStep(s, step.gm) : apply(s, step.player, step.command);
          if (!("gm" in step)) texts.push(apply(s, step.player, step.command).verdict.message);
          texts.push(...r.events.map((e) => describeRiskEvent(e)));
          for (const text of texts) for (const id of hyphenated) expect(text).not.toContain(id);
          s = r.state;
        }
      }),
      { numRuns: 30 },
    );
  });

  it("V2 V8 replaying the same orders with the same seed gives the same state", () => {
    fc.assert(
      fc.property(board, steps, (state, chosen) => {
        expect(run(state, chosen)).toEqual(run(structuredClone(state), chosen));
      }),
      { numRuns: 40 },
    );
  });

  it("V2 the deal is a permutation of the map's territories with the ruling's pile sizes", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom("new" as const, "original" as const), (seed, pileSizes) => {
        const piles = dealPiles(classicMap, new Rng(createRng(seed)), { pileSizes });
        expect(piles.map((p) => p.territories.length)).toEqual([...PILE_SIZES[pileSizes]]);
        expect(piles.flatMap((p) => p.territories).sort()).toEqual([...ids].sort());
      }),
      { numRuns: 100 },
    );
  });
});
