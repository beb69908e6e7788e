import { afterEach, beforeEach, vi } from "vitest";
import { runCli } from "../../src/cli/main.ts";

/** The CLI of one test file, run in-process with stdout and stderr captured. */
export interface CliHarness {
  run: (...args: string[]) => Promise<number>;
  /** Forgets what was captured so far (between two runs in one test). */
  reset: () => void;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the `adjutant` CLI in-process with stdout and stderr captured (fresh for each test of the calling file).
 * Call it once at the top of a test file: `const cli = useCli();` then `await cli.run("map", "show", "classic")`
 * and read `cli.stdout` / `cli.stderr`.
 */
export function useCli(): CliHarness {
  let stdout = "";
  let stderr = "";
  beforeEach(() => {
    stdout = "";
    stderr = "";
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      stdout += String(chunk);
      return true;
    });
    vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      stderr += String(chunk);
      return true;
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return {
    run: (...args: string[]) => runCli(["node", "adjutant", ...args]),
    reset: () => {
      stdout = "";
      stderr = "";
    },
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
  };
}
