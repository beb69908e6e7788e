import { describe, expect, it } from "vitest";
import { buildContext } from "../../src/game/ww1907/context.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";
import { supplyChanges } from "../../src/rulesets/ww1907/views/supply-changes.ts";

describe("supply changes in the phase summary", () => {
  it("W4 says why Ireland is cut off: the hostile fleet in the North Atlantic Ocean", () => {
    const loaded = loadScenario("ww1907");
    if (!loaded.ok) throw new Error("scenario");
    const ctx = buildContext(loaded.value);
    if (!ctx.ok) throw new Error(ctx.error);
    const before = ctx.value.opening;
    const after = structuredClone(before);
    after.relations = after.relations.filter((r) => !(r.a === "spain" && r.b === "uk"));
    after.relations.push({ a: "spain", b: "uk", relation: "war" });
    after.fleets.push({ nation: "spain", at: "north-atlantic-ocean", ships: 1, divisions: 0, built: true });
    const lines = supplyChanges(ctx.value, before, after);
    expect(
      lines.some((l) => /Ireland cut off .*Spain's fleet in North Atlantic Ocean.*only 3 pp/.test(l)),
    ).toBe(true);
    expect(supplyChanges(ctx.value, after, before)).toContain(
      "United Kingdom is one supply group again: all its pp can be spent anywhere (W4).",
    );
  });
});
