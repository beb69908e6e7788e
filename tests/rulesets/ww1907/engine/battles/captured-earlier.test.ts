import { describe, expect, it } from "vitest";
import type { BattleEvent } from "../../../../../src/rulesets/ww1907/battles/events.ts";
import { verdictSchema } from "../../../../../src/rulesets/ww1907/verdict.ts";
import { battleText } from "../../../../../src/rulesets/ww1907/words/battle-text.ts";
import { battleMap, battleState, resolveWithBattles as resolveFixture } from "./fixture.ts";

const map = battleMap();

const resolveWithBattles = (
  state: ReturnType<typeof battleState>,
  orders: Record<string, unknown[]>,
  seed: string,
) => resolveFixture(map, state, orders, seed);

describe("an attack refused at resolution because a battle earlier in the phase took a province (W14, W20)", () => {
  it("W14 the target an ally took in battle 1 is named, with who took it, in the verdict", () => {
    const s = battleState(map, {
      owners: { vienna: "italy" },
      divisions: { warsaw: 12, krakow: 1, vienna: 3 },
      relations: [
        ["austria", "russia", "war"],
        ["austria", "italy", "war"],
        ["italy", "russia", "alliance"],
      ],
    });
    const out = resolveWithBattles(
      s,
      {
        russia: [{ kind: "attack", target: "krakow", sources: [{ from: "warsaw", count: 12 }] }],
        italy: [{ kind: "attack", target: "krakow", sources: [{ from: "vienna", count: 3 }] }],
      },
      "seed-0",
    );
    expect(out.state.provinces.krakow?.owner).toBe("russia");
    const refused = out.verdicts.italy?.[0];
    expect(refused).toMatchObject({ accepted: false, rule: "W14", code: "rule/target-not-enemy" });
    expect(refused?.message).toMatch(
      /^W14: Krakow was captured by Russian Empire in battle 1 before this attack; /,
    );
    expect(refused?.capturedEarlier).toEqual([
      { province: "krakow", nation: "russia", from: "austria", battle: 1, role: "target" },
    ]);
    // The verdict stays a valid stored verdict.
    expect(verdictSchema.safeParse(refused).success).toBe(true);
    // Italy's divisions stay home: nothing was fought for it.
    expect(out.state.provinces.vienna).toMatchObject({ owner: "italy", divisions: 3 });
  });

  it("W17 ruling: a second attack on a province the same nation took in battle 1 is refused under W17 (move into it instead)", () => {
    const s = battleState(map, { divisions: { warsaw: 12, lodz: 3, krakow: 1 } });
    const out = resolveWithBattles(
      s,
      {
        russia: [
          { kind: "attack", target: "krakow", sources: [{ from: "warsaw", count: 12 }] },
          { kind: "attack", target: "krakow", sources: [{ from: "lodz", count: 3 }] },
        ],
      },
      "seed-0",
    );
    expect(out.state.provinces.krakow?.owner).toBe("russia");
    const refused = out.verdicts.russia?.[1];
    expect(refused).toMatchObject({ accepted: false, rule: "W17", code: "rule/target-not-enemy" });
    expect(refused?.message).toBe(
      "W17: you took Krakow in battle 1 before this attack; the province is yours: move into it instead",
    );
    expect(refused?.capturedEarlier).toEqual([
      { province: "krakow", nation: "russia", from: "austria", battle: 1, role: "target" },
    ]);
    expect(verdictSchema.safeParse(refused).success).toBe(true);
    // no walk-in: the 3 in Lodz stay home
    expect(out.state.provinces.lodz).toMatchObject({ owner: "russia", divisions: 3 });
  });

  it("W14 an origin an enemy took earlier in the phase is named when the attack from it is refused", () => {
    const s = battleState(map, { divisions: { lodz: 12, krakow: 1, vienna: 2 } });
    const out = resolveWithBattles(
      s,
      {
        russia: [{ kind: "attack", target: "krakow", sources: [{ from: "lodz", count: 12 }] }],
        austria: [{ kind: "attack", target: "warsaw", sources: [{ from: "krakow", count: 1 }] }],
      },
      "seed-1",
    );
    expect(out.state.provinces.krakow?.owner).toBe("russia");
    const refused = out.verdicts.austria?.[0];
    expect(refused?.accepted).toBe(false);
    expect(refused?.message).toContain(
      "Krakow was captured by Russian Empire in battle 1 before this attack",
    );
    expect(refused?.capturedEarlier?.[0]).toMatchObject({ province: "krakow", role: "origin", battle: 1 });
  });

  it("a refusal with no battle behind it keeps the judge's words and carries no capturedEarlier", () => {
    const s = battleState(map, { divisions: { warsaw: 2 } });
    const out = resolveWithBattles(
      s,
      { russia: [{ kind: "attack", target: "lodz", sources: [{ from: "warsaw", count: 2 }] }] },
      "seed-0",
    );
    const refused = out.verdicts.russia?.[0];
    expect(refused?.accepted).toBe(false);
    expect(refused?.capturedEarlier).toBeUndefined();
    expect(refused?.message).not.toContain("before this attack");
  });

  it("summaries number the battles, and a cancelled attack names the earlier battle that took its target", () => {
    const events: BattleEvent[] = [
      {
        type: "attack-cancelled",
        kind: "attack",
        nation: "italy",
        target: "krakow",
        sources: [{ from: "vienna", ordered: 3, committed: 3 }],
        reason: "krakow belongs to an ally (W14)",
        capturedEarlier: [
          { province: "krakow", nation: "russia", from: "austria", battle: 1, role: "target" },
        ],
      },
    ];
    const names = {
      place: (id: string) => id[0]?.toUpperCase() + id.slice(1),
      nation: (id: string | null) => id ?? "neutrals",
    };
    expect(battleText(events, names, { numbered: true })).toEqual([
      "italy: the attack on Krakow does not take place: Krakow was captured by russia in battle 1 before this attack (krakow belongs to an ally (W14)).",
    ]);
  });
});
