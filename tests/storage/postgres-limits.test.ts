import { afterAll, describe, expect, it } from "vitest";
import { databaseLimits } from "../../src/app/database-file.ts";
import { ConfigError, loadEnv } from "../../src/config/env.ts";
import { openStorage } from "../../src/storage/open-storage.ts";
import { isStorageUnavailable } from "../../src/storage/sql.ts";
import { startPostgres } from "../helpers/postgres-server.ts";

/**
 * Issue #26: PostgreSQL's limits come from the environment (DATABASE_LOCK_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS,
 * DATABASE_CALL_TIMEOUT_MS, DATABASE_POOL_SIZE), validated at start-up, and a statement past its limit is "the
 * database is unavailable, try again", not a crash or a 30 s freeze.
 */
const server = await startPostgres();
if ("unavailable" in server) process.stderr.write(`SKIPPED: PostgreSQL limits: ${server.unavailable}\n`);
afterAll(async () => {
  if (!("unavailable" in server)) await server.stop();
});

describe("PostgreSQL's limits from the environment", () => {
  it("are read, with their defaults, and refused when they are not whole milliseconds", () => {
    expect(databaseLimits(loadEnv({}))).toEqual({
      lockTimeoutMs: 5_000,
      statementTimeoutMs: 0,
      callTimeoutMs: 30_000,
      poolSize: 10,
    });
    expect(
      databaseLimits(
        loadEnv({
          DATABASE_LOCK_TIMEOUT_MS: "2000",
          DATABASE_STATEMENT_TIMEOUT_MS: "2500",
          DATABASE_CALL_TIMEOUT_MS: "2800",
          DATABASE_POOL_SIZE: "4",
        }),
      ),
    ).toEqual({ lockTimeoutMs: 2_000, statementTimeoutMs: 2_500, callTimeoutMs: 2_800, poolSize: 4 });
    expect(() => loadEnv({ DATABASE_CALL_TIMEOUT_MS: "soon" })).toThrow(ConfigError);
    expect(() => loadEnv({ DATABASE_CALL_TIMEOUT_MS: "10" })).toThrow(ConfigError);
    expect(() => loadEnv({ DATABASE_POOL_SIZE: "0" })).toThrow(ConfigError);
  });

  it.runIf(!("unavailable" in server))(
    "a statement past DATABASE_STATEMENT_TIMEOUT_MS fails as the database being unavailable, and the next call works",
    async () => {
      if ("unavailable" in server) return;
      const url = await server.createDatabase("limits");
      const db = await openStorage({ url, file: "unused" }, { statementTimeoutMs: 200 });
      try {
        let failure: unknown = null;
        try {
          await db.get("SELECT pg_sleep(2)");
        } catch (e) {
          failure = e;
        }
        expect(failure).toMatchObject({ code: "57014" });
        expect(isStorageUnavailable(failure)).toBe(true);
        expect(await db.get("SELECT 1 AS one")).toEqual({ one: 1 });
      } finally {
        await db.close();
      }
    },
  );
});
