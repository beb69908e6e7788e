import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { render } from "../../src/presenters/render.ts";
import { PostgresDatabase } from "../../src/storage/postgres/postgres-database.ts";
import type { SqlDatabase } from "../../src/storage/sql.ts";
import { testService } from "../game/helpers.ts";
import type { PostgresServer } from "../helpers/postgres-server.ts";

/** Where a fake-clock run keeps its game: a SQLite file, or a database of the embedded PostgreSQL server. */
export interface Storage {
  name: string;
  /** Opens the database (again, after a restart: the same one). */
  open(): Promise<SqlDatabase | string>;
  /** Removes what it made. */
  dispose(): void;
}

/** A SQLite file in a temporary folder. */
export function sqliteStorage(): Storage {
  const dir = mkdtempSync(join(tmpdir(), "adjutant-absent-clock-"));
  return {
    name: "SQLite",
    open: async () => join(dir, "games.sqlite"),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh database on the embedded PostgreSQL server. */
export async function postgresStorage(server: PostgresServer, name: string): Promise<Storage> {
  const url = await server.createDatabase(name);
  return { name: "PostgreSQL", open: async () => await PostgresDatabase.open(url), dispose: () => {} };
}

/** The game service and schedule of one process, on its fake clock (set to `at`: a restart goes on from there). */
export async function processOn(storage: Storage, at: Date) {
  const t = testService(await storage.open());
  t.clock.now = at;
  const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
  return { ...t, schedule };
}

/** Delivers every pending notice of the game (an adapter would post it), recording its key and kind. */
export async function deliver(
  schedule: ScheduleService,
  gameId: string,
  sent: { key: string; kind: string; text: string }[],
): Promise<void> {
  for (const p of await schedule.pending(gameId)) {
    sent.push({ key: p.key, kind: p.notice.kind, text: render(p.notice.document, "text") });
    await schedule.delivered(gameId, p.key);
  }
}
