/** JavaScript whitespace as `\s` reads it, without the HTML tokenizer (dates and settings read it on their own). */

/** True for the characters `\s` matches in a JavaScript regular expression (and `trim` removes). */
export function isJsSpace(c: number): boolean {
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * `raw` without leading and trailing whitespace, each inner run of whitespace one space (what
 * `raw.replace(/\s+/g, " ").trim()` gives); most texts need no new string.
 */
export function collapsedCore(raw: string): string {
  let start = 0;
  let end = raw.length;
  while (start < end && isJsSpace(raw.charCodeAt(start))) start++;
  while (end > start && isJsSpace(raw.charCodeAt(end - 1))) end--;
  for (let i = start; i < end; i++) {
    const c = raw.charCodeAt(i);
    if (isJsSpace(c) && (c !== 32 || isJsSpace(raw.charCodeAt(i + 1)))) {
      return raw.slice(start, end).replace(/\s+/g, " ");
    }
  }
  return start === 0 && end === raw.length ? raw : raw.slice(start, end);
}
