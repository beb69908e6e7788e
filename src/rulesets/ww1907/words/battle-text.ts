import type { DiceThrow } from "../../../dice/dice-throw.ts";
import { andList, plural, verb } from "../../../presenters/names.ts";
import type { BattleEvent, BonusDice } from "../battles/events.ts";

/** How ids become names in the text (map and nation names); ids are shown as they are by default. */
export interface BattleTextNames {
  place?: (id: string) => string;
  nation?: (id: string | null) => string;
  commander?: (id: string) => string;
  /**
   * The engine's free-text reasons ("athens fell to uk", "attacks from budapest") with display names put in place of
   * the ids in them; as they are by default. `nameIdsIn` (names.ts) over a game's names does it.
   */
  reasons?: (text: string) => string;
}

/** How battle lines are written. */
export interface BattleTextOptions {
  /**
   * "Battle 1: …", "Battle 2: …" before each naval and land battle, counted from 1 over the events given: pass a
   * whole phase's events (the engine numbers the battles of a phase the same way when a refusal names one).
   */
  numbered?: boolean;
}

/**
 * A plain-text rendering of battle events, one line per fact:
 * "Krakow → Vienna: 4 v 3. Throw 1: 6 4 v 5 3 2 — defender loses 2; Throw 2: … Vienna captured, +1 VP (enemy
 * garrison)". Every die is shown, rethrown ties included, so a summary is as auditable as the log.
 */
export function battleText(
  events: readonly BattleEvent[],
  names: BattleTextNames = {},
  options: BattleTextOptions = {},
): string[] {
  const place = names.place ?? ((id: string) => id);
  const nation = names.nation ?? ((id: string | null) => id ?? "neutrals");
  const commander = names.commander ?? ((id: string) => id);
  const words = names.reasons ?? ((text: string) => text);
  const bonusText = (attacker: readonly BonusDice[], defender: readonly BonusDice[]) =>
    bonusesText(attacker, defender, words);
  let battles = 0;
  const numbered = (line: string) => {
    battles += 1;
    return options.numbered ? `Battle ${battles}: ${line}` : line;
  };
  const lines: string[] = [];
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    switch (e.type) {
      case "ships-sailed":
        lines.push(
          `${nation(e.nation)}: ${plural(e.ships, "ship")} ${e.ships === 1 ? "sails" : "sail"} ${place(e.from)} → ${place(e.to)}${aboard(e.divisions)}.`,
        );
        break;
      case "sail-cancelled":
        lines.push(
          `${nation(e.nation)}: ${e.ships === 1 ? "the ship stays" : "ships stay"} in ${place(e.from)} (${words(e.reason)}).`,
        );
        break;
      case "naval-battle": {
        const head = `Naval battle in ${place(e.zone)}: ${nation(e.attacker)} ${e.attackerShips} v ${nation(e.defender)} ${e.defenderShips} ships${bonusText(e.attackerBonus, e.defenderBonus)}.`;
        const end =
          e.outcome === "attacker-won"
            ? `${nation(e.defender)}'s fleet is destroyed`
            : `${nation(e.attacker)}'s fleet is destroyed`;
        const drowned =
          e.attackerDivisionsLost + e.defenderDivisionsLost > 0
            ? ` (divisions lost aboard: ${e.attackerDivisionsLost} v ${e.defenderDivisionsLost})`
            : "";
        lines.push(numbered(`${head} ${throwsText(e.throws)} ${end}${drowned}.`));
        break;
      }
      case "land-battle": {
        const from = e.sources
          .filter((s) => s.committed > 0)
          .map((s) => place(s.from))
          .join(" + ");
        const arrow = e.kind === "amphibious" ? " (from the sea) →" : " →";
        const head = `${from}${arrow} ${place(e.target)}: ${e.attackers} v ${e.defenders}${bonusText(e.attackerBonus, e.defenderBonus)}.`;
        const fought = e.throws.length > 0 ? ` ${throwsText(e.throws)}` : " No defenders.";
        let end: string;
        if (e.outcome === "attacker-won") {
          const next = events[i + 1];
          const vp = events[i + 2];
          end = `${place(e.target)} captured`;
          if (next?.type === "province-captured") {
            i++;
            end += `, ${plural(next.occupiers, "division")} ${verb(next.occupiers, "occupies", "occupy")} it`;
            if (vp?.type === "points" && vp.kind === "vp" && vp.nation === e.nation) {
              i++;
              end += `, +${vp.amount} VP (${next.from === null ? "neutral garrison" : "enemy garrison"})`;
            } else if (e.defenders > 0 && next.from === null) end += ", no VP (neutral garrison)";
            else if (e.defenders > 0 && !next.enemyGarrison) {
              end += ", no VP (its defenders were guests of a nation not at war with the attacker, W21)";
            }
          }
        } else end = `the attack on ${place(e.target)} is repulsed, ${plural(e.attackers, "division")} lost`;
        lines.push(numbered(`${head}${fought} ${cap(end)}.`));
        break;
      }
      case "attack-cancelled": {
        const taken = (e.capturedEarlier ?? []).map(
          (c) => `${place(c.province)} was captured by ${nation(c.nation)} in battle ${c.battle}`,
        );
        lines.push(
          taken.length > 0
            ? `${nation(e.nation)}: the attack on ${place(e.target)} does not take place: ${andList(taken)} before this attack (${words(e.reason)}).`
            : `${nation(e.nation)}: the attack on ${place(e.target)} does not take place (${words(e.reason)}).`,
        );
        break;
      }
      case "province-captured":
        lines.push(
          `${place(e.province)} captured by ${nation(e.nation)}; ${plural(e.occupiers, "division")} ${verb(e.occupiers, "occupies", "occupy")} it.`,
        );
        break;
      case "ships-captured":
        lines.push(
          `${nation(e.nation)} captures ${plural(e.ships, "ship")} of ${nation(e.from)} in ${place(e.province)}'s port${e.divisionsLost > 0 ? ` (${plural(e.divisionsLost, "division")} aboard taken)` : ""}.`,
        );
        break;
      case "ships-destroyed":
        lines.push(
          `${plural(e.ships, "ship")} of ${nation(e.nation)} in ${place(e.province)} destroyed: ${words(e.reason)}.`,
        );
        break;
      case "ships-entered-port":
        lines.push(
          `${nation(e.nation)}: ${plural(e.ships, "ship")} ${e.ships === 1 ? "enters" : "enter"} ${place(e.province)}'s port from ${place(e.from)}${aboard(e.divisions)}.`,
        );
        break;
      case "points":
        lines.push(
          `${nation(e.nation)}: +${e.amount} ${e.kind.toUpperCase()} (${e.rule}: ${words(e.reason)}), now ${e.total}.`,
        );
        break;
      case "commander-advanced":
        lines.push(`${commander(e.commander)} advances from ${place(e.from)} to ${place(e.to)}.`);
        break;
      case "commander-lost":
        lines.push(
          `${commander(e.commander)} (${nation(e.nation)}) is lost at ${place(e.at)}: ${words(e.reason)}${e.survival ? ` (survival roll ${e.survival.roll.toFixed(3)} needed below ${e.survival.chance})` : ""}.`,
        );
        break;
      case "commander-retreated":
        lines.push(
          `${commander(e.commander)} (${nation(e.nation)}) survives (roll ${e.survival.roll.toFixed(3)} below ${e.survival.chance}) and retreats from ${place(e.from)} to ${place(e.to)}.`,
        );
        break;
      case "division-spawned":
        lines.push(
          `${commander(e.commander)} raises a division for ${nation(e.nation)} in ${place(e.province)} (W24).`,
        );
        break;
      case "commander-awarded":
        lines.push(
          `${nation(e.nation)} is awarded ${e.kind === "general" ? "General" : "Admiral"} ${e.name} (${ordinal(e.ordinal)} ${e.kind}, at ${e.threshold} ${e.kind === "general" ? "VP" : "NP"}; drawn ${e.draw.index + 1} of ${e.draw.of}).`,
        );
        break;
      case "award-unavailable":
        lines.push(
          `${nation(e.nation)} has earned a ${ordinal(e.ordinal)} ${e.kind}, but none is left in the roster.`,
        );
        break;
    }
  }
  return lines;
}

