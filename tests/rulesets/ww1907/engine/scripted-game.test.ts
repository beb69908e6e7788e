import { describe, expect, it } from "vitest";
import type { MapGraph } from "../../../../src/map/graph.ts";
import { commitSeed } from "../../../../src/random/commitment.ts";
import { err, ok } from "../../../../src/result.ts";
import type { BattleEvent } from "../../../../src/rulesets/ww1907/battles/events.ts";
import type { EngineEvent } from "../../../../src/rulesets/ww1907/events.ts";
import type { PhaseResult } from "../../../../src/rulesets/ww1907/phases.ts";
import { resolveWw1907Phase } from "../../../../src/rulesets/ww1907/resolve.ts";
import { type GameState, relationBetween } from "../../../../src/rulesets/ww1907/state.ts";
import {
  buildResolutionRecord,
  type RecordedOrder,
  type ResolutionRecord,
  verifyResolution,
} from "../../../../src/rulesets/ww1907/verify.ts";
import { twoYearScript } from "../scenario/two-year-script.ts";
import { ww1907 } from "./helpers/fixtures.ts";

/**
 * Issue 4: a scripted two-year game on the Europe 1907 map from the built-in `ww1907` scenario, every phase
 * resolved by `resolveWw1907Phase` with a fixed seed, checked after each phase by hand-worked expectations, then
 * replayed from the revealed seeds by `verifyResolution`.
 *
 * How the battle expectations were written: the script was run once, the dice were read from the `land-battle`
 * and `naval-battle` events, and the losses, owners, points and treasuries below were then worked out by hand
 * from those dice and the rules (the arithmetic is in the comments). The dice themselves are pinned too, so a
 * change to the generator or to the order of draws fails here first.
 */

type Result = PhaseResult<BattleEvent>;
type AnyEvent = EngineEvent | BattleEvent;

const { state: opening, map } = ww1907();

/** The phases of the script: seed and orders (keys in posting order). */
const script = twoYearScript;

/** Plays the whole script from the opening state: the state before each phase and each phase's result. */
function play(): { before: GameState; result: Result }[] {
  const out: { before: GameState; result: Result }[] = [];
  let state = opening;
  for (const phase of script) {
    const result = resolveWw1907Phase(state, map, phase.orders, phase.seed);
    out.push({ before: state, result });
    state = result.state;
  }
  return out;
}

const played = play();
const phase = (i: number): Result => {
  const p = played[i];
  if (!p) throw new Error(`no phase ${i}`);
  return p.result;
};

function treasuries(s: GameState): Record<string, number> {
  return Object.fromEntries(Object.entries(s.nations).map(([id, n]) => [id, n.treasury]));
}
function points(s: GameState, kind: "vp" | "np"): Record<string, number> {
  return Object.fromEntries(Object.entries(s.nations).map(([id, n]) => [id, n[kind]]));
}
function garrisons(s: GameState, ids: string[]): Record<string, [string | null, number]> {
  return Object.fromEntries(
    ids.map((id) => [id, [s.provinces[id]?.owner ?? null, s.provinces[id]?.divisions ?? -1]]),
  );
}
function battles<K extends "land-battle" | "naval-battle">(
  events: readonly AnyEvent[],
  type: K,
): Extract<BattleEvent, { type: K }>[] {
  return events.filter((e): e is Extract<BattleEvent, { type: K }> => e.type === type);
}
function allAccepted(r: Result): boolean[] {
  return Object.values(r.verdicts)
    .flat()
    .map((v) => v.accepted);
}

const FRONT = ["zagreb", "budapest", "temesvar", "lemberg", "transylvania", "bucharest"];
const LEVANT = ["egypt", "jerusalem", "lamia", "larissa", "athens"];

