import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { builtInMaps, builtInMapUrl, findBuiltInMap } from "../maps/built-in.ts";
import { err, ok, type Result } from "../result.ts";
import { MapGraph } from "./graph.ts";
import type { MapProblem } from "./problem.ts";
import type { MapData } from "./schema.ts";
import { validateMap } from "./validate.ts";

/**
 * Loads and validates a map: `ref` is a built-in map id (`classic`, `europe-1907`) or a path to a JSON map file.
 * A missing or unreadable file, bad JSON and every validation problem come back as problems, never as a throw.
 * Problems about a built-in map name its file as `<id>.json`; about a path, the path as given.
 */
export function loadMap(ref: string): Result<MapData, MapProblem[]> {
  const builtIn = findBuiltInMap(ref);
  const file = builtIn ? `${builtIn.id}.json` : ref;
  const path = builtIn ? fileURLToPath(builtInMapUrl(builtIn.id)) : ref;

  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const code = errorCode(e);
    let message: string;
    if (builtIn) {
      message = `${file}: the built-in map "${builtIn.id}" is not available: its data file (src/maps/data/${file}) is missing or unreadable`;
    } else if (code === "ENOENT") {
      const ids = builtInMaps.map((m) => m.id).join(", ");
      message = `${file}: no such file, and not a built-in map (built-in maps: ${ids})`;
    } else if (code === "EISDIR") {
      message = `${file}: is a directory, not a map file`;
    } else {
      message = `${file}: cannot read the file (${e instanceof Error ? e.message : String(e)})`;
    }
    return err([{ file, code: "unreadable", message }]);
  }

  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return err([{ file, code: "unreadable", message: `${file}: not valid JSON (${reason})` }]);
  }
  return validateMap(raw, file);
}

/** Loads and validates a map (see `loadMap`) and builds its graph. */
export function loadMapGraph(ref: string): Result<MapGraph, MapProblem[]> {
  const loaded = loadMap(ref);
  return loaded.ok ? ok(new MapGraph(loaded.value)) : loaded;
}

function errorCode(e: unknown): string | undefined {
  return typeof e === "object" && e !== null && "code" in e && typeof e.code === "string"
    ? e.code
    : undefined;
}
