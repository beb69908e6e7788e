import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  createRng,
  nextFloat,
  nextInt,
  nextUint32,
  Rng,
  type RngState,
  rngStateSchema,
  rollDie,
} from "../../src/random/prng.ts";

/** An independent sfc32 written with BigInt arithmetic modulo 2^32, straight from the PractRand definition. */
function referenceSfc32(words: [bigint, bigint, bigint, bigint], count: number): bigint[] {
  const mask = 0xffffffffn;
  let [a, b, c, d] = words;
  const out: bigint[] = [];
  for (let i = 0; i < count; i++) {
    const t = (a + b + d) & mask;
    d = (d + 1n) & mask;
    a = b ^ (b >> 9n);
    b = (c + (c << 3n)) & mask;
    c = ((((c << 21n) | (c >> 11n)) & mask) + t) & mask;
    out.push(t);
  }
  return out;
}

function digestWords(seed: string): [bigint, bigint, bigint, bigint] {
  const digest = createHash("sha256").update(seed, "utf8").digest();
  return [0, 4, 8, 12].map((offset) => BigInt(digest.readUInt32BE(offset))) as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
}

describe("sfc32 PRNG", () => {
  it("matches an independent BigInt sfc32 seeded from SHA-256 with a 12-output warm-up", () => {
    for (const seed of ["", "adjutant", "Europe 1907 / turn 3 / attack", "Þórshöfn ☂"]) {
      const reference = referenceSfc32(digestWords(seed), 12 + 50).slice(12);
      const rng = new Rng(createRng(seed));
      const ours = Array.from({ length: 50 }, () => BigInt(rng.nextUint32()));
      expect(ours).toEqual(reference);
    }
  });

  it("pins the first outputs of a known seed so a change of algorithm cannot slip by", () => {
    const state = createRng("adjutant");
    expect(state).toEqual({ algorithm: "sfc32", a: 2397185890, b: 1505035958, c: 3698691819, d: 2009323816 });
    const rng = new Rng(state);
    expect(Array.from({ length: 10 }, () => rng.rollDie())).toEqual([1, 6, 4, 2, 4, 5, 5, 2, 1, 3]);
  });

  it("keeps its whole state in a plain JSON object that survives a round trip", () => {
    const rng = new Rng(createRng("round trip"));
    for (let i = 0; i < 7; i++) rng.nextUint32();
    const restored = rngStateSchema.parse(JSON.parse(JSON.stringify(rng.state)));
    const a = new Rng(restored);
    expect(Array.from({ length: 20 }, () => a.nextUint32())).toEqual(
      Array.from({ length: 20 }, () => rng.nextUint32()),
    );
  });

  it("pure functions return the value and the next state without touching the given state", () => {
    const state = createRng("pure");
    const frozen = Object.freeze({ ...state });
    const first = nextUint32(frozen);
    expect(frozen).toEqual(state);
    expect(first.state).not.toEqual(state);
    expect(nextUint32(frozen)).toEqual(first);
    const cursor = new Rng(state);
    expect(first.value).toBe(cursor.nextUint32());
    expect(nextUint32(first.state).value).toBe(cursor.nextUint32());
  });

  it("the immutable API and the mutable wrapper draw the same sequence", () => {
    let state: RngState = createRng("same sequence");
    const cursor = new Rng(state);
    for (let i = 0; i < 200; i++) {
      const die = rollDie(state);
      expect(die.value).toBe(cursor.rollDie());
      state = die.state;
      const float = nextFloat(state);
      expect(float.value).toBe(cursor.nextFloat());
      state = float.state;
      const int = nextInt(state, -3, 1000);
      expect(int.value).toBe(cursor.nextInt(-3, 1000));
      state = int.state;
    }
    expect(state).toEqual(cursor.state);
  });

  it("different seeds give different streams", () => {
    const a = new Rng(createRng("seed-1"));
    const b = new Rng(createRng("seed-2"));
    expect(Array.from({ length: 8 }, () => a.nextUint32())).not.toEqual(
      Array.from({ length: 8 }, () => b.nextUint32()),
    );
  });

  it("nextInt stays in range, floats stay in [0, 1)", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: -1000, max: 1000 }), fc.nat(5000), (seed, min, span) => {
        const rng = new Rng(createRng(seed));
        for (let i = 0; i < 20; i++) {
          const value = rng.nextInt(min, min + span);
          if (!Number.isInteger(value) || value < min || value > min + span) return false;
          const f = rng.nextFloat();
          if (f < 0 || f >= 1) return false;
        }
        return true;
      }),
    );
  });

  it("rejects an empty or too large range", () => {
    const rng = new Rng(createRng("range"));
    expect(() => rng.nextInt(3, 2)).toThrow(RangeError);
    expect(() => rng.nextInt(0, 2 ** 32)).toThrow(RangeError);
    expect(() => rng.nextInt(0.5, 2)).toThrow(RangeError);
  });

  it("rolls fair dice: 60,000 seeded rolls pass a chi-square test (5 d.o.f., p > 0.001)", () => {
    const rng = new Rng(createRng("fairness"));
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) {
      const face = rng.rollDie();
      counts[face - 1] = (counts[face - 1] ?? 0) + 1;
    }
    const expected = n / 6;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(20.52);
  });
});
