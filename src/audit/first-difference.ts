/** The first place two JSON values differ (depth first, object keys sorted), or null when they are equal. */
export function firstDifference(
  claimed: unknown,
  actual: unknown,
  path: string,
): { path: string; claimed: unknown; actual: unknown } | null {
  if (Object.is(claimed, actual)) return null;
  if (Array.isArray(claimed) && Array.isArray(actual)) {
    const n = Math.min(claimed.length, actual.length);
    for (let i = 0; i < n; i++) {
      const d = firstDifference(claimed[i], actual[i], `${path}[${i}]`);
      if (d) return d;
    }
    if (claimed.length !== actual.length) {
      return { path: `${path}[${n}]`, claimed: claimed[n], actual: actual[n] };
    }
    return null;
  }
  if (isObject(claimed) && isObject(actual)) {
    const keys = [...new Set([...Object.keys(claimed), ...Object.keys(actual)])].sort();
    for (const k of keys) {
      const d = firstDifference(claimed[k], actual[k], `${path}.${k}`);
      if (d) return d;
    }
    return null;
  }
  return { path, claimed, actual };
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}
