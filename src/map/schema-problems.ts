import type { z } from "zod";
import { jsonPath, type MapProblem, type MapProblemCode } from "./problem.ts";
import { continentSchema, coordinatesSchema, mapSchema, provinceSchema, seaSchema } from "./schema.ts";

const collections = { provinces: "province", seas: "sea", continents: "continent" } as const;
type Collection = keyof typeof collections;

/**
 * Turns zod's issues for a map file into problems that name the file, the element (by its id when the raw
 * element has one) and the JSON path.
 */
export function schemaProblems(
  raw: unknown,
  issues: readonly z.core.$ZodIssue[],
  file: string,
): MapProblem[] {
  return issues.map((issue) => {
    const at = locate(raw, issue.path);
    const value = valueAt(raw, issue.path);
    const field = jsonPath(at.inner);
    let text: string;
    if (issue.code === "invalid_type" && value === undefined) {
      text = field === "" ? `is missing` : `"${field}" is missing`;
    } else {
      const got = value !== undefined && isScalar(value) ? ` (got ${JSON.stringify(value)})` : "";
      text = `${field === "" ? "" : `${field}: `}${issue.message}${got}`;
    }
    const code: MapProblemCode =
      at.inner.length === 1 && at.inner[0] === "production" && issue.code === "too_small"
        ? "negative-production"
        : "schema";
    const message =
      at.label === "" && issue.path.length === 0
        ? `${file}: a map file must be a JSON object with "id", "name" and "provinces" (${issue.message})`
        : `${file}: ${at.label === "" ? "map" : at.label}: ${text}`;
    return withoutUndefined({ file, element: at.element, path: jsonPath(issue.path), code, message });
  });
}

/**
 * Fields the format does not know, at the top level and in every province, sea zone, coordinates and continent.
 * Keys starting with "_" or "$" are comments and allowed. zod would silently drop the others, so a typo such as
 * "adjacents" would otherwise turn a province into an island.
 */
export function unknownFieldProblems(raw: unknown, file: string): MapProblem[] {
  const problems: MapProblem[] = [];
  if (!isRecord(raw)) return problems;
  const check = (value: unknown, known: readonly string[], path: PropertyKey[]): void => {
    if (!isRecord(value)) return;
    for (const key of Object.keys(value)) {
      if (known.includes(key) || key.startsWith("_") || key.startsWith("$")) continue;
      const at = locate(raw, path);
      const where = at.label === "" ? "map" : at.label;
      const inner = jsonPath([...at.inner, key]);
      problems.push(
        withoutUndefined({
          file,
          element: at.element,
          path: jsonPath([...path, key]),
          code: "unknown-field" as const,
          message: `${file}: ${where}: unknown field "${inner}" (known fields: ${known.join(", ")})`,
        }),
      );
    }
  };
  check(raw, Object.keys(mapSchema.shape), []);
  const shapes: Record<Collection, readonly string[]> = {
    provinces: Object.keys(provinceSchema.shape),
    seas: Object.keys(seaSchema.shape),
    continents: Object.keys(continentSchema.shape),
  };
  for (const collection of Object.keys(collections) as Collection[]) {
    const list = raw[collection];
    if (!Array.isArray(list)) continue;
    list.forEach((element: unknown, index) => {
      check(element, shapes[collection], [collection, index]);
      if (collection !== "continents" && isRecord(element)) {
        check(element.coordinates, Object.keys(coordinatesSchema.shape), [collection, index, "coordinates"]);
      }
    });
  }
  return problems;
}

/** Which element a path points into: its label (`province "cork"`), id, and the path inside the element. */
function locate(
  raw: unknown,
  path: readonly PropertyKey[],
): { label: string; element: string | undefined; inner: PropertyKey[] } {
  const [first, second, ...rest] = path;
  if (typeof first === "string" && first in collections && typeof second === "number") {
    const kind = collections[first as Collection];
    const list = isRecord(raw) ? raw[first] : undefined;
    const element: unknown = Array.isArray(list) ? list[second] : undefined;
    const id =
      isRecord(element) && typeof element.id === "string" && element.id !== "" ? element.id : undefined;
    const label = id !== undefined ? `${kind} "${id}"` : `${kind} #${second + 1} (${first}[${second}])`;
    return { label, element: id, inner: rest };
  }
  return { label: "", element: undefined, inner: [...path] };
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let at: unknown = raw;
  for (const key of path) {
    if (Array.isArray(at) && typeof key === "number") at = at[key];
    else if (isRecord(at) && typeof key === "string") at = at[key];
    else return undefined;
  }
  return at;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): boolean {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}

function withoutUndefined(problem: MapProblem): MapProblem {
  const out: MapProblem = { file: problem.file, code: problem.code, message: problem.message };
  if (problem.element !== undefined) out.element = problem.element;
  if (problem.path !== undefined) out.path = problem.path;
  return out;
}
