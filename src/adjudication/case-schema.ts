import { z } from "zod";
import { err, ok, type Result } from "../result.ts";
import { formatPath, type PathKey } from "../scenario/problem.ts";
import { parseSourceText } from "../scenario/source-text.ts";

/**
 * One adjudication case (fixtures/adjudication/<ruleset>/*.yaml, format in its README): a position, the orders given
 * on it in posting order, the dice, and what must come out. The envelope is the same for every game; the parts only
 * a game can read (its scenario fields, its typed commands, its GM steps, its own expectations) are checked by the
 * game's `EngineMode.playCase`, which reports them with the same paths.
 */

/** A rule of a game's rules reference, as cited ("W14", "V6"). */
export const ruleIdSchema = z
  .string()
  .regex(/^[A-Z]+[0-9]+[a-z]?$/, "a rule ID is the rules reference's letter and number, such as W14 or V6");

/**
 * One entry of the case's orders, in posting order: a seat's typed command (`{ seat: russia, command: {...} }`),
 * or a step the GM takes (`{ gm: close-response }`, for a game that has them).
 */
export const caseOrderSchema = z
  .strictObject({
    seat: z.string().min(1).optional(),
    command: z.unknown().optional(),
    gm: z.string().min(1).optional(),
  })
  .superRefine((o, ctx) => {
    const seatOrder = o.seat !== undefined || o.command !== undefined;
    if (seatOrder && o.gm !== undefined) {
      ctx.addIssue({ code: "custom", message: "an order is either { seat, command } or { gm }, not both" });
    } else if (seatOrder && (o.seat === undefined || o.command === undefined)) {
      ctx.addIssue({
        code: "custom",
        message: `a seat's order needs both \`seat\` and \`command\` (${o.seat === undefined ? "seat" : "command"} is missing)`,
      });
    } else if (!seatOrder && o.gm === undefined) {
      ctx.addIssue({
        code: "custom",
        message: "an order is { seat: SEAT, command: {kind: …} } or { gm: STEP }",
      });
    }
  });

export type CaseOrder = z.infer<typeof caseOrderSchema>;

/** What must come out, for every game; a game adds its own keys (provinces, territories, …) beside these. */
export const caseExpectedSchema = z
  .object({
    /** The verdict code of each seat's order, in the order of `orders` (GM steps have none). */
    verdicts: z.array(z.string().min(1)),
    /** A piece of each verdict's message, in the same order (null: not checked). */
    messages: z.array(z.string().nullable()).optional(),
    /** A partial match of the state after the orders. */
    state: z.record(z.string(), z.unknown()).optional(),
  })
  .catchall(z.unknown());

/** Dice: one die's face. */
const die = z.number().int().min(1).max(6);

export const adjudicationCaseSchema = z
  .strictObject({
    /** What the case pins down, in a sentence. */
    title: z.string().min(1),
    /** The rules (and rulings of them) the case pins down, as the rules reference numbers them. */
    rules: z.array(ruleIdSchema).min(1, "cite at least one rule (rules: [W14])"),
    /** The position: a scenario file's fields for the game, over its base scenario (`base`, or the game's default). */
    scenario: z.record(z.string(), z.unknown()),
    /** The seed every die (and anything else the game draws) comes from. */
    seed: z.string().min(1).optional(),
    /** Scripted dice instead: every die in the order thrown (a game that can script its dice). */
    dice: z.array(die).optional(),
    orders: z.array(caseOrderSchema),
    expected: caseExpectedSchema,
  })
  .superRefine((c, ctx) => {
    if ((c.seed === undefined) === (c.dice === undefined)) {
      ctx.addIssue({
        code: "custom",
        message:
          c.seed === undefined
            ? "give the dice: `seed: s1` (seeded) or `dice: [6, 1, …]` (every die in the order thrown)"
            : "give `seed` or `dice`, not both",
      });
    }
    const seatOrders = c.orders.filter((o) => o.seat !== undefined).length;
    if (c.expected.verdicts.length !== seatOrders) {
      ctx.addIssue({
        code: "custom",
        path: ["expected", "verdicts"],
        message: `${c.expected.verdicts.length} verdict${c.expected.verdicts.length === 1 ? "" : "s"} for ${seatOrders} seat order${seatOrders === 1 ? "" : "s"}: give one verdict code per order, in order`,
      });
    }
    if (c.expected.messages && c.expected.messages.length !== c.expected.verdicts.length) {
      ctx.addIssue({
        code: "custom",
        path: ["expected", "messages"],
        message: `${c.expected.messages.length} message pieces for ${c.expected.verdicts.length} verdicts: give one per verdict (null: not checked)`,
      });
    }
  });

