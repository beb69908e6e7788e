import type { MapGraph } from "../../map/graph.ts";
import { rngFromRevealedSeed } from "../../random/commitment.ts";
import type { Rng, RngState } from "../../random/prng.ts";
import { err, ok, type Result } from "../../result.ts";
import { classicMap } from "./classic-map.ts";
import { putOutLandless } from "./end.ts";
import type { RiskEvent } from "./events.ts";
import { openIncome } from "./income.ts";
import { PILE_INCOMES, PILE_SIZES, type RiskRulings } from "./rulings.ts";
import { fromDealersLeft, type Pile, type RiskState, riskStateSchema } from "./state.ts";
import { Work } from "./work.ts";

/**
 * V2: every player throws a die; the highest is the dealer; ties are thrown again among the tied players (ruling
 * `dealerTiesReroll`; off: the first seated of the tied). Draws from `rng`; returns the dealer and each round.
 */
export function rollForDealer(
  players: readonly string[],
  rng: Rng,
  rulings: Pick<RiskRulings, "dealerTiesReroll">,
): { dealer: string; rounds: { player: string; die: number }[][] } {
  const rounds: { player: string; die: number }[][] = [];
  let inRoll = [...players];
  for (;;) {
    const rolls = inRoll.map((player) => ({ player, die: rng.rollDie() }));
    rounds.push(rolls);
    const best = Math.max(...rolls.map((r) => r.die));
    const tied = rolls.filter((r) => r.die === best).map((r) => r.player);
    if (tied.length === 1 || !rulings.dealerTiesReroll) return { dealer: tied[0]!, rounds };
    inRoll = tied;
  }
}

/**
 * V2: shuffles the territory cards (Fisher–Yates from the seeded generator, over the map's territory order) and
 * deals them face up into six piles of the ruling's sizes; pile k has income and cost 5, 4, 3, 2, 1, 0.
 */
export function dealPiles(map: MapGraph, rng: Rng, rulings: Pick<RiskRulings, "pileSizes">): Pile[] {
  const cards = map.provinces.map((p) => p.id);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = rng.nextInt(0, i);
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  const sizes = PILE_SIZES[rulings.pileSizes];
  const piles: Pile[] = [];
  let at = 0;
  sizes.forEach((size, k) => {
    const last = k === sizes.length - 1;
    const take = last ? cards.length - at : Math.min(size, cards.length - at);
    piles.push({ pile: k + 1, income: PILE_INCOMES[k]!, territories: cards.slice(at, at + take) });
    at += take;
  });
  return piles;
}

/** What a fresh game needs: the seated players (V1), the rulings, the generator and optionally a fixed dealer. */
export interface NewGameInput {
  players: readonly string[];
  rulings: RiskRulings;
  rng: RngState;
  /** Skip the dealer's roll (a scenario that names the dealer). */
  dealer?: string;
  map?: MapGraph;
}

/**
 * V1–V3: a fresh game. Each player's armies in the inactive pile; the dealer rolled for (unless given); the cards
 * dealt; the first set-up step opened at the dealer's left (one army taken up). Pure and deterministic.
 */
export function newGame(input: NewGameInput): { state: RiskState; events: RiskEvent[] } {
  const map = input.map ?? classicMap;
  const territories: RiskState["territories"] = {};
  for (const p of map.provinces) territories[p.id] = { owner: null, armies: 0, income: 0 };
  const blank: RiskState = riskStateSchema.parse({
    territories,
    ruleset: "risk-variant-one",
    map: map.data.id,
    players: input.players.map((name) => ({
      name,
      inactive: input.rulings.startingArmies,
      active: 0,
      eliminated: false,
    })),
    dealer: input.dealer ?? input.players[0] ?? "",
    phase: "setup",
    actor: null,
    round: 1,
    passed: [],
    turnNumber: 1,
    piles: [],
    pending: null,
    standing: [],
    bonuses: [],
    eliminated: [],
    gameOver: false,
    ranking: null,
    rng: input.rng,
    rulings: input.rulings,
  });
  const w = new Work(blank, map);
  if (input.dealer === undefined) {
    const roll = rollForDealer(input.players, w.rng, input.rulings);
    for (const rolls of roll.rounds) w.emit({ type: "dealer-roll", rolls });
    w.s.dealer = roll.dealer;
  }
  w.emit({ type: "dealer", player: w.s.dealer });
  w.s.piles = dealPiles(map, w.rng, input.rulings);
  for (const pile of w.s.piles) {
    for (const id of pile.territories) w.s.territories[id]!.income = pile.income;
  }
  w.emit({ type: "dealt", piles: w.s.piles });
  nextStep(w, null);
  return w.done();
}

