import { type Document, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit } from "yaml";
import { err, ok, type Result } from "../result.ts";
import type { Locate, PathKey, ScenarioProblem } from "./problem.ts";

/** A scenario file's text parsed as YAML (JSON is read the same way), with a way to find the line of a path. */
export interface SourceText {
  raw: unknown;
  locate: Locate;
}

/**
 * The most alias expansions (`*name`) a file may make, weighted by their size: the yaml library's own limit against
 * alias bombs ("billion laughs"). A scenario needs few aliases or none.
 */
export const MAX_ALIAS_COUNT = 100;

/**
 * Parses YAML or JSON text. Syntax errors, an alias without its anchor and an alias bomb come back as problems naming
 * the file and the line, never as a throw. `locate` maps a path
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
  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    return err([aliasProblem(doc, lineCounter, file, e)]);
  }
  return ok({ raw, locate });
}

/** The problem for a document whose values cannot be built: an unresolved alias, an alias bomb, or else. */
function aliasProblem(doc: Document, lineCounter: LineCounter, file: string, e: unknown): ScenarioProblem {
  let unresolved: { name: string; offset: number | null } | null = null;
  let firstAlias: number | null = null;
  visit(doc, {
    Alias(_, node) {
      const offset = node.range?.[0] ?? null;
      firstAlias ??= offset;
      if (unresolved === null && node.resolve(doc) === undefined) unresolved = { name: node.source, offset };
    },
  });
  const at = (offset: number | null): { line: number | null; where: string } => {
    const line = offset === null ? null : lineCounter.linePos(offset).line;
    return { line, where: line === null ? file : `${file}:${line}` };
  };
  const found = unresolved as { name: string; offset: number | null } | null;
  if (found) {
    const { line, where } = at(found.offset);
    return {
      file,
      path: "",
      line,
      message: `${where}: the alias *${found.name} has no anchor &${found.name} before it: set the anchor first, or write the value out`,
    };
  }
  const reason = e instanceof Error ? e.message : String(e);
  if (/alias count/i.test(reason)) {
    const { line, where } = at(firstAlias);
    return {
      file,
      path: "",
      line,
      message: `${where}: the aliases (*name) expand to too much (more than ${MAX_ALIAS_COUNT} copies, an alias bomb?): write the values out instead`,
    };
  }
  return { file, path: "", line: null, message: `${file}: not valid YAML or JSON (${reason})` };
}

function rangeStart(node: unknown): number | null {
  if (typeof node === "object" && node !== null && "range" in node) {
    const range = (node as { range?: unknown }).range;
    if (Array.isArray(range) && typeof range[0] === "number") return range[0];
  }
  return null;
}
