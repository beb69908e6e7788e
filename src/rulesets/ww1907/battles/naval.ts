import { dicePresets } from "../../../dice/dice-rules.ts";
import { fightBattle } from "../../../dice/fight-battle.ts";
import { commanderDefeated, firstOwned, navalBonus, seaRetreats, totalDice } from "../commanders/effects.ts";
import type { CommandOf } from "../commands.ts";
import { navalPoints } from "../points/points.ts";
import type { FleetState } from "../state.ts";
import {
  addCount,
  addShips,
  atWar,
  type BattleContext,
  fleetAt,
  getCount,
  placeId,
  removeShips,
} from "./context.ts";

/**
 * Ship moves in the Attack phase (W12) and naval battles (W13).
 *
 * Divisions aboard sunk ships (W13): a fleet's divisions are spread as evenly as possible over its ships (two at
 * most a ship), and each ship sunk is one of the fullest: when a fleet of `s` ships carrying `d` divisions loses a
 * ship, ⌈d / s⌉ divisions go down with it. Ships are sunk one at a time, so a fleet of 3 ships with 4 divisions
 * that loses 2 ships loses ⌈4/3⌉ = 2, then ⌈2/2⌉ = 1: 3 divisions.
 */

/** Divisions lost when a fleet of `ships` carrying `divisions` loses `sunk` ships (see the module note). */
export function divisionsLostWithShips(ships: number, divisions: number, sunk: number): number {
  let s = ships;
  let d = divisions;
  let lost = 0;
  for (let i = 0; i < sunk && s > 0; i++) {
    const down = Math.ceil(d / s);
    lost += down;
    d -= down;
    s -= 1;
  }
  return lost;
}

/**
 * W12: a ship move of one sea zone in the Attack phase, into a zone that is empty or holds enemy fleets (or the
 * nation's own, ruling `attackSailJoinsOwnFleet`); never out of or into a port. Re-checked against the state:
 * ships already moved this phase stay; a move that no longer fits is cancelled with the reason. Divisions aboard
 * go along (as many as ordered, or as the moving ships carry, two a ship). Commanders of the nation go along when
 * no ship of the nation is left behind.
 */
export function sailInAttackPhase(ctx: BattleContext, nation: string, order: CommandOf<"sail">): void {
  const { state, map } = ctx;
  const cmd = { ...order, from: placeId(map, order.from), to: placeId(map, order.to) };
  const cancel = (reason: string) =>
    ctx.events.push({ type: "sail-cancelled", nation, from: cmd.from, to: cmd.to, ships: cmd.count, reason });
  if (!map.isSea(cmd.from) || !map.isSea(cmd.to)) {
    cancel("W12: in the Attack phase ships may not move out of or into ports");
    return;
  }
  if (!map.isAdjacent(cmd.from, cmd.to)) {
    cancel(`W12: ${cmd.to} does not touch ${cmd.from}; ships move one sea zone`);
    return;
  }
  const blocking = state.fleets.find(
    (f) => f.at === cmd.to && f.nation !== nation && f.built && !atWar(state, nation, f.nation),
  );
  const ownThere = state.fleets.some((f) => f.at === cmd.to && f.nation === nation);
  if (blocking || (ownThere && !state.rulings.attackSailJoinsOwnFleet)) {
    const who = blocking ? `${blocking.nation}'s fleet (not at war with ${nation})` : "your own fleet";
    cancel(`W12: ${cmd.to} holds ${who}; ships enter only empty zones or zones with enemy fleets`);
    return;
  }
  const fleet = fleetAt(state, nation, cmd.from);
  const free = fleet ? fleet.ships - getCount(ctx.record.shipsMoved, nation, cmd.from) : 0;
  const ships = Math.min(cmd.count, free);
  if (!fleet || ships <= 0) {
    cancel(`W12: no ship of ${nation} in ${cmd.from} can still move this phase`);
    return;
  }
  const wanted = cmd.divisions ?? Math.min(fleet.divisions, ships * 2);
  const least = Math.max(0, fleet.divisions - 2 * (fleet.ships - ships));
  const divisions = Math.max(least, Math.min(wanted, fleet.divisions, ships * 2));
  const movedHere = getCount(ctx.record.shipsMoved, nation, cmd.from);
  const whole = fleet.ships === ships;
  removeShips(state, fleet, ships, divisions);
  addShips(state, nation, cmd.to, ships, divisions, true);
  if (movedHere > 0) {
    const left = fleetAt(state, nation, cmd.from)?.ships ?? 0;
    addCount(ctx.record.shipsMoved, nation, cmd.from, Math.min(movedHere, left) - movedHere);
  }
  addCount(ctx.record.shipsMoved, nation, cmd.to, ships);
  ctx.record.arrivals.push({ nation, zone: cmd.to });
  ctx.events.push({ type: "ships-sailed", nation, from: cmd.from, to: cmd.to, ships, divisions });
  if (whole) {
    for (const c of state.commanders.filter((x) => x.nation === nation && x.at === cmd.from)) {
      c.at = cmd.to;
      ctx.events.push({ type: "commander-advanced", nation, commander: c.id, from: cmd.from, to: cmd.to });
    }
  }
  ctx.onSupplyChange?.();
}

