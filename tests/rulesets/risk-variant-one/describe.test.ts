import { describe, expect, it } from "vitest";
import { riskStatusDocument } from "../../../src/game/risk/risk-documents.ts";
import { render } from "../../../src/presenters/render.ts";
import { classicMap } from "../../../src/rulesets/risk-variant-one/classic-map.ts";
import { describeRiskEvent } from "../../../src/rulesets/risk-variant-one/describe.ts";
import { gm, southAmerica } from "./helpers/game.ts";

/** Event sentences agree in number with their counts: "1 army moves in", "2 armies move in". */
describe("Risk event texts: singular and plural", () => {
  it("V6 a capture says 1 army moves in, 2 armies move in", () => {
    const one = {
      type: "captured",
      attacker: "Alice",
      territory: "peru",
      from: "brazil",
      armies: 1,
    } as const;
    expect(describeRiskEvent(one)).toBe("Alice takes Peru; 1 army moves in.");
    expect(describeRiskEvent({ ...one, armies: 2 })).toBe("Alice takes Peru; 2 armies move in.");
  });

  it("V5 lost bonus armies: 1 army was not placed and is lost, 2 armies were not placed and are lost", () => {
    const one = { type: "bonus-lost", player: "Bob", continent: "australia", armies: 1 } as const;
    expect(describeRiskEvent(one)).toBe("Bob's 1 army of Australia's bonus was not placed and is lost.");
    expect(describeRiskEvent({ ...one, armies: 2 })).toBe(
      "Bob's 2 armies of Australia's bonus were not placed and are lost.",
    );
  });

  it("V9 the final ranking in the status says 1 territory, 2 territories", () => {
    const state = gm(
      southAmerica({
        territories: { Venezuela: { owner: "Alice", armies: 2 }, Argentina: { owner: "Alice", armies: 1 } },
      }),
      "end-game",
    ).state;
    const text = render(
      riskStatusDocument({ name: "Test", id: "t", state, map: classicMap, waiting: null, commitment: null }),
      "text",
    );
    expect(text).toContain("territories, income");
    expect(text).toMatch(/: 1 territory, income/);
    expect(text).not.toMatch(/\b1 territories\b/);
  });
});
