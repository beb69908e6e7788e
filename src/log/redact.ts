/**
 * Secrets never reach the logs: Discord interaction and webhook tokens (in the REST URLs discord.js puts on its
 * errors: `/interactions/ID/TOKEN/callback`, `/webhooks/ID/TOKEN/messages/@original`), `Authorization` headers
 * (`Bot …`, `Bearer …`), token fields, the request bodies REST errors carry (players' orders, GM reports), and
 * passwords in URLs (a PostgreSQL DATABASE_URL), and the configured secrets themselves (`configuredSecrets`: the
 * Discord token, the forum API keys), wherever a forum's answer or a message puts them.
 * Pure: the logger (`logger.ts`) applies these to every line.
 */

/** What replaces a secret. */
export const CENSORED = "[redacted]";

/** Field names whose value is always censored, wherever they appear (case-insensitive). */
const SECRET_KEYS = new Set([
  "token",
  "authorization",
  "password",
  "secret",
  "requestbody",
  /** discord.js's rate-limit data: a webhook's major parameter is "ID/TOKEN". */
  "majorparameter",
  "cookie",
  "set-cookie",
  "x-signature-ed25519",
  /** Forum APIs Adjutant posts with (Discourse, XenForo 2). */
  "api-key",
  "xf-api-key",
  /** PostgreSQL (DATABASE_URL): the whole connection string, wherever it is logged as a field. */
  "database_url",
  "connectionstring",
]);

/**
 * `/interactions/ID/` or `/webhooks/ID/` (or discord.js's `:id`) then the token: a fixed prefix, one run of digits,
 * one run of token characters (linear).
 */
const TOKEN_IN_PATH = /(\/(?:interactions|webhooks)\/(?:\d+|:id)\/)[^/?#\s"'<>]+/g;
/** The password of a URL with credentials (`postgres://user:PASSWORD@host/…`). */
const URL_PASSWORD = /(\b[a-z][a-z0-9+.-]{0,20}:\/\/[^\s:/?#@]{0,200}:)[^\s@/?#]{1,500}@/gi;
/** An Authorization header value written into a string. */
const AUTH_SCHEME = /\b(Bot|Bearer)[ \t]+[A-Za-z0-9._~+/=-]+/g;

/** Replaces the token part of interaction and webhook URLs, and `Bot …` / `Bearer …` credentials, in a string. */
export function scrubSecrets(text: string): string {
  if (!text.includes("/") && !text.includes("Bot") && !text.includes("Bearer")) return text;
  return text
    .replace(TOKEN_IN_PATH, `$1${CENSORED}`)
    .replace(URL_PASSWORD, `$1${CENSORED}@`)
    .replace(AUTH_SCHEME, `$1 ${CENSORED}`);
}

/** True for a field whose value is a secret as a whole (`token`, `authorization`, `requestBody`…). */
export function isSecretKey(key: string): boolean {
  return SECRET_KEYS.has(key.toLowerCase());
}

/**
 * A copy of a value with every secret censored: secret fields replaced by `[redacted]`, strings scrubbed of URL
 * tokens and credentials. Cycles and depth beyond 10 are cut (`[cycle]`, `[deep]`); anything else is kept as is.
 */
export function scrubValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === "string") return scrubSecrets(value);
  if (typeof value !== "object" || value === null) return value;
  if (seen.has(value)) return "[cycle]";
  if (depth > 10) return "[deep]";
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1, seen));
  if (value instanceof Error) return scrubValue(errorFields(value), depth, seen);
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    // A Date, a URL, a Map…: what JSON.stringify would write, scrubbed.
    const json = (value as { toJSON?: () => unknown }).toJSON?.();
    if (json !== undefined) return scrubValue(json, depth + 1, seen);
  }
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = isSecretKey(key) ? CENSORED : scrubValue(v, depth + 1, seen);
  }
  return out;
}

/** An error as a plain object: its type, message, stack, cause and own fields (discord.js puts `url`, `method`,
 * `status`, `code`, `requestBody` and `rawError` there). */
function errorFields(e: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { type: e.constructor?.name ?? "Error", message: e.message };
  if (e.stack !== undefined) out.stack = e.stack;
  for (const [key, v] of Object.entries(e)) out[key] = v;
  if (e.cause !== undefined) out.cause = e.cause;
  return out;
}

/**
 * Secrets shorter than this are not searched for in text: a one-letter "key" would censor every letter of a line.
 * Real API keys and tokens are far longer.
 */
export const MIN_KNOWN_SECRET_LENGTH = 6;

/** The configured secrets of the environment (the settings that hold them; every one optional). */
export interface ConfiguredSecrets {
  DISCORD_TOKEN?: string | undefined;
  DISCOURSE_API_KEY?: string | undefined;
  XENFORO_API_KEY?: string | undefined;
  DATABASE_URL?: string | undefined;
}

/**
 * Every secret value configured in the environment: the Discord token, the forum API keys, and the password of
 * DATABASE_URL. Text taken from elsewhere (a forum's error answer, a line to log) is cleaned of these with
 * {@link scrubKnownSecrets}, whatever field or wording they come in.
 */
export function configuredSecrets(env: ConfiguredSecrets): string[] {
  const out = [env.DISCORD_TOKEN, env.DISCOURSE_API_KEY, env.XENFORO_API_KEY];
  if (env.DATABASE_URL) {
    try {
      const password = new URL(env.DATABASE_URL).password;
      if (password) out.push(password, decodeURIComponent(password));
    } catch {
      // not a URL: loadEnv refuses it at start-up
    }
  }
  return [...new Set(out.filter((s): s is string => typeof s === "string" && s.length > 0))];
}

/** The forms a secret takes in text: as it is, URL-encoded, and inside a JSON string. */
function secretForms(secrets: readonly string[]): string[] {
  const forms = new Set<string>();
  for (const s of secrets) {
    if (s.length < MIN_KNOWN_SECRET_LENGTH) continue;
    forms.add(s);
    forms.add(encodeURIComponent(s));
    forms.add(JSON.stringify(s).slice(1, -1));
  }
  // longest first, so that a secret inside another is not cut out of it first
  return [...forms].sort((a, b) => b.length - a.length);
}

/** `text` with every occurrence of each known secret (see {@link configuredSecrets}) replaced by `[redacted]`. */
export function scrubKnownSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const form of secretForms(secrets)) {
    if (out.includes(form)) out = out.split(form).join(CENSORED);
  }
  return out;
}

/** A copy of a plain value (what {@link scrubValue} returns) with known secrets censored in every string. */
export function scrubKnownValue(value: unknown, secrets: readonly string[], depth = 0): unknown {
  if (secrets.length === 0) return value;
  if (typeof value === "string") return scrubKnownSecrets(value, secrets);
  if (typeof value !== "object" || value === null || depth > 12) return value;
  if (Array.isArray(value)) return value.map((v) => scrubKnownValue(v, secrets, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = scrubKnownValue(v, secrets, depth + 1);
  return out;
}
