import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "../../../src/storage/database.ts";
import { SqliteDatabase } from "../../../src/storage/sqlite/sqlite-database.ts";
import { storeContract } from "./store-contract.ts";

storeContract("SQLite", async () => {
  const dir = mkdtempSync(join(tmpdir(), "adjutant-contract-"));
  const file = join(dir, "adjutant.db");
  return {
    db: new SqliteDatabase(openDatabase(file)),
    second: async () => {
      const handle = openDatabase(file);
      // the lock-wait test need not wait the default 5 s
      handle.pragma("busy_timeout = 200");
      return new SqliteDatabase(handle, { lockTimeoutMs: 200 });
    },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
});
