import type { SqlRow, SqlValue } from "../sql.ts";

/**
 * The asynchronous seam between the stores and a database engine (issue #26): the same SQL as `SqlDatabase` (`?`
 * placeholders, standard `ON CONFLICT`), but every call returns a promise, so the event loop (a bot's gateway
 * heartbeat, other guilds' messages) never waits on the database. PostgreSQL runs through a `pg.Pool`; SQLite
 * (better-sqlite3, synchronous underneath) behind the same port.
 */
export interface AsyncSql {
  readonly dialect: "sqlite" | "postgres";
  /** The first row, or undefined. */
  get(sql: string, ...params: SqlValue[]): Promise<SqlRow | undefined>;
  all(sql: string, ...params: SqlValue[]): Promise<SqlRow[]>;
  /** Runs a write; `changes` is the number of rows it inserted, updated or deleted. */
  run(sql: string, ...params: SqlValue[]): Promise<{ changes: number }>;
}

/** How a transaction is opened. */
export interface TransactionOptions {
  /**
   * The game the transaction writes: its writes wait for every earlier transaction on the same game in this
   * process (a queue per game), then for other processes' (PostgreSQL: the game's advisory lock; SQLite: the
   * write lock, BEGIN IMMEDIATE), before `fn` reads anything. What `fn` reads then cannot change under it.
   */
  game?: string;
}

export interface AsyncSqlDatabase extends AsyncSql {
  /**
   * Runs `fn` in one transaction on one connection (all of it is stored, or none): `fn` reads and writes through
   * the session it is given. Nested transactions are not supported: a transaction is one unit of work.
   */
  transaction<T>(fn: (tx: AsyncSql) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * A mark that stays the same while nothing changed that a reader keeping stored posts must re-read (see
   * `SqlDatabase.changeMark`).
   */
  changeMark(): Promise<string>;
  /** Records that a stored post changed in place, for every connection's `changeMark`. */
  noteChange(): Promise<void>;
  close(): Promise<void>;
}

/** Settings of the asynchronous adapters, from the environment (validated by the caller). */
export interface AsyncStorageSettings {
  /** Connections PostgreSQL's pool opens at most (DATABASE_POOL_SIZE). */
  poolSize: number;
  /** The longest one statement may run on the server (PostgreSQL's statement_timeout). */
  statementTimeoutMs: number;
  /** How long a write waits for another process's lock on the same game (PostgreSQL's lock_timeout; SQLite's busy timeout). */
  lockTimeoutMs: number;
  /** How long a call waits for a connection and an answer before it is reported (the pool and the driver). */
  callTimeoutMs: number;
}

/**
 * Defaults that keep every call of a bot process under Discord's 3 s acknowledgement: a lock wait of 2 s, a
 * statement of 2.5 s, a whole call (a free connection, then the answer) of 2.8 s.
 */
export const DEFAULT_ASYNC_STORAGE: AsyncStorageSettings = {
  poolSize: 10,
  statementTimeoutMs: 2_500,
  lockTimeoutMs: 2_000,
  callTimeoutMs: 2_800,
};
