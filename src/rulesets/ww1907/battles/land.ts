import { dicePresets } from "../../../dice/dice-rules.ts";
import { fightBattle } from "../../../dice/fight-battle.ts";
import {
  attackBonus,
  commanderDefeated,
  defenceBonus,
  firstOwned,
  landRetreats,
  totalDice,
} from "../commanders/effects.ts";
import type { CommandOf } from "../commands.ts";
import { victoryPointForCapture } from "../points/points.ts";
import type { CommanderState } from "../state.ts";
import { earlierCaptures } from "./captures.ts";
import {
  addDivisions,
  addShips,
  allDivisions,
  atWar,
  type BattleContext,
  byId,
  divisionsOf,
  fleetAt,
  friendly,
  getCount,
  markAttacked,
  placeId,
  removeShips,
} from "./context.ts";
import type { AttackSource, BattleEvent, EarlierCapture } from "./events.ts";

/**
 * Land attacks (W14–W18) and amphibious strikes (W19), fought one at a time in posted order (W20 ruling) on the
 * context's state. Each re-checks its order against the state as earlier battles left it: the target must still
 * be held by an enemy at war or by neutrals (a province the attacker took earlier in the phase is refused, W17
 * ruling: move into it instead; there is no walk-in), and each source gives
 * at most the divisions still there that have not attacked this turn (W17), keeping one in a conquered province
 * (W18). Every division in the target defends (the owner's, then allied guests take losses in id order).
 */

type Kind = "attack" | "amphibious";

function cancel(
  ctx: BattleContext,
  kind: Kind,
  nation: string,
  target: string,
  sources: AttackSource[],
  reason: string,
  capturedEarlier: EarlierCapture[] = [],
) {
  ctx.events.push({
    type: "attack-cancelled",
    kind,
    nation,
    target,
    sources,
    reason,
    ...(capturedEarlier.length > 0 ? { capturedEarlier } : {}),
  });
}

/** `fight`, or why the target cannot be attacked now. */
function targetStatus(ctx: BattleContext, nation: string, target: string): "fight" | string {
  const p = ctx.state.provinces[target];
  if (!p) return `${target} is not a province`;
  if (p.owner === null) return "fight";
  if (p.owner === nation) return "the province is yours: move into it instead (W17)";
  if (atWar(ctx.state, nation, p.owner)) return "fight";
  return `${target} now belongs to ${p.owner}, not at war with ${nation} (W14)`;
}

/** A land attack from adjacent provinces (W14). */
export function fightAttack(ctx: BattleContext, nation: string, order: CommandOf<"attack">): void {
  const { state, map } = ctx;
  const cmd = {
    ...order,
    target: placeId(map, order.target),
    sources: order.sources.map((s) => ({ from: placeId(map, s.from), count: s.count })),
  };
  const target = cmd.target;
  const used = new Map<string, number>();
  const sources: AttackSource[] = cmd.sources.map((s) => {
    if (!map.isAdjacent(s.from, target) || !state.provinces[s.from]) {
      return { from: s.from, ordered: s.count, committed: 0 };
    }
    const p = state.provinces[s.from]!;
    const here = divisionsOf(state, nation, s.from);
    const fresh = here - getCount(ctx.record.attacked, nation, s.from);
    const conquered = p.owner === nation && p.startOwner !== nation;
    const limit = Math.min(fresh, conquered ? here - 1 : here) - (used.get(s.from) ?? 0);
    const committed = Math.max(0, Math.min(s.count, limit));
    used.set(s.from, (used.get(s.from) ?? 0) + committed);
    return { from: s.from, ordered: s.count, committed };
  });
  const status = targetStatus(ctx, nation, target);
  const attackers = sources.reduce((n, s) => n + s.committed, 0);
  if (status !== "fight") {
    cancel(ctx, "attack", nation, target, sources, status, earlierCaptures(ctx, nation, { target }));
    releaseOrders(ctx, nation, cmd.sources);
    return;
  }
  if (attackers === 0) {
    const reason = `no division of ${nation} could still attack from ${sources.map((s) => s.from).join(", ")} (W14, W17, W18)`;
    const origins = sources.map((s) => s.from);
    cancel(ctx, "attack", nation, target, sources, reason, earlierCaptures(ctx, nation, { origins }));
    releaseOrders(ctx, nation, cmd.sources);
    return;
  }
  for (const s of sources) if (s.committed > 0) addDivisions(state, nation, s.from, -s.committed);
  releaseOrders(ctx, nation, cmd.sources);
  const leaders = state.commanders.filter(
    (c) =>
      c.nation === nation && c.kind === "general" && sources.some((s) => s.committed > 0 && s.from === c.at),
  );
  resolveAgainst(ctx, {
    kind: "attack",
    nation,
    target,
    sources,
    attackers,
    leaders,
    from: sources.filter((s) => s.committed > 0).map((s) => s.from),
  });
}

