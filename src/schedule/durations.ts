import { err, ok, type Result } from "../result.ts";

const UNIT_MS = { d: 86_400_000, h: 3_600_000, m: 60_000 } as const;

/** The longest duration a GM may give (a phase, an extension): 60 days. */
export const MAX_DURATION_MS = 60 * UNIT_MS.d;

/**
 * A duration as a GM writes it: "48h", "2d", "90m", "1d12h", "1.5h" (days, hours, minutes). Pure.
 */
export function parseDuration(text: string): Result<number, string> {
  const written = text.trim().toLowerCase().replace(/\s+/g, "");
  const parts = /^(?:(\d{1,3}(?:\.\d{1,2})?)d)?(?:(\d{1,4}(?:\.\d{1,2})?)h)?(?:(\d{1,5})m)?$/.exec(written);
  if (!parts || written === "") {
    return err(`"${text}" is not a duration: write it as 48h, 2d, 90m or 1d12h`);
  }
  const [, d, h, m] = parts;
  const ms = Number(d ?? 0) * UNIT_MS.d + Number(h ?? 0) * UNIT_MS.h + Number(m ?? 0) * UNIT_MS.m;
  if (ms <= 0) return err(`"${text}" is no time at all: give a duration of at least a minute`);
  if (ms > MAX_DURATION_MS) return err(`"${text}" is longer than 60 days`);
  return ok(Math.round(ms));
}

/** A duration in words, to the minute: "2 days 12 hours", "1 hour", "45 minutes". Pure. */
export function describeDuration(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / UNIT_MS.m);
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  const part = (n: number, unit: string) => (n === 0 ? [] : [`${n} ${unit}${n === 1 ? "" : "s"}`]);
  const words = [...part(d, "day"), ...part(h, "hour"), ...(d === 0 ? part(m, "minute") : [])];
  return words.length > 0 ? words.join(" ") : "less than a minute";
}

/** How far `at` is from `now`, as people say it: "in 5 hours", "in 2 days 3 hours", "3 hours ago". Pure. */
export function relativeTime(at: string | Date, now: Date): string {
  const ms = new Date(at).getTime() - now.getTime();
  const words = describeDuration(roughly(ms));
  if (Math.abs(ms) < UNIT_MS.m) return "now";
  return ms > 0 ? `in ${words}` : `${words} ago`;
}

/** Rounded as a reader wants it: minutes under 2 hours, hours under 2 days, then days and hours. */
function roughly(ms: number): number {
  const abs = Math.abs(ms);
  const step = abs < 2 * UNIT_MS.h ? UNIT_MS.m : UNIT_MS.h;
  return Math.round(ms / step) * step;
}
