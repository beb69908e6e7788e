import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Command } from "commander";
import { databaseFile } from "../../app/database-file.ts";
import { loadDotEnv } from "../../config/dotenv.ts";
import { ConfigError, loadEnv } from "../../config/env.ts";
import type { BackupProblem } from "../../storage/backup.ts";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

/**
 * Registers `adjutant backup FILE|FOLDER [--force] [--json]`: a consistent copy of the installation's live SQLite
 * database (DATABASE_FILE, else DATA_DIR/adjutant.db) through SQLite's online backup API, safe while the bot runs.
 * A folder gets a file named after the time (`adjutant-20261203-091500.db`, UTC), for backups from a timer.
 */
export function registerBackupCommand(program: Command): void {
  program
    .command("backup")
    .description("copy the live database to FILE (or into FOLDER), safely while the bot runs")
    .argument(
      "<file>",
      "the backup file to write, or an existing folder to write adjutant-YYYYMMDD-HHMMSS.db in",
    )
    .option("--force", "replace FILE if it exists")
    .option("--json", "print what was written as JSON (file, bytes, milliseconds, schemaVersion)")
    .action(async (file: string, options: { force?: boolean; json?: boolean }) => {
      let source: string;
      try {
        loadDotEnv();
        const env = loadEnv();
        if (env.DATABASE_URL !== undefined) {
          throw new UserError(
            "this installation keeps its games in PostgreSQL (DATABASE_URL), and `adjutant backup` copies the SQLite file: back PostgreSQL up with pg_dump (docs/deploy.md shows how)",
          );
        }
        source = databaseFile(env);
      } catch (e) {
        if (e instanceof ConfigError) throw new UserError(e.problems.join("; "));
        throw e;
      }
      const target =
        existsSync(file) && statSync(file).isDirectory() ? join(file, timestamped(new Date())) : file;
      const started = performance.now();
      const { backupDatabase } = await import("../../storage/backup.ts");
      const result = await backupDatabase(source, target, { overwrite: options.force === true });
      if (!result.ok) throw new UserError(problemMessage(result.error));
      const ms = Math.round(performance.now() - started);
      const { bytes, schemaVersion } = result.value;
      if (options.json) {
        printJson({ source: resolve(source), file: resolve(target), bytes, ms, schemaVersion });
      } else {
        printLines([
          `backed up ${source} to ${target}: ${formatBytes(bytes)} in ${ms} ms (schema version ${schemaVersion}, integrity ok)`,
        ]);
      }
    });
}

/** The file name a backup into a folder gets: the UTC time to the second. */
export function timestamped(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, "")
    .replace(/[-:]/g, "")
    .replace("T", "-");
  return `adjutant-${stamp}.db`;
}

function problemMessage(problem: BackupProblem): string {
  switch (problem.kind) {
    case "no-source":
      return `there is no database at ${problem.source} to back up: set DATABASE_FILE (or DATA_DIR) to where the bot keeps it`;
    case "same-file":
      return `${problem.source} is the live database itself: give another file name for the backup`;
    case "target-exists":
      return `${problem.target} already exists: add --force to replace it, or give another file name`;
    case "no-target-folder":
      return `the folder ${problem.folder} does not exist: create it first (mkdir -p ${problem.folder})`;
    case "corrupt-copy":
      return `the copy failed SQLite's integrity check (${problem.detail}); ${problem.target} was not written: check the live database with sqlite3 ... "PRAGMA integrity_check"`;
  }
}

/** A size as people read it: bytes, KiB or MiB. */
function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}
