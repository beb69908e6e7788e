import { createHash } from "node:crypto";
import { z } from "zod";

/**
 * Seeded pseudo-random numbers for the engine: **sfc32** ("Small Fast Counting", Chris Doty-Humphrey,
 * from the PractRand suite), a well-known 128-bit generator that passes PractRand and BigCrush.
 *
 * - State: four unsigned 32-bit words `a, b, c, d` (`d` is a counter, so the period is at least 2^32 and
 *   the all-zero state is harmless).
 * - Seeding: the UTF-8 seed string is hashed with SHA-256; the first 16 bytes of the digest, read as four
 *   big-endian words, are `a, b, c, d`; then 12 outputs are drawn and discarded (the usual sfc32 warm-up).
 * - Step: `t = a + b + d; d = d + 1; a = b ^ (b >>> 9); b = c + (c << 3); c = rotl(c, 21) + t`, all modulo
 *   2^32; the output is `t`.
 *
 * The whole state is a plain JSON object ({@link RngState}), so a game state can carry it, and every
 * function here is pure: it returns the drawn value together with the next state.
 */

/** The JSON-serializable state of the generator. */
export const rngStateSchema = z.object({
  algorithm: z.literal("sfc32"),
  a: z.number().int().min(0).max(0xffffffff),
  b: z.number().int().min(0).max(0xffffffff),
  c: z.number().int().min(0).max(0xffffffff),
  d: z.number().int().min(0).max(0xffffffff),
});

/** The JSON-serializable state of the generator (see {@link rngStateSchema}). */
export type RngState = z.infer<typeof rngStateSchema>;

/**
 * Scripted dice, for tests: each die thrown is the next value of `dice` (an error when they run out), while every
 * other draw (a commander drawn from a roster, a shuffle) comes from the seeded `fallback` generator. Plain JSON like
 * {@link RngState}, so it goes wherever the engine takes a generator state; never part of a stored state's schema
 * (stored games keep a seeded generator, so their dice can be audited).
 */
export const scriptedDiceSchema = z.object({
  algorithm: z.literal("script"),
  dice: z.array(z.number().int().min(1).max(6)),
  /** How many of `dice` were thrown already. */
  at: z.number().int().min(0),
  fallback: rngStateSchema,
});
export type ScriptedDice = z.infer<typeof scriptedDiceSchema>;

/** What the engine draws from: the seeded generator, or scripted dice in tests. */
export type RandomState = RngState | ScriptedDice;

/** Scripted dice: `dice` in the order they are thrown; other draws from a generator seeded with `seed`. */
export function scriptedDice(dice: readonly number[], seed = "adjutant/scripted-dice"): ScriptedDice {
  return scriptedDiceSchema.parse({ algorithm: "script", dice: [...dice], at: 0, fallback: createRng(seed) });
}

/** A drawn value together with the generator state after drawing it. */
export interface Drawn<T> {
  value: T;
  state: RngState;
}

const WARM_UP_ROUNDS = 12;
const TWO_POW_32 = 4294967296;

/** The largest range {@link nextInt} accepts (max − min + 1). */
export const MAX_INT_RANGE = TWO_POW_32;

/**
 * A mutable cursor over an {@link RngState} (or {@link ScriptedDice}), for loops that draw many numbers. It never
 * touches the state it was built from; read {@link Rng.state} to get the state after the draws, of the same kind as
 * the one it was built from.
 */
export class Rng<S extends RandomState = RngState> {
  #a: number;
  #b: number;
  #c: number;
  #d: number;
  readonly #script: readonly number[] | null;
  #at: number;

  constructor(given: S) {
    const state: RandomState = given;
    const sfc = state.algorithm === "script" ? state.fallback : state;
    this.#a = sfc.a | 0;
    this.#b = sfc.b | 0;
    this.#c = sfc.c | 0;
    this.#d = sfc.d | 0;
    this.#script = state.algorithm === "script" ? state.dice : null;
    this.#at = state.algorithm === "script" ? state.at : 0;
  }

  /** The current state, as a fresh plain object (scripted dice stay scripted). */
  get state(): S {
    const sfc: RngState = {
      algorithm: "sfc32",
      a: this.#a >>> 0,
      b: this.#b >>> 0,
      c: this.#c >>> 0,
      d: this.#d >>> 0,
    };
    if (this.#script === null) return sfc as S;
    const script: ScriptedDice = {
      algorithm: "script",
      dice: [...this.#script],
      at: this.#at,
      fallback: sfc,
    };
    return script as S;
  }

  /** Next raw 32-bit output, an integer in [0, 2^32). */
  nextUint32(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    const rotated = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (rotated + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1) with 32 random bits. */
  nextFloat(): number {
    return this.nextUint32() / TWO_POW_32;
  }

  /**
   * A uniform integer in [min, max] (both included), without modulo bias: raw outputs at or above the
   * largest multiple of the range are rejected and drawn again.
   */
  nextInt(min: number, max: number): number {
    if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
      throw new RangeError(`nextInt needs integers min <= max, got ${min} and ${max}`);
    }
    const range = max - min + 1;
    if (range > TWO_POW_32) throw new RangeError(`nextInt range ${range} is larger than 2^32`);
    const limit = TWO_POW_32 - (TWO_POW_32 % range);
    for (;;) {
      const raw = this.nextUint32();
      if (raw < limit) return min + (raw % range);
    }
  }

  /** One throw of a six-sided die: an integer in [1, 6] (the next scripted die, when the dice are scripted). */
  rollDie(): number {
    if (this.#script === null) return this.nextInt(1, 6);
    const die = this.#script[this.#at];
    if (die === undefined) {
      throw new RangeError(
        `the scripted dice ran out: ${this.#script.length} were given, and a battle needs more`,
      );
    }
    this.#at++;
    return die;
  }
}

/** Creates the generator state for a seed string (SHA-256 of the seed, then a 12-output warm-up). */
export function createRng(seed: string): RngState {
  const digest = createHash("sha256").update(seed, "utf8").digest();
  const rng = new Rng({
    algorithm: "sfc32",
    a: digest.readUInt32BE(0),
    b: digest.readUInt32BE(4),
    c: digest.readUInt32BE(8),
    d: digest.readUInt32BE(12),
  });
  for (let i = 0; i < WARM_UP_ROUNDS; i++) rng.nextUint32();
  return rng.state;
}

/** Draws a raw 32-bit output; pure: returns it with the next state. */
export function nextUint32(state: RngState): Drawn<number> {
  const rng = new Rng(state);
  const value = rng.nextUint32();
  return { value, state: rng.state };
}

/** Draws a float in [0, 1); pure: returns it with the next state. */
export function nextFloat(state: RngState): Drawn<number> {
  const rng = new Rng(state);
  const value = rng.nextFloat();
  return { value, state: rng.state };
}

/** Draws a uniform integer in [min, max] without modulo bias; pure: returns it with the next state. */
export function nextInt(state: RngState, min: number, max: number): Drawn<number> {
  const rng = new Rng(state);
  const value = rng.nextInt(min, max);
  return { value, state: rng.state };
}

/** Throws one six-sided die (1–6); pure: returns it with the next state. */
export function rollDie(state: RngState): Drawn<number> {
  const rng = new Rng(state);
  const value = rng.rollDie();
  return { value, state: rng.state };
}
