import { describe, expect, it } from "vitest";
import { GameService } from "../../src/game/game-service.ts";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { post, testService } from "./helpers.ts";

/**
 * An event of a game's log that cannot be read is an error, never skipped (issue 18): skipping a resolution would
 * publish the previous phase's record and make `undo` revert the wrong phase. (The log is the generic play's: the
 * damaged event is its step of the first resolution.)
 */
describe("a damaged event in a World War 1907 game's log", () => {
  async function damagedGame() {
    const t = testService();
    const game = await t.service.createGame({ scenario: "ww1907" });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    await t.service.ingest(id, "forum", [post("Osmano", ["Build 2 divisions in Moscow"], { postId: "1" })]);
    const resolved = await t.service.resolve(id, { name: "GM" });
    if (!resolved.ok) throw new Error(resolved.error);
    // A resolution whose stored command fails the schema (a count no order can have): the generic play's logged
    // step of the resolution.
    const [step] = (await t.store.listEvents(id)).filter((e) => e.kind === "generic-step");
    if (!step) throw new Error("no resolution step");
    await t.store.db.run(
      "UPDATE events SET payload_json = ? WHERE game_id = ? AND seq = ?",
      JSON.stringify({
        kind: "step",
        phaseSeq: 1,
        step: 0,
        action: {
          kind: "resolve",
          orders: [{ seat: "russia", command: { kind: "build", province: "moscow", count: 1e20 } }],
        },
        events: [],
        rolls: [],
      }),
      id,
      step.seq,
    );
    // A fresh service reads the log again (no cached state, no snapshot after the opening to start from).
    await t.store.db.run("DELETE FROM snapshots WHERE game_id = ? AND event_seq >= ?", id, step.seq);
    const service = new GameService({
      store: t.store,
      now: () => t.clock.now,
      newSecret: () => "test-secret",
    });
    return { ...t, id, service };
  }

  it("makes the state, the record and undo refuse with a message naming the event", async () => {
    const { service, id } = await damagedGame();
    for (const result of [
      await ww1907Of(service).state(id),
      await service.publishedRecord(id),
      await service.undo(id, { name: "GM" }),
    ]) {
      expect(result.ok).toBe(false);
      if (!result.ok)
        expect(result.error).toMatch(/^event \d+ of game "[^"]+" \(generic-step\) cannot be read at action/);
    }
  });

  it("refuses to resolve the next phase on a state it cannot rebuild", async () => {
    const { service, id } = await damagedGame();
    const result = await service.resolve(id, { name: "GM" });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain("The game's log is damaged; nothing was changed");
  });
});
