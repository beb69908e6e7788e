import { z } from "zod";
import { FILE_LIMITS, fileNumber } from "../../../scenario/limits.ts";

/** A trait's number of extra dice, moves or sea zones: at least 1, at most `FILE_LIMITS.trait`. */
const traitNumber = (unit: string) => fileNumber(FILE_LIMITS.trait, unit).positive();

/**
 * The catalogue of commander traits (W24): every trait the rulebook shows, as data.
 * A commander's traits are fixed in data; the engine reads them when it judges moves and fights battles.
 */
export const traitSchema = z.discriminatedUnion("kind", [
  /** +N dice when attacking from his province (land battles). */
  z.object({ kind: z.literal("attack-dice"), dice: traitNumber("dice") }),
  /** +N dice when defending his province (land battles). */
  z.object({ kind: z.literal("defence-dice"), dice: traitNumber("dice") }),
  /** +N attack dice when the battle is fought on his nation's home soil. */
  z.object({ kind: z.literal("home-attack-dice"), dice: traitNumber("dice") }),
  /** Divisions moving with him get N extra free moves in the Deployment phase. */
  z.object({ kind: z.literal("extra-free-move"), moves: traitNumber("moves") }),
  /**
   * A division appears at the end of each Attack phase: in a province his army occupied this phase
   * (`occupied`), or in the province where he ends the phase (`end-province`).
   */
  z.object({ kind: z.literal("spawn-division"), where: z.enum(["occupied", "end-province"]) }),
  /** Chance (0..1) of surviving a lost battle: he then retreats to an adjacent owned province. */
  z.object({ kind: z.literal("survive-loss"), chance: z.number().min(0).max(1) }),
  /** Admirals: +N dice for his fleet when it attacks, or when it defends, in naval battles. */
  z.object({ kind: z.literal("naval-attack-dice"), dice: traitNumber("dice") }),
  z.object({ kind: z.literal("naval-defence-dice"), dice: traitNumber("dice") }),
  /** Admirals: ships with him move one extra sea zone. */
  z.object({ kind: z.literal("extra-sea-move"), zones: traitNumber("sea zones") }),
]);

export type Trait = z.infer<typeof traitSchema>;

/** A general (land) or an admiral (sea), as listed in data. */
export const commanderProfileSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  name: z.string().min(1),
  kind: z.enum(["general", "admiral"]),
  nation: z.string().min(1),
  /** The trait's name as the rulebook gives it ("Fast Moving", "Offensive Attrition"). */
  title: z.string().min(1),
  traits: z.array(traitSchema).min(1),
});

export type CommanderProfile = z.infer<typeof commanderProfileSchema>;