describe("a scripted two-year game on the Europe 1907 map (issue 4)", () => {
  it("opens as the ww1907 scenario says (the hand-worked figures start from here)", () => {
    expect(opening.year).toBe(1907);
    expect(opening.phase).toBe("deployment");
    expect(treasuries(opening)).toEqual({
      russia: 25.5,
      germany: 24.5,
      france: 0,
      uk: 18.25,
      "austria-hungary": 0,
      ottoman: 15.5,
      spain: 17.75,
      italy: 15,
    });
    expect(garrisons(opening, FRONT)).toEqual({
      zagreb: ["russia", 3],
      budapest: ["russia", 3],
      temesvar: ["russia", 2],
      lemberg: ["russia", 2],
      transylvania: ["austria-hungary", 3],
      bucharest: [null, 2],
    });
    expect(relationBetween(opening, "italy", "ottoman")).toBe("peace");
  });

  it("W7 W8 W10 W11 W24 W25 W26 Deployment 1907: builds, Brusilov's two-step move, a war paid now, ships out of port", () => {
    const r = phase(0);
    expect(allAccepted(r).every(Boolean)).toBe(true);
    // W24: the 2 divisions that left Zagreb with Brusilov may step again; the second step goes on to Lemberg
    expect(r.verdicts.russia?.[1]?.message).toBe(
      "W8: 2 divisions move from Zagreb to Budapest; under Aleksei Brusilov's Fast Moving (W24) they may move once more this phase",
    );
    // W25/W26: peace → war costs 3 pp, paid from this Deployment phase's pp
    expect(r.events).toContainEqual({
      type: "war-declared",
      nation: "italy",
      against: "ottoman",
      cost: 3,
      payable: "now",
    });
    const s = r.state;
    expect(s.phase).toBe("attack");
    expect(s.year).toBe(1907);
    // Russia 25.5 − 2 (2 divisions) = 23.5; UK 18.25 − 2 − 1 (ship) = 15.25; Italy 15 − 3 = 12
    expect(treasuries(s)).toMatchObject({ russia: 23.5, uk: 15.25, italy: 12, ottoman: 15.5, germany: 24.5 });
    // Zagreb 3 − 2 = 1; Budapest 3 + 2 − 2 = 3; Temesvar 2 + 2 built = 4; Lemberg 2 + 2 = 4
    expect(garrisons(s, FRONT)).toEqual({
      zagreb: ["russia", 1],
      budapest: ["russia", 3],
      temesvar: ["russia", 4],
      lemberg: ["russia", 4],
      transylvania: ["austria-hungary", 3],
      bucharest: [null, 2],
    });
    expect(s.provinces.egypt?.divisions).toBe(5);
    expect(s.commanders.find((c) => c.id === "aleksei-brusilov")?.at).toBe("budapest");
    // W10: the Lamia ship is under construction; W11: Malta's ship left port, the Ottoman pair too
    expect(s.fleets.filter((f) => f.nation === "uk" || f.nation === "ottoman")).toEqual([
      { nation: "uk", at: "london", ships: 2, divisions: 0, built: true },
      { nation: "uk", at: "liverpool", ships: 1, divisions: 0, built: true },
      { nation: "uk", at: "lamia", ships: 1, divisions: 0, built: false },
      { nation: "uk", at: "sicilian-channel", ships: 1, divisions: 0, built: true },
      { nation: "ottoman", at: "sea-of-marmara", ships: 2, divisions: 0, built: true },
    ]);
    expect(relationBetween(s, "italy", "ottoman")).toBe("war");
  });

  it("W12 W14 W15 W16 W21 W24 W26 Attack 1907: Transylvania falls to three provinces, Jerusalem to Kitchener", () => {
    const r = phase(1);
    expect(allAccepted(r).every(Boolean)).toBe(true);
    const [transylvania, jerusalem] = battles(r.events, "land-battle");
    // Russia: 9 attack (3 + 2 + 4), Brusilov attacks from Budapest: 2 + 1 = 3 attack dice v 3 defence dice
    expect(transylvania?.sources.map((x) => [x.from, x.committed])).toEqual([
      ["budapest", 3],
      ["temesvar", 2],
      ["lemberg", 4],
    ]);
    expect(transylvania?.attackerBonus.map((b) => [b.commander, b.dice])).toEqual([["aleksei-brusilov", 1]]);
    // dice read from seed "scripted-1907-attack": throw 1: 4 3 2 v 4 3 2 — three ties, rethrown on their own
    // (W15 ruling): 6–2 (defender loses), 2–4 (attacker loses), 6–4 (defender loses) → 9 v 3 becomes 8 v 1;
    // throw 2: 6 5 3 v 3 (one defender, one die): 6 > 3 → 8 v 0
    expect(transylvania?.throws.map((t) => [t.attackerDice, t.defenderDice])).toEqual([
      [
        [4, 3, 2],
        [4, 3, 2],
      ],
      [[6, 5, 3], [3]],
    ]);
    expect(transylvania?.throws[0]?.pairs.map((p) => p.rethrows)).toEqual([
      [{ attacker: 6, defender: 2 }],
      [{ attacker: 2, defender: 4 }],
      [{ attacker: 6, defender: 4 }],
    ]);
    expect([transylvania?.attackerLosses, transylvania?.defenderLosses]).toEqual([1, 3]);
    // UK: 5 attack with Kitchener (+1 die): 6 4 1 v 6 1: 6–6 tie rethrown 6–4 (defender loses), 4 > 1 → 5 v 0
    expect(jerusalem?.throws.map((t) => [t.attackerDice, t.defenderDice])).toEqual([
      [
        [6, 4, 1],
        [6, 1],
      ],
    ]);
    expect([jerusalem?.attackerLosses, jerusalem?.defenderLosses]).toEqual([0, 2]);
    const s = r.state;
    // W3: the Attack phase ends the year; the state is now Deployment 1908
    expect([s.year, s.phase]).toEqual([1908, "deployment"]);
    // W16 survivors occupy: Transylvania 9 − 1 = 8; Jerusalem 5; W18 the home provinces left empty may stay so
    expect(garrisons(s, FRONT)).toEqual({
      zagreb: ["russia", 1],
      budapest: ["russia", 0],
      temesvar: ["russia", 2],
      lemberg: ["russia", 0],
      transylvania: ["russia", 8],
      bucharest: [null, 2],
    });
    // W24: the generals who led the attacks advance; Liman von Sanders spawns a division where he ends (Athens 2 + 1)
    expect(s.commanders.find((c) => c.id === "aleksei-brusilov")?.at).toBe("transylvania");
    expect(s.commanders.find((c) => c.id === "herbert-kitchener")?.at).toBe("jerusalem");
    expect(garrisons(s, LEVANT)).toEqual({
      egypt: ["uk", 0],
      jerusalem: ["uk", 5],
      lamia: ["uk", 2],
      larissa: ["ottoman", 2],
      athens: ["ottoman", 3],
    });
    // W21: both captures took an enemy garrison: Russia 5 + 1 = 6, UK 3 + 1 = 4
    expect(points(s, "vp")).toMatchObject({ russia: 6, uk: 4, ottoman: 8 });
    // W26: the UK's war on Austria-Hungary (3 pp) is owed from the Attack phase and paid at the next Deployment
    expect(r.events).toContainEqual({
      type: "war-declared",
      nation: "uk",
      against: "austria-hungary",
      cost: 3,
      payable: "next-deployment",
    });
    // W4 W6 W10 1908 income: Jerusalem (0.5) moves from the Ottomans to the UK; Transylvania produces 0.
    //   Russia 23.5 + 25.5 = 49; UK 15.25 + (18.25 + 0.5) − 3 owed = 31; Ottoman 15.5 + (15.5 − 0.5) = 30.5;
    //   Germany 24.5 + 24.5 = 49; Spain 17.75 · 2 = 35.5; Italy 12 + 15 = 27; France, Austria-Hungary 0
    expect(treasuries(s)).toEqual({
      russia: 49,
      germany: 49,
      france: 0,
      uk: 31,
      "austria-hungary": 0,
      ottoman: 30.5,
      spain: 35.5,
      italy: 27,
    });
    expect(s.nations.uk?.owed).toBe(0);
    expect(r.events).toContainEqual({
      type: "income",
      nation: "uk",
      income: 18.75,
      owedPaid: 3,
      owedLeft: 0,
      treasury: 31,
    });
    expect(r.events).toContainEqual({ type: "ships-completed", nation: "uk", at: "lamia", ships: 1 });
    expect(s.fleets.filter((f) => f.nation === "uk" || f.nation === "ottoman")).toEqual([
      { nation: "uk", at: "london", ships: 2, divisions: 0, built: true },
      { nation: "uk", at: "liverpool", ships: 1, divisions: 0, built: true },
      { nation: "uk", at: "lamia", ships: 1, divisions: 0, built: true },
      { nation: "ottoman", at: "aegean-sea", ships: 2, divisions: 0, built: true },
      { nation: "uk", at: "ionian-sea", ships: 1, divisions: 0, built: true },
    ]);
    expect(relationBetween(s, "uk", "austria-hungary")).toBe("war");
  });

  it("W4 W11 W13 W22 Deployment 1908: a cut-off Lamia cannot build; the UK attacks in the Aegean and loses both ships", () => {
    const r = phase(2);
    expect(allAccepted(r)).toEqual([true, true, false, true]);
    // W4: with a hostile Ottoman fleet in the Aegean, Lamia (port on the Aegean, no land link home) is its own
    // supply group producing 0.25 pp, nothing carried in: nothing to spend
    expect(r.verdicts.uk?.[2]).toMatchObject({ code: "rule/supply-group-short", rule: "W4" });
    expect(r.verdicts.uk?.[2]?.message).toBe("W4: Lamia's supply group has 0 pp left; this build needs 2");
    const [sea] = battles(r.events, "naval-battle");
    // W13 2 v 2: the UK arrived last, so it started the battle (W22 ruling). Dice from "scripted-1908-deployment":
    // 3 2 v 6 6 → both UK ships sunk in one throw
    expect(sea).toMatchObject({
      zone: "aegean-sea",
      attacker: "uk",
      defender: "ottoman",
      attackerShips: 2,
      defenderShips: 2,
      attackerShipsLost: 2,
      defenderShipsLost: 0,
      outcome: "defender-won",
    });
    expect(sea?.throws.map((t) => [t.attackerDice, t.defenderDice])).toEqual([
      [
        [3, 2],
        [6, 6],
      ],
    ]);
    const s = r.state;
    expect([s.year, s.phase]).toEqual([1908, "attack"]);
    // W22: a defender that wins earns no naval point
    expect(points(s, "np")).toMatchObject({ uk: 1, ottoman: 0 });
    expect(s.fleets.filter((f) => f.nation === "uk" || f.nation === "ottoman")).toEqual([
      { nation: "uk", at: "london", ships: 2, divisions: 0, built: true },
      { nation: "uk", at: "liverpool", ships: 1, divisions: 0, built: true },
      { nation: "ottoman", at: "aegean-sea", ships: 2, divisions: 0, built: true },
    ]);
    // Russia builds 3 in Transylvania: 49 − 3 = 46; the UK spent nothing
    expect(treasuries(s)).toMatchObject({ russia: 46, uk: 31 });
    expect(s.provinces.transylvania?.divisions).toBe(11);
  });

  it("W14 W15 W21 W23 W24 Attack 1908: Lamia falls (a VP and a 2nd Ottoman general), neutral Bucharest gives none", () => {
    const r = phase(3);
    expect(allAccepted(r).every(Boolean)).toBe(true);
    const [lamia, bucharest] = battles(r.events, "land-battle");
    // Ottomans 4 (Larissa 2 + Athens 2) v 2 British: 5 2 v 2 1 → both defenders lost in one throw
    expect(lamia?.throws.map((t) => [t.attackerDice, t.defenderDice])).toEqual([
      [
        [5, 2],
        [2, 1],
      ],
    ]);
    expect([lamia?.attackerLosses, lamia?.defenderLosses]).toEqual([0, 2]);
    // Russia 5 (Transylvania 3 with Brusilov's +1 die, Temesvar 2) v 2 neutrals: 4 4 3 v 3 1 → 4 > 3, 4 > 1
    expect(bucharest?.throws.map((t) => [t.attackerDice, t.defenderDice])).toEqual([
      [
        [4, 4, 3],
        [3, 1],
      ],
    ]);
    expect(bucharest?.defender).toBeNull();
    const s = r.state;
    expect([s.year, s.phase]).toEqual([1909, "deployment"]);
    // Lamia: 4 occupy, + 1 spawned by Liman von Sanders, who advanced with the attack (W24); Athens 3 − 2 = 1
    expect(garrisons(s, LEVANT)).toEqual({
      egypt: ["uk", 0],
      jerusalem: ["uk", 5],
      lamia: ["ottoman", 5],
      larissa: ["ottoman", 0],
      athens: ["ottoman", 1],
    });
    // Transylvania 11 − 3 = 8; Bucharest taken by 5; Temesvar emptied
    expect(garrisons(s, FRONT)).toEqual({
      zagreb: ["russia", 1],
      budapest: ["russia", 0],
      temesvar: ["russia", 0],
      lemberg: ["russia", 0],
      transylvania: ["russia", 8],
      bucharest: ["russia", 5],
    });
    // W21: Lamia had an enemy garrison: Ottomans 8 + 1 = 9; Bucharest's garrison was neutral (ruling): Russia 6
    expect(points(s, "vp")).toEqual({
      russia: 6,
      germany: 7,
      france: 1,
      uk: 4,
      "austria-hungary": 0,
      ottoman: 9,
      spain: 5,
      italy: 5,
    });
    // W23: 9 VP is the 2nd general's threshold (3·2·3/2); drawn from the 5 Ottoman generals not in play
    const award = r.events.find((e) => e.type === "commander-awarded");
    expect(award).toEqual({
      type: "commander-awarded",
      nation: "ottoman",
      kind: "general",
      commander: "enver-pasha",
      name: "Enver Pasha",
      ordinal: 2,
      threshold: 9,
      draw: { index: 0, of: 5 },
    });
    expect(s.commanders.find((c) => c.id === "enver-pasha")?.at).toBeNull();
    expect(s.lostCommanders).toEqual([]);
    // 1909 income: Russia 25.5 + Bucharest 1 = 26.5 → 46 + 26.5 = 72.5; UK 18.75 − Lamia 0.25 = 18.5 → 49.5;
    // Ottoman 15 + 0.25 = 15.25 → 30.5 + 15.25 = 45.75; Germany 49 + 24.5 = 73.5; Spain 53.25; Italy 42
    expect(treasuries(s)).toEqual({
      russia: 72.5,
      germany: 73.5,
      france: 0,
      uk: 49.5,
      "austria-hungary": 0,
      ottoman: 45.75,
      spain: 53.25,
      italy: 42,
    });
    // relations are unchanged by the year's fighting
    expect(relationBetween(s, "ottoman", "uk")).toBe("war");
    expect(relationBetween(s, "italy", "ottoman")).toBe("war");
    expect(relationBetween(s, "russia", "ottoman")).toBe("alliance");
  });

  it("the same seeds give the same game: replaying the script gives identical states and events", () => {
    const again = play();
    expect(again.map((p) => p.result.state)).toEqual(played.map((p) => p.result.state));
    expect(again.map((p) => p.result.events)).toEqual(played.map((p) => p.result.events));
  });
});

