import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GenericPlay } from "../../src/game/generic-play/generic-play.ts";
import { rulesetForRecord } from "../../src/game/rulesets.ts";
import { render } from "../../src/presenters/render.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { PostgresDatabase } from "../../src/storage/postgres/postgres-database.ts";
import type { SqlDatabase } from "../../src/storage/sql.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { startPostgres } from "../helpers/postgres-server.ts";
import { riskVariantOne } from "../helpers/registered-risk.ts";
import { worldWar1907 } from "../helpers/registered-ww1907.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";
import { islands } from "../rulesets-for-tests/islands/index.ts";
import { type IslandsState, islandsRuleset } from "../rulesets-for-tests/islands/ruleset.ts";
import {
  contractGames,
  contractService,
  forumPost,
  playIslands,
  playRisk,
  playWorldWar1907,
} from "./contract-games.ts";

/**
 * The contract suite (issue #25, item 6): every game the service plays (Islands, a ruleset that exists only in the
 * tests, on the generic play; World War 1907; Risk Variant One) played through the GameService by one script each,
 * its verdicts checked, then the same script on SQLite and on PostgreSQL (word for word), after a restart on the
 * reopened database and in a new process.
 */
const tempDir = useTempDirs();
const server = await startPostgres();
if ("unavailable" in server)
  process.stderr.write(`SKIPPED: the generic play on PostgreSQL: ${server.unavailable}\n`);
afterAll(async () => {
  if (!("unavailable" in server)) await server.stop();
});

const sqlite = (file = ":memory:") => new SqliteDatabase(openDatabase(file));

function line(out: readonly string[], label: string): string {
  return out.find((l) => l.startsWith(`${label}: `))?.slice(label.length + 2) ?? "";
}