/** An amphibious strike from the sea zone of the target's port (W19). */
export function fightAmphibious(ctx: BattleContext, nation: string, order: CommandOf<"amphibious">): void {
  const { state, map } = ctx;
  const cmd = { ...order, target: placeId(map, order.target), from: placeId(map, order.from) };
  const target = cmd.target;
  const fleet = fleetAt(state, nation, cmd.from);
  const aboard = fleet ? fleet.divisions - getCount(ctx.record.attacked, nation, cmd.from) : 0;
  const portOk = map.port(target) === cmd.from;
  const committed = portOk ? Math.max(0, Math.min(cmd.count, aboard)) : 0;
  const sources: AttackSource[] = [{ from: cmd.from, ordered: cmd.count, committed }];
  // a strike from the wrong sea zone is named first, whoever holds the target
  const status = portOk ? targetStatus(ctx, nation, target) : "fight";
  const release = () => ctx.onAttackedChange?.(nation, cmd.from, -cmd.count);
  if (status !== "fight") {
    cancel(ctx, "amphibious", nation, target, sources, status, earlierCaptures(ctx, nation, { target }));
    release();
    return;
  }
  if (!fleet || committed === 0) {
    const reason = portOk
      ? `no ships of ${nation} with divisions aboard are left in ${cmd.from} (W19)`
      : `${target}'s port is not on ${cmd.from} (W19)`;
    cancel(ctx, "amphibious", nation, target, sources, reason);
    release();
    return;
  }
  fleet.divisions -= committed;
  release();
  const leaders = state.commanders.filter(
    (c) => c.nation === nation && c.kind === "general" && c.at === cmd.from,
  );
  resolveAgainst(ctx, {
    kind: "amphibious",
    nation,
    target,
    sources,
    attackers: committed,
    leaders,
    from: [cmd.from],
  });
}

/** The order judge reserved the ordered divisions (W17); once they have left, the reservation is released. */
function releaseOrders(
  ctx: BattleContext,
  nation: string,
  ordered: readonly { from: string; count: number }[],
) {
  for (const s of ordered) ctx.onAttackedChange?.(nation, s.from, -s.count);
}

interface Assault {
  kind: Kind;
  nation: string;
  target: string;
  sources: AttackSource[];
  attackers: number;
  leaders: CommanderState[];
  /** Places the attack is launched from (provinces, or the sea zone of a strike). */
  from: string[];
}

