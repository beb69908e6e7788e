import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 20_000,
    // a temporary folder of the run's own; the run fails when a test leaves an adjutant-* entry in it
    globalSetup: ["tests/helpers/temp-guard.ts"],
    // the process's shared game setups frozen in every test file: no use case may change one (src/cache/shared-setups.ts)
    setupFiles: ["tests/helpers/frozen-setups.ts"],
    benchmark: { include: ["tests/bench/**/*.bench.ts"] },
  },
});
