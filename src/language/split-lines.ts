const BULLET =
  /^(?:[-*•·‣◦▪►>+]+(?=\s)|\(?\d{1,2}[.)](?=\s)|\(\d{1,2}\)|#\d{1,2}[.):]?(?=\s)|[a-h]\)(?=\s))\s*/u;
const CONJUNCTION = /(\s*,\s*(?:and\s+|then\s+)?|\s+and\s+|\s*\.\s+|\s+&\s+)/i;

/**
 * Splits a normalized bold passage into order lines, for any game's order language: at line breaks and
 * semicolons; leading bullets and numbering ("-", "•", "1.", "2)", "(3)") are dropped; "then" always separates
 * orders; a comma, "and" or a full stop separates them only when `startsOrder` says the text after it begins an
 * order of the game ("Build 3 in Moscow and attack Vienna …"), so "Attack Vienna with 4 from Krakow and 2 from
 * Budapest" and "Deploy 2 in Warsaw, 1 in Kiev" stay whole.
 */
export function splitOrderLines(passage: string, startsOrder: (text: string) => boolean): string[] {
  const out: string[] = [];
  for (const rawLine of passage.split(/[\n\r\u0085\u2028\u2029;]+/)) {
    // One space between words first: the splitting patterns below then look at a bounded run of spaces, so a line
    // of thousands of spaces costs linear time, not quadratic.
    let line = rawLine.replace(/\s+/g, " ").trim();
    for (let k = 0; k < 3; k++) {
      const stripped = line.replace(BULLET, "");
      if (stripped === line) break;
      line = stripped.trim();
    }
    if (line === "") continue;
    for (const part of line.split(/\s*,?\s*\b(?:and\s+then|then)\b\s*/i)) {
      if (part.trim() !== "") out.push(...splitAtVerbs(part.trim(), startsOrder));
    }
  }
  return out;
}

function splitAtVerbs(line: string, startsOrder: (text: string) => boolean): string[] {
  const pieces = line.split(CONJUNCTION);
  if (pieces.length === 1) return [line];
  const out: string[] = [];
  let current = pieces[0] ?? "";
  for (let i = 1; i < pieces.length; i += 2) {
    const sep = pieces[i] ?? "";
    const next = pieces[i + 1] ?? "";
    if (startsOrder(next) && current.trim() !== "") {
      out.push(current.trim());
      current = next;
    } else current += sep + next;
  }
  if (current.trim() !== "") out.push(current.trim());
  return out;
}

/** The first word of a text, lower-cased ("Attack Vienna" → "attack"), or undefined. */
export function firstWord(text: string): string | undefined {
  return /^[\p{L}']+/u.exec(text)?.[0]?.toLowerCase();
}
