import { describe, expect, it } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

/** Spain's only order does not read ("Madird"); Russia's does. The phase is resolved and its summary rendered. */
async function resolvedWithATypo() {
  const { service } = testService();
  const game = await service.createGame({ scenario: "ww1907" });
  if (!game.ok) throw new Error(game.error);
  const id = game.value.id;
  const at = { postedAt: "2026-12-01T13:00:00.000Z" };
  await service.ingest(id, "forum", [
    post("Osmano", ["Build 1 division in Kiev"], { postId: "r1", ...at }),
    post("Sassenach", ["Build 2 in Madird"], { postId: "s1", ...at }),
  ]);
  const resolved = await service.resolve(id, { name: "GM" });
  if (!resolved.ok) throw new Error(resolved.error);
  return { summary: resolved.value.summary };
}

describe("the phase summary names the orders that were not read (W32, W33)", () => {
  it("W32 Spain's unreadable order is listed under Spain with the suggestion, in text, BBCode and Discord (markdown)", async () => {
    const { summary } = await resolvedWithATypo();
    for (const format of ["text", "bbcode", "markdown"] as const) {
      const out = render(summary, format);
      const spain = out.indexOf("Spain (Sassenach)");
      expect(spain, format).toBeGreaterThanOrEqual(0);
      const after = out.slice(spain);
      expect(after, format).toContain("Build 2 in Madird");
      expect(after, format).toContain("Madrid");
      expect(after, format).toMatch(/not read/i);
    }
    const text = render(summary, "text");
    // still no orders in force from Spain, and the line says why
    expect(text).toMatch(/No orders in force from: [^\n]*Spain \(Sassenach; 1 order not read, see above\)/);
  });
});
