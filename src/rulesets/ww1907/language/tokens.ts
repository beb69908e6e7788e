import { foldName } from "../../../../parsers/text/fold.ts";
import type { Lexicon, NameRef } from "./lexicon.ts";
import { FILLER, KEYWORDS, type Keyword, MULTI_KEYWORDS, UNIT_NOUNS } from "./vocabulary.ts";

/**
 * One meaningful piece of an order line, as the grammar reads it: a number, a unit noun, a name (with every
 * thing it may mean), a keyword, an arrow, punctuation, or a word nobody knows (`word`).
 */
export type Item =
  | { k: "num"; n: number; raw: string }
  | { k: "unit"; unit: "division" | "ship" | "any"; plural: boolean; raw: string }
  | { k: "name"; refs: readonly NameRef[]; raw: string }
  | { k: "kw"; kw: Keyword; raw: string }
  | { k: "arrow"; back: boolean; raw: string }
  | { k: "dash"; raw: string }
  | { k: "sep"; raw: string }
  | { k: "open"; raw: string }
  | { k: "close"; raw: string }
  | { k: "colon"; raw: string }
  | { k: "plus"; raw: string }
  | { k: "x"; raw: string }
  | { k: "word"; raw: string; folded: string };

type Token = { t: "word" | "num" | "punct"; raw: string; folded: string };

