import { workerData } from "node:worker_threads";
import pg from "pg";
import type { PgAnswer, PgRequest } from "./protocol.ts";
import { type SyncWorkerChannel, serveSyncCalls } from "./sync-worker.ts";

// 64-bit integers (COUNT(*), millisecond times) and numerics as JavaScript numbers, as SQLite gives them: every
// value the stores keep is far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

const data = workerData as SyncWorkerChannel & {
  url: string;
  lockTimeoutMs: number;
  statementTimeoutMs?: number;
};

/** The one connection of this process's database: every call is made one after another, so one is enough. */
let client: pg.Client | null = null;
/** A transaction is open on the connection (BEGIN seen, no COMMIT or ROLLBACK yet). */
let inTransaction = false;
/** The connection was lost while a transaction was open: everything is refused until the adapter rolls back. */
let lostInTransaction = false;
let connectTimeoutMs = 10_000;
/**
 * After a reconnection failed, calls are refused at once for a while instead of each waiting for the server again:
 * the caller's thread waits while a call is under way, and a bot that waited 10 s a message would miss its Discord
 * heartbeats.
 */
const RETRY_AFTER_MS = 5_000;
const RECONNECT_TIMEOUT_MS = 3_000;
let lastFailure: { at: number; message: string } | null = null;
/** SQLSTATE sqlclient_unable_to_establish_sqlconnection: what a failed (re)connection is reported as. */
const CANNOT_CONNECT = "08001";

async function connect(): Promise<pg.Client> {
  const c = new pg.Client({ connectionString: data.url, connectionTimeoutMillis: connectTimeoutMs });
  await c.connect();
  await c.query(
    `SET TIME ZONE 'UTC'; SET lock_timeout = ${Math.max(0, Math.floor(data.lockTimeoutMs))}; SET statement_timeout = ${Math.max(0, Math.floor(data.statementTimeoutMs ?? 0))}`,
  );
  c.on("error", () => {
    // the server went away (a restart, a failover, an administrator): the next call reconnects, unless a
    // transaction was open, whose writes are gone and must not be followed by half of it in autocommit
    if (client === c) {
      client = null;
      if (inTransaction) lostInTransaction = true;
    }
  });
  return c;
}

const LOST = "the connection to PostgreSQL was lost during a transaction: nothing of it was written";

async function query(sql: string, params: unknown[] | undefined): Promise<PgAnswer> {
  const head = sql.trimStart().slice(0, 8).toUpperCase();
  const ends = head.startsWith("COMMIT") || head.startsWith("ROLLBACK");
  if (lostInTransaction) {
    if (head.startsWith("ROLLBACK")) {
      lostInTransaction = false;
      inTransaction = false;
      return { ok: true, rows: [], rowCount: 0 };
    }
    return { ok: false, message: LOST, code: "08006" };
  }
  if (!client) {
    if (inTransaction) return { ok: false, message: LOST, code: "08006" };
    if (lastFailure && Date.now() - lastFailure.at < RETRY_AFTER_MS) {
      const seconds = Math.ceil((RETRY_AFTER_MS - (Date.now() - lastFailure.at)) / 1000);
      return {
        ok: false,
        message: `PostgreSQL cannot be reached (${lastFailure.message}); trying again in ${seconds} s`,
        code: CANNOT_CONNECT,
      };
    }
    connectTimeoutMs = RECONNECT_TIMEOUT_MS;
    try {
      client = await connect();
      lastFailure = null;
    } catch (e) {
      const message = String((e as { message?: unknown }).message ?? e);
      lastFailure = { at: Date.now(), message };
      // ECONNREFUSED, a timeout, a refused password: all "cannot connect" to the caller
      return { ok: false, message: `cannot connect to PostgreSQL: ${message}`, code: CANNOT_CONNECT };
    }
  }
  if (head.startsWith("BEGIN")) inTransaction = true;
  try {
    const result = params === undefined ? await client.query(sql) : await client.query(sql, params);
    return { ok: true, rows: result.rows ?? [], rowCount: result.rowCount ?? 0 };
  } catch (e) {
    if (connectionGone(e)) {
      // the statement failed because the connection dropped: inside a transaction, as above
      const c = client;
      client = null;
      void c?.end().catch(() => {});
      if (inTransaction && !ends) lostInTransaction = true;
    }
    throw e;
  } finally {
    if (ends && !lostInTransaction) inTransaction = false;
  }
}

/** A network error (no SQLSTATE), a connection exception (08…) or the server shutting the session (57P0…). */
function connectionGone(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  if (typeof code !== "string") return true;
  return code.startsWith("08") || code.startsWith("57P0") || /^E[A-Z]/.test(code);
}

async function handle(request: PgRequest): Promise<PgAnswer> {
  try {
    if (request.kind === "connect") {
      connectTimeoutMs = request.timeoutMs;
      client = await connect();
      const version = await client.query("SHOW server_version");
      return { ok: true, rows: version.rows, rowCount: 0 };
    }
    if (request.kind === "close") {
      const c = client;
      client = null;
      if (c) await c.end();
      return { ok: true, rows: [], rowCount: 0 };
    }
    return await query(request.sql, request.params);
  } catch (e) {
    const error = e as { message?: unknown; code?: unknown };
    return {
      ok: false,
      message: String(error.message ?? e),
      ...(typeof error.code === "string" ? { code: error.code } : {}),
    };
  }
}

serveSyncCalls<PgRequest, PgAnswer>(data, handle);
