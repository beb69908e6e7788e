#!/usr/bin/env node
// Entry point of the `adjutant` command: the bundled CLI (dist/cli/, built by `npm ci` through the prepare script:
// tools/bundle-cli.mjs), else the compiled modules (dist/src/), or the TypeScript sources through tsx's loader when
// no build is there (a checkout during development).
import { existsSync, statSync } from "node:fs";

const bundled = new URL("../dist/cli/main.js", import.meta.url);
const built = new URL("../dist/src/cli/main.js", import.meta.url);
// the bundle, unless a later compile left it behind the modules (`tsc` run alone)
const fresh = (file) =>
  existsSync(file) && (!existsSync(built) || statSync(file).mtimeMs >= statSync(built).mtimeMs);
let runCli;
if (fresh(bundled)) {
  ({ runCli } = await import(bundled.href));
} else if (existsSync(built)) {
  ({ runCli } = await import(built.href));
} else {
  const { register } = await import("tsx/esm/api");
  register();
  ({ runCli } = await import("../src/cli/main.ts"));
}
process.exitCode = await runCli(process.argv);
