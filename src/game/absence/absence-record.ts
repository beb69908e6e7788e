import { z } from "zod";

const DAY = 86_400_000;

/**
 * A game's rules for absent players (house rulings "Absent and returning players"), set with `adjutant game set`:
 * vacation days a player may take per 365 days (0: the GM refuses vacations in this game), and how many deadlines
 * in a row a seat may miss before it falls into civil disorder (0: never).
 */
export const absenceSettingsSchema = z.object({
  vacationDays: z.number().int().min(0).max(365).default(10),
  disorderAfter: z.number().int().min(0).max(50).default(2),
});
export type AbsenceSettings = z.infer<typeof absenceSettingsSchema>;

/** One vacation of a seat's player. */
export const vacationSchema = z.object({
  seat: z.string(),
  /** The player's handle (forum name, or Discord user id) when it was taken: the allowance is the player's. */
  player: z.string(),
  from: z.string(),
  until: z.string(),
  reason: z.string(),
  /** Who granted days beyond the game's allowance (the GM), or null. */
  grantedBy: z.string().nullable(),
  /** When it ended early (the player posted orders), or null. */
  endedAt: z.string().nullable(),
});
export type Vacation = z.infer<typeof vacationSchema>;

/** A claim of a seat offered to new players. */
export const claimSchema = z.object({ handle: z.string(), discord: z.boolean(), at: z.string() });
export type Claim = z.infer<typeof claimSchema>;

/** A seat in civil disorder, offered to new players. */
export const disorderSchema = z.object({
  seat: z.string(),
  since: z.string(),
  /** Why: the deadlines missed in a row, or booted by the GM. */
  why: z.string(),
  /** The player's handles when it fell (the old player, who resumes by posting orders unless refused). */
  previous: z.array(z.string()),
  returnRefused: z.boolean(),
  claims: z.array(claimSchema),
});
export type Disorder = z.infer<typeof disorderSchema>;

/** Everything a game keeps about its absent players, stored as one JSON value (the settings table). */
export const absenceRecordSchema = z.object({
  settings: absenceSettingsSchema.default({ vacationDays: 10, disorderAfter: 2 }),
  vacations: z.array(vacationSchema).default([]),
  /** Deadlines missed in a row, per seat (a deadline met, or the seat handed on, starts again). */
  streaks: z.record(z.string(), z.number().int().min(0)).default({}),
  disorder: z.array(disorderSchema).default([]),
});
export type AbsenceRecord = z.infer<typeof absenceRecordSchema>;

export const EMPTY_RECORD: AbsenceRecord = absenceRecordSchema.parse({});

const sameHandle = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whole days a vacation took (an early end counts only the days used, rounded up). */
export function daysTaken(v: Vacation): number {
  const end = Math.min(Date.parse(v.until), v.endedAt ? Date.parse(v.endedAt) : Number.POSITIVE_INFINITY);
  return Math.max(0, Math.ceil((end - Date.parse(v.from)) / DAY));
}

/**
 * Vacation days a player has taken in the 365 days before `now` (days the GM granted beyond the allowance not
 * counted). Ruling "Absent and returning players: Vacation".
 */
export function daysUsed(record: AbsenceRecord, player: string, now: Date): number {
  const since = now.getTime() - 365 * DAY;
  return record.vacations
    .filter((v) => sameHandle(v.player, player) && v.grantedBy === null && Date.parse(v.from) > since)
    .reduce((n, v) => n + daysTaken(v), 0);
}

/** The seat's vacation running at `at`, if any. */
export function vacationOf(record: AbsenceRecord, seat: string, at: Date): Vacation | undefined {
  const t = at.getTime();
  return record.vacations.find(
    (v) => v.seat === seat && v.endedAt === null && Date.parse(v.from) <= t && t < Date.parse(v.until),
  );
}

/** The seat's civil disorder, if it is in disorder. */
export function disorderOf(record: AbsenceRecord, seat: string): Disorder | undefined {
  return record.disorder.find((d) => d.seat === seat);
}

/** What a deadline does to the record: who missed it, who falls into civil disorder. */
export interface DeadlineOutcome {
  record: AbsenceRecord;
  /** Seats whose miss counted (not on vacation, not in disorder already). */
  counted: string[];
  /** Seats on vacation whose miss did not count. */
  excused: string[];
  /** Seats that fell into civil disorder at this deadline. */
  fell: string[];
}

/**
 * A deadline passed with `waiting` seats missing: a miss on vacation is not counted; a seat whose run reaches the
 * game's `disorderAfter` falls into civil disorder. (A run starts again when the seat posts orders: a deadline of a
 * sequential game that was not the seat's does not break it.) Rulings "Absent and returning players: Vacation" and "Boot to civil disorder". Pure.
 */
export function afterDeadline(
  record: AbsenceRecord,
  input: {
    waiting: readonly string[];
    at: Date;
    handles: (seat: string) => string[];
  },
): DeadlineOutcome {
  const streaks = { ...record.streaks };
  const disorder = [...record.disorder];
  const counted: string[] = [];
  const excused: string[] = [];
  const fell: string[] = [];
  for (const seat of input.waiting) {
    if (disorderOf(record, seat)) continue;
    if (vacationOf(record, seat, input.at)) {
      excused.push(seat);
      continue;
    }
    counted.push(seat);
    const run = (streaks[seat] ?? 0) + 1;
    streaks[seat] = run;
    const n = record.settings.disorderAfter;
    if (n > 0 && run >= n) {
      fell.push(seat);
      disorder.push({
        seat,
        since: input.at.toISOString(),
        why: `missed ${run} deadlines in a row`,
        previous: input.handles(seat),
        returnRefused: false,
        claims: [],
      });
    }
  }
  return { record: { ...record, streaks, disorder }, counted, excused, fell };
}

/** Seats that fall into civil disorder if they miss the coming deadline (the warning one reminder before). */
export function atRisk(record: AbsenceRecord, waiting: readonly string[], at: Date): string[] {
  const n = record.settings.disorderAfter;
  if (n <= 0) return [];
  return waiting.filter(
    (seat) =>
      !disorderOf(record, seat) && !vacationOf(record, seat, at) && (record.streaks[seat] ?? 0) + 1 >= n,
  );
}
