import { z } from "zod";

/** What went wrong in a map file: a schema violation or a failed graph check. */
export const mapProblemCodeSchema = z.enum([
  /** The file could not be read, or is not JSON. */
  "unreadable",
  /** The file does not have the shape of a map file (zod). */
  "schema",
  /** A field the format does not know (usually a typo, e.g. "adjacents"). */
  "unknown-field",
  "negative-production",
  "production-not-quarter",
  "duplicate-id",
  "duplicate-name",
  "unknown-id",
  "wrong-kind",
  "repeated-entry",
  "self-adjacent",
  "asymmetric-adjacency",
  "port-not-on-coast",
  "ferry-not-land",
  "island-without-port",
  "unreachable",
  "continent-unknown-province",
  "continent-repeated-province",
]);

/**
 * One problem found in a map file. `message` is a whole friendly sentence that already names the file and the
 * element (`europe.json: province "cork": …`); `element` is the id of the element at fault (when known) and `path`
 * the JSON path inside the file (`provinces[3].adjacent[1]`).
 */
export const mapProblemSchema = z.object({
  file: z.string(),
  element: z.string().optional(),
  path: z.string().optional(),
  code: mapProblemCodeSchema,
  message: z.string(),
});

export type MapProblem = z.infer<typeof mapProblemSchema>;
export type MapProblemCode = z.infer<typeof mapProblemCodeSchema>;

/** Writes a JSON path such as `provinces[3].adjacent[1]` from its keys. */
export function jsonPath(keys: readonly PropertyKey[]): string {
  let out = "";
  for (const key of keys) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}
