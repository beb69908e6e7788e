import type { Ruleset } from "../../../src/core/ruleset.ts";
import { playable } from "../../../src/game/generic-play/playable.ts";
import {
  type IslandsCommand,
  type IslandsEvent,
  type IslandsRulings,
  type IslandsState,
  islandsRuleset,
} from "./ruleset.ts";

/**
 * Islands in turn: the same islands played one order at a time, to hold the generic play's sequential branch. Red
 * acts on odd turns, Blue on even ones (I8); an accepted attack is carried out at once and ends the turn; the GM's
 * resolve skips an absent seat's turn. Each turn is a window with a seed of its own.
 */
const seatOfTurn = (state: IslandsState) => (state.turn % 2 === 1 ? "red" : "blue");

export const islandsInTurnRuleset: Ruleset<IslandsState, IslandsCommand, IslandsEvent, IslandsRulings> = {
  ...islandsRuleset,
  id: "islands-in-turn",
  name: "Islands in turn",
  scenarios: [{ id: "islands-in-turn", name: "Four islands, one attack a turn" }],
  timing: "sequential",
  setup: (input) => islandsRuleset.setup({ ...input, scenario: "islands" }),
  judge(state, seat, commands) {
    return islandsRuleset
      .judge(state, seat, commands)
      .map((v) =>
        seat === seatOfTurn(state) ? v : { accepted: false, rule: "I8", reason: "it is not your turn" },
      );
  },
  apply(state, order, dice) {
    const done = islandsRuleset.apply(state, order, dice);
    return { state: { ...done.state, turn: state.turn + 1 }, events: done.events };
  },
  resolve(state) {
    return { state: { ...state, turn: state.turn + 1 }, events: [] };
  },
  waiting(state) {
    return { window: `turn-${state.turn}`, count: state.turn, seats: [seatOfTurn(state)], over: false };
  },
};

export const islandsInTurn = playable(islandsInTurnRuleset);
