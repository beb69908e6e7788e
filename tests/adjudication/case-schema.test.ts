import { describe, expect, it } from "vitest";
import { type AdjudicationCase, readCase } from "../../src/adjudication/case-schema.ts";
import { playableRulesets } from "../../src/game/rulesets.ts";

/**
 * A bad adjudication case says what is wrong, where: the file and line, the case's title and the path (the
 * envelope, read by src/adjudication/case-schema.ts), or the path inside the game's part (its `playCase`), which the
 * runner puts after the file and the case.
 */
function caseOf(text: string): AdjudicationCase {
  const read = readCase("x.yaml", text);
  if (!read.ok) throw new Error(read.error.join("\n"));
  return read.value;
}

/** The registry's games, loaded (their engines play the cases). */
const games = await Promise.all(playableRulesets.map(async (r) => await r.load()));

function play(ruleset: string, c: AdjudicationCase): string {
  const game = games.find((g) => g.ruleset === ruleset);
  if (!game) throw new Error(`no ruleset ${ruleset}`);
  const out = game.engine.playCase(c);
  return out.ok ? "played" : out.error;
}

describe("#25 a bad adjudication case says what is wrong, where", () => {
  it("names the file and line, the case and the path of every problem of the envelope", () => {
    const text = [
      "title: a bad case",
      "rules: [W14, w15]",
      "scenario: { phase: attack }",
      "orders:",
      "  - { seat: russia }",
      "  - { gm: close-response, seat: russia, command: { kind: pass } }",
      "  - { nation: russia, command: { kind: pass } }",
      "expected:",
      "  verdicts: [ok/attack]",
      "  messages: [null, x]",
    ].join("\n");
    expect(readCase("bad.yaml", text)).toEqual({
      ok: false,
      error: [
        `bad.yaml:2: case "a bad case": rules[1]: a rule ID is the rules reference's letter and number, such as W14 or V6`,
        'bad.yaml:5: case "a bad case": orders[0]: a seat\'s order needs both `seat` and `command` (command is missing)',
        'bad.yaml:6: case "a bad case": orders[1]: an order is either { seat, command } or { gm }, not both',
        'bad.yaml:7: case "a bad case": orders[2]: unknown key nation',
        'bad.yaml:7: case "a bad case": orders[2]: a seat\'s order needs both `seat` and `command` (seat is missing)',
        'bad.yaml:1: case "a bad case": give the dice: `seed: s1` (seeded) or `dice: [6, 1, …]` (every die in the order thrown)',
        'bad.yaml:9: case "a bad case": expected.verdicts: 1 verdict for 2 seat orders: give one verdict code per order, in order',
        'bad.yaml:10: case "a bad case": expected.messages: 2 message pieces for 1 verdicts: give one per verdict (null: not checked)',
      ],
    });
  });

  it("says which fields are missing, and what is not YAML", () => {
    expect(readCase("bad.yaml", "rules: W1\n")).toEqual({
      ok: false,
      error: [
        "bad.yaml:1: title: missing",
        "bad.yaml:1: rules: Invalid input: expected array, received string",
        "bad.yaml:1: scenario: missing",
        "bad.yaml:1: orders: missing",
        "bad.yaml:1: expected: missing",
      ],
    });
    expect(readCase("bad.yaml", "title: [unclosed\nrules: x\n")).toEqual({
      ok: false,
      error: [
        "bad.yaml:2: not valid YAML or JSON (Flow sequence in block collection must be sufficiently indented and end with a ])",
      ],
    });
  });

  it("World War 1907 names the path of a problem with its part: expectations, scenario, commands, seats, GM steps", () => {
    const c = caseOf(
      [
        "title: t",
        "rules: [W14]",
        "scenario: { phase: attack }",
        "dice: [6]",
        "orders:",
        "  - { seat: russia, command: { kind: attack, target: iasi, sources: [{ from: lemberg, count: 1 }] } }",
        "expected:",
        "  verdicts: [ok/attack]",
      ].join("\n"),
    );
    expect(play("ww1907", { ...c, expected: { ...c.expected, provnces: {} } })).toBe(
      "expected: unknown key provnces",
    );
    expect(
      play("ww1907", { ...c, scenario: { phase: "attack", provinces: { lemberg: { armies: 2 } } } }),
    ).toBe("scenario.provinces.lemberg.armies: unknown field (known: owner, divisions, startOwner, guests)");
    expect(play("ww1907", { ...c, orders: [{ seat: "russia", command: { kind: "atack" } }] })).toBe(
      "orders[0].command.kind: unknown kind (kinds: build, move, attack, amphibious, sail, embark, disembark, declare-war, propose-alliance, propose-peace, break-alliance, grant-passage, withdraw-passage, give-pp, give-province, place-commander, move-commander)",
    );
    expect(play("ww1907", { ...c, orders: [{ seat: "prussia", command: { kind: "build" } }] })).toMatch(
      /^orders\[0\]\.seat: no nation "prussia" in the scenario \(nations: .*russia/,
    );
    expect(play("ww1907", { ...c, orders: [{ gm: "close-response" }] })).toBe(
      "orders[0].gm: World War 1907 resolves the phase once every order is in; a case has no GM steps",
    );
  });

  it("Risk Variant One names the path of a problem with its part, and takes its dice from the seed only", () => {
    const c = caseOf(
      [
        "title: t",
        "rules: [V6]",
        "scenario: { players: [Alice, Bob], phase: actions }",
        "seed: s1",
        "orders:",
        "  - { seat: Alice, command: { kind: pass } }",
        "expected:",
        "  verdicts: [V6.pass]",
      ].join("\n"),
    );
    expect(play("risk-variant-one", c)).toBe("played");
    expect(play("risk-variant-one", { ...c, seed: undefined, dice: [6] })).toBe(
      "dice: Risk Variant One throws its dice from the game's seed: give `seed` instead of `dice`",
    );
    expect(
      play("risk-variant-one", {
        ...c,
        scenario: { ...c.scenario, territories: { Brazl: { owner: "Alice" } } },
      }),
    ).toBe('scenario.territories.Brazl: no territory is called "Brazl" (did you mean Brazil?)');
    expect(play("risk-variant-one", { ...c, orders: [{ gm: "close" }] })).toBe(
      'orders[0].gm: unknown GM step "close" (steps: close-response, close-income, close-step, end-game)',
    );
    expect(play("risk-variant-one", { ...c, orders: [{ seat: "Dora", command: { kind: "pass" } }] })).toBe(
      'orders[0].seat: no player "Dora" in the scenario (players: Alice, Bob)',
    );
    expect(play("risk-variant-one", { ...c, expected: { ...c.expected, dice: [] } })).toBe(
      "expected: unknown key dice",
    );
  });
});
