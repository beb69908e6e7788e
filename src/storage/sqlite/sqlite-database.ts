import type Database from "better-sqlite3";
import type { Statement } from "better-sqlite3";
import type { SqlDatabase, SqlRow, SqlValue } from "../sql.ts";

/** Posts changed in place per SQLite connection, whichever adapter over it made the change (see `changeMark`). */
const changedInPlace = new WeakMap<Database.Database, number>();

/**
 * The embedded adapter: better-sqlite3, one connection, statements prepared once and reused. The default, and the
 * one `npm start` needs nothing else for.
 */
export class SqliteDatabase implements SqlDatabase {
  readonly dialect = "sqlite";
  private readonly statements = new Map<string, Statement>();

  constructor(readonly handle: Database.Database) {}

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.handle.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  get(sql: string, ...params: SqlValue[]): SqlRow | undefined {
    return this.prepare(sql).get(...params) as SqlRow | undefined;
  }

  all(sql: string, ...params: SqlValue[]): SqlRow[] {
    return this.prepare(sql).all(...params) as SqlRow[];
  }

  run(sql: string, ...params: SqlValue[]): { changes: number } {
    return { changes: this.prepare(sql).run(...params).changes };
  }

  transaction<T>(fn: () => T, game?: string): T {
    // A transaction on a game takes the write lock at its start, as PostgreSQL takes the game's lock: a deferred
    // one that read first and then writes while another process wrote meanwhile fails at once with SQLITE_BUSY
    // (its snapshot is stale), which the busy timeout does not wait out (two shards ingesting at once).
    if (game !== undefined) return this.writeTransaction(fn, game);
    return this.handle.transaction(fn)();
  }

  writeTransaction<T>(fn: () => T, _game?: string): T {
    // nested: already inside the outer transaction's lock (better-sqlite3 makes it a savepoint)
    if (this.handle.inTransaction) return this.handle.transaction(fn)();
    return this.handle.transaction(fn).immediate();
  }

  get inTransaction(): boolean {
    return this.handle.inTransaction;
  }

  changeMark(): string | null {
    if (this.handle.inTransaction) return null;
    // data_version changes when another connection commits
    return `${changedInPlace.get(this.handle) ?? 0}:${this.handle.pragma("data_version", { simple: true }) as number}`;
  }

  noteChange(): void {
    changedInPlace.set(this.handle, (changedInPlace.get(this.handle) ?? 0) + 1);
  }

  close(): void {
    this.handle.close();
  }
}
