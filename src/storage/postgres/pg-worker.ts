import { workerData } from "node:worker_threads";
import pg from "pg";
import type { PgAnswer, PgRequest } from "./protocol.ts";
import { type SyncWorkerChannel, serveSyncCalls } from "./sync-worker.ts";

// 64-bit integers (COUNT(*), millisecond times) and numerics as JavaScript numbers, as SQLite gives them: every
// value the stores keep is far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

const data = workerData as SyncWorkerChannel & { url: string; lockTimeoutMs: number };

/** The one connection of this process's database: every call is made one after another, so one is enough. */
let client: pg.Client | null = null;

async function handle(request: PgRequest): Promise<PgAnswer> {
  try {
    if (request.kind === "connect") {
      const c = new pg.Client({ connectionString: data.url, connectionTimeoutMillis: request.timeoutMs });
      await c.connect();
      await c.query(`SET TIME ZONE 'UTC'; SET lock_timeout = ${Math.max(0, Math.floor(data.lockTimeoutMs))}`);
      c.on("error", () => {
        // a dropped connection: the next query fails with a message, and the store reports it
        client = null;
      });
      client = c;
      const version = await c.query("SHOW server_version");
      return { ok: true, rows: version.rows, rowCount: 0 };
    }
    if (request.kind === "close") {
      const c = client;
      client = null;
      if (c) await c.end();
      return { ok: true, rows: [], rowCount: 0 };
    }
    if (!client) return { ok: false, message: "the connection to PostgreSQL was lost", code: "57P01" };
    const result =
      request.params === undefined
        ? await client.query(request.sql)
        : await client.query(request.sql, request.params);
    return { ok: true, rows: result.rows ?? [], rowCount: result.rowCount ?? 0 };
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
