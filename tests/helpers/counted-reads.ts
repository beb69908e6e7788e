import type { SqlDatabase, SqlValue } from "../../src/storage/sql.ts";

/**
 * A database adapter whose reads (`get`, `all`) are written down, SQL text only, as they are made: for tests that
 * count what a use case asks the database (the same connection underneath, everything else passed through). With
 * `writes`, its `run` statements are written down too: every statement a call sends. `sent` holds the same
 * statements with the parameters each was sent with.
 */
export function countedReads(
  inner: SqlDatabase,
  options: { writes?: boolean } = {},
): { db: SqlDatabase; reads: string[]; sent: [string, SqlValue[]][] } {
  const reads: string[] = [];
  const sent: [string, SqlValue[]][] = [];
  const db = new Proxy(inner, {
    get(target, prop) {
      if (prop === "get" || prop === "all") {
        return (sql: string, ...params: SqlValue[]) => {
          reads.push(sql);
          sent.push([sql, params]);
          return prop === "get" ? target.get(sql, ...params) : target.all(sql, ...params);
        };
      }
      if (prop === "run" && options.writes === true) {
        return (sql: string, ...params: SqlValue[]) => {
          reads.push(sql);
          sent.push([sql, params]);
          return target.run(sql, ...params);
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db, reads, sent };
}
