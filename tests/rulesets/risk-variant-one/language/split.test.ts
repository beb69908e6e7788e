import { describe, expect, it } from "vitest";
import { normalizeText } from "../../../../src/language/normalize-text.ts";
import { splitRiskOrders } from "../../../../src/rulesets/risk-variant-one/language/split.ts";

const split = (text: string): string[] => splitRiskOrders(normalizeText(text));

describe("splitting a bold passage into Risk orders", () => {
  it("uses the shared splitter: lines, semicolons, bullets, numbering, 'then', 'and' before a verb", () => {
    expect(split("Buy Brazil\nBuy Peru")).toEqual(["Buy Brazil", "Buy Peru"]);
    expect(split("Buy Brazil; Buy Peru")).toEqual(["Buy Brazil", "Buy Peru"]);
    expect(split("1. Buy Brazil\n2) Buy Peru\n• Buy Chile")).toEqual(["Buy Brazil", "Buy Peru", "Buy Chile"]);
    expect(split("Place 2 in Brazil then attack Peru from Brazil")).toEqual([
      "Place 2 in Brazil",
      "attack Peru from Brazil",
    ]);
    expect(split("Buy Brazil and place 2 in Peru")).toEqual(["Buy Brazil", "place 2 in Peru"]);
  });

  it("V3 keeps a list of territories for one verb together ('purchase Peru and Venezuela')", () => {
    expect(split("purchase Peru and Venezuela")).toEqual(["purchase Peru and Venezuela"]);
    expect(split("Place 2 in Brazil, 1 in Peru")).toEqual(["Place 2 in Brazil, 1 in Peru"]);
  });

  it("V6 also splits before the Risk-only verbs (salt, improve, pass…)", () => {
    expect(split("Buy Brazil and improve Peru")).toEqual(["Buy Brazil", "improve Peru"]);
    expect(split("Buy Brazil, salt Peru")).toEqual(["Buy Brazil", "salt Peru"]);
    expect(split("Attack Peru from Brazil and pass")).toEqual(["Attack Peru from Brazil", "pass"]);
  });

  it("V7 keeps a defender's answer whole", () => {
    expect(split("Hold, retreat to Venezuela at 2")).toEqual(["Hold, retreat to Venezuela at 2"]);
    expect(split("Hold until 2, then retreat to Venezuela")).toEqual(["Hold until 2, retreat to Venezuela"]);
    expect(split("If Peru is attacked, retreat to Venezuela")).toEqual([
      "If Peru is attacked, retreat to Venezuela",
    ]);
    expect(split("retreat to Venezuela and salt")).toEqual(["retreat to Venezuela and salt"]);
    expect(split("Salt and retreat to Venezuela")).toEqual(["Salt and retreat to Venezuela"]);
  });

  it("joins only pieces of one line: answers on separate lines stay separate", () => {
    expect(split("Salt Brazil\nretreat to Venezuela")).toEqual(["Salt Brazil", "retreat to Venezuela"]);
  });

  it("keeps a condition with its order, so it is refused rather than dropped", () => {
    expect(split("If Peru falls, move 3 from Brazil to Argentina")).toEqual([
      "If Peru falls, move 3 from Brazil to Argentina",
    ]);
  });
});
