import type { Command } from "commander";
import { UserError } from "../user-error.ts";

/** Registers `adjutant check` (placeholder until its issue lands). */
export function registerCheckCommand(program: Command): void {
  program
    .command("check")
    .description("(not implemented yet)")
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      throw new UserError("'check' is not implemented yet");
    });
}
