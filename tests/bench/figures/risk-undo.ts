import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GameService } from "../../../src/game/game-service.ts";
import { playable } from "../../../src/game/generic-play/playable.ts";
import { classicMap } from "../../../src/rulesets/risk-variant-one/classic-map.ts";
import { riskRuleset } from "../../../src/rulesets/risk-variant-one/ruleset.ts";
import { type RiskState, riskStateSchema } from "../../../src/rulesets/risk-variant-one/state.ts";
import { openDatabase } from "../../../src/storage/database.ts";
import { GameStore } from "../../../src/storage/game-store.ts";
import { median, progress, round } from "./stats.ts";

/**
 * `risk_undo_growth` (issues #26 and #25): the GM's undo in a Risk Variant One game played through the generic play
 * (`playable(riskRuleset)`), after 2,000 logged steps ÷ after 50, each game on its own SQLite file. The set-up is
 * played by posts (one step each), then the steps are GM adjustments (logged, snapshotted and undone like players'
 * actions: the same log rows an action writes), so the figure measures the log, not the dice. Each round undoes the
 * last step of each game, alternating which goes first; the figure is the median of round ratios. Goal ≤ 1.5.
 */

const SMALL = 50;
const LARGE = 2_000;
const ROUNDS = 15;
const GM = { name: "Gamemaster" };

export interface RiskUndoFigures {
  risk_undo_growth: number;
  risk_undo_ms_50_steps: number;
  risk_undo_ms_2000_steps: number;
}

interface RiskBench {
  service: GameService;
  id: string;
  close(): void;
}

async function riskGame(steps: number): Promise<RiskBench> {
  const dir = mkdtempSync(join(tmpdir(), "adjutant-figures-risk-"));
  const db = openDatabase(join(dir, "adjutant.db"));
  const store = new GameStore(db);
  const service = new GameService({
    store,
    now: () => new Date("2026-12-01T12:00:00.000Z"),
    newSecret: () => "bench-secret-0123456789abcdef",
    games: [risk],
  });
  const close = () => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  const created = await service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob", "Cleo"] });
  if (!created.ok) {
    close();
    throw new Error(created.error);
  }
  const id = created.value.id;
  const peru = await playSetup(service, store, id);
  for (let k = 0; k < steps; k++) {
    const done = await service.adjust(id, GM, `step ${k}`, {
      kind: "set-divisions",
      province: "peru",
      divisions: peru + (k % 7) + 1,
    });
    if (!done.ok) throw new Error(done.error);
  }
  return { service, id, close };
}

const risk = playable(riskRuleset);

/** The state now: the snapshot the play keeps with every logged step (status --json is Risk's own shape). */
async function stateOf(store: GameStore, id: string): Promise<RiskState> {
  return riskStateSchema.parse((await store.latestSnapshot(id, Number.MAX_SAFE_INTEGER))?.state);
}

/**
 * Plays the set-up (V3) by posts, each step buying the cheapest free territory or placing an army, then "done",
 * and closes an income phase waiting for bonuses (V5); gives Peru to Bob. Returns Peru's armies.
 */
async function playSetup(service: GameService, store: GameStore, id: string): Promise<number> {
  for (let n = 0; (await stateOf(store, id)).phase === "setup"; n++) {
    if (n > 500) throw new Error("the set-up does not end");
    const s = await stateOf(store, id);
    const actor = s.actor ?? "";
    const cheap = Object.entries(s.territories).find(([, x]) => x.owner === null && x.income <= 1);
    const owned = Object.entries(s.territories).find(([, x]) => x.owner === actor);
    const place = (t: string) => classicMap.province(t)?.name ?? t;
    const order = cheap ? `Buy ${place(cheap[0])}` : `Place 1 in ${place(owned?.[0] ?? "")}`;
    await service.ingest(id, "forum", [
      {
        platform: "phpbb3",
        postId: `p${n}`,
        author: { name: actor },
        postedAt: new Date(Date.parse("2026-12-01T12:00:00Z") + n * 60_000).toISOString(),
        edited: null,
        bold: [order, "done"],
        text: `${order}\ndone`,
      },
    ]);
  }
  if ((await stateOf(store, id)).phase === "income") {
    const closed = await service.resolve(id, GM);
    if (!closed.ok) throw new Error(closed.error);
  }
  const peru = (await stateOf(store, id)).territories.peru;
  if (peru?.owner !== "Bob") {
    const owned = await service.adjust(id, GM, "the bench's board", {
      kind: "set-owner",
      province: "peru",
      owner: "Bob",
    });
    if (!owned.ok) throw new Error(owned.error);
  }
  return (await stateOf(store, id)).territories.peru?.armies ?? 1;
}

async function undoMs(game: RiskBench): Promise<number> {
  const start = performance.now();
  const undone = await game.service.undo(game.id, GM);
  const ms = performance.now() - start;
  if (!undone.ok) throw new Error(undone.error);
  return ms;
}

export async function riskUndoFigures(): Promise<RiskUndoFigures> {
  progress(`risk-undo: games with ${SMALL} and ${LARGE} logged steps`);
  const small = await riskGame(SMALL + ROUNDS + 1);
  const large = await riskGame(LARGE + ROUNDS + 1);
  try {
    await undoMs(small);
    await undoMs(large);
    const smallMs: number[] = [];
    const largeMs: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      if (r % 2 === 0) {
        smallMs.push(await undoMs(small));
        largeMs.push(await undoMs(large));
      } else {
        largeMs.push(await undoMs(large));
        smallMs.push(await undoMs(small));
      }
    }
    return {
      risk_undo_growth: round(median(largeMs.map((l, i) => l / (smallMs[i] as number)))),
      risk_undo_ms_50_steps: round(median(smallMs), 3),
      risk_undo_ms_2000_steps: round(median(largeMs), 3),
    };
  } finally {
    small.close();
    large.close();
  }
}
