import type { Command } from "commander";
import { UserError } from "../user-error.ts";

/** Registers `adjutant map` (placeholder until its issue lands). */
export function registerMapCommand(program: Command): void {
  program
    .command("map")
    .description("(not implemented yet)")
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      throw new UserError("'map' is not implemented yet");
    });
}
