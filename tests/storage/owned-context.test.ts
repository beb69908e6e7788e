import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/storage/database.ts";
import { OwnedContext } from "../../src/storage/owned-context.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";

/**
 * One `AsyncLocalStorage` for the whole process, each owner (a database adapter, a service's turns) seeing only its
 * own value: a database opened and closed leaves no hook behind that every later promise would run (issue #26, the
 * first post after a restart), and owners nest as separate storages did.
 */
describe("OwnedContext", () => {
  it("gives each owner its own value, through awaits, nested in another owner's, and nothing outside its run", async () => {
    const a = new OwnedContext<string>();
    const b = new OwnedContext<string>();
    expect(a.getStore()).toBeUndefined();
    const seen = await a.run("a1", async () => {
      await Promise.resolve();
      const inB = await b.run("b1", async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return [a.getStore(), b.getStore(), a.run("a2", () => a.getStore()), a.getStore()];
      });
      return [...inB, b.getStore()];
    });
    expect(seen).toEqual(["a1", "b1", "a2", "a1", undefined]);
    expect(a.getStore()).toBeUndefined();
    expect(b.getStore()).toBeUndefined();
  });

  it("a transaction of one SQLite database inside another's: calls of each run in its own transaction, both commit", async () => {
    const one = new SqliteDatabase(openDatabase(":memory:"));
    const two = new SqliteDatabase(openDatabase(":memory:"));
    try {
      for (const db of [one, two]) await db.run("CREATE TABLE t (v TEXT)");
      await one.transaction(async () => {
        await one.run("INSERT INTO t (v) VALUES ('one')");
        await two.transaction(async () => {
          expect([one.inTransaction, two.inTransaction]).toEqual([true, true]);
          // the outer database is still called from inside its own transaction: it runs at once, no waiting
          await one.run("INSERT INTO t (v) VALUES ('one again')");
          await two.run("INSERT INTO t (v) VALUES ('two')");
        }, "g");
      }, "g");
      expect([one.inTransaction, two.inTransaction]).toEqual([false, false]);
      expect(await one.all("SELECT v FROM t ORDER BY v")).toEqual([{ v: "one" }, { v: "one again" }]);
      expect(await two.all("SELECT v FROM t")).toEqual([{ v: "two" }]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
