import type { MiddlewareHandler } from "hono";

/**
 * The headers every answer of the web page carries: scripts only from the page's own origin (no inline script, so
 * an escaped-away name can never run), no referrer sent to other sites (an unlisted game's link stays private), no
 * guessing of content types, and no framing by other sites.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy":
    "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "referrer-policy": "no-referrer",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
};

/** Sets `SECURITY_HEADERS` on every answer, a 404 included. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
};
