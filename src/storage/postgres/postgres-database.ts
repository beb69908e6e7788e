import type { SqlDatabase, SqlRow, SqlValue } from "../sql.ts";
import { postgresMigrations } from "./migrations.ts";
import type { PgAnswer, PgRequest } from "./protocol.ts";
import { SyncWorker } from "./sync-worker.ts";

/** The advisory lock namespace of Adjutant's per-game locks (the first key of the two-key form). */
const GAME_LOCK_SPACE = 4201;
/** The advisory lock (in the same space) held while migrations are applied. */
const MIGRATION_LOCK = 0;

export interface PostgresOptions {
  /** How long a write waits for another process's lock on the same game (PostgreSQL's lock_timeout). */
  lockTimeoutMs?: number;
  /** How long any one call waits for the server before it is reported. */
  callTimeoutMs?: number;
  /** How long one statement may run on the server (PostgreSQL's statement_timeout); 0 or absent: no limit. */
  statementTimeoutMs?: number;
}

/** A PostgreSQL error, with its SQLSTATE code (55P03: a lock not obtained in time). */
export class PostgresError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = "PostgresError";
  }
}

/** A connection string with its password replaced, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres://…";
  }
}

/**
 * The PostgreSQL adapter (`DATABASE_URL=postgres://…`), for several processes (Discord shards, the CLI) on one
 * database. The pg driver runs in a worker thread with one connection; calls wait for it (see `SyncWorker`), so
 * the stores and the service read it as they read SQLite. Per-game advisory locks (`pg_advisory_xact_lock`) make
 * one game's writes one at a time across every process; other games go on in parallel.
 */
export class PostgresDatabase implements SqlDatabase {
  readonly dialect = "postgres";
  private depth = 0;
  /** Round trips to the server so far (for the benchmarks: what a post costs in calls). */
  roundTrips = 0;
  private readonly sqlText = new Map<string, string>();
  private readonly callTimeoutMs: number;

  private constructor(
    private readonly worker: SyncWorker<PgRequest, PgAnswer>,
    readonly where: string,
    options: PostgresOptions,
  ) {
    this.callTimeoutMs = options.callTimeoutMs ?? 30_000;
  }

  /**
   * Connects and applies the migrations not yet applied (under an advisory lock, so processes starting together
   * migrate once). Throws a `PostgresError` naming the server (password hidden) when it cannot connect.
   */
  static open(url: string, options: PostgresOptions = {}): PostgresDatabase {
    const worker = new SyncWorker<PgRequest, PgAnswer>(
      new URL(`./pg-worker${extensionOfThisFile()}`, import.meta.url),
      {
        url,
        lockTimeoutMs: options.lockTimeoutMs ?? 5_000,
        statementTimeoutMs: options.statementTimeoutMs ?? 0,
      },
    );
    const db = new PostgresDatabase(worker, redactUrl(url), options);
    const connected = worker.call({ kind: "connect", timeoutMs: 10_000 }, 15_000);
    if (!connected.ok) {
      worker.terminate();
      throw new PostgresError(
        `cannot connect to PostgreSQL at ${db.where}: ${connected.message}`,
        connected.code,
      );
    }
    try {
      db.migrate();
    } catch (e) {
      db.close();
      throw e;
    }
    return db;
  }

  /** The schema version: the last migration applied. */
  schemaVersion(): number {
    const row = this.get("SELECT COALESCE(MAX(version), 0) AS v FROM adjutant_schema");
    return Number(row?.v ?? 0);
  }

  private migrate(): void {
    this.query(`SELECT pg_advisory_lock(${GAME_LOCK_SPACE}, ${MIGRATION_LOCK})`);
    try {
      this.query(
        "CREATE TABLE IF NOT EXISTS adjutant_schema (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
      );
      const current = this.schemaVersion();
      for (const m of postgresMigrations) {
        if (m.version <= current) continue;
        this.transaction(() => {
          this.query(m.sql);
          this.run(
            "INSERT INTO adjutant_schema (version, name, applied_at) VALUES (?, ?, ?)",
            m.version,
            m.name,
            new Date().toISOString(),
          );
        });
      }
    } finally {
      this.query(`SELECT pg_advisory_unlock(${GAME_LOCK_SPACE}, ${MIGRATION_LOCK})`);
    }
  }

