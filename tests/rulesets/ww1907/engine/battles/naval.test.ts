import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../../../src/random/prng.ts";
import type { PostedOrder } from "../../../../../src/rulesets/ww1907/battles/attack-phase.ts";
import { resolveNavalBattles } from "../../../../../src/rulesets/ww1907/battles/attack-phase.ts";
import { divisionsLostWithShips } from "../../../../../src/rulesets/ww1907/battles/naval.ts";
import {
  battleMap,
  battleState,
  eventsOf,
  lostInBattle,
  run,
  totalDivisions,
  totalShips,
} from "./fixture.ts";

const map = battleMap();

const sail = (nation: string, from: string, to: string, count: number, divisions?: number): PostedOrder => ({
  nation,
  command: { kind: "sail", from, to, count, ...(divisions === undefined ? {} : { divisions }) },
});
const strike = (nation: string, target: string, from: string, count: number): PostedOrder => ({
  nation,
  command: { kind: "amphibious", target, from, count },
});

describe("ship moves and naval battles (W12, W13, W22)", () => {
  it("W12 ships move one sea zone into an empty zone, divisions aboard go along", () => {
    const s = battleState(map, { fleets: [{ nation: "italy", at: "adriatic", ships: 2, divisions: 3 }] });
    const out = run(map, s, [sail("italy", "adriatic", "ionian", 2)], "seed-0");
    expect(out.state.fleets).toEqual([
      { nation: "italy", at: "ionian", ships: 2, divisions: 3, built: true },
    ]);
    expect(out.events).toEqual([
      { type: "ships-sailed", nation: "italy", from: "adriatic", to: "ionian", ships: 2, divisions: 3 },
    ]);
  });

  it("W12 no moves out of or into ports in the Attack phase; no entering a zone held by a fleet not at war", () => {
    const s = battleState(map, {
      fleets: [
        { nation: "italy", at: "venice", ships: 1 },
        { nation: "italy", at: "adriatic", ships: 1 },
        { nation: "russia", at: "ionian", ships: 1 },
      ],
    });
    const out = run(
      map,
      s,
      [sail("italy", "venice", "adriatic", 1), sail("italy", "adriatic", "ionian", 1)],
      "x",
    );
    const cancelled = eventsOf(out.events, "sail-cancelled");
    expect(cancelled.map((c) => c.reason)).toEqual([
      expect.stringMatching(/^W12: in the Attack phase ships may not move out of or into ports/),
      expect.stringMatching(/^W12: ionian holds russia's fleet \(not at war with italy\)/),
    ]);
    expect(out.state.fleets).toEqual(s.fleets);
  });

  it("W12 a ship that moved this phase cannot move again", () => {
    const s = battleState(map, { fleets: [{ nation: "italy", at: "adriatic", ships: 1 }] });
    const out = run(
      map,
      s,
      [sail("italy", "adriatic", "ionian", 1), sail("italy", "ionian", "adriatic", 1)],
      "x",
    );
    expect(eventsOf(out.events, "sail-cancelled")).toHaveLength(1);
    expect(out.state.fleets[0]?.at).toBe("ionian");
  });

  it("W13 a fleet sailing into an enemy fleet fights 2 v 2; seed-0 the attacker wins, seed-1 it loses", () => {
    const s = battleState(map, {
      fleets: [
        { nation: "italy", at: "adriatic", ships: 2, divisions: 2 },
        { nation: "austria", at: "ionian", ships: 2, divisions: 3 },
      ],
    });
    for (const [seed, winner, loser] of [
      ["seed-0", "italy", "austria"],
      ["seed-1", "austria", "italy"],
    ] as const) {
      const out = run(map, s, [sail("italy", "adriatic", "ionian", 2)], seed);
      const [b] = eventsOf(out.events, "naval-battle");
      expect(b).toMatchObject({ zone: "ionian", attacker: "italy", defender: "austria", attackerShips: 2 });
      expect(b?.outcome).toBe(winner === "italy" ? "attacker-won" : "defender-won");
      for (const t of b?.throws ?? []) {
        expect(t.attackerDice).toHaveLength(Math.min(2, t.attackers));
        expect(t.defenderDice).toHaveLength(Math.min(2, t.defenders));
      }
      expect(out.state.fleets.some((f) => f.nation === loser)).toBe(false);
      const left = out.state.fleets.find((f) => f.nation === winner);
      expect(left?.at).toBe("ionian");
      // divisions aboard sunk ships are lost; units are lost only in battle
      expect(totalDivisions(s) - totalDivisions(out.state)).toBe(lostInBattle(out.events));
      expect(totalShips(s) - totalShips(out.state)).toBe(
        (b?.attackerShipsLost ?? 0) + (b?.defenderShipsLost ?? 0),
      );
    }
  });

  it("W13 divisions aboard sunk ships: spread evenly, the fullest ship sinks first (⌈d/s⌉ per ship)", () => {
    expect(divisionsLostWithShips(3, 4, 2)).toBe(3);
    expect(divisionsLostWithShips(2, 2, 1)).toBe(1);
    expect(divisionsLostWithShips(2, 1, 1)).toBe(1);
    expect(divisionsLostWithShips(4, 1, 2)).toBe(1);
    expect(divisionsLostWithShips(2, 4, 2)).toBe(4);
    expect(divisionsLostWithShips(3, 0, 3)).toBe(0);
  });

  it("W13 battles happen in any phase: fleets already sharing a zone fight (resolveNavalBattles)", () => {
    const s = {
      ...battleState(map, {
        fleets: [
          { nation: "russia", at: "ionian", ships: 1 },
          { nation: "austria", at: "ionian", ships: 1 },
        ],
      }),
      phase: "deployment" as const,
    };
    const out = resolveNavalBattles(s, map, createRng("seed-0"), [{ nation: "russia", zone: "ionian" }]);
    const [b] = eventsOf(out.events, "naval-battle");
    expect(b).toMatchObject({ attacker: "russia", defender: "austria" });
    expect(out.state.fleets).toHaveLength(1);
    expect(s.fleets).toHaveLength(2);
  });

  it("W22 +1 NP to the nation that started the battle and cleared the zone; none to a defender that wins", () => {
    const s = battleState(map, {
      np: { italy: 2 },
      fleets: [
        { nation: "italy", at: "adriatic", ships: 2, divisions: 2 },
        { nation: "austria", at: "ionian", ships: 2, divisions: 3 },
      ],
    });
    const won = run(map, s, [sail("italy", "adriatic", "ionian", 2)], "seed-0");
    expect(won.state.nations.italy?.np).toBe(3);
    expect(eventsOf(won.events, "points")).toEqual([
      expect.objectContaining({ nation: "italy", kind: "np", amount: 1, total: 3, rule: "W22" }),
    ]);
    const lost = run(map, s, [sail("italy", "adriatic", "ionian", 2)], "seed-1");
    expect(lost.state.nations.austria?.np).toBe(0);
    expect(eventsOf(lost.events, "points")).toEqual([]);
  });

  it("W22 ruling navalPointPer ship-sunk: one NP per enemy ship sunk in battles the nation started", () => {
    const s = battleState(map, {
      rulings: { navalPointPer: "ship-sunk" },
      fleets: [
        { nation: "italy", at: "adriatic", ships: 2 },
        { nation: "austria", at: "ionian", ships: 2 },
      ],
    });
    const out = run(map, s, [sail("italy", "adriatic", "ionian", 2)], "seed-0");
    const [b] = eventsOf(out.events, "naval-battle");
    expect(out.state.nations.italy?.np).toBe(b?.defenderShipsLost);
  });
});

describe("amphibious strikes (W19, W20)", () => {
  const s = battleState(map, {
    divisions: { corfu: 2 },
    fleets: [{ nation: "italy", at: "ionian", ships: 1, divisions: 2 }],
  });

  it("W19 win (seed-0): the divisions hold the province, the ship is in its port", () => {
    const out = run(map, s, [strike("italy", "corfu", "ionian", 2)], "seed-0");
    const [b] = eventsOf(out.events, "land-battle");
    expect(b).toMatchObject({ kind: "amphibious", outcome: "attacker-won", attackers: 2, defenders: 2 });
    expect(out.state.provinces.corfu).toMatchObject({
      owner: "italy",
      divisions: 2 - (b?.attackerLosses ?? 0),
    });
    expect(out.state.fleets).toEqual([{ nation: "italy", at: "corfu", ships: 1, divisions: 0, built: true }]);
  });

  it("W19 loss (seed-1): the divisions are dead, the ship stays at sea", () => {
    const out = run(map, s, [strike("italy", "corfu", "ionian", 2)], "seed-1");
    expect(eventsOf(out.events, "land-battle")[0]?.outcome).toBe("defender-won");
    expect(out.state.provinces.corfu?.owner).toBeNull();
    expect(out.state.fleets).toEqual([
      { nation: "italy", at: "ionian", ships: 1, divisions: 0, built: true },
    ]);
  });

  it("W19 a strike only from the sea zone of the target's port", () => {
    const out = run(map, s, [strike("italy", "venice", "ionian", 2)], "seed-0");
    expect(eventsOf(out.events, "attack-cancelled")[0]?.reason).toMatch(/port is not on ionian/);
  });

  it("W19 W20 a strike after a move of one sea zone: the sail is resolved first even when posted after", () => {
    const t = battleState(map, { fleets: [{ nation: "italy", at: "adriatic", ships: 2, divisions: 3 }] });
    const out = run(
      map,
      t,
      [strike("italy", "corfu", "ionian", 3), sail("italy", "adriatic", "ionian", 2)],
      "seed-0",
    );
    expect(out.events.map((e) => e.type)).toEqual([
      "ships-sailed",
      "land-battle",
      "province-captured",
      "ships-entered-port",
    ]);
    expect(out.state.provinces.corfu).toMatchObject({ owner: "italy", divisions: 3 });
    expect(out.state.fleets).toEqual([{ nation: "italy", at: "corfu", ships: 2, divisions: 0, built: true }]);
  });

  it("W20 ruling posted: everything in posted order, so a strike before the sail has no ships there", () => {
    const t = battleState(map, {
      fleets: [{ nation: "italy", at: "adriatic", ships: 2, divisions: 3 }],
      rulings: { resolutionOrder: "posted" },
    });
    const out = run(
      map,
      t,
      [strike("italy", "corfu", "ionian", 3), sail("italy", "adriatic", "ionian", 2)],
      "seed-0",
    );
    expect(out.events.map((e) => e.type)).toEqual(["attack-cancelled", "ships-sailed"]);
  });

  it("W19 ships that carried the strike go into port (⌈landed/2⌉), the rest stay at sea with their divisions", () => {
    const t = battleState(map, { fleets: [{ nation: "italy", at: "ionian", ships: 3, divisions: 5 }] });
    const out = run(map, t, [strike("italy", "corfu", "ionian", 2)], "seed-0");
    expect(out.state.fleets).toEqual([
      { nation: "italy", at: "ionian", ships: 2, divisions: 3, built: true },
      { nation: "italy", at: "corfu", ships: 1, divisions: 0, built: true },
    ]);
  });
});

describe("naval invariants (W13)", () => {
  it("W13 over random fleets: ships and divisions are lost only in battle, and no two enemies share a zone after", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            nation: fc.constantFrom("italy", "austria", "russia"),
            at: fc.constantFrom("adriatic", "ionian"),
            ships: fc.integer({ min: 1, max: 5 }),
            divisions: fc.integer({ min: 0, max: 10 }),
          }),
          { maxLength: 5 },
        ),
        fc.string({ maxLength: 6 }),
        (raw, seed) => {
          const fleets = raw.map((f) => ({ ...f, divisions: Math.min(f.divisions, f.ships * 2) }));
          const s = battleState(map, { fleets });
          const out = resolveNavalBattles(s, map, createRng(seed));
          const battles = eventsOf(out.events, "naval-battle");
          const sunk = battles.reduce((n, b) => n + b.attackerShipsLost + b.defenderShipsLost, 0);
          expect(totalShips(s) - totalShips(out.state)).toBe(sunk);
          expect(totalDivisions(s) - totalDivisions(out.state)).toBe(lostInBattle(out.events));
          for (const f of out.state.fleets) {
            expect(f.divisions).toBeLessThanOrEqual(f.ships * 2);
            for (const g of out.state.fleets) {
              if (f.at === g.at)
                expect([f.nation, g.nation].sort().join()).not.toMatch(/austria,(italy|russia)/);
            }
          }
          return true;
        },
      ),
      { numRuns: 100 },
    );
  });
});
