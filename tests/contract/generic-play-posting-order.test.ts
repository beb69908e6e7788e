import { describe, expect, it } from "vitest";
import type { SeatOrder } from "../../src/core/ruleset.ts";
import { playable } from "../../src/game/generic-play/playable.ts";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import {
  ISLANDS,
  type IslandsCommand,
  islandsRuleset,
  islandsStateSchema,
} from "../rulesets-for-tests/islands/ruleset.ts";
import { contractService, forumPost } from "./contract-games.ts";

/**
 * W20, as the generic play carries it out for every simultaneous game: a phase's orders are resolved in the order
 * their posts were posted (a post's orders in their written order), not in seat order; the standing orders of a
 * seat with no post in force come after. Seen through a test ruleset that records what `resolve` is given.
 */
describe("the generic play resolves a window's orders in posting order (W20)", () => {
  it("Blue posted first: Blue's orders come first although Red is the first seat; standing orders come last", async () => {
    const given: SeatOrder<IslandsCommand>[][] = [];
    const recording = playable({
      ...islandsRuleset,
      resolve(state, orders, dice) {
        given.push([...orders]);
        return islandsRuleset.resolve(state, orders, dice);
      },
    });
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [recording]);
    const created = await t.service.createGame({
      scenario: "islands",
      players: ["Rosa", "Bram"],
      startsAt: "2026-12-01T00:00:00Z",
    });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    t.clock.now = new Date("2026-12-01T11:00:00Z");
    await t.service.ingest(id, "forum", [
      forumPost("p1", "Bram", "2026-12-01T10:00:00Z", "attack Alba from Dune"),
      forumPost("p2", "Rosa", "2026-12-01T10:05:00Z", "attack Coral from Brisk"),
    ]);
    expect((await t.service.resolve(id, { name: "GM" })).ok).toBe(true);
    expect(given[0]?.map((o) => o.seat)).toEqual(["blue", "red"]);

    // Red posts first in the next window; Blue gives no post and plays its standing orders, after Red's
    await new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now }).configure(id, {
      absentOrders: "standing",
    });
    // an attack each seat may make now (the first window's dice moved armies about)
    const state = islandsStateSchema.parse((await t.store.latestSnapshot(id))?.state);
    const attackOf = (seat: string) => {
      for (const from of ISLANDS) {
        for (const to of ISLANDS) {
          if (islandsRuleset.judge(state, seat, [{ kind: "attack", from, to }])[0]?.accepted) {
            return `attack ${to} from ${from}`;
          }
        }
      }
      throw new Error(`no attack for ${seat}`);
    };
    expect((await t.service.setStandingOrders(id, "Blue", attackOf("blue"))).ok).toBe(true);
    t.clock.now = new Date("2026-12-02T11:00:00Z");
    const [red] = await t.service.ingest(id, "forum", [
      forumPost("p3", "Rosa", "2026-12-02T10:00:00Z", attackOf("red")),
    ]);
    expect(red).toMatchObject({ kind: "orders", receipt: { accepted: 1 } });
    const second = await t.service.resolve(id, { name: "GM" });
    expect(second.ok).toBe(true);
    expect(given[1]?.map((o) => o.seat)).toEqual(["red", "blue"]);
  });
});
