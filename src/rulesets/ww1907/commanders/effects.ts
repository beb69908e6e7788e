import type { MapGraph } from "../../../map/graph.ts";
import { addDivisions, type BattleContext, draw } from "../battles/context.ts";
import type { BonusDice, SurvivalRoll } from "../battles/events.ts";
import type { CommanderState, GameState } from "../state.ts";
import type { Trait } from "./traits.ts";

/**
 * What commanders do in battle (W24 and its ruling): which commanders affect a battle (fought from or in his
 * province, setting `commanderAffects`), the bonus dice they give and why, the survive-loss roll and retreat,
 * divisions spawned at the end of an Attack phase, and the extra free move for the move validator.
 */

type TraitOf<K extends Trait["kind"]> = Extract<Trait, { kind: K }>;

function traitsOf<K extends Trait["kind"]>(c: CommanderState, kind: K): TraitOf<K>[] {
  return c.traits.filter((t): t is TraitOf<K> => t.kind === kind);
}

/** The placed commanders of a nation at one place, in state order. */
export function commandersAt(state: GameState, nation: string, place: string): CommanderState[] {
  return state.commanders.filter((c) => c.nation === nation && c.at === place);
}

/**
 * Attack bonus dice for a land attack or strike (W24 ruling): each placed commander of the attacker in a place
 * the attack is launched from adds his `attack-dice`, plus his `home-attack-dice` when the target is his nation's
 * home soil (`homeOf` on the map). With ruling `commanderAffects: in-province` attackers get none.
 */
export function attackBonus(
  state: GameState,
  map: MapGraph,
  nation: string,
  from: readonly string[],
  target: string,
): BonusDice[] {
  if (state.rulings.commanderAffects === "in-province") return [];
  const out: BonusDice[] = [];
  const home = map.province(target)?.homeOf ?? null;
  for (const place of new Set(from)) {
    for (const c of commandersAt(state, nation, place)) {
      for (const t of traitsOf(c, "attack-dice")) {
        out.push({
          commander: c.id,
          name: c.name,
          trait: t.kind,
          dice: t.dice,
          why: `attacks from ${place}`,
        });
      }
      if (home === c.nation) {
        for (const t of traitsOf(c, "home-attack-dice")) {
          out.push({
            commander: c.id,
            name: c.name,
            trait: t.kind,
            dice: t.dice,
            why: `${target} is ${c.nation}'s home soil`,
          });
        }
      }
    }
  }
  return out;
}

/** Defence bonus dice: each placed commander of a defending nation in the attacked province (W24 ruling). */
export function defenceBonus(state: GameState, defenders: readonly string[], target: string): BonusDice[] {
  const out: BonusDice[] = [];
  for (const nation of defenders) {
    for (const c of commandersAt(state, nation, target)) {
      for (const t of traitsOf(c, "defence-dice")) {
        out.push({ commander: c.id, name: c.name, trait: t.kind, dice: t.dice, why: `defends ${target}` });
      }
    }
  }
  return out;
}

/** Naval bonus dice of a nation's commanders in a sea zone: `naval-attack-dice` or `naval-defence-dice`. */
export function navalBonus(
  state: GameState,
  nation: string,
  zone: string,
  role: "attacker" | "defender",
): BonusDice[] {
  const kind = role === "attacker" ? "naval-attack-dice" : "naval-defence-dice";
  const out: BonusDice[] = [];
  for (const c of commandersAt(state, nation, zone)) {
    for (const t of traitsOf(c, kind)) {
      out.push({
        commander: c.id,
        name: c.name,
        trait: t.kind,
        dice: t.dice,
        why: `${role === "attacker" ? "attacks" : "defends"} in ${zone}`,
      });
    }
  }
  return out;
}

/** The total of a list of bonus dice. */
export function totalDice(bonus: readonly BonusDice[]): number {
  return bonus.reduce((s, b) => s + b.dice, 0);
}

/** The chance a commander survives a lost battle: his best `survive-loss` trait, or 0. */
export function surviveChance(c: CommanderState): number {
  return traitsOf(c, "survive-loss").reduce((m, t) => Math.max(m, t.chance), 0);
}

/**
 * A commander whose army was destroyed (W24 ruling): with a `survive-loss` trait one float is drawn and he
 * survives when it is below the chance; a survivor goes to `retreatTo` (the caller picks an owned province next to
 * the battle, or his ships at sea). Without the trait (no draw), after a failed roll or with nowhere to go he is
 * lost and removed from the game. With ruling `commanderLostWithArmy: false` he always retreats (no draw) when he
 * can. A lost commander's id is added to `state.lostCommanders` (W23: never drawn again).
 */
