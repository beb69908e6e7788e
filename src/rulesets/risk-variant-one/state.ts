import { z } from "zod";
import { rngStateSchema } from "../../random/prng.ts";
import { riskRulingsSchema } from "./rulings.ts";

/**
 * The state of a Risk Variant One game: plain JSON, validated by zod at the boundaries. Territory keys are ids of
 * the classic map; players are named by their display names (the names the GM seated them with, V1).
 *
 * During the set-up an unbought territory has no owner and 0 armies (its card is still in a pile); from the end of
 * the set-up on, every territory has at least one army (V3, V4, V6).
 */
export const riskTerritorySchema = z.object({
  /** The player's name, or null for neutral (or, during the set-up, unbought). */
  owner: z.string().min(1).nullable(),
  armies: z.number().int().min(0),
  /** Armies the territory yields each income phase; its cost to buy during the set-up (V2, V3). */
  income: z.number().int(),
});
export type RiskTerritory = z.infer<typeof riskTerritorySchema>;

export const riskPlayerSchema = z.object({
  name: z.string().min(1),
  /** V1/V3 set-up: armies not yet taken up. */
  inactive: z.number().int().min(0),
  /** V3 set-up: armies taken up and not yet placed. */
  active: z.number().int().min(0),
  /** V9: out of the game (no territory left). */
  eliminated: z.boolean(),
});
export type RiskPlayer = z.infer<typeof riskPlayerSchema>;

export const responseKindSchema = z.enum(["hold", "retreat", "retreat-salt"]);
export type ResponseKind = z.infer<typeof responseKindSchema>;

/** V7: an attack declared and waiting for the defender's answer. */
export const pendingAttackSchema = z.object({
  attacker: z.string(),
  defender: z.string(),
  from: z.string(),
  to: z.string(),
  /** Attacking armies (the rest stay in `from`). */
  force: z.number().int().min(1),
  /** Call the attack off when the force is down to this many (null: fight on). */
  stopAt: z.number().int().min(0).nullable(),
});
export type PendingAttack = z.infer<typeof pendingAttackSchema>;

/** V7: a response given in advance, applied whenever `territory` is attacked, until withdrawn. */
export const standingResponseSchema = z.object({
  player: z.string(),
  territory: z.string(),
  response: responseKindSchema,
  /** Where to retreat (retreat, retreat-salt, or a hold's retreat point). */
  to: z.string().nullable(),
  /** A hold's retreat point: retreat when the defenders are down to this many. */
  at: z.number().int().min(1).nullable(),
});
export type StandingResponse = z.infer<typeof standingResponseSchema>;

/** V5: continent bonus armies a player has still to place inside the continent. */
export const unplacedBonusSchema = z.object({
  player: z.string(),
  continent: z.string(),
  armies: z.number().int().min(0),
});
export type UnplacedBonus = z.infer<typeof unplacedBonusSchema>;

/** V2: one pile of the deal, with its income (and cost). */
export const pileSchema = z.object({
  pile: z.number().int().min(1).max(6),
  income: z.number().int(),
  territories: z.array(z.string()),
});
export type Pile = z.infer<typeof pileSchema>;

/** V9: one line of the final ranking. */
export const rankingLineSchema = z.object({
  player: z.string(),
  territories: z.number().int().min(0),
  income: z.number().int(),
});
export type RankingLine = z.infer<typeof rankingLineSchema>;

export const riskPhaseSchema = z.enum(["setup", "income", "actions"]);
export type RiskPhase = z.infer<typeof riskPhaseSchema>;

export const riskStateSchema = z.object({
  territories: z.record(z.string(), riskTerritorySchema),
  ruleset: z.literal("risk-variant-one"),
  map: z.string(),
  /** Seat order (V1). */
  players: z.array(riskPlayerSchema).min(1),
  /** V2: the dealer; set-up steps and action rounds start at the dealer's left. */
  dealer: z.string(),
  phase: riskPhaseSchema,
  /** Whose set-up step or action it is (null: nobody's, e.g. during the income phase or after the game). */
  actor: z.string().nullable(),
  /** V6: the action round of this turn (from 1). */
  round: z.number().int().min(1),
  /** V6: who passed in the current round. */
  passed: z.array(z.string()),
  /** V9: the game turn (from 1; turn 1 starts with the income phase after the set-up). */
  turnNumber: z.number().int().min(1),
  /** V2: the deal, pile 1 first. */
  piles: z.array(pileSchema),
  /** V7: the attack awaiting its defender's answer. */
  pending: pendingAttackSchema.nullable(),
  standing: z.array(standingResponseSchema),
  /** V5: bonus armies still to be placed. */
  bonuses: z.array(unplacedBonusSchema),
  /** V9: players out, in the order they went out. */
  eliminated: z.array(z.string()),
  gameOver: z.boolean(),
  ranking: z.array(rankingLineSchema).nullable(),
  rng: rngStateSchema,
  rulings: riskRulingsSchema,
});
export type RiskState = z.infer<typeof riskStateSchema>;

/** The player record of a name (exact), or undefined. */
export function playerRecord(state: RiskState, name: string): RiskPlayer | undefined {
  return state.players.find((p) => p.name === name);
}

/** Players still in, from the dealer's left round to the dealer (V3, V5, V6). */
export function fromDealersLeft(state: RiskState): string[] {
  const seats = state.players.map((p) => p.name);
  const dealerIndex = Math.max(0, seats.indexOf(state.dealer));
  const out: string[] = [];
  for (let k = 1; k <= seats.length; k++) {
    const player = state.players[(dealerIndex + k) % seats.length]!;
    if (!player.eliminated) out.push(player.name);
  }
  return out;
}

/** Territory ids a player owns, in map order of the state. */
export function territoriesOf(state: RiskState, player: string): string[] {
  return Object.entries(state.territories)
    .filter(([, t]) => t.owner === player)
    .map(([id]) => id);
}

/** A deep copy (states are plain JSON); written out field by field, as it runs once per order. */
export function cloneState(state: RiskState): RiskState {
  const territories: RiskState["territories"] = {};
  for (const [id, t] of Object.entries(state.territories)) territories[id] = { ...t };
  return {
    ...state,
    territories,
    players: state.players.map((p) => ({ ...p })),
    passed: [...state.passed],
    piles: state.piles.map((p) => ({ ...p, territories: [...p.territories] })),
    pending: state.pending ? { ...state.pending } : null,
    standing: state.standing.map((r) => ({ ...r })),
    bonuses: state.bonuses.map((b) => ({ ...b })),
    eliminated: [...state.eliminated],
    ranking: state.ranking ? state.ranking.map((r) => ({ ...r })) : null,
    rng: { ...state.rng },
    rulings: { ...state.rulings, continentBonuses: { ...state.rulings.continentBonuses } },
  };
}
