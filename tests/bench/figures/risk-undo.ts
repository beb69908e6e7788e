import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GameService } from "../../../src/game/game-service.ts";
import { openDatabase } from "../../../src/storage/database.ts";
import { GameStore } from "../../../src/storage/game-store.ts";
import { median, progress, round } from "./stats.ts";

/**
 * `risk_undo_growth` (issue #26): the GM's undo in a Risk Variant One game after 2,000 logged steps ÷ after 50, each
 * game on its own SQLite file. The steps are GM adjustments (logged, snapshotted and undone like players' actions:
 * the same log rows an action writes), so the figure measures the log, not the dice. Each round undoes the last
 * step of each game, alternating which goes first; the figure is the median of round ratios. Goal ≤ 1.5.
 */

const SMALL = 50;
const LARGE = 2_000;
const ROUNDS = 15;
const GM = { name: "Gamemaster" };

const POSITION = `base: risk-v1
players: [Alice, Bob, Cleo]
dealer: Cleo
phase: actions
territories:
  Brazil: { owner: Alice, armies: 5, income: 2 }
  Argentina: { owner: Alice, armies: 2, income: 1 }
  Peru: { owner: Bob, armies: 3, income: 1 }
  Venezuela: { owner: Bob, armies: 2, income: 1 }
  North Africa: { owner: Cleo, armies: 4, income: 2 }
`;

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
  const file = join(dir, "position.yaml");
  writeFileSync(file, POSITION);
  const db = openDatabase(join(dir, "adjutant.db"));
  const service = new GameService({
    store: new GameStore(db),
    now: () => new Date("2026-12-01T12:00:00.000Z"),
    newSecret: () => "bench-secret-0123456789abcdef",
  });
  const close = () => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  };
  const created = await service.createGame({ scenario: file });
  if (!created.ok) {
    close();
    throw new Error(created.error);
  }
  const id = created.value.id;
  for (let k = 0; k < steps; k++) {
    const done = await service.adjust(id, GM, `step ${k}`, {
      kind: "set-divisions",
      province: "peru",
      divisions: 3 + (k % 7) + 1,
    });
    if (!done.ok) throw new Error(done.error);
  }
  return { service, id, close };
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
