import { foldName } from "../../../../parsers/text/fold.ts";
import { didYouMean } from "../../../language/suggestions.ts";
import { suggest } from "../language/fuzzy.ts";
import type { Lexicon } from "../language/lexicon.ts";
import type { GameState } from "../state.ts";

/** A nation by what a GM or player typed: its id, name, alias or abbreviation ("Russia", "UK", "A-H"). */
export function findNation(state: GameState, lexicon: Lexicon, name: string): string | undefined {
  if (name in state.nations) return name;
  const refs = lexicon.names.get(foldName(name)) ?? [];
  const nations = refs.filter((r) => r.kind === "nation");
  return nations.length === 1 ? nations[0]?.id : undefined;
}

/** "no nation "Frnace" in this game: did you mean France? (nations: Russian Empire, …)", display names only. */
export function unknownNation(state: GameState, lexicon: Lexicon, given: string): string {
  const hint = didYouMean(suggest(foldName(given), lexicon, ["nation"]));
  const names = Object.values(state.nations)
    .map((n) => n.name)
    .join(", ");
  return `no nation "${given}" in this game${hint ? `: ${hint.charAt(0).toLowerCase()}${hint.slice(1)}` : ""} (nations: ${names})`;
}
