import { foldName } from "../../../parsers/text/fold.ts";
import { didYouMean } from "../../language/suggestions.ts";
import { suggest } from "../../rulesets/ww1907/language/fuzzy.ts";
import type { GameContext } from "./context.ts";

/** A nation by what a GM or player typed: its id, name, alias or abbreviation ("Russia", "UK", "A-H"). */
export function findNation(ctx: GameContext, name: string): string | undefined {
  const direct = ctx.scenario.nations.find((n) => n.id === name);
  if (direct) return direct.id;
  const refs = ctx.lexicon.names.get(foldName(name)) ?? [];
  const nations = refs.filter((r) => r.kind === "nation");
  return nations.length === 1 ? nations[0]?.id : undefined;
}

/** "no nation "Frnace" in this game: did you mean France? (nations: Russian Empire, …)", display names only. */
export function unknownNation(ctx: GameContext, given: string): string {
  const hint = didYouMean(suggest(foldName(given), ctx.lexicon, ["nation"]));
  const names = ctx.scenario.nations.map((n) => n.name).join(", ");
  return `no nation "${given}" in this game${hint ? `: ${hint.charAt(0).toLowerCase()}${hint.slice(1)}` : ""} (nations: ${names})`;
}
