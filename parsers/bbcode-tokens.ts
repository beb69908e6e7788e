/**
 * What a BBCode tag means for order extraction:
 * - `bold`: its words are bold (`[b]`);
 * - `quote`: someone else's words, never counted, and a break between the author's own passages;
 * - `hidden`: the author's words, but never counted nor shown (spoilers, struck-out text, images, media);
 * - `raw`: its body is not parsed for tags (`[code]`, `[noparse]`): see {@link RAW_TAGS};
 * - `format`: presentation only, its words count as if it were not there (`[i]`, `[color=…]`, `[url]` …);
 * - `break`: a tag without a closing tag that starts a new line (`[*]`, `[hr]`, `[br]`).
 */
export type BbcodeTagRole = "bold" | "quote" | "hidden" | "raw" | "format" | "break";

const ROLES: Readonly<Record<string, BbcodeTagRole>> = {
  b: "bold",
  quote: "quote",
  spoiler: "hidden",
  spoil: "hidden",
  ispoiler: "hidden",
  hide: "hidden",
  s: "hidden",
  strike: "hidden",
  del: "hidden",
  img: "hidden",
  media: "hidden",
  youtube: "hidden",
  attach: "hidden",
  code: "raw",
  icode: "raw",
  php: "raw",
  html: "raw",
  noparse: "raw",
  plain: "raw",
  i: "format",
  u: "format",
  em: "format",
  color: "format",
  colour: "format",
  size: "format",
  font: "format",
  highlight: "format",
  url: "format",
  email: "format",
  center: "format",
  left: "format",
  right: "format",
  justify: "format",
  indent: "format",
  list: "format",
  ul: "format",
  ol: "format",
  li: "format",
  sub: "format",
  sup: "format",
  small: "format",
  big: "format",
  align: "format",
  heading: "format",
  h1: "format",
  h2: "format",
  h3: "format",
  table: "format",
  tr: "format",
  td: "format",
  th: "format",
  tt: "format",
  user: "format",
  member: "format",
  "*": "break",
  hr: "break",
  br: "break",
};

/** Raw tags whose body is shown as written (so it is the author's visible text) rather than as code. */
const VISIBLE_RAW_TAGS: ReadonlySet<string> = new Set(["noparse", "plain"]);

/** The role of a tag name (any case), or undefined when the name is not a BBCode tag we know. */
export function bbcodeTagRole(name: string): BbcodeTagRole | undefined {
  const key = name.toLowerCase();
  return Object.hasOwn(ROLES, key) ? ROLES[key] : undefined;
}

/** One piece of a BBCode post. `raw` keeps the exact source text (used when a tag turns out to be text). */
export type BbcodeToken =
  | { kind: "text"; raw: string }
  | { kind: "open"; name: string; role: BbcodeTagRole; raw: string }
  | { kind: "close"; name: string; role: BbcodeTagRole; raw: string }
  /** The body of a raw tag (`[code]…[/code]`); `visible` is true for `[noparse]`/`[plain]`. */
  | { kind: "verbatim"; name: string; body: string; visible: boolean };

/**
 * A tag: `[name]`, `[/name]`, `[name=value]`, `[name="v" key=v]`, and phpBB's stored forms with a unique id
 * (`[b:1x2y3z]`, `[/list:u:1x2y3z]`). The value may not hold brackets or a line break and is at most 500
 * characters, so a stray `[` costs a bounded look-ahead.
 */
const TAG = /\[(\/?)([a-zA-Z][a-zA-Z0-9]{0,15}|\*)(?::[a-zA-Z0-9]{1,10}){0,2}((?:=|\s)[^[\]\n]{0,500})?\]/y;

const closeTagPatterns = new Map<string, RegExp>();
function closeTagPattern(name: string): RegExp {
  let pattern = closeTagPatterns.get(name);
  if (pattern === undefined) {
    pattern = new RegExp(`\\[/${name}(?::[a-z0-9]{1,10}){0,2}\\]`, "gi");
    closeTagPatterns.set(name, pattern);
  }
  return pattern;
}

/**
 * Splits a BBCode post into text and the tags we know, in one left-to-right pass (linear time). Unknown tags
 * (`[A]`, `[This message …]`) stay text. The body of a raw tag runs to its closing tag, or to the end of the post
 * when it has none. Never throws.
 */
export function tokenizeBbcode(source: string): BbcodeToken[] {
  const tokens: BbcodeToken[] = [];
  let textStart = 0;
  let i = source.indexOf("[");
  const pushText = (end: number): void => {
    if (end > textStart) tokens.push({ kind: "text", raw: source.slice(textStart, end) });
  };
  while (i !== -1 && i < source.length) {
    TAG.lastIndex = i;
    const match = TAG.exec(source);
    const role = match ? bbcodeTagRole(match[2] ?? "") : undefined;
    if (!match || role === undefined) {
      i = source.indexOf("[", i + 1);
      continue;
    }
    const name = (match[2] ?? "").toLowerCase();
    const closing = match[1] === "/";
    const end = i + match[0].length;
    pushText(i);
    if (role === "raw" && !closing) {
      const pattern = closeTagPattern(name);
      pattern.lastIndex = end;
      const close = pattern.exec(source);
      const bodyEnd = close ? close.index : source.length;
      tokens.push({
        kind: "verbatim",
        name,
        body: source.slice(end, bodyEnd),
        visible: VISIBLE_RAW_TAGS.has(name),
      });
      textStart = close ? close.index + close[0].length : source.length;
    } else {
      tokens.push({ kind: closing ? "close" : "open", name, role, raw: match[0] });
      textStart = end;
    }
    i = source.indexOf("[", textStart);
  }
  pushText(source.length);
  return tokens;
}
