import type { RiskCommand } from "../commands.ts";

/** What an order family makes of a line: its commands, or one friendly error (with suggestions). */
export type Outcome =
  | { ok: true; commands: RiskCommand[] }
  | { ok: false; message: string; suggestions: string[] };

export const commands = (...list: RiskCommand[]): Outcome => ({ ok: true, commands: list });

export const failure = (message: string, suggestions: readonly string[] = []): Outcome => ({
  ok: false,
  message,
  suggestions: [...suggestions],
});
