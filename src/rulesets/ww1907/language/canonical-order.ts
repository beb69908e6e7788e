import type { Command } from "../commands.ts";
import { describeCommand } from "./choose.ts";

/** A command in plain words with display names ("build 2 divisions in Moscow"). */
export function canonicalOrder(command: Command, nameOf: (id: string) => string): string {
  const c = structuredClone(command) as Record<string, unknown>;
  for (const key of ["province", "from", "to", "target", "nation", "commander"]) {
    if (typeof c[key] === "string") c[key] = nameOf(c[key] as string);
  }
  if (Array.isArray(c.sources)) {
    c.sources = (c.sources as { from: string; count: number }[]).map((s) => ({ ...s, from: nameOf(s.from) }));
  }
  return describeCommand(c as Command);
}
