import { createHash, createHmac } from "node:crypto";
import { z } from "zod";
import { err, ok, type Result } from "../result.ts";
import { createRng, type RngState } from "./prng.ts";

/**
 * Commit–reveal for dice players can audit. When a phase opens, the GM publishes
 * `commitSeed(seed)` (the SHA-256 hex digest of the seed's UTF-8 bytes, so anyone can check it with
 * `sha256sum`); when the phase is resolved the seed itself is revealed, and anyone can confirm it with
 * {@link verifySeed} and re-run every roll with {@link rngFromRevealedSeed} (which is just `createRng`).
 *
 * Phase seeds come from {@link derivePhaseSeed}: an HMAC-SHA256 of the game id and phase label keyed by a
 * GM secret, so seeds are unpredictable before the reveal, yet the GM cannot pick a favourable seed after
 * seeing the orders (the commitment was published first).
 */

/** A SHA-256 commitment: 64 lowercase hex digits. */
export const seedCommitmentSchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/, "a commitment is 64 lowercase hex digits");

/** A SHA-256 commitment: 64 lowercase hex digits. */
export type SeedCommitment = z.infer<typeof seedCommitmentSchema>;

/** The shortest GM secret {@link derivePhaseSeed} accepts. */
export const MIN_GM_SECRET_LENGTH = 16;

/** What a phase seed is derived from. */
export const phaseSeedInputSchema = z.object({
  gmSecret: z
    .string()
    .min(MIN_GM_SECRET_LENGTH, `the GM secret must be at least ${MIN_GM_SECRET_LENGTH} characters long`),
  gameId: z.string().min(1, "the game id must not be empty"),
  phaseLabel: z.string().min(1, "the phase label must not be empty"),
});

/** What a phase seed is derived from. */
export type PhaseSeedInput = z.infer<typeof phaseSeedInputSchema>;

const PHASE_SEED_DOMAIN = "adjutant/phase-seed/v1";

/** The commitment for a seed: the SHA-256 hex digest (lowercase) of its UTF-8 bytes. */
export function commitSeed(seed: string): SeedCommitment {
  return createHash("sha256").update(seed, "utf8").digest("hex");
}

/**
 * True when `seed` is the seed behind `commitment`. Upper-case hex is accepted; anything that is not
 * 64 hex digits is simply not a match.
 */
export function verifySeed(seed: string, commitment: string): boolean {
  const normalized = commitment.trim().toLowerCase();
  if (!seedCommitmentSchema.safeParse(normalized).success) return false;
  return commitSeed(seed) === normalized;
}

/**
 * The seed of one phase: HMAC-SHA256(key = GM secret, message = a length-unambiguous encoding of the
 * game id and phase label), as 64 hex digits. Deterministic: the same inputs always give the same seed.
 * Errors (a short secret, an empty id or label) are returned as friendly messages.
 */
export function derivePhaseSeed(input: PhaseSeedInput): Result<string, string> {
  const parsed = phaseSeedInputSchema.safeParse(input);
  if (!parsed.success) return err(parsed.error.issues.map((issue) => issue.message).join("; "));
  const { gmSecret, gameId, phaseLabel } = parsed.data;
  const message = JSON.stringify([PHASE_SEED_DOMAIN, gameId, phaseLabel]);
  return ok(createHmac("sha256", gmSecret).update(message, "utf8").digest("hex"));
}

/**
 * Turns a revealed seed back into the generator state the phase was resolved with, after checking it
 * against the commitment published when the phase opened.
 */
export function rngFromRevealedSeed(seed: string, commitment: string): Result<RngState, string> {
  if (!verifySeed(seed, commitment)) {
    return err("the revealed seed does not match the published commitment");
  }
  return ok(createRng(seed));
}
