import { readFileSync } from "node:fs";
import { UserError } from "./user-error.ts";

/** Reads and parses a JSON file given on the command line; problems are a one-line `UserError`. */
export function readJsonFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const code = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
    throw new UserError(`${path}: ${code === "ENOENT" ? "no such file" : `cannot read the ${what} file`}`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new UserError(
      `${path}: the ${what} file is not valid JSON (${e instanceof Error ? e.message : String(e)})`,
    );
  }
}