/**
 * V2 ruling: a fresh game from the game's committed seed. The seed is checked against the commitment published
 * when the game was created (`commitSeed`), so anyone can re-run the dealer's roll and the shuffle and get the same
 * deal; a seed that does not match is refused.
 */
export function newGameFromRevealedSeed(
  input: Omit<NewGameInput, "rng"> & { seed: string; commitment: string },
): Result<{ state: RiskState; events: RiskEvent[] }, string> {
  const rng = rngFromRevealedSeed(input.seed, input.commitment);
  if (!rng.ok) return err(`V2: ${rng.error}; the deal cannot be checked`);
  const { seed: _seed, commitment: _commitment, ...rest } = input;
  return ok(newGame({ ...rest, rng: rng.value }));
}

/** V3: armies needed to buy a territory: its cost, and at least the ruling's minimum for cost 0. */
export function buyCost(state: RiskState, territory: string): number {
  const income = state.territories[territory]?.income ?? 0;
  return Math.max(income, state.rulings.zeroCostArmies, 1);
}

/** V3: a territory whose card is still in a pile (no owner, no armies, set-up). */
export function isUnbought(state: RiskState, territory: string): boolean {
  const t = state.territories[territory];
  return state.phase === "setup" && t !== undefined && t.owner === null && t.armies === 0;
}

function canPlaceAnything(state: RiskState, player: string, active: number): boolean {
  if (active <= 0) return false;
  for (const [id, t] of Object.entries(state.territories)) {
    if (t.owner === player) return true;
    if (isUnbought(state, id) && buyCost(state, id) <= active) return true;
  }
  return false;
}

/**
 * V3: opens the next set-up step after `after` (null: the first from the dealer's left). A player with armies left
 * gets one taken up from inactive to active. Players with nothing left are skipped; active armies that can never
 * be placed are reported and dropped. With no armies left anywhere, the set-up ends (V4) and turn 1's income
 * phase opens (V5).
 */
export function nextStep(w: Work, after: string | null): void {
  const order = fromDealersLeft(w.s);
  const start = after === null ? 0 : order.indexOf(after) + 1;
  for (let k = 0; k < order.length; k++) {
    const name = order[(start + k) % order.length]!;
    const player = w.s.players.find((p) => p.name === name)!;
    if (player.inactive === 0 && player.active > 0 && !canPlaceAnything(w.s, name, player.active)) {
      w.emit({ type: "armies-unplaceable", player: name, armies: player.active });
      player.active = 0;
    }
    if (player.inactive === 0 && player.active === 0) continue;
    const taken = player.inactive > 0 ? 1 : 0;
    player.inactive -= taken;
    player.active += taken;
    w.s.actor = name;
    w.emit({ type: "step-started", player: name, taken });
    return;
  }
  finishSetup(w);
}

/** V3: ends the current step (by "done", or the engine moving on) and opens the next one. */
export function endStep(w: Work, by: "player" | "engine"): void {
  const actor = w.s.actor;
  if (actor === null) return;
  w.emit({ type: "step-ended", player: actor, by });
  nextStep(w, actor);
}

/** True when no player has armies left to take up or place. */
export function allArmiesPlaced(state: RiskState): boolean {
  return state.players.every((p) => p.inactive === 0 && p.active === 0);
}

/** V4: neutral armies on every unbought territory (its income, at least the minimum); then V5 opens turn 1. */
export function finishSetup(w: Work): void {
  const placed: { territory: string; armies: number }[] = [];
  for (const [id, t] of Object.entries(w.s.territories)) {
    if (t.owner === null && t.armies === 0) {
      t.armies = Math.max(t.income, w.s.rulings.neutralMinimum);
      placed.push({ territory: id, armies: t.armies });
    }
  }
  w.emit({ type: "neutrals-placed", territories: placed });
  w.emit({ type: "setup-finished" });
  w.s.actor = null;
  // V9: a player who bought nothing is out at once; with one player left holding land the game is over
  putOutLandless(w);
  if (!w.s.gameOver) openIncome(w);
}
