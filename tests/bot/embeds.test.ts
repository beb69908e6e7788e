import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  documentToEmbeds,
  EMBED_LIMITS,
  embedSize,
  groupEmbeds,
  receiptAllAccepted,
  receiptEmbeds,
} from "../../src/bot/embeds.ts";
import type { Receipt, ReceiptLine } from "../../src/game/types.ts";
import { type Block, type Document, heading, list, para, table } from "../../src/presenters/document.ts";

function withinLimits(doc: Document): void {
  const embeds = documentToEmbeds(doc);
  for (const e of embeds) {
    expect((e.title ?? "").length).toBeLessThanOrEqual(EMBED_LIMITS.title);
    expect((e.description ?? "").length).toBeLessThanOrEqual(EMBED_LIMITS.description);
  }
  for (const message of groupEmbeds(embeds)) {
    expect(message.length).toBeLessThanOrEqual(EMBED_LIMITS.embedsPerMessage);
    expect(message.reduce((n, e) => n + embedSize(e), 0)).toBeLessThanOrEqual(EMBED_LIMITS.total);
  }
}

const blockArb: fc.Arbitrary<Block> = fc.oneof(
  fc.string({ maxLength: 6000 }).map((t) => para(t)),
  fc.string({ maxLength: 300 }).map((t) => heading(2, t)),
  fc.array(fc.string({ maxLength: 400 }), { maxLength: 40 }).map((items) => list(items.map((t) => [t]))),
  fc
    .array(fc.tuple(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 })), { maxLength: 150 })
    .map((rows) => table(["a", "b"], rows)),
);

describe("Discord embeds within Discord's limits", () => {
  it("any document becomes embeds and messages within every limit (title 256, description 4096, 10 embeds, 6000)", () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 400 }), { nil: undefined }),
        fc.array(blockArb, { maxLength: 12 }),
        (title, blocks) => {
          withinLimits(title === undefined ? { blocks } : { title, blocks });
        },
      ),
      { numRuns: 150 },
    );
  });

  it("keeps every word of a long summary, in order, across embeds", () => {
    const blocks = Array.from({ length: 300 }, (_, n) => para(`Battle ${n}: Russia attacks Warsaw.`));
    const text = documentToEmbeds({ title: "Summary", blocks })
      .map((e) => e.description)
      .join("\n\n");
    const positions = blocks.map((_, n) => text.indexOf(`Battle ${n}:`));
    expect(positions.every((p, n) => p >= 0 && (n === 0 || p > (positions[n - 1] ?? 0)))).toBe(true);
  });

  it("a table too long for one embed is cut at line ends and every piece stays a fenced code block", () => {
    const rows = Array.from({ length: 400 }, (_, n) => [`Province ${n}`, String(n)]);
    const embeds = documentToEmbeds({ blocks: [table(["province", "divisions"], rows)] });
    expect(embeds.length).toBeGreaterThan(1);
    for (const e of embeds) {
      expect(e.description?.startsWith("```\n")).toBe(true);
      expect(e.description?.endsWith("\n```")).toBe(true);
    }
  });

  it("an empty document still gives one valid embed", () => {
    expect(documentToEmbeds({ blocks: [] })).toEqual([expect.objectContaining({ description: "(empty)" })]);
  });
});

const line = (outcome: ReceiptLine["outcome"], text: string): ReceiptLine => ({
  text,
  outcome,
  message: outcome === "accepted" ? "" : "Warsaw is not adjacent to Moscow",
  ...(outcome === "rejected" ? { rule: "W8" } : {}),
});

function receipt(lines: ReceiptLine[], groups = 2): Receipt {
  return {
    receiptId: "R7",
    postId: "1",
    nation: "russia",
    nationName: "Russia",
    replaces: null,
    lines,
    supply: Array.from({ length: groups }, (_, n) => ({
      provinces: [`P${n}`, `Q${n}`],
      spendable: 10,
      left: n,
    })),
    accepted: lines.filter((l) => l.outcome === "accepted").length,
    rejected: lines.filter((l) => l.outcome === "rejected").length,
    document: { blocks: [] },
  };
}

describe("receipt embeds", () => {
  it("W4 lists each order with its verdict and reason and the pp left per supply group", () => {
    const [embed] = receiptEmbeds(
      receipt([line("accepted", "Build 2 in Moscow"), line("rejected", "Move Moscow-Warsaw")]),
    );
    expect(embed?.title).toBe("Orders of Russia · receipt R7");
    expect(embed?.description).toContain("✅ **Build 2 in Moscow**");
    expect(embed?.description).toContain("❌ **Move Moscow-Warsaw** — Warsaw is not adjacent to Moscow (W8)");
    expect(embed?.fields).toEqual([
      { name: "Supply: P0, Q0", value: "0 of 10 pp left", inline: true },
      { name: "Supply: P1, Q1", value: "1 of 10 pp left", inline: true },
    ]);
  });

  it("names a long supply group by its first provinces, and gives a rule already in the message only once", () => {
    const long = receipt([{ text: "b", outcome: "accepted", message: "W7: built for 2 pp", rule: "W7" }]);
    long.supply = [{ provinces: ["a", "b", "c", "d", "e", "f"], spendable: 9, left: 7 }];
    const [embed] = receiptEmbeds(long);
    expect(embed?.fields?.[0]?.name).toBe("Supply: a, b, c, d +2 more");
    expect(embed?.description).toContain("✅ **b** — W7: built for 2 pp");
    expect(embed?.description).not.toContain("(W7)");
  });

  it("an unreadable or ambiguous line counts as not all accepted", () => {
    expect(receiptAllAccepted(receipt([line("accepted", "a"), line("ignored", "b")]))).toBe(true);
    expect(receiptAllAccepted(receipt([line("accepted", "a"), line("unreadable", "b")]))).toBe(false);
    expect(receiptAllAccepted(receipt([line("ambiguous", "a")]))).toBe(false);
  });

  it("hundreds of orders and 40 supply groups stay within the limits (25 fields, 4096, 6000)", () => {
    const lines = Array.from({ length: 400 }, (_, n) =>
      line(n % 3 ? "accepted" : "rejected", `Move ${n} divisions`),
    );
    const embeds = receiptEmbeds(receipt(lines, 40));
    const all = embeds.map((e) => e.description ?? "").join("\n");
    expect(all).toContain("Move 399 divisions");
    for (const e of embeds) {
      expect((e.description ?? "").length).toBeLessThanOrEqual(EMBED_LIMITS.description);
      expect((e.fields ?? []).length).toBeLessThanOrEqual(EMBED_LIMITS.fields);
      for (const f of e.fields ?? []) expect(f.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
    }
    for (const m of groupEmbeds(embeds))
      expect(m.reduce((n, e) => n + embedSize(e), 0)).toBeLessThanOrEqual(6000);
    expect(embeds.flatMap((e) => e.fields ?? []).at(-1)?.name).toBe("16 more supply groups");
  });
});
