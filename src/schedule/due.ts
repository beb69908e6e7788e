/**
 * What falls due on a game's schedule at `now`: each reminder whose time has come (before the deadline), and the
 * deadline itself. Keys name the phase, the deadline and the step, so a step is done once however often this runs,
 * a restart sends what fell due while Adjutant was down (late, and saying so), and a new deadline (an extension)
 * arms its own reminders. Pure.
 */

/** How late a step may be and still count as on time (the scheduler ticks about once a minute). */
export const ON_TIME_MS = 2 * 60_000;

export interface DueInput {
  /** The phase (or turn, or response window) the deadline belongs to. */
  phaseKey: string;
  deadline: string | null;
  /** When this deadline was set: reminders due before then are not sent (the change itself was announced). */
  deadlineSetAt: string;
  reminderHours: readonly number[];
  paused: boolean;
  now: Date;
  /** Which steps are done already (a set of keys, or the outbox asked key by key). */
  done: { has(key: string): boolean };
}

export type DueStep =
  | {
      kind: "reminder";
      key: string;
      hoursBefore: number;
      dueAt: string;
      late: boolean;
      /** Keys of earlier reminders due at the same time, done with this one (only the nearest is sent). */
      supersedes: string[];
    }
  | {
      kind: "deadline";
      key: string;
      dueAt: string;
      late: boolean;
      /** Reminders that fell due while Adjutant was down and are now past: named in the deadline notice. */
      missedReminders: number[];
      supersedes: string[];
    };

export function dueSteps(input: DueInput): DueStep[] {
  if (input.paused || input.deadline === null) return [];
  const deadline = Date.parse(input.deadline);
  const setAt = Date.parse(input.deadlineSetAt);
  const now = input.now.getTime();
  if (Number.isNaN(deadline)) return [];
  const base = `${input.phaseKey}@${new Date(deadline).toISOString()}`;
  const due: { key: string; hours: number; dueAt: number }[] = [];
  for (const hours of [...input.reminderHours].sort((a, b) => b - a)) {
    const dueAt = deadline - hours * 3_600_000;
    const key = `${base}:reminder-${hours}h`;
    if (dueAt < setAt || now < dueAt || input.done.has(key)) continue;
    due.push({ key, hours, dueAt });
  }
  const deadlineKey = `${base}:deadline`;
  if (now >= deadline) {
    if (input.done.has(deadlineKey)) return [];
    return [
      {
        kind: "deadline",
        key: deadlineKey,
        dueAt: new Date(deadline).toISOString(),
        late: now - deadline > ON_TIME_MS,
        missedReminders: due.map((d) => d.hours),
        supersedes: due.map((d) => d.key),
      },
    ];
  }
  // Of several reminders due at once (Adjutant was down), only the nearest to the deadline is worth sending.
  const nearest = due.at(-1);
  if (!nearest) return [];
  return [
    {
      kind: "reminder",
      key: nearest.key,
      hoursBefore: nearest.hours,
      dueAt: new Date(nearest.dueAt).toISOString(),
      late: now - nearest.dueAt > ON_TIME_MS,
      supersedes: due.slice(0, -1).map((d) => d.key),
    },
  ];
}
