import { describe, expect, it } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

/** In an order post, a bold line that looks like an order but is none is explained, not filed as chat (W32). */
describe("order-like lines inside an order post", () => {
  it("W8 W32 'Hold Warsaw' beside a build is listed as not read, with what to do instead; headings stay ignored", async () => {
    const { service } = testService();
    const game = await service.createGame({ scenario: "ww1907", startsAt: "2020-01-01T00:00:00Z" });
    if (!game.ok) throw new Error(game.error);
    const [result] = await service.ingest(game.value.id, "forum", [
      post("Osmano", ["Orders:", "Build 2 divisions in Moscow", "Hold Warsaw"]),
    ]);
    if (result?.kind !== "orders") throw new Error(`unexpected ${result?.kind}`);
    const text = render(result.receipt.document, "text");
    expect(text).toContain("1 accepted, 1 not accepted.");
    expect(text).toContain("❓ Hold Warsaw — not read as an order");
    expect(text).toContain("there is no hold order in World War 1907");
    expect(text).toContain('Not orders, ignored: "Orders:"');
    expect(text).not.toContain('"Hold Warsaw"');
  });
});
