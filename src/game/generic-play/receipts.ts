import type { OrderLine, Verdict } from "../../core/ruleset.ts";
import { type Document, list, para } from "../../presenters/document.ts";
import type { ReceiptLine, UnreadLine } from "../types.ts";
import type { Kit } from "./kit.ts";

/** Each line of a post as a receipt line: a command with its verdict, an unreadable line, an ignored one. */
export function receiptLines<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  state: S,
  lines: readonly OrderLine<C>[],
  verdicts: readonly Verdict[],
): ReceiptLine[] {
  let n = 0;
  return lines.map((line): ReceiptLine => {
    if (line.kind === "ignored") return { text: line.text, outcome: "ignored", message: line.reason };
    // a line that only looks like an order reads as none: ignored, as the ruleset explains it (its `unread`)
    if (line.kind === "error" && line.lookalike === true)
      return { text: line.text, outcome: "ignored", message: line.unread?.reason ?? line.message };
    if (line.kind === "error" && line.readings !== undefined) {
      return {
        text: line.text,
        outcome: "ambiguous",
        message: line.message,
        readings: line.readings.map((r, k) => `${k + 1}. ${kit.ruleset.words.command(r, state)}`),
      };
    }
    if (line.kind === "error") {
      return {
        text: line.text,
        outcome: "unreadable",
        message: line.message,
        ...(line.suggestions.length > 0 ? { suggestions: line.suggestions } : {}),
      };
    }
    const verdict = verdicts[n++] ?? { accepted: false, rule: "-", reason: "not judged" };
    return {
      text: line.text,
      outcome: verdict.accepted ? "accepted" : "rejected",
      canonical: kit.ruleset.words.command(line.command, state),
      message: verdict.reason,
      rule: verdict.rule,
    };
  });
}

/** A receipt line as people read it: "Attack Coral from Brisk: accepted (I1)." */
export function lineText(line: ReceiptLine): string {
  const what = line.canonical ?? line.text;
  const rule = line.rule ? ` (${line.rule})` : "";
  const hint = line.suggestions?.length ? ` Did you mean: ${line.suggestions.join(", ")}?` : "";
  return `${what}: ${line.outcome}${rule}. ${line.message}${hint}`.trim();
}

/** The answer to an order post. */
export function receiptDocument(input: {
  receiptId: string;
  postId: string;
  seatName: string;
  replaces: string | null;
  lines: readonly ReceiptLine[];
  happened: readonly string[];
  waiting: string | null;
  /** What the seat has left to spend per group, in the ruleset's words (`views.receiptSupply`). */
  supply?: string | null;
}): Document {
  return {
    title: `Receipt ${input.receiptId}`,
    blocks: [
      para(
        `Post ${input.postId} (${input.seatName})${input.replaces ? `, replacing post ${input.replaces}` : ""}:`,
      ),
      list(input.lines.map((l) => [lineText(l)])),
      ...(input.supply ? [para(input.supply)] : []),
      ...(input.happened.length > 0 ? [para("What happened:"), list(input.happened.map((h) => [h]))] : []),
      ...(input.waiting ? [para(`Waiting for: ${input.waiting}.`)] : []),
    ],
  };
}

/**
 * The bold lines of a post that read as no order, explained (the answer when a post has no order in it): as the
 * ruleset explains them (`unread`: emphasis too, no order attempt), else each unreadable line with its suggestion.
 */
export function unreadLines<C>(lines: readonly OrderLine<C>[]): UnreadLine[] {
  return lines.flatMap((l): UnreadLine[] =>
    l.kind !== "command" && l.unread
      ? [l.unread]
      : l.kind === "error"
        ? [
            {
              text: l.text,
              reason: l.message,
              names: [],
              ...(l.suggestions[0] ? { suggestion: l.suggestions[0] } : {}),
              attempt: true,
            },
          ]
        : [],
  );
}

/**
 * The bold lines of an order post that read as no order, explained, for the receipt beside its lines (`unreadLines`
 * of the lines read as none: ignored, or only looking like an order). An order that cannot be read, or that reads
 * several ways, is a receipt line of its own (unreadable, ambiguous), not listed again.
 */
export function unreadBesideReceipt<C>(lines: readonly OrderLine<C>[]): UnreadLine[] {
  return unreadLines(
    lines.filter((l) => l.kind === "ignored" || (l.kind === "error" && l.lookalike === true)),
  );
}

/** The answer to a post whose bold lines read as no order. */
export function unreadDocument(
  postId: string,
  seatName: string,
  unread: readonly UnreadLine[],
  inForce: string | null,
): Document {
  return {
    title: "No orders read",
    blocks: [
      para(`Post ${postId} (${seatName}) has no order that can be read:`),
      list(
        unread.map((u) => [
          `${u.text}: ${u.reason}${u.suggestion ? ` (did you mean "${u.suggestion}"?)` : ""}`,
        ]),
      ),
      para(inForce ? `Your post ${inForce} stays in force.` : "You have no orders in force."),
    ],
  };
}

/** The answer to an edited or deleted post. */
export function editedDocument(input: {
  postId: string;
  seatName: string | null;
  how: "edited" | "deleted";
  voided: boolean;
  inForce: string | null;
  sequential: boolean;
}): Document {
  const title = input.how === "edited" ? "Edited post" : "Deleted post";
  if (input.sequential) {
    return {
      title,
      blocks: [
        para(
          `Post ${input.postId} was ${input.how} after it was read. Every order is carried out as soon as it is posted, so what it did stands; post new orders, or ask the GM to undo.`,
        ),
      ],
    };
  }
  return {
    title,
    blocks: [
      para(
        `Post ${input.postId}${input.seatName ? ` (${input.seatName})` : ""} was ${input.how}: ${
          input.voided ? "it counts for nothing now (W33)" : "it still counts"
        }. ${input.inForce ? `Post ${input.inForce} is in force.` : "No orders are in force for that seat."}`,
      ),
    ],
  };
}
