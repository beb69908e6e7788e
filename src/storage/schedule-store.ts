import type { Statement } from "better-sqlite3";
import { z } from "zod";
import { DEFAULT_SCHEDULE, type ScheduleSettings, scheduleSettingsSchema } from "../schedule/settings.ts";
import type { Db } from "./database.ts";
import { Statements } from "./statements.ts";

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
  private readonly statements: Statements;

  constructor(readonly db: Db) {
    this.statements = new Statements(db);
  }

  private prepare(sql: string): Statement {
    return this.statements.get(sql);
  }

  settings(gameId: string): ScheduleSettings {
    const row = this.prepare("SELECT settings_json FROM schedules WHERE game_id = ?").get(gameId) as
      | { settings_json: string }
      | undefined;
    if (!row) return DEFAULT_SCHEDULE;
    const parsed = scheduleSettingsSchema.safeParse(JSON.parse(row.settings_json));
    if (!parsed.success) throw new Error(`the stored schedule of game "${gameId}" cannot be read`);
    return parsed.data;
  }

  saveSettings(gameId: string, settings: ScheduleSettings, at: string): void {
    this.prepare(
      `INSERT INTO schedules (game_id, settings_json, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(game_id) DO UPDATE SET settings_json = excluded.settings_json, updated_at = excluded.updated_at`,
    ).run(gameId, JSON.stringify(settings), at);
  }

  /** Games with a stored schedule. */
  scheduledGames(): string[] {
    return (
      this.prepare("SELECT game_id FROM schedules ORDER BY game_id").all() as { game_id: string }[]
    ).map((r) => r.game_id);
  }

  /** Whether a step of a game's schedule is done (its notice stored, or passed over). */
  isDone(gameId: string, key: string): boolean {
    return (
      this.prepare("SELECT 1 FROM schedule_notices WHERE game_id = ? AND key = ?").get(gameId, key) !==
      undefined
    );
  }

  /** Stores a notice under its key; false when that key was already there (nothing changes then). */
  enqueue(gameId: string, key: string, dueAt: string, notice: unknown, at: string): boolean {
    const info = this.prepare(
      `INSERT OR IGNORE INTO schedule_notices (game_id, key, due_at, created_at, notice_json, delivered_at)
         VALUES (?, ?, ?, ?, ?, NULL)`,
    ).run(gameId, key, dueAt, at, JSON.stringify(notice));
    return info.changes === 1;
  }

  /** Marks a step done without a notice to deliver (a reminder passed over for a nearer one). */
  passOver(gameId: string, key: string, dueAt: string, at: string): void {
    this.prepare(
      `INSERT OR IGNORE INTO schedule_notices (game_id, key, due_at, created_at, notice_json, delivered_at)
         VALUES (?, ?, ?, ?, 'null', ?)`,
    ).run(gameId, key, dueAt, at, at);
  }

  /** Notices not yet delivered, oldest first (of one game, or of every game). */
  undelivered(gameId?: string): NoticeRow[] {
    const rows =
      gameId === undefined
        ? this.prepare(
            "SELECT * FROM schedule_notices WHERE delivered_at IS NULL ORDER BY created_at, due_at, key",
          ).all()
        : this.prepare(
            "SELECT * FROM schedule_notices WHERE delivered_at IS NULL AND game_id = ? ORDER BY created_at, due_at, key",
          ).all(gameId);
    return rows.map((r) => noticeRowSchema.parse(r));
  }

  markDelivered(gameId: string, key: string, at: string): void {
    this.prepare("UPDATE schedule_notices SET delivered_at = ? WHERE game_id = ? AND key = ?").run(
      at,
      gameId,
      key,
    );
  }

  logChange(change: Omit<DeadlineChangeRow, "seq">): number {
    const next =
      ((
        this.prepare("SELECT MAX(seq) AS seq FROM deadline_changes WHERE game_id = ?").get(
          change.game_id,
        ) as {
          seq: number | null;
        }
      ).seq ?? 0) + 1;
    this.prepare(
      `INSERT INTO deadline_changes (game_id, seq, phase_label, kind, from_deadline, to_deadline, actor, reason, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
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
  changes(gameId: string, phaseLabel?: string): DeadlineChangeRow[] {
    const rows =
      phaseLabel === undefined
        ? this.prepare("SELECT * FROM deadline_changes WHERE game_id = ? ORDER BY seq").all(gameId)
        : this.prepare(
            "SELECT * FROM deadline_changes WHERE game_id = ? AND phase_label = ? ORDER BY seq",
          ).all(gameId, phaseLabel);
    return rows.map((r) => deadlineChangeRowSchema.parse(r));
  }

  /** Deadlines a seat has missed (absent players), kept until the seat is handed to a new player. */
  missed(gameId: string, seat: string): number {
    const row = this.prepare("SELECT value FROM settings WHERE key = ?").get(missedKey(gameId, seat)) as
      | { value: string }
      | undefined;
    return row ? Number(row.value) || 0 : 0;
  }

  /** One more missed deadline for a seat; returns the new count. */
  countMissed(gameId: string, seat: string): number {
    const next = this.missed(gameId, seat) + 1;
    this.prepare(
      "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
    ).run(missedKey(gameId, seat), String(next));
    return next;
  }

  /** The GM's standing orders per seat (the order text, as a player would post it). */
  standingOrders(gameId: string): Record<string, string> {
    const prefix = standingPrefix(gameId);
    const rows = this.prepare("SELECT key, value FROM settings WHERE key >= ? AND key < ? ORDER BY key").all(
      prefix,
      `${prefix}\uffff`,
    ) as { key: string; value: string }[];
    return Object.fromEntries(rows.map((r) => [r.key.slice(prefix.length), r.value]));
  }

  setStandingOrders(gameId: string, seat: string, text: string | null): void {
    if (text === null) {
      this.prepare("DELETE FROM settings WHERE key = ?").run(`${standingPrefix(gameId)}${seat}`);
      return;
    }
    this.prepare(
      "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
    ).run(`${standingPrefix(gameId)}${seat}`, text);
  }

  resetMissed(gameId: string, seat: string): void {
    this.prepare("DELETE FROM settings WHERE key = ?").run(missedKey(gameId, seat));
  }
}

const standingPrefix = (gameId: string) => `standing:${gameId}:`;

function missedKey(gameId: string, seat: string): string {
  return `absent:${gameId}:${seat}`;
}