/**
 * W13: fights every naval battle due: sea zones where fleets of nations at war meet. Zones in the order fleets
 * arrived this phase, then every other sea zone in map order.
 */
export function fightNavalBattles(ctx: BattleContext): void {
  const zones: string[] = [];
  for (const a of ctx.record.arrivals) if (!zones.includes(a.zone)) zones.push(a.zone);
  for (const s of ctx.map.seas) if (!zones.includes(s.id)) zones.push(s.id);
  const contested = new Set<string>();
  for (const f of ctx.state.fleets) if (f.built && ctx.map.isSea(f.at)) contested.add(f.at);
  for (const z of zones) if (contested.has(z)) fightNavalBattlesIn(ctx, z);
}

function builtAt(ctx: BattleContext, zone: string): FleetState[] {
  return ctx.state.fleets.filter((f) => f.at === zone && f.built && f.ships > 0);
}

/**
 * W13 in one sea zone: while two nations at war have ships there, the nation that arrived last (W22 ruling: it
 * started the battle; with no arrival this phase, the one whose stack comes last in the state) attacks its enemy
 * with the most ships there (ties: the first in the state), ships 2 v 2 dice, to the end. Then W22: naval points
 * to each nation that started a battle here.
 */
export function fightNavalBattlesIn(ctx: BattleContext, zone: string): void {
  const state = ctx.state;
  const started = new Map<string, number>();
  for (;;) {
    const fleets = builtAt(ctx, zone);
    const nations = [...new Set(fleets.map((f) => f.nation))];
    const warring = nations.filter((n) => nations.some((m) => atWar(state, n, m)));
    if (warring.length === 0) break;
    let attacker = warring[warring.length - 1]!;
    let latest = -1;
    ctx.record.arrivals.forEach((a, i) => {
      if (a.zone === zone && warring.includes(a.nation) && i > latest) {
        latest = i;
        attacker = a.nation;
      }
    });
    let defenderFleet: FleetState | undefined;
    for (const f of fleets) {
      if (!atWar(state, attacker, f.nation)) continue;
      if (!defenderFleet || f.ships > defenderFleet.ships) defenderFleet = f;
    }
    const attackerFleet = fleets.find((f) => f.nation === attacker);
    if (!defenderFleet || !attackerFleet) break;
    const sunk = fightOne(ctx, zone, attackerFleet, defenderFleet);
    started.set(attacker, (started.get(attacker) ?? 0) + sunk);
  }
  for (const [nation, shipsSunk] of started) {
    const fleets = builtAt(ctx, zone);
    const cleared =
      fleets.some((f) => f.nation === nation) && !fleets.some((f) => atWar(state, nation, f.nation));
    navalPoints(ctx, nation, zone, { cleared, shipsSunk });
  }
}

/** One naval battle to the end; returns the defender's ships sunk. */
function fightOne(ctx: BattleContext, zone: string, a: FleetState, d: FleetState): number {
  const state = ctx.state;
  const attackerBonus = navalBonus(state, a.nation, zone, "attacker");
  const defenderBonus = navalBonus(state, d.nation, zone, "defender");
  const rules = dicePresets["ww1907-naval"];
  const result = fightBattle(
    {
      attackers: a.ships,
      defenders: d.ships,
      attackerDice: rules.attackerDice,
      defenderDice: rules.defenderDice,
      tieRule: state.rulings.tieRule,
      attackerBonusDice: totalDice(attackerBonus),
      defenderBonusDice: totalDice(defenderBonus),
      capDiceByUnits: state.rulings.diceCappedByUnits,
    },
    ctx.rng,
  );
  ctx.rng = result.rng;
  const aLost = divisionsLostWithShips(a.ships, a.divisions, result.attackerLosses);
  const dLost = divisionsLostWithShips(d.ships, d.divisions, result.defenderLosses);
  const event = {
    type: "naval-battle" as const,
    zone,
    attacker: a.nation,
    defender: d.nation,
    attackerShips: a.ships,
    defenderShips: d.ships,
    attackerDivisions: a.divisions,
    defenderDivisions: d.divisions,
    attackerBonus,
    defenderBonus,
    throws: result.throws,
    attackerShipsLost: result.attackerLosses,
    defenderShipsLost: result.defenderLosses,
    attackerDivisionsLost: aLost,
    defenderDivisionsLost: dLost,
    outcome: result.outcome === "attacker-won" ? ("attacker-won" as const) : ("defender-won" as const),
  };
  removeShips(state, a, result.attackerLosses, aLost);
  removeShips(state, d, result.defenderLosses, dLost);
  ctx.events.push(event);
  ctx.record.battles += 1;
  const loser = event.outcome === "attacker-won" ? d.nation : a.nation;
  for (const c of state.commanders.filter((x) => x.nation === loser && x.at === zone)) {
    const retreat = firstOwned(state, loser, seaRetreats(ctx.map, zone));
    commanderDefeated(ctx, c, retreat, `his fleet in ${zone} was destroyed`);
  }
  ctx.onSupplyChange?.();
  return result.defenderLosses;
}
