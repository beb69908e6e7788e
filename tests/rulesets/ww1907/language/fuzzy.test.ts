import { describe, expect, it } from "vitest";
import { allowedDistance, didYouMean } from "../../../../src/language/suggestions.ts";
import { looksLikeVerbTypo, suggest } from "../../../../src/rulesets/ww1907/language/fuzzy.ts";
import { fixtureLexicon } from "./fixture.ts";

const lexicon = fixtureLexicon();

describe("fuzzy suggestions", () => {
  it("proposes the one close name", () => {
    expect(suggest("thesa", lexicon)).toEqual(["Thessa"]);
    expect(suggest("moskow", lexicon)).toEqual(["Moscow"]);
  });

  it("lists every name that is equally close instead of picking one", () => {
    expect(suggest("kie", lexicon)).toEqual(["Kiel", "Kiev"]);
  });

  it("proposes nothing when no name is close", () => {
    expect(suggest("atlantis", lexicon)).toEqual([]);
  });

  it("can be limited to some kinds of names", () => {
    expect(suggest("brusilof", lexicon, ["province"])).toEqual([]);
    expect(suggest("brusilof", lexicon, ["commander"])).toEqual(["Brusilov"]);
  });

  it("proposes order words for misspelt verbs when asked", () => {
    expect(suggest("atack", lexicon, [], true)).toEqual(["attack"]);
  });

  it("allows more edits in longer words", () => {
    expect(allowedDistance(2)).toBe(0);
    expect(allowedDistance(4)).toBe(1);
    expect(allowedDistance(8)).toBe(2);
    expect(allowedDistance(12)).toBe(3);
  });

  it("tells misspelt verbs from chat words", () => {
    expect(looksLikeVerbTypo("atack")).toBe(true);
    expect(looksLikeVerbTypo("decalre")).toBe(true);
    expect(looksLikeVerbTypo("really")).toBe(false);
    expect(looksLikeVerbTypo("live")).toBe(false);
  });

  it("writes 'Did you mean …?'", () => {
    expect(didYouMean(["Thessa"])).toBe("Did you mean Thessa?");
    expect(didYouMean(["Kiel", "Kiev"])).toBe("Did you mean Kiel or Kiev?");
    expect(didYouMean([])).toBe("");
  });
});
