import { foldName } from "../../../../parsers/text/fold.ts";
import { type PlaceRef, type RiskNames, spellingCounts } from "./names.ts";
import { FILLER, PHRASES, UNIT_NOUNS, WORDS, type Word } from "./vocabulary.ts";

/**
 * One meaningful piece of a Risk order line: a place name (with everything it may mean), a number, a word of the
 * language, an army noun, an arrow, punctuation, or words nobody knows (consecutive ones kept together, with the
 * words around them for typo matching).
 */
export type Item =
  | { k: "name"; refs: readonly PlaceRef[]; raw: string }
  | { k: "num"; n: number; raw: string }
  | { k: "word"; w: Word; raw: string }
  | { k: "unit"; plural: boolean; raw: string }
  | { k: "arrow"; back: boolean; raw: string }
  | { k: "dash"; raw: string }
  | { k: "sep"; raw: string }
  | { k: "colon"; raw: string }
  | { k: "plus"; raw: string }
  | { k: "open"; raw: string }
  | { k: "close"; raw: string }
  | { k: "unknown"; raw: string; words: string[]; before: string[]; after: string[] };

type Token = { t: "word" | "num" | "punct"; raw: string; folded: string };

const TOKEN =
  /(<-|->|>)|((?<![\p{L}\p{N})\]])-\d+(?:\.\d+)?|\d+(?:\.\d+)?)x?(?![\p{L}\p{N}])|\bx(\d+)\b|([\p{L}][\p{L}\p{M}\p{N}']*)|(\S)/gu;

/** Splits a normalized line into raw tokens. */
function tokenize(line: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(line); m !== null; m = TOKEN.exec(line)) {
    if (m[1] !== undefined) out.push({ t: "punct", raw: m[1], folded: m[1] });
    else if (m[2] !== undefined) out.push({ t: "num", raw: m[2], folded: m[2] });
    else if (m[3] !== undefined) out.push({ t: "num", raw: m[3], folded: m[3] });
    else if (m[4] !== undefined) {
      // A possessive ("Peru's standing order") is the name itself.
      const word = /.'s$/i.test(m[4]) && !CONTRACTIONS.has(m[4].toLowerCase()) ? m[4].slice(0, -2) : m[4];
      out.push({ t: "word", raw: word, folded: foldName(word).replace(/ /g, "") });
    } else if (m[5] !== undefined) out.push({ t: "punct", raw: m[5], folded: m[5] });
  }
  return out;
}

/** Words ending in "'s" that are not possessives. */
const CONTRACTIONS = new Set(["that's", "it's", "let's", "what's", "here's", "there's", "he's", "she's"]);

/** Punctuation that may sit inside a name ("W. US", "N.W. Territory", "Mid-East"). */
const INNER = new Set(["-", ".", "'"]);

/** Reads a normalized line into items: longest-match names first, then phrases, words, numbers. Never throws. */
export function chunk(line: string, names: RiskNames): Item[] {
  const tokens = tokenize(line);
  const items: Item[] = [];
  const unknownEnds = new Map<Item, number>();
  const wordsBefore = (i: number): string[] =>
    tokens
      .slice(Math.max(0, i - 4), i)
      .filter((t) => t.t === "word")
      .map((t) => t.folded)
      .slice(-2);
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i] as Token;
    if (tok.t === "num") {
      items.push({ k: "num", n: Number(tok.raw), raw: tok.raw });
      continue;
    }
    if (tok.t === "punct") {
      const p = tok.raw;
      if (p === "->" || p === ">") items.push({ k: "arrow", back: false, raw: p });
      else if (p === "<-") items.push({ k: "arrow", back: true, raw: p });
      else if (p === "-") items.push({ k: "dash", raw: p });
      else if (p === ",") items.push({ k: "sep", raw: p });
      else if (p === ":") items.push({ k: "colon", raw: p });
      else if (p === "+") items.push({ k: "plus", raw: p });
      else if (p === "(" || p === "[") items.push({ k: "open", raw: p });
      else if (p === ")" || p === "]") items.push({ k: "close", raw: p });
      else if (p === "&") items.push({ k: "word", w: "and", raw: p });
      // Other punctuation (". ! ? / # * = ") carries nothing.
      continue;
    }
    const name = matchName(tokens, i, names);
    if (name) {
      items.push({ k: "name", refs: name.refs, raw: name.raw });
      i = name.end - 1;
      continue;
    }
    const f = tok.folded;
    const phrase = PHRASES.get(f)?.find((p) => p.words.every((w, j) => tokens[i + j]?.folded === w));
    if (phrase) {
      items.push({ k: "word", w: phrase.word, raw: phrase.words.join(" ") });
      i += phrase.words.length - 1;
      continue;
    }
    if ((f === "a" || f === "an") && UNIT_NOUNS.get(tokens[i + 1]?.folded ?? "") === "singular") {
      items.push({ k: "num", n: 1, raw: tok.raw });
      continue;
    }
    const unit = UNIT_NOUNS.get(f);
    if (unit) {
      items.push({ k: "unit", plural: unit === "plural", raw: tok.raw });
      continue;
    }
    const w = WORDS.get(f);
    if (w) {
      items.push({ k: "word", w, raw: tok.raw });
      continue;
    }
    if (FILLER.has(f) || f === "") continue;
    const last = items[items.length - 1];
    if (last?.k === "unknown" && tokens[i - 1]?.t === "word") {
      last.raw += ` ${tok.raw}`;
      last.words.push(f);
      unknownEnds.set(last, i + 1);
    } else {
      const item: Item = { k: "unknown", raw: tok.raw, words: [f], before: wordsBefore(i), after: [] };
      items.push(item);
      unknownEnds.set(item, i + 1);
    }
  }
  // The words after each unknown run, for names mistyped in their first word ("Westen Australia").
  for (const [item, end] of unknownEnds) {
    if (item.k !== "unknown") continue;
    item.after = tokens
      .slice(end, end + 4)
      .filter((t) => t.t === "word")
      .map((t) => t.folded)
      .slice(0, 2);
  }
  return items;
}

/** The longest place name starting at token i, or null. */
function matchName(
  tokens: readonly Token[],
  i: number,
  names: RiskNames,
): { refs: readonly PlaceRef[]; raw: string; end: number } | null {
  const first = tokens[i];
  if (!first || !names.firstWords.has(first.folded)) return null;
  const words: string[] = [first.folded];
  const ends: number[] = [i + 1];
  let j = i + 1;
  while (words.length < names.maxWords && j < tokens.length) {
    const tok = tokens[j] as Token;
    if (tok.t === "word") {
      words.push(tok.folded);
      ends.push(j + 1);
      j++;
    } else if (tok.t === "punct" && INNER.has(tok.raw) && tokens[j + 1]?.t === "word") j++;
    else break;
  }
  let key = "";
  const keys = words.map((w, k) => {
    key = k === 0 ? w : `${key} ${w}`;
    return key;
  });
  for (let len = words.length; len >= 1; len--) {
    const k = keys[len - 1] ?? "";
    const refs = names.names.get(k);
    if (!refs || refs.length === 0) continue;
    const end = ends[len - 1] ?? i + 1;
    const raw = tokens
      .slice(i, end)
      .map((t) => t.raw)
      .join(" ")
      .replace(/ ([-.']) /g, "$1")
      .replace(/ \./g, ".");
    if (!spellingCounts(k, raw)) continue;
    return { refs, raw, end };
  }
  return null;
}
