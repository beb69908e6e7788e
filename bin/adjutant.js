#!/usr/bin/env node
// Entry point of the `adjutant` command: the compiled CLI (dist/, built by `npm ci` through the prepare script),
// or the TypeScript sources through tsx's loader when no build is there (a checkout during development).
import { existsSync } from "node:fs";

const built = new URL("../dist/src/cli/main.js", import.meta.url);
let runCli;
if (existsSync(built)) {
  ({ runCli } = await import(built.href));
} else {
  const { register } = await import("tsx/esm/api");
  register();
  ({ runCli } = await import("../src/cli/main.ts"));
}
process.exitCode = await runCli(process.argv);
