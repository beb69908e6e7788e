import { describe, expect, it } from "vitest";
import { apply } from "../../../src/rulesets/risk-variant-one/apply.ts";
import type { RiskCommand } from "../../../src/rulesets/risk-variant-one/commands.ts";
import { eventsOf, gm, ok, southAmerica, totalArmies } from "./helpers/game.ts";

/** Argentina neutral (1 army, income 0): a neutral target next to Brazil. */
const neutralArgentina = (seed = "test-seed") =>
  southAmerica({ territories: { Argentina: { owner: null, armies: 1, income: 0 } } }, seed);

const attack = (
  from: string,
  to: string,
  extra: Partial<Extract<RiskCommand, { kind: "attack" }>> = {},
): RiskCommand => ({
  kind: "attack",
  from,
  to,
  ...extra,
});

describe("V6 attacks", () => {
  it("V6 an attack goes from your territory into an adjacent one not yours; ferries count as adjacency", () => {
    const s = southAmerica();
    expect(apply(s, "Alice", attack("brazil", "egypt")).verdict.code).toBe("V6.not-adjacent");
    expect(apply(s, "Alice", attack("peru", "brazil")).verdict.code).toBe("V6.not-yours");
    expect(apply(s, "Alice", attack("brazil", "north-africa")).verdict.code).toBe("V6.attack-own");
    // Brazil – North Africa is a sea crossing; North Africa – Egypt a land border
    expect(apply(s, "Alice", attack("north-africa", "egypt")).verdict.accepted).toBe(true);
  });

  it("V6 ruling: the force defaults to all but one; a force that would empty the territory is refused", () => {
    const s = southAmerica();
    const r = ok(s, "Alice", attack("brazil", "peru"));
    expect(r.state.pending).toMatchObject({ force: 5, stopAt: null, defender: "Bob" });
    const refused = apply(s, "Alice", attack("brazil", "peru", { force: 6 }));
    expect(refused.verdict.code).toBe("V6.force-too-large");
    expect(refused.verdict.message).toBe(
      "V6: Brazil has 6 armies, so at most 5 can attack (one stays behind), not 6 (Alice)",
    );
  });

  it("V6 a territory with one army cannot attack (it is never emptied)", () => {
    const s = southAmerica({ territories: { Brazil: { owner: "Alice", armies: 1, income: 2 } } });
    expect(apply(s, "Alice", attack("brazil", "peru")).verdict.code).toBe("V6.too-few-armies");
  });

  it("V6 ruling: a call-off point at or above the force is refused (it would stop before the first throw)", () => {
    const r = apply(southAmerica(), "Alice", attack("brazil", "peru", { force: 3, stopAt: 3 }));
    expect(r.verdict.code).toBe("V6.stop-too-high");
  });

  it("V6 ruling: attacks on neutral territories are allowed and fought at once; neutrals always hold", () => {
    const s = neutralArgentina();
    const r = ok(s, "Alice", attack("brazil", "argentina"));
    expect(r.state.pending).toBeNull();
    const [battle] = eventsOf(r.events, "battle");
    expect(battle).toMatchObject({ defender: null, force: 5, defenders: 1 });
    expect(eventsOf(r.events, "response")).toEqual([]);
    expect(r.state.actor).toBe("Bob");
  });

  it("V6 on capture the surviving attacking force moves in; the rest stays home", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      const r = ok(neutralArgentina(seed), "Alice", attack("brazil", "argentina", { force: 4 }));
      const [battle] = eventsOf(r.events, "battle");
      const survivors = 4 - battle!.attackerLosses;
      if (battle!.outcome === "captured") {
        expect(r.state.territories.argentina).toEqual({ owner: "Alice", armies: survivors, income: 0 });
        expect(r.state.territories.brazil!.armies).toBe(2);
      } else {
        expect(r.state.territories.brazil!.armies).toBe(2 + survivors);
      }
    }
  });

  it("V6 ruling: with a call-off point the attack stops when the force is down to it, the survivors go home", () => {
    let seen = false;
    for (let i = 0; i < 60 && !seen; i++) {
      const s = southAmerica(
        { territories: { Peru: { owner: "Bob", armies: 12, income: 1 } } },
        `call-off-${i}`,
      );
      const declared = ok(s, "Alice", attack("brazil", "peru", { stopAt: 3 })).state;
      const r = gm(declared, "close-response");
      const [battle] = eventsOf(r.events, "battle");
      if (battle!.outcome !== "called-off") continue;
      seen = true;
      const left = 5 - battle!.attackerLosses;
      expect(left).toBeLessThanOrEqual(3);
      // one throw earlier the force was above 3 (or the battle would have stopped then)
      const lastThrow = battle!.throws.at(-1)!;
      expect(lastThrow.attackers).toBeGreaterThan(3);
      expect(r.state.territories.brazil!.armies).toBe(1 + left);
      expect(r.state.territories.peru).toMatchObject({ owner: "Bob", armies: 12 - battle!.defenderLosses });
    }
    expect(seen).toBe(true);
  });

  it("V6 V8 armies change only by battle losses in an attack", () => {
    const s = neutralArgentina();
    const r = ok(s, "Alice", attack("brazil", "argentina"));
    const [battle] = eventsOf(r.events, "battle");
    expect(totalArmies(r.state)).toBe(totalArmies(s) - battle!.attackerLosses - battle!.defenderLosses);
  });
});
