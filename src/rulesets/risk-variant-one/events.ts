import type { DiceThrow } from "../../dice/dice-throw.ts";
import type { RankingLine, ResponseKind } from "./state.ts";

/**
 * What happened, in order: every army that came or went and every die thrown, so summaries can be written and a
 * replay checked. Territories are map ids, players display names.
 */
export type RiskEvent =
  /** V2: each round of the dealer's roll (a later round only among the players tied in the one before). */
  | { type: "dealer-roll"; rolls: { player: string; die: number }[] }
  | { type: "dealer"; player: string }
  /** V2: the deal: each pile's income and territories. */
  | { type: "dealt"; piles: { pile: number; income: number; territories: string[] }[] }
  /** V3: a set-up step begins; `taken` armies went from inactive to active. */
  | { type: "step-started"; player: string; taken: number }
  | { type: "step-ended"; player: string; by: "player" | "engine" }
  | { type: "bought"; player: string; territory: string; cost: number; armies: number }
  | { type: "placed"; player: string; territory: string; armies: number; why: "set-up" | "bonus" }
  /** V3: active armies a player could never place (nothing to buy they can afford, no territory of their own). */
  | { type: "armies-unplaceable"; player: string; armies: number }
  /** V4. */
  | { type: "neutrals-placed"; territories: { territory: string; armies: number }[] }
  | { type: "setup-finished" }
  /** V5: one territory's income (negative: armies removed). */
  | { type: "income"; territory: string; owner: string | null; armies: number; total: number }
  | { type: "bonus"; player: string; continent: string; armies: number }
  | { type: "bonus-lost"; player: string; continent: string; armies: number }
  | { type: "income-closed"; by: "players" | "engine" }
  /** V6: the action rounds of a turn begin. */
  | { type: "actions-started"; turnNumber: number; first: string }
  | { type: "round-ended"; round: number; everyonePassed: boolean }
  | {
      type: "attack-declared";
      attacker: string;
      defender: string | null;
      from: string;
      to: string;
      force: number;
      stopAt: number | null;
    }
  /** V7: the defender's answer (`standing`: from a standing response; `default`: no answer, so hold). */
  | {
      type: "response";
      defender: string;
      territory: string;
      response: ResponseKind;
      to: string | null;
      at: number | null;
      source: "posted" | "standing" | "default";
      note?: string;
    }
  /** V8: a battle, with every throw. */
  | {
      type: "battle";
      from: string;
      to: string;
      attacker: string;
      defender: string | null;
      force: number;
      defenders: number;
      throws: DiceThrow[];
      attackerLosses: number;
      defenderLosses: number;
      outcome: "captured" | "repelled" | "called-off" | "defender-retreated";
    }
  | { type: "retreated"; defender: string; from: string; to: string; armies: number; lost: number }
  | { type: "captured"; attacker: string; territory: string; from: string | null; armies: number }
  | { type: "moved"; player: string; from: string; to: string; armies: number }
  | { type: "salted"; player: string; territory: string; income: number }
  | { type: "improved"; player: string; territory: string; cost: number; income: number }
  | { type: "passed"; player: string }
  | { type: "standing-set"; player: string; territory: string; response: ResponseKind; to: string | null }
  | { type: "standing-withdrawn"; player: string; territory: string }
  | { type: "turn-ended"; turnNumber: number }
  /** V9. */
  /** `by`: who took the last territory (null: nobody in play: a scenario, the set-up's end or a GM adjustment). */
  | { type: "eliminated"; player: string; by: string | null }
  | { type: "game-over"; winner: string | null; ranking: RankingLine[]; by: "conquest" | "gm" }
  /** A GM adjustment (logged with who and why): a territory's armies, owner (null: neutral) or income. */
  | {
      type: "adjusted";
      territory: string;
      field: "armies" | "owner" | "income";
      from: number | string | null;
      to: number | string | null;
    };
