import pg from "pg";
import { postgresMigrations } from "../postgres/migrations.ts";
import { PostgresError, redactUrl, toPostgresSql } from "../postgres/postgres-database.ts";
import type { SqlRow, SqlValue } from "../sql.ts";
import {
  type AsyncSql,
  type AsyncSqlDatabase,
  type AsyncStorageSettings,
  DEFAULT_ASYNC_STORAGE,
  type TransactionOptions,
} from "./async-sql.ts";
import { KeyedQueue } from "./keyed-queue.ts";

/** The advisory lock namespace of Adjutant's per-game locks, as the synchronous adapter's. */
const GAME_LOCK_SPACE = 4201;
const MIGRATION_LOCK = 0;

/** A call that got no connection or no answer in time: reported as the database being unavailable. */
export const CALL_TIMEOUT = "CALL_TIMEOUT";

/** A text literal for the lock's key (the game id, quotes doubled). */
function quoted(text: string): string {
  return `'${text.replaceAll("\u0000", "\ufffd").replaceAll("'", "''")}'`;
}

function withoutNul(value: SqlValue): SqlValue {
  return typeof value === "string" && value.includes("\u0000") ? value.replaceAll("\u0000", "\ufffd") : value;
}

/** A driver error as the stores read errors: a `PostgresError` with its SQLSTATE, or CALL_TIMEOUT. */
function asPostgresError(e: unknown): PostgresError {
  if (e instanceof PostgresError) return e;
  const message = e instanceof Error ? e.message : String(e);
  const code =
    typeof e === "object" && e !== null && "code" in e && typeof e.code === "string"
      ? e.code
      : /timeout/i.test(message)
        ? CALL_TIMEOUT
        : undefined;
  return new PostgresError(message, code);
}

/**
 * PostgreSQL behind the asynchronous port (issue #26): a `pg.Pool` of `poolSize` connections, no worker thread and
 * no `Atomics.wait`, so the event loop runs while the server answers. Each connection is opened with the
 * statement and lock timeouts; the driver gives up on a call after the call timeout. A transaction on a game takes
 * its turn in this process (a queue per game, so waiting transactions do not hold pool connections), then the
 * game's advisory lock, shared with the synchronous adapter, so both kinds of process exclude each other.
 */
export class AsyncPostgresDatabase implements AsyncSqlDatabase {
  readonly dialect = "postgres";
  /** Round trips to the server so far (for the benchmarks). */
  roundTrips = 0;
  private readonly games = new KeyedQueue();
  private readonly sqlText = new Map<string, string>();

  private constructor(
    private readonly pool: pg.Pool,
    readonly where: string,
  ) {}

  /**
   * Opens the pool, checks the server answers and applies the migrations not yet applied (under an advisory lock,
   * so processes starting together migrate once). Rejects with a `PostgresError` naming the server (password
   * hidden) when it cannot connect.
   */
  static async open(
    url: string,
    settings: AsyncStorageSettings = DEFAULT_ASYNC_STORAGE,
  ): Promise<AsyncPostgresDatabase> {
    const pool = new pg.Pool({
      connectionString: url,
      max: settings.poolSize,
      connectionTimeoutMillis: settings.callTimeoutMs,
      query_timeout: settings.callTimeoutMs,
      statement_timeout: settings.statementTimeoutMs,
      lock_timeout: settings.lockTimeoutMs,
      idle_in_transaction_session_timeout: Math.max(settings.callTimeoutMs * 4, 10_000),
    });
    // an idle connection the server drops is replaced at the next call: nothing to do but not crash
    pool.on("error", () => {});
    const db = new AsyncPostgresDatabase(pool, redactUrl(url));
    try {
      await db.migrate();
    } catch (e) {
      await pool.end().catch(() => {});
      const error = asPostgresError(e);
      throw new PostgresError(`cannot use PostgreSQL at ${db.where}: ${error.message}`, error.code);
    }
    return db;
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

  private async query(
    on: pg.Pool | pg.PoolClient,
    sql: string,
    params: SqlValue[],
  ): Promise<{ rows: SqlRow[]; rowCount: number }> {
    this.roundTrips++;
    try {
      const result = await on.query(this.translate(sql), params.map(withoutNul));
      return { rows: result.rows as SqlRow[], rowCount: result.rowCount ?? 0 };
    } catch (e) {
      throw asPostgresError(e);
    }
  }

  private sessionOf(on: pg.Pool | pg.PoolClient): AsyncSql {
    return {
      dialect: "postgres",
      get: async (sql, ...params) => (await this.query(on, sql, params)).rows[0],
      all: async (sql, ...params) => (await this.query(on, sql, params)).rows,
      run: async (sql, ...params) => ({ changes: (await this.query(on, sql, params)).rowCount }),
    };
  }

  async get(sql: string, ...params: SqlValue[]): Promise<SqlRow | undefined> {
    return (await this.query(this.pool, sql, params)).rows[0];
  }

  async all(sql: string, ...params: SqlValue[]): Promise<SqlRow[]> {
    return (await this.query(this.pool, sql, params)).rows;
  }

  async run(sql: string, ...params: SqlValue[]): Promise<{ changes: number }> {
    return { changes: (await this.query(this.pool, sql, params)).rowCount };
  }

  transaction<T>(fn: (tx: AsyncSql) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
    const game = options.game;
    const body = async () => {
      let client: pg.PoolClient;
      try {
        client = await this.pool.connect();
      } catch (e) {
        throw asPostgresError(e);
      }
      let broken = false;
      try {
        this.roundTrips++;
        // the transaction and the game's lock in one round trip; a lock not obtained in time fails it
        await client.query(
          game === undefined
            ? "BEGIN"
            : `BEGIN; SELECT pg_advisory_xact_lock(${GAME_LOCK_SPACE}, hashtext(${quoted(game)}))`,
        );
        const result = await fn(this.sessionOf(client));
        this.roundTrips++;
        await client.query("COMMIT");
        return result;
      } catch (e) {
        try {
          await client.query("ROLLBACK");
        } catch {
          broken = true; // the connection is gone: the server rolls back itself
        }
        throw asPostgresError(e);
      } finally {
        client.release(broken);
      }
    };
    return game === undefined ? body() : this.games.run(game, body);
  }

  async changeMark(): Promise<string> {
    return String((await this.get("SELECT n FROM change_marks WHERE id = 1"))?.n ?? 0);
  }

  async noteChange(): Promise<void> {
    await this.run("UPDATE change_marks SET n = n + 1 WHERE id = 1");
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
