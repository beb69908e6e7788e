import { describe, expect, it } from "vitest";
import { createRng } from "../../../../../src/random/prng.ts";
import { type BattleContext, newPhaseRecord } from "../../../../../src/rulesets/ww1907/battles/context.ts";
import type { CommanderProfile } from "../../../../../src/rulesets/ww1907/commanders/traits.ts";
import { drawAwards } from "../../../../../src/rulesets/ww1907/points/awards.ts";
import { resolveWw1907Phase } from "../../../../../src/rulesets/ww1907/resolve.ts";
import { cloneState, type GameState, gameStateSchema } from "../../../../../src/rulesets/ww1907/state.ts";
import { buildResolutionRecord, verifyResolution } from "../../../../../src/rulesets/ww1907/verify.ts";
import { attack, battleMap, battleState, eventsOf, run } from "../battles/fixture.ts";
import { ww1907 } from "../helpers/fixtures.ts";

const map = battleMap();

function general(id: string, nation: string): CommanderProfile {
  return { id, name: id, kind: "general", nation, title: "T", traits: [{ kind: "defence-dice", dice: 1 }] };
}

function award(before: GameState, after: GameState, list: CommanderProfile[], seed = "seed-0") {
  const ctx: BattleContext = {
    state: structuredClone(after),
    map,
    rng: createRng(seed),
    events: [],
    record: newPhaseRecord(before),
  };
  drawAwards(ctx, list);
  return ctx;
}

describe("lost commanders are out of the game for good (W23, W24)", () => {
  it("W24 a commander lost with his army is listed in lostCommanders", () => {
    const s = battleState(map, {
      divisions: { warsaw: 8, krakow: 1 },
      commanders: [{ ...general("ivanov", "austria"), at: "krakow" }],
    });
    expect(s.lostCommanders).toEqual([]);
    const out = run(map, s, [attack("russia", "krakow", ["warsaw", 8])], "seed-0");
    expect(eventsOf(out.events, "commander-lost")[0]?.commander).toBe("ivanov");
    expect(out.state.commanders).toEqual([]);
    expect(out.state.lostCommanders).toEqual(["ivanov"]);
  });

  it("W23 an award never draws a lost commander: with one of two left, the draw is 1 of 1", () => {
    const list = [general("a-g0", "austria"), general("a-g1", "austria")];
    const before = battleState(map, { vp: { austria: 2 } });
    const after = { ...battleState(map, { vp: { austria: 3 } }), lostCommanders: ["a-g0"] };
    const ctx = award(before, after, list);
    const [won] = eventsOf(ctx.events, "commander-awarded");
    expect(won).toMatchObject({ commander: "a-g1", draw: { index: 0, of: 1 } });
  });

  it("W23 lost, awarded and in-play commanders are all excluded; nobody left means award-unavailable", () => {
    const list = [general("a-g0", "austria"), general("a-g1", "austria"), general("a-g2", "austria")];
    const before = battleState(map, { vp: { austria: 8 } });
    const after = {
      ...battleState(map, { vp: { austria: 9 }, commanders: [{ ...list[1]!, at: null }] }),
      lostCommanders: ["a-g0", "a-g2"],
    };
    const ctx = award(before, after, list);
    expect(ctx.events.map((e) => e.type)).toEqual(["award-unavailable"]);
  });

  it("W23 W24 a general lost in battle is not drawn again by the same phase's award", () => {
    // ivanov falls defending Krakow; Austria then reaches 3 VP (from 2 when the phase opened): of its two
    // generals only conrad can be drawn
    const list = [general("ivanov", "austria"), general("conrad", "austria")];
    const s = battleState(map, {
      vp: { austria: 2 },
      divisions: { warsaw: 8, krakow: 1 },
      commanders: [{ ...list[0]!, at: "krakow" }],
    });
    const after = run(map, s, [attack("russia", "krakow", ["warsaw", 8])], "seed-0").state;
    expect(after.lostCommanders).toEqual(["ivanov"]);
    const ctx = award(
      s,
      { ...after, nations: { ...after.nations, austria: { ...after.nations.austria!, vp: 3 } } },
      list,
    );
    expect(eventsOf(ctx.events, "commander-awarded")[0]).toMatchObject({
      commander: "conrad",
      draw: { of: 1 },
    });
  });

  it("W24 old stored states without lostCommanders still load (zod default []); initState starts empty", () => {
    const s = battleState(map);
    const { lostCommanders: _, ...old } = s;
    expect(gameStateSchema.parse(old).lostCommanders).toEqual([]);
    expect(cloneState({ ...s, lostCommanders: ["x"] }).lostCommanders).toEqual(["x"]);
    expect(ww1907().state.lostCommanders).toEqual([]);
  });

  it("W24 a record whose states predate lostCommanders still verifies", () => {
    const s = battleState(map, { divisions: { warsaw: 3, krakow: 1 } });
    const orders = [attack("russia", "krakow", ["warsaw", 3])];
    const out = run(map, s, orders, "seed-0");
    const record = buildResolutionRecord({
      mapId: "battle-test",
      before: s,
      orders,
      seed: "seed-0",
      result: out,
    }) as unknown as { before: Record<string, unknown>; claimed: { state: Record<string, unknown> } };
    delete record.before.lostCommanders;
    delete record.claimed.state.lostCommanders;
    const report = verifyResolution(record, () => ({ ok: true, value: map }));
    expect(report.ok).toBe(true);
  });

  it("W23 W24 a full phase (resolveWw1907Phase) records the loss; its phase/v1 record verifies, a forged list fails", () => {
    const s = battleState(map, {
      divisions: { warsaw: 8, krakow: 1 },
      commanders: [{ ...general("ivanov", "austria"), at: "krakow" }],
    });
    const orders = {
      russia: [{ kind: "attack", target: "krakow", sources: [{ from: "warsaw", count: 8 }] }],
    };
    const result = resolveWw1907Phase(s, map, orders, "lost-1");
    expect(result.state.lostCommanders).toEqual(["ivanov"]);
    expect(result.state.phase).toBe("deployment");
    const record = buildResolutionRecord({
      mapId: "battle-test",
      before: s,
      orders: orders.russia.map((command) => ({ nation: "russia", command })),
      seed: "lost-1",
      result,
      resolver: "phase/v1",
    });
    const loadMap = () => ({ ok: true as const, value: map });
    expect(verifyResolution(record, loadMap).ok).toBe(true);
    const forged = structuredClone(record);
    forged.claimed.state.lostCommanders = [];
    expect(verifyResolution(forged, loadMap)).toMatchObject({
      ok: false,
      stage: "state",
      path: "claimed.state.lostCommanders[0]",
    });
  });

  it("W24 an old record (no lostCommanders in its states) of a phase where a commander fell still verifies", () => {
    const s = battleState(map, {
      divisions: { warsaw: 8, krakow: 1 },
      commanders: [{ ...general("ivanov", "austria"), at: "krakow" }],
    });
    const orders = [attack("russia", "krakow", ["warsaw", 8])];
    const out = run(map, s, orders, "seed-0");
    expect(out.state.lostCommanders).toEqual(["ivanov"]);
    const record = buildResolutionRecord({
      mapId: "battle-test",
      before: s,
      orders,
      seed: "seed-0",
      result: out,
    });
    const old = structuredClone(record) as unknown as {
      before: Record<string, unknown>;
      claimed: { state: Record<string, unknown> };
    };
    delete old.before.lostCommanders;
    delete old.claimed.state.lostCommanders;
    expect(verifyResolution(old, () => ({ ok: true, value: map })).ok).toBe(true);
  });
});
