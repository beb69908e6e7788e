import { describe, expect, it } from "vitest";
import { apply } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { eventsOf, ok, pass, play, southAmerica } from "./helpers/game.ts";

describe("V6 V9 action rounds and the end of the turn", () => {
  it("V6 the action rounds start at the dealer's left and go round the table, one action each", () => {
    const s = southAmerica();
    expect(s.actor).toBe("Alice");
    const one = ok(s, "Alice", { kind: "move", from: "brazil", to: "north-africa", count: 1 }).state;
    expect(one.actor).toBe("Bob");
    const again = apply(one, "Alice", pass);
    expect(again.verdict.code).toBe("V6.out-of-turn");
  });

  it("V6 ruling: an order posted out of turn is refused with whose turn it is", () => {
    const r = apply(southAmerica(), "Bob", pass);
    expect(r.verdict).toEqual({
      accepted: false,
      code: "V6.out-of-turn",
      message: "V6: it is Alice's turn to act, not yours (Bob)",
    });
    expect(r.state).toEqual(southAmerica());
  });

  it("V6 ruling: a player who passed may act again in a later round; the round goes on while anyone acts", () => {
    const { state } = play(
      southAmerica(),
      ["Alice", pass],
      ["Bob", { kind: "move", from: "peru", to: "venezuela", count: 1 }],
      ["Cleo", pass],
    );
    expect(state.round).toBe(2);
    expect(state.phase).toBe("actions");
    expect(state.actor).toBe("Alice");
    const r = ok(state, "Alice", { kind: "improve", territory: "brazil" });
    expect(r.verdict.code).toBe("V6.improve");
  });

  it("V6 V9 ruling: the turn ends after a round in which everyone passed, and the next income phase begins", () => {
    const r = play(southAmerica(), ["Alice", pass], ["Bob", pass], ["Cleo", pass]);
    expect(eventsOf(r.events, "round-ended")).toEqual([
      { type: "round-ended", round: 1, everyonePassed: true },
    ]);
    expect(eventsOf(r.events, "turn-ended")).toEqual([{ type: "turn-ended", turnNumber: 1 }]);
    // V5: income given (Brazil +2, Peru +1); no continent bonus, so the turn 2 actions start at once
    expect(r.state.territories.brazil!.armies).toBe(8);
    expect(r.state.territories.peru!.armies).toBe(4);
    expect(r.state.turnNumber).toBe(2);
    expect(r.state).toMatchObject({ phase: "actions", round: 1, actor: "Alice", passed: [] });
  });

  it("V6 actions are refused outside the action rounds and while an attack awaits its answer", () => {
    const pending = ok(southAmerica(), "Alice", { kind: "attack", from: "brazil", to: "peru" }).state;
    const r = apply(pending, "Bob", pass);
    expect(r.verdict.code).toBe("V7.awaiting-response");
    expect(r.verdict.message).toContain("the attack on Peru is waiting for Bob's answer");
  });
});
