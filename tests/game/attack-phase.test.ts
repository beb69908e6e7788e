import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { battleOdds } from "../../src/odds/battle-odds.ts";
import { render } from "../../src/presenters/render.ts";
import { post, testService } from "./helpers.ts";

const scratch = mkdtempSync(join(tmpdir(), "adjutant-attack-phase-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** 1 Russian division with Samsonov (+1 attack die) in Lemberg; 1 Austrian with Boroević (+2 defence) in Transylvania. */
const GENERALS = `base: ww1907
year: 1907
phase: attack
provinces:
  lemberg: { owner: russia, divisions: 1 }
  transylvania: { owner: austria-hungary, divisions: 1 }
commanders:
  - { id: alexander-samsonov, name: Alexander Samsonov, kind: general, nation: russia, title: Bold Advance, at: Lemberg, traits: [{ kind: attack-dice, dice: 1 }] }
  - { id: svetozar-boroevic, name: Svetozar Boroević, kind: general, nation: austria-hungary, title: Knight of the Isonzo, at: Transylvania, traits: [{ kind: defence-dice, dice: 2 }] }
`;

describe("an Attack phase through the game service", () => {
  it("W14 W15 W16 W21 judges an attack, previews its exact odds, fights it with the committed seed and explains it", async () => {
    const { service } = testService();
    const game = await service.createGame({ scenario: "ww1907" });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    expect((await service.resolve(id, { name: "GM" })).ok).toBe(true); // to the Attack phase
    const [r] = await service.ingest(id, "forum", [
      post("Osmano", ["Attack Transylvania with 2 from Lemberg and 3 from Budapest"], {
        postId: "a1",
        postedAt: "2026-12-01T13:00:00.000Z",
      }),
    ]);
    expect(r).toMatchObject({ kind: "orders", receipt: { accepted: 1, rejected: 0 } });
    const preview = await service.preview(id, "russia");
    expect(preview.ok && render(preview.value, "text")).toMatch(/5 v 3: \d+\.\d% to win/);

    const before = await ww1907Of(service).state(id);
    const res = await service.resolve(id, { name: "GM" });
    if (!res.ok || !before.ok) throw new Error("resolution failed");
    const after = await ww1907Of(service).state(id);
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

  it("W15/W24 the preview's odds throw the commanders' bonus dice as the battle does (1 division + 1 die v 1 + 2 dice)", async () => {
    const file = join(scratch, "generals.yaml");
    writeFileSync(file, GENERALS);
    const { service } = testService();
    const game = await service.createGame({ scenario: file });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    const [r] = await service.ingest(id, "forum", [
      post("Osmano", ["Attack Transylvania with 1 from Lemberg"], { postedAt: "2026-12-01T13:00:00.000Z" }),
    ]);
    expect(r).toMatchObject({ kind: "orders", receipt: { accepted: 1, rejected: 0 } });
    const odds = battleOdds({ attackers: 1, defenders: 1, attackerBonusDice: 1, defenderBonusDice: 2 });
    if (!odds.ok) throw new Error(odds.error);
    const preview = await service.preview(id, "russia");
    expect(preview.ok && render(preview.value, "text")).toContain(
      `1 v 1 (Alexander Samsonov +1 die, Svetozar Boroević +2 dice): ${(odds.value.attackerWins * 100).toFixed(1)}% to win`,
    );
    expect((odds.value.attackerWins * 100).toFixed(1)).not.toBe("50.0");
  });
});
