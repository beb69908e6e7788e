import { decodeEntities as decodeHtmlEntities } from "../../parsers/text/entities.ts";
/**
 * Text as phones and forums deliver it, made plain for the order grammar: HTML entities decoded, stray markup
 * (`**`, `__`, `[b]`, `<strong>`) removed, smart quotes and odd spaces straightened, every dash made "-", every kind
 * of arrow made "->" (leftward arrows "<-"), and numbers written as words turned into digits ("twenty-one" → "21").
 * Line breaks are kept (they separate orders). Pure and total: any string in, a string out.
 */
export function normalizeText(text: string): string {
  let s = text;
  if (s.includes("&")) s = decodeEntities(s);
  // Every line ending a phone or a forum may send (CR, NEL, the Unicode line and paragraph separators) is "\n".
  if (LINE_BREAKS.test(s)) s = s.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n");
  if (MARKUP.test(s)) {
    s = s
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?>/gi, " ")
      .replace(
        /\[\/?(?:b|i|u|s|strong|em|color|size|font|quote|highlight|center|left|right)(?:=[^\]]*)?\]/gi,
        " ",
      )
      .replace(/(?:\*{2,}|_{2,}|~{2,})/g, " ");
  }
  if (NOT_PLAIN.test(s)) s = unicodeToAscii(s);
  if (ASCII_ARROW.test(s)) s = s.replace(/(?<!-)-+>+|(?<!=)=+>+/g, " -> ").replace(/<-+/g, " <- ");
  s = wordsToDigits(s);
  if (/\s\s|\n|^\s|\s$/.test(s)) {
    s = s
      .split("\n")
      .map((line) => line.replace(/ {2,}/g, " ").trim())
      .join("\n");
  }
  return s;
}

/** Line endings other than "\n". */
const LINE_BREAKS = /[\r\u0085\u2028\u2029]/;
/** Markup characters worth a closer look. */
const MARKUP = /[<[*_~]/;
/** Anything outside plain printable ASCII (and the odd ASCII spaces and backtick). */
const NOT_PLAIN = /[^\x20-\x7e\n]|`/;
const ASCII_ARROW = /[-=]>|<-/;

function unicodeToAscii(text: string): string {
  return text
    .replace(/[\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\t\f\v]/g, " ")
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, "")
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g, '"')
    .replace(/[\u2190\u21d0\u21e0\u27f5\u27f8\u2b05]/g, " <- ")
    .replace(/[\u2192-\u21ff\u27f0-\u27ff\u2900-\u297f\u2794-\u27bf\u2b00-\u2bff]/g, " -> ")
    .replace(/(?<![\u2010-\u2015\u2212\ufe58\ufe63\uff0d])[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]+>/g, " -> ")
    .replace(/[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[\u2022\u00b7]/g, "*")
    .replace(/\u00d7/g, "x");
}

/** Entities decoded twice over, for double-escaped text such as "&amp;rarr;"; the characters they give are then
 * made plain by `unicodeToAscii`. */
function decodeEntities(text: string): string {
  const once = decodeHtmlEntities(text);
  return once.includes("&") ? decodeHtmlEntities(once) : once;
}

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  dozen: 12,
  single: 1,
  couple: 2,
};

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const TENS_WORDS = Object.keys(TENS).join("|");
const UNIT_WORDS = Object.keys(UNITS)
  .filter((w) => w !== "dozen" && w !== "single" && w !== "couple" && w !== "zero")
  .join("|");
const NUMBER_WORD = new RegExp(
  `\\b(?:(${TENS_WORDS})(?:[\\s-]+(${UNIT_WORDS}))?|(${UNIT_WORDS}|zero|dozen)|(a\\s+)?(?:(couple)\\s+of|(single)))\\b`,
  "gi",
);

/** "twenty one" → "21", "a couple of" → "2", "a dozen" stays "a 12" (the grammar reads "a" as filler). */
function wordsToDigits(text: string): string {
  if (!/[a-z]/i.test(text)) return text;
  return text.replace(
    NUMBER_WORD,
    (
      whole,
      tens: string | undefined,
      tensUnit: string | undefined,
      unit: string | undefined,
      _a,
      couple: string | undefined,
      single: string | undefined,
    ) => {
      if (tens)
        return String(
          (TENS[tens.toLowerCase()] ?? 0) + (tensUnit ? (UNITS[tensUnit.toLowerCase()] ?? 0) : 0),
        );
      if (unit) return String(UNITS[unit.toLowerCase()] ?? whole);
      if (couple) return "2";
      if (single) return "1";
      return whole;
    },
  );
}
