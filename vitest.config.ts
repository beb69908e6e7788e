import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 20_000,
    benchmark: { include: ["tests/bench/**/*.bench.ts"] },
  },
});
