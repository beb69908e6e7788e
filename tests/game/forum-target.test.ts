import { describe, expect, it } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

/**
 * Everything the GM pastes into the thread is written for the game's forum engine: a phpBB 2 board (ISO-8859-1, no
 * [s] or [table]) gets ASCII stand-ins for ✅ ❌ → —, whatever document it is (receipt, status, report, undo).
 */
/** Anything but printable ASCII and line breaks. */
const NOT_ASCII = /[^ -~\n]/u;

describe("documents aimed at the game's forum", () => {
  async function game(platform: string | null) {
    const t = testService();
    const created = await t.service.createGame({
      scenario: "ww1907",
      forumUrl: "http://127.0.0.1:1/viewtopic.php?t=1",
      platform,
    });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await t.service.assignPlayer(id, "russia", "Ivan");
    return { ...t, id };
  }

  it("W32 a receipt, the status and the GM report name the forum's engine and render in its character set", async () => {
    const t = await game("phpbb2");
    const [r] = await t.service.ingest(t.id, "forum", [
      post("Ivan", ["Build 2 divisions in Moscow", "Bulid 2 in Moskow"], {
        postedAt: "2026-12-01T12:30:00.000Z",
      }),
    ]);
    expect(r?.kind).toBe("orders");
    if (r?.kind !== "orders") return;
    expect(r.receipt.document.target).toEqual({ platform: "phpbb2" });
    const receipt = render(r.receipt.document, "bbcode");
    expect(receipt).not.toMatch(NOT_ASCII);
    // The same receipt for a forum of unknown engine keeps its symbols: the target is what changed it.
    expect(render({ ...r.receipt.document, target: {} }, "bbcode")).toMatch(NOT_ASCII);
    const status = await t.service.status(t.id);
    const report = await t.service.report(t.id);
    for (const doc of [status, report]) {
      expect(doc.ok && doc.value.target).toEqual({ platform: "phpbb2" });
      if (doc.ok) expect(render(doc.value, "bbcode")).not.toMatch(NOT_ASCII);
    }
  });

  it("a game with no forum engine keeps the common BBCode set and its symbols", async () => {
    const t = await game(null);
    const status = await t.service.status(t.id);
    expect(status.ok && status.value.target).toBeUndefined();
  });
});
