import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 20_000,
    // a temporary folder of the run's own; the run fails when a test leaves an adjutant-* entry in it
    globalSetup: ["tests/helpers/temp-guard.ts"],
    benchmark: { include: ["tests/bench/**/*.bench.ts"] },
  },
});