/** "Throw 1: 6 4 v 5 3 2 — defender loses 2; Throw 2: …" with rethrown ties. */
export function throwsText(throws: readonly DiceThrow[]): string {
  return throws
    .map((t, i) => {
      const ties = t.pairs
        .filter((p) => p.rethrows.length > 0)
        .map(
          (p) =>
            `tie ${p.attackerDie}–${p.defenderDie} rethrown ${p.rethrows.map((r) => `${r.attacker} v ${r.defender}`).join(", ")}`,
        );
      const losses: string[] = [];
      if (t.defenderLosses > 0) losses.push(`defender loses ${t.defenderLosses}`);
      if (t.attackerLosses > 0) losses.push(`attacker loses ${t.attackerLosses}`);
      if (losses.length === 0) losses.push("nobody dies");
      const tieText = ties.length > 0 ? ` (${ties.join("; ")})` : "";
      return `Throw ${i + 1}: ${t.attackerDice.join(" ")} v ${t.defenderDice.join(" ")}${tieText} — ${losses.join(", ")}.`;
    })
    .join(" ");
}

function bonusesText(
  attacker: readonly BonusDice[],
  defender: readonly BonusDice[],
  words: (text: string) => string,
): string {
  const part = (side: string, list: readonly BonusDice[]) =>
    list.map((b) => `${side} +${b.dice} ${b.dice === 1 ? "die" : "dice"}: ${b.name}, ${words(b.why)}`);
  const all = [...part("attacker", attacker), ...part("defender", defender)];
  return all.length > 0 ? ` (${all.join("; ")})` : "";
}

function aboard(n: number): string {
  return n > 0 ? ` with ${plural(n, "division")} aboard` : "";
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function ordinal(k: number): string {
  const suffix = k % 100 >= 11 && k % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][k % 10] ?? "th");
  return `${k}${suffix}`;
}
