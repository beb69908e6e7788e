import type Database from "better-sqlite3";
import type { Statement } from "better-sqlite3";
import { KeyedQueue } from "../keyed-queue.ts";
import { OwnedContext } from "../owned-context.ts";
import type { SqlDatabase, SqlRow, SqlValue, StorageLimits } from "../sql.ts";

/** Posts changed in place per SQLite connection, whichever adapter over it made the change (see `changeMark`). */
const changedInPlace = new WeakMap<Database.Database, number>();

/** The error of a write lock not obtained in time: SQLite's own code, so `isLockTimeout` knows it. */
class SqliteBusy extends Error {
  readonly code = "SQLITE_BUSY";
  constructor(ms: number) {
    super(`the database file is locked by another process (waited ${ms} ms); try again in a moment`);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The transaction a call runs in: its nesting depth, for savepoint names. */
interface Open {
  depth: number;
}

/**
 * The embedded adapter: better-sqlite3, one connection, statements prepared once and reused. The default, and the
 * one `npm start` needs nothing else for.
 *
 * better-sqlite3 answers at once, so a call outside a transaction runs immediately. A transaction holds the one
 * connection while its function awaits: calls from its own asynchronous context run in it, every other call waits
 * its turn (a connection queue), and transactions on one game queue per game first. The write lock (BEGIN
 * IMMEDIATE) is asked for without blocking the event loop: while another process holds it, the adapter waits a few
 * milliseconds between tries, up to the lock timeout, where better-sqlite3's busy timeout would freeze the thread.
 */
export class SqliteDatabase implements SqlDatabase {
  readonly dialect = "sqlite";
  private readonly statements = new Map<string, Statement>();
  private readonly connection = new KeyedQueue();
  private readonly games = new KeyedQueue();
  private readonly context = new OwnedContext<Open>();
  /** Transactions holding the connection (0 or 1): while one does, calls from outside it wait. */
  private holding = 0;
  private readonly lockTimeoutMs: number;

  constructor(
    readonly handle: Database.Database,
    limits: StorageLimits = {},
  ) {
    this.lockTimeoutMs = limits.lockTimeoutMs ?? 5_000;
  }

  /**
   * A statement, prepared on its first use and kept. Transaction control and pragmas go through it too: `exec` and
   * better-sqlite3's `pragma` compile their SQL on every call, which cost a tenth of a warm order post (2026-12-07).
   */
  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.handle.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /** A call: at once when no transaction holds the connection or it is the caller's own, else after it. */
  private call<T>(op: () => T): Promise<T> {
    if (this.holding === 0 || this.context.getStore() !== undefined) {
      try {
        return Promise.resolve(op());
      } catch (e) {
        return Promise.reject(e);
      }
    }
    return this.connection.run("connection", async () => op());
  }

  get(sql: string, ...params: SqlValue[]): Promise<SqlRow | undefined> {
    return this.call(() => this.prepare(sql).get(...params) as SqlRow | undefined);
  }

  all(sql: string, ...params: SqlValue[]): Promise<SqlRow[]> {
    return this.call(() => this.prepare(sql).all(...params) as SqlRow[]);
  }

  run(sql: string, ...params: SqlValue[]): Promise<{ changes: number }> {
    return this.call(() => ({ changes: this.prepare(sql).run(...params).changes }));
  }

  transaction<T>(fn: () => Promise<T>, game?: string): Promise<T> {
    // A transaction on a game takes the write lock at its start, as PostgreSQL takes the game's lock: a deferred
    // one that read first and then writes while another process wrote meanwhile fails at once with SQLITE_BUSY
    // (its snapshot is stale), which no waiting fixes (two shards ingesting at once).
    return this.begin(fn, game, game !== undefined);
  }

  writeTransaction<T>(fn: () => Promise<T>, game?: string): Promise<T> {
    return this.begin(fn, game, true);
  }

  private begin<T>(fn: () => Promise<T>, game: string | undefined, immediate: boolean): Promise<T> {
    const open = this.context.getStore();
    // nested: already inside the outer transaction (and its lock): a savepoint
    if (open !== undefined) return this.savepoint(open, fn);
    const body = () =>
      this.connection.run("connection", async () => {
        this.holding++;
        try {
          await this.lock(immediate);
          try {
            const result = await this.context.run({ depth: 0 }, fn);
            this.prepare("COMMIT").run();
            return result;
          } catch (e) {
            if (this.handle.inTransaction) this.prepare("ROLLBACK").run();
            throw e;
          }
        } finally {
          this.holding--;
        }
      });
    return game === undefined ? body() : this.games.run(game, body);
  }

  private async savepoint<T>(open: Open, fn: () => Promise<T>): Promise<T> {
    const name = `s${open.depth + 1}`;
    this.prepare(`SAVEPOINT ${name}`).run();
    try {
      const result = await this.context.run({ depth: open.depth + 1 }, fn);
      this.prepare(`RELEASE ${name}`).run();
      return result;
    } catch (e) {
      if (this.handle.inTransaction) {
        this.prepare(`ROLLBACK TO ${name}`).run();
        this.prepare(`RELEASE ${name}`).run();
      }
      throw e;
    }
  }

  /** BEGIN, or BEGIN IMMEDIATE (the write lock first) tried without blocking, up to the lock timeout. */
  private async lock(immediate: boolean): Promise<void> {
    if (!immediate) {
      this.prepare("BEGIN").run();
      return;
    }
    const deadline = Date.now() + this.lockTimeoutMs;
    const busy = this.prepare("PRAGMA busy_timeout").pluck().get() as number;
    this.prepare("PRAGMA busy_timeout = 0").run();
    try {
      for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
        try {
          this.prepare("BEGIN IMMEDIATE").run();
          return;
        } catch (e) {
          const code = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
          if (!code.startsWith("SQLITE_BUSY")) throw e;
          if (Date.now() >= deadline) throw new SqliteBusy(this.lockTimeoutMs);
          await sleep(wait);
        }
      }
    } finally {
      this.prepare(`PRAGMA busy_timeout = ${busy}`).run();
    }
  }

  get inTransaction(): boolean {
    return this.context.getStore() !== undefined;
  }

  changeMark(): Promise<string | null> {
    if (this.inTransaction) return Promise.resolve(null);
    // data_version changes when another connection commits
    return this.call(
      () =>
        `${changedInPlace.get(this.handle) ?? 0}:${this.prepare("PRAGMA data_version").pluck().get() as number}`,
    );
  }

  noteChange(): Promise<void> {
    changedInPlace.set(this.handle, (changedInPlace.get(this.handle) ?? 0) + 1);
    return Promise.resolve();
  }

  async close(): Promise<void> {
    await this.connection.run("connection", async () => {
      if (this.handle.open) this.handle.close();
    });
  }
}
