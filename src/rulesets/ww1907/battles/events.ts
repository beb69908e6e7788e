import type { DiceThrow } from "../../../dice/dice-throw.ts";
import type { EarlierCapture } from "../verdict.ts";

export type { EarlierCapture };

/** Why a side throws extra dice: one commander's trait (W24). */
export interface BonusDice {
  commander: string;
  name: string;
  trait: "attack-dice" | "defence-dice" | "home-attack-dice" | "naval-attack-dice" | "naval-defence-dice";
  dice: number;
  /** Plain words: "attacks from Krakow", "defends Vienna", "battle on italy's home soil". */
  why: string;
}

/** One source of a land attack: what was ordered and what could still fight when the battle came (W17, W18). */
export interface AttackSource {
  from: string;
  ordered: number;
  committed: number;
}

/** A land attack or an amphibious strike that was fought (W14, W15, W19). */
export interface LandBattleEvent {
  type: "land-battle";
  kind: "attack" | "amphibious";
  nation: string;
  target: string;
  /** The owner of the target when the battle began (null: neutrals). */
  defender: string | null;
  sources: AttackSource[];
  attackers: number;
  defenders: number;
  attackerBonus: BonusDice[];
  defenderBonus: BonusDice[];
  /** Every throw: each die, each compared pair and its rethrows, losses per throw. */
  throws: DiceThrow[];
  attackerLosses: number;
  defenderLosses: number;
  outcome: "attacker-won" | "defender-won";
}

/** A naval battle in a sea zone (W13): ships 2 v 2. */
export interface NavalBattleEvent {
  type: "naval-battle";
  zone: string;
  /** The nation that started it (moved in last; W22 ruling). */
  attacker: string;
  defender: string;
  attackerShips: number;
  defenderShips: number;
  attackerDivisions: number;
  defenderDivisions: number;
  attackerBonus: BonusDice[];
  defenderBonus: BonusDice[];
  throws: DiceThrow[];
  attackerShipsLost: number;
  defenderShipsLost: number;
  /** Divisions lost with sunk ships (spread evenly, fullest ship sinks first; see naval.ts). */
  attackerDivisionsLost: number;
  defenderDivisionsLost: number;
  outcome: "attacker-won" | "defender-won";
}

/** A survive-loss roll (W24 ruling): `roll` is the drawn float in [0, 1); he survives when `roll < chance`. */
export interface SurvivalRoll {
  roll: number;
  chance: number;
}

/**
 * Everything battles, points and commanders add to a phase's log, in order. Every random number drawn is in an
 * event (dice in `throws`, survival rolls, award draws), so the log alone shows each roll.
 */
export type BattleEvent =
  | { type: "ships-sailed"; nation: string; from: string; to: string; ships: number; divisions: number }
  | { type: "sail-cancelled"; nation: string; from: string; to: string; ships: number; reason: string }
  | NavalBattleEvent
  | LandBattleEvent
  | {
      type: "attack-cancelled";
      kind: "attack" | "amphibious";
      nation: string;
      target: string;
      sources: AttackSource[];
      reason: string;
      /**
       * When a battle earlier in the phase is why: the target it took (now held by a nation not at war with the
       * attacker) or the origins it took from the attacker. Absent otherwise, and in events of older versions.
       */
      capturedEarlier?: EarlierCapture[];
    }
  | {
      type: "province-captured";
      nation: string;
      province: string;
      from: string | null;
      occupiers: number;
      /** True when an enemy (not neutral) garrison held it when the battle began (W21). */
      enemyGarrison: boolean;
    }
  | {
      type: "ships-captured";
      nation: string;
      from: string;
      province: string;
      ships: number;
      /** Divisions aboard the captured ships, taken prisoner (removed). */
      divisionsLost: number;
    }
  | { type: "ships-destroyed"; nation: string; province: string; ships: number; reason: string }
  | {
      type: "ships-entered-port";
      nation: string;
      from: string;
      province: string;
      ships: number;
      divisions: number;
    }
  | {
      type: "points";
      nation: string;
      kind: "vp" | "np";
      amount: number;
      total: number;
      rule: "W21" | "W22";
      reason: string;
    }
  | { type: "commander-advanced"; nation: string; commander: string; from: string; to: string }
  | {
      type: "commander-lost";
      nation: string;
      commander: string;
      at: string;
      reason: string;
      survival: SurvivalRoll | null;
    }
  | {
      type: "commander-retreated";
      nation: string;
      commander: string;
      from: string;
      to: string;
      survival: SurvivalRoll;
    }
  | { type: "division-spawned"; nation: string; commander: string; province: string; rule: "W24" }
  | {
      type: "commander-awarded";
      nation: string;
      kind: "general" | "admiral";
      commander: string;
      name: string;
      /** The k-th general (admiral) of the nation, due at 3·k·(k+1)/2 points (W23). */
      ordinal: number;
      threshold: number;
      /** The draw: index into the `of` commanders still available, in roster order. */
      draw: { index: number; of: number };
    }
  | {
      type: "award-unavailable";
      nation: string;
      kind: "general" | "admiral";
      ordinal: number;
      threshold: number;
    };

/** The `type` tags of {@link BattleEvent}. */
export type BattleEventType = BattleEvent["type"];
