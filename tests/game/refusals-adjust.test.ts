import { describe, expect, it } from "vitest";
import type { Adjustment } from "../../src/game/types.ts";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { render } from "../../src/presenters/render.ts";
import { testService } from "./helpers.ts";

/** GM adjustments read names like every other command, refuse typos with a suggestion, and say what else changed. */
async function newGame() {
  const { service } = testService();
  const game = await service.createGame({ scenario: "ww1907" });
  if (!game.ok) throw new Error(game.error);
  const id = game.value.id;
  const adjust = async (change: Adjustment) => {
    const r = await service.adjust(id, { name: "GM" }, "test", change);
    return r.ok ? { ok: true as const, text: render(r.value, "text") } : r;
  };
  const state = async () => {
    const s = await ww1907Of(service).state(id);
    if (!s.ok) throw new Error(s.error);
    return s.value;
  };
  return { service, id, adjust, state };
}

describe("adjust reads names and aliases", () => {
  it("takes display names and aliases (Moscow, St. Petersburg, France, UK, A-H) and answers in display names", async () => {
    const { adjust, state } = await newGame();
    const divisions = await adjust({ kind: "set-divisions", province: "St. Petersburg", divisions: 3 });
    expect(divisions).toMatchObject({
      ok: true,
      text: expect.stringContaining("St. Petersburg now has 3 divisions"),
    });
    expect((await state()).provinces["st-petersburg"]?.divisions).toBe(3);
    expect(await adjust({ kind: "set-treasury", nation: "UK", treasury: 10 })).toMatchObject({
      text: expect.stringContaining("United Kingdom's treasury is now 10 pp"),
    });
    expect((await state()).nations.uk?.treasury).toBe(10);
    const relation = await adjust({ kind: "set-relation", a: "FRANCE", b: "A-H", relation: "war" });
    expect(relation).toMatchObject({
      text: expect.stringContaining("French Third Republic and Austria-Hungary are now at war"),
    });
    if (relation.ok) expect(relation.text).not.toMatch(/\b(uk|austria-hungary|france)\b/);
  });

  it('refuses a typo with the nearest name: no province "Moskow": did you mean Moscow?', async () => {
    const { adjust } = await newGame();
    expect(await adjust({ kind: "set-divisions", province: "Moskow", divisions: 4 })).toEqual({
      ok: false,
      error: 'no province "Moskow": did you mean Moscow?',
    });
    expect(await adjust({ kind: "set-owner", province: "Moscow", owner: "Frnace" })).toEqual({
      ok: false,
      error: 'no nation "Frnace": did you mean France?',
    });
  });

  it("refuses a sea zone where a province is meant, naming it", async () => {
    const { adjust } = await newGame();
    expect(await adjust({ kind: "set-divisions", province: "Black Sea", divisions: 1 })).toMatchObject({
      ok: false,
      error: expect.stringContaining('"Black Sea" is a sea zone'),
    });
  });

  it("W25 the next summary lists the adjustment in display names", async () => {
    const { service, id, adjust } = await newGame();
    await adjust({ kind: "set-relation", a: "France", b: "Germany", relation: "war" });
    const resolved = await service.resolve(id, { name: "GM" });
    if (!resolved.ok) throw new Error(resolved.error);
    expect(render(resolved.value.summary, "text")).toContain(
      "GM: French Third Republic and German Empire are now at war — test",
    );
  });
});

describe("adjust owner warns what else changes hands", () => {
  it("W18 a new owner takes over the garrison, and conquered land must keep a division", async () => {
    const { adjust, state } = await newGame();
    const before = (await state()).provinces.warsaw?.divisions ?? 0;
    expect(before).toBeGreaterThan(0);
    const r = await adjust({ kind: "set-owner", province: "Warsaw", owner: "France" });
    if (!r.ok) throw new Error(r.error);
    expect(r.text).toContain(
      `the ${before} divisions in Warsaw were Russian Empire's and are now French Third Republic's`,
    );
    expect(r.text).toContain("W18: Warsaw is conquered land for French Third Republic");
    expect((await state()).provinces.warsaw).toMatchObject({ owner: "france", divisions: before });
  });

  it("W18 giving a province back to the nation that held it at the start asks for no garrison", async () => {
    const { adjust } = await newGame();
    await adjust({ kind: "set-owner", province: "Warsaw", owner: "neutral" });
    const back = await adjust({ kind: "set-owner", province: "Warsaw", owner: "Russia" });
    if (!back.ok) throw new Error(back.error);
    expect(back.text).toContain("were neutral and are now Russian Empire's");
    expect(back.text).not.toContain("W18");
  });

  it("W18 an empty province changing hands converts nothing but still gets the W18 reminder", async () => {
    const { adjust } = await newGame();
    await adjust({ kind: "set-divisions", province: "Warsaw", divisions: 0 });
    const r = await adjust({ kind: "set-owner", province: "Warsaw", owner: "Germany" });
    if (!r.ok) throw new Error(r.error);
    expect(r.text).not.toContain("divisions in Warsaw were");
    expect(r.text).toContain(
      "has no division: the garrison rule wants at least 1 (adjust divisions Warsaw 1)",
    );
  });
});
