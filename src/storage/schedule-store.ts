import { z } from "zod";
import { DEFAULT_SCHEDULE, type ScheduleSettings, scheduleSettingsSchema } from "../schedule/settings.ts";
import type { SqlDatabase } from "./sql.ts";

/** A notice the schedule produced, waiting to be delivered (or delivered). */
export const noticeRowSchema = z.object({
  game_id: z.string(),
  key: z.string(),
  due_at: z.string(),
  created_at: z.string(),
  notice_json: z.string(),
  delivered_at: z.string().nullable(),
});
export type NoticeRow = z.infer<typeof noticeRowSchema>;

/** One logged change of a deadline: an extension, a pause, a resumption, a deadline set by the schedule. */
export const deadlineChangeRowSchema = z.object({
  game_id: z.string(),
  seq: z.number().int(),
  phase_label: z.string(),
  kind: z.string(),
  from_deadline: z.string().nullable(),
  to_deadline: z.string().nullable(),
  actor: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export type DeadlineChangeRow = z.infer<typeof deadlineChangeRowSchema>;

/**
 * The schedule's tables: each game's settings, the notices due (an outbox: a notice is stored once under its key
 * when it falls due, and marked when delivered, so a restart delivers what was not and never makes one twice), and
 * the log of deadline changes (who, why).
 */
export class ScheduleStore {
  constructor(readonly db: SqlDatabase) {}

  async settings(gameId: string): Promise<ScheduleSettings> {
    const row = (await this.db.get("SELECT settings_json FROM schedules WHERE game_id = ?", gameId)) as
      | { settings_json: string }
      | undefined;
    if (!row) return DEFAULT_SCHEDULE;
    const parsed = scheduleSettingsSchema.safeParse(JSON.parse(row.settings_json));
    if (!parsed.success) throw new Error(`the stored schedule of game "${gameId}" cannot be read`);
    return parsed.data;
  }

  async saveSettings(gameId: string, settings: ScheduleSettings, at: string): Promise<void> {
    await this.db.run(
      `INSERT INTO schedules (game_id, settings_json, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(game_id) DO UPDATE SET settings_json = excluded.settings_json, updated_at = excluded.updated_at`,
      gameId,
      JSON.stringify(settings),
      at,
    );
  }

  /** Games with a stored schedule. */
  async scheduledGames(): Promise<string[]> {
    return (
      (await this.db.all("SELECT game_id FROM schedules ORDER BY game_id")) as { game_id: string }[]
    ).map((r) => r.game_id);
  }

  /** Whether a step of a game's schedule is done (its notice stored, or passed over). */
  async isDone(gameId: string, key: string): Promise<boolean> {
    return (
      (await this.db.get("SELECT 1 FROM schedule_notices WHERE game_id = ? AND key = ?", gameId, key)) !==
      undefined
    );
  }

  /** The keys of a game's notices that start with `prefix` (one phase's: "3@"), to know which steps are done. */
  async doneKeys(gameId: string, prefix: string): Promise<Set<string>> {
    const rows = await this.db.all(
      "SELECT key FROM schedule_notices WHERE game_id = ? AND substr(key, 1, ?) = ?",
      gameId,
      prefix.length,
      prefix,
    );
    return new Set(rows.map((r) => String(r.key)));
  }

  /** Stores a notice under its key; false when that key was already there (nothing changes then). */
  async enqueue(gameId: string, key: string, dueAt: string, notice: unknown, at: string): Promise<boolean> {
    const info = await this.db.run(
      `INSERT INTO schedule_notices (game_id, key, due_at, created_at, notice_json, delivered_at)
         VALUES (?, ?, ?, ?, ?, NULL) ON CONFLICT (game_id, key) DO NOTHING`,
      gameId,
      key,
      dueAt,
      at,
      JSON.stringify(notice),
    );
    return info.changes === 1;
  }

  /** Marks a step done without a notice to deliver (a reminder passed over for a nearer one). */
  async passOver(gameId: string, key: string, dueAt: string, at: string): Promise<void> {
    await this.db.run(
      `INSERT INTO schedule_notices (game_id, key, due_at, created_at, notice_json, delivered_at)
         VALUES (?, ?, ?, ?, 'null', ?) ON CONFLICT (game_id, key) DO NOTHING`,
      gameId,
      key,
      dueAt,
      at,
      at,
    );
  }

  /** Notices not yet delivered, oldest first (of one game, or of every game). */
  async undelivered(gameId?: string): Promise<NoticeRow[]> {
    const rows =
      gameId === undefined
        ? await this.db.all(
            "SELECT * FROM schedule_notices WHERE delivered_at IS NULL ORDER BY created_at, due_at, key",
          )
        : await this.db.all(
            "SELECT * FROM schedule_notices WHERE delivered_at IS NULL AND game_id = ? ORDER BY created_at, due_at, key",
            gameId,
          );
    return rows.map((r) => noticeRowSchema.parse(r));
  }

  async markDelivered(gameId: string, key: string, at: string): Promise<void> {
    await this.db.run(
      "UPDATE schedule_notices SET delivered_at = ? WHERE game_id = ? AND key = ?",
      at,
      gameId,
      key,
    );
  }

  async logChange(change: Omit<DeadlineChangeRow, "seq">): Promise<number> {
    // numbered under the game's lock: two processes logging a change at once get two numbers
    return await this.db.transaction(async () => await this.logChangeNow(change), change.game_id);
  }

  private async logChangeNow(change: Omit<DeadlineChangeRow, "seq">): Promise<number> {
    const next =
      ((
        (await this.db.get(
          "SELECT MAX(seq) AS seq FROM deadline_changes WHERE game_id = ?",
          change.game_id,
        )) as {
          seq: number | null;
        }
      ).seq ?? 0) + 1;
    await this.db.run(
      `INSERT INTO deadline_changes (game_id, seq, phase_label, kind, from_deadline, to_deadline, actor, reason, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      change.game_id,
      next,
      change.phase_label,
      change.kind,
      change.from_deadline,
      change.to_deadline,
      change.actor,
      change.reason,
      change.created_at,
    );
    return next;
  }

  /** The deadline changes of a game (of one phase when given), in order. */
  async changes(gameId: string, phaseLabel?: string): Promise<DeadlineChangeRow[]> {
    const rows =
      phaseLabel === undefined
        ? await this.db.all("SELECT * FROM deadline_changes WHERE game_id = ? ORDER BY seq", gameId)
        : await this.db.all(
            "SELECT * FROM deadline_changes WHERE game_id = ? AND phase_label = ? ORDER BY seq",
            gameId,
            phaseLabel,
          );
    return rows.map((r) => deadlineChangeRowSchema.parse(r));
  }

  /** Deadlines a seat has missed (absent players), kept until the seat is handed to a new player. */
  async missed(gameId: string, seat: string): Promise<number> {
    const row = (await this.db.get("SELECT value FROM settings WHERE key = ?", missedKey(gameId, seat))) as
      | { value: string }
      | undefined;
    return row ? Number(row.value) || 0 : 0;
  }

  /** One more missed deadline for a seat; returns the new count. */
  async countMissed(gameId: string, seat: string): Promise<number> {
    // read and written under the game's lock: two processes counting at once count twice
    return await this.db.transaction(async () => {
      const next = (await this.missed(gameId, seat)) + 1;
      await this.db.run(
        "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
        missedKey(gameId, seat),
        String(next),
      );
      return next;
    }, gameId);
  }

  /** The GM's standing orders per seat (the order text, as a player would post it). */
  async standingOrders(gameId: string): Promise<Record<string, string>> {
    const prefix = standingPrefix(gameId);
    // a prefix test, not a key range: a range's order would depend on the database's collation
    const rows = (await this.db.all(
      "SELECT key, value FROM settings WHERE substr(key, 1, ?) = ?",
      prefix.length,
      prefix,
    )) as { key: string; value: string }[];
    rows.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    return Object.fromEntries(rows.map((r) => [r.key.slice(prefix.length), r.value]));
  }

  async setStandingOrders(gameId: string, seat: string, text: string | null): Promise<void> {
    if (text === null) {
      await this.db.run("DELETE FROM settings WHERE key = ?", `${standingPrefix(gameId)}${seat}`);
      return;
    }
    await this.db.run(
      "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      `${standingPrefix(gameId)}${seat}`,
      text,
    );
  }

  async resetMissed(gameId: string, seat: string): Promise<void> {
    await this.db.run("DELETE FROM settings WHERE key = ?", missedKey(gameId, seat));
  }
}

const standingPrefix = (gameId: string) => `standing:${gameId}:`;

function missedKey(gameId: string, seat: string): string {
  return `absent:${gameId}:${seat}`;
}
