import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { z } from "zod";
import type { MapGraph } from "../../../../src/map/graph.ts";
import { loadMapGraph } from "../../../../src/map/load.ts";
import { type RiskCommand, riskCommandSchema } from "../../../../src/rulesets/risk-variant-one/commands.ts";

/** One corpus entry (see fixtures/orders/risk-corpus.yaml). */
export const riskCorpusEntrySchema = z.object({
  t: z.string(),
  e: z.union([z.string(), z.array(z.string())]).optional(),
  err: z.string().optional(),
  s: z.array(z.string()).optional(),
  ign: z.string().optional(),
  phase: z.enum(["setup", "income", "actions"]).optional(),
  rule: z.string().optional(),
});
export type RiskCorpusEntry = z.infer<typeof riskCorpusEntrySchema>;

export function loadRiskCorpus(): Record<string, RiskCorpusEntry[]> {
  const raw = parse(
    readFileSync(new URL("../../../../fixtures/orders/risk-corpus.yaml", import.meta.url), "utf8"),
  );
  return z.record(z.string(), z.array(riskCorpusEntrySchema)).parse(raw);
}

/** The classic map, through the project's map loader. */
export function classicGraph(): MapGraph {
  const loaded = loadMapGraph("classic");
  if (!loaded.ok) throw new Error(`the classic map does not load: ${JSON.stringify(loaded.error)}`);
  return loaded.value;
}

/**
 * Reads the corpus's short notation into a command: "buy T", "place T N", "done", "pass", "attack FROM TO [N]
 * [stop:N]", "move FROM TO N", "salt T", "improve T", "respond hold|retreat|retreat-salt [to:T] [at:N]",
 * "standing T hold|retreat|retreat-salt [to:T] [at:N]", "withdraw-standing T". Any other kind is written
 * "KIND key:value …" (numbers as digits), checked against `riskCommandSchema`: a new order kind's corpus line
 * needs no change here.
 */
export function riskCommandOf(notation: string): RiskCommand {
  const [kind, ...args] = notation.trim().split(/\s+/);
  const a = (i: number): string => {
    const v = args[i];
    if (v === undefined) throw new Error(`corpus notation "${notation}" lacks argument ${i + 1}`);
    return v;
  };
  const option = (key: string): string | undefined =>
    args.find((x) => x.startsWith(`${key}:`))?.slice(key.length + 1);
  const response = (v: string): "hold" | "retreat" | "retreat-salt" => {
    if (v === "hold" || v === "retreat" || v === "retreat-salt") return v;
    throw new Error(`corpus notation "${notation}": unknown response ${v}`);
  };
  const answer = (): { to?: string; at?: number } => {
    const to = option("to");
    const at = option("at");
    return { ...(to !== undefined ? { to } : {}), ...(at !== undefined ? { at: Number(at) } : {}) };
  };
  switch (kind) {
    case "buy":
    case "salt":
    case "improve":
    case "withdraw-standing":
      return { kind, territory: a(0) };
    case "place":
      return { kind, territory: a(0), count: Number(a(1)) };
    case "done":
    case "pass":
      return { kind };
    case "attack": {
      const c: RiskCommand = { kind, from: a(0), to: a(1) };
      const force = args[2];
      if (force !== undefined && /^\d+$/.test(force)) c.force = Number(force);
      const stop = option("stop");
      if (stop !== undefined) c.stopAt = Number(stop);
      return c;
    }
    case "move":
      return { kind, from: a(0), to: a(1), count: Number(a(2)) };
    case "respond":
      return { kind, response: response(a(0)), ...answer() };
    case "standing":
      return { kind, territory: a(0), response: response(a(1)), ...answer() };
    default:
      return genericCommand(notation);
  }
}

/** "KIND key:value …" → the command, checked against the command schema ("trade cards:3" → `{ kind: "trade", cards: 3 }`). */
function genericCommand(notation: string): RiskCommand {
  const [kind, ...args] = notation.trim().split(/\s+/);
  const fields = args.map((arg) => {
    const at = arg.indexOf(":");
    if (at <= 0) throw new Error(`corpus notation "${notation}": "${arg}" is not key:value`);
    const value = arg.slice(at + 1);
    return [arg.slice(0, at), /^\d+$/.test(value) ? Number(value) : value] as const;
  });
  const parsed = riskCommandSchema.safeParse({ kind, ...Object.fromEntries(fields) });
  if (!parsed.success) throw new Error(`unknown corpus notation "${notation}": ${parsed.error.message}`);
  return parsed.data;
}
