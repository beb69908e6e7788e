import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { commitSeed } from "../../../../../src/random/commitment.ts";
import { ok } from "../../../../../src/result.ts";
import type { PostedOrder } from "../../../../../src/rulesets/ww1907/battles/attack-phase.ts";
import {
  buildResolutionRecord,
  type ResolutionRecord,
  verifyResolution,
} from "../../../../../src/rulesets/ww1907/verify.ts";
import { battleText } from "../../../../../src/rulesets/ww1907/words/battle-text.ts";
import { useTempDirs } from "../../../../helpers/temp-dir.ts";
import { attack, battleMap, battleState, eventsOf, run } from "./fixture.ts";

const tempDir = useTempDirs();

const map = battleMap();
const SEED = "phase-1907";

/**
 * A scripted Attack phase: Russia and Italy at war with Austria. Brusilov (+1 attack die) stands in Warsaw.
 *   warsaw 4, lodz 2 (Russia); krakow 2, vienna 3, budapest 1, trieste 1 (Austria); venice 3 (Italy)
 *   Italy: 2 ships with 2 divisions in the Ionian; Austria: 1 ship in the Adriatic. Russia has 2 VP.
 * Orders in posting order (the strike is posted before the sail that brings its ships).
 */
function scripted() {
  const before = battleState(map, {
    divisions: { warsaw: 4, lodz: 2, krakow: 2, vienna: 3, budapest: 1, trieste: 1, venice: 3 },
    fleets: [
      { nation: "italy", at: "ionian", ships: 2, divisions: 2 },
      { nation: "austria", at: "adriatic", ships: 1 },
    ],
    commanders: [
      {
        id: "aleksei-brusilov",
        name: "Aleksei Brusilov",
        kind: "general",
        nation: "russia",
        title: "Fast Moving",
        traits: [
          { kind: "attack-dice", dice: 1 },
          { kind: "extra-free-move", moves: 1 },
        ],
        at: "warsaw",
      },
    ],
    vp: { russia: 2 },
  });
  const orders: PostedOrder[] = [
    attack("russia", "krakow", ["warsaw", 4], ["lodz", 1]),
    { nation: "italy", command: { kind: "amphibious", target: "trieste", from: "adriatic", count: 2 } },
    { nation: "italy", command: { kind: "sail", from: "ionian", to: "adriatic", count: 2 } },
    attack("austria", "lodz", ["vienna", 3]),
    attack("russia", "budapest", ["krakow", 2]),
    attack("italy", "trieste", ["venice", 2]),
  ];
  return { before, orders };
}

