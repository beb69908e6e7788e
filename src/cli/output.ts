/** Writes a value as pretty JSON on stdout (for `--json`). */
export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** Writes lines of text on stdout. */
export function printLines(lines: string[]): void {
  process.stdout.write(lines.length > 0 ? `${lines.join("\n")}\n` : "");
}
