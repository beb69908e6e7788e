/**
 * What every fuzz suite shares: how many cases (`FUZZ_RUNS`, 1,000 per generator in `npm test`, 20,000 nightly), the
 * longest repeated-piece input, the test timeout, and the time bound each input must be read within.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? "") || 1000;
/** Longest repeated-piece input: 20,000 characters nightly, 6,000 in `npm test`. */
export const MAX_LENGTH = RUNS >= 10_000 ? 20_000 : 6_000;
/** Per test: the nightly size takes minutes (some 30 ms per 20,000-character YAML file). */
export const TIMEOUT = RUNS >= 10_000 ? 900_000 : 60_000;

/** Generous: 500 ms plus 0.1 ms per character (a linear reader takes well under 1 ms per 1,000 characters). */
export function bound(length: number): number {
  return 500 + length / 10;
}

/** Runs `read` on `text`, failing with the input's start when it took longer than the bound for its length. */
export function timed<T>(text: string, read: () => T): T {
  const started = performance.now();
  const out = read();
  const took = performance.now() - started;
  if (took > bound(text.length)) {
    throw new Error(
      `${took.toFixed(0)} ms for ${text.length} characters (bound ${bound(text.length)} ms): ${JSON.stringify(text.slice(0, 80))}…`,
    );
  }
  return out;
}
