import { firstWord, splitOrderLines } from "../../../language/split-lines.ts";
import { VERBS, WORDS, type Word } from "./vocabulary.ts";

/**
 * Splits a normalized bold passage into Risk order lines. The shared splitter (`src/language/split-lines.ts`) does
 * the work: line breaks, semicolons, bullets and numbering, "then", and "and" / "," before one of this game's verbs
 * (`startsRiskOrder`). Risk adjustments on top:
 * - a condition stays with its order ("If Peru falls, move …" is one line, refused: only standing responses are
 *   conditional);
 * - a defender's answer stays whole: "Hold, retreat to Venezuela at 2", "If Peru is attacked, retreat to
 *   Venezuela" (the shared splitter cuts before "retreat", a verb of its own);
 * - "and" / "," also separate orders before the verbs that read as nouns too (salt, scorch, burn, improve, upgrade,
 *   develop, fortify, pass, skip, done): "Buy Brazil and improve Peru".
 */
export function splitRiskOrders(passage: string): string[] {
  const out: string[] = [];
  // Line by line, so only pieces of one line are joined again.
  for (const line of passage.split("\n")) {
    const merged: string[] = [];
    for (const piece of splitOrderLines(line, startsRiskOrder)) {
      const prev = merged[merged.length - 1];
      const joins =
        prev !== undefined &&
        (IF_HEAD.test(prev) ||
          ((ANSWER_HEAD.test(prev) || SALT_ALONE.test(prev)) && ANSWER_TAIL.test(piece)) ||
          (ATTACK.test(prev) && RETREAT_POINT.test(piece)));
      if (prev !== undefined && joins) {
        merged[merged.length - 1] = `${prev}${SALT_ALONE.test(prev) ? " and" : ","} ${piece}`;
      } else merged.push(piece);
    }
    out.push(...merged.flatMap(splitAtRiskVerbs));
  }
  return out;
}

/** A line that opens a defender's answer: a hold, or the condition of a standing response. */
const ANSWER_HEAD =
  /^(?:if|when|whenever|should)\b|\b(?:hold|holds|holding|defend|defends|stand|stands|fight|fights|standing|attacked|invaded|assaulted)\b/i;
/** A condition ("If Peru falls, …") is never cut from what it conditions: the whole line is read (and refused). */
const IF_HEAD = /^(?:if|whenever|should)\b/i;
/** A salt before "and retreat …": "Salt (Peru) and retreat to Venezuela" is one answer, retreat and salt (V7). */
const SALT_ALONE = /^(?:salt|scorch|burn|raze)\b/i;
/** A piece that continues it: the retreat (or the hold after "If Peru is attacked then"). */
const ANSWER_TAIL =
  /^(?:and\s+|then\s+)?(?:retreat|retreats|retreating|fall\s+back|falls\s+back|pull\s+back|evacuate|hold|holds|salt\s+and\s+retreat)\b/i;
/** "Attack … with 6, retreat at 2": kept whole, so the misplaced call-off is refused rather than dropped. */
const ATTACK = /\b(?:attack|attacks|atk|invade|invades|assault|assaults|x|vs)\b|->/i;
const RETREAT_POINT =
  /^(?:and\s+)?(?:retreat|retreats|fall\s+back|falls\s+back|pull\s+back)\s+(?:at|when|if|once|below)\b/i;
/** Answers are never cut further: "retreat to Venezuela and salt" is one answer (V7). */
const ANSWER =
  /\b(?:retreat|retreats|fall\s+back|falls\s+back|pull\s+back|evacuate|hold|holds|standing|attacked)\b/i;
const RISK_VERB_AFTER_CONJUNCTION =
  /(?:\s*,\s*(?:and\s+|then\s+)?|\s+and\s+|\s*\.\s+|\s+&\s+)(?=(?:salt|salts|scorch|scorches|burn|burns|raze|razes|improve|improves|upgrade|upgrades|develop|develops|fortify|fortifies|pass|passes|skip|done|finished)\b)/i;

function splitAtRiskVerbs(line: string): string[] {
  if (ANSWER.test(line)) return [line];
  return line
    .split(RISK_VERB_AFTER_CONJUNCTION)
    .map((s) => s.trim())
    .filter((s) => s !== "");
}

/** Verbs split at by `splitAtRiskVerbs` instead, which keeps an answer such as "retreat … and salt" whole. */
const LATE_VERBS: ReadonlySet<Word> = new Set<Word>([
  "salt",
  "improve",
  "fortify",
  "pass",
  "done",
  "standing",
]);

/** True when text begins with a Risk order verb ("attack", "buy", "retreat", … in any of their spellings). */
function startsRiskOrder(text: string): boolean {
  const first = firstWord(text);
  const word = first === undefined ? undefined : WORDS.get(first);
  return word !== undefined && VERBS.has(word) && !LATE_VERBS.has(word);
}