export function commanderDefeated(
  ctx: BattleContext,
  c: CommanderState,
  retreatTo: string | undefined,
  reason: string,
): void {
  const state = ctx.state;
  const at = c.at ?? "";
  let survival: SurvivalRoll | null = null;
  let survives: boolean;
  if (!state.rulings.commanderLostWithArmy) {
    survives = true;
    survival = { roll: 0, chance: 1 };
  } else {
    const chance = surviveChance(c);
    if (chance > 0) {
      const roll = draw(ctx, (r) => r.nextFloat());
      survival = { roll, chance };
      survives = roll < chance;
    } else survives = false;
  }
  if (survives && survival && retreatTo !== undefined) {
    c.at = retreatTo;
    ctx.events.push({
      type: "commander-retreated",
      nation: c.nation,
      commander: c.id,
      from: at,
      to: retreatTo,
      survival,
    });
    return;
  }
  const why = survives ? `${reason}; he survived but had no owned province to retreat to` : reason;
  state.commanders.splice(state.commanders.indexOf(c), 1);
  // W23/W24: a lost commander is out of the game for good; awards never draw him again
  state.lostCommanders ??= [];
  if (!state.lostCommanders.includes(c.id)) state.lostCommanders.push(c.id);
  ctx.events.push({ type: "commander-lost", nation: c.nation, commander: c.id, at, reason: why, survival });
}

/** The first of `places` a nation owns (where a beaten commander may retreat), if any. */
export function firstOwned(state: GameState, nation: string, places: readonly string[]): string | undefined {
  return places.find((p) => state.provinces[p]?.owner === nation);
}

/** Where a commander beaten on land may retreat: `first` (if given), then the battle province's neighbours. */
export function landRetreats(map: MapGraph, battle: string, first?: string): string[] {
  const out = first !== undefined ? [first] : [];
  for (const n of map.neighbours(battle)) if (!out.includes(n)) out.push(n);
  return out;
}

/** Where a commander beaten at sea may retreat: provinces with a port on the zone, then its other coasts. */
export function seaRetreats(map: MapGraph, zone: string): string[] {
  const out = [...map.portsOn(zone)];
  for (const p of map.coastsOf(zone)) if (!out.includes(p)) out.push(p);
  return out;
}

/**
 * End of an Attack phase (W24): each placed commander with `spawn-division` adds one division of his nation:
 * `occupied` — in the last province his attacks took this phase that his nation still holds; `end-province` —
 * where he ends the phase, when his nation holds it (or has divisions there as an ally's guest). Commanders in
 * state order.
 */
export function spawnDivisions(ctx: BattleContext): void {
  const state = ctx.state;
  for (const c of state.commanders) {
    if (c.at === null) continue;
    for (const t of traitsOf(c, "spawn-division")) {
      let where: string | undefined;
      if (t.where === "occupied") {
        const taken = ctx.record.captures[c.id] ?? [];
        where = [...taken].reverse().find((p) => state.provinces[p]?.owner === c.nation);
      } else {
        const p = state.provinces[c.at];
        if (p && (p.owner === c.nation || (p.guests[c.nation] ?? 0) > 0)) where = c.at;
      }
      if (where === undefined) continue;
      addDivisions(state, c.nation, where, 1);
      ctx.events.push({
        type: "division-spawned",
        nation: c.nation,
        commander: c.id,
        province: where,
        rule: "W24",
      });
    }
  }
}

/**
 * For the move validator (W8 with W24): the extra free moves divisions of `nation` leaving `province` get when
 * they move with a commander placed there (the best `extra-free-move` trait among his nation's commanders in that
 * province; 0 when none). The validator should let up to `1 + extraFreeMoves` steps be taken by divisions that
 * move together with such a commander (the commander moving along the same path).
 */
export function extraFreeMoves(state: GameState, nation: string, province: string): number {
  let best = 0;
  for (const c of commandersAt(state, nation, province)) {
    for (const t of traitsOf(c, "extra-free-move")) best = Math.max(best, t.moves);
  }
  return best;
}

/** For ship moves (W11, W12): the extra sea zones ships of `nation` at `place` may move with an admiral there. */
export function extraSeaMoves(state: GameState, nation: string, place: string): number {
  let best = 0;
  for (const c of commandersAt(state, nation, place)) {
    for (const t of traitsOf(c, "extra-sea-move")) best = Math.max(best, t.zones);
  }
  return best;
}
