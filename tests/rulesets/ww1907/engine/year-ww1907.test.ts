import { describe, expect, it } from "vitest";
import { resolvePhase } from "../../../../src/rulesets/ww1907/phases.ts";
import { gameStateSchema, relationBetween } from "../../../../src/rulesets/ww1907/state.ts";
import { ww1907 } from "./helpers/fixtures.ts";

describe("a scripted year on the built-in ww1907 scenario", () => {
  it("W3 W6 W10 W25 W26 W28: Deployment 1907, Attack 1907, then Deployment 1908 with income, costs and ships", () => {
    const { state, map } = ww1907();
    const deployment = resolvePhase(state, map, {
      uk: [
        { kind: "build", unit: "ship", province: "london", count: 2 },
        { kind: "build", unit: "division", province: "ireland", count: 5 },
      ],
      germany: [{ kind: "declare-war", nation: "ottoman" }],
    });
    expect(
      Object.values(deployment.verdicts)
        .flat()
        .every((v) => v.accepted),
    ).toBe(true);
    // W28: Russia's allies Germany and the Ottomans are now at war; Russia drops to peace with the aggressor
    expect(deployment.events).toContainEqual({
      type: "forced-drop",
      nation: "russia",
      with: "germany",
      because: ["germany", "ottoman"],
    });
    expect(relationBetween(deployment.state, "russia", "germany")).toBe("peace");
    expect(relationBetween(deployment.state, "russia", "ottoman")).toBe("alliance");
    expect(deployment.state.nations.uk?.treasury).toBe(11.25);
    expect(deployment.state.nations.germany?.treasury).toBe(21.5);

    const attack = resolvePhase(deployment.state, map, { italy: [{ kind: "declare-war", nation: "spain" }] });
    expect(attack.events).toContainEqual({
      type: "war-declared",
      nation: "italy",
      against: "spain",
      cost: 3,
      payable: "next-deployment",
    });
    expect(attack.events).toContainEqual({
      type: "income",
      nation: "italy",
      income: 15,
      owedPaid: 3,
      owedLeft: 0,
      treasury: 27,
    });
    const next = attack.state;
    expect([next.year, next.phase]).toEqual([1908, "deployment"]);
    // W6 carried pp plus W4 income; W26 Italy's Attack-phase declaration paid from the new phase's pp
    expect(next.nations.uk?.treasury).toBe(29.5);
    expect(next.nations.germany?.treasury).toBe(46);
    expect(next.nations.italy).toMatchObject({ treasury: 27, owed: 0 });
    expect(next.nations.russia?.treasury).toBe(51);
    // W10 the two ships built in 1907 are ready and joined London's fleet
    expect(next.fleets.filter((f) => f.nation === "uk" && f.at === "london")).toEqual([
      { nation: "uk", at: "london", ships: 4, divisions: 0, built: true },
    ]);
    expect(next.provinces.ireland?.divisions).toBe((state.provinces.ireland?.divisions ?? 0) + 5);
    expect(gameStateSchema.safeParse(next).success).toBe(true);
  });
});
