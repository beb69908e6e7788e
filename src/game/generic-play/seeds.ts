import type { Waiting } from "../../core/ruleset.ts";
import { commitSeed, derivePhaseSeed } from "../../random/commitment.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { GameRow, PhaseRow } from "../../storage/rows.ts";
import type { Kit } from "./kit.ts";

/**
 * The seed of a game's window (a phase, a turn) numbered `seq`: derived from the GM's secret, committed (its SHA-256
 * published) when the window opens, revealed when it closes. Null only for a stored secret too short to derive from.
 */
export function seedOf(game: Pick<GameRow, "id" | "gm_secret">, seq: number): string | null {
  const seed = derivePhaseSeed({ gmSecret: game.gm_secret, gameId: game.id, phaseLabel: `phase-${seq}` });
  return seed.ok ? seed.value : null;
}

/** Opens the window after the last one at `at`, publishing the commitment of its seed. */
export async function openWindow(
  store: GameStore,
  game: GameRow,
  waiting: Waiting,
  at: string,
): Promise<PhaseRow> {
  const seq = ((await store.listPhases(game.id)).at(-1)?.seq ?? 0) + 1;
  const seed = seedOf(game, seq) ?? `${game.id}/${seq}`;
  return await store.openPhase(game.id, {
    year: waiting.count,
    phase: waiting.window,
    commitment: commitSeed(seed),
    openedAt: at,
  });
}

/** Reveals the open window's seed and marks it closed. */
export async function closeWindow(
  store: GameStore,
  game: GameRow,
  phase: PhaseRow,
  at: string,
): Promise<string> {
  const seed = seedOf(game, phase.seq) ?? "";
  await store.resolvePhaseRow(game.id, phase.seq, seed, at);
  return seed;
}

/** The close of a window with no deadline yet. */
const FAR_FUTURE = "9999-12-31T23:59:59.999Z";

/** A window's posting times: from its opening to its first close (kept through undo), else its deadline. */
export function postingWindow(phase: PhaseRow): { opens: string; closes: string } {
  return { opens: phase.opened_at, closes: phase.window_closed_at ?? phase.closes_at ?? FAR_FUTURE };
}

/**
 * When the window after the closed window `seq` opens: at its first resolution, or at the end of its posting window
 * if the GM extended that past it (both kept through undo), else `now`.
 */
export async function nextWindowOpening<S, C, E, R>(
  kit: Pick<Kit<S, C, E, R>, "store">,
  gameId: string,
  seq: number,
  now: string,
): Promise<string> {
  const row = (await kit.store.listPhases(gameId)).find((p) => p.seq === seq);
  const first = row?.first_resolved_at ?? now;
  const closed = row?.window_closed_at ?? first;
  return Date.parse(closed) > Date.parse(first) ? closed : first;
}
