import type { Statement } from "better-sqlite3";
import type { Db } from "./database.ts";

/** Statements prepared once per database handle and reused (better-sqlite3 statements are re-runnable). */
export class Statements {
  private readonly cache = new Map<string, Statement>();

  constructor(private readonly db: Db) {}

  get(sql: string): Statement {
    let statement = this.cache.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.cache.set(sql, statement);
    }
    return statement;
  }
}
