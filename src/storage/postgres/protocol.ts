import type { SqlRow, SqlValue } from "../sql.ts";

/** What the PostgreSQL adapter asks its worker thread. */
export type PgRequest =
  | { kind: "connect"; timeoutMs: number }
  | { kind: "query"; sql: string; params?: SqlValue[] }
  | { kind: "close" };

/** The worker's answer: rows, or the server's error (its SQLSTATE code when there is one). */
export type PgAnswer =
  | { ok: true; rows: SqlRow[]; rowCount: number }
  | { ok: false; message: string; code?: string };
