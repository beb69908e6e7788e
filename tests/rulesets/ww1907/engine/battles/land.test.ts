import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { battleText } from "../../../../../src/rulesets/ww1907/words/battle-text.ts";
import { attack, battleMap, battleState, eventsOf, lostInBattle, run, totalDivisions } from "./fixture.ts";

const map = battleMap();

describe("land attacks (W14–W18, W20, W21)", () => {
  it("W14 divisions from several adjacent provinces attack one province together", () => {
    const s = battleState(map, { divisions: { warsaw: 3, lodz: 2, krakow: 1 } });
    const out = run(map, s, [attack("russia", "krakow", ["warsaw", 3], ["lodz", 2])], "seed-0");
    const [b] = eventsOf(out.events, "land-battle");
    expect(b?.attackers).toBe(5);
    expect(b?.defenders).toBe(1);
    expect(b?.sources).toEqual([
      { from: "warsaw", ordered: 3, committed: 3 },
      { from: "lodz", ordered: 2, committed: 2 },
    ]);
    expect(out.state.provinces.warsaw?.divisions).toBe(0);
    expect(out.state.provinces.lodz?.divisions).toBe(0);
  });

  it("W14 places named by name rather than id (as the judge accepts them) are fought the same", () => {
    const s = battleState(map, { divisions: { warsaw: 3, krakow: 1 } });
    const byName = run(map, s, [attack("russia", "Krakow", ["Warsaw", 3])], "seed-0");
    const byId = run(map, s, [attack("russia", "krakow", ["warsaw", 3])], "seed-0");
    expect(byName.state).toEqual(byId.state);
    expect(byName.events).toEqual(byId.events);
  });

  it("W14 an attack on a nation no longer at war (an ally) is cancelled and nobody moves", () => {
    const s = battleState(map, {
      divisions: { venice: 3, trieste: 1 },
      relations: [["austria", "italy", "alliance"]],
    });
    const out = run(map, s, [attack("italy", "trieste", ["venice", 3])], "seed-0");
    expect(eventsOf(out.events, "attack-cancelled")[0]?.reason).toMatch(/not at war/);
    expect(out.state.provinces).toEqual(s.provinces);
    expect(out.rng).toEqual(run(map, s, [], "seed-0").rng);
  });

  it("W14 a source that is not adjacent contributes nobody", () => {
    const s = battleState(map, { divisions: { warsaw: 3, venice: 4, budapest: 1 } });
    const out = run(map, s, [attack("russia", "budapest", ["warsaw", 3])], "seed-0");
    expect(eventsOf(out.events, "attack-cancelled")).toHaveLength(1);
    expect(out.state.provinces.warsaw?.divisions).toBe(3);
  });

  it("W15 2 v 3: a 2-division attack on 3 defenders, pinned by seed-1 (attacker wins) and seed-0 (repulsed)", () => {
    const s = battleState(map, { divisions: { warsaw: 2, krakow: 3 } });
    const won = run(map, s, [attack("russia", "krakow", ["warsaw", 2])], "seed-1");
    const [w] = eventsOf(won.events, "land-battle");
    expect(w?.outcome).toBe("attacker-won");
    expect(won.state.provinces.krakow).toMatchObject({
      owner: "russia",
      divisions: 2 - (w?.attackerLosses ?? 0),
    });
    const lost = run(map, s, [attack("russia", "krakow", ["warsaw", 2])], "seed-0");
    const [l] = eventsOf(lost.events, "land-battle");
    expect(l?.outcome).toBe("defender-won");
    expect(l?.attackerLosses).toBe(2);
    expect(lost.state.provinces.krakow).toMatchObject({
      owner: "austria",
      divisions: 3 - (l?.defenderLosses ?? 0),
    });
    expect(lost.state.provinces.warsaw?.divisions).toBe(0);
  });

  it("W15 every throw uses min(units, 2 + bonus) attacker dice and min(units, 3 + bonus) defender dice, losses = pairs", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom("reroll", "none", "defender"),
        fc.string({ maxLength: 8 }),
        (a, d, tieRule, seed) => {
          const s = battleState(map, { divisions: { warsaw: a, krakow: d }, rulings: { tieRule } });
          const out = run(map, s, [attack("russia", "krakow", ["warsaw", a])], seed);
          const [b] = eventsOf(out.events, "land-battle");
          if (!b) return false;
          for (const t of b.throws) {
            expect(t.attackerDice).toHaveLength(Math.min(t.attackers, 2));
            expect(t.defenderDice).toHaveLength(Math.min(t.defenders, 3));
            const killed = t.pairs.filter((p) => p.loser !== null).length;
            expect(t.attackerLosses + t.defenderLosses).toBe(killed);
            if (tieRule !== "reroll") for (const p of t.pairs) expect(p.rethrows).toEqual([]);
            if (tieRule === "none") {
              for (const p of t.pairs) if (p.attackerDie === p.defenderDie) expect(p.loser).toBeNull();
            }
          }
          // the battle goes on until one side has no units left (W15 ruling) — unless ties kill nobody forever
          expect(b.attackerLosses === a || b.defenderLosses === d).toBe(true);
          return true;
        },
      ),
      { numRuns: 150 },
    );
  });

  it("W15 a tied pair is rethrown on its own until it breaks (ruling reroll)", () => {
    let seen = 0;
    for (let i = 0; i < 60 && seen === 0; i++) {
      const s = battleState(map, { divisions: { warsaw: 10, krakow: 10 } });
      const out = run(map, s, [attack("russia", "krakow", ["warsaw", 10])], `tie-${i}`);
      for (const t of eventsOf(out.events, "land-battle")[0]?.throws ?? []) {
        for (const p of t.pairs) {
          if (p.attackerDie !== p.defenderDie) {
            expect(p.rethrows).toEqual([]);
            continue;
          }
          seen++;
          const last = p.rethrows[p.rethrows.length - 1];
          expect(last).toBeDefined();
          expect(last?.attacker).not.toBe(last?.defender);
          for (const r of p.rethrows.slice(0, -1)) expect(r.attacker).toBe(r.defender);
          expect(p.loser).toBe((last?.attacker ?? 0) > (last?.defender ?? 0) ? "defender" : "attacker");
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("V8 W15 ruling tieRule defender (classic): a tied pair kills the attacker's unit, nothing is rethrown", () => {
    let ties = 0;
    for (let i = 0; i < 40 && ties === 0; i++) {
      const s = battleState(map, { divisions: { warsaw: 10, krakow: 10 }, rulings: { tieRule: "defender" } });
      const out = run(map, s, [attack("russia", "krakow", ["warsaw", 10])], `v8-${i}`);
      for (const t of eventsOf(out.events, "land-battle")[0]?.throws ?? []) {
        for (const p of t.pairs) {
          expect(p.rethrows).toEqual([]);
          if (p.attackerDie === p.defenderDie) {
            ties++;
            expect(p.loser).toBe("attacker");
          }
        }
      }
    }
    expect(ties).toBeGreaterThan(0);
  });

  it("W16 capture: survivors occupy, built ships in port change hands, ships under construction are destroyed", () => {
    const s = battleState(map, {
      divisions: { venice: 6, trieste: 2 },
      fleets: [
        { nation: "austria", at: "trieste", ships: 2, divisions: 1 },
        { nation: "austria", at: "trieste", ships: 1, built: false },
      ],
    });
    const out = run(map, s, [attack("italy", "trieste", ["venice", 6])], "seed-0");
    const [b] = eventsOf(out.events, "land-battle");
    expect(b?.outcome).toBe("attacker-won");
    expect(out.state.provinces.trieste).toMatchObject({
      owner: "italy",
      divisions: 6 - (b?.attackerLosses ?? 0),
    });
    expect(out.state.fleets).toEqual([
      { nation: "italy", at: "trieste", ships: 2, divisions: 0, built: true },
    ]);
    expect(eventsOf(out.events, "ships-captured")).toEqual([
      {
        type: "ships-captured",
        nation: "italy",
        from: "austria",
        province: "trieste",
        ships: 2,
        divisionsLost: 1,
      },
    ]);
    expect(eventsOf(out.events, "ships-destroyed")[0]).toMatchObject({ nation: "austria", ships: 1 });
  });

  it("W16 ruling shipsUnderConstructionOnCapture: captured keeps them (still under construction) for the captor", () => {
    const s = battleState(map, {
      divisions: { venice: 6, trieste: 2 },
      fleets: [{ nation: "austria", at: "trieste", ships: 1, built: false }],
      rulings: { shipsUnderConstructionOnCapture: "captured" },
    });
    const out = run(map, s, [attack("italy", "trieste", ["venice", 6])], "seed-0");
    expect(out.state.fleets).toEqual([
      { nation: "italy", at: "trieste", ships: 1, divisions: 0, built: false },
    ]);
  });

  it("W17 divisions that took a province cannot attack again this turn; W20 the later order is cancelled", () => {
    const s = battleState(map, { divisions: { warsaw: 4 } });
    const out = run(
      map,
      s,
      [attack("russia", "krakow", ["warsaw", 4]), attack("russia", "budapest", ["krakow", 3])],
      "seed-0",
    );
    expect(out.state.provinces.krakow).toMatchObject({ owner: "russia", divisions: 4 });
    expect(eventsOf(out.events, "attack-cancelled")[0]?.target).toBe("budapest");
    expect(out.record.attacked.russia?.krakow).toBe(4);
  });

  it("W18 a conquered source keeps one division: the attack is made with the rest", () => {
    const s = battleState(map, { owners: { krakow: "russia" }, divisions: { krakow: 3 } });
    const out = run(map, s, [attack("russia", "budapest", ["krakow", 3])], "seed-0");
    expect(eventsOf(out.events, "land-battle")[0]?.sources).toEqual([
      { from: "krakow", ordered: 3, committed: 2 },
    ]);
    expect(out.state.provinces.krakow?.divisions).toBe(1);
  });

  it("W20 several attacks on one province are fought in turn: a later attacker fights the new occupiers", () => {
    const s = battleState(map, { divisions: { warsaw: 3, krakow: 0, vienna: 2 } });
    const out = run(
      map,
      s,
      [attack("russia", "krakow", ["warsaw", 3]), attack("austria", "krakow", ["vienna", 2])],
      "seed-0",
    );
    const battles = eventsOf(out.events, "land-battle");
    expect(battles).toHaveLength(2);
    expect(battles[0]).toMatchObject({
      nation: "russia",
      defender: "austria",
      defenders: 0,
      outcome: "attacker-won",
    });
    expect(battles[1]).toMatchObject({ nation: "austria", defender: "russia", defenders: 3, attackers: 2 });
  });

  it("W17 W20 a second attack on a province the attacker already took is refused (move into it instead); no walk-in", () => {
    const s = battleState(map, { divisions: { warsaw: 2, lodz: 3 } });
    const out = run(
      map,
      s,
      [attack("russia", "krakow", ["warsaw", 2]), attack("russia", "krakow", ["lodz", 3])],
      "seed-0",
    );
    expect(eventsOf(out.events, "land-battle")).toHaveLength(1);
    const [cancelled] = eventsOf(out.events, "attack-cancelled");
    expect(cancelled).toMatchObject({
      nation: "russia",
      target: "krakow",
      reason: "the province is yours: move into it instead (W17)",
      capturedEarlier: [{ province: "krakow", nation: "russia", battle: 1, role: "target" }],
    });
    const taken = out.state.provinces.krakow?.divisions ?? 0;
    expect(out.state.provinces.krakow?.owner).toBe("russia");
    expect(taken).toBeLessThanOrEqual(2);
    expect(out.state.provinces.lodz?.divisions).toBe(3);
    expect(out.record.attacked.russia?.krakow).toBe(taken);
  });

  it("W21 +1 VP for a province taken from an enemy garrison; none for an empty one or a neutral garrison", () => {
    const s = battleState(map, {
      divisions: { venice: 6, trieste: 2, budapest: 9, belgrade: 1 },
      vp: { italy: 4 },
    });
    const out = run(map, s, [attack("italy", "trieste", ["venice", 6])], "seed-0");
    expect(out.state.nations.italy?.vp).toBe(5);
    expect(eventsOf(out.events, "points")[0]).toMatchObject({
      nation: "italy",
      kind: "vp",
      amount: 1,
      rule: "W21",
    });
    const empty = run(
      map,
      battleState(map, { divisions: { warsaw: 1 } }),
      [attack("russia", "krakow", ["warsaw", 1])],
      "x",
    );
    expect(empty.state.provinces.krakow?.owner).toBe("russia");
    expect(empty.state.nations.russia?.vp).toBe(0);
    const neutral = run(map, s, [attack("austria", "belgrade", ["budapest", 9])], "seed-0");
    expect(neutral.state.provinces.belgrade?.owner).toBe("austria");
    expect(neutral.state.nations.austria?.vp).toBe(0);
  });

  it("W21 ruling: allied guests of a nation at peace with the attacker defend but earn no VP; guests at war with it do", () => {
    const atPeace = battleState(map, {
      divisions: { warsaw: 12 },
      guests: { krakow: { italy: 2 } },
      relations: [
        ["russia", "austria", "war"],
        ["austria", "italy", "alliance"],
      ],
    });
    const out = run(map, atPeace, [attack("russia", "krakow", ["warsaw", 12])], "seed-0");
    const [battle] = eventsOf(out.events, "land-battle");
    expect(battle).toMatchObject({ defenders: 2, outcome: "attacker-won" });
    expect(out.state.provinces.krakow?.owner).toBe("russia");
    expect(out.state.nations.russia?.vp).toBe(0);
    expect(eventsOf(out.events, "points")).toEqual([]);
    expect(eventsOf(out.events, "province-captured")[0]).toMatchObject({
      from: "austria",
      enemyGarrison: false,
    });
    expect(battleText(out.events).join("\n")).toContain(
      "no VP (its defenders were guests of a nation not at war with the attacker, W21)",
    );
    const atWar = battleState(map, {
      divisions: { warsaw: 12 },
      guests: { krakow: { italy: 2 } },
      relations: [
        ["russia", "austria", "war"],
        ["austria", "italy", "alliance"],
        ["russia", "italy", "war"],
      ],
    });
    const war = run(map, atWar, [attack("russia", "krakow", ["warsaw", 12])], "seed-0");
    expect(war.state.provinces.krakow?.owner).toBe("russia");
    expect(war.state.nations.russia?.vp).toBe(1);
    expect(eventsOf(war.events, "points")[0]?.reason).toBe("captured krakow from an enemy garrison of 2");
  });

  it("W21 ruling neutralGarrisonGivesVp: a neutral garrison counts", () => {
    const s = battleState(map, {
      divisions: { budapest: 9, belgrade: 1 },
      rulings: { neutralGarrisonGivesVp: true },
    });
    const out = run(map, s, [attack("austria", "belgrade", ["budapest", 9])], "seed-0");
    expect(out.state.provinces.belgrade?.owner).toBe("austria");
    expect(out.state.nations.austria?.vp).toBe(1);
  });

  it("resolution is pure and deterministic: the input state is untouched, the same seed gives the same result", () => {
    const s = battleState(map, {
      divisions: { warsaw: 5, krakow: 3 },
      fleets: [{ nation: "austria", at: "trieste", ships: 1 }],
    });
    const copy = structuredClone(s);
    const a = run(map, s, [attack("russia", "krakow", ["warsaw", 5])], "same");
    const b = run(map, s, [attack("russia", "krakow", ["warsaw", 5])], "same");
    expect(s).toEqual(copy);
    expect(b.events).toEqual(a.events);
    expect(b.state).toEqual(a.state);
    expect(b.rng).toEqual(a.rng);
  });

  it("W14 invariants over random fights: units are lost only in battle, winners occupy, the state stays valid", () => {
    fc.assert(
      fc.property(
        fc.record({
          w: fc.integer({ min: 0, max: 6 }),
          l: fc.integer({ min: 0, max: 6 }),
          k: fc.integer({ min: 0, max: 6 }),
          v: fc.integer({ min: 0, max: 6 }),
        }),
        fc.string({ maxLength: 6 }),
        ({ w, l, k, v }, seed) => {
          const s = battleState(map, { divisions: { warsaw: w, lodz: l, krakow: k, vienna: v } });
          const orders = [
            attack("russia", "krakow", ["warsaw", Math.max(1, w)], ["lodz", Math.max(1, l)]),
            attack("austria", "lodz", ["vienna", Math.max(1, v)]),
          ];
          const out = run(map, s, orders, seed);
          expect(totalDivisions(s) - totalDivisions(out.state)).toBe(lostInBattle(out.events));
          for (const b of eventsOf(out.events, "land-battle")) {
            if (b.outcome === "attacker-won") {
              expect(out.events).toContainEqual(
                expect.objectContaining({ type: "province-captured", province: b.target }),
              );
            }
          }
          for (const p of Object.values(out.state.provinces)) expect(p.divisions).toBeGreaterThanOrEqual(0);
          return true;
        },
      ),
      { numRuns: 100 },
    );
  });
});
