/** A value bound to a `?` placeholder: the stores bind text, numbers and nulls only. */
export type SqlValue = string | number | null;

/** A row as the database returns it, before the store's zod schema validates it. */
export type SqlRow = Record<string, unknown>;

/**
 * The one seam between the stores and a database engine. The stores write one SQL for both engines: `?`
 * placeholders, standard `ON CONFLICT … DO NOTHING | DO UPDATE`, text and integer columns; an adapter translates
 * what its engine spells differently (PostgreSQL: `$1` placeholders; SQLite's `INDEXED BY` hints dropped).
 *
 * Every call returns a promise (issue #26), so the event loop (a bot's gateway heartbeat, other guilds' messages)
 * never waits on the database: PostgreSQL runs through a `pg.Pool`, SQLite (better-sqlite3, synchronous
 * underneath) behind the same port. A call made inside `transaction`'s function (in its asynchronous context) runs
 * in that transaction; a call from anywhere else waits until the connection is free (SQLite) or takes another
 * connection of the pool (PostgreSQL).
 */
export interface SqlDatabase {
  readonly dialect: "sqlite" | "postgres";
  /** The first row, or undefined. */
  get(sql: string, ...params: SqlValue[]): Promise<SqlRow | undefined>;
  all(sql: string, ...params: SqlValue[]): Promise<SqlRow[]>;
  /** Runs a write; `changes` is the number of rows it inserted, updated or deleted. */
  run(sql: string, ...params: SqlValue[]): Promise<{ changes: number }>;
  /**
   * Runs `fn` in one transaction (all of it is stored, or none); nested calls are savepoints. With `game`, no
   * other connection writes that game until it ends: transactions on one game take their turn in this process (a
   * queue per game), then the game's lock across processes (PostgreSQL: an advisory lock; SQLite: the database's
   * write lock, taken at the start). Without `game`, SQLite takes its lock at the first write.
   */
  transaction<T>(fn: () => Promise<T>, game?: string): Promise<T>;
  /**
   * Like `transaction`, but the lock is taken before `fn` reads anything (SQLite: BEGIN IMMEDIATE; PostgreSQL:
   * the game's advisory lock, then every read sees what others committed before it), so what `fn` reads cannot
   * change under it: two processes never both act on the same phase.
   */
  writeTransaction<T>(fn: () => Promise<T>, game?: string): Promise<T>;
  /** Whether the caller runs inside one of this database's transactions (its asynchronous context). */
  readonly inTransaction: boolean;
  /**
   * A mark that stays the same while nothing changed that a reader keeping stored posts must re-read: no post was
   * changed in place here (`noteChange`) or by another connection, and (SQLite) no other connection committed.
   * Null inside a transaction, whose writes may yet be rolled back.
   */
  changeMark(): Promise<string | null>;
  /**
   * An SQL expression giving `changeMark`'s value as a column of another statement, so a read can bring it along
   * (PostgreSQL: its `change_marks` row); undefined where the mark is not a table's (SQLite: the connection's own).
   */
  readonly changeMarkColumn?: string;
  /** Records that a stored post changed in place (an edit, a deletion), for every connection's `changeMark`. */
  noteChange(): Promise<void>;
  close(): Promise<void>;
}

/** Settings of the adapters, from the environment (validated by the caller). */
export interface StorageLimits {
  /** Connections PostgreSQL's pool opens at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** The longest one statement may run on the server (PostgreSQL's statement_timeout); 0: no limit. */
  statementTimeoutMs?: number;
  /** How long a write waits for another process's lock on the same game (PostgreSQL's lock_timeout; SQLite's wait for the write lock). */
  lockTimeoutMs?: number;
  /** How long a call waits for a connection and an answer before it is reported (the pool and the driver). */
  callTimeoutMs?: number;
}

/** The engine's error for a write that waited too long for another connection's lock. */
export function isLockTimeout(e: unknown): boolean {
  if (typeof e !== "object" || e === null || !("code" in e)) return false;
  const code = String(e.code);
  // SQLite: SQLITE_BUSY after the busy timeout; PostgreSQL: 55P03 lock_not_available after lock_timeout
  return code.startsWith("SQLITE_BUSY") || code === "55P03";
}

/**
 * The database could not be used just now (it is down, unreachable, or held by another process past the lock
 * timeout): worth telling the person who asked to try again, not a bug.
 */
export function isStorageUnavailable(e: unknown): boolean {
  if (isLockTimeout(e)) return true;
  if (typeof e !== "object" || e === null || !("code" in e)) return false;
  const code = String(e.code);
  // PostgreSQL: connection exceptions (08…), the server shutting down (57P0…), a statement past statement_timeout
  // (57014); the pool giving no connection or the driver no answer within the call timeout (CALL_TIMEOUT)
  return code.startsWith("08") || code.startsWith("57P0") || code === "57014" || code === "CALL_TIMEOUT";
}
