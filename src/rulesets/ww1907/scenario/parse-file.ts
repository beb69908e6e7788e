import type { z } from "zod";
import { err, ok, type Result } from "../../../result.ts";
import {
  type Locate,
  type PathKey,
  type ScenarioProblem,
  scenarioProblem,
} from "../../../scenario/problem.ts";
import { parseSourceText } from "../../../scenario/source-text.ts";
import { type ScenarioFile, scenarioFileSchema } from "./schema.ts";

/** A scenario file checked against `scenarioFileSchema`, with the line finder of its text. */
export interface ParsedScenarioFile {
  file: ScenarioFile;
  locate: Locate;
}

const shape = scenarioFileSchema.shape;
const KNOWN_FIELDS: Record<string, readonly string[]> = {
  "": Object.keys(shape),
  nations: Object.keys(shape.nations.unwrap().valueType.shape),
  provinces: Object.keys(shape.provinces.unwrap().valueType.shape),
  fleets: Object.keys(shape.fleets.unwrap().element.shape),
  passage: Object.keys(shape.passage.unwrap().element.shape),
  commanders: Object.keys(shape.commanders.unwrap().element.shape),
};

/**
 * Parses a scenario file's text (YAML or JSON) and checks its shape. Every problem names the file, the line and the
 * path (`ww1907.yaml:12: nations.uk.treasury: …`); fields the format does not know are problems too (usually a typo).
 * Pure: `file` is only used in messages.
 */
export function parseScenarioFile(text: string, file: string): Result<ParsedScenarioFile, ScenarioProblem[]> {
  const source = parseSourceText(text, file);
  if (!source.ok) return source;
  const { raw, locate } = source.value;
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    return err([scenarioProblem(file, [], "a scenario file is a mapping of fields (base, map, nations, …)")]);
  }
  const problems = unknownFields(raw as Record<string, unknown>, file, locate);
  const parsed = scenarioFileSchema.safeParse(raw);
  if (!parsed.success) problems.push(...parsed.error.issues.map((i) => issueProblem(i, file, locate)));
  return problems.length > 0 ? err(problems) : ok({ file: parsed.success ? parsed.data : {}, locate });
}

function issueProblem(issue: z.core.$ZodIssue, file: string, locate: Locate): ScenarioProblem {
  const path = issue.path.filter((k): k is PathKey => typeof k === "string" || typeof k === "number");
  return scenarioProblem(file, path, issue.message, locate);
}

function unknownFields(raw: Record<string, unknown>, file: string, locate: Locate): ScenarioProblem[] {
  const problems: ScenarioProblem[] = [];
  const check = (value: unknown, known: readonly string[], path: PathKey[]): void => {
    if (value === null || typeof value !== "object" || Array.isArray(value)) return;
    for (const key of Object.keys(value)) {
      if (!known.includes(key)) {
        problems.push(
          scenarioProblem(file, [...path, key], `unknown field (known: ${known.join(", ")})`, locate),
        );
      }
    }
  };
  check(raw, KNOWN_FIELDS[""] ?? [], []);
  for (const field of ["nations", "provinces"] as const) {
    const entries = raw[field];
    if (entries && typeof entries === "object" && !Array.isArray(entries)) {
      for (const [key, value] of Object.entries(entries))
        check(value, KNOWN_FIELDS[field] ?? [], [field, key]);
    }
  }
  for (const field of ["fleets", "passage", "commanders"] as const) {
    const list = raw[field];
    if (Array.isArray(list)) {
      list.forEach((value, i) => {
        check(value, KNOWN_FIELDS[field] ?? [], [field, i]);
      });
    }
  }
  return problems;
}
