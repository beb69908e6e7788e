import type { Command } from "commander";
import { UserError } from "../user-error.ts";

/** Registers `adjutant parse` (placeholder until its issue lands). */
export function registerParseCommand(program: Command): void {
  program
    .command("parse")
    .description("(not implemented yet)")
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      throw new UserError("'parse' is not implemented yet");
    });
}
