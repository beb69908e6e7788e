import { distance } from "fastest-levenshtein";
import { allowedDistance } from "../../../language/suggestions.ts";
import type { Lexicon, NameKind } from "./lexicon.ts";
import { SUGGESTABLE_WORDS } from "./vocabulary.ts";

/**
 * Typo matching: never a silent guess. It only proposes names for an error message ("Did you mean Thessa?");
 * when several names are equally close it lists them all.
 */

/**
 * Spellings close to `text` (already folded), best first; ties all kept, one spelling per meaning (the closest).
 * `kinds` limits which names are searched; order keywords are searched too when `words` is true.
 */
export function suggest(
  text: string,
  lexicon: Lexicon,
  kinds: readonly NameKind[] = ["province", "sea", "nation", "commander"],
  words = false,
): string[] {
  if (text.length < 2 || text.length > 60) return [];
  const limit = allowedDistance(text.length);
  // meaning (kind:id or word) → best spelling and score
  const best = new Map<string, { spelling: string; score: number }>();
  const consider = (meaning: string, spelling: string, score: number): void => {
    if (score > limit) return;
    const prev = best.get(meaning);
    // Equally close spellings of one thing: the one nearest in length to what was typed ("Italy", not "Ita").
    const nearer =
      prev !== undefined &&
      score === prev.score &&
      Math.abs(spelling.length - text.length) < Math.abs(prev.spelling.length - text.length);
    if (!prev || score < prev.score || nearer) best.set(meaning, { spelling, score });
  };
  const measure = (key: string, prefix: boolean): void => {
    const refs = lexicon.names.get(key) ?? [];
    const matching = refs.filter((r) => kinds.includes(r.kind));
    if (matching.length === 0) return;
    const d = prefix ? limit : distance(text, key);
    if (d > limit) return;
    const spelling = lexicon.spellings.get(key) ?? key;
    for (const r of matching) consider(`${r.kind}:${r.id}`, spelling, d);
  };
  for (let len = text.length - limit; len <= text.length + limit; len++) {
    for (const key of lexicon.keysByLength.get(len) ?? []) measure(key, false);
  }
  // Unfinished names ("Thess" for "Thessaloniki") count as the furthest acceptable match.
  if (text.length >= 3) {
    for (const key of lexicon.names.keys()) {
      if (key.length > text.length + limit && key.startsWith(text)) measure(key, true);
    }
  }
  if (words) {
    for (const w of SUGGESTABLE_WORDS) {
      if (Math.abs(w.length - text.length) > limit) continue;
      consider(`word:${w}`, w, distance(text, w));
    }
  }
  if (best.size === 0) return [];
  const top = Math.min(...[...best.values()].map((b) => b.score));
  const out = [...new Set([...best.values()].filter((b) => b.score === top).map((b) => b.spelling))];
  return out.sort((a, b) => a.localeCompare(b)).slice(0, 5);
}

/**
 * True when a word nobody knows is most likely a misspelt order verb ("atack", "decalre"): one edit away, or two
 * for long words with the right first letter. Used to tell a broken order from chat.
 */
export function looksLikeVerbTypo(word: string): boolean {
  if (word.length < 5) return false;
  for (const w of SUGGESTABLE_WORDS) {
    if (Math.abs(w.length - word.length) > 2) continue;
    const d = distance(word, w);
    if (d <= 1 || (d === 2 && word.length >= 7 && word[0] === w[0])) return true;
  }
  return false;
}
