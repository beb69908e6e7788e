import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import Database from "better-sqlite3";

/** What one backup wrote. */
export interface BackupResult {
  /** The backup file (complete, self-contained: no -wal or -shm file beside it). */
  file: string;
  /** Its size in bytes. */
  bytes: number;
  /** The schema version (`user_version`) the copy is at. */
  schemaVersion: number;
  /** Pages copied by SQLite's online backup. */
  pages: number;
}

/** Why a backup was not made: a value the CLI turns into a one-line message. */
export type BackupProblem =
  | { kind: "no-source"; source: string }
  | { kind: "same-file"; source: string }
  | { kind: "target-exists"; target: string }
  | { kind: "no-target-folder"; folder: string }
  | { kind: "corrupt-copy"; target: string; detail: string };

/**
 * Copies the live SQLite database `source` to `target` with SQLite's online backup API (better-sqlite3's
 * `db.backup`): the copy is one consistent snapshot that includes what is still in the write-ahead log, taken
 * while other processes (the bot) keep reading and writing; an open write transaction is not in it. The copy is
 * written to a temporary file beside `target`, checked with `PRAGMA integrity_check`, switched to a rollback
 * journal (so it is a single file), and only then renamed onto `target`: a failed or interrupted backup never
 * leaves a half-written file under that name. The source is opened without running migrations, so a backup taken
 * before an upgrade is of the database exactly as it was.
 */
export async function backupDatabase(
  source: string,
  target: string,
  options: { overwrite: boolean },
): Promise<{ ok: true; value: BackupResult } | { ok: false; error: BackupProblem }> {
  if (!existsSync(source) || !statSync(source).isFile()) {
    return { ok: false, error: { kind: "no-source", source } };
  }
  const folder = dirname(target);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    return { ok: false, error: { kind: "no-target-folder", folder } };
  }
  if (existsSync(target)) {
    if (sameFile(source, target)) return { ok: false, error: { kind: "same-file", source } };
    if (!options.overwrite) return { ok: false, error: { kind: "target-exists", target } };
  }
  const temporary = join(folder, `.${basename(target)}.partial-${process.pid}`);
  const db = new Database(source, { fileMustExist: true });
  try {
    // the bot may be writing: wait for its lock instead of failing at once
    db.pragma("busy_timeout = 5000");
    const progress = await db.backup(temporary);
    const copy = new Database(temporary);
    let schemaVersion: number;
    try {
      const integrity = copy.pragma("integrity_check", { simple: true });
      if (integrity !== "ok") {
        return {
          ok: false,
          error: { kind: "corrupt-copy", target, detail: String(integrity) },
        };
      }
      copy.pragma("journal_mode = DELETE");
      schemaVersion = copy.pragma("user_version", { simple: true }) as number;
    } finally {
      copy.close();
    }
    renameSync(temporary, target);
    return {
      ok: true,
      value: { file: target, bytes: statSync(target).size, schemaVersion, pages: progress.totalPages },
    };
  } finally {
    db.close();
    for (const leftover of [temporary, `${temporary}-wal`, `${temporary}-shm`, `${temporary}-journal`]) {
      rmSync(leftover, { force: true });
    }
  }
}

/** Whether two existing paths are the same file (hard links and symbolic links included). */
function sameFile(a: string, b: string): boolean {
  const sa = statSync(a);
  const sb = statSync(b);
  return sa.dev === sb.dev && sa.ino === sb.ino;
}
