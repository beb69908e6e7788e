/** A value bound to a `?` placeholder: the stores bind text, numbers and nulls only. */
export type SqlValue = string | number | null;

/** A row as the database returns it, before the store's zod schema validates it. */
export type SqlRow = Record<string, unknown>;

/**
 * The one seam between the stores and a database engine. The stores write one SQL for both engines: `?`
 * placeholders, standard `ON CONFLICT … DO NOTHING | DO UPDATE`, text and integer columns; an adapter translates
 * what its engine spells differently (PostgreSQL: `$1` placeholders; SQLite's `INDEXED BY` hints dropped).
 *
 * Calls answer synchronously, as better-sqlite3 does: a transaction is a plain function, so nothing else runs on
 * the connection while it is open. The PostgreSQL adapter keeps that contract by running its driver in a worker
 * thread (see README.md in this folder).
 */
export interface SqlDatabase {
  readonly dialect: "sqlite" | "postgres";
  /** The first row, or undefined. */
  get(sql: string, ...params: SqlValue[]): SqlRow | undefined;
  all(sql: string, ...params: SqlValue[]): SqlRow[];
  /** Runs a write; `changes` is the number of rows it inserted, updated or deleted. */
  run(sql: string, ...params: SqlValue[]): { changes: number };
  /**
   * Runs `fn` in one transaction (all of it is stored, or none); nested calls are savepoints. With `game`, no
   * other connection writes that game until it ends: a per-game lock (PostgreSQL: an advisory lock; SQLite: the
   * database's write lock, taken at the start). Without `game`, SQLite takes its lock at the first write.
   */
  transaction<T>(fn: () => T, game?: string): T;
  /**
   * Like `transaction`, but the lock is taken before `fn` reads anything (SQLite: BEGIN IMMEDIATE; PostgreSQL:
   * the game's advisory lock, then every read sees what others committed before it), so what `fn` reads cannot
   * change under it: two processes never both act on the same phase.
   */
  writeTransaction<T>(fn: () => T, game?: string): T;
  readonly inTransaction: boolean;
  /**
   * A mark that stays the same while nothing changed that a reader keeping stored posts must re-read: no post was
   * changed in place here (`noteChange`) or by another connection, and (SQLite) no other connection committed.
   * Null inside a transaction, whose writes may yet be rolled back.
   */
  changeMark(): string | null;
  /** Records that a stored post changed in place (an edit, a deletion), for every connection's `changeMark`. */
  noteChange(): void;
  close(): void;
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
  // PostgreSQL: connection exceptions (08…), the server shutting down (57P0…); the worker thread not answering
  // (the asynchronous adapter: no free connection or no answer within the call timeout; 57014, a statement past
  // statement_timeout)
  return (
    code.startsWith("08") ||
    code.startsWith("57P0") ||
    code === "57014" ||
    code === "WORKER_TIMEOUT" ||
    code === "CALL_TIMEOUT"
  );
}