describe("a scripted multi-battle Attack phase (W12–W24) and its replay", () => {
  const { before, orders } = scripted();
  const out = run(map, before, orders, SEED);

  it("W20 resolves in the ruling's order: the sail and the naval battle first, then attacks as posted", () => {
    expect(out.events.map((e) => e.type)).toEqual([
      "ships-sailed",
      "naval-battle",
      "points",
      "land-battle",
      "province-captured",
      "points",
      "commander-advanced",
      "land-battle",
      "province-captured",
      "points",
      "ships-entered-port",
      "land-battle",
      "province-captured",
      "points",
      "attack-cancelled",
      "attack-cancelled",
      "commander-awarded",
    ]);
  });

  it("pins every die of the seed (the hand-worked expectations below follow from these throws)", () => {
    const dice = [...eventsOf(out.events, "naval-battle"), ...eventsOf(out.events, "land-battle")].map((b) =>
      b.throws.map((t) => [t.attackerDice, t.defenderDice, t.pairs.map((p) => p.rethrows)]),
    );
    expect(dice).toEqual([
      // Adriatic: Italy 2 ships v Austria 1: 3 3 v 3; the tied pair is rethrown 4 v 2 → Austria's ship sinks.
      [[[3, 3], [3], [[{ attacker: 4, defender: 2 }]]]],
      // Krakow: 5 v 2 with Brusilov's die (3 dice): 5 5 1 v 4 1 → both defenders die.
      [
        [
          [5, 5, 1],
          [4, 1],
          [[], []],
        ],
      ],
      // Trieste (strike): 2 v 1: 6 5 v 2 → the defender dies.
      [[[6, 5], [2], [[]]]],
      // Lodz: Austria 3 v 1 (Russia left 1 there): 3 1 v 4 → attacker loses 1; 4 1 v 2 → defender dies.
      [
        [[3, 1], [4], [[]]],
        [[4, 1], [2], [[]]],
      ],
    ]);
  });

  it("ends in the hand-worked state", () => {
    const owners = Object.fromEntries(
      Object.entries(out.state.provinces).map(([id, p]) => [id, [p.owner, p.divisions]]),
    );
    expect(owners).toEqual({
      warsaw: ["russia", 0], // all 4 attacked Krakow
      lodz: ["austria", 2], // 2 − 1 attacked = 1 Russian defender, lost; 3 Austrians − 1 loss occupy
      krakow: ["russia", 5], // 4 + 1 attackers, no losses; the Budapest order finds no fresh division (W17)
      vienna: ["austria", 0], // all 3 attacked Lodz
      budapest: ["austria", 1], // never attacked
      trieste: ["italy", 2], // 2 from the strike, no losses; the attack from Venice is refused (W17 ruling: no walk-in)
      belgrade: [null, 0],
      venice: ["italy", 3], // the 2 ordered against Trieste stay home
      bari: ["italy", 0],
      corfu: [null, 0],
    });
    // ⌈2/2⌉ = 1 ship carried the strike into Trieste's port; the other stays in the Adriatic (W19)
    expect(out.state.fleets).toEqual([
      { nation: "italy", at: "adriatic", ships: 1, divisions: 0, built: true },
      { nation: "italy", at: "trieste", ships: 1, divisions: 0, built: true },
    ]);
    // VP: Russia 2 + Krakow = 3 (1st general due, W23); Italy + Trieste; Austria + Lodz. NP: Italy cleared the Adriatic.
    expect(
      Object.fromEntries(Object.entries(out.state.nations).map(([id, n]) => [id, [n.vp, n.np]])),
    ).toEqual({
      austria: [1, 0],
      italy: [1, 1],
      russia: [3, 0],
    });
    // Brusilov led the capture of Krakow and advanced with his army; Russia's award is drawn and unplaced.
    expect(out.state.commanders.map((c) => [c.id, c.at])).toEqual([
      ["aleksei-brusilov", "krakow"],
      ["paul-von-rennenkampf", null],
    ]);
    expect(eventsOf(out.events, "commander-awarded")[0]?.draw).toEqual({ index: 2, of: 6 });
  });

  it("renders as plain text with every die", () => {
    const text = battleText(out.events, { place: (id) => id.charAt(0).toUpperCase() + id.slice(1) });
    expect(text).toContain(
      "Warsaw + Lodz → Krakow: 5 v 2 (attacker +1 die: Aleksei Brusilov, attacks from warsaw). Throw 1: 5 5 1 v 4 1 — defender loses 2. Krakow captured, 5 divisions occupy it, +1 VP (enemy garrison).",
    );
    expect(text).toContain(
      "Naval battle in Adriatic: italy 2 v austria 1 ships. Throw 1: 3 3 v 3 (tie 3–3 rethrown 4 v 2) — defender loses 1. austria's fleet is destroyed.",
    );
    expect(text).toContain(
      "Vienna → Lodz: 3 v 1. Throw 1: 3 1 v 4 — attacker loses 1. Throw 2: 4 1 v 2 — defender loses 1. Lodz captured, 2 divisions occupy it, +1 VP (enemy garrison).",
    );
    expect(text).toContain("italy: 1 ship enters Trieste's port from Adriatic.");
    expect(text).toContain(
      "russia: the attack on Budapest does not take place (no division of russia could still attack from krakow (W14, W17, W18)).",
    );
    expect(text).toContain(
      "russia is awarded General Paul von Rennenkampf (1st general, at 3 VP; drawn 3 of 6).",
    );
  });

  const record = (): ResolutionRecord =>
    buildResolutionRecord({ mapId: map.data.id, before, orders, seed: SEED, result: out });
  const loadMap = (id: string) =>
    id === map.data.id ? ok(map) : { ok: false as const, error: `no map ${id}` };

  it("replays from the revealed seed: verify confirms the commitment, every roll, every event and the state", () => {
    const r = record();
    expect(r.commitment).toBe(commitSeed(SEED));
    expect(r.claimed.rolls.length).toBe(12); // naval 3 (a rethrow), Krakow 2, Trieste 2, Lodz 4, award 1
    const report = verifyResolution(JSON.parse(JSON.stringify(r)), loadMap);
    expect(report).toMatchObject({ ok: true, rolls: 12, events: 17 });
  });

  it("a tampered roll is caught and named precisely", () => {
    const r = record();
    const first = r.claimed.rolls[3]!;
    first.values = [6, 6, 1];
    const report = verifyResolution(r, loadMap);
    expect(report).toMatchObject({
      ok: false,
      stage: "rolls",
      path: "claimed.rolls[3].values[0]",
      claimed: 6,
      actual: 5,
    });
    expect(report.message).toBe(
      "roll 4 (event 3, throw 1 attacker dice): claimed 6 6 1, the seed gives 5 5 1",
    );
  });

  it("a tampered final state, event or seed is caught", () => {
    const r = record();
    r.claimed.state.provinces.lodz!.owner = "russia";
    expect(verifyResolution(r, loadMap)).toMatchObject({
      ok: false,
      stage: "state",
      path: "claimed.state.provinces.lodz.owner",
      claimed: "russia",
      actual: "austria",
    });
    const e = record();
    (e.claimed.events[12] as { occupiers: number }).occupiers = 3;
    expect(verifyResolution(e, loadMap)).toMatchObject({
      ok: false,
      stage: "events",
      path: "claimed.events[12].occupiers",
    });
    const s = { ...record(), seed: "phase-1908" };
    expect(verifyResolution(s, loadMap)).toMatchObject({ ok: false, stage: "commitment" });
    expect(verifyResolution({ format: "nope" }, loadMap)).toMatchObject({ ok: false, stage: "record" });
  });

  it("adjutant verify FILE: exit 0 on a faithful record, exit 1 with one line naming the first difference", () => {
    const dir = tempDir("verify");
    // The CLI loads maps by id; write the test map next to the record and point mapId at it.
    const mapFile = join(dir, "map.json");
    writeFileSync(mapFile, JSON.stringify(map.data));
    const good = { ...record(), mapId: mapFile };
    const goodFile = join(dir, "good.json");
    writeFileSync(goodFile, JSON.stringify(good));
    const stdout = execFileSync("node", ["bin/adjutant.js", "verify", goodFile], { encoding: "utf8" });
    expect(stdout).toMatch(/verified: the seed matches the commitment; 12 rolls, 17 events/);
    const bad = structuredClone(good);
    bad.claimed.rolls[0]!.values = [6, 6];
    const badFile = join(dir, "bad.json");
    writeFileSync(badFile, JSON.stringify(bad));
    let failure: { status?: number; stderr?: string } = {};
    try {
      execFileSync("node", ["bin/adjutant.js", "verify", badFile], { encoding: "utf8", stdio: "pipe" });
    } catch (e) {
      failure = e as { status?: number; stderr?: string };
    }
    expect(failure.status).toBe(1);
    expect(failure.stderr?.trim().split("\n")).toHaveLength(1);
    expect(failure.stderr).toMatch(
      /verification failed \(rolls\): roll 1 \(event 1, throw 1 attacker dice\)/,
    );
    const json = execFileSync("node", ["bin/adjutant.js", "verify", goodFile, "--json"], {
      encoding: "utf8",
    });
    expect(JSON.parse(json)).toMatchObject({ ok: true, rolls: 12 });
  });
});
