import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { MapGraph } from "../../../../src/map/graph.ts";
import { resolveWw1907Phase } from "../../../../src/rulesets/ww1907/resolve.ts";
import { resolveRulings } from "../../../../src/rulesets/ww1907/rulings.ts";
import { loadScenario } from "../../../../src/rulesets/ww1907/scenario/load.ts";
import { type GameState, initState } from "../../../../src/rulesets/ww1907/state.ts";
import { useTempDirs } from "../../../helpers/temp-dir.ts";

const tempDir = useTempDirs();

/** A running game's position written as a scenario file: what a GM enters when adopting a forum game. */

const dir = tempDir("running");
let count = 0;

function load(text: string) {
  count++;
  const path = join(dir, `game-${count}.yaml`);
  writeFileSync(path, text);
  return loadScenario(path);
}

function stateOf(text: string): { state: GameState; map: MapGraph } {
  const loaded = load(text);
  if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
  const rulings = resolveRulings(loaded.value.scenario.rulings);
  if (!rulings.ok) throw new Error(rulings.error.join("\n"));
  const map = new MapGraph(loaded.value.map);
  return { state: initState(loaded.value.scenario, map, rulings.value), map };
}

function problemsOf(text: string): string[] {
  const loaded = load(text);
  if (loaded.ok) throw new Error("expected problems");
  return loaded.error.map((p) => p.message.replace(/^.*game-\d+\.yaml/, "game.yaml"));
}

describe("a scenario file holds a running position (adopting a game)", () => {
  it("W18 a province conquered before adoption (startOwner) must keep a division: the last cannot leave", () => {
    const { state, map } = stateOf(`base: ww1907
provinces:
  Transylvania: { owner: russia, startOwner: Austria-Hungary, divisions: 2 }
`);
    expect(state.provinces.transylvania).toMatchObject({ owner: "russia", startOwner: "austria-hungary" });
    const result = resolveWw1907Phase(
      state,
      map,
      { russia: [{ kind: "move", from: "transylvania", to: "budapest", count: 2 }] },
      "w18",
    );
    expect(result.verdicts.russia?.[0]).toMatchObject({ accepted: false, rule: "W18" });
  });

  it("W18 without startOwner a province handed over in the file began the game with its new owner (no garrison rule)", () => {
    const { state } = stateOf("base: ww1907\nprovinces:\n  Transylvania: { owner: russia, divisions: 2 }\n");
    expect(state.provinces.transylvania?.startOwner).toBe("russia");
  });

  it("W18 a province keeps the base's startOwner while the file keeps the base's owner; neutral start owners", () => {
    const { state } = stateOf(`base: ww1907
provinces:
  Bucharest: { owner: russia, startOwner: neutral, divisions: 3 }
  Zagreb: { divisions: 5 }
`);
    expect(state.provinces.bucharest).toMatchObject({ owner: "russia", startOwner: null, divisions: 3 });
    expect(state.provinces.zagreb).toMatchObject({ owner: "russia", startOwner: "russia", divisions: 5 });
  });

  it("W18 a conquered province entered with no division is reported (legal: a province given under W30 may be empty)", () => {
    const loaded = load(
      "base: ww1907\nprovinces:\n  Transylvania: { owner: russia, startOwner: austria-hungary }\n",
    );
    if (!loaded.ok) throw new Error(loaded.error.map((p) => p.message).join("\n"));
    expect(loaded.value.scenario.report).toContain(
      "provinces: Transylvania is conquered (Russian Empire did not begin the game with it) and holds no division: W18 keeps at least one in a conquered province from now on",
    );
  });

  it("W26 pp owed from the last Attack phase are kept, and paid at the next Deployment phase", () => {
    const { state, map } = stateOf("base: ww1907\nphase: attack\nnations:\n  UK: { owed: 3 }\n");
    expect(state.nations.uk?.owed).toBe(3);
    const next = resolveWw1907Phase(state, map, {}, "w26").state;
    expect(next.nations.uk?.owed).toBe(0);
  });

  it("W8 ruling allied divisions stationed in a province (guests) are kept by nation", () => {
    const { state } = stateOf(
      "base: ww1907\nprovinces:\n  Berlin: { divisions: 1, guests: { Russia: 2 } }\n",
    );
    expect(state.provinces.berlin?.guests).toEqual({ russia: 2 });
  });

  it("W24 W23 lost commanders leave the base's list and are never drawn again; awarded ones are added", () => {
    const { state } = stateOf(`base: ww1907
lostCommanders: [armando-diaz]
commanders:
  - id: enver-pasha
    name: Enver Pasha
    kind: general
    nation: ottoman
    title: Pan-Turanian Dream
    at: Smyrna
    traits: [{ kind: attack-dice, dice: 1 }]
`);
    expect(state.lostCommanders).toEqual(["armando-diaz"]);
    expect(state.commanders.map((c) => c.id)).not.toContain("armando-diaz");
    expect(state.commanders.find((c) => c.id === "enver-pasha")?.at).toBe("smyrna");
  });

  it("W10 W16 fleets: a base fleet taken out (remove) and put elsewhere; a ship under construction", () => {
    const { state } = stateOf(`base: ww1907
fleets:
  - { nation: ottoman, at: Istanbul, ships: 1, remove: true }
  - { nation: ottoman, at: Aegean Sea, ships: 1 }
  - { nation: ottoman, at: Smyrna, ships: 1, built: false }
`);
    const ottoman = state.fleets.filter((f) => f.nation === "ottoman");
    expect(ottoman).toEqual([
      { nation: "ottoman", at: "istanbul", ships: 1, divisions: 0, built: true },
      { nation: "ottoman", at: "aegean-sea", ships: 1, divisions: 0, built: true },
      { nation: "ottoman", at: "smyrna", ships: 1, divisions: 0, built: false },
    ]);
  });

  it("replace: [fleets] drops the base's fleets; the file's are all there is", () => {
    const { state } = stateOf(`base: ww1907
replace: [fleets]
fleets:
  - { nation: germany, at: North Sea, ships: 1 }
`);
    expect(state.fleets).toEqual([
      { nation: "germany", at: "north-sea", ships: 1, divisions: 0, built: true },
    ]);
  });

  it("W24 a commander may stand in an ally's province (he moves like a division)", () => {
    const { state } = stateOf(`base: ww1907
commanders:
  - id: armando-diaz
    name: Armando Diaz
    kind: general
    nation: italy
    title: Strategic
    at: Vienna
    traits: [{ kind: attack-dice, dice: 1 }]
`);
    expect(state.commanders.find((c) => c.id === "armando-diaz")?.at).toBe("vienna");
  });
});

