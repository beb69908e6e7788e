import { describe, expect, it } from "vitest";
import { createRng } from "../../../../../src/random/prng.ts";
import { type BattleContext, newPhaseRecord } from "../../../../../src/rulesets/ww1907/battles/context.ts";
import { loadRoster } from "../../../../../src/rulesets/ww1907/commanders/roster.ts";
import type { CommanderProfile } from "../../../../../src/rulesets/ww1907/commanders/traits.ts";
import {
  awardThreshold,
  commandersEarned,
  drawAwards,
} from "../../../../../src/rulesets/ww1907/points/awards.ts";
import type { GameState } from "../../../../../src/rulesets/ww1907/state.ts";
import { attack, battleMap, battleState, eventsOf, run } from "../battles/fixture.ts";

const map = battleMap();

function roster(nation: string, generals: number, admirals: number): CommanderProfile[] {
  const out: CommanderProfile[] = [];
  for (let i = 0; i < generals; i++) {
    out.push({
      id: `${nation}-g${i}`,
      name: `G${i}`,
      kind: "general",
      nation,
      title: "T",
      traits: [{ kind: "attack-dice", dice: 1 }],
    });
  }
  for (let i = 0; i < admirals; i++) {
    out.push({
      id: `${nation}-a${i}`,
      name: `A${i}`,
      kind: "admiral",
      nation,
      title: "T",
      traits: [{ kind: "naval-attack-dice", dice: 1 }],
    });
  }
  return out;
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

describe("awards (W23)", () => {
  it("W23 the k-th commander comes at 3, 9, 18, 30, 45 points (3·k·(k+1)/2)", () => {
    expect([1, 2, 3, 4, 5].map(awardThreshold)).toEqual([3, 9, 18, 30, 45]);
    expect([0, 2, 3, 8, 9, 17, 18, 29, 30, 44, 45, 59, 63].map(commandersEarned)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
    ]);
  });

  it("W23 crossing 9 VP draws the 2nd general with the seeded generator; 8 VP draws nothing", () => {
    const before = battleState(map, { vp: { russia: 8 } });
    const after = battleState(map, { vp: { russia: 9 } });
    const ctx = award(before, after, roster("russia", 6, 4));
    expect(ctx.events).toEqual([
      expect.objectContaining({
        type: "commander-awarded",
        nation: "russia",
        kind: "general",
        ordinal: 2,
        threshold: 9,
      }),
    ]);
    expect(ctx.state.commanders).toHaveLength(1);
    expect(ctx.state.commanders[0]?.at).toBeNull();
    expect(award(before, before, roster("russia", 6, 4)).events).toEqual([]);
  });

  it("W23 a jump past several thresholds draws several, never repeating one already in the game", () => {
    const list = roster("russia", 6, 4);
    const before = battleState(map, { vp: { russia: 0 }, np: { russia: 0 } });
    const after = battleState(map, {
      vp: { russia: 30 },
      np: { russia: 3 },
      commanders: [{ ...list[0]!, at: "warsaw" }],
    });
    const ctx = award(before, after, list, "seed-7");
    const won = eventsOf(ctx.events, "commander-awarded");
    expect(won.map((e) => [e.kind, e.ordinal])).toEqual([
      ["general", 1],
      ["general", 2],
      ["general", 3],
      ["general", 4],
      ["admiral", 1],
    ]);
    const ids = ctx.state.commanders.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(won.map((e) => e.draw.of)).toEqual([5, 4, 3, 2, 4]);
  });

  it("W23 an exhausted roster says so instead of repeating", () => {
    const before = battleState(map, { vp: { italy: 0 } });
    const after = battleState(map, { vp: { italy: 9 } });
    const ctx = award(before, after, roster("italy", 1, 0));
    expect(ctx.events.map((e) => e.type)).toEqual(["commander-awarded", "award-unavailable"]);
  });

  it("W23 the same seed draws the same commander; draws come from the built-in roster by default", () => {
    const s = battleState(map, { vp: { russia: 2 }, divisions: { warsaw: 3, krakow: 1 } });
    const a = run(map, s, [attack("russia", "krakow", ["warsaw", 3])], "seed-0");
    const b = run(map, s, [attack("russia", "krakow", ["warsaw", 3])], "seed-0");
    const [x] = eventsOf(a.events, "commander-awarded");
    expect(x?.nation).toBe("russia");
    expect(loadRoster().some((c) => c.id === x?.commander && c.nation === "russia")).toBe(true);
    expect(b.events).toEqual(a.events);
    expect(a.state.nations.russia?.vp).toBe(3);
  });
});
