import { createRequire } from "node:module";
import type * as YamlLibrary from "yaml";

/**
 * The yaml library, loaded when first asked for (issue #26): it is some 70 files that only reading or writing a
 * scenario file or an adjudication case needs, while every command that opens a World War 1907 game loads the
 * modules that can read one (`adjutant status` loaded it for nothing). Loaded synchronously, as the parsers that use
 * it are, through Node's `require` (the library ships CommonJS for Node).
 */
let loaded: typeof YamlLibrary | undefined;

export function yaml(): typeof YamlLibrary {
  loaded ??= createRequire(import.meta.url)("yaml") as typeof YamlLibrary;
  return loaded;
}
