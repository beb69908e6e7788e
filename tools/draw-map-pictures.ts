/**
 * Draws the pictures under docs/pictures/ through the game service, as a GM's `picture` and `resolve` do (run:
 * `npx tsx tools/draw-map-pictures.ts`): World War 1907's opening; the picture of 1907's Attack phase after a
 * scripted year (builds and moves, then six attacks: five provinces captured, one attack repulsed); and the classic
 * Risk board after a set-up in which three players bought territories in turn and two attacks of turn 1. Everything runs on an in-memory
 * database with a fixed secret, so the dice (and the pictures) are the same on every run.
 */
import { writeFileSync } from "node:fs";
import { GameService } from "../src/game/game-service.ts";
import { classicMap } from "../src/rulesets/risk-variant-one/classic-map.ts";
import type { RiskState } from "../src/rulesets/risk-variant-one/state.ts";
import { riskStateSchema } from "../src/rulesets/risk-variant-one/state.ts";
import { loadScenario } from "../src/rulesets/ww1907/scenario/load.ts";
import { openDatabase } from "../src/storage/database.ts";
import { GameStore } from "../src/storage/game-store.ts";

const out = new URL("../docs/pictures/", import.meta.url);

function service(): { service: GameService; store: GameStore; clock: { now: Date } } {
  const clock = { now: new Date("2026-12-01T12:00:00.000Z") };
  const store = new GameStore(openDatabase(":memory:"));
  const s = new GameService({
    store,
    now: () => clock.now,
    newSecret: () => "test-secret-0123456789abcdef",
    loadScenario,
  });
  return { service: s, store, clock };
}

function save(name: string, png: Buffer): void {
  writeFileSync(new URL(name, out), png);
  console.log(`${name}: ${(png.length / 1024).toFixed(0)} KiB`);
}

{
  const t = service();
  const created = t.service.createGame({ scenario: "ww1907" });
  if (!created.ok) throw new Error(created.error);
  const picture = t.service.picture(created.value.id);
  if (!picture.ok) throw new Error(picture.error);
  save("ww1907-opening.png", picture.value);
}

{
  const t = service();
  const created = t.service.createGame({ scenario: "ww1907" });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  let n = 0;
  const say = (author: string, text: string) => {
    n++;
    t.clock.now = new Date(Date.parse("2026-12-01T12:00:00Z") + n * 60_000);
    const [r] = t.service.ingest(id, "forum", [
      {
        platform: "phpbb3",
        postId: `p${n}`,
        author: { name: author },
        postedAt: t.clock.now.toISOString(),
        edited: null,
        bold: [text],
        text,
      },
    ]);
    if (r?.kind !== "orders" || r.receipt.rejected > 0)
      throw new Error(`${author}: ${text} was not accepted`);
  };
  say("Osmano", "Build 2 divisions in Zagreb; Move 1 from Warsaw to Krakow");
  say("Shrink", "Build 2 divisions in Lille; Move 1 from Paris to Reims");
  say("Jax", "Build 2 divisions in Egypt; Move 1 from London to Birmingham");
  say("Johndisp", "Build 2 divisions in Istanbul");
  const deployment = t.service.resolve(id, { name: "GM" });
  if (!deployment.ok) throw new Error(deployment.error);
  say(
    "Osmano",
    "Attack Transylvania with 2 from Lemberg and 3 from Budapest; Attack Trieste with 3 from Zagreb",
  );
  say("Shrink", "Attack Brussels with 3 from Lille and 2 from Reims");
  say("Jax", "Attack Jerusalem with 4 from Egypt; Attack Larissa with 2 from Lamia");
  say("Johndisp", "Attack Sofia with 4 from Istanbul");
  const attack = t.service.resolve(id, { name: "GM" });
  if (!attack.ok) throw new Error(attack.error);
  save("ww1907-1907-attack.png", attack.value.picture);
}

{
  const t = service();
  const created = t.service.createGame({
    scenario: "risk-v1",
    players: ["Alice", "Bob", "Cleo"],
    startingArmies: 20,
  });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  const state = (): RiskState =>
    riskStateSchema.parse(t.store.latestSnapshot(id, Number.MAX_SAFE_INTEGER)?.state);
  let step = 0;
  while (state().phase === "setup" && step < 300) {
    const s = state();
    step++;
    t.clock.now = new Date(Date.parse("2026-12-01T12:00:00Z") + step * 60_000);
    t.service.ingest(id, "console", [
      {
        platform: "phpbb3",
        postId: `r${step}`,
        author: { name: String(s.actor) },
        postedAt: t.clock.now.toISOString(),
        edited: null,
        bold: [setupStep(s)],
        text: setupStep(s),
      },
    ]);
  }
  // Turn 1: the GM closes the income phase, then two attacks, each answered "hold" by its defender (the last
  // one haloed, with its result under the map).
  if (state().phase === "income") t.service.resolve(id, { name: "GM" });
  for (let k = 0; k < 2 && state().phase === "actions"; k++) {
    const s = state();
    const attack = strongestAttack(s);
    if (!attack) break;
    const send = (author: string, text: string) => {
      step++;
      t.clock.now = new Date(Date.parse("2026-12-01T12:00:00Z") + step * 60_000);
      t.service.ingest(id, "console", [
        {
          platform: "phpbb3",
          postId: `r${step}`,
          author: { name: author },
          postedAt: t.clock.now.toISOString(),
          edited: null,
          bold: [text],
          text,
        },
      ]);
    };
    send(String(s.actor), `Attack ${attack.to} from ${attack.from} with ${attack.force}`);
    if (state().pending && attack.defender) send(attack.defender, "hold");
  }
  const picture = t.service.picture(id);
  if (!picture.ok) throw new Error(picture.error);
  save("risk-classic.png", picture.value);
}

/** The actor's attack with the most armies on a neighbour held by someone else (territory names as players write). */
function strongestAttack(state: RiskState) {
  let best: { from: string; to: string; force: number; defender: string | null } | null = null;
  for (const [id, t] of Object.entries(state.territories)) {
    if (t.owner !== state.actor || t.armies < 3) continue;
    for (const other of classicMap.neighbours(id)) {
      const there = state.territories[other];
      if (!there || there.owner === state.actor || there.owner === null) continue;
      if (!best || t.armies - 1 > best.force) {
        best = { from: name(id), to: name(other), force: t.armies - 1, defender: there.owner };
      }
    }
  }
  return best;
}

function name(id: string): string {
  return classicMap.province(id)?.name ?? id;
}

/** A legal set-up step: buy the cheapest affordable territory (the one after it in map order when tied), else place. */
function setupStep(state: RiskState): string {
  const me = state.players.find((p) => p.name === state.actor);
  const active = me?.active ?? 0;
  const unbought = Object.entries(state.territories)
    .filter(([, t]) => t.owner === null)
    .map(([id, t], k) => ({ id, cost: Math.max(1, t.income), k }))
    .filter((t) => t.cost <= active)
    .sort((a, b) => a.cost - b.cost || ((a.k * 7) % 11) - ((b.k * 7) % 11));
  const done = (spent: number) => (me?.inactive === 0 && spent === active ? "" : "; done");
  const first = unbought[0];
  if (first) return `Buy ${first.id.replace(/-/g, " ")}${done(first.cost)}`;
  const own = Object.entries(state.territories).find(([, t]) => t.owner === state.actor);
  if (own && active > 0) return `Place ${active} in ${own[0].replace(/-/g, " ")}${done(active)}`;
  return "done";
}
