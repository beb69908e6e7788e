import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import { err, ok, type Result } from "../result.ts";
import type { Locate, PathKey, ScenarioProblem } from "./problem.ts";

/** A scenario file's text parsed as YAML (JSON is read the same way), with a way to find the line of a path. */
export interface SourceText {
  raw: unknown;
  locate: Locate;
}

/**
 * Parses YAML or JSON text. Syntax errors come back as problems naming the file and the line. `locate` maps a path
 * (`["provinces", "Ireland", "owner"]`) to the line where it is written, or to the line of the deepest part of the
 * path that exists. Pure: `file` is only used in messages.
 */
export function parseSourceText(text: string, file: string): Result<SourceText, ScenarioProblem[]> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return err(
      doc.errors.map((e) => {
        const line = lineCounter.linePos(e.pos[0]).line;
        const first = e.message.split("\n")[0] ?? e.message;
        return {
          file,
          path: "",
          line,
          message: `${file}:${line}: not valid YAML or JSON (${first.replace(/ at line \d+, column \d+:?$/, "")})`,
        };
      }),
    );
  }
  const locate: Locate = (path: readonly PathKey[]) => {
    let node: unknown = doc.contents;
    let offset: number | null = rangeStart(node);
    for (const key of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key),
        );
        if (!pair) break;
        offset = rangeStart(pair.key) ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof key === "number") {
        const item = node.items[key];
        if (item === undefined) break;
        offset = rangeStart(item) ?? offset;
        node = item;
      } else break;
    }
    return offset === null ? null : lineCounter.linePos(offset).line;
  };
  return ok({ raw: doc.toJS(), locate });
}

function rangeStart(node: unknown): number | null {
  if (typeof node === "object" && node !== null && "range" in node) {
    const range = (node as { range?: unknown }).range;
    if (Array.isArray(range) && typeof range[0] === "number") return range[0];
  }
  return null;
}
