import { bench, describe } from "vitest";
import { dicePresets } from "../../src/dice/dice-rules.ts";
import { fightBattle } from "../../src/dice/fight-battle.ts";
import { battleOdds, exactBattleOdds } from "../../src/odds/battle-odds.ts";
import { createRng } from "../../src/random/prng.ts";

// Target (issue 4): 200 v 200 under either rules in under 20 ms.
describe("battle odds (Markov chain, double precision)", () => {
  bench("ww1907 200 v 200", () => {
    const result = battleOdds({ attackers: 200, defenders: 200, rules: "ww1907" });
    if (!result.ok) throw new Error(result.error);
  });

  bench("classic 200 v 200", () => {
    const result = battleOdds({ attackers: 200, defenders: 200, rules: "classic" });
    if (!result.ok) throw new Error(result.error);
  });

  bench("ww1907 200 v 200 with a bonus die each side", () => {
    const result = battleOdds({
      attackers: 200,
      defenders: 200,
      rules: "ww1907",
      attackerBonusDice: 1,
      defenderBonusDice: 1,
    });
    if (!result.ok) throw new Error(result.error);
  });
});

describe("battle odds, large (performance anchors B4)", () => {
  bench("classic 1000 v 1000", () => {
    const result = battleOdds({ attackers: 1000, defenders: 1000, rules: "classic" });
    if (!result.ok) throw new Error(result.error);
  });
});

describe("battle odds (exact BigInt fractions)", () => {
  bench("classic 20 v 20", () => {
    const result = exactBattleOdds({ attackers: 20, defenders: 20, rules: "classic" });
    if (!result.ok) throw new Error(result.error);
  });
});

describe("battle simulation (seeded fightBattle with full log)", () => {
  const rng = createRng("bench");
  bench("ww1907 land: 1,000 throws", () => {
    const result = fightBattle(
      { attackers: 5000, defenders: 5000, ...dicePresets["ww1907-land"], stopWhen: { afterThrows: 1000 } },
      rng,
    );
    if (result.throws.length !== 1000) throw new Error("expected 1,000 throws");
  });

  bench("classic: 1,000 throws", () => {
    const result = fightBattle(
      { attackers: 5000, defenders: 5000, ...dicePresets.classic, stopWhen: { afterThrows: 1000 } },
      rng,
    );
    if (result.throws.length !== 1000) throw new Error("expected 1,000 throws");
  });
});
