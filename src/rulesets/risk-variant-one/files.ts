import { z } from "zod";
import { err, ok, type Result } from "../../result.ts";
import { parseSourceText } from "../../scenario/source-text.ts";
import type { RiskPost } from "./engine-mode.ts";
import { type BuiltScenario, buildRiskScenario, RISK_BASE_ID } from "./scenario.ts";
import { isRiskScenario, readText } from "./scenario-ref.ts";
import { type Seating, seatPlayers } from "./seating.ts";

/**
 * The file side of Risk Variant One's engine mode: reading scenario and orders files (YAML or JSON). Problems are
 * one friendly line each, naming the file (and the line when known); nothing here throws for a bad file.
 */

/**
 * Reads a Risk Variant One scenario as written (the built-in `risk-v1`, or a file with `base: risk-v1`), without
 * building it: a game keeps the file as given and builds it from its own committed seed. Null for anything else.
 */
export function readRiskScenarioSource(ref: string): { raw: Record<string, unknown>; file: string } | null {
  if (!isRiskScenario(ref)) return null;
  const read = readText(ref);
  if (!read.ok) return null;
  const source = parseSourceText(read.value.text, read.value.file);
  if (!source.ok) return null;
  const raw = source.value.raw;
  const object =
    typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  return { raw: { ...object, base: RISK_BASE_ID }, file: read.value.file };
}

/** Loads a Risk Variant One scenario (`risk-v1` or a file) and builds its opening state from the seed. */
export function loadRiskScenario(ref: string, seed: string): Result<BuiltScenario, string[]> {
  return loadRiskOpening(ref, seed, {});
}

/**
 * Loads a Risk Variant One scenario (`risk-v1` or a file with `base: risk-v1`), seats the players given and builds its
 * opening state from the seed (the dealer's roll and the deal, V2). Problems are one line each, with the file's line.
 */
export function loadRiskOpening(
  ref: string,
  seed: string,
  seating: Seating,
): Result<BuiltScenario, string[]> {
  const read = readText(ref);
  if (!read.ok) return err([read.error]);
  const { text, file } = read.value;
  const source = parseSourceText(text, file);
  if (!source.ok) return err(source.error.map((p) => p.message));
  const raw = source.value.raw;
  const object =
    typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : null;
  if (ref === RISK_BASE_ID && !(seating.players && seating.players.length > 0)) {
    return err([
      `${RISK_BASE_ID} is a fresh game with no players yet: write a scenario file with "base: ${RISK_BASE_ID}" and "players: [...]"`,
    ]);
  }
  // the built-in file is the base itself: as a scenario it reads `base: risk-v1`
  const seated = object
    ? seatPlayers(ref === RISK_BASE_ID ? { ...object, base: RISK_BASE_ID } : object, seating)
    : raw;
  const built = buildRiskScenario(seated, seed, { file, locate: source.value.locate });
  return built.ok ? built : err(built.error.map((p) => p.message));
}

/** A post: who wrote it and its text (other fields, such as a time or a post id, are not read). */
const postSchema = z.object({
  player: z.string().min(1, "who wrote the post"),
  text: z.string(),
});

/** Reads an orders file: a YAML or JSON list of posts in order, `- { player: Alice, text: "Attack Peru from Brazil" }`. */
export function readRiskPosts(path: string): Result<RiskPost[], string[]> {
  const read = readText(path);
  if (!read.ok) return err([read.error]);
  const source = parseSourceText(read.value.text, path);
  if (!source.ok) return err(source.error.map((p) => p.message));
  const { raw, locate } = source.value;
  if (!Array.isArray(raw)) {
    return err([`${path}: the orders file is a list of posts, e.g. - { player: Alice, text: "Pass" }`]);
  }
  const problems: string[] = [];
  const posts: RiskPost[] = [];
  raw.forEach((item, i) => {
    const parsed = postSchema.safeParse(item);
    if (parsed.success) {
      posts.push(parsed.data);
      return;
    }
    const line = locate([i]);
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? `.${issue.path.join(".")}` : "";
      const what = issue.message;
      problems.push(`${path}${line === null ? "" : `:${line}`}: post ${i + 1}${field}: ${what}`);
    }
  });
  return problems.length > 0 ? err(problems) : ok(posts);
}
