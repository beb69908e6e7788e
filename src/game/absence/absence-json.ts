import { z } from "zod";
import { type AbsenceRecord, vacationOf } from "./absence-record.ts";

/**
 * The absence part of `status --json` (issue #28): public, whatever the game's `orders-visibility` (vacations and
 * civil disorder are announced in the thread). Seats by id and display name; a claimant by forum name, a Discord
 * claimant by nothing but "discord" (their user id is never shown).
 */
export const absenceJsonSchema = z.object({
  /** Vacation days a player may take per 365 days in this game (0: the GM refuses vacations). */
  vacationDays: z.number().int().min(0),
  /** Deadlines missed in a row before a seat falls into civil disorder (0: never). */
  civilDisorderAfter: z.number().int().min(0),
  /** The vacations running now. */
  vacations: z.array(z.object({ seat: z.string(), name: z.string(), until: z.string(), reason: z.string() })),
  /** The seats in civil disorder, each offered to a new player, with the claims made. */
  civilDisorder: z.array(
    z.object({
      seat: z.string(),
      name: z.string(),
      since: z.string(),
      why: z.string(),
      /** The GM refused the old player's return (`players refuse-return`). */
      returnRefused: z.boolean(),
      claims: z.array(
        z.object({
          /** The claimant's forum name; null for a Discord user (never their user id). */
          claimant: z.string().nullable(),
          via: z.enum(["forum", "discord"]),
          at: z.string(),
        }),
      ),
    }),
  ),
});
export type AbsenceJson = z.infer<typeof absenceJsonSchema>;

/** A game's absence record as `status --json` shows it at `now`. Pure. */
export function absenceJson(record: AbsenceRecord, now: Date, nameOf: (seat: string) => string): AbsenceJson {
  return {
    vacationDays: record.settings.vacationDays,
    civilDisorderAfter: record.settings.disorderAfter,
    vacations: record.vacations
      .filter((v) => vacationOf(record, v.seat, now) === v)
      .map((v) => ({ seat: v.seat, name: nameOf(v.seat), until: v.until, reason: v.reason })),
    civilDisorder: record.disorder.map((d) => ({
      seat: d.seat,
      name: nameOf(d.seat),
      since: d.since,
      why: d.why,
      returnRefused: d.returnRefused,
      claims: d.claims.map((c) => ({
        claimant: c.discord ? null : c.handle,
        via: c.discord ? ("discord" as const) : ("forum" as const),
        at: c.at,
      })),
    })),
  };
}
