import { err, ok, type Result } from "../result.ts";
import { checkMapGraph } from "./graph-checks.ts";
import type { MapProblem } from "./problem.ts";
import { type MapData, mapSchema } from "./schema.ts";
import { schemaProblems, unknownFieldProblems } from "./schema-problems.ts";

export { checkMapGraph } from "./graph-checks.ts";
export type { MapProblem, MapProblemCode } from "./problem.ts";
export { mapProblemSchema } from "./problem.ts";

/**
 * Validates a parsed map file: first its shape (`mapSchema`, plus unknown fields), then, once the shape is right,
 * the graph checks (`checkMapGraph`). Every problem is collected, each naming `file` and the element at fault.
 * Pure: `file` is only used in messages.
 */
export function validateMap(raw: unknown, file: string): Result<MapData, MapProblem[]> {
  const parsed = mapSchema.safeParse(raw);
  const unknownFields = unknownFieldProblems(raw, file);
  if (!parsed.success) return err([...schemaProblems(raw, parsed.error.issues, file), ...unknownFields]);
  const problems = [...unknownFields, ...checkMapGraph(parsed.data, file)];
  return problems.length > 0 ? err(problems) : ok(parsed.data);
}
