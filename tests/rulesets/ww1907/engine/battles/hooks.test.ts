import { describe, expect, it } from "vitest";
import { ok } from "../../../../../src/result.ts";
import { createBattleHooks } from "../../../../../src/rulesets/ww1907/battles/hooks.ts";
import { type PhaseHooks, resolvePhase } from "../../../../../src/rulesets/ww1907/phases.ts";
import { buildResolutionRecord, verifyResolution } from "../../../../../src/rulesets/ww1907/verify.ts";
import { battleMap, battleState, resolveWithBattles as resolveFixture } from "./fixture.ts";

const map = battleMap();

const resolveWithBattles = (
  state: ReturnType<typeof battleState>,
  orders: Record<string, unknown[]>,
  seed: string,
) => resolveFixture(map, state, orders, seed);

describe("battle hooks inside resolvePhase (W17, W20)", () => {
  it("W20 attacks are judged and fought one by one; W17 divisions that left free the rest of their province", () => {
    const s = battleState(map, { divisions: { lodz: 4 } });
    const out = resolveWithBattles(
      s,
      {
        russia: [
          { kind: "attack", target: "krakow", sources: [{ from: "lodz", count: 2 }] },
          { kind: "attack", target: "vienna", sources: [{ from: "lodz", count: 2 }] },
        ],
      },
      "seed-0",
    );
    expect(out.verdicts.russia?.map((v) => v.accepted)).toEqual([true, true]);
    expect(out.state.provinces.krakow).toMatchObject({ owner: "russia", divisions: 2 });
    expect(out.state.provinces.vienna).toMatchObject({ owner: "russia", divisions: 2 });
    expect(out.state.provinces.lodz?.divisions).toBe(0);
    expect(out.state.phase).toBe("deployment");
  });

  it("W17 survivors of a capture cannot attack again from the province they took (judge rejects it)", () => {
    const s = battleState(map, { divisions: { warsaw: 3 } });
    const out = resolveWithBattles(
      s,
      {
        russia: [
          { kind: "attack", target: "krakow", sources: [{ from: "warsaw", count: 3 }] },
          { kind: "attack", target: "budapest", sources: [{ from: "krakow", count: 2 }] },
        ],
      },
      "seed-0",
    );
    expect(out.verdicts.russia?.[1]).toMatchObject({
      accepted: false,
      code: "rule/already-attacked",
      rule: "W17",
    });
    expect(out.state.provinces.budapest?.owner).toBe("austria");
  });

  it("W13 naval battles are fought after the Attack phase's sails; without a seed a battle is an error", () => {
    const s = battleState(map, {
      fleets: [
        { nation: "italy", at: "adriatic", ships: 2 },
        { nation: "austria", at: "ionian", ships: 1 },
      ],
    });
    const orders = { italy: [{ kind: "sail", from: "adriatic", to: "ionian", count: 2 }] };
    const out = resolveWithBattles(s, orders, "seed-0");
    expect(out.events.some((e) => (e as { type: string }).type === "naval-battle")).toBe(true);
    const hooks = createBattleHooks() as unknown as PhaseHooks;
    expect(() => resolvePhase(s, map, orders, undefined, hooks)).toThrow(/seeded generator/);
  });

  it("the whole phase (resolvePhase + battle hooks) is published and replayed by verify (resolver phase/v1)", () => {
    const s = battleState(map, { divisions: { lodz: 4, krakow: 2 }, vp: { russia: 2 } });
    const commands = [{ kind: "attack", target: "krakow", sources: [{ from: "lodz", count: 4 }] }];
    const out = resolveWithBattles(s, { russia: commands }, "phase-seed");
    expect(out.state.year).toBe(1909);
    const record = buildResolutionRecord({
      mapId: map.data.id,
      before: s,
      orders: commands.map((command) => ({ nation: "russia", command })),
      seed: "phase-seed",
      result: out,
      resolver: "phase/v1",
    });
    const loadMap = () => ok(map);
    expect(verifyResolution(record, loadMap)).toMatchObject({ ok: true });
    const vp = out.state.nations.russia?.vp;
    record.claimed.state.nations.russia!.vp = 99;
    expect(verifyResolution(record, loadMap)).toMatchObject({
      ok: false,
      stage: "state",
      path: "claimed.state.nations.russia.vp",
      claimed: 99,
      actual: vp,
    });
  });

  it("W13 W22 a war declared in the Deployment phase starts a battle where the fleets already meet; the declarer attacks", () => {
    const s = battleState(map, {
      relations: [],
      fleets: [
        { nation: "russia", at: "ionian", ships: 2 },
        { nation: "italy", at: "ionian", ships: 2 },
      ],
    });
    s.phase = "deployment";
    s.nations.russia!.treasury = 10;
    const out = resolveWithBattles(s, { russia: [{ kind: "declare-war", nation: "italy" }] }, "seed-0");
    expect(out.verdicts.russia?.[0]?.accepted).toBe(true);
    const naval = out.events.find((e) => (e as { type: string }).type === "naval-battle");
    expect(naval).toMatchObject({ attacker: "russia", defender: "italy", zone: "ionian" });
  });

  it("W13 a war declared in the Attack phase (after the naval battles) is fought at the end of the phase", () => {
    const s = battleState(map, {
      relations: [],
      fleets: [
        { nation: "russia", at: "ionian", ships: 2 },
        { nation: "italy", at: "ionian", ships: 2 },
      ],
    });
    const out = resolveWithBattles(s, { russia: [{ kind: "declare-war", nation: "italy" }] }, "seed-0");
    expect(out.verdicts.russia?.[0]?.accepted).toBe(true);
    const types = out.events.map((e) => (e as { type: string }).type);
    expect(types.indexOf("naval-battle")).toBeGreaterThan(types.indexOf("war-declared"));
    expect(out.events.find((e) => (e as { type: string }).type === "naval-battle")).toMatchObject({
      attacker: "russia",
    });
  });
});
