import { collapsedCore } from "../text/js-space.ts";

/**
 * Forum date reading: the absolute formats of every engine we read, relative ones ("Today, 05:13 PM",
 * "Yesterday", "5 minutes ago") against the page's fetch time, all in the forum's time zone, returned as
 * ISO 8601 UTC. Pure: the fetch time is passed in, never read from the clock. Unreadable input gives null.
 */

/** How to read dates on one page. */
export interface DateContext {
  /** When the page was fetched (ISO 8601); needed for relative dates, which give null without it. */
  fetchedAt?: string | undefined;
  /** IANA time zone the forum shows its times in (the forum's setting); "UTC" when unknown. */
  timeZone: string;
  /** Order of an all-numeric date such as 03/04/2015: month first (US forums, the default) or day first. */
  numericOrder?: "mdy" | "dmy";
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when `timeZone` is an IANA zone Intl knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface Wall {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

const UTC_FROM = Date.UTC(1000, 0, 1);
const UTC_TO = Date.UTC(10000, 0, 1);

/** The wall-clock time in `timeZone` at the instant `ms`. */
function wallAt(ms: number, timeZone: string): Wall {
  // UTC needs no time-zone data; within years 1000-9999 Intl writes the same fields as the Date getters.
  if (timeZone === "UTC" && ms >= UTC_FROM && ms < UTC_TO) {
    const d = new Date(ms);
    return {
      y: d.getUTCFullYear(),
      mo: d.getUTCMonth() + 1,
      d: d.getUTCDate(),
      h: d.getUTCHours(),
      mi: d.getUTCMinutes(),
      s: d.getUTCSeconds(),
    };
  }
  const parts = formatterFor(timeZone).formatToParts(ms);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? "0");
  return {
    y: get("year"),
    mo: get("month"),
    d: get("day"),
    h: get("hour") % 24,
    mi: get("minute"),
    s: get("second"),
  };
}

/** The UTC instant of a wall-clock time in `timeZone` (the earlier one when a DST change makes it ambiguous). */
export function zonedToUtc(w: Wall, timeZone: string): number {
  const asUtc = Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s);
  // In UTC the wall clock is the instant (what the loop below finds on its first step).
  if (timeZone === "UTC" && asUtc >= UTC_FROM && asUtc < UTC_TO) return asUtc;
  let guess = asUtc;
  for (let i = 0; i < 3; i++) {
    const seen = wallAt(guess, timeZone);
    const seenMs = Date.UTC(seen.y, seen.mo - 1, seen.d, seen.h, seen.mi, seen.s);
    const next = guess + (asUtc - seenMs);
    if (next === guess) break;
    guess = next;
  }
  return guess;
}

function iso(ms: number): string | null {
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null;
  // Years 1970-9999 are written here (what toISOString writes, without a Date per post); others by Date.
  if (ms < 0 || ms >= 253402300800000) return new Date(ms).toISOString();
  const t = Math.floor(ms);
  const days = Math.floor(t / 86400000);
  let rest = t - days * 86400000;
  // Civil date from days since 1970-01-01 (H. Hinnant's algorithm, proleptic Gregorian).
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const mo = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (mo <= 2 ? 1 : 0);
  const h = Math.floor(rest / 3600000);
  rest -= h * 3600000;
  const mi = Math.floor(rest / 60000);
  rest -= mi * 60000;
  const sec = Math.floor(rest / 1000);
  const milli = rest - sec * 1000;
  return `${y}-${two(mo)}-${two(d)}T${two(h)}:${two(mi)}:${two(sec)}.${milli < 10 ? "00" : milli < 100 ? "0" : ""}${milli}Z`;
}

/** A number below 100 in two digits. */
function two(n: number): string {
  return n < 10 ? `0${n}` : `${n}`;
}

/** A Unix time in seconds or milliseconds (as text or number) as ISO 8601 UTC; null when not one. */
export function fromEpoch(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const n = typeof value === "number" ? value : /^\s*\d{9,13}\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) return null;
  return iso(n < 1e11 ? n * 1000 : n);
}

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};

function monthOf(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, "");
  const key = w === "sept" ? w : w.slice(0, 3);
  const m = MONTHS[key];
  if (m === undefined) return null;
  // A full name must really be that month ("Mayday" is not May).
  const full = [
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
  ][m - 1] as string;
  if (w.length > 3 && w !== "sept" && !full.startsWith(w)) return null;
  return m;
}

function fullYear(y: number, digits: number): number {
  if (digits > 2) return y;
  return y < 70 ? 2000 + y : 1900 + y;
}

