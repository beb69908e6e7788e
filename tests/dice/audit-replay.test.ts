import { describe, expect, it } from "vitest";
import { dicePresets } from "../../src/dice/dice-rules.ts";
import { type BattleInput, type BattleResult, fightBattle } from "../../src/dice/fight-battle.ts";
import { commitSeed, derivePhaseSeed, rngFromRevealedSeed } from "../../src/random/commitment.ts";
import { createRng, type RngState } from "../../src/random/prng.ts";

const battles: BattleInput[] = [
  { attackers: 6, defenders: 4, ...dicePresets["ww1907-land"] },
  { attackers: 3, defenders: 3, ...dicePresets["ww1907-naval"] },
  { attackers: 5, defenders: 5, ...dicePresets["ww1907-land"], attackerBonusDice: 1 },
];

/** Fights a phase's battles in order, each drawing where the last one stopped. */
function resolvePhase(rng: RngState): BattleResult[] {
  const results: BattleResult[] = [];
  let state = rng;
  for (const battle of battles) {
    const result = fightBattle(battle, state);
    results.push(result);
    state = result.rng;
  }
  return results;
}

describe("auditable dice: commit when the phase opens, reveal at resolution, anyone replays", () => {
  it("W13 W15 the revealed seed reproduces every die of every battle of the phase", () => {
    const seed = derivePhaseSeed({
      gmSecret: "kept by the GM only",
      gameId: "ww1907-7",
      phaseLabel: "1908 attack",
    });
    if (!seed.ok) throw new Error(seed.error);
    const published = commitSeed(seed.value);
    const resolved = resolvePhase(createRng(seed.value));

    const replayRng = rngFromRevealedSeed(seed.value, published);
    if (!replayRng.ok) throw new Error(replayRng.error);
    expect(resolvePhase(replayRng.value)).toEqual(resolved);
    // a JSON round trip of the logs loses nothing (they go into game state and summaries)
    expect(JSON.parse(JSON.stringify(resolved))).toEqual(resolved);
  });

  it("a GM who swaps the seed after the commitment is caught", () => {
    const published = commitSeed("honest seed");
    expect(rngFromRevealedSeed("favourable seed", published).ok).toBe(false);
    expect(resolvePhase(createRng("honest seed"))).not.toEqual(resolvePhase(createRng("favourable seed")));
  });
});