describe("problems with the new fields name the file, the line, the element and the fix", () => {
  it("W8 ruling guests of a nation not allied with the owner", () => {
    expect(
      problemsOf("base: ww1907\nprovinces:\n  Paris: { divisions: 1, guests: { France: 2 } }\n"),
    ).toEqual([
      "game.yaml:3: provinces.Paris.guests.France: W8 ruling: French Third Republic's divisions can stand in Paris only while allied with German Empire (they are at peace): move them out or make the two allies under relations",
    ]);
  });

  it("guests of the owner itself, and guests in a neutral province", () => {
    expect(
      problemsOf(
        "base: ww1907\nprovinces:\n  Berlin: { guests: { Germany: 1 } }\n  Bern: { divisions: 2, guests: { Italy: 1 } }\n",
      ),
    ).toEqual([
      "game.yaml:3: provinces.Berlin.guests.Germany: German Empire owns Berlin: write its own divisions under divisions, not guests",
      "game.yaml:4: provinces.Bern.guests.Italy: Bern is neutral: guests are allied divisions standing in a nation's province (W8 ruling); a neutral province holds only its neutral garrison (divisions)",
    ]);
  });

  it("an unknown start owner, with a suggestion", () => {
    const [message] = problemsOf("base: ww1907\nprovinces:\n  Vienna: { startOwner: Austira }\n");
    expect(message).toContain('game.yaml:3: provinces.Vienna.startOwner: no nation is called "Austira"');
  });

  it("W26 pp owed below zero (zod, at its line)", () => {
    const [message] = problemsOf("base: ww1907\nnations:\n  uk: { owed: -1 }\n");
    expect(message).toMatch(/^game\.yaml:3: nations\.uk\.owed: /);
  });

  it("W24 an unknown lost commander, with a suggestion; a commander both lost and listed", () => {
    expect(problemsOf("base: ww1907\nlostCommanders: [armando-dias]\n")).toEqual([
      'game.yaml:2: lostCommanders[0]: no commander has the id "armando-dias" (did you mean "armando-diaz"?): give the id of a commander of the base or of the roster (src/rulesets/ww1907/commanders/roster-data.ts)',
    ]);
    const both = problemsOf(`base: ww1907
lostCommanders: [armando-diaz]
commanders:
  - { id: armando-diaz, name: Armando Diaz, kind: general, nation: italy, title: Strategic, at: null, traits: [{ kind: attack-dice, dice: 1 }] }
`);
    expect(both[0]).toContain(
      "game.yaml:2: lostCommanders[0]: Armando Diaz is listed both as lost and under commanders",
    );
  });

  it("W24 a commander at sea where his nation has no built fleet", () => {
    const [message] = problemsOf(`base: ww1907
commanders:
  - { id: aleksei-brusilov, name: Aleksei Brusilov, kind: general, nation: russia, title: Fast Moving, at: Baltic Sea, traits: [{ kind: attack-dice, dice: 1 }] }
`);
    expect(message).toBe(
      "game.yaml:3: commanders[0].at: Aleksei Brusilov is at sea in Baltic Sea, where Russian Empire has no built fleet: add the fleet under fleets or place him ashore",
    );
  });

  it("removing a fleet the base does not have, or more ships than it has", () => {
    expect(
      problemsOf(
        "base: ww1907\nfleets:\n  - { nation: spain, at: Genoa, ships: 1, remove: true }\n  - { nation: uk, at: London, ships: 3, remove: true }\n",
      ),
    ).toEqual([
      "game.yaml:3: fleets[0]: the base has no fleet of Spain at Genoa to remove (its fleets: Barcelona, Seville)",
      "game.yaml:4: fleets[1]: the base's fleet of United Kingdom at London has 2 ships carrying 0 divisions: cannot remove 3 ships and 0 divisions",
    ]);
  });

  it("an unknown kind of list to replace", () => {
    const [message] = problemsOf("base: ww1907\nreplace: [provinces]\n");
    expect(message).toMatch(/^game\.yaml:2: replace\[0\]: /);
  });
});

