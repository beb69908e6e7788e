/**
 * A post's time as the forum's readers see it: in the forum's time zone (the game's `forumTimezone`, UTC when it
 * has none), "2 Dec 2026, 18:05 GMT". An unknown zone or an unreadable time falls back to UTC / the text itself.
 */
export function forumTime(iso: string, timeZone: string | null | undefined): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const zone = timeZone?.trim() || "UTC";
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(zone).formatToParts(at);
  } catch {
    parts = format("UTC").formatToParts(at);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("day")} ${part("month")} ${part("year")}, ${part("hour")}:${part("minute")} ${part("timeZoneName")}`;
}

function format(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  });
}
