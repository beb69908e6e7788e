import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { playable } from "../../src/game/generic-play/playable.ts";
import { render } from "../../src/presenters/render.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { islandsRuleset } from "../rulesets-for-tests/islands/ruleset.ts";
import { contractService, forumPost } from "./contract-games.ts";

/**
 * The generic play's order book kept between books and its head stored with the game (issues #25, #26), for any
 * simultaneous ruleset: seen through the test ruleset Islands, which has no views of its own. A reopened service
 * reads no post again (W33: the seat's latest order post is in force), and the GM's report lists the latest posts
 * that do not count and counts the earlier ones (`report --all` lists each).
 */

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const islands = playable(islandsRuleset);
const at = (n: number) => new Date(Date.parse("2026-12-01T10:00:00Z") + n * 60_000).toISOString();

function serviceOn(file: string) {
  return contractService(new SqliteDatabase(openDatabase(file)), [islands]);
}

async function reportText(t: ReturnType<typeof serviceOn>, id: string, all: boolean): Promise<string> {
  const report = await t.service.report(id, { all });
  if (!report.ok) throw new Error(report.error);
  return render(report.value, "text");
}

describe("the generic play's kept order book, for any simultaneous ruleset", () => {
  it("W33 a reopened service reads only the posts after the stored head, and answers and reports as the running one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-kept-book-"));
    dirs.push(dir);
    const running = serviceOn(join(dir, "running.db"));
    let restarted = serviceOn(join(dir, "restarted.db"));
    const ids: string[] = [];
    for (const t of [running, restarted]) {
      const created = await t.service.createGame({
        scenario: "islands",
        players: ["Rosa", "Bram"],
        startsAt: "2026-12-01T00:00:00Z",
      });
      if (!created.ok) throw new Error(created.error);
      ids.push(created.value.id);
      t.clock.now = new Date("2026-12-01T12:00:00Z");
      // Bram posts 14 order posts, each replacing the one before; Rosa one, and a line that is no order
      for (let n = 0; n < 14; n++) {
        await t.service.ingest(created.value.id, "forum", [
          forumPost(`b${n}`, "Bram", at(n), n % 2 === 0 ? "attack Alba from Dune" : "attack Coral from Dune"),
        ]);
      }
      await t.service.ingest(created.value.id, "forum", [
        forumPost("r0", "Rosa", at(20), "attack Coral from Brisk"),
        forumPost("r1", "Rosa", at(21), "nice weather"),
      ]);
    }
    const [runningId = "", restartedId = ""] = ids;
    await restarted.store.close();
    restarted = serviceOn(join(dir, "restarted.db"));
    restarted.clock.now = running.clock.now;
    try {
      const reads = vi.spyOn(restarted.store, "listBookPostsSince");
      const next = [forumPost("b14", "Bram", at(30), "attack Coral from Dune")];
      const [first] = await restarted.service.ingest(restartedId, "forum", next);
      const [warm] = await running.service.ingest(runningId, "forum", next);
      expect(first).toMatchObject({ kind: "orders", nation: "blue", receipt: { replaces: "b13" } });
      expect(JSON.stringify(first).replaceAll(restartedId, "ID")).toBe(
        JSON.stringify(warm).replaceAll(runningId, "ID"),
      );
      // every read goes on after the head: nothing before the post; the post itself is folded as stored, not read back
      expect(reads.mock.calls.every((call) => call[2] !== undefined)).toBe(true);
      const rows = (await Promise.all(reads.mock.results.map((r) => r.value))) as { post_id: string }[][];
      expect(rows.map((r) => r.map((p) => p.post_id))).toEqual([[]]);
      // the report reads every post: the same report as the running service's
      const report = await reportText(restarted, restartedId, false);
      expect(report.replaceAll(restartedId, "ID")).toBe(
        (await reportText(running, runningId, false)).replaceAll(runningId, "ID"),
      );
    } finally {
      await running.store.close();
      await restarted.store.close();
    }
  });

  it("W33 the GM's report and report --json list the latest 10 posts that do not count and count them all; --all lists each", async () => {
    const t = serviceOn(":memory:");
    const created = await t.service.createGame({
      scenario: "islands",
      players: ["Rosa", "Bram"],
      startsAt: "2026-12-01T00:00:00Z",
    });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    t.clock.now = new Date("2026-12-01T12:00:00Z");
    await t.service.ingest(
      id,
      "forum",
      Array.from({ length: 15 }, (_, n) => forumPost(`b${n}`, "Bram", at(n), "attack Alba from Dune")),
    );
    const latest = await reportText(t, id, false);
    // 14 replaced posts: b0 … b13, the latest 10 of them listed (b4 … b13)
    expect(latest).toContain("the latest 10; 4 earlier, listed by report --all");
    expect(latest).toContain("post b13 (Bram): replaced by the later order post b14");
    expect(latest).toContain("post b4 (Bram)");
    expect(latest).not.toContain("post b3 (Bram)");
    const all = await reportText(t, id, true);
    expect(all).toContain("post b0 (Bram): replaced by the later order post b1");
    expect(all).not.toContain("earlier, listed by report --all");
    // report --json alike: the latest 10 and a count of them all, every one with --all
    const ids = async (every: boolean) => {
      const json = await t.service.reportJson(id, { all: every });
      if (!json.ok) throw new Error(json.error);
      const value = json.value as { ignored: { postId: string }[]; ignoredCount: number };
      return { ids: value.ignored.map((p) => p.postId), count: value.ignoredCount };
    };
    expect(await ids(false)).toEqual({ ids: Array.from({ length: 10 }, (_, n) => `b${n + 4}`), count: 14 });
    expect(await ids(true)).toEqual({ ids: Array.from({ length: 14 }, (_, n) => `b${n}`), count: 14 });
    await t.store.close();
  });

  it("W33 (ruling): a post edited by a moderator stands, and the GM's report and report --json note it, in World War 1907's older play's words", async () => {
    const t = serviceOn(":memory:");
    const created = await t.service.createGame({
      scenario: "islands",
      players: ["Rosa", "Bram"],
      startsAt: "2026-12-01T00:00:00Z",
    });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    t.clock.now = new Date("2026-12-01T12:00:00Z");
    await t.service.ingest(id, "forum", [
      {
        ...forumPost("b0", "Bram", at(1), "attack Alba from Dune"),
        edited: { by: "Mod", at: at(2), byModerator: true },
      },
    ]);
    const note =
      "edited by a moderator (Mod) at 2026-12-01T10:02:00.000Z: reported, the post still counts (W33 ruling)";
    const report = await reportText(t, id, false);
    expect(report).toContain("post b0 is in force");
    expect(report).toContain(`Notes:\n\n- post b0: ${note}`);
    const json = await t.service.reportJson(id);
    expect(json.ok && (json.value as { notes: unknown }).notes).toEqual([
      { postId: "b0", seat: "blue", note },
    ]);
    await t.store.close();
  });
});
