import type { Dice } from "../../core/ruleset.ts";
import { createRng, Rng } from "../../random/prng.ts";

/**
 * The dice of one step of a window: a generator seeded with the window's committed seed and the step's number in
 * the window ("SEED#0" for the first), so anyone with the revealed seed rolls every step again (`adjutant verify`).
 * `rolls` keeps every die thrown, for the record. `seed` is the window's seed itself, for a ruleset that seeds an
 * engine generator of its own with it (`Dice.seed`): it throws no die through `roll`.
 */
export function stepDice(seed: string, step: number | string): Dice & { seed: string; rolls: number[] } {
  const rng = new Rng(createRng(`${seed}#${step}`));
  const rolls: number[] = [];
  return {
    seed,
    rolls,
    roll(sides = 6) {
      const die = sides === 6 ? rng.rollDie() : rng.nextInt(1, sides);
      rolls.push(die);
      return die;
    },
  };
}
