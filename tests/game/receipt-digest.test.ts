import { describe, expect, it } from "vitest";
import { receiptDigest } from "../../src/game/receipt-digest.ts";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

describe("the receipt digest a forum thread gets", () => {
  it("W32 names each order post's nation, its accepted and refused orders with the reason, and the receipt", async () => {
    const t = testService();
    const created = await t.service.createGame({ scenario: "ww1907" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await t.service.assignPlayer(id, "Russia", "Ivan");
    const results = await t.service.ingest(id, "forum", [
      post("Ivan", ["Build 2 divisions in Moscow", "Build 90 divisions in Warsaw"], {
        postId: "501",
        postedAt: "2026-12-01T12:30:00.000Z",
      }),
      post("Somebody", ["Build 1 division in Paris"], {
        postId: "502",
        postedAt: "2026-12-01T12:31:00.000Z",
      }),
    ]);
    const digest = receiptDigest(results);
    expect(digest).not.toBeNull();
    const text = render(digest ?? { blocks: [] }, "text");
    expect(text).toContain("Orders received (1 post)");
    expect(text).toMatch(
      /Russian Empire, post 501: 1 order accepted, 1 order refused \(receipt R-[A-Z0-9]+\)\./,
    );
    expect(text).toContain('"Build 90 divisions in Warsaw": ');
    expect(text).not.toContain("russia");
    expect(receiptDigest([])).toBeNull();
  });
});