export type AdjudicationCase = z.infer<typeof adjudicationCaseSchema>;

/**
 * Reads one case file's text. Every problem is one line naming the file (and the line, when known), the case (its
 * title, when it has one) and what is wrong at which path: `land-capture.yaml:9: case "six divisions…":
 * orders[0].seat: …`. Pure: `file` is only used in messages.
 */
export function readCase(file: string, text: string): Result<AdjudicationCase, string[]> {
  const source = parseSourceText(text, file);
  if (!source.ok) return err(source.error.map((p) => p.message));
  const { raw, locate } = source.value;
  const at = (path: readonly PathKey[]): string => {
    const line = locate(path);
    return line === null ? file : `${file}:${line}`;
  };
  const title =
    typeof raw === "object" && raw !== null && typeof (raw as { title?: unknown }).title === "string"
      ? (raw as { title: string }).title
      : null;
  const parsed = adjudicationCaseSchema.safeParse(raw);
  if (!parsed.success) {
    return err(
      caseIssues(parsed.error).map(
        ({ path, message }) => `${at(path)}: ${caseLabel(title)}${pathPrefix(path)}${message}`,
      ),
    );
  }
  return ok(parsed.data);
}

/** "case "TITLE": ", or "" for a case with no title yet. */
export function caseLabel(title: string | null): string {
  return title === null ? "" : `case "${title}": `;
}

function pathPrefix(path: readonly PathKey[]): string {
  const text = formatPath(path);
  return text === "" ? "" : `${text}: `;
}

/** A zod error as problems with paths and messages a case's author reads (unknown keys listed, unions explained). */
export function caseIssues(
  error: z.ZodError,
  under: readonly PathKey[] = [],
): { path: PathKey[]; message: string }[] {
  return error.issues.map((i) => {
    const path = [
      ...under,
      ...i.path.filter((k): k is PathKey => typeof k === "string" || typeof k === "number"),
    ];
    if (i.code === "unrecognized_keys") {
      return { path, message: `unknown key${i.keys.length === 1 ? "" : "s"} ${i.keys.join(", ")}` };
    }
    if (i.code === "invalid_union" && "note" in i && i.note === "No matching discriminator") {
      const kinds = /Expected (.+)$/.exec(i.message)?.[1]?.replace(/'/g, "").split(" | ");
      return { path, message: kinds ? `unknown kind (kinds: ${kinds.join(", ")})` : i.message };
    }
    if (i.code === "invalid_type" && /received undefined$/.test(i.message)) {
      return { path, message: "missing" };
    }
    return { path, message: i.message };
  });
}

/** Problems of a game's part of a case as one message each ("orders[2].command.kind: …"). */
export function describeCaseIssues(error: z.ZodError, under: readonly PathKey[] = []): string {
  return caseIssues(error, under)
    .map(({ path, message }) => `${pathPrefix(path)}${message}`)
    .join("; ");
}

/**
 * A game's scenario problems (each `{path, message}` with a message "FILE[:LINE]: PATH: TEXT") as one line, each at
 * its path under the case's `scenario` ("scenario.provinces.lemberg: …").
 */
export function scenarioProblemsText(problems: readonly { path: string; message: string }[]): string {
  return problems
    .map((p) => {
      const text = p.message.replace(/^[^:]*(:\d+)?: /, "");
      return p.path === "" ? `scenario: ${text}` : `scenario.${text}`;
    })
    .join("; ");
}
