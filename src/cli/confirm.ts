import { createInterface } from "node:readline/promises";

/**
 * Asks a yes/no question on the terminal (default no). Returns null when standard input is not a terminal, so a
 * script is never left waiting for an answer: the caller then asks for an explicit flag instead.
 */
export async function confirmOnTerminal(question: string): Promise<boolean | null> {
  if (!process.stdin.isTTY) return null;
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await rl.question(`${question} [y/N] `);
    return /^\s*y(es)?\s*$/i.test(answer);
  } finally {
    rl.close();
  }
}
