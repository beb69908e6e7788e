import type { MapGraph } from "../../../../src/map/graph.ts";
import { resolveWw1907Phase } from "../../../../src/rulesets/ww1907/resolve.ts";
import type { GameState } from "../../../../src/rulesets/ww1907/state.ts";

/**
 * The orders of the scripted two-year game (tests/rulesets/ww1907/engine/scripted-game.test.ts, issue 4) on the ww1907 opening:
 * builds, a ship under construction (W10), Brusilov's two-step move (W24), wars declared in both phases (W25, W26:
 * one paid at once, one owed), Transylvania and Bucharest conquered (W18), VP won (W21). The seeds are fixed.
 */
export const twoYearScript: { seed: string; orders: Record<string, unknown[]> }[] = [
  {
    seed: "scripted-1907-deployment",
    orders: {
      russia: [
        { kind: "build", unit: "division", province: "temesvar", count: 2 },
        // Brusilov (Fast Moving) stands in Zagreb: these 2 divisions may take 2 steps (W24)
        { kind: "move", from: "zagreb", to: "budapest", count: 2 },
        { kind: "move-commander", commander: "aleksei-brusilov", to: "budapest" },
        { kind: "move", from: "budapest", to: "lemberg", count: 2 },
      ],
      uk: [
        { kind: "build", unit: "division", province: "egypt", count: 2 },
        { kind: "build", unit: "ship", province: "lamia", count: 1 },
        { kind: "sail", from: "malta", to: "sicilian-channel", count: 1 },
      ],
      italy: [{ kind: "declare-war", nation: "ottoman" }],
      ottoman: [{ kind: "sail", from: "istanbul", to: "sea-of-marmara", count: 2 }],
    },
  },
  {
    seed: "scripted-1907-attack",
    orders: {
      ottoman: [{ kind: "sail", from: "sea-of-marmara", to: "aegean-sea", count: 2 }],
      russia: [
        {
          kind: "attack",
          target: "transylvania",
          sources: [
            { from: "budapest", count: 3 },
            { from: "temesvar", count: 2 },
            { from: "lemberg", count: 4 },
          ],
        },
      ],
      uk: [
        { kind: "sail", from: "sicilian-channel", to: "ionian-sea", count: 1 },
        { kind: "attack", target: "jerusalem", sources: [{ from: "egypt", count: 5 }] },
        { kind: "declare-war", nation: "austria-hungary" },
      ],
    },
  },
  {
    seed: "scripted-1908-deployment",
    orders: {
      uk: [
        { kind: "sail", from: "lamia", to: "aegean-sea", count: 1 },
        { kind: "sail", from: "ionian-sea", to: "aegean-sea", count: 1 },
        { kind: "build", unit: "division", province: "lamia", count: 2 },
      ],
      russia: [{ kind: "build", unit: "division", province: "transylvania", count: 3 }],
    },
  },
  {
    seed: "scripted-1908-attack",
    orders: {
      ottoman: [
        {
          kind: "attack",
          target: "lamia",
          sources: [
            { from: "larissa", count: 2 },
            { from: "athens", count: 2 },
          ],
        },
      ],
      russia: [
        {
          kind: "attack",
          target: "bucharest",
          sources: [
            { from: "transylvania", count: 3 },
            { from: "temesvar", count: 2 },
          ],
        },
      ],
    },
  },
];

/** The state after each phase of the script, from `opening`. */
export function playTwoYears(opening: GameState, map: MapGraph): GameState[] {
  const out: GameState[] = [];
  let state = opening;
  for (const phase of twoYearScript) {
    state = resolveWw1907Phase(state, map, phase.orders, phase.seed).state;
    out.push(state);
  }
  return out;
}
