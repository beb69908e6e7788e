import { describe, expect, it } from "vitest";
import { eventLines } from "../../../src/game/risk/risk-documents.ts";
import { apply } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { classicMap } from "../../../src/rulesets/risk-variant-one/classic-map.ts";
import type { RiskCommand } from "../../../src/rulesets/risk-variant-one/commands.ts";
import { describeRiskEvent } from "../../../src/rulesets/risk-variant-one/describe.ts";
import { eventsOf, gm, ok, play, southAmerica, totalArmies } from "./helpers/game.ts";

const onPeru: RiskCommand = { kind: "attack", from: "brazil", to: "peru" };
const declared = (extra = {}, seed = "test-seed") => ok(southAmerica(extra, seed), "Alice", onPeru).state;

describe("V7 defender responses", () => {
  it("V7 ruling: after an attack on a player's territory the defender answers; others wait", () => {
    const s = declared();
    expect(s.pending).toEqual({
      attacker: "Alice",
      defender: "Bob",
      from: "brazil",
      to: "peru",
      force: 5,
      stopAt: null,
    });
    expect(s.actor).toBe("Alice");
    expect(apply(s, "Cleo", { kind: "respond", response: "hold" }).verdict.code).toBe("V7.not-defender");
  });

  it("V7 retreat: no battle, nobody loses an army; the defenders go to the adjacent friendly territory and the attacking force moves in", () => {
    const s = declared();
    const r = ok(s, "Bob", { kind: "respond", response: "retreat", to: "venezuela" });
    expect(eventsOf(r.events, "battle")).toEqual([]);
    expect(r.state.territories.peru).toEqual({ owner: "Alice", armies: 5, income: 1 });
    expect(r.state.territories.venezuela).toMatchObject({ owner: "Bob", armies: 5 });
    expect(r.state.territories.brazil!.armies).toBe(1);
    expect(totalArmies(r.state)).toBe(totalArmies(s));
    expect(r.state.actor).toBe("Bob");
  });

  it("V7 a retreat goes only to an adjacent territory of the defender's own", () => {
    const s = declared();
    expect(apply(s, "Bob", { kind: "respond", response: "retreat", to: "brazil" }).verdict.code).toBe(
      "V7.retreat-not-friendly",
    );
    expect(apply(s, "Bob", { kind: "respond", response: "retreat", to: "egypt" }).verdict.code).toBe(
      "V7.retreat-not-adjacent",
    );
    expect(apply(s, "Bob", { kind: "respond", response: "retreat" }).verdict.code).toBe("V7.retreat-where");
  });

  it("V7 retreat and salt is an option: refused by default; with the ruling on the territory loses one income", () => {
    const off = declared();
    const refused = apply(off, "Bob", { kind: "respond", response: "retreat-salt", to: "venezuela" });
    expect(refused.verdict.code).toBe("V7.retreat-salt-off");
    const on = declared({ rulings: { retreatAndSalt: true } });
    const r = ok(on, "Bob", { kind: "respond", response: "retreat-salt", to: "venezuela" });
    expect(r.state.territories.peru).toEqual({ owner: "Alice", armies: 5, income: 0 });
  });

  it("V7 hold is the default: no answer when the response time is over means a battle", () => {
    const r = gm(declared(), "close-response");
    expect(eventsOf(r.events, "response")[0]).toMatchObject({ response: "hold", source: "default" });
    expect(eventsOf(r.events, "battle")).toHaveLength(1);
    expect(r.state.pending).toBeNull();
    expect(r.state.actor).toBe("Bob");
  });

  it("V7 ruling: a hold may carry a retreat point: down to it, the defenders retreat losing one more army", () => {
    let seen = false;
    for (let i = 0; i < 80 && !seen; i++) {
      const s = declared(
        {
          territories: {
            Peru: { owner: "Bob", armies: 6, income: 1 },
            Brazil: { owner: "Alice", armies: 12 },
          },
        },
        `retreat-point-${i}`,
      );
      const r = ok(s, "Bob", { kind: "respond", response: "hold", to: "venezuela", at: 2 });
      const [battle] = eventsOf(r.events, "battle");
      if (battle!.outcome !== "defender-retreated") continue;
      seen = true;
      const leftInPeru = 6 - battle!.defenderLosses;
      expect(leftInPeru).toBeLessThanOrEqual(2);
      expect(leftInPeru).toBeGreaterThan(0);
      expect(eventsOf(r.events, "retreated")).toEqual([
        {
          type: "retreated",
          defender: "Bob",
          from: "peru",
          to: "venezuela",
          armies: leftInPeru - 1,
          lost: 1,
        },
      ]);
      expect(r.state.territories.venezuela!.armies).toBe(2 + leftInPeru - 1);
      expect(r.state.territories.peru).toMatchObject({ owner: "Alice", armies: 11 - battle!.attackerLosses });
    }
    expect(seen).toBe(true);
  });

  it("V7 turn-3 ruling: one throw from above the retreat point to 1: the last army is lost as it retreats, the territory falls and the attacker moves in", () => {
    let seen = false;
    for (let i = 0; i < 80 && !seen; i++) {
      const s = declared(
        {
          territories: {
            Peru: { owner: "Bob", armies: 3, income: 1 },
            Brazil: { owner: "Alice", armies: 12 },
          },
        },
        `overshoot-${i}`,
      );
      const r = ok(s, "Bob", { kind: "respond", response: "hold", to: "venezuela", at: 2 });
      const [battle] = eventsOf(r.events, "battle");
      // the first throw kills two of the three defenders: from above the point (3) straight to 1
      if (battle!.throws.length !== 1 || battle!.defenderLosses !== 2) continue;
      seen = true;
      expect(battle!.outcome).toBe("defender-retreated");
      const force = 11 - battle!.attackerLosses;
      // the state: Peru falls to the attacking force, nobody reaches Venezuela, Bob lost all three
      expect(r.state.territories.peru).toEqual({ owner: "Alice", armies: force, income: 1 });
      expect(r.state.territories.venezuela!.armies).toBe(s.territories.venezuela!.armies);
      expect(r.state.territories.brazil!.armies).toBe(1);
      expect(eventsOf(r.events, "retreated")).toEqual([
        { type: "retreated", defender: "Bob", from: "peru", to: "venezuela", armies: 0, lost: 1 },
      ]);
      // the words: never "retreats 0 armies"
      const text = eventLines(r.events, classicMap);
      expect(text).toContain(`Bob's last army in Peru is lost as it retreats; Alice moves in ${force}.`);
      expect(text.join(" ")).not.toMatch(/retreats 0 armies/);
      const sentences = r.events.map((e) => describeRiskEvent(e));
      expect(sentences).toContain("Bob's last army in Peru is lost as it retreats.");
      expect(sentences.join(" ")).not.toMatch(/retreats 0 armies/);
    }
    expect(seen).toBe(true);
  });

  it("V7 a hold with a retreat target needs the point too", () => {
    const r = apply(declared(), "Bob", { kind: "respond", response: "hold", to: "venezuela" });
    expect(r.verdict.code).toBe("V7.retreat-point");
  });

  it("V7 ruling: a standing response applies when its territory is attacked, without waiting, until withdrawn", () => {
    const s = southAmerica();
    const standing = ok(s, "Bob", {
      kind: "standing",
      territory: "peru",
      response: "retreat",
      to: "venezuela",
    }).state;
    const r = ok(standing, "Alice", onPeru);
    expect(r.state.pending).toBeNull();
    expect(eventsOf(r.events, "response")[0]).toMatchObject({ source: "standing", response: "retreat" });
    expect(r.state.territories.peru).toMatchObject({ owner: "Alice", armies: 5 });
    // withdrawn: the next attack waits for an answer again
    const withdrawn = play(
      s,
      ["Bob", { kind: "standing", territory: "peru", response: "retreat", to: "venezuela" }],
      ["Bob", { kind: "withdraw-standing", territory: "peru" }],
    ).state;
    expect(ok(withdrawn, "Alice", onPeru).state.pending).not.toBeNull();
  });

  it("V7 a standing response whose retreat target was lost falls back to hold", () => {
    let s = ok(southAmerica(), "Bob", {
      kind: "standing",
      territory: "peru",
      response: "retreat",
      to: "venezuela",
    }).state;
    s.territories.venezuela!.owner = "Cleo";
    s = structuredClone(s);
    const r = ok(s, "Alice", onPeru);
    expect(eventsOf(r.events, "response")[0]).toMatchObject({ response: "hold", source: "standing" });
    expect(eventsOf(r.events, "battle")).toHaveLength(1);
  });

  it("V7 standing responses are for your own territories; answering with no attack pending is refused", () => {
    const s = southAmerica();
    expect(apply(s, "Alice", { kind: "standing", territory: "peru", response: "hold" }).verdict.code).toBe(
      "V7.standing-not-yours",
    );
    expect(apply(s, "Bob", { kind: "respond", response: "hold" }).verdict.code).toBe("V7.no-attack");
    expect(apply(s, "Bob", { kind: "withdraw-standing", territory: "peru" }).verdict.code).toBe(
      "V7.no-standing",
    );
  });
});
