import { describe, expect, it } from "vitest";
import { defaultRulings, resolveRulings } from "../../../../src/rulesets/ww1907/rulings.ts";
import { cloneState, gameStateSchema, relationBetween } from "../../../../src/rulesets/ww1907/state.ts";
import { makeState, miniMap } from "./helpers/fixtures.ts";

const map = miniMap();

describe("game state", () => {
  it("initState gives every province, relations stored once and symmetric, a schema-valid JSON state", () => {
    const state = makeState(map, {
      relations: [["uk", "france", "war"]],
      provinces: { paris: { divisions: 2 } },
    });
    expect(Object.keys(state.provinces)).toHaveLength(map.provinces.length);
    expect(state.provinces.paris).toEqual({
      owner: "france",
      divisions: 2,
      guests: {},
      startOwner: "france",
    });
    expect(state.relations).toEqual([{ a: "france", b: "uk", relation: "war" }]);
    expect(relationBetween(state, "uk", "france")).toBe("war");
    expect(relationBetween(state, "france", "uk")).toBe("war");
    expect(relationBetween(state, "france", "germany")).toBe("peace");
    expect(gameStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
});

describe("rulings", () => {
  it("W15 W16 W20 W21 W22 W24 W25 W33 defaults are the INDEX.md proposals", () => {
    expect(defaultRulings).toMatchObject({
      passageNeedsGrant: true,
      wholePpOnly: true,
      unspentPpCarryOver: true,
      freeMoveInto: "owned-or-allied",
      tieRule: "reroll",
      diceCappedByUnits: true,
      shipsUnderConstructionOnCapture: "destroyed",
      resolutionOrder: "naval-first",
      neutralGarrisonGivesVp: false,
      navalPointPer: "zone-cleared",
      commanderAffects: "from-or-in-province",
      commanderLostWithArmy: true,
      treatiesNeedBothSides: true,
      moderatorEditVoids: false,
    });
  });

  it("a scenario's rulings override the defaults; unknown names and bad values are named", () => {
    const ok = resolveRulings({ tieRule: "none" });
    expect(ok.ok && ok.value.tieRule).toBe("none");
    expect(ok.ok && ok.value.wholePpOnly).toBe(true);
    const bad = resolveRulings({ tieRul: "none", wholePpOnly: "yes" });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.join("\n")).toContain('unknown setting "tieRul"');
      expect(bad.error.join("\n")).toContain("rulings.wholePpOnly");
    }
  });
});

describe("cloneState", () => {
  it("makes a deep copy equal to the original that shares no mutable part", () => {
    const state = makeState(map, {
      provinces: { paris: { divisions: 2 } },
      fleets: [{ nation: "uk", at: "channel", ships: 1 }],
      passage: [{ from: "uk", to: "france" }],
      relations: [["uk", "france", "alliance"]],
    });
    state.provinces.brest = { owner: "france", divisions: 1, guests: { uk: 2 }, startOwner: "france" };
    const copy = cloneState(state);
    expect(copy).toEqual(state);
    copy.provinces.brest!.guests.uk = 5;
    copy.fleets[0]!.ships = 9;
    copy.nations.uk!.treasury = 0;
    copy.relations[0]!.relation = "war";
    copy.passage[0]!.to = "germany";
    expect(state.provinces.brest?.guests.uk).toBe(2);
    expect(state.fleets[0]?.ships).toBe(1);
    expect(state.nations.uk?.treasury).toBe(13);
    expect(state.relations[0]?.relation).toBe("alliance");
    expect(state.passage[0]?.to).toBe("france");
  });
});
