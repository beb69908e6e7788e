import { describe, expect, it } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

describe("an Attack phase through the game service", () => {
  it("W14 W15 W16 W21 judges an attack, previews its exact odds, fights it with the committed seed and explains it", () => {
    const { service } = testService();
    const game = service.createGame({ scenario: "ww1907" });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    expect(service.resolve(id, { name: "GM" }).ok).toBe(true); // to the Attack phase
    const [r] = service.ingest(id, "forum", [
      post("Osmano", ["Attack Transylvania with 2 from Lemberg and 3 from Budapest"], {
        postId: "a1",
        postedAt: "2026-12-01T13:00:00.000Z",
      }),
    ]);
    expect(r).toMatchObject({ kind: "orders", receipt: { accepted: 1, rejected: 0 } });
    const preview = service.preview(id, "russia");
    expect(preview.ok && render(preview.value, "text")).toMatch(/5 v 3: \d+\.\d% to win/);

    const before = service.state(id);
    const res = service.resolve(id, { name: "GM" });
    if (!res.ok || !before.ok) throw new Error("resolution failed");
    const after = service.state(id);
    if (!after.ok) throw new Error(after.error);
    const text = render(res.value.summary, "text");
    expect(text).toMatch(/Lemberg \+ Budapest → Transylvania: 5 v 3\. Throw 1: /);
    // the committed seed of this game decides: four throws, Transylvania falls to the two survivors
    expect(text).toContain(
      "Throw 1: 5 4 v 6 6 4 — attacker loses 2. Throw 2: 5 5 v 4 3 2 — defender loses 2. Throw 3: 4 3 v 5 — attacker loses 1. Throw 4: 6 5 v 1 — defender loses 1. Transylvania captured, 2 divisions occupy it, +1 VP (enemy garrison).",
    );
    expect(after.value.provinces.transylvania).toMatchObject({ owner: "russia", divisions: 2 }); // W16
    expect(after.value.nations.russia?.vp).toBe((before.value.nations.russia?.vp ?? 0) + 1); // W21
    expect(after.value.provinces.lemberg?.divisions).toBe(
      (before.value.provinces.lemberg?.divisions ?? 0) - 2,
    );
    expect(after.value.year).toBe(1908);
    expect(after.value.phase).toBe("deployment");
  });
});