describe("the scripted game's resolution records verify from the revealed seeds (issue 4)", () => {
  const loadMap = (id: string) => (id === map.data.id ? ok<MapGraph>(map) : err(`unknown map ${id}`));
  const records: ResolutionRecord[] = played.map(({ before, result }, i) => {
    const phaseScript = script[i];
    if (!phaseScript) throw new Error("no script");
    const orders: RecordedOrder[] = [];
    for (const [nation, list] of Object.entries(phaseScript.orders)) {
      for (const command of list) orders.push({ nation, command });
    }
    return buildResolutionRecord({
      mapId: before.mapId,
      before,
      orders,
      seed: phaseScript.seed,
      commitment: commitSeed(phaseScript.seed),
      result,
      resolver: "phase/v1",
    });
  });

  it("every phase's record verifies: seed matches the commitment, every roll, event and the final state reproduce", () => {
    const reports = records.map((r) => verifyResolution(r, loadMap));
    expect(reports.map((r) => r.ok)).toEqual([true, true, true, true]);
    // rolls of the Attack 1907 record (one per hand of dice, one per rethrown pair): Transylvania throw 1:
    // attacker, defender, 3 rethrows = 5, throw 2: 2; Jerusalem: attacker, defender, 1 rethrow = 3 → 10
    const attack1907 = reports[1];
    expect(attack1907?.ok && attack1907.rolls).toBe(10);
  });

  it("a tampered die fails at the rolls stage; a tampered treasury fails at the state stage", () => {
    const dice = structuredClone(records[1]) as ResolutionRecord;
    const roll = dice.claimed.rolls[0];
    if (!roll) throw new Error("no roll");
    roll.values[0] = roll.values[0] === 6 ? 5 : 6;
    const badDice = verifyResolution(dice, loadMap);
    expect(badDice).toMatchObject({ ok: false, stage: "rolls", path: "claimed.rolls[0].values[0]" });

    const money = structuredClone(records[3]) as ResolutionRecord;
    const ottoman = money.claimed.state.nations.ottoman;
    if (!ottoman) throw new Error("no ottoman");
    ottoman.treasury = 46;
    const badMoney = verifyResolution(money, loadMap);
    expect(badMoney).toMatchObject({
      ok: false,
      stage: "state",
      path: "claimed.state.nations.ottoman.treasury",
      claimed: 46,
      actual: 45.75,
    });
  });

  it("a record whose seed was swapped fails at the commitment stage", () => {
    const swapped = { ...structuredClone(records[0]), seed: "another-seed" } as ResolutionRecord;
    expect(verifyResolution(swapped, loadMap)).toMatchObject({ ok: false, stage: "commitment" });
  });
});
