/**
 * UBB.classic's edit note, appended to the post body by the forum itself:
 * "[This message has been edited by NAME (edited 09-20-2006 @ 05:13 PM).]" (older versions: "was edited", no time).
 */
const UBB_EDIT_MARKER =
  /\[This message (?:has been|was) edited by ([^\n()[\]]{1,100}?) \(edited (\d{1,2})-(\d{1,2})-(\d{2,4})(?:\s*@\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])?)?\)\.?\]/g;

/** An edit note read out of a post body: who edited and when (ISO 8601, null when the date is impossible). */
export interface UbbEditMarker {
  by: string;
  at: string | null;
}

/**
 * Finds UBB edit notes in a post's own text (quotes already removed, so a quoted note never marks the quoting
 * post). Returns the last note (the latest edit) and the text without any note. The forum's clock is read as UTC
 * because a raw post carries no time zone.
 */
export function takeUbbEditMarker(text: string): { marker: UbbEditMarker | null; rest: string } {
  let marker: UbbEditMarker | null = null;
  const rest = text.replace(
    UBB_EDIT_MARKER,
    (
      _whole,
      by: string,
      month: string,
      day: string,
      year: string,
      hour?: string,
      minute?: string,
      ampm?: string,
    ) => {
      marker = { by: by.trim(), at: ubbDate(month, day, year, hour, minute, ampm) };
      return "";
    },
  );
  return { marker, rest };
}

/** Removes UBB edit notes from a passage (an edit note is never an order). */
export function stripUbbEditMarkers(text: string): string {
  return text.replace(UBB_EDIT_MARKER, "");
}

function ubbDate(
  monthText: string,
  dayText: string,
  yearText: string,
  hourText: string | undefined,
  minuteText: string | undefined,
  ampm: string | undefined,
): string | null {
  const month = Number(monthText);
  const day = Number(dayText);
  let year = Number(yearText);
  if (yearText.length === 2) year += year < 70 ? 2000 : 1900;
  else if (yearText.length !== 4 || year < 1000) return null;
  let hour = hourText === undefined ? 0 : Number(hourText);
  const minute = minuteText === undefined ? 0 : Number(minuteText);
  if (ampm !== undefined) {
    if (hour < 1 || hour > 12) return null;
    const pm = ampm.toLowerCase() === "pm";
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59) return null;
  const time = Date.UTC(year, month - 1, day, hour, minute);
  const date = new Date(time);
  if (date.getUTCDate() !== day) return null;
  return date.toISOString();
}
