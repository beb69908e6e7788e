/** A box in a picture's pixels: left, top, width, height. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** True when two boxes share some area (touching edges do not count). */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

// Advance widths of DejaVu Sans (the picture's font) in em, rounded up; bold is about 10 % wider.
const NARROW = new Set([..."il.,:;'!|·"]);
const WIDTHS: Record<string, number> = {
  " ": 0.32,
  f: 0.36,
  j: 0.28,
  r: 0.42,
  t: 0.4,
  s: 0.53,
  c: 0.56,
  z: 0.53,
  m: 0.98,
  w: 0.82,
  I: 0.3,
  J: 0.3,
  M: 0.87,
  W: 1.0,
  "(": 0.4,
  ")": 0.4,
  "-": 0.37,
  "+": 0.84,
  "⚓": 0.9,
  "★": 0.84,
};

function advance(ch: string): number {
  const plain = ch.normalize("NFD").charAt(0) || ch;
  if (NARROW.has(plain)) return 0.3;
  const known = WIDTHS[plain];
  if (known !== undefined) return known;
  if (/[0-9]/.test(plain)) return 0.64;
  if (/[a-z]/.test(plain)) return 0.64;
  if (/[A-Z]/.test(plain)) return 0.79;
  return 0.9;
}

/** How wide a text is drawn in DejaVu Sans at this size (an upper estimate, for label placement). */
export function estimateTextWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) em += advance(ch);
  return em * size * (bold ? 1.12 : 1);
}
