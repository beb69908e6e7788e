import { commitSeed, derivePhaseSeed } from "../../random/commitment.ts";
import type { Result } from "../../result.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { GameRow, PhaseRow } from "../../storage/rows.ts";

/** The close of a window with no deadline yet. */
const FAR_FUTURE = "9999-12-31T23:59:59.999Z";

/** A phase's label for the GM's commands: the year and the phase ("1907-deployment"). */
export function phaseLabel(phase: Pick<PhaseRow, "year" | "phase">): string {
  return `${phase.year}-${phase.phase}`.toLowerCase();
}

/** The phase's posting window: from its opening to the close of the window, else its deadline. */
export function windowOf(phase: PhaseRow): { opens: string; closes: string } {
  return { opens: phase.opened_at, closes: phase.window_closed_at ?? phase.closes_at ?? FAR_FUTURE };
}

/** The seed of a phase, derived from the GM's secret (committed when the phase opens, revealed at resolution). */
export function seedOf(game: GameRow, phaseSeq: number): Result<string, string> {
  return derivePhaseSeed({ gmSecret: game.gm_secret, gameId: game.id, phaseLabel: `phase-${phaseSeq}` });
}

/** Opens the phase after the last one, committing to its seed. */
export async function openNextPhase(
  store: GameStore,
  game: GameRow,
  state: GameState,
  opensAt: string,
): Promise<PhaseRow> {
  const seq = ((await store.listPhases(game.id)).at(-1)?.seq ?? 0) + 1;
  const seed = seedOf(game, seq);
  const commitment = commitSeed(seed.ok ? seed.value : `${game.id}/${seq}`);
  return await store.openPhase(game.id, {
    year: state.year,
    phase: state.phase,
    commitment,
    openedAt: opensAt,
  });
}

/**
 * When the phase after a resolved one opens: at the first resolution (so after an undo and a new resolution the
 * next phase's posts are read again as its orders), or at the end of the window if the GM extended it past that.
 */
export async function nextPhaseOpening(
  store: GameStore,
  gameId: string,
  seq: number,
  now: string,
): Promise<string> {
  const row = (await store.listPhases(gameId)).find((p) => p.seq === seq);
  const first = row?.first_resolved_at ?? now;
  const closed = row?.window_closed_at ?? first;
  return Date.parse(closed) > Date.parse(first) ? closed : first;
}
