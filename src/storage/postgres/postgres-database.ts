import pg from "pg";
import { KeyedQueue } from "../keyed-queue.ts";
import { OwnedContext } from "../owned-context.ts";
import type { SqlDatabase, SqlRow, SqlValue, StorageLimits } from "../sql.ts";
import { postgresMigrations } from "./migrations.ts";

/** The advisory lock namespace of Adjutant's per-game locks (the first key of the two-key form). */
const GAME_LOCK_SPACE = 4201;
/** The advisory lock (in the same space) held while migrations are applied. */
const MIGRATION_LOCK = 0;

/** The adapter's settings: the DATABASE_* limits (see `.env.example`). */
export type PostgresOptions = StorageLimits;

/** A call that got no connection or no answer in time: reported as the database being unavailable. */
export const CALL_TIMEOUT = "CALL_TIMEOUT";

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

/** The transaction a call runs in: its connection and nesting depth. */
interface Open {
  client: pg.PoolClient;
  depth: number;
}

/** A driver error as the stores read errors: a `PostgresError` with its SQLSTATE, or CALL_TIMEOUT. */
function asPostgresError(e: unknown): PostgresError {
  if (e instanceof PostgresError) return e;
  const message = e instanceof Error ? e.message : String(e);
  const raw =
    typeof e === "object" && e !== null && "code" in e && typeof e.code === "string" ? e.code : undefined;
  // a network error (ECONNREFUSED, ECONNRESET…) is SQLSTATE 08001, "cannot connect"; a connection the server cut
  // without a code, 08006; the pool or the driver giving up, CALL_TIMEOUT: all "unavailable, try again"
  const code =
    raw === undefined
      ? /timeout/i.test(message)
        ? CALL_TIMEOUT
        : /connection (terminated|ended|closed)|not queryable|cannot use a pool after/i.test(message)
          ? "08006"
          : undefined
      : /^E[A-Z]/.test(raw)
        ? "08001"
        : raw;
  return new PostgresError(message, code);
}

/**
 * The PostgreSQL adapter (`DATABASE_URL=postgres://…`), for several processes (Discord shards, the CLI) on one
 * database: a `pg.Pool` of `poolSize` connections, no worker thread and no `Atomics.wait`, so the event loop runs
 * while the server answers (issue #26). Each connection is opened with the statement and lock timeouts; the driver
 * gives up on a call after the call timeout. A transaction on a game takes its turn in this process (a queue per
 * game, so waiting transactions hold no connection), then the game's advisory lock (`pg_advisory_xact_lock`), so
 * one game's writes are one at a time across every process; other games go on in parallel.
 */
export class PostgresDatabase implements SqlDatabase {
  readonly dialect = "postgres";
  /** Round trips to the server so far (for the benchmarks: what a post costs in calls). */
  roundTrips = 0;
  private readonly sqlText = new Map<string, string>();
  private readonly games = new KeyedQueue();
  private readonly context = new OwnedContext<Open>();

  private constructor(
    private readonly pool: pg.Pool,
    readonly where: string,
  ) {}

  /**
   * Opens the pool, checks the server answers and applies the migrations not yet applied (under an advisory lock,
   * so processes starting together migrate once). Rejects with a `PostgresError` naming the server (password
   * hidden) when it cannot connect.
   */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresDatabase> {
    const callTimeoutMs = options.callTimeoutMs ?? 30_000;
    const pool = new pg.Pool({
      connectionString: url,
      types: numbersAsNumbers,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: callTimeoutMs,
      query_timeout: callTimeoutMs,
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
      lock_timeout: options.lockTimeoutMs ?? 5_000,
      idle_in_transaction_session_timeout: Math.max(callTimeoutMs * 4, 10_000),
    });
    // an idle connection the server drops is replaced at the next call: nothing to do but not crash
    pool.on("error", () => {});
    const db = new PostgresDatabase(pool, redactUrl(url));
    try {
      await db.migrate();
    } catch (e) {
      await pool.end().catch(() => {});
      const error = asPostgresError(e);
      throw new PostgresError(`cannot connect to PostgreSQL at ${db.where}: ${error.message}`, error.code);
    }
    return db;
  }

  /** The schema version: the last migration applied. */
  async schemaVersion(): Promise<number> {
    const row = await this.get("SELECT COALESCE(MAX(version), 0) AS v FROM adjutant_schema");
    return Number(row?.v ?? 0);
  }

