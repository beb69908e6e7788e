import type { RiskCommandKind } from "../commands.ts";
import type { HelpLine, HelpMoment } from "./kind.ts";

/**
 * Every kind's line in the help (each kind's `help` is its line here), in the order of `ORDER_KINDS` (a test holds
 * it): kept apart from the kinds, so the help the registry shows (the console's, Discord's `/help`) is written
 * without loading the rules.
 */
export const HELP_LINES = {
  buy: { usages: ["buy X"], moments: ["set-up"], compact: "buy" },
  place: { usages: ["place N in X"], moments: ["set-up", "income"] },
  done: { usages: ["done"], moments: ["set-up"] },
  attack: { usages: ["attack X from Y [with N] [, stop at N]"], moments: ["actions"] },
  move: { usages: ["move N from X to Y"], moments: ["actions"] },
  salt: { usages: ["salt X"], moments: ["actions"] },
  improve: { usages: ["improve X"], moments: ["actions"] },
  pass: { usages: ["pass"], moments: ["income", "actions"] },
  respond: { usages: ["hold", "retreat to X"], moments: ["defender"] },
  standing: { usages: ["if X is attacked, retreat to Y"], moments: ["in advance"] },
  "withdraw-standing": { usages: ["cancel standing order for X"], moments: ["in advance"] },
} as const satisfies Record<RiskCommandKind, HelpLine>;

/** The moments of the help, in order, with the rules that govern them and a note. */
const MOMENTS: readonly { moment: HelpMoment; rules: string; note?: string }[] = [
  { moment: "set-up", rules: "V3" },
  { moment: "income", rules: "V5", note: "done and end turn mean pass" },
  { moment: "actions", rules: "V6–V8" },
  { moment: "defender", rules: "V7" },
  { moment: "in advance", rules: "V7" },
];

/** One group of the help: a moment of the game and the orders given in it, each with its forms. */
export interface HelpGroup {
  moment: HelpMoment;
  rules: string;
  note: string | undefined;
  orders: { kind: RiskCommandKind; usages: readonly string[]; compact: string | undefined }[];
}

/**
 * The help's lines, from the kinds' help lines: for each moment of the game (set-up, income, actions, the
 * defender, in advance), the orders given then, in the order of `ORDER_KINDS` (`HELP_LINES`). The console, Discord's `/help` and
 * `/help orders` render these.
 */
export function helpLines(): HelpGroup[] {
  return MOMENTS.map(({ moment, rules, note }) => ({
    moment,
    rules,
    note,
    orders: (Object.entries(HELP_LINES) as [RiskCommandKind, HelpLine][])
      .filter(([, help]) => help.moments.includes(moment))
      .map(([kind, help]) => ({ kind, usages: help.usages, compact: help.compact })),
  })).filter((g) => g.orders.length > 0);
}
