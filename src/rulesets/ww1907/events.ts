import type { Phase } from "./scenario/schema.ts";

/** Where a cost is paid (W26): from this Deployment phase's pp, or owed to the next one. */
export type Payable = "now" | "next-deployment";

/**
 * What happened when a phase was resolved, in order: a typed union the presenters render.
 * The battle hooks add battle events through the phase hooks.
 */
export type EngineEvent =
  | {
      type: "built";
      nation: string;
      unit: "division" | "ship";
      province: string;
      count: number;
      cost: number;
    }
  | { type: "moved"; nation: string; from: string; to: string; count: number }
  | { type: "embarked"; nation: string; province: string; count: number }
  | { type: "disembarked"; nation: string; province: string; count: number }
  | { type: "sailed"; nation: string; from: string; to: string; ships: number; divisions: number }
  | { type: "war-declared"; nation: string; against: string; cost: number; payable: Payable }
  | {
      type: "alliance-broken";
      nation: string;
      with: string;
      to: "peace" | "war";
      cost: number;
      payable: Payable;
    }
  | { type: "treaty-proposed"; kind: "alliance" | "peace"; from: string; to: string }
  | { type: "alliance-formed"; nations: [string, string] }
  | { type: "peace-made"; nations: [string, string] }
  | { type: "proposal-lapsed"; kind: "alliance" | "peace"; from: string; to: string; reason: string }
  | { type: "forced-drop"; nation: string; with: string; because: [string, string] }
  | { type: "passage-granted"; from: string; to: string }
  | { type: "passage-withdrawn"; from: string; to: string }
  | { type: "pp-given"; from: string; to: string; amount: number }
  | { type: "province-given"; from: string; to: string; province: string; divisions: number }
  | { type: "commander-placed"; nation: string; commander: string; at: string }
  | { type: "commander-moved"; nation: string; commander: string; from: string; to: string }
  | {
      type: "attack-ordered";
      nation: string;
      target: string;
      sources: { from: string; count: number }[];
      amphibious: boolean;
    }
  | { type: "phase-ended"; year: number; phase: Phase }
  | { type: "phase-started"; year: number; phase: Phase }
  | {
      type: "income";
      nation: string;
      income: number;
      owedPaid: number;
      owedLeft: number;
      treasury: number;
    }
  | { type: "ships-completed"; nation: string; at: string; ships: number };

export type EngineEventType = EngineEvent["type"];
