import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { post, testService } from "./helpers.ts";

/**
 * A game's newest stored state is validated once (issue #26: the first post after a restart validated the state
 * snapshot again, 1–5 ms): a state its ruleset's schema gives back as stored is marked by the digest of its text,
 * with the game, and a later process reads it as stored; a state changed since (damaged, edited by hand) has another
 * digest and is validated, and refused, as before.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function played() {
  const dir = mkdtempSync(join(tmpdir(), "adjutant-snapshot-"));
  dirs.push(dir);
  const file = join(dir, "game.db");
  const t = testService(file);
  const game = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
  if (!game.ok) throw new Error(game.error);
  const id = game.value.id;
  const [result] = await t.service.ingest(id, "forum", [
    post("Osmano", ["Build 2 divisions in Moscow"], { postId: "a", postedAt: "2026-12-01T10:00:00.000Z" }),
  ]);
  expect(result).toMatchObject({ kind: "orders" });
  return { ...t, id, file };
}

async function newestSnapshot(t: Awaited<ReturnType<typeof played>>): Promise<{ seq: number; text: string }> {
  const row = (await t.store.db.get(
    "SELECT event_seq, state_json FROM snapshots WHERE game_id = ? ORDER BY event_seq DESC LIMIT 1",
    t.id,
  )) as { event_seq: number; state_json: string };
  return { seq: row.event_seq, text: row.state_json };
}

const digestOf = (text: string): string => createHash("sha256").update(text).digest("hex");

describe("a game's newest stored state validated once", () => {
  it("is marked by its digest, and a reopened service answers the same status", async () => {
    const t = await played();
    const snap = await newestSnapshot(t);
    expect(await t.store.getSetting(`snapshot-checked:${t.id}`)).toBe(`ww1907-state:${digestOf(snap.text)}`);
    const status = await t.service.status(t.id);
    expect(status.ok).toBe(true);
    await t.store.close();
    const reopened = testService(t.file);
    try {
      expect(await reopened.service.status(t.id)).toEqual(status);
    } finally {
      await reopened.store.close();
    }
  });

  it("a state changed since it was marked is validated again: damaged, it is refused", async () => {
    const t = await played();
    const snap = await newestSnapshot(t);
    // one nation's treasury made a word: not a state any more
    const damaged = snap.text.replace('"treasury":', '"treasury":"none","was":');
    expect(damaged).not.toBe(snap.text);
    await t.store.db.run(
      "UPDATE snapshots SET state_json = ? WHERE game_id = ? AND event_seq = ?",
      damaged,
      t.id,
      snap.seq,
    );
    await t.store.close();
    const reopened = testService(t.file);
    try {
      const status = await reopened.service.status(t.id);
      expect(status.ok).toBe(false);
      if (!status.ok) expect(status.error).toContain("cannot be read");
      // the mark still names the state that was validated, not the damaged one
      expect(await reopened.store.getSetting(`snapshot-checked:${t.id}`)).toBe(
        `ww1907-state:${digestOf(snap.text)}`,
      );
    } finally {
      await reopened.store.close();
    }
  });

  it("a state edited by hand into another valid state is validated, read and marked anew", async () => {
    const t = await played();
    const snap = await newestSnapshot(t);
    const edited = snap.text.replace(/"treasury":[0-9.]+/, '"treasury":99');
    expect(edited).not.toBe(snap.text);
    await t.store.db.run(
      "UPDATE snapshots SET state_json = ? WHERE game_id = ? AND event_seq = ?",
      edited,
      t.id,
      snap.seq,
    );
    await t.store.close();
    const reopened = testService(t.file);
    try {
      const status = await reopened.service.status(t.id);
      expect(status.ok).toBe(true);
      expect(JSON.stringify(status)).toContain("99 pp");
      expect(await reopened.store.getSetting(`snapshot-checked:${t.id}`)).toBe(
        `ww1907-state:${digestOf(edited)}`,
      );
    } finally {
      await reopened.store.close();
    }
  });
});