  private query(sql: string, params?: SqlValue[]): { rows: SqlRow[]; rowCount: number } {
    this.roundTrips++;
    const answer = this.worker.call(
      params === undefined ? { kind: "query", sql } : { kind: "query", sql, params: params.map(withoutNul) },
      this.callTimeoutMs,
    );
    if (!answer.ok) throw new PostgresError(answer.message, answer.code);
    return answer;
  }

  /** The stores' SQL in PostgreSQL's spelling: `$1` placeholders, SQLite's `INDEXED BY` hints dropped. */
  private translate(sql: string): string {
    let text = this.sqlText.get(sql);
    if (text === undefined) {
      text = toPostgresSql(sql);
      this.sqlText.set(sql, text);
    }
    return text;
  }

  get(sql: string, ...params: SqlValue[]): SqlRow | undefined {
    return this.query(this.translate(sql), params).rows[0];
  }

  all(sql: string, ...params: SqlValue[]): SqlRow[] {
    return this.query(this.translate(sql), params).rows;
  }

  run(sql: string, ...params: SqlValue[]): { changes: number } {
    return { changes: this.query(this.translate(sql), params).rowCount };
  }

  transaction<T>(fn: () => T, game?: string): T {
    const savepoint = this.depth > 0 ? `s${this.depth}` : null;
    const begin = savepoint ? `SAVEPOINT ${savepoint}` : "BEGIN";
    // the transaction and the game's lock in one round trip (a simple query of two statements: the game id is a
    // quoted literal, its quotes doubled)
    this.depth++;
    try {
      // a lock not obtained in time fails the statement: the catch below rolls the transaction back
      this.query(
        game === undefined
          ? begin
          : `${begin}; SELECT pg_advisory_xact_lock(${GAME_LOCK_SPACE}, hashtext(${quoted(game)}))`,
      );
      const result = fn();
      this.depth--;
      this.query(savepoint ? `RELEASE SAVEPOINT ${savepoint}` : "COMMIT");
      return result;
    } catch (e) {
      this.depth--;
      try {
        this.query(savepoint ? `ROLLBACK TO SAVEPOINT ${savepoint}` : "ROLLBACK");
      } catch {
        // the connection is gone: the server rolls the transaction back itself
      }
      throw e;
    }
  }

  writeTransaction<T>(fn: () => T, game?: string): T {
    // the game's lock is taken before fn reads anything, and under READ COMMITTED each read then sees every
    // transaction committed before it: what another process wrote under the same lock is seen
    return this.transaction(fn, game);
  }

  get inTransaction(): boolean {
    return this.depth > 0;
  }

  changeMark(): string | null {
    if (this.depth > 0) return null;
    return String(this.get("SELECT n FROM change_marks WHERE id = 1")?.n ?? 0);
  }

  noteChange(): void {
    this.run("UPDATE change_marks SET n = n + 1 WHERE id = 1");
  }

  close(): void {
    try {
      this.worker.call({ kind: "close" }, 5_000);
    } catch {
      // closing anyway
    }
    this.worker.terminate();
  }
}

/** A text literal: standard_conforming_strings (on since PostgreSQL 9.1) leaves backslashes as they are. */
function quoted(text: string): string {
  return `'${String(withoutNul(text)).replaceAll("'", "''")}'`;
}

/**
 * PostgreSQL's text cannot hold U+0000 (SQLite's can): it is stored as U+FFFD, the replacement character, so a
 * post with one in it (a hostile page, a bot) is kept rather than refused.
 */
function withoutNul(value: SqlValue): SqlValue {
  return typeof value === "string" && value.includes("\u0000") ? value.replaceAll("\u0000", "\ufffd") : value;
}

/** `.ts` when running from the sources (vitest, tsx), `.js` when compiled. */
function extensionOfThisFile(): string {
  return import.meta.url.endsWith(".ts") ? ".ts" : ".js";
}

/** `?` placeholders (outside quoted text) to `$1, $2, …`; `INDEXED BY name` removed. */
export function toPostgresSql(sql: string): string {
  let out = "";
  let n = 0;
  let quote: string | null = null;
  for (const ch of sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      out += ch;
    } else if (ch === "?") {
      n++;
      out += `$${n}`;
    } else {
      out += ch;
    }
  }
  return out.replace(/\s+INDEXED BY \w+/g, "");
}
