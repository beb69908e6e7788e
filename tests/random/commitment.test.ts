import { describe, expect, it } from "vitest";
import { commitSeed, derivePhaseSeed, rngFromRevealedSeed, verifySeed } from "../../src/random/commitment.ts";
import { createRng, Rng } from "../../src/random/prng.ts";

const secret = "a GM secret of some length";

describe("seed commitments (commit-reveal for auditable dice)", () => {
  it("commits with the plain SHA-256 hex digest, which any sha256sum reproduces", () => {
    expect(commitSeed("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(commitSeed("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("verifies the revealed seed and nothing else", () => {
    const commitment = commitSeed("phase seed");
    expect(verifySeed("phase seed", commitment)).toBe(true);
    expect(verifySeed("phase seed", commitment.toUpperCase())).toBe(true);
    expect(verifySeed("phase seed ", commitment)).toBe(false);
    expect(verifySeed("phase seed", commitment.slice(1))).toBe(false);
    expect(verifySeed("phase seed", "not a hash")).toBe(false);
  });

  it("derives phase seeds deterministically from secret, game and phase", () => {
    const input = { gmSecret: secret, gameId: "ww1907-42", phaseLabel: "turn 3 attack" };
    const first = derivePhaseSeed(input);
    expect(first).toEqual(derivePhaseSeed({ ...input }));
    expect(first.ok && /^[0-9a-f]{64}$/.test(first.value)).toBe(true);
    const others = [
      derivePhaseSeed({ ...input, phaseLabel: "turn 4 attack" }),
      derivePhaseSeed({ ...input, gameId: "ww1907-43" }),
      derivePhaseSeed({ ...input, gmSecret: `${secret}!` }),
    ];
    for (const other of others) expect(other).not.toEqual(first);
  });

  it("does not confuse where the game id ends and the phase label starts", () => {
    const a = derivePhaseSeed({ gmSecret: secret, gameId: "g1", phaseLabel: "2 attack" });
    const b = derivePhaseSeed({ gmSecret: secret, gameId: "g12", phaseLabel: " attack" });
    expect(a).not.toEqual(b);
  });

  it("explains a short secret or an empty label instead of throwing", () => {
    expect(derivePhaseSeed({ gmSecret: "short", gameId: "g", phaseLabel: "p" })).toEqual({
      ok: false,
      error: "the GM secret must be at least 16 characters long",
    });
    const empty = derivePhaseSeed({ gmSecret: secret, gameId: "g", phaseLabel: "" });
    expect(empty).toEqual({ ok: false, error: "the phase label must not be empty" });
  });

  it("a revealed seed replays exactly the rolls the phase was resolved with", () => {
    const seed = "revealed";
    const commitment = commitSeed(seed);
    const original = new Rng(createRng(seed));
    const rolls = Array.from({ length: 30 }, () => original.rollDie());
    const replay = rngFromRevealedSeed(seed, commitment);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    const again = new Rng(replay.value);
    expect(Array.from({ length: 30 }, () => again.rollDie())).toEqual(rolls);
    expect(rngFromRevealedSeed("forged", commitment)).toEqual({
      ok: false,
      error: "the revealed seed does not match the published commitment",
    });
  });
});
