import type { Command } from "commander";
import { UserError } from "../user-error.ts";

/** Registers `adjutant supply` (placeholder until its issue lands). */
export function registerSupplyCommand(program: Command): void {
  program
    .command("supply")
    .description("(not implemented yet)")
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      throw new UserError("'supply' is not implemented yet");
    });
}
