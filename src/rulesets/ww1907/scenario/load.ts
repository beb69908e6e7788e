import { readFileSync } from "node:fs";
import { dirname, isAbsolute, join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadMap } from "../../../map/load.ts";
import type { MapData } from "../../../map/schema.ts";
import { findBuiltInMap } from "../../../maps/built-in.ts";
import { err, ok, type Result } from "../../../result.ts";
import { type ScenarioProblem, scenarioProblem } from "../../../scenario/problem.ts";
import { builtInScenarios, builtInScenarioUrl, findBuiltInScenario } from "./built-in.ts";
import { parseScenarioFile } from "./parse-file.ts";
import { resolveScenario } from "./resolve.ts";
import type { Scenario } from "./schema.ts";

/** A loaded scenario and the map it is played on. */
export interface LoadedScenario {
  scenario: Scenario;
  map: MapData;
}

/** How deep `base:` chains may go (a file whose base has a base …) before the loader assumes a cycle. */
const MAX_BASE_DEPTH = 8;

/**
 * Loads a scenario: `ref` is a built-in scenario id (`ww1907`) or a path to a YAML or JSON scenario file. Its
 * `base` (a built-in id, or a path relative to the file) is loaded first; its `map` is a built-in map id or a path
 * relative to the file (default: the base's map). Every problem comes back as a value naming the file and the line
 * or path, never as a throw.
 */
export function loadScenario(ref: string): Result<LoadedScenario, ScenarioProblem[]> {
  return loadAt(ref, process.cwd(), 0);
}

function loadAt(ref: string, fromDir: string, depth: number): Result<LoadedScenario, ScenarioProblem[]> {
  const builtIn = findBuiltInScenario(ref);
  const file = builtIn ? `${builtIn.id}.yaml` : ref;
  const path = builtIn
    ? fileURLToPath(builtInScenarioUrl(builtIn.id))
    : isAbsolute(ref)
      ? ref
      : join(fromDir, ref);
  if (depth > MAX_BASE_DEPTH) {
    return err([
      scenarioProblem(file, ["base"], `base chain deeper than ${MAX_BASE_DEPTH}: is there a cycle?`),
    ]);
  }

  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const code = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
    const ids = builtInScenarios.map((s) => s.id).join(", ");
    const why = builtIn
      ? `the built-in scenario's data file (src/rulesets/ww1907/data/${file}) is missing or unreadable`
      : code === "ENOENT"
        ? `no such file, and not a built-in scenario (built-in scenarios: ${ids})`
        : code === "EISDIR"
          ? "is a directory, not a scenario file"
          : `cannot read the file (${e instanceof Error ? e.message : String(e)})`;
    return err([scenarioProblem(file, [], why)]);
  }

  const parsed = parseScenarioFile(text, file);
  if (!parsed.ok) return parsed;
  const { file: content, locate } = parsed.value;
  const dir = dirname(path);

  let base: LoadedScenario | null = null;
  if (content.base !== undefined) {
    const loaded = loadAt(content.base, dir, depth + 1);
    if (!loaded.ok) {
      return err([
        scenarioProblem(file, ["base"], `cannot load the base scenario "${content.base}"`, locate),
        ...loaded.error,
      ]);
    }
    base = loaded.value;
  }

  let map: MapData;
  if (content.map !== undefined) {
    const mapRef =
      findBuiltInMap(content.map) || isAbsolute(content.map) ? content.map : join(dir, content.map);
    if (base && content.map === base.map.id) map = base.map;
    else {
      const loaded = loadMap(mapRef);
      if (!loaded.ok) {
        return err(
          loaded.error.map((p) =>
            scenarioProblem(file, ["map"], `cannot use map "${content.map}": ${p.message}`, locate),
          ),
        );
      }
      map = loaded.value;
    }
  } else if (base) map = base.map;
  else
    return err([
      scenarioProblem(file, [], "no map: give `map` (a built-in map id or a path) or a `base`", locate),
    ]);

  const resolved = resolveScenario(content, base?.scenario ?? null, map, file, locate);
  return resolved.ok ? ok({ scenario: resolved.value, map }) : resolved;
}
