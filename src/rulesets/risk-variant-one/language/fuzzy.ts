import { allowedDistance } from "../../../language/suggestions.ts";
import type { RiskNames } from "./names.ts";
import { SUGGESTABLE_VERBS } from "./vocabulary.ts";

/**
 * Typo matching for territory names and verbs: it only proposes, for an error message ("Did you mean Brazil?"),
 * never applies. Swapped neighbouring letters count as one edit ("Peur" → Peru). Equally close names are all
 * listed. The edit budget per word length is the shared one (`src/rulesets/ww1907/language/fuzzy.ts`).
 */

/** Optimal-string-alignment distance: Levenshtein plus adjacent transpositions, stopping early past `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const n = b.length;
  let prev2 = new Int32Array(n + 1);
  let prev = new Int32Array(n + 1);
  let row = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (ca === cb ? 0 : 1),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      }
      row[j] = v;
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    const spare = prev2;
    prev2 = prev;
    prev = row;
    row = spare;
  }
  return prev[n] as number;
}

/**
 * Display names of the territories closest to `text` (folded), best first; every equally close one is kept, at
 * most five. Unfinished names ("kamcha") count as the furthest acceptable match. Continents are never proposed.
 */
export function suggestTerritories(text: string, names: RiskNames): string[] {
  return closestTerritories(text, names)?.names ?? [];
}

/** The territories closest to `text` and their distance, or null when none is close enough. */
export function closestTerritories(
  text: string,
  names: RiskNames,
): { score: number; names: string[] } | null {
  if (text.length < 3 || text.length > 60) return null;
  const limit = allowedDistance(text.length);
  const best = new Map<string, number>(); // display name → score
  const consider = (key: string, score: number): void => {
    if (score > limit) return;
    for (const ref of names.names.get(key) ?? []) {
      if (ref.kind !== "territory") continue;
      const prev = best.get(ref.name);
      if (prev === undefined || score < prev) best.set(ref.name, score);
    }
  };
  for (let len = text.length - limit; len <= text.length + limit; len++) {
    for (const key of names.keysByLength.get(len) ?? []) {
      if (key.length <= 2) continue;
      consider(key, editDistance(text, key, limit));
    }
  }
  if (text.length >= 4) {
    for (const key of names.names.keys()) {
      if (key.length > text.length + limit && key.startsWith(text)) consider(key, limit);
    }
  }
  if (best.size === 0) return null;
  const top = Math.min(...best.values());
  const found = [...best.entries()]
    .filter(([, score]) => score === top)
    .map(([name]) => name)
    .sort((a, b) => a.localeCompare(b))
    .slice(0, 5);
  return { score: top, names: found };
}

/** The verb a misspelt word most likely is ("atack" → "attack"), or null: one edit off, two for long words. */
export function suggestVerb(word: string): string | null {
  if (word.length < 4) return null;
  let found: string | null = null;
  let bestScore = 3;
  for (const verb of SUGGESTABLE_VERBS) {
    const d = editDistance(word, verb, 2);
    const acceptable = d <= 1 || (d === 2 && word.length >= 7 && word[0] === verb[0]);
    if (acceptable && d < bestScore) {
      bestScore = d;
      found = verb;
    }
  }
  return found;
}
