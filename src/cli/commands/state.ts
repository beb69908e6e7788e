import type { Command } from "commander";
import { UserError } from "../user-error.ts";

/** Registers `adjutant state` (placeholder until its issue lands). */
export function registerStateCommand(program: Command): void {
  program
    .command("state")
    .description("(not implemented yet)")
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      throw new UserError("'state' is not implemented yet");
    });
}
