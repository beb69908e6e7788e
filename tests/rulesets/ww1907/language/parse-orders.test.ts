import { describe, expect, it } from "vitest";
import { MapGraph } from "../../../../src/map/graph.ts";
import { mapSchema } from "../../../../src/map/schema.ts";
import { buildLexicon } from "../../../../src/rulesets/ww1907/language/lexicon.ts";
import { parseOrders } from "../../../../src/rulesets/ww1907/language/parse-orders.ts";
import { fixtureLexicon, fixtureMapInput, fixtureScenario } from "./fixture.ts";

const lexicon = fixtureLexicon();
const parse = (text: string | string[], options: Parameters<typeof parseOrders>[2] = {}) =>
  parseOrders(Array.isArray(text) ? text : [text], lexicon, options);

describe("parseOrders", () => {
  it("W32 reads every bold passage, each split into its orders, in written order (W20)", () => {
    const lines = parse(["Build 3 in Moscow\nDeclare war on Italy", "Give 5pp to Spain"]);
    expect(lines.map((l) => ("command" in l ? l.command.kind : l))).toEqual([
      "build",
      "declare-war",
      "give-pp",
    ]);
  });

  it("one line may yield several commands, each with the line's text", () => {
    const lines = parse("Deploy 2 in Warsaw, 1 in Kiev");
    expect(lines).toEqual([
      {
        text: "Deploy 2 in Warsaw, 1 in Kiev",
        ok: true,
        command: { kind: "build", unit: "division", province: "warsaw", count: 2 },
      },
      {
        text: "Deploy 2 in Warsaw, 1 in Kiev",
        ok: true,
        command: { kind: "build", unit: "division", province: "kiev", count: 1 },
      },
    ]);
  });

  it("a verbless arrow is a move in the Deployment phase, an attack in the Attack phase, and ambiguous otherwise", () => {
    const move = { kind: "move", from: "warsaw", to: "krakow", count: 3 };
    const attack = { kind: "attack", target: "krakow", sources: [{ from: "warsaw", count: 3 }] };
    expect(parse("Warsaw -> Krakow (3)", { phase: "deployment" })[0]).toMatchObject({ command: move });
    expect(parse("Warsaw -> Krakow (3)", { phase: "attack" })[0]).toMatchObject({ command: attack });
    expect(parse("Warsaw -> Krakow (3)")[0]).toEqual({
      text: "Warsaw -> Krakow (3)",
      ok: false,
      ambiguous: true,
      readings: [move, attack],
    });
  });

  it("a heading sets how the verbless lines under it are read, across passages", () => {
    const lines = parse(["Attacks:", "Warsaw -> Krakow (3)"]);
    expect(lines[0]).toEqual({ text: "Attacks:", ignored: true, reason: "a heading" });
    expect(lines[1]).toMatchObject({ command: { kind: "attack" } });
    const moves = parse(["Free moves:\nWarsaw -> Krakow (3)"]);
    expect(moves[1]).toMatchObject({ command: { kind: "move" } });
  });

  it("a name with two meanings gives numbered readings, never a guess", () => {
    const input = {
      ...fixtureMapInput,
      provinces: fixtureMapInput.provinces.map((p) => (p.id === "kiel" ? { ...p, aliases: ["Kiev"] } : p)),
    };
    const twoKievs = buildLexicon(new MapGraph(mapSchema.parse(input)), fixtureScenario);
    const lines = parseOrders(["Build 2 in Kiev"], twoKievs);
    expect(lines).toEqual([
      {
        text: "Build 2 in Kiev",
        ok: false,
        ambiguous: true,
        readings: [
          { kind: "build", unit: "division", province: "kiev", count: 2 },
          { kind: "build", unit: "division", province: "kiel", count: 2 },
        ],
      },
    ]);
  });

  it("a passage that looks like an order but cannot be read names the words it could not read", () => {
    const [line] = parse("Attack Vienna with 3 from Krakow tomorrow morning");
    expect(line).toMatchObject({ ok: false, error: expect.stringContaining('"tomorrow morning"') });
  });

  it("bold text that is no order is ignored with a reason, never dropped", () => {
    const lines = parse(["Hello!", "Russia", "Turn 3 orders:", "", "   "]);
    expect(lines).toEqual([
      { text: "Hello!", ignored: true, reason: expect.stringContaining("not an order") },
      { text: "Russia", ignored: true, reason: "a nation's name on its own" },
      { text: "Turn 3 orders:", ignored: true, reason: "a heading" },
    ]);
  });

  it("reads choose N as a pick, not an order", () => {
    expect(parse("choose 2")).toEqual([{ text: "choose 2", choose: 2 }]);
    expect(parse("Option #3")).toEqual([{ text: "Option #3", choose: 3 }]);
    expect(parse("I choose: 1")).toEqual([{ text: "I choose: 1", choose: 1 }]);
  });

  it("drops a cost note after an order but keeps numbers that matter", () => {
    expect(parse("Build 3 in Moscow (3pp)")[0]).toMatchObject({ command: { kind: "build", count: 3 } });
    expect(parse("Break alliance with Italy (6pp)")[0]).toMatchObject({ ok: false });
  });

  it("a commander moving with divisions gives both orders; a commander does not attack", () => {
    const lines = parse("Move Brusilov and 3 divisions from Zagreb to Vienna");
    expect(lines.map((l) => ("command" in l ? l.command : l))).toEqual([
      { kind: "move-commander", commander: "aleksei-brusilov", to: "vienna" },
      { kind: "move", from: "zagreb", to: "vienna", count: 3 },
    ]);
    expect(parse("Brusilov with 3 divisions attacks Vienna from Zagreb")[0]).toMatchObject({
      error: expect.stringContaining("W24"),
    });
  });

  it("an unplaced commander without a verb is placed; a placed one moves", () => {
    expect(parse("Diaz -> Vienna")[0]).toMatchObject({
      command: { kind: "place-commander", commander: "armando-diaz" },
    });
    expect(parse("Brusilov -> Vienna")[0]).toMatchObject({ command: { kind: "move-commander" } });
  });

  it("the ordering nation cannot aim orders at itself", () => {
    expect(parse("Ally with Russia", { nation: "russia" })[0]).toMatchObject({
      error: expect.stringContaining("itself"),
    });
    expect(parse("Russia declares war on Italy", { nation: "russia" })[0]).toMatchObject({
      command: { kind: "declare-war", nation: "italy" },
    });
  });

  it("a too-long line is an error, not a slow parse", () => {
    const [line] = parse(`Build ${"3 in Moscow, ".repeat(100)}`);
    expect(line).toMatchObject({ ok: false, error: "This order is too long to read." });
  });
});

describe("choose variants", () => {
  it.each([
    ["I choose option 2", 2],
    ["Choose #1", 1],
    ["pick 3", 3],
    ["Option 2", 2],
  ])("%s → choose %i", (text, n) => {
    expect(parseOrders([text], lexicon)).toEqual([{ text, choose: n }]);
  });

  it("choose with no number, or two numbers, is not a pick", () => {
    expect(parseOrders(["choose"], lexicon)[0]).not.toHaveProperty("choose");
    expect(parseOrders(["choose 1 2"], lexicon)[0]).not.toHaveProperty("choose");
  });
});