describe("the generic play of a test ruleset, through the GameService", () => {
  it("I1-I7 W33 posts, edits, deletions, identity, status, report, resolve, undo and verify", async () => {
    const t = contractService(sqlite());
    const { id, out } = await playIslands(t);
    const posts = JSON.parse(line(out, "posts")) as {
      kind: string;
      receipt?: { lines: { outcome: string }[] };
    }[];
    expect(posts.map((p) => p.kind)).toEqual(["orders", "orders", "no-orders", "not-player"]);
    expect(posts[0]?.receipt?.lines.map((l) => l.outcome)).toEqual(["accepted"]);
    expect(line(out, "posts")).toContain("did you mean Brisk?");
    expect(JSON.parse(line(out, "again"))).toEqual([{ kind: "unchanged", postId: "p1" }]);
    const edited = JSON.parse(line(out, "edited")) as {
      kind: string;
      voided: boolean;
      inForce: string | null;
    }[];
    expect(edited[0]).toMatchObject({ kind: "edited", voided: true, inForce: null });
    const replacement = JSON.parse(line(out, "replacement")) as {
      receipt: { lines: { outcome: string; rule?: string }[] };
    }[];
    // Alba attacks Dune, Brisk attacks Coral; Brisk attacking Alba, its own island, is refused (I3)
    expect(replacement[0]?.receipt.lines.map((l) => [l.outcome, l.rule])).toEqual([
      ["accepted", "I6"],
      ["accepted", "I6"],
      ["rejected", "I3"],
    ]);
    expect(JSON.parse(line(out, "deleted"))).toMatchObject({ kind: "deleted", voided: true, inForce: null });
    expect(line(out, "status")).toMatch(/Waiting for: Red and Blue, in turn 1/);
    expect(line(out, "report")).toMatch(
      /post p1 \(Rosa\): edited at \S+: an edited post counts for nothing \(W33\)/,
    );
    expect(line(out, "report")).toMatch(/post p2 \(Bram\): deleted/);
    expect(JSON.parse(line(out, "late"))).toEqual([
      { kind: "outside-phase", postId: "p7", reason: "posted after the window closed" },
    ]);
    expect(line(out, "twice")).toContain("nothing was resolved");
    const first = JSON.parse(line(out, "resolved")) as { seed: string; summary: string };
    const again = JSON.parse(line(out, "resolved again")) as { seed: string; summary: string };
    expect(first.seed).toMatch(/^[0-9a-f]{64}$/);
    // undo reopens the window with its seed revealed: the same dice come again
    expect(again).toEqual(first);
    expect(line(out, "status after undo")).toContain("Turn 1.");
    expect(line(out, "adjust")).toContain("Coral set to");
    const record = (JSON.parse(line(out, "record")) as { value: { claimed: { state: IslandsState } } }).value;
    expect(islands.engine.handlesRecord(record)).toBe(true);
    expect(islands.engine.verifyRecord(record)).toMatchObject({ ok: true });
    const forged = structuredClone(record);
    const alba = forged.claimed.state.islands.alba;
    if (alba) alba.armies += 1;
    expect(islands.engine.verifyRecord(forged)).toMatchObject({ ok: false, stage: "state" });
    expect(await t.service.info(id)).toMatchObject({
      ok: true,
      value: { ruleset: "islands", phase: "turn-2", year: 2 },
    });
  });

  it("the state is the snapshot and the log after it: with every snapshot but the first removed, the same state", async () => {
    const t = contractService(sqlite());
    const { id } = await playIslands(t);
    const play = new GenericPlay(islandsRuleset, {
      store: t.store,
      now: () => t.clock.now,
      newSecret: () => "x",
    });
    const kept = await play.state(id);
    const first = (await t.store.listEvents(id))[0]?.seq ?? 1;
    await t.store.deleteSnapshotsFrom(id, first + 1);
    const fresh = contractService(t.store.db);
    const replayed = new GenericPlay(islandsRuleset, {
      store: fresh.store,
      now: () => t.clock.now,
      newSecret: () => "x",
    });
    expect(await replayed.state(id)).toEqual(kept);
  });

  it("a Discord player speaks for the seat of their user id, not their display name", async () => {
    const t = contractService(sqlite());
    const created = await t.service.createGame({ scenario: "islands" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    expect(await t.service.assignPlayer(id, "blue", "4242", { discord: true })).toEqual({
      ok: true,
      value: "blue",
    });
    const fromDiscord = (author: { name: string; id: string }, postId: string) => ({
      ...forumPost(postId, author.name, "2026-12-01T13:00:00Z", "attack Brisk from Coral"),
      platform: "discord" as const,
      author,
    });
    const [ok, impostor] = await t.service.ingest(id, "discord", [
      fromDiscord({ name: "Bram", id: "4242" }, "d1"),
      fromDiscord({ name: "Bram", id: "999" }, "d2"),
    ]);
    expect(ok).toMatchObject({ kind: "orders", nation: "blue" });
    expect(impostor).toMatchObject({ kind: "not-player" });
  });
});

type Line = { outcome: string; rule?: string; message?: string };
type Result = {
  kind: string;
  postId?: string;
  voided?: boolean;
  receipt?: { lines: Line[]; waiting?: { text: string } };
};
const results = (out: readonly string[], label: string) => JSON.parse(line(out, label)) as Result[];
const verdicts = (r: Result | undefined) => r?.receipt?.lines.map((l) => [l.outcome, l.rule ?? null]);

describe("World War 1907 through the GameService, as the contract suite plays it", () => {
  it("W7 W32 W33 orders accepted and refused, an edit and a deletion voided, report, resolve, record, undo, verify", async () => {
    const t = contractService(sqlite(), [worldWar1907]);
    const { id, out } = await playWorldWar1907(t);
    const posts = results(out, "posts");
    expect(posts.map((p) => p.kind)).toEqual(["orders", "orders", "orders", "not-player", "orders"]);
    expect(posts.map(verdicts)).toEqual([
      [["accepted", "W7"]],
      [["accepted", "W7"]],
      [["unreadable", null]],
      undefined,
      [["rejected", "W7"]],
    ]);
    expect(posts[2]?.receipt?.lines[0]?.message).toContain("Did you mean build?");
    expect(posts[4]?.receipt?.lines[0]?.message).toContain("Moscow belongs to Russian Empire");
    expect(results(out, "again")).toEqual([{ kind: "unchanged", postId: "p1" }]);
    // an author's edit voids the post, and nothing earlier stands in for it (W33)
    expect(results(out, "edited")[0]).toMatchObject({ kind: "edited", voided: true, inForce: null });
    expect(verdicts(results(out, "replacement")[0])).toEqual([
      ["accepted", "W7"],
      ["rejected", "W7"],
    ]);
    expect(JSON.parse(line(out, "deleted"))).toMatchObject({ kind: "deleted", voided: true, inForce: null });
    expect(line(out, "status")).toMatch(/Waiting for: Austria-Hungary, German Empire, Italy, Ottoman Empire/);
    const report = line(out, "report");
    expect(report).toMatch(/post p1 ignored: edited .*an edited post counts for nothing \(W33\)/);
    expect(report).toContain("post p3 ignored: replaced by the later order post p7 (W33)");
    expect(report).toContain("post p4 by Lurker: not a player of this game");
    expect(results(out, "late")).toEqual([
      { kind: "outside-phase", postId: "p8", reason: "posted after the phase's deadline" },
    ]);
    const first = JSON.parse(line(out, "resolved")) as { seed: string; summary: string };
    expect(first.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(first.summary).toContain("Russian Empire built 2 divisions in Moscow (2 pp).");
    expect(first.summary).toContain("Next: 1907, Attack phase.");
    // undo goes back to the Deployment phase and keeps its seed: the same resolution comes again
    expect(line(out, "undo")).toContain("the same seed");
    expect(line(out, "status after undo")).toContain("1907, deployment phase");
    expect(JSON.parse(line(out, "resolved again"))).toEqual(first);
    expect(line(out, "status after")).toContain("1907, attack phase");
    const record = (JSON.parse(line(out, "record")) as { value: unknown }).value;
    expect(await rulesetForRecord(record)).toBe(worldWar1907);
    expect(worldWar1907.engine.verifyRecord(record)).toMatchObject({ ok: true });
    const forged = structuredClone(record) as {
      claimed: { state: { provinces: Record<string, { divisions: number }> } };
    };
    const moscow = forged.claimed.state.provinces.moscow;
    if (moscow) moscow.divisions += 1;
    expect(worldWar1907.engine.verifyRecord(forged)).toMatchObject({ ok: false });
    expect(await t.service.info(id)).toMatchObject({
      ok: true,
      value: { ruleset: "ww1907", phase: "attack" },
    });
  });
});

describe("Risk Variant One through the GameService, as the contract suite plays it", () => {
  it("V6 V7 V8 V9 out of turn refused, orders carried out when posted, the GM's skip undone and again, record, verify", async () => {
    const t = contractService(sqlite(), [riskVariantOne]);
    const { id, out } = await playRisk(t);
    const posts = results(out, "posts");
    expect(posts.map((p) => p.kind)).toEqual(["orders", "not-player", "orders"]);
    // out of turn: refused, saying whose turn it is (V6)
    expect(verdicts(posts[0])).toEqual([["rejected", "V6"]]);
    expect(posts[0]?.receipt?.lines[0]?.message).toContain("it is Alice's turn to act");
    expect(verdicts(posts[2])).toEqual([["accepted", "V6"]]);
    expect(posts[2]?.receipt?.waiting?.text).toMatch(/^Bob \(defender's response to Alice's attack on Peru/);
    // an order is carried out when posted: an edit or a deletion voids nothing, the GM can undo (V6)
    expect(results(out, "edited")[0]).toMatchObject({ kind: "edited", voided: false });
    expect(line(out, "edited")).toContain("what it did stands");
    expect(verdicts(results(out, "answer")[0])).toEqual([["accepted", "V7"]]);
    expect(line(out, "answer")).toMatch(/Brazil → Peru: 5 v 3\. Throw 1: \d( \d)* v \d( \d)*/);
    expect(JSON.parse(line(out, "deleted"))).toMatchObject({ kind: "deleted", voided: false });
    expect(line(out, "status")).toMatch(/Waiting for: Cleo \(action, round 1\)/);
    expect(line(out, "report")).toContain("Alice takes Peru");
    const skip = JSON.parse(line(out, "resolved")) as { seed: string; summary: string };
    expect(skip.summary).toContain("GM skipped Cleo's action: a pass (V6).");
    // the turn's seed is revealed only when the turn is over (V8)
    expect(JSON.parse(line(out, "no record yet"))).toMatchObject({ ok: false });
    expect(line(out, "undo")).toContain("GM undid the GM's skip of Cleo's action (a pass, V6).");
    expect(line(out, "status after undo")).toMatch(/Waiting for: Cleo \(action, round 1\)/);
    expect(JSON.parse(line(out, "resolved again"))).toEqual(skip);
    // everyone passes: the turn ends and the next begins (V9)
    expect(line(out, "status after the turn")).toContain("turn 2, action round 1");
    const record = (JSON.parse(line(out, "record")) as { value: unknown }).value;
    expect(await rulesetForRecord(record)).toBe(riskVariantOne);
    expect(riskVariantOne.engine.verifyRecord(record)).toMatchObject({ ok: true });
    const forged = structuredClone(record) as {
      claimed: { state: { territories: Record<string, { armies: number }> } };
    };
    const peru = forged.claimed.state.territories.peru;
    if (peru) peru.armies += 1;
    expect(riskVariantOne.engine.verifyRecord(forged)).toMatchObject({ ok: false });
    expect(await t.service.info(id)).toMatchObject({
      ok: true,
      value: { ruleset: "risk-variant-one", year: 2 },
    });
  });
});

describe.each(contractGames)("$name on SQLite, on PostgreSQL and after a restart", (game) => {
  const open = (db: SqlDatabase) => contractService(db, [game.entry]);
  const statusText = async (t: ReturnType<typeof contractService>, id: string) => {
    const r = await t.service.status(id);
    const report = await t.service.report(id);
    return [
      r.ok ? render(r.value, "text") : r.error,
      report.ok ? render(report.value, "text") : report.error,
    ];
  };

  it("gives the same status, report, status JSON and record on a reopened SQLite file", async () => {
    const file = join(tempDir("generic-play"), "adjutant.sqlite");
    const db = sqlite(file);
    const { id, out } = await game.play(open(db));
    const before = await statusText(open(db), id);
    const statusJson = await open(db).service.statusJson(id);
    const record = await open(db).service.publishedRecord(id);
    await db.close();
    const reopened = sqlite(file);
    try {
      const t = open(reopened);
      expect(await statusText(t, id)).toEqual(before);
      expect(await t.service.statusJson(id)).toEqual(statusJson);
      expect(await t.service.publishedRecord(id)).toEqual(record);
      expect(out.length).toBeGreaterThan(10);
    } finally {
      await reopened.close();
    }
  });

  it.skipIf("unavailable" in server)(
    "gives the same answers on PostgreSQL as on SQLite, word for word, also in a fresh service",
    async () => {
      if ("unavailable" in server) return;
      const onSqlite = await game.play(open(sqlite()));
      const url = await server.createDatabase(`generic_play_${game.name.toLowerCase()}`);
      const pg = await PostgresDatabase.open(url);
      let onPostgres: { id: string; out: string[] };
      try {
        onPostgres = await game.play(open(pg));
      } finally {
        await pg.close();
      }
      expect(onPostgres.out).toEqual(onSqlite.out);
      const again = await PostgresDatabase.open(url);
      const sameDb = sqlite();
      try {
        const there = open(again);
        const here = await game.play(open(sameDb));
        expect(await there.service.statusJson(onPostgres.id)).toEqual(
          await open(sameDb).service.statusJson(here.id),
        );
      } finally {
        await again.close();
        await sameDb.close();
      }
    },
  );
});

/** Runs tests/contract/contract-process.ts in a new Node process (under tsx); its JSON answer. */
function inNewProcess(...args: string[]): Promise<Record<string, unknown>> {
  const root = join(import.meta.dirname, "..", "..");
  return new Promise((done, fail) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", join(root, "tests/contract/contract-process.ts"), ...args],
      {
        cwd: root,
        env: { ...process.env, LOG_LEVEL: "silent" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString("utf8");
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString("utf8");
    });
    child.once("error", fail);
    child.once("close", (code) =>
      code === 0
        ? done(JSON.parse(stdout) as Record<string, unknown>)
        : fail(new Error(`exit ${code}: ${stderr}`)),
    );
  });
}

describe.each(contractGames)("$name after a restart in a new process", (game) => {
  const sameGame = async (where: string, openDb: () => Promise<SqlDatabase>) => {
    const db = await openDb();
    const t = contractService(db, [game.entry]);
    const { id } = await game.play(t);
    const here = {
      status: await (async () => {
        const s = await t.service.status(id);
        return s.ok ? render(s.value, "text") : s.error;
      })(),
      statusJson: await t.service.statusJson(id),
      info: await t.service.info(id),
      record: await t.service.publishedRecord(id),
    };
    await db.close();
    const now = t.clock.now.toISOString();
    const shown = await inNewProcess(game.name, where, id, "show", now);
    expect(shown).toEqual({ resolved: null, ...JSON.parse(JSON.stringify(here)) });
    // the other process resolves; this one reads what it did, and its record verifies
    const resolved = await inNewProcess(game.name, where, id, "resolve", now);
    expect(resolved.resolved).toMatch(/^[0-9a-f]{64}$/);
    const back = await openDb();
    try {
      const after = contractService(back, [game.entry]);
      expect(JSON.parse(JSON.stringify(await after.service.info(id)))).toEqual(resolved.info);
      const record = await after.service.publishedRecord(id);
      expect(record).toEqual(resolved.record);
      expect(record.ok && game.entry.engine.verifyRecord(record.value)).toMatchObject({ ok: true });
    } finally {
      await back.close();
    }
  };

  it("gives the same game on the SQLite file, and takes a step the first process reads", async () => {
    const file = join(tempDir("generic-process"), "adjutant.sqlite");
    await sameGame(file, async () => sqlite(file));
  });

  it.skipIf("unavailable" in server)("gives the same game on PostgreSQL", async () => {
    if ("unavailable" in server) return;
    const url = await server.createDatabase(`generic_process_${game.name.toLowerCase()}`);
    await sameGame(url, async () => await PostgresDatabase.open(url));
  });
});
