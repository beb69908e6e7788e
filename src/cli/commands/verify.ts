import { readFileSync } from "node:fs";
import type { Command } from "commander";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

/**
 * Registers `adjutant verify FILE [--json]`: re-runs a published resolution record from its revealed seed and
 * confirms the commitment, every roll, every event and the final state (exit 1 with the first difference).
 */
export function registerVerifyCommand(program: Command): void {
  program
    .command("verify")
    .description("re-run a resolved phase from its revealed seed and confirm every roll and the final state")
    .argument("<file>", "a resolution record (JSON) published by the GM")
    .option("--json", "print the report as JSON")
    .action(async (file: string, options: { json?: boolean }) => {
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch (e) {
        throw new UserError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
      }
      let raw: unknown;
      try {
        raw = JSON.parse(text);
      } catch (e) {
        throw new UserError(`${file} is not JSON: ${(e as Error).message}`);
      }
      const { rulesetForRecord } = await import("../../game/rulesets.ts");
      const game = await rulesetForRecord(raw);
      if (!game) throw new UserError(`${file} is no published record of a game Adjutant knows`);
      const report = game.engine.verifyRecord(raw);
      if (options.json) printJson({ file, ...report });
      else if (report.ok) printLines([`${file}: ${report.message}`]);
      if (!report.ok) {
        if (options.json) process.exitCode = 1;
        else throw new UserError(`${file}: verification failed (${report.stage}): ${report.message}`);
      }
    });
}
