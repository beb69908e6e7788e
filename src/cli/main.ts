import { Command, CommanderError } from "commander";
import { commandsFor } from "./registry.ts";
import { UserError } from "./user-error.ts";

/**
 * Builds the `adjutant` program with the commands a command line needs (`args`: what follows `adjutant`): the
 * file of the command it names, or every command (help, no command, an unknown one).
 */
export async function buildProgram(args: readonly string[]): Promise<Command> {
  const program = new Command("adjutant")
    .description(
      "Adjutant: reads bolded orders from forum threads and Discord, judges them, resolves phases.",
    )
    .version("0.1.0")
    .showHelpAfterError()
    .exitOverride();
  for (const register of await commandsFor(args)) register(program);
  return program;
}

/**
 * Runs the CLI and returns the exit code: 0 on success, 1 on a user error (one line on stderr,
 * never a stack trace), 2 on an internal error.
 */
export async function runCli(argv: string[]): Promise<number> {
  const program = await buildProgram(argv.slice(2));
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === "number" ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // help and version exit with code 0; usage errors were already printed by commander
      return err.exitCode === 0 ? 0 : 1;
    }
    if (err instanceof UserError) {
      process.stderr.write(`adjutant: ${err.message}\n`);
      return 1;
    }
    const message = err instanceof Error ? err.message : String(err);
    process.stderr.write(`adjutant: internal error: ${message}\n`);
    return 2;
  }
}

const isMain = process.argv[1] !== undefined && /cli[\\/]main\.[jt]s$/.test(process.argv[1]);
if (isMain) {
  process.exitCode = await runCli(process.argv);
}
