import { bench, describe } from "vitest";
import type { MapGraph } from "../../src/map/graph.ts";
import type { Command } from "../../src/rulesets/ww1907/commands.ts";
import { resolvePhase } from "../../src/rulesets/ww1907/phases.ts";
import type { GameState } from "../../src/rulesets/ww1907/state.ts";
import { allSupplyGroups } from "../../src/rulesets/ww1907/supply.ts";
import { validate } from "../../src/rulesets/ww1907/validate.ts";
import { ww1907 } from "../rulesets/ww1907/engine/helpers/fixtures.ts";

/**
 * Targets (issue 3): judging one nation's 50 orders under 2 ms; all supply groups of all 8 nations under 1 ms;
 * plus a whole Deployment phase (8 × 50 orders) resolved. The order sets are built deterministically from the
 * ww1907 opening: builds, free moves along the nation's own borders, ships out of port with divisions aboard,
 * diplomacy and gifts, so most orders are accepted and each one changes the working copy.
 */
const { state, map } = ww1907();

function ordersFor(s: GameState, m: MapGraph, nation: string): Command[] {
  const owned = m.provinces.filter((p) => s.provinces[p.id]?.owner === nation).map((p) => p.id);
  const others = Object.keys(s.nations).filter((n) => n !== nation);
  const ports = owned.filter((p) => m.port(p) !== null);
  const moves = owned.flatMap((p) =>
    m
      .neighbours(p)
      .filter((n) => s.provinces[n]?.owner === nation)
      .map((n) => [p, n] as const),
  );
  const out: Command[] = [];
  for (let i = 0; out.length < 50; i++) {
    const p = owned[i % Math.max(1, owned.length)] ?? "london";
    const step = moves[i % Math.max(1, moves.length)];
    const port = ports[i % Math.max(1, ports.length)];
    switch (i % 8) {
      case 0:
      case 1:
        out.push({ kind: "build", unit: "division", province: p, count: 1 });
        break;
      case 2:
        if (step) out.push({ kind: "move", from: step[0], to: step[1], count: 1 });
        break;
      case 3:
        if (port) out.push({ kind: "build", unit: "ship", province: port, count: 1 });
        break;
      case 4:
        if (port) out.push({ kind: "embark", province: port, count: 1 });
        break;
      case 5: {
        const sea = port ? m.port(port) : null;
        if (port && sea) out.push({ kind: "sail", from: port, to: sea, count: 1 });
        break;
      }
      case 6:
        out.push({ kind: "propose-alliance", nation: others[i % others.length] ?? "uk" });
        break;
      default:
        out.push({ kind: "grant-passage", to: others[i % others.length] ?? "uk" });
    }
  }
  return out;
}

const nations = Object.keys(state.nations);
const orders = Object.fromEntries(nations.map((n) => [n, ordersFor(state, map, n)]));

describe("engine on Europe 1907 (ww1907 opening)", () => {
  for (const nation of nations) {
    bench(`validate 50 orders: ${nation}`, () => {
      validate(state, map, nation, orders[nation] ?? []);
    });
  }

  bench("resolve a full Deployment phase (8 nations × 50 orders)", () => {
    resolvePhase(state, map, orders);
  });

  bench("supply groups of all 8 nations", () => {
    allSupplyGroups(state, map);
  });

  const split = structuredClone(state);
  split.fleets.push({ nation: "ottoman", at: "north-atlantic-ocean", ships: 1, divisions: 0, built: true });
  bench("supply groups of all 8 nations, Britain split by a blockade", () => {
    allSupplyGroups(split, map);
  });
});
