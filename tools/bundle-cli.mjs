// After `tsc -p tsconfig.build.json`: bundles the compiled CLI (dist/src/cli/main.js) into dist/cli/ with esbuild, so
// that `adjutant` loads a few dozen files instead of some 250 modules (issue #26: Node's module loader costs about
// half a millisecond a file, and zod alone is 95 files, 63 of them locales no one reads, of which the bundle keeps
// English only: `englishZodLocaleOnly`). Code splitting keeps each dynamic import a chunk of its own, so a command
// still loads only what it runs. zod and the small pure packages are bundled; every other package (native ones,
// discord.js, pg…) stays a normal import from node_modules.
//
// The modules that find their data files from `import.meta.url` (maps, scenarios, the guide pages) are given their
// original file's URL, so each still finds its data where the build copied it.
//
// Usage: node tools/bundle-cli.mjs [ENTRY OUTDIR] (default: dist/src/cli/main.js dist/cli). The tests bundle the
// TypeScript sources the same way (tests/cli/bundle.test.ts).
import { readFile, rm } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The packages bundled into the CLI: pure JavaScript, loaded by most commands. */
const BUNDLED = new Set(["zod", "entities", "fastest-levenshtein", "lru-cache"]);

/** Replaces `import.meta.url` in our own modules by their original file's URL, from where the bundle lies. */
function originalUrls(outdir) {
  return {
    name: "original-import-meta-url",
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]s$/ }, async (args) => {
        if (/[\\/]node_modules[\\/]/.test(args.path)) return undefined;
        const text = await readFile(args.path, "utf8");
        if (!text.includes("import.meta.url")) return undefined;
        const from = relative(outdir, args.path).split("\\").join("/");
        return {
          contents: text.replaceAll(
            "import.meta.url",
            `new URL(${JSON.stringify(from)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith(".ts") ? "ts" : "js",
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

/**
 * zod's locales (63 languages, 369 KB of the 756 KB zod chunk) without the 62 no one reads: zod re-exports them all as
 * namespaces (`z.locales`, `z.core.locales`), so bundling `z` kept every one, and every command that reads a schema
 * compiled them (issue #26). English, the only one used (zod's schemas register it themselves as the default), is the
 * namespace's one member in the bundle; nothing in Adjutant names another (`z.config(z.locales.de())` would fail).
 */
function englishZodLocaleOnly() {
  return {
    name: "zod-english-locale-only",
    setup(build) {
      build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) => {
        if (!/[\\/]node_modules[\\/]zod[\\/]/.test(args.importer)) return undefined;
        return { path: join(dirname(args.importer), "..", "locales", "en.js"), namespace: "zod-locales" };
      });
      build.onLoad({ filter: /.*/, namespace: "zod-locales" }, (args) => ({
        contents: `export { default as en } from ${JSON.stringify(args.path)};`,
        resolveDir: dirname(args.path),
        loader: "js",
      }));
    },
  };
}

/**
 * Bundles the CLI whose entry is `entry` into `outdir` (emptied first); returns the bundle's entry file. The entry's
 * directory and file name are kept (`main.js`), so the CLI's own check that it runs as the main module still holds.
 */
export async function bundleCli(
  entry = join(ROOT, "dist", "src", "cli", "main.js"),
  outdir = join(ROOT, "dist", "cli"),
) {
  const { build } = await import("esbuild");
  const pkg = JSON.parse(await readFile(join(ROOT, "package.json"), "utf8"));
  const external = Object.keys(pkg.dependencies).filter((name) => !BUNDLED.has(name));
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outdir,
    entryNames: "main",
    chunkNames: "chunk-[hash]",
    external,
    logLevel: "warning",
    plugins: [originalUrls(outdir), englishZodLocaleOnly()],
  });
  return join(outdir, "main.js");
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [entry, outdir] = process.argv.slice(2);
  const main = await bundleCli(entry && resolve(entry), outdir && resolve(outdir));
  console.log(`build: bundled the CLI into ${relative(ROOT, dirname(main))}/`);
}
