import { z } from "zod";

/**
 * The largest numbers a scenario or map file may hold. Each is far above anything a real game reaches, so a larger
 * number is a typo or a hostile file (`production: 1152921504606847000`, a treasury of 10^20 pp); the loaders refuse
 * it with a problem naming the file, the field and the limit, before the engine or the dice ever see it.
 */
export const FILE_LIMITS = {
  /** pp in a nation's treasury, or owed (W4, W26): the same ceiling as one trade order (`MAX_ORDER_PP`). */
  pp: 99_999,
  /** Divisions in a province, ships in a fleet, divisions aboard, allied guests (W7–W12). */
  units: 9_999,
  /** Victory points and national points of a nation. */
  points: 9_999,
  /** The game year. */
  year: 9_999,
  /** A province's production in pp (W4), on a map. */
  production: 1_000,
  /** A continent's bonus armies (V5), on a map. */
  bonus: 1_000,
  /** Armies on one Risk territory, or in a player's pool (V3–V6): the ceiling of one order (`MAX_ORDER_ARMIES`). */
  armies: 100_000,
  /** A Risk territory's income, either way (V4, V6 salt and improve). */
  income: 1_000,
  /** A Risk turn number. */
  turn: 1_000_000,
  /** Extra dice, moves or sea zones a commander's trait gives (W24). */
  trait: 99,
  /** Armies a Risk ruling names (armies for a cost-0 territory, the neutral minimum, a late retreat's loss). */
  rulingArmies: 1_000,
  /** Hours a Risk defender has to answer (V7): a year at most (10^300 hours made a date that cannot be written). */
  hours: 8_760,
} as const;

/** Writes a number as the file had it (`1152921504606847000`; from 10^21 on, JavaScript writes `1e+21`). */
function shown(input: unknown): string {
  return typeof input === "number" ? String(input) : (JSON.stringify(input) ?? String(input));
}

/** Options of `fileNumber`. */
export interface FileNumberOptions {
  /** False for fields that take fractions (production, pp in quarters). Default true: a safe whole number. */
  whole?: boolean;
  /** The smallest value, and the message when smaller (default "at least MIN UNIT"). */
  min?: number;
  minMessage?: string;
}

/**
 * A number field of a file, at most `max`: a larger one is refused with "1152921504606847000 is more than a file may
 * hold here: at most 1000 pp", and nothing else is said about it (the check aborts). `unit` names what is counted
 * ("pp", "divisions"). Whole numbers must be safe integers (`Number.isSafeInteger`), which the bound implies.
 */
export function fileNumber(max: number, unit: string, options: FileNumberOptions = {}): z.ZodNumber {
  let schema = z.number().max(max, {
    abort: true,
    error: (issue) => `${shown(issue.input)} is more than a file may hold here: at most ${max} ${unit}`,
  });
  if (options.min !== undefined) {
    const min = options.min;
    schema = schema.min(min, {
      abort: true,
      error: (issue) =>
        options.minMessage ?? `${shown(issue.input)} is too small here: at least ${min} ${unit}`,
    });
  }
  if (options.whole ?? true) {
    schema = schema.int({ error: (issue) => `${shown(issue.input)} is not a whole number of ${unit}` });
  }
  return schema;
}
