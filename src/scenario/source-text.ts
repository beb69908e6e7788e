import type { Document, Pair, YAMLMap } from "yaml";
import { err, ok, type Result } from "../result.ts";
import type { Locate, PathKey, ScenarioProblem } from "./problem.ts";
import { yaml } from "./yaml.ts";

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

/** The most syntax problems listed for one file; the rest are counted in one last problem. */
export const MAX_SYNTAX_PROBLEMS = 20;

/**
 * Parses YAML or JSON text. Syntax errors, a key written twice in one mapping, an alias without its anchor and an
 * alias bomb come back as problems naming the file and the line, never as a throw. Time is linear in the text: keys
 * are checked for duplicates here with one set per mapping (the yaml library's own `uniqueKeys` compares every pair,
 * 16,000 keys took a second), and `locate` indexes each mapping once. `locate` maps a path
 * (`["provinces", "Ireland", "owner"]`) to the line where it is written, or to the line of the deepest part of the
 * path that exists. Pure: `file` is only used in messages.
 */
export function parseSourceText(text: string, file: string): Result<SourceText, ScenarioProblem[]> {
  const { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } = yaml();
  const lineCounter = new LineCounter();
  const lineOf = (offset: number | null | undefined): number | null =>
    offset === null || offset === undefined ? null : lineCounter.linePos(offset).line;
  const at = (line: number | null): string => (line === null ? file : `${file}:${line}`);
  const problem = (line: number | null, text: string): ScenarioProblem => ({
    file,
    path: "",
    line,
    message: `${at(line)}: ${text}`,
  });

  let doc: Document.Parsed;
  try {
    doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: false });
  } catch (e) {
    return err([problem(null, `not valid YAML or JSON (${reasonOf(e)})`)]);
  }
  if (doc.errors.length > 0) {
    const listed = doc.errors.slice(0, MAX_SYNTAX_PROBLEMS).map((e) => {
      const first = e.message.split("\n")[0] ?? e.message;
      return problem(
        lineOf(e.pos[0]),
        `not valid YAML or JSON (${first.replace(/ at line \d+, column \d+:?$/, "")})`,
      );
    });
    const more = doc.errors.length - listed.length;
    if (more > 0)
      listed.push(problem(null, `and ${more} more YAML syntax problems: fix the first ones and read again`));
    return err(listed);
  }

  const checked = checkNodes(doc);
  if (checked.tooDeep) return err([problem(null, "nested too deeply to read (thousands of levels)")]);
  if (checked.duplicate) {
    const { key, offset } = checked.duplicate;
    const shown = key.length > 60 ? `${key.slice(0, 60)}…` : key;
    return err([
      problem(lineOf(offset), `the key "${shown}" is written twice in the same mapping: keep one`),
    ]);
  }
  if (checked.complexKey !== null) {
    // Stringifying nested keys takes time growing with the cube of their depth (800 levels of "? " took 120 s).
    return err([
      problem(
        lineOf(checked.complexKey),
        "a key is a list, a mapping or an alias: keys are plain names or numbers (write `name: value`)",
      ),
    ]);
  }
  if (checked.unresolved) {
    const { name, offset } = checked.unresolved;
    return err([
      problem(
        lineOf(offset),
        `the alias *${name} has no anchor &${name} before it: set the anchor first, or write the value out`,
      ),
    ]);
  }

  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (e) {
    const reason = reasonOf(e);
    if (/alias count/i.test(reason)) {
      return err([
        problem(
          lineOf(checked.firstAlias),
          `the aliases (*name) expand to too much (more than ${MAX_ALIAS_COUNT} copies, an alias bomb?): write the values out instead`,
        ),
      ]);
    }
    return err([problem(null, `not valid YAML or JSON (${reason})`)]);
  }

  const index = new WeakMap<YAMLMap, Map<string, Pair>>();
  const pairOf = (map: YAMLMap, key: PathKey): Pair | undefined => {
    let keys = index.get(map);
    if (!keys) {
      keys = new Map();
      for (const p of map.items) {
        if (isPair(p) && isScalar(p.key)) {
          const k = String(p.key.value);
          if (!keys.has(k)) keys.set(k, p);
        }
      }
      index.set(map, keys);
    }
    return keys.get(String(key));
  };
  const locate: Locate = (path: readonly PathKey[]) => {
    let node: unknown = doc.contents;
    let offset: number | null = rangeStart(node);
    for (const key of path) {
      if (isMap(node)) {
        const pair = pairOf(node, key);
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
    return lineOf(offset);
  };
  return ok({ raw, locate });
}

interface NodeCheck {
  duplicate: { key: string; offset: number | null } | null;
  unresolved: { name: string; offset: number | null } | null;
  firstAlias: number | null;
  /** Where the first key that is not a plain value (a list, a mapping, an alias) is written. */
  complexKey: number | null;
  tooDeep: boolean;
}

/**
 * One pass over the document in reading order: the first key written twice in a mapping, the first key that is not
 * a plain value, the first alias used before any anchor of its name, and where the first alias is.
 */
function checkNodes(doc: Document.Parsed): NodeCheck {
  const { isAlias, isMap, isNode, isScalar, visit } = yaml();
  const out: NodeCheck = {
    duplicate: null,
    unresolved: null,
    firstAlias: null,
    complexKey: null,
    tooDeep: false,
  };
  const anchors = new Set<string>();
  try {
    visit(doc, (_key, node) => {
      if (isNode(node) && node.anchor) anchors.add(node.anchor);
      if (isAlias(node)) {
        const offset = rangeStart(node);
        out.firstAlias ??= offset;
        if (out.unresolved === null && !anchors.has(node.source))
          out.unresolved = { name: node.source, offset };
      } else if (isMap(node)) {
        const seen = new Set<string>();
        for (const pair of node.items) {
          if (!isScalar(pair.key)) {
            if (pair.key !== null) out.complexKey ??= rangeStart(pair.key) ?? rangeStart(node);
            continue;
          }
          if (out.duplicate !== null) continue;
          const key = String(pair.key.value);
          if (seen.has(key)) out.duplicate = { key, offset: rangeStart(pair.key) };
          seen.add(key);
        }
      }
    });
  } catch {
    // Only the call stack can fail here (a document nested thousands deep that the parser still accepted).
    out.tooDeep = true;
  }
  return out;
}

function reasonOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function rangeStart(node: unknown): number | null {
  if (typeof node === "object" && node !== null && "range" in node) {
    const range = (node as { range?: unknown }).range;
    if (Array.isArray(range) && typeof range[0] === "number") return range[0];
  }
  return null;
}
