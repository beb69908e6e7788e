import type { ReceiptLine, SupplyLine } from "../../../core/receipt-line.ts";
import type { UnreadLine } from "../../../core/unread-line.ts";
import { b, type Document, type Inline, i, list, para } from "../../../presenters/document.ts";
import { canonicalOrder } from "../language/canonical-order.ts";
import { isAmbiguousLine, isCommandLine, isErrorLine, type OrderLine } from "../language/order-line.ts";
import type { Verdict } from "../verdict.ts";
import { SUPPLY_LEFT_LABEL, supplyLeftList } from "../words/supply-text.ts";

/** What a receipt says of an order that reads several ways, before its numbered readings (W33: `choose N`). */
export const SEVERAL_READINGS =
  "This order can be read in several ways: post **choose N** in a new post to pick one.";

/**
 * A receipt line as World War 1907's documents word it: an order that reads several ways tells the player to post
 * **choose N** in a new post (`SEVERAL_READINGS`), its numbered readings following, as the older play said it (the
 * order language's own message, with the readings inline, is for plain lists such as `orders parse`).
 */
export function inOwnWords(line: ReceiptLine): ReceiptLine {
  return line.outcome === "ambiguous" ? { ...line, message: SEVERAL_READINGS } : line;
}

/**
 * Pairs the lines of an order post with the verdicts of its commands (the n-th command line gets the n-th verdict)
 * and says, line by line, what happened.
 */
export function receiptLines(
  lines: readonly OrderLine[],
  verdicts: readonly Verdict[],
  nameOf: (id: string) => string,
): ReceiptLine[] {
  let n = 0;
  const out: ReceiptLine[] = [];
  for (const line of lines) {
    if (isCommandLine(line)) {
      const verdict = verdicts[n++];
      const canonical = canonicalOrder(line.command, nameOf);
      if (!verdict) {
        out.push({ text: line.text, outcome: "accepted", canonical, message: "read" });
        continue;
      }
      out.push({
        text: line.text,
        outcome: verdict.accepted ? "accepted" : "rejected",
        canonical,
        message: verdict.message,
        ...(verdict.rule ? { rule: verdict.rule } : {}),
      });
    } else if (isAmbiguousLine(line)) {
      out.push({
        text: line.text,
        outcome: "ambiguous",
        message: SEVERAL_READINGS,
        readings: line.readings.map((r, k) => `${k + 1}. ${canonicalOrder(r, nameOf)}`),
      });
    } else if (isErrorLine(line)) {
      out.push({
        text: line.text,
        outcome: "unreadable",
        message: line.error,
        suggestions: line.suggestions,
      });
    } else if ("ignored" in line) {
      out.push({ text: line.text, outcome: "ignored", message: line.reason });
    }
  }
  return out;
}

const MARK: Record<ReceiptLine["outcome"], string> = {
  accepted: "✅",
  rejected: "❌",
  unreadable: "❓",
  ambiguous: "🔀",
  ignored: "·",
};

/** One receipt line as document text. */
export function receiptLineInline(line: ReceiptLine): Inline[] {
  const parts: Inline[] = [`${MARK[line.outcome]} `];
  if (line.canonical) parts.push(b(line.canonical));
  else parts.push(b(line.text));
  if (line.outcome !== "accepted") parts.push(` — ${line.message}`);
  if (line.suggestions && line.suggestions.length > 0 && !/did you mean/i.test(line.message))
    parts.push(` (did you mean ${line.suggestions.join(" or ")}?)`);
  if (line.readings) parts.push(`: ${line.readings.join("; ")}`);
  return parts;
}

