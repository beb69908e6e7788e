/**
 * Console transcripts in the project's markdown (README.md, docs/*.md, docs/rules/*.md), read from the files themselves
 * so that the docs and the test that plays them cannot drift apart.
 *
 * The rules a transcript follows (README.md says them to its readers):
 * - A transcript is a fenced block with no language whose lines include typed lines: `> ` and what is typed (a post
 *   `Name: text`, or a `/command`). In a typed line, two or more spaces then `# ` start a comment, not typed.
 * - Its settings are the `NAME=value` words before `npm start` on the `npm start` line of the nearest ```sh block
 *   above it in the same file (`npm ci && npm start`: none). The game is a fresh one, on an empty database.
 * - Every other line is shown output. Lines above the first typed line are from what the console prints as it
 *   starts; lines under a typed line are from the answer to that line. They are a subset: each shown line is a
 *   whole printed line (spaces at both ends aside), and they come in the printed order, other lines between them
 *   allowed. In a shown line, `…` stands for any text (post numbers, receipt ids, times, paths).
 */

/** One typed line and the lines shown under it. */
export interface TranscriptStep {
  /** What is typed (without `> ` and without a trailing comment). */
  input: string;
  /** The shown answer lines, in order. */
  shown: string[];
}

/** One console transcript of a markdown file. */
export interface Transcript {
  /** The file, relative to the repository (README.md, docs/…). */
  file: string;
  /** The line of the opening fence (1-based). */
  line: number;
  /** The settings of the `npm start` line above it; null when there is none. */
  settings: Record<string, string> | null;
  /** Lines shown above the first typed line: printed as the console starts. */
  opening: string[];
  steps: TranscriptStep[];
}

const FENCE = /^```\s*([\w-]*)\s*$/;
const COMMENT = /\s{2,}#\s.*$/;

/** The settings of an `npm start` command line: the NAME=value words before it (after the last `&&` or `;`). */
export function startSettings(commandLine: string): Record<string, string> | null {
  const line = commandLine.replace(COMMENT, "");
  const part = line.split(/&&|;/).find((p) => /\bnpm start\b/.test(p));
  if (part === undefined) return null;
  const before = part.slice(0, part.search(/\bnpm start\b/)).trim();
  const settings: Record<string, string> = {};
  for (const word of before.split(/\s+/).filter((w) => w !== "")) {
    const m = /^([A-Z_][A-Z0-9_]*)=(\S*)$/.exec(word);
    if (!m) return null;
    settings[m[1] as string] = m[2] as string;
  }
  return settings;
}

/** Every console transcript of one markdown text. */
export function transcriptsOf(file: string, markdown: string): Transcript[] {
  const lines = markdown.split("\n");
  const found: Transcript[] = [];
  let settings: Record<string, string> | null = null;
  for (let n = 0; n < lines.length; n++) {
    const open = FENCE.exec(lines[n] ?? "");
    if (!open) continue;
    const language = open[1] ?? "";
    const body: string[] = [];
    let end = n + 1;
    for (; end < lines.length && !/^```\s*$/.test(lines[end] ?? ""); end++) body.push(lines[end] ?? "");
    if (language === "sh") {
      const start = body.find((l) => /\bnpm start\b/.test(l.replace(COMMENT, "")));
      if (start !== undefined) settings = startSettings(start);
    } else if (language === "" && body.some((l) => l.startsWith("> "))) {
      const transcript: Transcript = { file, line: n + 1, settings, opening: [], steps: [] };
      for (const l of body) {
        if (l.startsWith("> ")) {
          transcript.steps.push({ input: l.slice(2).replace(COMMENT, "").trim(), shown: [] });
        } else if (l.trim() !== "") {
          const step = transcript.steps.at(-1);
          (step ? step.shown : transcript.opening).push(l.trim());
        }
      }
      found.push(transcript);
    }
    n = end;
  }
  return found;
}

/** A shown line as a pattern over one printed line: `…` is any text, the rest is literal. */
function linePattern(shown: string): RegExp {
  const literal = shown
    .trim()
    .split("…")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${literal.join(".*")}$`, "u");
}

/**
 * The shown lines that are not in `printed` as the rules say (whole lines, in order, `…` for any text): an empty
 * list when every one is there.
 */
export function missingLines(shown: readonly string[], printed: readonly string[]): string[] {
  const lines = printed.map((l) => l.trim());
  const missing: string[] = [];
  let from = 0;
  for (const s of shown) {
    const pattern = linePattern(s);
    const at = lines.findIndex((l, k) => k >= from && pattern.test(l));
    if (at < 0) missing.push(s);
    else from = at + 1;
  }
  return missing;
}
