import { describe, expect, it } from "vitest";
import { parseRiskOrders } from "../../../../src/rulesets/risk-variant-one/language/parse.ts";
import { classicGraph } from "./corpus.ts";

const map = classicGraph();

describe("parseRiskOrders: the reading rules", () => {
  it("V6 a verbless arrow without a count is an error asking attack or move, never an attack", () => {
    for (const phase of [undefined, "actions"] as const) {
      const [line] = parseRiskOrders(["Brazil -> Peru"], map, { phase });
      expect(line).toMatchObject({ kind: "error", text: "Brazil -> Peru", suggestions: [] });
      expect(line?.kind === "error" && line.message).toContain('"Attack Peru from Brazil"');
    }
  });

  it("V6 a verbless arrow with a count is a move (a refused move costs nothing; a misread attack would)", () => {
    expect(parseRiskOrders(["Brazil -> Argentina 3"], map, { phase: "actions" })).toEqual([
      {
        kind: "command",
        text: "Brazil -> Argentina 3",
        command: { kind: "move", from: "brazil", to: "argentina", count: 3 },
      },
    ]);
  });

  it("V6 an arrow with a call-off point, or 'x' / 'vs', is an attack", () => {
    expect(
      parseRiskOrders(["Brazil -> Peru (6), stop at 3", "Brazil x Peru"], map).map(
        (l) => l.kind === "command" && l.command,
      ),
    ).toEqual([
      { kind: "attack", from: "brazil", to: "peru", force: 6, stopAt: 3 },
      { kind: "attack", from: "brazil", to: "peru" },
    ]);
  });

  it("V6 'done' / 'end turn' in the actions phase is a pass; V3 'pass' in the set-up phase ends the set-up step", () => {
    const read = (text: string, phase: "setup" | "income" | "actions" | undefined) =>
      parseRiskOrders([text], map, { phase }).map((l) => l.kind === "command" && l.command.kind);
    expect(read("done", "actions")).toEqual(["pass"]);
    expect(read("end turn", "actions")).toEqual(["pass"]);
    expect(read("pass", "setup")).toEqual(["done"]);
    expect(read("done", undefined)).toEqual(["done"]);
    expect(read("pass", undefined)).toEqual(["pass"]);
  });

  it("V6 two actions in one line are one error naming both verbs", () => {
    const lines = parseRiskOrders(["Salt Brazil improve Peru"], map);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: "error" });
    expect(lines[0]?.kind === "error" && lines[0].message).toContain('"Salt" and "improve"');
  });

  it("V3 one verb and several territories gives one command each, all with the line's text", () => {
    expect(parseRiskOrders(["purchase Peru and Venezuela"], map)).toEqual([
      { kind: "command", text: "purchase Peru and Venezuela", command: { kind: "buy", territory: "peru" } },
      {
        kind: "command",
        text: "purchase Peru and Venezuela",
        command: { kind: "buy", territory: "venezuela" },
      },
    ]);
  });

  it("V7 a 'Standing orders:' heading makes the answers under it standing responses, until the next heading", () => {
    const lines = parseRiskOrders(
      ["Standing orders:", "Peru: retreat to Venezuela", "Brazil holds", "Turn 3:", "Peru holds"],
      map,
    );
    expect(lines.map((l) => (l.kind === "command" ? l.command : l.kind))).toEqual([
      "ignored",
      { kind: "standing", territory: "peru", response: "retreat", to: "venezuela" },
      { kind: "standing", territory: "brazil", response: "hold" },
      "ignored",
      { kind: "respond", response: "hold" },
    ]);
  });

  it("V7 'Hold, retreat to Venezuela at 2' is a hold with a retreat point, not a hold and a retreat", () => {
    expect(parseRiskOrders(["Hold, retreat to Venezuela at 2"], map)).toEqual([
      {
        kind: "command",
        text: "Hold, retreat to Venezuela at 2",
        command: { kind: "respond", response: "hold", to: "venezuela", at: 2 },
      },
    ]);
  });

  it("headings and chat are ignored with a reason, never errors", () => {
    const lines = parseRiskOrders(["Turn 3 orders:", "Hi all, good luck!", "Brazil"], map);
    expect(lines.map((l) => l.kind)).toEqual(["ignored", "ignored", "ignored"]);
    expect(lines.map((l) => (l.kind === "ignored" ? l.reason : ""))).toEqual([
      "a heading",
      "not an order (no order word, arrow, or count with a territory)",
      "a territory's name alone is not an order",
    ]);
  });

  it("V3 a territory's name alone right after an order is an unfinished order (an error), not chat", () => {
    expect(parseRiskOrders(["Buy Brazil then Peru"], map).map((l) => l.kind)).toEqual(["command", "error"]);
    expect(parseRiskOrders(["Buy Brazil", "Peru"], map).map((l) => l.kind)).toEqual(["command", "ignored"]);
  });

  it("a typo is an error with 'did you mean', never applied", () => {
    expect(parseRiskOrders(["Attack Peru from Brazl"], map)).toEqual([
      {
        kind: "error",
        text: "Attack Peru from Brazl",
        message: '"Brazl" is not a territory on this map. Did you mean Brazil?',
        suggestions: ["Brazil"],
      },
    ]);
  });

  it("messages name territories by display name, never by id", () => {
    const [line] = parseRiskOrders(["Move western-united-states to E US"], map);
    expect(line?.kind === "error" && line.message).toContain(
      "Western United States to Eastern United States",
    );
    expect(line?.kind === "error" && line.message).not.toContain("western-united-states");
  });

  it("reads empty and blank passages as nothing", () => {
    expect(parseRiskOrders([], map)).toEqual([]);
    expect(parseRiskOrders(["", "  \n ", "**"], map)).toEqual([]);
  });
});
