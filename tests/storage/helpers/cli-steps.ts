import { runCli } from "../../../src/cli/main.ts";

/**
 * Several `adjutant` commands in one new process, one after another, for the fresh-process tests
 * (tests/storage/helpers/fresh-process.ts): argv[2] is a JSON list of argument lists. Each command opens the
 * database anew, as a process of its own would; a line `<<exit N>>` follows each one's output. Stops at the first
 * that fails.
 */
const steps = JSON.parse(process.argv[2] ?? "[]") as string[][];
for (const args of steps) {
  process.exitCode = undefined;
  const code = await runCli(["node", "adjutant", ...args]);
  process.stdout.write(`\n<<exit ${code}>>\n`);
  if (code !== 0) {
    process.exitCode = code;
    break;
  }
  process.exitCode = 0;
}
