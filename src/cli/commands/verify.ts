import type { Command } from "commander";
import { UserError } from "../user-error.ts";

/** Registers `adjutant verify` (placeholder until its issue lands). */
export function registerVerifyCommand(program: Command): void {
  program
    .command("verify")
    .description("(not implemented yet)")
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      throw new UserError("'verify' is not implemented yet");
    });
}
