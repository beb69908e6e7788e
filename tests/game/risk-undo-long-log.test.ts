import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { riskStateOf, testService } from "./helpers.ts";

/**
 * The GM's undo in Risk Variant One reads the log back from its end only as far as the last step not undone (issue
 * #26): undo after undo walks back over the steps already undone, across the pages it reads, to the state before
 * each step in turn, and the same after the database is reopened (a restart).
 */

const POSITION = `base: risk-v1
players: [Alice, Bob, Cleo]
dealer: Cleo
phase: actions
territories:
  Brazil: { owner: Alice, armies: 5, income: 2 }
  Argentina: { owner: Alice, armies: 2, income: 1 }
  Peru: { owner: Bob, armies: 3, income: 1 }
  Venezuela: { owner: Bob, armies: 2, income: 1 }
  North Africa: { owner: Cleo, armies: 4, income: 2 }
`;
const gm = { name: "Gamemaster" };
const dirs: string[] = [];

afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("Risk Variant One undo over a long log", () => {
  it("each undo takes back the last step still in force, past pages of undone ones, and after a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-risk-undo-"));
    dirs.push(dir);
    const scenario = join(dir, "position.yaml");
    writeFileSync(scenario, POSITION);
    const file = join(dir, "games.db");
    const first = testService(file);
    const created = await first.service.createGame({ scenario });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    // 60 steps: Peru's armies go 4, 5, …, 63
    for (let k = 0; k < 60; k++) {
      const done = await first.service.adjust(id, gm, `step ${k}`, {
        kind: "set-divisions",
        province: "peru",
        divisions: 4 + k,
      });
      expect(done.ok).toBe(true);
    }
    // 40 undos: more undone steps than the first page of the walk back (16), then its second (64 rows)
    for (let k = 59; k >= 20; k--) {
      expect((await first.service.undo(id, gm)).ok).toBe(true);
      expect((await riskStateOf(first.store, id)).territories.peru?.armies).toBe(k === 0 ? 3 : 4 + k - 1);
    }
    await first.store.close();
    const second = testService(file);
    try {
      expect((await riskStateOf(second.store, id)).territories.peru?.armies).toBe(23);
      for (let k = 19; k >= 0; k--) {
        expect((await second.service.undo(id, gm)).ok).toBe(true);
        expect((await riskStateOf(second.store, id)).territories.peru?.armies).toBe(k === 0 ? 3 : 4 + k - 1);
      }
      const none = await second.service.undo(id, gm);
      expect(none.ok ? "undone" : none.error).toBe("nothing to undo: no order has been carried out yet");
    } finally {
      await second.store.close();
    }
  });
});