const TIME_RE =
  /(\d{1,2})[:h.](\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([ap])\.?\s*m\b\.?|(\d{1,2}):(\d{2})(?::(\d{2}))?/i;
const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const RELATIVE_RE =
  /^(?:about\s+|~)?(a|an|one|\d+)\s*(second|sec|minute|min|hour|hr|day|week|month|year)s?\s+ago$/i;
const CJK_RELATIVE_RE = /^(\d+)\s*(秒|分钟|小时|天|周|个月|年)之?前$/;
const CJK_DATE_RE = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/;
const NUMERIC_DATE_RE = /(\d{1,4})([-/.])(\d{1,2})\2(\d{2,4})/;
const MONTH_FIRST_RE = /\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s*|\s+)(\d{4}|\d{2})\b/;
const DAY_FIRST_RE = /\b(\d{1,2})(?:st|nd|rd|th)?\.?\s+([A-Za-z]{3,9})\.?,?\s+(\d{4}|\d{2})\b/;
const MONTH_YEARLESS_RE = /\b([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b/;

interface Clock {
  h: number;
  mi: number;
  s: number;
}

function readClock(text: string): { clock: Clock; rest: string } | null {
  const m = TIME_RE.exec(text);
  if (!m) return null;
  let h: number;
  let mi: number;
  let s: number;
  if (m[1] !== undefined) {
    h = Number(m[1]);
    mi = Number(m[2]);
    s = Number(m[3] ?? "0");
    const pm = (m[4] as string).toLowerCase() === "p";
    if (h < 1 || h > 12) return null;
    if (pm && h !== 12) h += 12;
    if (!pm && h === 12) h = 0;
  } else {
    h = Number(m[5]);
    mi = Number(m[6]);
    s = Number(m[7] ?? "0");
  }
  if (h > 23 || mi > 59 || s > 59) return null;
  return { clock: { h, mi, s }, rest: `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}` };
}

function validDay(y: number, mo: number, d: number): boolean {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || y < 1970 || y > 2200) return false;
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCDate() === d;
}

/** A relative date; undefined when the text is not one, null when it is but no fetch time was given. */
function relative(text: string, ctx: DateContext): string | null | undefined {
  const fetched = ctx.fetchedAt ? Date.parse(ctx.fetchedAt) : Number.NaN;
  const t = text.toLowerCase();
  if (/^(just now|now|a moment ago|moments ago|刚刚)$/.test(t))
    return Number.isNaN(fetched) ? null : iso(fetched);
  let n: number | null = null;
  let unit: string | null = null;
  const m = RELATIVE_RE.exec(t);
  if (m) {
    n = /^\d+$/.test(m[1] as string) ? Number(m[1]) : 1;
    unit = (m[2] as string).toLowerCase();
  } else {
    const c = CJK_RELATIVE_RE.exec(text);
    if (c) {
      n = Number(c[1]);
      unit = { 秒: "second", 分钟: "minute", 小时: "hour", 天: "day", 周: "week", 个月: "month", 年: "year" }[
        c[2] as "秒"
      ];
    }
  }
  if (n === null || unit === null) return undefined;
  if (Number.isNaN(fetched)) return null;
  const sizes: Record<string, number> = {
    second: 1e3,
    sec: 1e3,
    minute: 6e4,
    min: 6e4,
    hour: 36e5,
    hr: 36e5,
    day: 864e5,
    week: 6048e5,
    month: 2592e6,
    year: 31536e6,
  };
  return iso(fetched - n * (sizes[unit] ?? Number.NaN));
}

/**
 * Reads one forum date. Handles ISO 8601 (with or without zone), "Today"/"Yesterday" with a time, "N units
 * ago", month names ("March 3rd 2009, 03:36 PM", "Sun May 26, 2019 5:35 pm", "22 Apr 22,, 09:08"),
 * numeric dates ("09-20-2006 @ 05:13 PM", "2016-02-01, 03:31", "03/12/15 03:28 PM") and CJK dates
 * ("2024 年 5 月 15 日 20:28"). Times without a zone are in `ctx.timeZone`.
 *
 * @returns ISO 8601 UTC, or null when the text is not a date this reader knows (never throws).
 */
export function parseForumDate(input: string | null | undefined, ctx: DateContext): string | null {
  try {
    return parseUnsafe(input, ctx);
  } catch {
    return null;
  }
}

function parseUnsafe(input: string | null | undefined, ctx: DateContext): string | null {
  if (!input) return null;
  const text = collapsedCore(input).replace(/^(?:posted|on|at|le|am|posted on)\s*:?\s+/i, "");
  if (text.length === 0 || text.length > 200) return null;

  const isoMatch = ISO_RE.exec(text);
  if (isoMatch) {
    const zone = isoMatch[7];
    if (zone) {
      const norm = zone.length === 5 ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
      return iso(Date.parse(`${text.slice(0, 10)}T${text.slice(11, isoMatch[6] ? 19 : 16)}${norm}`));
    }
    const w = {
      y: Number(isoMatch[1]),
      mo: Number(isoMatch[2]),
      d: Number(isoMatch[3]),
      h: Number(isoMatch[4]),
      mi: Number(isoMatch[5]),
      s: Number(isoMatch[6] ?? "0"),
    };
    if (!validDay(w.y, w.mo, w.d) || w.h > 23 || w.mi > 59 || w.s > 59) return null;
    return iso(zonedToUtc(w, ctx.timeZone));
  }

  const rel = relative(text, ctx);
  if (rel !== undefined) return rel;

  const dayWord = /\b(today|yesterday|heute|gestern|aujourd'hui|hier|今天|昨天)\b/i.exec(text);
  if (dayWord) {
    const fetched = ctx.fetchedAt ? Date.parse(ctx.fetchedAt) : Number.NaN;
    if (Number.isNaN(fetched)) return null;
    const clock = readClock(text);
    const today = wallAt(fetched, ctx.timeZone);
    const back = /yesterday|gestern|^hier|昨天/i.test(dayWord[1] as string) ? 1 : 0;
    const day = new Date(Date.UTC(today.y, today.mo - 1, today.d - back));
    return iso(
      zonedToUtc(
        {
          y: day.getUTCFullYear(),
          mo: day.getUTCMonth() + 1,
          d: day.getUTCDate(),
          h: clock?.clock.h ?? 0,
          mi: clock?.clock.mi ?? 0,
          s: clock?.clock.s ?? 0,
        },
        ctx.timeZone,
      ),
    );
  }

  let y: number | null = null;
  let mo: number | null = null;
  let d: number | null = null;
  let rest = text;

  const cjk = CJK_DATE_RE.exec(text);
  const numeric = cjk ? null : NUMERIC_DATE_RE.exec(text);
  if (cjk) {
    y = Number(cjk[1]);
    mo = Number(cjk[2]);
    d = Number(cjk[3]);
    rest = text.replace(cjk[0], " ");
  } else if (numeric) {
    const a = numeric[1] as string;
    const b = numeric[3] as string;
    const c = numeric[4] as string;
    if (a.length === 4) {
      y = Number(a);
      mo = Number(b);
      d = Number(c);
    } else if (c.length === 4 || c.length === 2) {
      y = fullYear(Number(c), c.length);
      if (ctx.numericOrder === "dmy" || Number(a) > 12) {
        d = Number(a);
        mo = Number(b);
      } else {
        mo = Number(a);
        d = Number(b);
      }
    }
    rest = text.replace(numeric[0], " ");
  } else {
    const mf = MONTH_FIRST_RE.exec(text);
    const df = DAY_FIRST_RE.exec(text);
    const mfMonth = mf ? monthOf(mf[1] as string) : null;
    const dfMonth = df ? monthOf(df[2] as string) : null;
    if (mf && mfMonth !== null) {
      mo = mfMonth;
      d = Number(mf[2]);
      y = fullYear(Number(mf[3]), (mf[3] as string).length);
      rest = text.replace(mf[0], " ");
    } else if (df && dfMonth !== null) {
      mo = dfMonth;
      d = Number(df[1]);
      y = fullYear(Number(df[3]), (df[3] as string).length);
      rest = text.replace(df[0], " ");
    } else {
      const my = MONTH_YEARLESS_RE.exec(text);
      const myMonth = my ? monthOf(my[1] as string) : null;
      const fetched = ctx.fetchedAt ? Date.parse(ctx.fetchedAt) : Number.NaN;
      if (my && myMonth !== null && !Number.isNaN(fetched)) {
        // "Jul 5, 11:59 AM": the current year on the forum, or last year when that lies in the future.
        const now = wallAt(fetched, ctx.timeZone);
        mo = myMonth;
        d = Number(my[2]);
        y = mo > now.mo || (mo === now.mo && d > now.d) ? now.y - 1 : now.y;
        rest = text.replace(my[0], " ");
      }
    }
  }
  if (y === null || mo === null || d === null || !validDay(y, mo, d)) return null;
  const clock = readClock(rest);
  return iso(
    zonedToUtc(
      { y, mo, d, h: clock?.clock.h ?? 0, mi: clock?.clock.mi ?? 0, s: clock?.clock.s ?? 0 },
      ctx.timeZone,
    ),
  );
}
