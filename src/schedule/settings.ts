import { z } from "zod";

/**
 * A game's schedule (kept in the database with the game): how long a phase lasts when it opens, when players are
 * reminded, and what happens at the deadline. Defaults: no automatic deadline, reminders 24 h and 1 h before,
 * wait for the GM.
 */
export const scheduleSettingsSchema = z.object({
  /** Each phase's deadline this long after it opens (hours; null: the GM sets each deadline). */
  phaseHours: z
    .number()
    .positive()
    .max(24 * 60)
    .nullable()
    .default(null),
  /** Reminders this many hours before the deadline, largest first. */
  reminderHours: z
    .array(
      z
        .number()
        .positive()
        .max(24 * 30),
    )
    .max(10)
    .default([24, 1])
    .transform((hours) => [...new Set(hours)].sort((a, b) => b - a)),
  /** At the deadline: wait for the GM (default), or resolve the phase and post the summary. */
  atDeadline: z.enum(["wait", "resolve"]).default("wait"),
  /**
   * What a World War 1907 nation whose player sent no valid orders does when the phase is resolved: `hold`
   * (nothing, the default) or `standing` (the GM's standing orders for it, `players standing`). Risk Variant One:
   * an absent player passes and an unanswered attack is a hold, whatever this says (V6, V7).
   */
  absentOrders: z.enum(["hold", "standing"]).default("hold"),
  /** Paused since (holidays): nothing falls due, and the deadline moves on by the pause when it ends. */
  pausedAt: z.string().nullable().default(null),
});
export type ScheduleSettings = z.infer<typeof scheduleSettingsSchema>;
export type ScheduleSettingsInput = z.input<typeof scheduleSettingsSchema>;

/** The settings of a game that has none stored. */
export const DEFAULT_SCHEDULE: ScheduleSettings = scheduleSettingsSchema.parse({});