function resolveAgainst(ctx: BattleContext, a: Assault): void {
  const { state, map } = ctx;
  const p = state.provinces[a.target]!;
  const defender = p.owner;
  const defenders = allDivisions(state, a.target);
  const guestNations = Object.keys(p.guests).sort(byId);
  // W21 ruling: the garrison that earns VP is the divisions of nations at war with the attacker (or the neutral
  // garrison); allied guests of a nation at peace with the attacker defend, but killing them earns nothing
  const vpGarrison =
    p.divisions +
    guestNations.filter((g) => atWar(state, a.nation, g)).reduce((n, g) => n + (p.guests[g] ?? 0), 0);
  const defending = defender === null ? guestNations : [defender, ...guestNations];
  const attackerBonus = attackBonus(state, map, a.nation, a.from, a.target);
  const defenderBonus = defenceBonus(state, defending, a.target);
  const rules = dicePresets["ww1907-land"];
  const result = fightBattle(
    {
      attackers: a.attackers,
      defenders,
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
  takeDefenderLosses(ctx, a.target, result.defenderLosses, guestNations);
  const won = result.outcome === "attacker-won";
  const battle: BattleEvent = {
    type: "land-battle",
    kind: a.kind,
    nation: a.nation,
    target: a.target,
    defender,
    sources: a.sources,
    attackers: a.attackers,
    defenders,
    attackerBonus,
    defenderBonus,
    throws: result.throws,
    attackerLosses: result.attackerLosses,
    defenderLosses: result.defenderLosses,
    outcome: won ? "attacker-won" : "defender-won",
  };
  ctx.events.push(battle);
  ctx.record.battles += 1;
  if (won) {
    capture(ctx, a, defender, vpGarrison, result.attackersLeft, defending);
    return;
  }
  // Repulsed: every attacker is dead (battles go on until one side has no units, W15 ruling).
  for (const c of a.leaders) {
    const home = c.at ?? "";
    const retreat =
      a.kind === "amphibious"
        ? fleetAt(state, a.nation, home)
          ? home
          : undefined
        : firstOwned(state, a.nation, landRetreats(map, a.target, home));
    commanderDefeated(ctx, c, retreat, `his attack on ${a.target} was destroyed`);
  }
}

function takeDefenderLosses(ctx: BattleContext, target: string, losses: number, guests: string[]): void {
  const p = ctx.state.provinces[target]!;
  let left = losses;
  const own = Math.min(p.divisions, left);
  p.divisions -= own;
  left -= own;
  for (const g of guests) {
    if (left === 0) break;
    const n = Math.min(p.guests[g] ?? 0, left);
    addDivisions(ctx.state, g, target, -n);
    left -= n;
  }
}

/**
 * W16: the province, every built ship in its port and the survivors occupying it. `garrison`: the defenders that
 * count for W21 (the owner's or neutral garrison and guests at war with the attacker).
 */
function capture(
  ctx: BattleContext,
  a: Assault,
  previous: string | null,
  garrison: number,
  survivors: number,
  defending: string[],
): void {
  const { state, map } = ctx;
  const p = state.provinces[a.target]!;
  p.owner = a.nation;
  p.divisions = survivors;
  p.guests = {};
  markAttacked(ctx, a.nation, a.target, survivors);
  ctx.record.captured[a.target] = {
    province: a.target,
    nation: a.nation,
    from: previous,
    battle: ctx.record.battles,
  };
  ctx.events.push({
    type: "province-captured",
    nation: a.nation,
    province: a.target,
    from: previous,
    occupiers: survivors,
    enemyGarrison: previous !== null && garrison > 0,
  });
  victoryPointForCapture(ctx, a.nation, a.target, { owner: previous, divisions: garrison });
  for (const f of state.fleets.filter((x) => x.at === a.target && !friendly(state, a.nation, x.nation))) {
    state.fleets.splice(state.fleets.indexOf(f), 1);
    if (f.built) {
      addShips(state, a.nation, a.target, f.ships, 0, true);
      ctx.events.push({
        type: "ships-captured",
        nation: a.nation,
        from: f.nation,
        province: a.target,
        ships: f.ships,
        divisionsLost: f.divisions,
      });
    } else if (state.rulings.shipsUnderConstructionOnCapture === "captured") {
      addShips(state, a.nation, a.target, f.ships, 0, false);
      ctx.events.push({
        type: "ships-captured",
        nation: a.nation,
        from: f.nation,
        province: a.target,
        ships: f.ships,
        divisionsLost: 0,
      });
    } else {
      ctx.events.push({
        type: "ships-destroyed",
        nation: f.nation,
        province: a.target,
        ships: f.ships,
        reason: "under construction in a captured port (W16 ruling)",
      });
    }
  }
  for (const c of state.commanders.filter((x) => x.at === a.target && defending.includes(x.nation))) {
    const retreat = firstOwned(state, c.nation, landRetreats(map, a.target));
    commanderDefeated(ctx, c, retreat, `${a.target} fell to ${a.nation}`);
  }
  for (const c of a.leaders) {
    if (!state.commanders.includes(c)) continue;
    const from = c.at ?? "";
    c.at = a.target;
    const list = ctx.record.captures[c.id] ?? [];
    list.push(a.target);
    ctx.record.captures[c.id] = list;
    ctx.events.push({ type: "commander-advanced", nation: a.nation, commander: c.id, from, to: a.target });
  }
  if (a.kind === "amphibious") enterPort(ctx, a.nation, a.from[0]!, a.target, a.attackers);
  ctx.onSupplyChange?.();
}

/**
 * W19: after a won strike the ships that carried the divisions go into the port: ⌈landed / 2⌉ ships (a ship
 * carries two), with any divisions still aboard that the ships staying at sea cannot carry.
 */
function enterPort(ctx: BattleContext, nation: string, zone: string, port: string, landed: number): void {
  const fleet = fleetAt(ctx.state, nation, zone);
  if (!fleet) return;
  const ships = Math.min(fleet.ships, Math.ceil(Math.max(1, landed) / 2));
  const carried = Math.max(0, fleet.divisions - 2 * (fleet.ships - ships));
  removeShips(ctx.state, fleet, ships, carried);
  addShips(ctx.state, nation, port, ships, carried, true);
  ctx.events.push({
    type: "ships-entered-port",
    nation,
    from: zone,
    province: port,
    ships,
    divisions: carried,
  });
  ctx.onSupplyChange?.();
}
