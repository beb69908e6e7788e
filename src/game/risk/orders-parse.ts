import { err, ok, type Result } from "../../result.ts";
import { classicMap, territoryName } from "../../rulesets/risk-variant-one/classic-map.ts";
import {
  parseRiskOrders,
  type RiskOrderLine,
  type RiskPhase,
} from "../../rulesets/risk-variant-one/language/parse.ts";
import type { EngineRun, OrdersParseOptions } from "../engine-run.ts";
import { riskCommandText } from "./command-text.ts";

const PHASES: readonly RiskPhase[] = ["setup", "income", "actions"];

/**
 * Risk Variant One's `adjutant orders parse "TEXT" --scenario risk-v1`: reads order text with the classic map's
 * names (the Risk order language, V3, V5–V7). JSON `{orders: [...]}` in the shape World War 1907's lines have
 * (`{text, ok: true, command}` with territory ids, `{text, ok: false, error, suggestions}`, `{text, ignored: true,
 * reason}`), and one line each with display names for people. `--phase` (setup, income, actions or unknown, the
 * default) settles only "done" and "pass"; who posts does not change how an order reads, so there is no `--nation`.
 */
export function parseRiskOrdersText(
  _ref: string,
  text: string,
  options: OrdersParseOptions,
): Result<EngineRun, string> {
  if (options.nation !== undefined) {
    return err(
      "--nation is for World War 1907: a Risk Variant One order reads the same whoever posts it, so leave it out",
    );
  }
  const phase = options.phase;
  if (phase !== undefined && phase !== "unknown" && !(PHASES as readonly string[]).includes(phase)) {
    return err(`--phase must be ${PHASES.join(", ")} or unknown, not '${phase}'`);
  }
  const read = parseRiskOrders(text.split(/\r?\n/), classicMap, {
    ...(phase !== undefined && phase !== "unknown" ? { phase: phase as RiskPhase } : {}),
  });
  const orders = read.map(jsonLine);
  return ok({ json: { orders }, lines: read.length === 0 ? ["(no orders)"] : read.map(textLine) });
}

function jsonLine(line: RiskOrderLine) {
  switch (line.kind) {
    case "command":
      return { text: line.text, ok: true, command: line.command };
    case "error":
      return { text: line.text, ok: false, error: line.message, suggestions: line.suggestions };
    case "ignored":
      return { text: line.text, ignored: true, reason: line.reason };
  }
}

const place = (id: string): string => territoryName(classicMap, id);

function textLine(line: RiskOrderLine): string {
  switch (line.kind) {
    case "command":
      return `ok       ${line.text}  =>  ${riskCommandText(line.command, place)}`;
    case "error": {
      const hint =
        line.suggestions.length > 0 && !line.suggestions.some((s) => line.message.includes(s))
          ? ` (did you mean ${line.suggestions.join(" or ")}?)`
          : "";
      return `error    ${line.text}  =>  ${line.message}${hint}`;
    }
    case "ignored":
      return `ignored  ${line.text}  (${line.reason})`;
  }
}
