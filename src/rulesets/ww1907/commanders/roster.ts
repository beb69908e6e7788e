import { z } from "zod";
import { rosterData } from "./roster-data.ts";
import { type CommanderProfile, commanderProfileSchema } from "./traits.ts";

/** A roster: commander profiles with unique ids (W23, W24). */
export const rosterSchema = z.array(commanderProfileSchema).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((c, i) => {
    if (seen.has(c.id))
      ctx.addIssue({ code: "custom", path: [i, "id"], message: `duplicate commander id "${c.id}"` });
    seen.add(c.id);
  });
});

let cached: readonly CommanderProfile[] | undefined;

/**
 * The built-in historical roster (`src/rulesets/ww1907/commanders/roster-data.ts`), validated by zod on first use. Throws a
 * `ZodError` if the data is broken (a test pins it down).
 */
export function loadRoster(): readonly CommanderProfile[] {
  cached ??= Object.freeze(rosterSchema.parse(rosterData));
  return cached;
}
