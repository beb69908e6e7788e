import type { PhaseRow } from "../../storage/rows.ts";
import type { Kit } from "./kit.ts";
import { postingWindow } from "./seeds.ts";

/**
 * Why a post outside its window's posting times is no order of it (W33), or null when it is inside: before the window
 * opened (an earlier window's), or after it closed. A ruleset that names its windows (`windowNoun`: "phase") says
 * which close it was: a deadline, or the first resolution of a window an undo reopened.
 */
export function outsideWindow<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  phase: PhaseRow,
  postedAt: string | null,
): { reason: string; outside: "before" | "after" } | null {
  if (postedAt === null) return null;
  const window = postingWindow(phase);
  if (postedAt >= window.opens && postedAt <= window.closes) return null;
  const noun = kit.ruleset.words.windowNoun;
  if (postedAt < window.opens) {
    return { reason: `posted before the ${noun ?? "window"} opened`, outside: "before" };
  }
  if (noun === undefined) return { reason: "posted after the window closed", outside: "after" };
  return {
    reason: phase.window_closed_at
      ? `posted after this ${noun}'s window closed (${window.closes}); it was resolved then and reopened by an undo`
      : `posted after the ${noun}'s deadline`,
    outside: "after",
  };
}
