import { describe, expect, it } from "vitest";
import { nameIdsIn } from "../../src/presenters/names.ts";
import type { BattleEvent } from "../../src/rulesets/ww1907/battles/events.ts";
import { battleText } from "../../src/rulesets/ww1907/words/battle-text.ts";

const names: Record<string, string> = {
  uk: "United Kingdom",
  ottoman: "Ottoman Empire",
  athens: "Athens",
  larissa: "Larissa",
  "aegean-sea": "Aegean Sea",
  "otto-liman-von-sanders": "Otto Liman von Sanders",
};
const n = (id: string) => names[id] ?? id;
const text = (events: BattleEvent[]) =>
  battleText(events, {
    place: n,
    nation: (id) => (id === null ? "neutrals" : n(id)),
    commander: n,
    reasons: (t) => nameIdsIn(t, n),
  });

const captured = (occupiers: number): BattleEvent[] => [
  {
    type: "land-battle",
    kind: "attack",
    nation: "uk",
    target: "athens",
    defender: "ottoman",
    sources: [{ from: "larissa", ordered: occupiers, committed: occupiers }],
    attackers: occupiers,
    defenders: 0,
    attackerBonus: [],
    defenderBonus: [],
    throws: [],
    attackerLosses: 0,
    defenderLosses: 0,
    outcome: "attacker-won",
  },
  {
    type: "province-captured",
    nation: "uk",
    province: "athens",
    from: "ottoman",
    occupiers,
    enemyGarrison: false,
  },
];

describe("battle text: display names and grammar", () => {
  it("W24 a lost commander's reason names the province and the nation, not their ids", () => {
    const [line] = text([
      {
        type: "commander-lost",
        nation: "ottoman",
        commander: "otto-liman-von-sanders",
        at: "athens",
        reason: "athens fell to uk",
        survival: null,
      },
    ]);
    expect(line).toBe(
      "Otto Liman von Sanders (Ottoman Empire) is lost at Athens: Athens fell to United Kingdom.",
    );
  });

  it("W16 one occupier occupies, two occupy", () => {
    expect(text(captured(1))[0]).toContain("Athens captured, 1 division occupies it");
    expect(text(captured(2))[0]).toContain("Athens captured, 2 divisions occupy it");
  });

  it("W16 a capture reported on its own agrees its verb too", () => {
    expect(text(captured(1).slice(1))).toEqual([
      "Athens captured by United Kingdom; 1 division occupies it.",
    ]);
  });

  it("W13 names the sea zone in a destroyed fleet's reason", () => {
    const [line] = text([
      {
        type: "ships-destroyed",
        nation: "uk",
        province: "athens",
        ships: 1,
        reason: "under construction when aegean-sea fell",
      },
    ]);
    expect(line).toBe(
      "1 ship of United Kingdom in Athens destroyed: under construction when Aegean Sea fell.",
    );
  });

  it("leaves ordinary words alone", () => {
    const [line] = text([
      {
        type: "sail-cancelled",
        nation: "uk",
        from: "aegean-sea",
        to: "athens",
        ships: 1,
        reason: "the zone is full",
      },
    ]);
    expect(line).toBe("United Kingdom: the ship stays in Aegean Sea (the zone is full).");
  });
});
