import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { AsyncPostgresDatabase } from "../../src/storage/async/async-postgres.ts";
import type { AsyncSqlDatabase, AsyncStorageSettings } from "../../src/storage/async/async-sql.ts";
import { DEFAULT_ASYNC_STORAGE } from "../../src/storage/async/async-sql.ts";
import { AsyncSqliteDatabase } from "../../src/storage/async/async-sqlite.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { isLockTimeout, isStorageUnavailable } from "../../src/storage/sql.ts";
import { startPostgres } from "../helpers/postgres-server.ts";

/**
 * The asynchronous storage port (issue #26) on both engines: the same answers, all-or-nothing transactions, one
 * game's transactions one at a time in a process and across processes, other games side by side, timeouts as
 * values the service reports as "try again", and an event loop that keeps running while the database works.
 */

const server = await startPostgres();
if ("unavailable" in server)
  process.stderr.write(`SKIPPED: async storage on PostgreSQL: ${server.unavailable}\n`);
const dirs: string[] = [];
const opened: AsyncSqlDatabase[] = [];
afterAll(async () => {
  for (const db of opened) await db.close().catch(() => {});
  if (!("unavailable" in server)) await server.stop();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Engine {
  name: "sqlite" | "postgres";
  /** A new database; `second` opens another connection (another process's) to the same one. */
  open(
    settings?: Partial<AsyncStorageSettings>,
  ): Promise<{ db: AsyncSqlDatabase; second: () => Promise<AsyncSqlDatabase> }>;
}

let databases = 0;
const engines: Engine[] = [
  {
    name: "sqlite",
    async open(settings = {}) {
      const dir = mkdtempSync(join(tmpdir(), "adjutant-async-"));
      dirs.push(dir);
      const file = join(dir, "games.db");
      const make = async () => {
        const db = new AsyncSqliteDatabase(openDatabase(file), { ...DEFAULT_ASYNC_STORAGE, ...settings });
        opened.push(db);
        return db;
      };
      return { db: await make(), second: make };
    },
  },
];
if (!("unavailable" in server)) {
  engines.push({
    name: "postgres",
    async open(settings = {}) {
      const url = await server.createDatabase(`async_${++databases}`);
      const make = async () => {
        const db = await AsyncPostgresDatabase.open(url, { ...DEFAULT_ASYNC_STORAGE, ...settings });
        opened.push(db);
        return db;
      };
      return { db: await make(), second: make };
    },
  });
}

async function counter(db: AsyncSqlDatabase): Promise<number> {
  return Number((await db.get("SELECT value FROM settings WHERE key = ?", "counter"))?.value ?? 0);
}

/** Reads the counter, waits, writes it plus one, in one transaction on the game: a lost update shows as less. */
function increment(db: AsyncSqlDatabase, game: string, waitMs: number): Promise<void> {
  return db.transaction(
    async (tx) => {
      const n = Number((await tx.get("SELECT value FROM settings WHERE key = ?", "counter"))?.value ?? 0);
      await sleep(waitMs);
      await tx.run(
        "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        "counter",
        String(n + 1),
      );
    },
    { game },
  );
}

describe.each(engines)("asynchronous storage on $name (issue #26)", (engine) => {
  it("reads and writes with the stores' SQL, and a failed transaction leaves nothing behind", async () => {
    const { db } = await engine.open();
    await db.run("INSERT INTO settings (key, value) VALUES (?, ?)", "a", "1");
    expect(await db.get("SELECT value FROM settings WHERE key = ?", "a")).toEqual({ value: "1" });
    await expect(
      db.transaction(async (tx) => {
        await tx.run("INSERT INTO settings (key, value) VALUES (?, ?)", "b", "2");
        throw new Error("the judge refused");
      }),
    ).rejects.toThrow("the judge refused");
    expect(await db.get("SELECT value FROM settings WHERE key = ?", "b")).toBeUndefined();
    expect(await db.all("SELECT key FROM settings ORDER BY key")).toEqual([{ key: "a" }]);
  });

  it("one game's transactions run one at a time in a process: read, wait, write never loses an update", async () => {
    const { db } = await engine.open();
    await Promise.all([increment(db, "g1", 30), increment(db, "g1", 30), increment(db, "g1", 30)]);
    expect(await counter(db)).toBe(3);
  });

  it("and across processes: two connections on one game take turns", async () => {
    const { db, second } = await engine.open();
    const other = await second();
    await Promise.all([increment(db, "g1", 40), increment(other, "g1", 40), increment(db, "g1", 40)]);
    expect(await counter(db)).toBe(3);
  });

  it("the event loop keeps running while the database works and while a write waits for another process's lock", async () => {
    const { db, second } = await engine.open({ lockTimeoutMs: 3_000 });
    const other = await second();
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    // the other process holds the game's lock for 300 ms; this one's write waits for it
    const holder = increment(other, "g1", 300);
    await sleep(20);
    const started = Date.now();
    await increment(db, "g1", 0);
    const waited = Date.now() - started;
    await holder;
    delay.disable();
    expect(waited).toBeGreaterThanOrEqual(200);
    expect(await counter(db)).toBe(2);
    // 300 ms of waiting, and no turn of the loop was held up by more than a few tens of ms
    expect(delay.max / 1e6).toBeLessThan(100);
  });

  it("a write that cannot get the game's lock in time fails as a lock timeout: the caller says try again", async () => {
    const { db, second } = await engine.open({ lockTimeoutMs: 150 });
    const other = await second();
    const holder = increment(other, "g1", 500);
    await sleep(30);
    const failed = await increment(db, "g1", 0).then(
      () => null,
      (e: unknown) => e,
    );
    await holder;
    expect(isLockTimeout(failed)).toBe(true);
    expect(isStorageUnavailable(failed)).toBe(true);
    expect(await counter(db)).toBe(1);
  });
});

describe.runIf(!("unavailable" in server))("asynchronous storage on PostgreSQL only", () => {
  it("other games go on side by side: a transaction on another game does not wait for a slow one", async () => {
    const { db } = await engines[1]!.open();
    const start = Date.now();
    const slow = increment(db, "slow-game", 400);
    await sleep(20);
    await increment(db, "quick-game", 0);
    const quick = Date.now() - start;
    await slow;
    expect(quick).toBeLessThan(300);
  });

  it("a statement past statement_timeout fails as the database being unavailable, not a crash", async () => {
    const { db } = await engines[1]!.open({ statementTimeoutMs: 150, callTimeoutMs: 2_000 });
    const failed = await db.get("SELECT pg_sleep(1)").then(
      () => null,
      (e: unknown) => e,
    );
    expect(failed).toMatchObject({ code: "57014" });
    expect(isStorageUnavailable(failed)).toBe(true);
    expect(await db.get("SELECT 1 AS one")).toEqual({ one: 1 });
  });
});
