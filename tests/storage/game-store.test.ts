import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore, type IncomingPost } from "../../src/storage/game-store.ts";
import { migrations } from "../../src/storage/migrations.ts";

const T0 = "2026-12-01T10:00:00.000Z";
const T1 = "2026-12-01T11:00:00.000Z";

function store(): GameStore {
  const s = new GameStore(openDatabase(":memory:"));
  for (const id of ["g1", "g2"]) {
    s.createGame({
      id,
      name: `Game ${id}`,
      ruleset: "ww1907",
      scenarioRef: "ww1907",
      scenario: { id: "ww1907" },
      gmSecret: "secret",
      createdAt: T0,
    });
  }
  return s;
}

function post(postId: string, text: string, extra: Partial<IncomingPost> = {}): IncomingPost {
  return {
    source: "forum",
    postId,
    platform: "phpbb3",
    authorName: "Osmano",
    postedAt: T0,
    text,
    parsed: { bold: [text] },
    ...extra,
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("GameStore", () => {
  it("applies every migration once and records the schema version", () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-db-"));
    dirs.push(dir);
    const file = join(dir, "nested", "adjutant.db");
    const db = openDatabase(file);
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.at(-1)?.version);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.close();
    const again = openDatabase(file);
    expect(again.pragma("user_version", { simple: true })).toBe(migrations.at(-1)?.version);
    again.close();
  });

  it("W33 evidence: a post whose text changes between two sightings is recorded as edited, even with no notice", () => {
    const s = store();
    expect(s.recordPost("g1", post("p1", "Build 2 divisions in Moscow"), T0).status).toBe("new");
    expect(s.recordPost("g1", post("p1", "Build 2 divisions   in Moscow\r\n"), T1).status).toBe("unchanged");
    const edited = s.recordPost("g1", post("p1", "Build 3 divisions in Moscow"), T1);
    expect(edited.status).toBe("edited");
    expect(edited.row.edited_json).toMatchObject({ detectedBy: "hash", at: T1 });
    // the first-seen text stays the evidence
    expect(edited.row.normalized_text).toBe("Build 2 divisions in Moscow");
  });

  it("W33 a source's own edit notice that appears later marks the post edited", () => {
    const s = store();
    s.recordPost("g1", post("p1", "Attack Vienna"), T0);
    const out = s.recordPost("g1", post("p1", "Attack Vienna", { edited: { by: "Osmano", at: T1 } }), T1);
    expect(out.status).toBe("edited");
    expect(out.row.edited_json).toEqual({ by: "Osmano", at: T1 });
  });

  it("keeps games independent: the same post id in two games is two posts", () => {
    const s = store();
    s.recordPost("g1", post("p1", "a"), T0);
    s.recordPost("g2", post("p1", "b"), T0);
    s.recordPost("g2", post("p2", "c"), T0);
    expect(s.countPosts("g1")).toBe(1);
    expect(s.listPosts("g2").map((p) => [p.post_id, p.seq])).toEqual([
      ["p1", 1],
      ["p2", 2],
    ]);
  });

  it("marks a deleted post once", () => {
    const s = store();
    s.recordPost("g1", post("p1", "a", { source: "discord" }), T0);
    expect(s.markPostDeleted("g1", "discord", "p1", T1)).toBe(true);
    expect(s.markPostDeleted("g1", "discord", "p1", T1)).toBe(false);
    expect(s.getPost("g1", "discord", "p1")?.deleted_at).toBe(T1);
  });

  it("appends events in order and rolls a failed transaction back whole", () => {
    const s = store();
    s.appendEvent("g1", { kind: "resolve", actor: "gm", payload: { n: 1 }, createdAt: T0 });
    expect(() =>
      s.transaction(() => {
        s.appendEvent("g1", { kind: "resolve", actor: "gm", payload: { n: 2 }, createdAt: T1 });
        throw new Error("crash in the middle");
      }),
    ).toThrow("crash in the middle");
    expect(s.listEvents("g1").map((e) => e.payload_json)).toEqual([{ n: 1 }]);
  });

  it("keeps phases with their seed commitment, and reveals the seed at resolution", () => {
    const s = store();
    const phase = s.openPhase("g1", { year: 1907, phase: "deployment", commitment: "abc", openedAt: T0 });
    expect(s.openPhaseOf("g1")?.seq).toBe(phase.seq);
    s.resolvePhaseRow("g1", phase.seq, "seed-1", T1);
    expect(s.openPhaseOf("g1")).toBeUndefined();
    expect(s.listPhases("g1")[0]).toMatchObject({ seed: "seed-1", seed_commitment: "abc", resolved_at: T1 });
  });

  it("maps players to nations and keeps the current game", () => {
    const s = store();
    s.upsertPlayer("g1", { nation: "russia", forumName: "Osmano" });
    s.upsertPlayer("g1", { nation: "russia", discordUserId: "123" });
    expect(s.listPlayers("g1")).toMatchObject([
      { nation: "russia", forum_name: "Osmano", discord_user_id: "123" },
    ]);
    expect(s.currentGameId()).toBe("g2");
    s.setCurrentGame("g1");
    expect(s.currentGameId()).toBe("g1");
  });
});
