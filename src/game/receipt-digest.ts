import { type Block, type Document, list, para } from "../presenters/document.ts";
import { plural } from "../presenters/names.ts";
import type { IngestResult } from "./types.ts";

/**
 * One post for a forum thread answering every order post a sync read: per post, whose orders, how many lines were
 * accepted and refused (with each refusal's reason), and the receipt id. Null when the sync read no order post.
 * Display names only. Pure.
 */
export function receiptDigest(results: readonly IngestResult[]): Document | null {
  const receipts = results.flatMap((r) => (r.kind === "orders" ? [r.receipt] : []));
  if (receipts.length === 0) return null;
  const blocks: Block[] = [];
  for (const r of receipts) {
    const counts = [
      r.accepted > 0 ? `${plural(r.accepted, "order")} accepted` : null,
      r.rejected > 0 ? `${plural(r.rejected, "order")} refused` : null,
    ].filter((x): x is string => x !== null);
    blocks.push(
      para(
        `${r.nationName}, post ${r.postId}: ${counts.length > 0 ? counts.join(", ") : "nothing to judge"} (receipt ${r.receiptId}).`,
      ),
    );
    const refused = r.lines.filter((l) => l.outcome !== "accepted" && l.outcome !== "ignored");
    if (refused.length > 0) blocks.push(list(refused.map((l) => [`"${l.text}": ${l.message}`])));
  }
  return { title: `Orders received (${plural(receipts.length, "post")})`, blocks };
}
