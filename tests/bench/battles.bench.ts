import { bench, describe } from "vitest";
import { MapGraph } from "../../src/map/graph.ts";
import { mapSchema } from "../../src/map/schema.ts";
import { createRng } from "../../src/random/prng.ts";
import { type PostedOrder, resolveAttackPhase } from "../../src/rulesets/ww1907/battles/attack-phase.ts";
import { gameStateSchema } from "../../src/rulesets/ww1907/state.ts";

// Target (issue 4): resolve an Attack phase with 300 battles in under 50 ms.
// 300 pairs of provinces (a-i Russian, b-i Austrian), each pair fights: 6 attackers v 4 defenders, plus 20 naval
// battles (3 ships v 2) in 20 sea zones, a general giving a die on every tenth attack.
const PAIRS = 300;
const ZONES = 20;

function bigMap(): MapGraph {
  const provinces = [];
  for (let i = 0; i < PAIRS; i++) {
    const base = { production: 1, coordinates: { lon: 0, lat: 0 } };
    provinces.push({ ...base, id: `a-${i}`, name: `A ${i}`, owner: "russia", adjacent: [`b-${i}`] });
    provinces.push({ ...base, id: `b-${i}`, name: `B ${i}`, owner: "austria", adjacent: [`a-${i}`] });
  }
  const seas = [];
  for (let z = 0; z < ZONES; z++) {
    seas.push({
      id: `sea-${z}`,
      name: `Sea ${z}`,
      coordinates: { lon: 0, lat: 0 },
      adjacent: [`sea-${z}-x`],
    });
    seas.push({
      id: `sea-${z}-x`,
      name: `Sea ${z} X`,
      coordinates: { lon: 0, lat: 0 },
      adjacent: [`sea-${z}`],
    });
  }
  return new MapGraph(mapSchema.parse({ id: "bench", name: "Bench", provinces, seas }));
}

const map = bigMap();
const provinces: Record<string, unknown> = {};
for (let i = 0; i < PAIRS; i++) {
  provinces[`a-${i}`] = { owner: "russia", divisions: 6, startOwner: "russia" };
  provinces[`b-${i}`] = { owner: "austria", divisions: 4, startOwner: "austria" };
}
const fleets = [];
for (let z = 0; z < ZONES; z++) {
  fleets.push({ nation: "russia", at: `sea-${z}-x`, ships: 3, divisions: 2, built: true });
  fleets.push({ nation: "austria", at: `sea-${z}`, ships: 2, divisions: 2, built: true });
}
const commanders = [];
for (let i = 0; i < PAIRS; i += 10) {
  commanders.push({
    id: `general-${i}`,
    name: `General ${i}`,
    kind: "general",
    nation: "russia",
    title: "Bench",
    traits: [{ kind: "attack-dice", dice: 1 }],
    at: `a-${i}`,
  });
}
const nation = (name: string) => ({ name, capital: null, treasury: 0, owed: 0, vp: 0, np: 0 });
const state = gameStateSchema.parse({
  ruleset: "ww1907",
  mapId: "bench",
  year: 1910,
  phase: "attack",
  nations: { austria: nation("Austria"), russia: nation("Russia") },
  relations: [{ a: "austria", b: "russia", relation: "war" }],
  passage: [],
  provinces,
  fleets,
  commanders,
  rulings: {},
});
const orders: PostedOrder[] = [];
for (let z = 0; z < ZONES; z++) {
  orders.push({ nation: "russia", command: { kind: "sail", from: `sea-${z}-x`, to: `sea-${z}`, count: 3 } });
}
for (let i = 0; i < PAIRS; i++) {
  orders.push({
    nation: "russia",
    command: { kind: "attack", target: `b-${i}`, sources: [{ from: `a-${i}`, count: 6 }] },
  });
}

describe("Attack phase resolution", () => {
  let n = 0;
  bench(
    "300 land battles + 20 naval battles (6 v 4, 3 v 2 ships)",
    () => {
      const out = resolveAttackPhase(state, map, orders, createRng(`bench-${n++}`));
      if (out.events.length < PAIRS) throw new Error("battles missing");
    },
    { time: 3000 },
  );
});
