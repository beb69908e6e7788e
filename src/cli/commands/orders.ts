import type { Command } from "commander";
import { UserError } from "../user-error.ts";

/** Registers `adjutant orders` (placeholder until its issue lands). */
export function registerOrdersCommand(program: Command): void {
  program
    .command("orders")
    .description("(not implemented yet)")
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      throw new UserError("'orders' is not implemented yet");
    });
}
