import type { GameWording } from "./game-wording.ts";
import { rulesetById } from "./rulesets.ts";
import type { GameInfo } from "./types.ts";

/**
 * The one file name of a map picture, everywhere it is saved or attached (console, CLI, Discord):
 * `<game id>-<moment>.<png|svg>`, where the moment is World War 1907's year and phase (`1907-attack`) or Risk's
 * turn and phase (`setup`, `turn-2-actions`), all lower case with dashes, safe in any file system. A phase
 * picture (after `resolve`) is named by the phase it resolved; the map now by the moment the game is at. `wording`
 * is the game's as the service has it (`GameService.wordingOf`; default: its ruleset's in the registry).
 */
export function pictureFileName(
  info: Pick<GameInfo, "id" | "ruleset" | "year" | "phase">,
  format: "png" | "svg" = "png",
  wording: Pick<GameWording, "turnBased"> | undefined = rulesetById(info.ruleset)?.wording,
): string {
  const safe = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
  const risk = wording?.turnBased === true;
  const turn = `turn-${info.year}`;
  const phase = safe(info.phase);
  // a phase that already names its turn ("turn-2", a generic play's window) is not named twice
  const moment =
    risk && (info.phase === "setup" || phase === turn || phase.startsWith(`${turn}-`))
      ? [phase]
      : [risk ? turn : String(info.year), phase];
  return `${[safe(info.id), ...moment].filter(Boolean).join("-")}.${format}`;
}
