import { rulesetForScenario } from "../game/rulesets.ts";
import { printJson, printLines } from "./output.ts";
import { UserError } from "./user-error.ts";

/** What `orders parse` takes. */
export type ParseOptions = { nation?: string; scenario: string; json?: boolean; phase?: string };

/**
 * `adjutant orders parse "TEXT"`: reads order text into commands with the scenario's names and prints them (JSON
 * with --json). The game whose scenario it is reads the text (the ruleset registry: World War 1907 or Risk Variant
 * One). Loaded when the command runs.
 */
export async function runOrdersParse(text: string, options: ParseOptions): Promise<void> {
  const entry = rulesetForScenario(options.scenario);
  if (!entry) throw new UserError(`no game Adjutant knows plays the scenario "${options.scenario}"`);
  const game = await entry.load();
  const read = game.engine.parseOrders(options.scenario, text, {
    nation: options.nation,
    phase: options.phase,
  });
  if (!read.ok) throw new UserError(read.error);
  if (options.json) printJson(read.value.json);
  else printLines(read.value.lines);
}
