import { attr, type HTMLElement, hasClass, type Matcher, mayHaveAttr, tagOf } from "./dom.ts";

/**
 * Compiles a small subset of CSS into a matcher: comma lists of compound selectors made of a tag, `#id`, `.class`
 * and attribute tests `[a]`, `[a=v]`, `[a^=v]`, `[a*=v]`, `[a$=v]`, `[a~=v]`, joined by the descendant combinator
 * (a space). Compiled matchers are cached by selector text.
 *
 * @example sel("div.post, li[id^=post_]")
 */
export function sel(selector: string): Matcher {
  const cached = cache.get(selector);
  if (cached) return cached;
  const parts = selector
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map(compileDescendants);
  const matcher: Matcher = parts.length === 1 ? (parts[0] as Matcher) : anyOf(...parts);
  cache.set(selector, matcher);
  return matcher;
}

const cache = new Map<string, Matcher>();

/** "A B C": the element matches C and has ancestors matching B then A, nearest first. */
function compileDescendants(src: string): Matcher {
  const chain = src.split(/\s+/).map(compileCompound);
  const last = chain.pop() as Matcher;
  if (chain.length === 0) return last;
  return (el) => {
    if (!last(el)) return false;
    let i = chain.length - 1;
    let cur = el.parentNode;
    while (cur && i >= 0) {
      if (cur.rawTagName && (chain[i] as Matcher)(cur)) i--;
      cur = cur.parentNode;
    }
    return i < 0;
  };
}

/** A matcher that accepts what any of the given matchers accepts. */
export function anyOf(...matchers: Matcher[]): Matcher {
  return (el) => {
    for (let i = 0; i < matchers.length; i++) if ((matchers[i] as Matcher)(el)) return true;
    return false;
  };
}

const compoundRe =
  /([a-zA-Z][a-zA-Z0-9-]*)|#([\w-]+)|\.([\w:-]+)|\[([\w:-]+)(?:([~^$*]?=)"?([^"\]]*)"?)?\]|(\*)/y;

function compileCompound(src: string): Matcher {
  let tag: string | null = null;
  const ids: string[] = [];
  const classes: string[] = [];
  const attrs: AttrTest[] = [];
  compoundRe.lastIndex = 0;
  let pos = 0;
  while (pos < src.length) {
    compoundRe.lastIndex = pos;
    const m = compoundRe.exec(src);
    if (!m) throw new Error(`unsupported selector: ${src}`);
    if (m[1]) tag = m[1].toLowerCase();
    else if (m[2]) ids.push(m[2]);
    else if (m[3]) classes.push(m[3]);
    else if (m[4]) attrs.push({ name: m[4], op: m[5] ?? "", value: m[6] ?? "" });
    pos = compoundRe.lastIndex;
  }
  // The common shapes get matchers of their own: no loops over empty lists.
  if (ids.length === 0 && attrs.length === 0) {
    if (classes.length === 0) return tag === null ? () => true : (el) => isTag(el, tag);
    if (classes.length === 1) {
      const c = classes[0] as string;
      return tag === null ? (el) => hasClass(el, c) : (el) => isTag(el, tag) && hasClass(el, c);
    }
  }
  if (tag === null && ids.length === 0 && classes.length === 0 && attrs.length === 1) {
    const a = attrs[0] as AttrTest;
    return (el) => mayHaveAttr(el, a.name) && attrTest(el, a);
  }
  return (el: HTMLElement) => {
    if (tag !== null && !isTag(el, tag)) return false;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as string;
      if (!el.rawAttrs.includes(id) || el.id !== id) return false;
    }
    for (let i = 0; i < classes.length; i++) if (!hasClass(el, classes[i] as string)) return false;
    // Every name must be in the attribute text before any attribute is read.
    for (let i = 0; i < attrs.length; i++) if (!mayHaveAttr(el, (attrs[i] as AttrTest).name)) return false;
    for (let i = 0; i < attrs.length; i++) if (!attrTest(el, attrs[i] as AttrTest)) return false;
    return true;
  };
}

/** An attribute test of a compound selector: `[name]` (op "") or `[name op value]`. */
interface AttrTest {
  name: string;
  op: string;
  value: string;
}

/** True when the element has the tag (`tag` in lower case). */
function isTag(el: HTMLElement, tag: string): boolean {
  return el.rawTagName === tag || tagOf(el) === tag;
}

/** True when the element passes one attribute test. */
function attrTest(el: HTMLElement, a: AttrTest): boolean {
  // A value to compare is in the attribute text as written, unless entities encode it: then no attribute is read.
  if (a.op !== "" && a.value.length > 0) {
    const raw = el.rawAttrs;
    if (!raw.includes(a.value) && !raw.includes("&")) return false;
  }
  const v = attr(el, a.name);
  if (v === null) return false;
  switch (a.op) {
    case "":
      return true;
    case "=":
      return v === a.value;
    case "^=":
      return v.startsWith(a.value);
    case "$=":
      return v.endsWith(a.value);
    case "*=":
      return v.includes(a.value);
    case "~=":
      return v.split(/\s+/).includes(a.value);
    default:
      return false;
  }
}
