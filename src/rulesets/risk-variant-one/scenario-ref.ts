import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { isAbsolute, join } from "node:path";
import { err, ok, type Result } from "../../result.ts";

/** The YAML reader, loaded when a scenario file is first asked about (the built-in id needs none). */
let yaml: typeof import("yaml") | undefined;

/**
 * Which scenarios are Risk Variant One's, without the rules: the registry asks every game whether a scenario is its
 * own (`handlesScenario`) before any game's rules are loaded.
 */

/** The id of the built-in fresh game every Risk Variant One scenario starts from. */
export const RISK_BASE_ID = "risk-v1";

const builtInUrl = new URL("./data/risk-v1.yaml", import.meta.url);

/** The text of a scenario or orders file (the built-in `risk-v1` by its id), with the name its problems give. */
export function readText(ref: string): Result<{ text: string; file: string }, string> {
  const builtIn = ref === RISK_BASE_ID;
  const path = builtIn ? builtInUrl : isAbsolute(ref) ? ref : join(process.cwd(), ref);
  try {
    return ok({ text: readFileSync(path, "utf8"), file: builtIn ? `${RISK_BASE_ID}.yaml` : ref });
  } catch (e) {
    const code = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
    return err(`${ref}: ${code === "ENOENT" ? "no such file" : "cannot read the file"}`);
  }
}

/** True when `ref` is the built-in `risk-v1` or a scenario file that starts from it (`base: risk-v1`). */
export function isRiskScenario(ref: string): boolean {
  if (ref === RISK_BASE_ID) return true;
  const read = readText(ref);
  if (!read.ok) return false;
  try {
    // The document, not its values: a file with an alias bomb or an unresolved alias is still recognised, and its
    // loader then reports the alias as a problem.
    yaml ??= createRequire(import.meta.url)("yaml") as typeof import("yaml");
    const doc = yaml.parseDocument(read.value.text);
    return doc.errors.length === 0 && yaml.isMap(doc.contents) && doc.get("base") === RISK_BASE_ID;
  } catch {
    return false;
  }
}
