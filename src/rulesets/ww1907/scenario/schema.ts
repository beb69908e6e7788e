import { z } from "zod";
import { FILE_LIMITS, fileNumber } from "../../../scenario/limits.ts";
import { commanderProfileSchema } from "../commanders/traits.ts";

/** A relation between two nations (W25). Peace is the default. */
export const relationSchema = z.enum(["alliance", "peace", "war"]);
export type Relation = z.infer<typeof relationSchema>;

export const phaseSchema = z.enum(["deployment", "attack"]);
export type Phase = z.infer<typeof phaseSchema>;

/**
 * A scenario file as a GM writes it (YAML or JSON). Names or aliases are accepted wherever an id is expected;
 * the loader resolves them to canonical ids. With `base`, the file starts from a built-in scenario and overrides it.
 * See docs/scenario-format.md.
 */
export const scenarioFileSchema = z.object({
  id: z.string().optional(),
  name: z.string().optional(),
  base: z.string().optional(),
  ruleset: z.enum(["ww1907", "risk-variant-one"]).optional(),
  map: z.string().optional(),
  year: fileNumber(FILE_LIMITS.year, "years").optional(),
  phase: phaseSchema.optional(),
  nations: z
    .record(
      z.string(),
      z.object({
        name: z.string().optional(),
        player: z.string().optional(),
        /** Other handles the player posts under (forum names, Discord user ids). */
        handles: z.array(z.string()).optional(),
        /** pp available in the current phase (carried in plus income already added). */
        treasury: fileNumber(FILE_LIMITS.pp, "pp", { whole: false }).min(0).optional(),
        /** pp owed from an Attack phase, paid at the start of the next Deployment phase (W26). */
        owed: fileNumber(FILE_LIMITS.pp, "pp", { whole: false }).min(0).optional(),
        vp: fileNumber(FILE_LIMITS.points, "points").min(0).optional(),
        np: fileNumber(FILE_LIMITS.points, "points").min(0).optional(),
        capital: z.string().nullable().optional(),
        color: z.string().optional(),
        /** Adjective and other names players use for the nation ("Russian", "the Russians"). */
        aliases: z.array(z.string()).optional(),
      }),
    )
    .optional(),
  relations: z.array(z.tuple([z.string(), z.string(), relationSchema])).optional(),
  passage: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
  provinces: z
    .record(
      z.string(),
      z.object({
        owner: z.string().nullable().optional(),
        divisions: fileNumber(FILE_LIMITS.units, "divisions").min(0).optional(),
        /**
         * Who held the province when the game began (W18: a province that changed hands since is conquered and keeps
         * a division); `neutral`/null for a neutral one. Default: the base's when the entry keeps the base's owner,
         * else the entry's owner.
         */
        startOwner: z.string().nullable().optional(),
        /** Allied divisions stationed there, by nation (W8 ruling: free moves enter allied land). */
        guests: z.record(z.string(), fileNumber(FILE_LIMITS.units, "divisions").positive()).optional(),
      }),
    )
    .optional(),
  fleets: z
    .array(
      z.object({
        nation: z.string(),
        at: z.string(),
        ships: fileNumber(FILE_LIMITS.units, "ships").positive(),
        divisions: fileNumber(FILE_LIMITS.units, "divisions").min(0).default(0),
        built: z.boolean().default(true),
        /** Takes these ships (and the divisions aboard given) out of the base's fleet there instead of adding. */
        remove: z.boolean().optional(),
      }),
    )
    .optional(),
  commanders: z.array(commanderProfileSchema.extend({ at: z.string().nullable().default(null) })).optional(),
  /** Ids of the commanders lost so far, in the order they fell (W24 ruling); W23 awards never draw them again. */
  lostCommanders: z.array(z.string()).optional(),
  /** Lists of the base the file's lists replace instead of adding to: `fleets`, `commanders`. */
  replace: z.array(z.enum(["fleets", "commanders"])).optional(),
  /** Per-game rulings (house rules) overriding the ruleset's documented defaults: see docs/rulings.md. */
  rulings: z.record(z.string(), z.unknown()).optional(),
});
export type ScenarioFile = z.infer<typeof scenarioFileSchema>;
/** A scenario file as written, before the defaults are filled in (what `state export` writes). */
export type ScenarioFileInput = z.input<typeof scenarioFileSchema>;

/** A nation of a resolved scenario. */
export const scenarioNationSchema = z.object({
  id: z.string(),
  name: z.string(),
  player: z.string(),
  handles: z.array(z.string()),
  aliases: z.array(z.string()),
  treasury: z.number().min(0),
  /** pp owed (W26); absent = none (scenarios stored before the field existed have none). */
  owed: z.number().min(0).optional(),
  vp: z.number().int().min(0),
  np: z.number().int().min(0),
  capital: z.string().nullable(),
  color: z.string(),
});
export type ScenarioNation = z.infer<typeof scenarioNationSchema>;

/**
 * A scenario with every name resolved to canonical ids and every default filled in: what the engine starts from.
 * `relations` lists every non-peace pair once, with `a < b`. `provinces` has an entry for every map province.
 * `report` says what the loader fixed (e.g. relations made symmetric, W1).
 */
export const scenarioSchema = z.object({
  id: z.string(),
  name: z.string(),
  ruleset: z.enum(["ww1907", "risk-variant-one"]),
  mapId: z.string(),
  year: z.number().int(),
  phase: phaseSchema,
  nations: z.array(scenarioNationSchema),
  relations: z.array(z.object({ a: z.string(), b: z.string(), relation: relationSchema })),
  passage: z.array(z.object({ from: z.string(), to: z.string() })),
  provinces: z.record(
    z.string(),
    z.object({
      owner: z.string().nullable(),
      divisions: z.number().int().min(0),
      /** Who held it when the game began (W18), only when that is not `owner`. */
      startOwner: z.string().nullable().optional(),
      /** Allied divisions stationed there, by nation; absent = none. */
      guests: z.record(z.string(), z.number().int().positive()).optional(),
    }),
  ),
  fleets: z.array(
    z.object({
      nation: z.string(),
      at: z.string(),
      ships: z.number().int().positive(),
      divisions: z.number().int().min(0),
      built: z.boolean(),
    }),
  ),
  commanders: z.array(commanderProfileSchema.extend({ at: z.string().nullable() })),
  /** Commanders lost before the game came to the bot (W23, W24 ruling); absent = none. */
  lostCommanders: z.array(z.string()).optional(),
  rulings: z.record(z.string(), z.unknown()),
  report: z.array(z.string()),
});
export type Scenario = z.infer<typeof scenarioSchema>;
