import type { Command } from "commander";
import { UserError } from "../user-error.ts";

/** Registers `adjutant scenario` (placeholder until its issue lands). */
export function registerScenarioCommand(program: Command): void {
  program
    .command("scenario")
    .description("(not implemented yet)")
    .allowUnknownOption()
    .allowExcessArguments()
    .action(() => {
      throw new UserError("'scenario' is not implemented yet");
    });
}
