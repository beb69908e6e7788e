import { describe, expect, it } from "vitest";
import {
  editDistance,
  suggestTerritories,
  suggestVerb,
} from "../../../../src/rulesets/risk-variant-one/language/fuzzy.ts";
import { riskNames } from "../../../../src/rulesets/risk-variant-one/language/names.ts";
import { classicGraph } from "./corpus.ts";

const names = riskNames(classicGraph());

describe("typo suggestions (never applied)", () => {
  it("counts swapped neighbouring letters as one edit", () => {
    expect(editDistance("peur", "peru", 3)).toBe(1);
    expect(editDistance("brazl", "brazil", 3)).toBe(1);
    expect(editDistance("abc", "abc", 3)).toBe(0);
    expect(editDistance("kitten", "sitting", 5)).toBe(3);
  });

  it("proposes territories by display name, even when the closest spelling is an alias", () => {
    expect(suggestTerritories("peur", names)).toEqual(["Peru"]);
    expect(suggestTerritories("kamchatcka", names)).toEqual(["Kamchatka"]);
    expect(suggestTerritories("westen australia", names)).toEqual(["Western Australia"]);
  });

  it("lists equally close names together and never proposes a continent", () => {
    expect(suggestTerritories("asia", names)).toEqual([]);
    const found = suggestTerritories("eastern", names);
    expect(
      found.every((n) => names.territoryNames.size > 0 && [...names.territoryNames.values()].includes(n)),
    ).toBe(true);
  });

  it("proposes nothing for words far from any name", () => {
    expect(suggestTerritories("hello", names)).toEqual([]);
    expect(suggestTerritories("zz", names)).toEqual([]);
  });

  it("tells a misspelt verb ('atack', 'retreet', 'purchse')", () => {
    expect(suggestVerb("atack")).toBe("attack");
    expect(suggestVerb("retreet")).toBe("retreat");
    expect(suggestVerb("purchse")).toBe("purchase");
    expect(suggestVerb("hello")).toBeNull();
  });
});
