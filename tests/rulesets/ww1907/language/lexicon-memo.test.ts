import { describe, expect, it } from "vitest";
import { parseOrders } from "../../../../src/rulesets/ww1907/language/parse-orders.ts";
import { lexiconOf } from "../../../../src/rulesets/ww1907/ruleset.ts";
import type { GameState } from "../../../../src/rulesets/ww1907/state.ts";
import { opening } from "../opening.ts";

/**
 * A world keeps one lexicon per nations and commanders named and placed alike (`lexiconIn`): a World War 1907 world
 * is shared by every game of its setup, and a lexicon holds about 160 KB, so a commander's move must not make another.
 */

/** The state with one commander standing elsewhere (or unplaced, with `at` null). */
function withCommanderAt(state: GameState, index: number, at: string | null): GameState {
  return { ...state, commanders: state.commanders.map((c, i) => (i === index ? { ...c, at } : c)) };
}

describe("the lexicons a world keeps", () => {
  it("W24 one serves states whose commanders stand in different places, and a commander's order still reads by placement", () => {
    const state = opening();
    const placed = state.commanders.findIndex((c) => c.at !== null);
    const commander = state.commanders[placed];
    if (!commander?.at) throw new Error("the opening places no commander");
    const moved = withCommanderAt(state, placed, commander.at === "moscow" ? "kiev" : "moscow");
    expect(lexiconOf(moved)).toBe(lexiconOf(state));
    // unplaced: another lexicon, in which the same order without a verb places the commander instead of moving him
    const unplaced = withCommanderAt(state, placed, null);
    expect(lexiconOf(unplaced)).not.toBe(lexiconOf(state));
    const surname = commander.name.split(" ").at(-1) ?? commander.name;
    const read = (s: GameState) =>
      parseOrders([`${surname} -> Vienna`], lexiconOf(s), { nation: commander.nation, phase: s.phase })[0];
    expect(read(moved)).toMatchObject({ command: { kind: "move-commander", commander: commander.id } });
    expect(read(unplaced)).toMatchObject({ command: { kind: "place-commander", commander: commander.id } });
  });
});
