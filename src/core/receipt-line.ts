/** The outcome of one line of an order post, as receipts, reports and the GM's JSON show it. */
export interface ReceiptLine {
  /** The text as the player wrote it. */
  text: string;
  outcome: "accepted" | "rejected" | "unreadable" | "ambiguous" | "ignored";
  /** The canonical form of the order ("Build 2 divisions in Moscow"), when it was read. */
  canonical?: string;
  /** Why: the verdict's sentence, the parse error, the readings to choose from, or why the text is no order. */
  message: string;
  /** The rule ID that decided it ("W7"), when one did. */
  rule?: string;
  suggestions?: string[];
  readings?: string[];
}

/**
 * What is left to spend in one group of places after the orders in force, for a game that spends per group (World
 * War 1907: pp per supply group, W4).
 */
export interface SupplyLine {
  provinces: string[];
  spendable: number;
  left: number;
}