  private async migrate(): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query(`SELECT pg_advisory_lock(${GAME_LOCK_SPACE}, ${MIGRATION_LOCK})`);
      try {
        await client.query(
          "CREATE TABLE IF NOT EXISTS adjutant_schema (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)",
        );
        const current = Number(
          (await client.query("SELECT COALESCE(MAX(version), 0) AS v FROM adjutant_schema")).rows[0]?.v ?? 0,
        );
        for (const m of postgresMigrations) {
          if (m.version <= current) continue;
          await client.query("BEGIN");
          try {
            await client.query(m.sql);
            await client.query(
              "INSERT INTO adjutant_schema (version, name, applied_at) VALUES ($1, $2, $3)",
              [m.version, m.name, new Date().toISOString()],
            );
            await client.query("COMMIT");
          } catch (e) {
            await client.query("ROLLBACK").catch(() => {});
            throw e;
          }
        }
      } finally {
        await client.query(`SELECT pg_advisory_unlock(${GAME_LOCK_SPACE}, ${MIGRATION_LOCK})`);
      }
    } finally {
      client.release();
    }
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

  /** One statement: on the caller's transaction's connection, else on any connection of the pool. */
  private async query(sql: string, params: SqlValue[]): Promise<{ rows: SqlRow[]; rowCount: number }> {
    this.roundTrips++;
    const on = this.context.getStore()?.client ?? this.pool;
    try {
      const result = await on.query(this.translate(sql), params.map(withoutNul));
      return { rows: result.rows as SqlRow[], rowCount: result.rowCount ?? 0 };
    } catch (e) {
      throw asPostgresError(e);
    }
  }

  async get(sql: string, ...params: SqlValue[]): Promise<SqlRow | undefined> {
    return (await this.query(sql, params)).rows[0];
  }

  async all(sql: string, ...params: SqlValue[]): Promise<SqlRow[]> {
    return (await this.query(sql, params)).rows;
  }

  async run(sql: string, ...params: SqlValue[]): Promise<{ changes: number }> {
    return { changes: (await this.query(sql, params)).rowCount };
  }

  transaction<T>(fn: () => Promise<T>, game?: string): Promise<T> {
    const open = this.context.getStore();
    if (open !== undefined) return this.savepoint(open, fn, game);
    const body = async () => {
      let client: pg.PoolClient;
      try {
        client = await this.pool.connect();
      } catch (e) {
        throw asPostgresError(e);
      }
      let broken = false;
      // the pool listens for errors on idle connections only: a connection the server drops while it is lent out
      // would otherwise be an uncaught exception; its call fails, and it is not given back to the pool
      const onError = () => {
        broken = true;
      };
      client.on("error", onError);
      try {
        this.roundTrips++;
        // the transaction and the game's lock in one round trip; a lock not obtained in time fails it
        await client.query(game === undefined ? "BEGIN" : `BEGIN; ${lockOf(game)}`).catch((e: unknown) => {
          throw asPostgresError(e);
        });
        const result = await this.context.run({ client, depth: 0 }, fn);
        this.roundTrips++;
        await client.query("COMMIT").catch((e: unknown) => {
          throw asPostgresError(e);
        });
        return result;
      } catch (e) {
        try {
          await client.query("ROLLBACK");
        } catch {
          broken = true; // the connection is gone: the server rolls back itself
        }
        // the function's own errors as they are; the driver's are PostgresErrors
        throw e;
      } finally {
        client.off("error", onError);
        client.release(broken);
      }
    };
    return game === undefined ? body() : this.games.run(game, body);
  }

  private async savepoint<T>(open: Open, fn: () => Promise<T>, game: string | undefined): Promise<T> {
    const name = `s${open.depth + 1}`;
    this.roundTrips++;
    await open.client.query(game === undefined ? `SAVEPOINT ${name}` : `SAVEPOINT ${name}; ${lockOf(game)}`);
    try {
      const result = await this.context.run({ client: open.client, depth: open.depth + 1 }, fn);
      this.roundTrips++;
      await open.client.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (e) {
      this.roundTrips++;
      await open.client.query(`ROLLBACK TO SAVEPOINT ${name}`).catch(() => {});
      throw e;
    }
  }

  writeTransaction<T>(fn: () => Promise<T>, game?: string): Promise<T> {
    return this.transaction(fn, game);
  }

  get inTransaction(): boolean {
    return this.context.getStore() !== undefined;
  }

  readonly changeMarkColumn = "(SELECT n FROM change_marks WHERE id = 1)";

  async changeMark(): Promise<string | null> {
    if (this.inTransaction) return null;
    return String((await this.get(`SELECT ${this.changeMarkColumn} AS n`))?.n ?? 0);
  }

  async noteChange(): Promise<void> {
    await this.run("UPDATE change_marks SET n = n + 1 WHERE id = 1");
  }

  async close(): Promise<void> {
    await this.pool.end().catch(() => {});
  }
}

/**
 * BIGINT and NUMERIC columns (counts, `posted_ms`, `MAX(seq)`) as JavaScript numbers, as SQLite gives them: the values
 * the stores keep stay far below 2^53. For this adapter's connections only, not every pg client of the process.
 */
const numbersAsNumbers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

/** The statement that takes a game's advisory lock for the rest of the transaction. */
function lockOf(game: string): string {
  return `SELECT pg_advisory_xact_lock(${GAME_LOCK_SPACE}, hashtext(${quoted(game)}))`;
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
