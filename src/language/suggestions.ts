/**
 * What every order language's typo suggestions share: never a silent guess, only a proposal in an error message
 * ("Did you mean Thessa?"), every equally close name listed.
 */

/** How many edits a word of this length may be off and still be suggested. */
export function allowedDistance(length: number): number {
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/** "Did you mean Thessa?" / "Did you mean Kiel or Kiev?" / "" when there is nothing to propose. */
export function didYouMean(suggestions: readonly string[]): string {
  if (suggestions.length === 0) return "";
  if (suggestions.length === 1) return `Did you mean ${suggestions[0]}?`;
  const last = suggestions[suggestions.length - 1];
  return `Did you mean ${suggestions.slice(0, -1).join(", ")} or ${last}?`;
}
