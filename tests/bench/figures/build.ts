import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { progress } from "./stats.ts";

/** The repository's root folder. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..");

/** Where a fresh build goes when dist/ is older than the sources (inside node_modules so packages resolve). */
const PRIVATE_BUILD = join(ROOT, "node_modules", ".cache", "adjutant-figures", "build");

/** The newest modification time of the TypeScript files under the folders the build compiles. */
function newestSource(): number {
  let newest = 0;
  for (const top of ["src", "parsers"]) {
    for (const entry of readdirSync(join(ROOT, top), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && entry.name.endsWith(".ts")) {
        newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
      }
    }
  }
  return newest;
}

export interface CompiledBuild {
  /** The folder holding the compiled src/ and parsers/. */
  root: string;
  /** What the figures say about it. */
  label: string;
}

let chosen: CompiledBuild | null = null;

/**
 * The compiled JavaScript to measure: dist/ (what `npm ci` builds and `npm start` runs) when it is at least as new
 * as every source file; otherwise a fresh build of the same configuration (tsconfig.build.json, and the data
 * files the build copies) into node_modules/.cache/adjutant-figures/build, so the figures are those of the code in
 * the checkout and dist/ is left alone (others may be using it).
 */
export function compiledBuild(): CompiledBuild {
  if (chosen) return chosen;
  const dist = join(ROOT, "dist");
  const main = join(dist, "src", "main.js");
  if (existsSync(main) && statSync(main).mtimeMs >= newestSource()) {
    chosen = { root: dist, label: "dist/" };
    return chosen;
  }
  const label =
    "fresh build of tsconfig.build.json in node_modules/.cache/adjutant-figures/build (dist/ was older than the sources)";
  const privateMain = join(PRIVATE_BUILD, "src", "main.js");
  if (
    existsSync(privateMain) &&
    statSync(privateMain).mtimeMs >= newestSource() &&
    existsSync(join(PRIVATE_BUILD, "cli", "main.js"))
  ) {
    chosen = { root: PRIVATE_BUILD, label };
    return chosen;
  }
  progress(
    "build: dist/ is missing or older than the sources; compiling a private build (tsconfig.build.json)",
  );
  rmSync(PRIVATE_BUILD, { recursive: true, force: true });
  try {
    execFileSync(
      process.execPath,
      [
        join(ROOT, "node_modules", "typescript", "bin", "tsc"),
        "-p",
        "tsconfig.build.json",
        "--outDir",
        PRIVATE_BUILD,
      ],
      { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] },
    );
  } catch {
    // tsc emits even when another file of the checkout does not type-check; the build is used if it is complete
    if (!existsSync(join(PRIVATE_BUILD, "src", "main.js"))) throw new Error("the private build failed");
    progress("build: tsc reported type errors (see above); the emitted JavaScript is measured");
  }
  for (const top of ["src", "parsers"]) {
    for (const entry of readdirSync(join(ROOT, top), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || /\.(ts|md)$/.test(entry.name)) continue;
      const from = join(entry.parentPath, entry.name);
      const to = join(PRIVATE_BUILD, relative(ROOT, from));
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(from, to);
    }
  }
  // the bundled CLI, as `npm run build` makes it (tools/bundle-cli.mjs)
  execFileSync(
    process.execPath,
    [
      join(ROOT, "tools", "bundle-cli.mjs"),
      join(PRIVATE_BUILD, "src", "cli", "main.js"),
      join(PRIVATE_BUILD, "cli"),
    ],
    { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] },
  );
  chosen = { root: PRIVATE_BUILD, label };
  return chosen;
}