/** The bot's reply to an order post. */
export function receiptDocument(input: {
  receiptId: string;
  postId: string;
  nation: string;
  inForcePostId: string | null;
  replaces: string | null;
  lines: readonly ReceiptLine[];
  supply: readonly SupplyLine[];
  choices: readonly string[];
  nameOf: (id: string) => string;
  /**
   * Ignored lines that look like order attempts ("Hold Warsaw", "Bulid 2 in Moskow"), explained: listed with what
   * was probably meant instead of among the text that is no order.
   */
  unread?: readonly UnreadLine[];
}): Document {
  const attempts = (input.unread ?? []).filter((u) => u.attempt);
  const attempted = new Set(attempts.map((u) => u.text));
  const accepted = input.lines.filter((l) => l.outcome === "accepted").length;
  const problems =
    input.lines.filter((l) => l.outcome !== "accepted" && l.outcome !== "ignored").length + attempts.length;
  const head: Inline[] = [
    `Receipt ${input.receiptId} — ${input.nation}, post ${input.postId}: `,
    b(`${accepted} accepted`),
    problems > 0 ? `, ${problems} not accepted` : "",
    ".",
  ];
  if (input.replaces) head.push(` Replaces post ${input.replaces} (W33: the latest valid post counts).`);
  if (input.inForcePostId && input.inForcePostId !== input.postId) {
    head.push(` Orders in force: post ${input.inForcePostId}.`);
  }
  const blocks = [para(...head)];
  const shown = input.lines.filter((l) => l.outcome !== "ignored");
  const items = [...shown.map(receiptLineInline), ...attempts.map(unreadLineInline)];
  if (items.length > 0) blocks.push(list(items));
  const ignored = input.lines.filter((l) => l.outcome === "ignored" && !attempted.has(l.text));
  if (ignored.length > 0)
    blocks.push(para(i(`Not orders, ignored: ${ignored.map((l) => `"${l.text}"`).join(", ")}`)));
  if (input.choices.length > 0) blocks.push(para(...input.choices.map((c) => `${c}. `)));
  if (input.supply.length > 0)
    blocks.push(para(SUPPLY_LEFT_LABEL, supplyLeftList(input.supply, input.nameOf)));
  return { blocks };
}

/** The reply to an edited or deleted order post (W33). */
export function editedDocument(input: {
  postId: string;
  nation: string | null;
  voided: boolean;
  wasInForce: boolean;
  inForce: string | null;
}): Document {
  if (!input.voided) {
    return {
      blocks: [
        para(`Post ${input.postId} was edited by a moderator: reported, but it still counts (W33 ruling).`),
      ],
    };
  }
  const now = input.inForce
    ? `Orders in force for ${input.nation ?? "this player"}: post ${input.inForce}.`
    : `${input.nation ?? "This player"} has no orders in force now.`;
  return {
    blocks: [
      para(
        b(`Post ${input.postId} was changed after it was posted: its orders are void (W33).`),
        " ",
        input.wasInForce ? now : "It was not the post in force.",
        " To change orders, make a new post.",
      ),
    ],
  };
}

/** One bold line that reads as no order, as document text: why, and what the player may have meant. */
export function unreadLineInline(line: UnreadLine): Inline[] {
  const why = line.reason.replace(/^not an order: /, "");
  const parts: Inline[] = [`${MARK.unreadable} `, b(line.text), ` — not read as an order (${why})`];
  if (line.hint) parts.push(`; ${line.hint}`);
  if (line.suggestion) parts.push("; did you mean: ", b(line.suggestion), "?");
  else if (line.names.length > 0) {
    const names = line.names.map((n) => `"${n.word}" → ${n.suggestions.join(" or ")}`).join(", ");
    parts.push(`; nearest names: ${names}`);
  }
  return parts;
}

/**
 * The answer to a post whose bold text reads as no order (W32, W33): which bold lines could not be read and what
 * was probably meant, and that the player's earlier orders stay in force (a post with no orders replaces nothing).
 */
export function unreadDocument(input: {
  postId: string;
  nation: string;
  lines: readonly UnreadLine[];
  /** The player's order post still in force, and its receipt id (null: none yet). */
  inForce: { postId: string; receiptId: string } | null;
}): Document {
  const count = input.lines.length;
  const head = para(
    `${input.nation}, post ${input.postId}: `,
    b(
      count === 1
        ? "the bold line could not be read as an order"
        : `none of the ${count} bold lines could be read as an order`,
    ),
    ", so it changes nothing.",
  );
  const stays = input.inForce
    ? para(
        `Your orders in force stay those of post ${input.inForce.postId} (receipt ${input.inForce.receiptId}): a post with no orders replaces nothing (W33). To change them, post the corrected orders in bold.`,
      )
    : para("You have no orders in force yet: post the corrected orders in bold (W32).");
  return { blocks: [head, list(input.lines.map(unreadLineInline)), stays] };
}
