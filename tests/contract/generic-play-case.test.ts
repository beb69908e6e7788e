import { describe, expect, it } from "vitest";
import { readCase } from "../../src/adjudication/case-schema.ts";
import { islandsInTurn } from "../rulesets-for-tests/islands/in-turn.ts";
import { islands } from "../rulesets-for-tests/islands/index.ts";

/**
 * A game on the generic play takes part in the one adjudication runner through the generic `EngineMode.playCase`
 * and `checkOrders` (issue #25): the same case format as World War 1907 and Risk Variant One
 * (fixtures/adjudication/README.md), dice from the seed step by step as the generic play rolls them.
 */
function caseOf(text: string) {
  const c = readCase("islands.yaml", text);
  if (!c.ok) throw new Error(c.error.join("\n"));
  return c.value;
}

const ATTACKS = `title: Red attacks Coral from Brisk; a second attack from Brisk and one from Blue's island are refused
rules: [I1, I5, I6, I7]
scenario: { id: islands }
seed: s1
orders:
  - { seat: red, command: { kind: attack, from: brisk, to: coral } }
  - { seat: red, command: { kind: attack, from: brisk, to: coral } }
  - { seat: Red, command: { kind: attack, from: dune, to: coral } }
  - { gm: resolve }
expected:
  verdicts: [I6, I5, I1]
`;

describe("adjudication cases of a game on the generic play", () => {
  it("I1 I5 I6 I7 judges each seat's orders together, resolves them with the seed's die and reinforces", () => {
    const played = islands.engine.playCase(caseOf(ATTACKS));
    expect(played.ok && played.value.verdicts.map((v) => v.code)).toEqual(["I6", "I5", "I1"]);
    expect(played.ok && played.value.verdicts[1]?.message).toBe("Brisk attacks once a turn");
    // seed s1 throws a 4 or better: Coral falls to the one army that moves in; then +1 on every island (I7).
    expect(played.ok && played.value.state).toMatchObject({
      turn: 2,
      islands: {
        alba: { owner: "red", armies: 4 },
        brisk: { owner: "red", armies: 2 },
        coral: { owner: "red", armies: 2 },
        dune: { owner: "blue", armies: 3 },
      },
    });
  });

  it("the same case played twice gives the same state (the dice come from the seed only)", () => {
    const a = islands.engine.playCase(caseOf(ATTACKS));
    const b = islands.engine.playCase(caseOf(ATTACKS));
    expect(a).toEqual(b);
    const other = islands.engine.playCase(caseOf(ATTACKS.replace("seed: s1", "seed: another")));
    expect(other.ok && other.value.verdicts).toEqual(a.ok && a.value.verdicts);
  });

  it("I6 I8 a sequential game carries out each accepted order at once: the attack ends Red's turn", () => {
    const played = islandsInTurn.engine.playCase(
      caseOf(ATTACKS.replace("id: islands", "id: islands-in-turn")),
    );
    expect(played.ok && played.value.verdicts.map((v) => v.code)).toEqual(["I6", "I8", "I8"]);
    expect(played.ok && played.value.state).toMatchObject({
      islands: { coral: { owner: "red", armies: 1 } },
    });
  });

  it("names what is wrong with the game's part of a case: an unknown seat, scenario, command or GM step", () => {
    const bad = (from: string, to: string) => islands.engine.playCase(caseOf(ATTACKS.replace(from, to)));
    expect(bad("seat: Red", "seat: Green")).toEqual({
      ok: false,
      error: 'orders[2].seat: no seat "Green" in the scenario (seats: red, blue)',
    });
    expect(bad("id: islands", "id: atlantis")).toEqual({
      ok: false,
      error: 'scenario.id: "atlantis" is not a Islands scenario',
    });
    expect(bad("{ gm: resolve }", "{ gm: close-step }")).toEqual({
      ok: false,
      error: 'orders[3].gm: unknown GM step "close-step" (steps: resolve)',
    });
    expect(
      bad(
        "kind: attack, from: brisk, to: coral } }\n  - { seat: red",
        "kind: sail, from: brisk } }\n  - { seat: red",
      ).ok,
    ).toBe(false);
    expect(islands.engine.playCase(caseOf(ATTACKS.replace("seed: s1", "dice: [6]")))).toEqual({
      ok: false,
      error: "dice: Islands throws its dice from a seed: give `seed`, not `dice`",
    });
  });

  it("check judges a seat's typed commands together against the opening (adjutant check)", () => {
    const checked = islands.engine.checkOrders("islands", {
      giver: "Red",
      commands: [
        { kind: "attack", from: "brisk", to: "coral" },
        { kind: "attack", from: "brisk", to: "coral" },
      ],
      opening: {},
    });
    expect(checked).toEqual({
      ok: true,
      value: {
        verdicts: [
          { accepted: true, code: "I6", message: "Brisk attacks Coral with 1" },
          { accepted: false, code: "I5", message: "Brisk attacks once a turn" },
        ],
      },
    });
    expect(islands.engine.checkOrders("islands", { giver: "Green", commands: [], opening: {} }).ok).toBe(
      false,
    );
    expect(islands.engine.supply("islands", "red")).toEqual({ ok: false, error: "Islands has no supply" });
  });
});
