import type Database from "better-sqlite3";
import type { SqlRow, SqlValue } from "../sql.ts";
import { SqliteDatabase } from "../sqlite/sqlite-database.ts";
import {
  type AsyncSql,
  type AsyncSqlDatabase,
  type AsyncStorageSettings,
  DEFAULT_ASYNC_STORAGE,
  type TransactionOptions,
} from "./async-sql.ts";
import { KeyedQueue } from "./keyed-queue.ts";

/** The error of a write lock not obtained in time: SQLite's own code, so `isLockTimeout` knows it. */
class SqliteBusy extends Error {
  readonly code = "SQLITE_BUSY";
  constructor(ms: number) {
    super(`the database file is locked by another process (waited ${ms} ms); try again in a moment`);
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SQLite behind the asynchronous port: better-sqlite3 answers at once, so a call outside a transaction runs
 * immediately. A transaction holds the one connection while `fn` awaits: every other call waits its turn (a
 * connection queue), and transactions on one game queue per game first. The write lock (BEGIN IMMEDIATE) is asked
 * for without blocking the event loop: while another process holds it, the adapter waits a few milliseconds between
 * tries, up to the lock timeout, where better-sqlite3's busy timeout would freeze the thread.
 */
export class AsyncSqliteDatabase implements AsyncSqlDatabase {
  readonly dialect = "sqlite";
  private readonly sync: SqliteDatabase;
  private readonly connection = new KeyedQueue();
  private readonly games = new KeyedQueue();
  private open = 0;
  private readonly session: AsyncSql;

  constructor(
    readonly handle: Database.Database,
    private readonly settings: AsyncStorageSettings = DEFAULT_ASYNC_STORAGE,
  ) {
    this.sync = new SqliteDatabase(handle);
    const sync = this.sync;
    this.session = {
      dialect: "sqlite",
      get: async (sql, ...params) => sync.get(sql, ...params),
      all: async (sql, ...params) => sync.all(sql, ...params),
      run: async (sql, ...params) => sync.run(sql, ...params),
    };
  }

  /** A call outside any transaction: at once, or after the transaction that holds the connection. */
  private call<T>(op: () => T): Promise<T> {
    if (this.open === 0) {
      try {
        return Promise.resolve(op());
      } catch (e) {
        return Promise.reject(e);
      }
    }
    return this.connection.run("connection", async () => op());
  }

  get(sql: string, ...params: SqlValue[]): Promise<SqlRow | undefined> {
    return this.call(() => this.sync.get(sql, ...params));
  }

  all(sql: string, ...params: SqlValue[]): Promise<SqlRow[]> {
    return this.call(() => this.sync.all(sql, ...params));
  }

  run(sql: string, ...params: SqlValue[]): Promise<{ changes: number }> {
    return this.call(() => this.sync.run(sql, ...params));
  }

  transaction<T>(fn: (tx: AsyncSql) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const body = () =>
      this.connection.run("connection", async () => {
        this.open++;
        try {
          await this.begin(options.game !== undefined);
          try {
            const result = await fn(this.session);
            this.handle.exec("COMMIT");
            return result;
          } catch (e) {
            if (this.handle.inTransaction) this.handle.exec("ROLLBACK");
            throw e;
          }
        } finally {
          this.open--;
        }
      });
    // counted as open from the moment it is asked for: a plain call given after it waits behind it
    return options.game === undefined ? body() : this.games.run(options.game, body);
  }

  /** BEGIN, or BEGIN IMMEDIATE (the write lock first) tried without blocking, up to the lock timeout. */
  private async begin(immediate: boolean): Promise<void> {
    if (!immediate) {
      this.handle.exec("BEGIN");
      return;
    }
    const deadline = Date.now() + this.settings.lockTimeoutMs;
    const busy = this.handle.pragma("busy_timeout", { simple: true }) as number;
    this.handle.pragma("busy_timeout = 0");
    try {
      for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
        try {
          this.handle.exec("BEGIN IMMEDIATE");
          return;
        } catch (e) {
          const code = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
          if (!code.startsWith("SQLITE_BUSY")) throw e;
          if (Date.now() >= deadline) throw new SqliteBusy(this.settings.lockTimeoutMs);
          await sleep(wait);
        }
      }
    } finally {
      this.handle.pragma(`busy_timeout = ${busy}`);
    }
  }

  changeMark(): Promise<string> {
    return this.call(() => this.sync.changeMark() ?? "");
  }

  noteChange(): Promise<void> {
    this.sync.noteChange();
    return Promise.resolve();
  }

  async close(): Promise<void> {
    await this.connection.run("connection", async () => this.sync.close());
  }
}
