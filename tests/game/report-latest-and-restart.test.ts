import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ParsedPost } from "../../parsers/post.ts";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

/**
 * The GM's report stays short however busy the phase (issue #26): each list of ignored posts shows its latest 10
 * and counts the rest; `report({ all: true })` (`adjutant report --all`) lists every one as before. And a restart is
 * a path like any other: a game played, its database reopened by a new service, gives the same first receipt and the
 * same report as the service that never stopped (W33: the latest order post is in force, earlier ones replaced).
 */

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const at = (n: number) => new Date(Date.parse("2026-12-01T10:00:00.000Z") + n * 60_000).toISOString();

async function newGame(file = ":memory:") {
  const t = testService(file);
  const game = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
  if (!game.ok) throw new Error(game.error);
  return { ...t, id: game.value.id };
}

/** 30 order posts by Russia's player (each replacing the one before, W33) and 12 by someone who plays nothing. */
function busyPhase(): ParsedPost[] {
  const posts: ParsedPost[] = [];
  for (let n = 0; n < 30; n++) {
    posts.push(post("Osmano", ["Build 1 division in Moscow"], { postId: `o${n}`, postedAt: at(n) }));
    if (n < 12) posts.push(post("Kibitzer", ["Hold Vienna"], { postId: `k${n}`, postedAt: at(n) }));
  }
  return posts;
}

async function reportText(t: Awaited<ReturnType<typeof newGame>>, all = false): Promise<string> {
  const report = await t.service.report(t.id, { all });
  if (!report.ok) throw new Error(report.error);
  return render(report.value, "text");
}

describe("the GM's report of a busy phase", () => {
  it("W33 lists the latest 10 replaced posts and counts the earlier ones; --all lists every one", async () => {
    const t = await newGame();
    await t.service.ingest(t.id, "forum", busyPhase());
    const text = await reportText(t);
    expect(text).toContain("Post in force: o29");
    expect(text).toContain(
      "19 earlier ignored posts not listed (the latest 10 follow; report --all lists every one).",
    );
    expect(text).toContain("post o28 ignored: replaced by");
    expect(text).toContain("post o19 ignored: replaced by");
    expect(text).not.toContain("post o18 ignored");
    expect(text).toContain(
      "2 earlier posts not listed (the latest 10 follow; report --all lists every one).",
    );
    expect(text).toContain("post k11 by Kibitzer");
    expect(text).not.toContain("post k1 by Kibitzer");
    const all = await reportText(t, true);
    expect(all).not.toContain("not listed");
    for (let n = 0; n < 29; n++) expect(all).toContain(`post o${n} ignored: replaced by`);
    for (let n = 0; n < 12; n++) expect(all).toContain(`post k${n} by Kibitzer`);
  });

  it("W33 after a restart (the database reopened) the first post and the report answer as without one", async () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-restart-"));
    dirs.push(dir);
    const running = await newGame(join(dir, "running.db"));
    const restarted = await newGame(join(dir, "restarted.db"));
    for (const g of [running, restarted]) await g.service.ingest(g.id, "forum", busyPhase());
    // warm the running service as a bot that has served the phase; the other one stops here
    expect(await reportText(running)).toContain("Post in force: o29");
    await restarted.store.close();
    const reopened = { ...testService(join(dir, "restarted.db")), id: restarted.id };
    try {
      const next = () => [
        post("Osmano", ["Build 2 divisions in Moscow", "Attack Atlantis"], {
          postId: "new",
          postedAt: at(40),
        }),
      ];
      const [warm] = await running.service.ingest(running.id, "forum", next());
      const [first] = await reopened.service.ingest(reopened.id, "forum", next());
      expect(first).toMatchObject({ kind: "orders", nation: "russia" });
      expect(first).toEqual(warm);
      expect(await reportText(reopened)).toBe(await reportText(running));
      expect(await reportText(reopened, true)).toBe(await reportText(running, true));
      expect(await reportText(reopened)).toContain("Post in force: new");
    } finally {
      await running.store.close();
      await reopened.store.close();
    }
  });
});
