import { z } from "zod";
import { FILE_LIMITS, fileNumber } from "../scenario/limits.ts";

/** An element id: lower-case letters, digits and dashes ("north-sea", "moscow"). */
export const elementIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ids are lower-case words joined by dashes, e.g. 'north-sea'");

/** Where an element is drawn: longitude and latitude in degrees (WGS84), or abstract x/y for non-geographic maps. */
export const coordinatesSchema = z.object({
  lon: z.number().min(-180).max(180),
  lat: z.number().min(-90).max(90),
});

/**
 * A land province. `port` is the sea zone of its port (a province has at most one port), or null.
 * `adjacent` lists land neighbours (not ferries); `coasts` the sea zones it touches; `ferries` the provinces joined
 * to it by a ferry route (they count as land adjacency, W2). `owner` is the starting owner (a nation id) or null
 * for a neutral province.
 */
export const provinceSchema = z.object({
  id: elementIdSchema,
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)).default([]),
  production: fileNumber(FILE_LIMITS.production, "pp", { whole: false }).min(
    0,
    "production cannot be negative",
  ),
  port: elementIdSchema.nullable().default(null),
  owner: elementIdSchema.nullable().default(null),
  /** The nation whose home soil this is (for traits such as "+2 attack dice on Italian soil"). */
  homeOf: elementIdSchema.nullable().default(null),
  coordinates: coordinatesSchema,
  adjacent: z.array(elementIdSchema).default([]),
  coasts: z.array(elementIdSchema).default([]),
  ferries: z.array(elementIdSchema).default([]),
});

/** A sea zone and the sea zones next to it. */
export const seaSchema = z.object({
  id: elementIdSchema,
  name: z.string().min(1),
  aliases: z.array(z.string().min(1)).default([]),
  coordinates: coordinatesSchema,
  adjacent: z.array(elementIdSchema).default([]),
});

/** A group of provinces that gives a bonus to whoever holds all of it (classic Risk continents). */
export const continentSchema = z.object({
  id: elementIdSchema,
  name: z.string().min(1),
  bonus: fileNumber(FILE_LIMITS.bonus, "armies").min(0),
  provinces: z.array(elementIdSchema).min(1),
});

/** A whole map file. */
export const mapSchema = z.object({
  id: elementIdSchema,
  name: z.string().min(1),
  description: z.string().optional(),
  provinces: z.array(provinceSchema).min(1),
  seas: z.array(seaSchema).default([]),
  continents: z.array(continentSchema).default([]),
});

export type MapData = z.infer<typeof mapSchema>;
export type MapInput = z.input<typeof mapSchema>;
export type Province = z.infer<typeof provinceSchema>;
export type Sea = z.infer<typeof seaSchema>;
export type Continent = z.infer<typeof continentSchema>;
