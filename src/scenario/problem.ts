import { z } from "zod";

/**
 * One problem in a scenario file. `message` is a whole sentence that already names the file, the line (when
 * known) and the path inside the file (`ww1907.yaml:42: provinces.Irland: no province or sea zone is called …`);
 * `path` is the YAML/JSON path (`provinces.Irland`, `relations[2][1]`) and `line` its 1-based line, or null.
 */
export const scenarioProblemSchema = z.object({
  file: z.string(),
  path: z.string(),
  line: z.number().int().positive().nullable(),
  message: z.string(),
});

export type ScenarioProblem = z.infer<typeof scenarioProblemSchema>;

/** A key of a path inside a scenario file: a field name or an array index. */
export type PathKey = string | number;

/** Finds the 1-based line of a path inside the source file, or null when unknown. */
export type Locate = (path: readonly PathKey[]) => number | null;

/** Writes a path such as `relations[2][1]` or `provinces.Ireland.owner`. */
export function formatPath(path: readonly PathKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? key : `.${key}`;
  }
  return out;
}

/** Builds a problem whose message names the file, the line (when `locate` knows it) and the path. */
export function scenarioProblem(
  file: string,
  path: readonly PathKey[],
  text: string,
  locate?: Locate,
): ScenarioProblem {
  const line = locate ? locate(path) : null;
  const where = line === null ? file : `${file}:${line}`;
  const at = formatPath(path);
  return { file, path: at, line, message: at === "" ? `${where}: ${text}` : `${where}: ${at}: ${text}` };
}
