import { describe, expect, it } from "vitest";
import { apply } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { ranking } from "../../../src/rulesets/risk-variant-one/end.ts";
import { eventsOf, gm, ok, pass, play, scenario } from "./helpers/game.ts";

/** Bob's last territory is Peru with one army, next to Alice's Brazil with a huge force. */
const lastStand = (rulings = {}, seed = "end") =>
  scenario(
    {
      players: ["Alice", "Bob", "Cleo"],
      dealer: "Cleo",
      phase: "actions",
      rulings,
      territories: {
        Brazil: { owner: "Alice", armies: 40, income: 2 },
        Peru: { owner: "Bob", armies: 1, income: 1 },
        Egypt: { owner: "Cleo", armies: 3, income: 4 },
      },
    },
    seed,
  );

/** Takes Peru (retrying seeds until the single defender falls). */
function takePeru(rulings = {}) {
  for (let i = 0; i < 50; i++) {
    const s = ok(lastStand(rulings, `end-${i}`), "Alice", {
      kind: "attack",
      from: "brazil",
      to: "peru",
    }).state;
    const r = gm(s, "close-response");
    if (r.state.territories.peru!.owner === "Alice") return r;
  }
  throw new Error("no seed took Peru");
}

describe("V9 elimination, the end of the game, the ranking", () => {
  it("V9 ruling: a player with no territory is out and skipped in the turn order", () => {
    const r = takePeru();
    expect(eventsOf(r.events, "eliminated")).toEqual([{ type: "eliminated", player: "Bob", by: "Alice" }]);
    expect(r.state.players[1]).toMatchObject({ name: "Bob", eliminated: true });
    expect(r.state.eliminated).toEqual(["Bob"]);
    expect(r.state.actor).toBe("Cleo");
    expect(apply(r.state, "Bob", pass).verdict.code).toBe("V9.eliminated");
  });

  it("V9 ruling: the ranking is by territories held, then total income", () => {
    const s = scenario({
      players: ["Alice", "Bob", "Cleo"],
      phase: "actions",
      dealer: "Cleo",
      territories: {
        Brazil: { owner: "Alice", income: 1 },
        Peru: { owner: "Bob", income: 3 },
        Venezuela: { owner: "Bob", income: 0 },
        Egypt: { owner: "Cleo", income: 2 },
        Congo: { owner: "Cleo", income: 2 },
      },
    });
    expect(ranking(s)).toEqual([
      { player: "Cleo", territories: 2, income: 4 },
      { player: "Bob", territories: 2, income: 3 },
      { player: "Alice", territories: 1, income: 1 },
    ]);
  });

  it("V9 ruling: the GM can end the game; the ranking is kept and no order is taken after", () => {
    const r = gm(lastStand(), "end-game");
    expect(r.state.gameOver).toBe(true);
    expect(r.state.ranking?.[0]).toEqual({ player: "Cleo", territories: 1, income: 4 });
    expect(eventsOf(r.events, "game-over")[0]).toMatchObject({ by: "gm", winner: null });
    expect(apply(r.state, "Alice", pass).verdict.code).toBe("V9.game-over");
  });

  it("V9 ruling winCondition last-player: the game ends when one player holds every territory that is not neutral", () => {
    const two = (rulings = {}, seed = "two") =>
      scenario(
        {
          players: ["Alice", "Bob"],
          dealer: "Bob",
          phase: "actions",
          rulings,
          territories: { Brazil: { owner: "Alice", armies: 40 }, Peru: { owner: "Bob", armies: 1 } },
        },
        seed,
      );
    for (let i = 0; i < 50; i++) {
      const r = gm(
        ok(two({}, `two-${i}`), "Alice", { kind: "attack", from: "brazil", to: "peru" }).state,
        "close-response",
      );
      if (r.state.territories.peru!.owner !== "Alice") continue;
      expect(r.state.gameOver).toBe(true);
      expect(eventsOf(r.events, "game-over")[0]).toMatchObject({ by: "conquest", winner: "Alice" });
      // with every-territory the neutrals must go too
      const strict = gm(
        ok(two({ winCondition: "every-territory" }, `two-${i}`), "Alice", {
          kind: "attack",
          from: "brazil",
          to: "peru",
        }).state,
        "close-response",
      );
      if (strict.state.territories.peru!.owner === "Alice") expect(strict.state.gameOver).toBe(false);
      return;
    }
    throw new Error("no seed took Peru");
  });
  it("V9 turn-3 ruling: Cleo, seated but holding nothing at load, is out: her pass is refused and the rounds do not wait for her", () => {
    const s = scenario({
      players: ["Alice", "Bob", "Cleo"],
      dealer: "Bob",
      phase: "actions",
      territories: { Brazil: { owner: "Alice", armies: 3 }, Egypt: { owner: "Bob", armies: 3 } },
    });
    expect(s.eliminated).toEqual(["Cleo"]);
    const refused = apply(s, "Cleo", pass);
    expect(refused.verdict).toEqual({
      accepted: false,
      code: "V9.eliminated",
      message: "V9: Cleo holds no territory and is out of the game",
    });
    // Alice and Bob pass: the round (and the turn) is over without Cleo
    const r = play(s, ["Alice", pass], ["Bob", pass]);
    expect(eventsOf(r.events, "turn-ended")).toEqual([{ type: "turn-ended", turnNumber: 1 }]);
    expect(r.state.turnNumber).toBe(2);
  });

  it("V9 turn-3 ruling: a player who bought nothing in the set-up is out when it ends; one player left holding land ends the game", () => {
    const setup = (players: string[]) =>
      scenario({
        players,
        dealer: players.at(-1),
        phase: "setup",
        territories: { Brazil: { owner: "Alice", armies: 1, income: 1 }, Peru: { income: 1 } },
        pools: Object.fromEntries(
          players.map((p) => [p, p === "Alice" ? { inactive: 0, active: 1 } : { inactive: 0, active: 0 }]),
        ),
      });
    const three = ok(setup(["Alice", "Bob", "Cleo"]), "Alice", { kind: "buy", territory: "peru" });
    expect(eventsOf(three.events, "setup-finished")).toHaveLength(1);
    // only Alice holds land: Bob and Cleo are out (seat order kept among them) and the game is over
    expect(three.state.eliminated).toEqual(["Cleo", "Bob"]);
    expect(three.state.gameOver).toBe(true);
    expect(eventsOf(three.events, "game-over")[0]).toMatchObject({ winner: "Alice", by: "conquest" });
    expect(three.state.ranking?.map((l) => l.player)).toEqual(["Alice", "Bob", "Cleo"]);
  });

  it("V9 turn-3 ruling: players out rank below every player still in, the last one out highest; ties among players in by territories, income, then seat", () => {
    const s = scenario({
      players: ["Alice", "Bob", "Cleo", "Dora", "Emil"],
      dealer: "Emil",
      phase: "actions",
      territories: {
        Brazil: { owner: "Alice", income: 1 },
        Peru: { owner: "Bob", income: 1 },
        Egypt: { owner: "Cleo", income: 1 },
        Congo: { owner: "Dora", income: 1 },
        Siam: { owner: "Emil", income: 1 },
      },
    });
    // Alice goes out first, then Cleo (by capture or adjustment: the order is what counts, not the seat)
    const out = { ...s, eliminated: ["Alice", "Cleo"] };
    out.players = s.players.map((p) => ({ ...p, eliminated: p.name === "Cleo" || p.name === "Alice" }));
    for (const id of ["egypt", "brazil"])
      out.territories = { ...out.territories, [id]: { owner: null, armies: 1, income: 1 } };
    out.territories = { ...out.territories, india: { owner: "Emil", armies: 1, income: 0 } };
    expect(ranking(out)).toEqual([
      { player: "Emil", territories: 2, income: 1 },
      // Bob and Dora tie on territories and income: seat order
      { player: "Bob", territories: 1, income: 1 },
      { player: "Dora", territories: 1, income: 1 },
      { player: "Cleo", territories: 0, income: 0 },
      { player: "Alice", territories: 0, income: 0 },
    ]);
  });
});
