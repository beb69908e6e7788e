import { distance } from "fastest-levenshtein";
import type { Lexicon, NameKind } from "./lexicon.ts";
import { SUGGESTABLE_WORDS } from "./vocabulary.ts";

/**
 * Typo matching: never a silent guess. It only proposes names for an error message ("Did you mean Thessa?");
 * when several names are equally close it lists them all.
 */

/** How many edits a word of this length may be off and still be suggested. */
export function allowedDistance(length: number): number {
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/**
 * Names (display names) close to `text` (already folded), best first; ties all kept. `kinds` limits what is
 * searched; keywords are searched too when `words` is true.
 */
export function suggest(
  text: string,
  lexicon: Lexicon,
  kinds: readonly NameKind[] = ["province", "sea", "nation", "commander"],
  words = false,
): string[] {
  if (text.length < 2 || text.length > 60) return [];
  const limit = allowedDistance(text.length);
  let best = Number.POSITIVE_INFINITY;
  const found = new Map<string, number>();
  const consider = (display: string, score: number): void => {
    if (score > limit) return;
    const prev = found.get(display);
    if (prev === undefined || score < prev) found.set(display, score);
    if (score < best) best = score;
  };
  for (const [key, refs] of lexicon.names) {
    const prefix = text.length >= 3 && key.startsWith(text);
    if (Math.abs(key.length - text.length) > limit && !prefix) continue;
    const matching = refs.filter((r) => kinds.includes(r.kind));
    if (matching.length === 0) continue;
    const d = distance(text, key);
    const score = prefix ? Math.min(d, limit) : d;
    for (const r of matching) consider(r.name, score);
  }
  if (words) {
    for (const w of SUGGESTABLE_WORDS) {
      if (Math.abs(w.length - text.length) > limit) continue;
      consider(w, distance(text, w));
    }
  }
  if (found.size === 0) return [];
  return [...found.entries()]
    .filter(([, d]) => d === best)
    .map(([name]) => name)
    .sort((a, b) => a.localeCompare(b))
    .slice(0, 5);
}

/** "Did you mean Thessa?" / "Did you mean Kiel or Kiev?" / "" when there is nothing to propose. */
export function didYouMean(suggestions: readonly string[]): string {
  if (suggestions.length === 0) return "";
  if (suggestions.length === 1) return `Did you mean ${suggestions[0]}?`;
  const last = suggestions[suggestions.length - 1];
  return `Did you mean ${suggestions.slice(0, -1).join(", ")} or ${last}?`;
}
