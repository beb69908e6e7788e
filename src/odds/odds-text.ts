import type { BattleOdds, OddsRulesName } from "./battle-odds.ts";

const unitNouns: Record<OddsRulesName, readonly [string, string]> = {
  ww1907: ["division", "divisions"],
  "ww1907-naval": ["ship", "ships"],
  classic: ["army", "armies"],
};

const plural = (n: number, [one, many]: readonly [string, string]): string => `${n} ${n === 1 ? one : many}`;

/**
 * What the two numbers of a battle's odds mean, in words: "8 attacking armies against 6 defenders". The first
 * number is always the attacking force, the units that fight (Odds ruling), in the console's /odds, Discord's
 * /odds and `adjutant odds battle` alike.
 */
export function oddsBattleWords(attackers: number, defenders: number, rules: OddsRulesName): string {
  const [one, many] = unitNouns[rules];
  return `${plural(attackers, [`attacking ${one}`, `attacking ${many}`])} against ${plural(defenders, ["defender", "defenders"])}`;
}

/** The dice of a rule set, in words, for the answers of /odds. */
export const oddsDiceWords: Record<OddsRulesName, string> = {
  ww1907: "attacker 2 dice, defender 3, ties rethrown",
  "ww1907-naval": "2 dice a side, ties rethrown",
  classic: "attacker up to 3 dice, defender up to 2, ties to the defender",
};

/**
 * A battle's odds in one sentence: "8 attacking armies against 6 defenders (classic dice: …): the attacker wins
 * 73.0%, the defender holds 27.0%; expected losses 3.07 (attacker) v 5.42 (defender)." Under `classic` the army
 * that stays home (V6) is not part of the force, and the sentence says so.
 */
export function oddsSentence(
  attackers: number,
  defenders: number,
  rules: OddsRulesName,
  odds: BattleOdds<number>,
): string {
  const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
  const home = rules === "classic" ? " The army that stays home is not counted in the force." : "";
  return `${oddsBattleWords(attackers, defenders, rules)} (${oddsDiceWords[rules]}): the attacker wins ${pct(odds.attackerWins)}, the defender holds ${pct(odds.defenderWins)}; expected losses ${odds.expectedAttackerLosses.toFixed(2)} (attacker) v ${odds.expectedDefenderLosses.toFixed(2)} (defender).${home}`;
}
