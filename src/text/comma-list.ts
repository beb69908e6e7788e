/** "Alice, Bob,,Cleo " → ["Alice", "Bob", "Cleo"]: a comma-separated list, trimmed, empty items dropped. */
export function commaList(text: string | null | undefined): string[] {
  return (text ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}
