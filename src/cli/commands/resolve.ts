import type { Command } from "commander";
import { UserError } from "../user-error.ts";

/** Registers `adjutant resolve` (placeholder until its issue lands). */
export function registerResolveCommand(program: Command): void {
  program
    .command("resolve")
    .description("(not implemented yet)")
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      throw new UserError("'resolve' is not implemented yet");
    });
}
