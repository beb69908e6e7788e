import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { z } from "zod";
import { MapGraph } from "../../../../src/map/graph.ts";
import { type Command, commandSchema } from "../../../../src/rulesets/ww1907/commands.ts";
import { buildLexicon, type Lexicon } from "../../../../src/rulesets/ww1907/language/lexicon.ts";
import { loadScenario } from "../../../../src/rulesets/ww1907/scenario/load.ts";

/** One corpus entry (see fixtures/orders/corpus.yaml). */
export const corpusEntrySchema = z.object({
  t: z.string(),
  e: z.union([z.string(), z.array(z.string())]).optional(),
  a: z.array(z.string()).optional(),
  err: z.string().optional(),
  s: z.array(z.string()).optional(),
  ign: z.string().optional(),
  phase: z.enum(["deployment", "attack"]).optional(),
  nation: z.string().optional(),
});
export type CorpusEntry = z.infer<typeof corpusEntrySchema>;

export function loadCorpus(): Record<string, CorpusEntry[]> {
  const raw = parse(
    readFileSync(new URL("../../../../fixtures/orders/corpus.yaml", import.meta.url), "utf8"),
  );
  return z.record(z.string(), z.array(corpusEntrySchema)).parse(raw);
}

/** The ww1907 scenario's lexicon on the Europe 1907 map. */
export function europeLexicon(): Lexicon {
  const loaded = loadScenario("ww1907");
  if (!loaded.ok) throw new Error(`ww1907 does not load: ${JSON.stringify(loaded.error)}`);
  return buildLexicon(new MapGraph(loaded.value.map), loaded.value.scenario);
}

/** Reads the corpus's short notation ("attack vienna cracow:4 budapest:2"), or a command as JSON, into a command. */
export function commandOf(notation: string): Command {
  // A command written as JSON ('{"kind": "give-pp", "to": "germany", "amount": 5}'): any kind, no notation needed.
  if (notation.trim().startsWith("{")) return commandSchema.parse(JSON.parse(notation));
  const [kind, ...args] = notation.trim().split(/\s+/);
  const a = (i: number): string => {
    const v = args[i];
    if (v === undefined) throw new Error(`corpus notation "${notation}" lacks argument ${i + 1}`);
    return v;
  };
  switch (kind) {
    case "build":
      return { kind, unit: a(0) === "ship" ? "ship" : "division", province: a(1), count: Number(a(2)) };
    case "move":
      return { kind, from: a(0), to: a(1), count: Number(a(2)) };
    case "attack":
      return {
        kind,
        target: a(0),
        sources: args.slice(1).map((s) => {
          const [from, count] = s.split(":");
          return { from: from ?? "", count: Number(count) };
        }),
      };
    case "amphibious":
      return { kind, target: a(0), from: a(1), count: Number(a(2)) };
    case "sail": {
      const c: Command = { kind, from: a(0), to: a(1), count: Number(a(2)) };
      if (args[3] !== undefined) c.divisions = Number(args[3]);
      return c;
    }
    case "embark":
    case "disembark":
      return { kind, province: a(0), count: Number(a(1)) };
    case "declare-war":
    case "propose-alliance":
    case "propose-peace":
      return { kind, nation: a(0) };
    case "break-alliance":
      return { kind, nation: a(0), to: a(1) === "war" ? "war" : "peace" };
    case "grant-passage":
    case "withdraw-passage":
      return { kind, to: a(0) };
    case "give-pp":
      return { kind, to: a(0), amount: Number(a(1)) };
    case "give-province":
      return { kind, province: a(0), to: a(1) };
    case "place-commander":
    case "move-commander":
      return { kind, commander: a(0), to: a(1) };
    default:
      throw new Error(`unknown corpus notation "${notation}"`);
  }
}
