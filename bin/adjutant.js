#!/usr/bin/env node
// Entry point of the `adjutant` command: runs the TypeScript CLI through tsx's loader.
import { register } from "tsx/esm/api";

register();
const { runCli } = await import("../src/cli/main.ts");
process.exitCode = await runCli(process.argv);
