import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { join, resolve } from "node:path";
import { createInterface, type Interface } from "node:readline";
import { afterAll, describe, expect, it } from "vitest";
import type { ParsedPost } from "../../parsers/post.ts";
import { GameService } from "../../src/game/game-service.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import { PostgresDatabase } from "../../src/storage/postgres/postgres-database.ts";
import { startPostgres } from "../helpers/postgres-server.ts";

/**
 * Two service processes on one PostgreSQL database (two bot shards, or a shard and the GM's CLI): both are given
 * the same posts at the same moment and both told to resolve the open phase at the same moment, round after
 * round. The game's lock makes it one resolution per phase, every post stored once, none lost.
 */
const root = resolve(import.meta.dirname, "../..");
const server = await startPostgres();
if ("unavailable" in server) {
  process.stderr.write(`SKIPPED: two service processes on PostgreSQL: ${server.unavailable}\n`);
}
const children: ChildProcessWithoutNullStreams[] = [];
afterAll(async () => {
  for (const c of children) c.kill();
  if (!("unavailable" in server)) await server.stop();
});

interface ServiceProcess {
  send(request: unknown): void;
  next(): Promise<Record<string, unknown>>;
}

function startProcess(url: string): ServiceProcess {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(root, "tests/storage/helpers/service-process.ts")],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: "silent", DISCORD_TOKEN: "" },
    },
  );
  children.push(child);
  let stderr = "";
  child.stderr.on("data", (d) => {
    stderr += String(d);
  });
  const lines: Interface = createInterface({ input: child.stdout });
  const queue: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  lines.on("line", (line) => {
    const w = waiting.shift();
    if (w) w(line);
    else queue.push(line);
  });
  child.on("exit", (code) => {
    for (const w of waiting.splice(0)) w(JSON.stringify({ op: "exited", code, stderr }));
  });
  return {
    send: (request) => child.stdin.write(`${JSON.stringify(request)}\n`),
    next: () =>
      new Promise((done) => {
        const line = queue.shift();
        if (line !== undefined) done(JSON.parse(line));
        else waiting.push((l) => done(JSON.parse(l)));
      }),
  };
}

function order(postId: string, author: string, text: string): ParsedPost {
  return {
    platform: "discord",
    postId,
    author: { name: author },
    postedAt: new Date().toISOString(),
    edited: null,
    bold: [text],
    text,
  };
}

describe.skipIf("unavailable" in server)("two service processes on one PostgreSQL database", () => {
  it("the same posts sent to both are stored once each, and two resolves at once resolve each phase once", async () => {
    if ("unavailable" in server) return;
    const url = await server.createDatabase("two_processes");
    const db = await PostgresDatabase.open(url);
    const store = new GameStore(db);
    const service = new GameService({
      store,
      now: () => new Date(),
      newSecret: () => "secret-for-the-two-process-test",
    });
    const created = await service.createGame({ scenario: "ww1907", startsAt: "2026-01-01T00:00:00Z" });
    if (!created.ok) throw new Error(created.error);
    const gameId = created.value.id;
    const [a, b] = [startProcess(url), startProcess(url)];
    expect((await a.next()).op).toBe("ready");
    expect((await b.next()).op).toBe("ready");

    const rounds = 3;
    let sent = 0;
    for (let round = 0; round < rounds; round++) {
      const posts = ["Osmano", "Shrink", "Sassenach", "Jax", "Admiral_Nelson", "Osmano"].map((author, i) =>
        order(`m${round}-${i}`, author, i === 5 ? "Hold" : "Build 1 division in Moscow"),
      );
      sent += posts.length;
      // the same posts, in opposite orders, at the same moment
      a.send({ op: "ingest", gameId, posts });
      b.send({ op: "ingest", gameId, posts: [...posts].reverse() });
      const ingested = [await a.next(), await b.next()];
      for (const r of ingested) expect(r.op, JSON.stringify(r)).toBe("ingested");

      const phase = (await service.openPhaseLabel(gameId)) ?? "";
      const phasesBefore = (await store.listPhases(gameId)).length;
      const at = Date.now() + 300;
      a.send({ op: "resolve", gameId, phase, at });
      b.send({ op: "resolve", gameId, phase, at });
      const resolved = [await a.next(), await b.next()];
      expect(
        resolved.filter((r) => r.ok === true),
        JSON.stringify(resolved),
      ).toHaveLength(1);
      const refused = resolved.find((r) => r.ok !== true);
      expect(refused?.op, JSON.stringify(refused)).toBe("resolved");
      expect(String(refused?.error)).toMatch(/is no longer open|the game changed while/);
      expect(String(refused?.error)).not.toMatch(/lock|busy|internal/i);
      expect(await store.listPhases(gameId)).toHaveLength(phasesBefore + 1);
      expect((await store.listPhases(gameId)).filter((p) => p.resolved_at === null)).toHaveLength(1);
    }

    // every post once, numbered 1…n without a gap or a repeat; one resolution a round; the state replays
    const stored = await store.listPosts(gameId);
    expect(stored).toHaveLength(sent);
    expect(new Set(stored.map((p) => p.post_id)).size).toBe(sent);
    expect(stored.map((p) => p.seq)).toEqual(Array.from({ length: sent }, (_, i) => i + 1));
    // one resolution a round: as many phases resolved (whatever the play's log calls a resolution)
    expect((await store.listPhases(gameId)).filter((p) => p.resolved_at !== null)).toHaveLength(rounds);
    // the stored state still replays: the game answers
    expect((await service.status(gameId)).ok).toBe(true);
    a.send({ op: "quit" });
    b.send({ op: "quit" });
    await db.close();
  }, 120_000);
});
