import { z } from "zod";
import type { DiceThrow } from "./dice-throw.ts";

/**
 * The zod schema of one throw of the dice (`DiceThrow`), as battles of every game log it: read back from the event
 * log and from published records. The type annotation makes the compiler refuse a schema whose output is no
 * `DiceThrow`.
 */
const pairSchema = z.object({ attacker: z.number().int(), defender: z.number().int() });

export const diceThrowSchema: z.ZodType<DiceThrow> = z.object({
  attackers: z.number().int(),
  defenders: z.number().int(),
  attackerDice: z.array(z.number().int()),
  defenderDice: z.array(z.number().int()),
  pairs: z.array(
    z.object({
      attackerDie: z.number().int(),
      defenderDie: z.number().int(),
      rethrows: z.array(pairSchema),
      loser: z.enum(["attacker", "defender"]).nullable(),
    }),
  ),
  attackerLosses: z.number().int(),
  defenderLosses: z.number().int(),
});
