import type { Command } from "commander";
import { databaseFile } from "../../app/database-file.ts";
import { loadDotEnv } from "../../config/dotenv.ts";
import { ConfigError, loadEnv } from "../../config/env.ts";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

/**
 * Registers `adjutant database copy --to postgres://…`: moves an installation from its SQLite file (DATABASE_FILE,
 * else DATA_DIR/adjutant.db) into an empty PostgreSQL database, every game with its posts, log and schedule, in
 * one transaction. Then start Adjutant with DATABASE_URL set to that database.
 */
export function registerDatabaseCommand(program: Command): void {
  const database = program
    .command("database")
    .description("move the installation's games to another database");
  database
    .command("copy")
    .description(
      "copy every game from the SQLite file into an empty PostgreSQL database (stop the bot first)",
    )
    .requiredOption("--to <url>", "the PostgreSQL database: postgres://user:password@host:5432/adjutant")
    .option("--json", "print the rows copied per table as JSON")
    .action(async (options: { to: string; json?: boolean }) => {
      let file: string;
      try {
        loadDotEnv();
        file = databaseFile(loadEnv());
      } catch (e) {
        if (e instanceof ConfigError) throw new UserError(e.problems.join("; "));
        throw e;
      }
      if (!/^postgres(ql)?:\/\//.test(options.to)) {
        throw new UserError("--to must be a postgres:// (or postgresql://) URL");
      }
      const { existsSync } = await import("node:fs");
      if (!existsSync(file)) throw new UserError(`there is no database file at ${file} to copy`);
      const { openStorage, StorageUnavailable } = await import("../../storage/open-storage.ts");
      const { copyDatabase } = await import("../../storage/copy-to-postgres.ts");
      const open = async (where: { url?: string; file: string }) => {
        try {
          return await openStorage(where);
        } catch (e) {
          if (e instanceof StorageUnavailable) throw new UserError(e.message);
          throw e;
        }
      };
      const from = await open({ file });
      try {
        const to = await open({ url: options.to, file });
        try {
          const started = performance.now();
          const copied = await copyDatabase(from, to);
          if (!copied.ok) throw new UserError(copied.error);
          const ms = Math.round(performance.now() - started);
          if (options.json) {
            printJson({ from: file, tables: copied.value, ms });
          } else {
            const c = copied.value;
            printLines([
              `copied ${file} to PostgreSQL in ${ms} ms: ${c.games} ${c.games === 1 ? "game" : "games"}, ${c.posts} posts, ${c.events} logged events, ${c.snapshots} snapshots`,
              "now start Adjutant with DATABASE_URL set to that database (docs/deploy.md)",
            ]);
          }
        } finally {
          await to.close();
        }
      } finally {
        await from.close();
      }
    });
}
