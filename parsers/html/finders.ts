import {
  attr,
  closest,
  findAll,
  findFirst,
  type HTMLElement,
  type Matcher,
  NodeType,
  plainText,
  tagOf,
} from "./dom.ts";
import type { PostParts } from "./forum-page.ts";

/**
 * Posts whose container is easy to find: each container with the first body inside it. Broken markup can leave a
 * container unclosed so that it swallows the next posts; a container's own search therefore never enters another
 * container (`PostParts.outside`).
 */
export function postsByContainer(
  root: HTMLElement,
  container: Matcher,
  body: Matcher,
  bodyPrune?: Matcher,
): PostParts[] {
  return postsInContainers(findAll(root, container), body, bodyPrune);
}

/** `postsByContainer` for containers already found (in document order). */
export function postsInContainers(
  containers: HTMLElement[],
  body: Matcher,
  bodyPrune?: Matcher,
): PostParts[] {
  const set = new Set(containers);
  const parts: PostParts[] = [];
  for (const c of containers) {
    const others: Matcher = (el) => el !== c && set.has(el);
    const b = findFirst(c, body, bodyPrune ? (el) => others(el) || bodyPrune(el) : others);
    if (b) parts.push({ container: c, body: b, outside: (el) => el === b || others(el) });
  }
  return parts;
}

/**
 * Posts found from their bodies (the most specific element on old table layouts): each body's container is the
 * nearest ancestor `containerOf` picks; one post per container.
 */
export function postsByBody(
  root: HTMLElement,
  body: Matcher,
  containerOf: (body: HTMLElement) => HTMLElement | null,
): PostParts[] {
  const bodies = findAll(root, body);
  const bodySet = new Set(bodies);
  const parts: PostParts[] = [];
  const seen = new Set<HTMLElement>();
  for (const b of bodies) {
    const c = containerOf(b) ?? b.parentNode ?? b;
    if (seen.has(c)) continue;
    seen.add(c);
    parts.push({ container: c, body: b, outside: (el) => bodySet.has(el) || (el !== c && seen.has(el)) });
  }
  return parts;
}

/**
 * The letters every match of `re` starts with, when its source starts with `^` and plain letters (no
 * alternation, no case folding); "" when none is sure.
 */
export function literalLead(re: RegExp): string {
  if (re.flags.includes("i") || re.source.includes("|")) return "";
  const m = /^\^([\w-]+)([*?{+]?)/.exec(re.source);
  if (!m) return "";
  const lead = m[1] as string;
  // A quantifier after the last letter may repeat it or drop it: only the letters before it are sure.
  return m[2] ? lead.slice(0, -1) : lead;
}

/**
 * An element test on the id: the whole id must match. The id is compared as written, so an element whose
 * attribute text lacks the letters the pattern starts with is turned away before its attributes are read.
 */
export function idIs(re: RegExp): Matcher {
  const lead = literalLead(re);
  return (el) => {
    if (lead !== "" && !el.rawAttrs.includes(lead)) return false;
    const id = el.id;
    return id !== "" && re.test(id);
  };
}

/** The first run of digits in a string, or null. */
export function digits(s: string | null | undefined): string | null {
  if (!s) return null;
  const m = /\d+/.exec(s);
  return m ? m[0] : null;
}

/** A user id taken from a profile link (`u=123`, `/members/name.123/`, `/profile/123-name/`). */
export function userIdFromHref(href: string | null): string | undefined {
  if (!href) return undefined;
  const m =
    /[?&;]u(?:id)?=(\d+)/.exec(href) ??
    /\.(\d+)\/?$/.exec(href) ??
    /\/(?:profile|member|users?)\/(\d+)/.exec(href);
  return m ? (m[1] as string) : undefined;
}

/** The text of the first element in `scope` that `match` accepts (not looking inside `prune`), or "". */
export function textOf(scope: HTMLElement, match: Matcher, prune?: Matcher): string {
  const el = findFirst(scope, match, prune);
  return el ? plainText(el) : "";
}

/** The first element in `scope` that `match` accepts and whose text satisfies `test`. */
export function firstWithText(
  scope: HTMLElement,
  match: Matcher,
  test: (text: string) => boolean,
  prune?: Matcher,
): HTMLElement | null {
  for (const el of findAll(scope, match, prune ? { prune } : {})) {
    if (test(plainText(el))) return el;
  }
  return null;
}

/** An attribute of the first element in `scope` that `match` accepts. */
export function attrOf(scope: HTMLElement, match: Matcher, name: string, prune?: Matcher): string | null {
  const el = findFirst(scope, match, prune);
  return el ? attr(el, name) : null;
}

/** A matcher accepting exactly this element (to prune a post's body while searching its container). */
export function isEl(target: HTMLElement): Matcher {
  return (el) => el === target;
}

/** The nearest ancestor with this tag. */
export function closestTag(el: HTMLElement, tag: string): HTMLElement | null {
  return closest(el, (e) => tagOf(e) === tag);
}

const frames = new WeakMap<PostParts, HTMLElement[]>();

/**
 * The elements of a post's frame (its container without the body and without any post it swallowed), in
 * document order, listed once per post so each author, date and edit lookup is a scan of an array.
 */
export function frameOf(p: PostParts): HTMLElement[] {
  let list = frames.get(p);
  if (!list) {
    list = findAll(p.container, () => true, { prune: p.outside });
    frames.set(p, list);
  }
  return list;
}

/** The first element of the post's frame that `match` accepts, or null. */
export function frameFirst(p: PostParts, match: Matcher): HTMLElement | null {
  for (const el of frameOf(p)) if (match(el)) return el;
  return null;
}

/** The first element of the post's frame that `match` accepts and whose text satisfies `test`, or null. */
export function frameFirstWithText(
  p: PostParts,
  match: Matcher,
  test: (text: string) => boolean,
): HTMLElement | null {
  for (const el of frameOf(p)) if (match(el) && test(plainText(el))) return el;
  return null;
}

/**
 * The first element of the post's frame with a text child (its own words, not its descendants') that `re`
 * accepts: a header line found by its wording ("Posted: …") whatever element and class the theme gives it.
 */
export function frameFirstOwnText(p: PostParts, re: RegExp): HTMLElement | null {
  for (const el of frameOf(p)) {
    for (const n of el.childNodes) if (n.nodeType === NodeType.TEXT_NODE && re.test(n.text)) return el;
  }
  return null;
}
