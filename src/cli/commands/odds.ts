import type { Command } from "commander";
import { UserError } from "../user-error.ts";

/** Registers `adjutant odds` (placeholder until its issue lands). */
export function registerOddsCommand(program: Command): void {
  program
    .command("odds")
    .description("(not implemented yet)")
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      throw new UserError("'odds' is not implemented yet");
    });
}
