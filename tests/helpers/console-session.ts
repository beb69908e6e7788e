import { PassThrough } from "node:stream";
import { type ConsoleOptions, runConsole } from "../../src/console/console-game.ts";

/**
 * npm start's console on a game, fed by a test: `type(line)` writes a line and waits for its answer, `text()` is all
 * it printed so far, `end()` closes the input and waits for the console to finish. Not a terminal: no prompt.
 */
export function consoleSession(options: Omit<ConsoleOptions, "input" | "output" | "prompt">): {
  type: (line: string) => Promise<void>;
  text: () => string;
  input: PassThrough;
  done: Promise<void>;
  end: () => Promise<void>;
} {
  const input = new PassThrough();
  const output = new PassThrough();
  let out = "";
  output.on("data", (chunk: Buffer) => {
    out += chunk.toString("utf8");
  });
  const done = runConsole({ ...options, input, output, prompt: false });
  const type = async (line: string) => {
    const before = out.length;
    input.write(`${line}\n`);
    // the answer comes when it is ready (a resolve's map is drawn on the picture worker, which may take seconds on a
    // busy machine): wait for the first output, up to 30 s
    const deadline = Date.now() + 30_000;
    while (out.length === before && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1));
  };
  const end = async () => {
    input.end();
    await done;
  };
  return { type, text: () => out, input, done, end };
}
