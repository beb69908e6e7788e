import { isLockTimeout } from "../storage/sql.ts";

/**
 * Two writers on one game (the bot running while the GM uses the CLI, or two bot processes on one PostgreSQL): a
 * use case that computed a change from what it read throws `ConcurrentChange` inside its write transaction when the
 * game moved on meanwhile, so nothing is written; a database another process keeps locked past the lock timeout is
 * `isBusy`.
 */
export class ConcurrentChange extends Error {}

/** SQLite's "database is locked" after the busy timeout, PostgreSQL's lock timeout. */
export function isBusy(e: unknown): boolean {
  return isLockTimeout(e);
}

/** What the GM reads when the database stayed busy. */
export const BUSY_MESSAGE = "the database stayed busy for 5 seconds (another process is writing): try again";
