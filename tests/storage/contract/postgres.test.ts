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
      db: await PostgresDatabase.open(url),
      second: async () => await PostgresDatabase.open(url, { lockTimeoutMs: 200 }),
      dispose: () => {},
    };
  });

  it("applies every migration once, to the same version as SQLite's, and a second connection finds the schema ready", async () => {
    expect(postgresMigrations.map((m) => m.version)).toEqual(migrations.map((m) => m.version));
    const url = await server.createDatabase("migrations");
    const a = await PostgresDatabase.open(url);
    const b = await PostgresDatabase.open(url);
    expect(await a.schemaVersion()).toBe(migrations.at(-1)?.version);
    expect(
      (await b.all("SELECT version FROM adjutant_schema ORDER BY version")).map((r) => r.version),
    ).toEqual(migrations.map((m) => m.version));
    await a.close();
    await b.close();
  });

  it("names the server, never the password, when it cannot connect", async () => {
    let caught: unknown;
    try {
      await PostgresDatabase.open(`postgres://adjutant:s3cret-pw@127.0.0.1:${server.port}/no_such_database`);
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
    const a = await PostgresDatabase.open(url);
    const admin = await PostgresDatabase.open(url);
    const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    /** Ends the server's side of the connection `a` answers on. */
    const kill = async () => {
      const pid = Number((await a.get("SELECT pg_backend_pid() AS pid"))?.pid);
      await admin.get("SELECT pg_terminate_backend(?)", pid);
      // the pool sees the socket close
      await pause(300);
    };
    await a.run("CREATE TABLE t (n INTEGER)");
    await kill();
    expect(await a.get("SELECT 1 AS one")).toEqual({ one: 1 });
    await expect(
      a.transaction(async () => {
        await a.run("INSERT INTO t VALUES (?)", 1);
        // inside the transaction, `a` answers on the transaction's own connection: that one ends
        await kill();
        await a.run("INSERT INTO t VALUES (?)", 2);
      }, "g1"),
    ).rejects.toThrow(/terminat|not queryable/);
    expect(a.inTransaction).toBe(false);
    expect(await a.all("SELECT n FROM t")).toEqual([]);
    await a.run("INSERT INTO t VALUES (?)", 3);
    expect(await admin.all("SELECT n FROM t")).toEqual([{ n: 3 }]);
    await a.close();
    await admin.close();
  });

  it("when the server is gone, says so at once instead of waiting for it again on every call", async () => {
    const own = await startPostgres();
    if ("unavailable" in own) throw new Error(own.unavailable);
    const a = await PostgresDatabase.open(await own.createDatabase("gone"));
    await own.stop();
    await expect(a.get("SELECT 1 AS one")).rejects.toThrow(PostgresError);
    const started = performance.now();
    await expect(a.get("SELECT 1 AS one")).rejects.toThrow(PostgresError);
    // refused at once (generous bound: no waiting for the server on every call)
    expect(performance.now() - started).toBeLessThan(1000);
    await a.close();
  });

  it("gives two games' writers their own locks: a write to another game does not wait", async () => {
    const url = await server.createDatabase("two_games");
    const a = await PostgresDatabase.open(url);
    const b = await PostgresDatabase.open(url, { lockTimeoutMs: 200 });
    await a.run("CREATE TABLE t (game TEXT, n INTEGER)");
    await a.writeTransaction(async () => {
      await a.run("INSERT INTO t VALUES (?, ?)", "g1", 1);
      await b.writeTransaction(async () => await b.run("INSERT INTO t VALUES (?, ?)", "g2", 2), "g2");
      await expect(
        b.writeTransaction(async () => await b.run("INSERT INTO t VALUES (?, ?)", "g1", 3), "g1"),
      ).rejects.toThrow(PostgresError);
    }, "g1");
    // a game id with quotes and a backslash is a literal like any other
    await a.writeTransaction(
      async () => await a.run("INSERT INTO t VALUES (?, ?)", "o'brien\\'; --", 4),
      "o'brien\\'; --",
    );
    expect(await a.all("SELECT game, n FROM t WHERE n = 4")).toEqual([{ game: "o'brien\\'; --", n: 4 }]);
    await a.run("DELETE FROM t WHERE n = 4");
    expect(await a.all("SELECT game, n FROM t ORDER BY n")).toEqual([
      { game: "g1", n: 1 },
      { game: "g2", n: 2 },
    ]);
    await a.close();
    await b.close();
  });
});