const TOKEN = /(<-|->|>)|(\d+(?:\.\d+)?)|([\p{L}\p{M}][\p{L}\p{M}\p{N}']*)|(\S)/gu;
/** The same for plain ASCII lines (most lines after normalizing), without the slower Unicode classes. */
const TOKEN_ASCII = /(<-|->|>)|(\d+(?:\.\d+)?)|([A-Za-z][A-Za-z0-9']*)|(\S)/g;
/** Anything beyond printable ASCII (after normalizing, lines are ASCII unless names carry accents). */
const NOT_ASCII = /[^\t\n\r\x20-\x7e]/;
const PLAIN = /^[a-z]+$/;

/** Splits a normalized order line into raw tokens. */
function tokenize(line: string): Token[] {
  const out: Token[] = [];
  const re = NOT_ASCII.test(line) ? TOKEN : TOKEN_ASCII;
  re.lastIndex = 0;
  for (let m = re.exec(line); m !== null; m = re.exec(line)) {
    if (m[1] !== undefined) out.push({ t: "punct", raw: m[1], folded: m[1] });
    else if (m[2] !== undefined) out.push({ t: "num", raw: m[2], folded: m[2] });
    else if (m[3] !== undefined) {
      let word = m[3];
      // A possessive ("Germany's alliance") is the name itself.
      if (/'s?$/i.test(word) && word.length > 2) word = word.replace(/'s?$/i, "");
      // Contractions: "I'd", "we'll", "I've" are the pronoun (filler).
      else if (/^[a-z]+'(?:d|ll|ve|re|m)$/i.test(word)) word = word.slice(0, word.indexOf("'"));
      const lower = word.toLowerCase();
      const x = /^x(\d+)$/.exec(lower);
      if (x?.[1]) {
        out.push({ t: "punct", raw: "x", folded: "x" });
        out.push({ t: "num", raw: x[1], folded: x[1] });
        continue;
      }
      const folded = PLAIN.test(lower) ? lower : foldName(lower).replace(/ /g, "");
      out.push({ t: "word", raw: word, folded });
    } else if (m[4] !== undefined) out.push({ t: "punct", raw: m[4], folded: m[4] });
  }
  return out;
}

/** Punctuation that may sit inside a multi-word name ("Austria-Hungary", "St. Petersburg", "A-H"). */
const INNER = new Set(["-", ".", "'"]);

/**
 * Reads a normalized line into items: names by longest match against the lexicon, keywords, unit nouns and
 * numbers; filler words are dropped. Never throws.
 */
export function chunk(line: string, lexicon: Lexicon): Item[] {
  const tokens = tokenize(line);
  const items: Item[] = [];
  const n = tokens.length;
  for (let i = 0; i < n; i++) {
    const tok = tokens[i] as Token;
    if (tok.t === "word") {
      const name = matchName(tokens, i, lexicon);
      if (name) {
        items.push({ k: "name", refs: name.refs, raw: name.raw });
        i = name.end - 1;
        continue;
      }
      const f = tok.folded;
      const multi = MULTI_KEYWORDS.get(f);
      if (multi) {
        const hit = multi.find((m) => m.words.every((w, j) => tokens[i + j]?.folded === w));
        if (hit) {
          items.push({ k: "kw", kw: hit.keyword, raw: hit.words.join(" ") });
          i += hit.words.length - 1;
          continue;
        }
      }
      if ((f === "a" || f === "an") && tokens[i + 1]?.t === "word") {
        const nextUnit = UNIT_NOUNS[tokens[i + 1]?.folded ?? ""];
        if (nextUnit && !nextUnit.plural) {
          items.push({ k: "num", n: 1, raw: tok.raw });
          continue;
        }
      }
      const unit = UNIT_NOUNS[f];
      if (unit) {
        items.push({ k: "unit", unit: unit.unit, plural: unit.plural, raw: tok.raw });
        continue;
      }
      const kw = KEYWORDS.get(f);
      if (kw) {
        items.push({ k: "kw", kw, raw: tok.raw });
        continue;
      }
      if (f === "x") {
        items.push({ k: "x", raw: tok.raw });
        continue;
      }
      if (FILLER.has(f) || f === "") continue;
      items.push({ k: "word", raw: tok.raw, folded: f });
    } else if (tok.t === "num") {
      items.push({ k: "num", n: Number(tok.raw), raw: tok.raw });
    } else {
      const p = tok.raw;
      if (p === "->" || p === ">") items.push({ k: "arrow", back: false, raw: p });
      else if (p === "<-") items.push({ k: "arrow", back: true, raw: p });
      else if (p === "-") items.push({ k: "dash", raw: p });
      else if (p === "," || p === ";") items.push({ k: "sep", raw: p });
      else if (p === "(" || p === "[" || p === "{") items.push({ k: "open", raw: p });
      else if (p === ")" || p === "]" || p === "}") items.push({ k: "close", raw: p });
      else if (p === ":") items.push({ k: "colon", raw: p });
      else if (p === "+") items.push({ k: "plus", raw: p });
      else if (p === "&") items.push({ k: "kw", kw: "and", raw: p });
      else if (p === "x") items.push({ k: "x", raw: p });
      // Other punctuation (". ! ? / # * = ") carries nothing.
    }
  }
  return items;
}

/** The longest name starting at token i, or null. */
function matchName(
  tokens: readonly Token[],
  i: number,
  lexicon: Lexicon,
): { refs: readonly NameRef[]; raw: string; end: number } | null {
  const first = tokens[i];
  if (!first || !lexicon.firstWords.has(first.folded)) return null;
  // Collect word positions that may belong to the span (words, with inner punctuation between them).
  const words: string[] = [first.folded];
  const ends: number[] = [i + 1];
  let j = i + 1;
  while (words.length < lexicon.maxWords && j < tokens.length) {
    const tok = tokens[j] as Token;
    if (tok.t === "word") {
      words.push(tok.folded);
      ends.push(j + 1);
      j++;
    } else if (tok.t === "punct" && INNER.has(tok.raw) && tokens[j + 1]?.t === "word") {
      j++;
    } else break;
  }
  const keys: string[] = [first.folded];
  for (let k = 1; k < words.length; k++) keys.push(`${keys[k - 1]} ${words[k]}`);
  for (let len = words.length; len >= 1; len--) {
    const refs = lexicon.names.get(keys[len - 1] ?? "");
    if (refs && refs.length > 0) {
      const end = ends[len - 1] ?? i + 1;
      const raw = tokens
        .slice(i, end)
        .map((t) => t.raw)
        .join(" ")
        .replace(/ ([-.']) /g, "$1");
      return { refs, raw, end };
    }
  }
  return null;
}
