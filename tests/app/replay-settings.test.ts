import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openService } from "../../src/app/open-service.ts";
import { ConfigError, envSchema, loadEnv } from "../../src/config/env.ts";

/**
 * GAME_SEED and GAME_ARMIES, the settings that make a console game replayable (the README's transcripts name them,
 * tests/docs/transcripts.test.ts plays them): validated at start-up, documented in .env.example, and GAME_SEED gives
 * the same dice to the same game every time.
 */
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A new Risk Variant One game on a fresh database: its dealer and its first seed commitment. */
async function newRiskGame(
  gmSecret: string | undefined,
): Promise<{ dealer: string; commitment: string | null }> {
  const dir = mkdtempSync(join(tmpdir(), "adjutant-replay-"));
  dirs.push(dir);
  const { service, store } = await openService(loadEnv({ DATA_DIR: dir }), { gmSecret });
  try {
    const game = await service.createGame({
      scenario: "risk-v1",
      players: ["Alice", "Bob", "Cleo"],
      startingArmies: 3,
    });
    if (!game.ok) throw new Error(game.error);
    const status = await service.status(game.value.id);
    const text = status.ok ? JSON.stringify(status.value) : status.error;
    return { dealer: /(\w+) deals;/.exec(text)?.[1] ?? text, commitment: game.value.commitment };
  } finally {
    await store.close();
  }
}

describe("GAME_SEED and GAME_ARMIES (npm start's replayable console game)", () => {
  it("V1 V2 are read and checked: GAME_ARMIES a whole number from 1 to 100, GAME_SEED 16 characters or more", () => {
    const env = loadEnv({ GAME_ARMIES: "3", GAME_SEED: "readme-example-0001" });
    expect(env.GAME_ARMIES).toBe(3);
    expect(env.GAME_SEED).toBe("readme-example-0001");
    expect(loadEnv({}).GAME_ARMIES).toBeUndefined();
    for (const bad of ["0", "101", "2.5", "many"]) {
      expect(() => loadEnv({ GAME_ARMIES: bad }), bad).toThrow(/GAME_ARMIES: GAME_ARMIES is .*from 1 to 100/);
    }
    expect(() => loadEnv({ GAME_SEED: "short" })).toThrow(ConfigError);
    expect(() => loadEnv({ GAME_SEED: "short" })).toThrow(
      /GAME_SEED: GAME_SEED must be at least 16 characters/,
    );
  });

  it("are documented in .env.example, as every setting is", () => {
    const example = readFileSync(new URL("../../.env.example", import.meta.url), "utf8");
    const documented = [...example.matchAll(/^([A-Z_][A-Z0-9_]*)=/gm)].map((m) => m[1]);
    expect(documented).toEqual(expect.arrayContaining(Object.keys(envSchema.shape)));
  });

  it("V2 the same GAME_SEED gives a new game the same dealer and seed commitment; without it they are random", async () => {
    const a = await newRiskGame("readme-example-0001");
    const b = await newRiskGame("readme-example-0001");
    expect(a.dealer).toBe("Cleo");
    expect(a.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toEqual(a);
    const randoms = new Set<string | null>();
    for (let n = 0; n < 3; n++) randoms.add((await newRiskGame(undefined)).commitment);
    expect(randoms.size).toBe(3);
  });
});
