import { afterAll, describe, expect, it } from "vitest";
import { migrations } from "../../../src/storage/migrations.ts";
import { postgresMigrations } from "../../../src/storage/postgres/migrations.ts";
import { PostgresDatabase, PostgresError } from "../../../src/storage/postgres/postgres-database.ts";
import { startPostgres } from "../../helpers/postgres-server.ts";
import { storeContract } from "./store-contract.ts";

const server = await startPostgres();
if ("unavailable" in server) {
  process.stderr.write(`SKIPPED: the storage contract on PostgreSQL: ${server.unavailable}\n`);
}
afterAll(async () => {
  if (!("unavailable" in server)) await server.stop();
});

let databases = 0;

describe.skipIf("unavailable" in server)("PostgreSQL", () => {
  if ("unavailable" in server) return;
  storeContract("PostgreSQL", async () => {
    const url = await server.createDatabase(`contract_${++databases}`);
    return {
      db: PostgresDatabase.open(url),
      second: () => PostgresDatabase.open(url, { lockTimeoutMs: 200 }),
      dispose: () => {},
    };
  });

  it("applies every migration once, to the same version as SQLite's, and a second connection finds the schema ready", async () => {
    expect(postgresMigrations.map((m) => m.version)).toEqual(migrations.map((m) => m.version));
    const url = await server.createDatabase("migrations");
    const a = PostgresDatabase.open(url);
    const b = PostgresDatabase.open(url);
    expect(a.schemaVersion()).toBe(migrations.at(-1)?.version);
    expect(b.all("SELECT version FROM adjutant_schema ORDER BY version").map((r) => r.version)).toEqual(
      migrations.map((m) => m.version),
    );
    a.close();
    b.close();
  });

  it("names the server, never the password, when it cannot connect", () => {
    let caught: unknown;
    try {
      PostgresDatabase.open(`postgres://adjutant:s3cret-pw@127.0.0.1:${server.port}/no_such_database`);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(PostgresError);
    const message = (caught as Error).message;
    expect(message).toContain("cannot connect to PostgreSQL at postgres://adjutant:***@127.0.0.1:");
    expect(message).toContain("no_such_database");
    expect(message).not.toContain("s3cret-pw");
  });

  it("reconnects after the server dropped an idle connection, and never finishes half a transaction on a new one", async () => {
    const url = await server.createDatabase("reconnect");
    const a = PostgresDatabase.open(url);
    const admin = PostgresDatabase.open(url);
    const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
    const kill = () => {
      const pid = Number(a.get("SELECT pg_backend_pid() AS pid")?.pid);
      admin.get("SELECT pg_terminate_backend(?)", pid);
      // the worker's own event loop sees the socket close
      pause(300);
    };
    a.run("CREATE TABLE t (n INTEGER)");
    kill();
    expect(a.get("SELECT 1 AS one")).toEqual({ one: 1 });
    expect(() =>
      a.transaction(() => {
        a.run("INSERT INTO t VALUES (?)", 1);
        kill();
        a.run("INSERT INTO t VALUES (?)", 2);
      }, "g1"),
    ).toThrow(/lost during a transaction|terminat/);
    expect(a.inTransaction).toBe(false);
    expect(a.all("SELECT n FROM t")).toEqual([]);
    a.run("INSERT INTO t VALUES (?)", 3);
    expect(admin.all("SELECT n FROM t")).toEqual([{ n: 3 }]);
    a.close();
    admin.close();
  });

  it("when the server is gone, says so at once instead of waiting for it again on every call", async () => {
    const own = await startPostgres();
    if ("unavailable" in own) throw new Error(own.unavailable);
    const a = PostgresDatabase.open(await own.createDatabase("gone"));
    await own.stop();
    expect(() => a.get("SELECT 1 AS one")).toThrow(PostgresError);
    const started = performance.now();
    expect(() => a.get("SELECT 1 AS one")).toThrow(
      /PostgreSQL cannot be reached \(.*\); trying again in \d s/,
    );
    // refused without a new attempt (generous bound: an attempt would wait for a connection)
    expect(performance.now() - started).toBeLessThan(1000);
    a.close();
  });

  it("gives two games' writers their own locks: a write to another game does not wait", async () => {
    const url = await server.createDatabase("two_games");
    const a = PostgresDatabase.open(url);
    const b = PostgresDatabase.open(url, { lockTimeoutMs: 200 });
    a.run("CREATE TABLE t (game TEXT, n INTEGER)");
    a.writeTransaction(() => {
      a.run("INSERT INTO t VALUES (?, ?)", "g1", 1);
      b.writeTransaction(() => b.run("INSERT INTO t VALUES (?, ?)", "g2", 2), "g2");
      expect(() => b.writeTransaction(() => b.run("INSERT INTO t VALUES (?, ?)", "g1", 3), "g1")).toThrow(
        PostgresError,
      );
    }, "g1");
    // a game id with quotes and a backslash is a literal like any other
    a.writeTransaction(() => a.run("INSERT INTO t VALUES (?, ?)", "o'brien\\'; --", 4), "o'brien\\'; --");
    expect(a.all("SELECT game, n FROM t WHERE n = 4")).toEqual([{ game: "o'brien\\'; --", n: 4 }]);
    a.run("DELETE FROM t WHERE n = 4");
    expect(a.all("SELECT game, n FROM t ORDER BY n")).toEqual([
      { game: "g1", n: 1 },
      { game: "g2", n: 2 },
    ]);
    a.close();
    b.close();
  });
});
