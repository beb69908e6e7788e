import { describe, expect, it } from "vitest";
import { MapGraph } from "../../../../src/map/graph.ts";
import { riskNames } from "../../../../src/rulesets/risk-variant-one/language/names.ts";
import { parseRiskOrders } from "../../../../src/rulesets/risk-variant-one/language/parse.ts";
import { classicGraph } from "./corpus.ts";

const map = classicGraph();
const commandsOf = (text: string) =>
  parseRiskOrders([text], map).map((l) => (l.kind === "command" ? l.command : l));

describe("territory names on the classic map", () => {
  it("builds the names once per MapGraph (cached), and again for another graph", () => {
    expect(riskNames(map)).toBe(riskNames(map));
    const other = new MapGraph(map.data);
    expect(riskNames(other)).not.toBe(riskNames(map));
    expect(riskNames(other).names.size).toBe(riskNames(map).names.size);
  });

  it("V3 every territory is bought by its display name, its id and each of the map's aliases", () => {
    for (const p of map.provinces) {
      for (const spelling of [p.name, p.id, p.name.toUpperCase(), ...p.aliases]) {
        expect(commandsOf(`Buy ${spelling}`), spelling).toEqual([{ kind: "buy", territory: p.id }]);
      }
    }
  });

  it("V6 every pair of neighbours reads as an attack and as a move, both ways round", () => {
    for (const p of map.provinces) {
      for (const n of map.neighbours(p.id)) {
        const q = map.province(n);
        if (!q) continue;
        expect(commandsOf(`Attack ${q.name} from ${p.name}`)).toEqual([
          { kind: "attack", from: p.id, to: q.id },
        ]);
        expect(commandsOf(`${p.name} attacks ${q.name} with 4`)).toEqual([
          { kind: "attack", from: p.id, to: q.id, force: 4 },
        ]);
        expect(commandsOf(`Move 2 from ${p.name} to ${q.name}`)).toEqual([
          { kind: "move", from: p.id, to: q.id, count: 2 },
        ]);
      }
    }
  });

  it("reads the classic abbreviations players use", () => {
    const cases: [string, string][] = [
      ["W. US", "western-united-states"],
      ["E US", "eastern-united-states"],
      ["C. America", "central-america"],
      ["Kam", "kamchatka"],
      ["Yak", "yakutsk"],
      ["NWT", "northwest-territory"],
      ["ME", "middle-east"],
      ["N. Africa", "north-africa"],
      ["GB", "great-britain"],
    ];
    for (const [spelling, id] of cases) {
      expect(commandsOf(`Salt ${spelling}`), spelling).toEqual([{ kind: "salt", territory: id }]);
    }
  });

  it("a spelling that means two things is an error listing both, never a guess (SA: South Africa or South America)", () => {
    expect(commandsOf("Buy SA")).toEqual([
      expect.objectContaining({
        kind: "error",
        message: expect.stringContaining("South Africa or South America (a continent)"),
        suggestions: ["South Africa"],
      }),
    ]);
    expect(commandsOf("Buy EA")).toEqual([
      expect.objectContaining({ kind: "error", suggestions: ["East Africa", "Eastern Australia"] }),
    ]);
  });

  it("'ME' in capitals is the Middle East; 'me' is a pronoun", () => {
    expect(commandsOf("Improve ME")).toEqual([{ kind: "improve", territory: "middle-east" }]);
    expect(parseRiskOrders(["Let me know"], map)).toEqual([expect.objectContaining({ kind: "ignored" })]);
  });

  it("V5 a continent is not a territory: the error lists its territories by display name", () => {
    expect(commandsOf("Place 2 in Africa")).toEqual([
      expect.objectContaining({
        kind: "error",
        suggestions: ["North Africa", "Egypt", "East Africa", "Congo", "South Africa", "Madagascar"],
      }),
    ]);
  });
});
