/**
 * A bold line of a post that reads as no order, explained: why, the nearest names for the words the order language
 * does not know, and the order it would be with those names when that needs no guess.
 */
export interface UnreadLine {
  /** The text as the player wrote it (normalized). */
  text: string;
  /** Why it is no order ("not an order: no order verb, arrow, or number with a place"). */
  reason: string;
  /** Unknown words and the nearest names or order words for each (best first; ties all listed). */
  names: { word: string; suggestions: string[] }[];
  /** The order(s) the line reads as with those names ("Build 2 divisions in Moscow"), when each word had one. */
  suggestion?: string;
  /** What to write instead of an order this game does not have ("hold", "support", "convoy"). */
  hint?: string;
  /**
   * True when the line looks like an order attempt (a number, a unit, an arrow, a suggested order, or another
   * game's order), false for emphasis ("Good luck everyone!", "Thanks Germany"): the bot answers only attempts.
   */
  attempt: boolean;
}