describe("derived scenarios: the base's fleets, guests and commanders are checked against the file's changes", () => {
  it("W9 W16 a base fleet left in a port that now belongs to an enemy is a problem, with the fix", () => {
    expect(
      problemsOf("base: ww1907\nprovinces:\n  Istanbul: { owner: uk, startOwner: ottoman, divisions: 1 }\n"),
    ).toEqual([
      "game.yaml:1: the base's fleet of Ottoman Empire (2 ships at Istanbul): Ottoman Empire's fleet cannot lie in the port of Istanbul, which belongs to United Kingdom (at war with Ottoman Empire): a port must be owned or allied. Take it out with `{ nation: ottoman, at: istanbul, ships: 2, remove: true }` under fleets (and add it where it is now), or write `replace: [fleets]` and list every fleet",
    ]);
  });

  it("W9 a base fleet in an ally's port after the file ends the alliance is a problem", () => {
    const messages = problemsOf(
      "base: ww1907\nprovinces:\n  Kiel: { owner: italy, divisions: 1 }\nrelations:\n  - [germany, italy, war]\n  - [italy, germany, war]\n",
    );
    expect(messages).toEqual([
      expect.stringContaining(
        "game.yaml:1: the base's fleet of German Empire (1 ship at Kiel): German Empire's fleet cannot lie in the port of Kiel, which belongs to Italy (at war with German Empire)",
      ),
    ]);
  });

  it("W24 a base admiral or general at sea whose fleet the file took away is a problem", () => {
    expect(problemsOf("base: ww1907\nreplace: [fleets]\n")).toEqual([
      "game.yaml:1: the base's general Erich von Falkenhayn is at sea in North Sea, where German Empire has no built fleet now: list him under commanders with his id and another `at` (or `at: null`), or keep a built fleet of German Empire there",
    ]);
  });

  it("W8 ruling a base's guests left in the land of a nation that is no longer an ally are a problem", () => {
    const dirBase = join(dir, "adopted.yaml");
    writeFileSync(dirBase, "base: ww1907\nprovinces:\n  Berlin: { divisions: 1, guests: { Russia: 2 } }\n");
    const messages = problemsOf(
      `base: ${dirBase}\nrelations:\n  - [russia, germany, peace]\n  - [germany, russia, peace]\n`,
    );
    expect(messages).toEqual([
      expect.stringContaining(
        "game.yaml:1: provinces: W8 ruling: the base's 2 divisions of Russian Empire stand as guests in Berlin, which belongs to German Empire, not an ally of Russian Empire",
      ),
    ]);
  });
});

describe("docs/scenario-format.md", () => {
  it("W18 W26 its adoption example loads as documented", () => {
    const doc = readFileSync(new URL("../../../../docs/scenario-format.md", import.meta.url), "utf8");
    const example = doc.split("## Adopting a running game")[1]?.split("```yaml\n")[1]?.split("```")[0] ?? "";
    expect(example).toContain("base: ww1907");
    const { state } = stateOf(example);
    expect([state.year, state.phase]).toEqual([1909, "deployment"]);
    expect(state.nations.uk).toMatchObject({ treasury: 4, owed: 3 });
    expect(state.provinces.transylvania).toMatchObject({ owner: "russia", startOwner: "austria-hungary" });
    expect(state.provinces.berlin?.guests).toEqual({ russia: 2 });
    expect(state.fleets.filter((f) => f.nation === "ottoman").map((f) => f.at)).toEqual(["aegean-sea"]);
    expect(state.fleets.some((f) => f.nation === "uk" && f.at === "malta")).toBe(false);
    expect(state.commanders.find((c) => c.id === "aleksei-brusilov")?.at).toBe("bucharest");
    expect(state.lostCommanders).toEqual(["armando-diaz"]);
  });

  it("its fleet and province examples load on the ww1907 base", () => {
    const doc = readFileSync(new URL("../../../../docs/scenario-format.md", import.meta.url), "utf8");
    const provinces = doc.split("### provinces")[1]?.split("```yaml\n")[1]?.split("```")[0] ?? "";
    const fleets = doc.split("### fleets")[1]?.split("```yaml\n")[1]?.split("```")[0] ?? "";
    expect(provinces).toContain("startOwner");
    expect(fleets).toContain("remove: true");
    const { state } = stateOf(`base: ww1907\n${provinces}${fleets}`);
    expect(state.provinces.bucharest?.startOwner).toBeNull();
    expect(state.fleets).toContainEqual({ nation: "uk", at: "lamia", ships: 1, divisions: 0, built: false });
  });
});
