import { describe, expect, it } from "vitest";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { loadMapGraph } from "../../src/map/load.ts";
import { err, ok } from "../../src/result.ts";
import { verifyResolution } from "../../src/rulesets/ww1907/verify.ts";
import { post, testService } from "./helpers.ts";

const loadMap = (id: string) => {
  const m = loadMapGraph(id);
  return m.ok ? ok(m.value) : err("no map");
};

describe("auditable dice: a game's published resolution record", () => {
  it("W15 anyone re-runs a resolved Attack phase from the revealed seed; a tampered roll is caught", async () => {
    const { service } = testService();
    const game = await service.createGame({ scenario: "ww1907" });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    await service.resolve(id, { name: "GM" });
    await service.ingest(id, "forum", [
      post("Osmano", ["Attack Transylvania with 2 from Lemberg and 3 from Budapest"], {
        postId: "a1",
        postedAt: "2026-12-01T13:00:00.000Z",
      }),
    ]);
    await service.resolve(id, { name: "GM" });
    const record = await ww1907Of(service).resolutionRecord(id);
    if (!record.ok) throw new Error(record.error);
    expect(record.value.claimed.rolls.length).toBeGreaterThan(0);
    expect(verifyResolution(record.value, loadMap)).toMatchObject({ ok: true });

    const tampered = structuredClone(record.value);
    const roll = tampered.claimed.rolls[0];
    if (!roll) throw new Error("no roll");
    roll.values[0] = roll.values[0] === 1 ? 2 : 1;
    expect(verifyResolution(tampered, loadMap)).toMatchObject({ ok: false, stage: "rolls" });

    // the first phase (Deployment, no dice) has its own record too
    expect((await ww1907Of(service).resolutionRecord(id, 1)).ok).toBe(true);
    expect(await ww1907Of(service).resolutionRecord(id, 9)).toEqual({
      ok: false,
      error: "phase 9 has not been resolved",
    });
  });
});
