import { describe, expect, it } from "vitest";
import { commitSeed } from "../../../src/random/commitment.ts";
import { createRng, Rng } from "../../../src/random/prng.ts";
import { classicMap } from "../../../src/rulesets/risk-variant-one/classic-map.ts";
import { defaultRiskRulings, PILE_SIZES } from "../../../src/rulesets/risk-variant-one/rulings.ts";
import {
  dealPiles,
  newGame,
  newGameFromRevealedSeed,
  rollForDealer,
} from "../../../src/rulesets/risk-variant-one/setup.ts";
import { eventsOf } from "./helpers/game.ts";

const rulings = defaultRiskRulings();
const players = ["Alice", "Bob", "Cleo", "Dan"];

describe("V2 the dealer and the deal", () => {
  it("V2 the dealer is the highest roll; ties are rolled again among the tied players only", () => {
    // find seeds with and without a tie, and check each round against the rule
    let sawTie = false;
    for (let i = 0; i < 40; i++) {
      const { dealer, rounds } = rollForDealer(players, new Rng(createRng(`dealer-${i}`)), rulings);
      for (let r = 0; r < rounds.length; r++) {
        const best = Math.max(...rounds[r]!.map((x) => x.die));
        const top = rounds[r]!.filter((x) => x.die === best).map((x) => x.player);
        if (r < rounds.length - 1) {
          sawTie = true;
          expect(top.length).toBeGreaterThan(1);
          expect(rounds[r + 1]!.map((x) => x.player)).toEqual(top);
        } else {
          expect(top).toEqual([dealer]);
        }
      }
    }
    expect(sawTie).toBe(true);
  });

  it("V2 ruling dealerTiesReroll off: the first seated of the tied players deals, in one roll", () => {
    for (let i = 0; i < 40; i++) {
      const { dealer, rounds } = rollForDealer(players, new Rng(createRng(`dealer-${i}`)), {
        dealerTiesReroll: false,
      });
      expect(rounds).toHaveLength(1);
      const best = Math.max(...rounds[0]!.map((x) => x.die));
      expect(dealer).toBe(rounds[0]!.find((x) => x.die === best)!.player);
    }
  });

  it("V2 the deal is a permutation of the 42 cards into piles of the new sizes 2, 4, 6, 10, 14, 6 with incomes 5 to 0", () => {
    const piles = dealPiles(classicMap, new Rng(createRng("deal")), rulings);
    expect(piles.map((p) => p.territories.length)).toEqual([2, 4, 6, 10, 14, 6]);
    expect(piles.map((p) => p.income)).toEqual([5, 4, 3, 2, 1, 0]);
    const all = piles.flatMap((p) => p.territories).sort();
    expect(all).toEqual(classicMap.provinces.map((p) => p.id).sort());
  });

  it("V2 ruling pileSizes original: piles of 1, 2, 4, 8, 16, 11", () => {
    const piles = dealPiles(classicMap, new Rng(createRng("deal")), { pileSizes: "original" });
    expect(piles.map((p) => p.territories.length)).toEqual([...PILE_SIZES.original]);
  });

  it("V2 the dealer's roll and the shuffle come from the seed: same seed, same game; another seed, another deal", () => {
    const a = newGame({ players, rulings, rng: createRng("seed-A") });
    const b = newGame({ players, rulings, rng: createRng("seed-A") });
    const c = newGame({ players, rulings, rng: createRng("seed-B") });
    expect(a).toEqual(b);
    expect(c.state.piles).not.toEqual(a.state.piles);
    expect(eventsOf(a.events, "dealt")[0]!.piles).toEqual(a.state.piles);
  });

  it("V2 every territory's income is its pile's income (and its cost to buy)", () => {
    const { state } = newGame({ players, rulings, rng: createRng("incomes") });
    for (const pile of state.piles) {
      for (const id of pile.territories) expect(state.territories[id]!.income).toBe(pile.income);
    }
  });
});

describe("V2 the deal from the committed seed", () => {
  it("V2 ruling: the revealed seed must match the published commitment; then anyone re-running it gets the same deal", () => {
    const seed = "game-42-secret-seed";
    const commitment = commitSeed(seed);
    const checked = newGameFromRevealedSeed({ players, rulings, seed, commitment });
    expect(checked.ok && checked.value).toEqual(newGame({ players, rulings, rng: createRng(seed) }));
    const wrong = newGameFromRevealedSeed({ players, rulings, seed: "another", commitment });
    expect(wrong).toEqual({
      ok: false,
      error: "V2: the revealed seed does not match the published commitment; the deal cannot be checked",
    });
  });
});
