import { z } from "zod";
import { err, ok, type Result } from "../result.ts";

/** The User-Agent Adjutant sends when the configuration names none. */
export const DEFAULT_USER_AGENT = "AdjutantBot/0.1 (+play-by-post game master assistant)";

/** The largest page body read by default: 8 MB. */
export const DEFAULT_MAX_BODY_BYTES = 8 * 1024 * 1024;

/** A byte count for messages: "8 MB", "1.5 MB", "512 KB". */
export function describeMegabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${Math.round((bytes / (1024 * 1024)) * 100) / 100} MB`;
}

/** Tunable behaviour of the HTTP client; every field has a polite default. */
export const httpClientOptionsSchema = z.object({
  userAgent: z.string().min(1).default(DEFAULT_USER_AGENT),
  /** Minimum pause between two requests of this client, in milliseconds. */
  delayMs: z.number().int().min(0).default(1500),
  /** Time allowed for one attempt (headers and body), in milliseconds. */
  timeoutMs: z.number().int().min(1).default(30_000),
  /** Attempts per request, the first one included. */
  maxAttempts: z.number().int().min(1).default(4),
  /** First back-off pause; doubles on each retry. */
  backoffBaseMs: z.number().int().min(0).default(1000),
  /** Ceiling of one back-off pause. */
  backoffMaxMs: z.number().int().min(0).default(60_000),
  /** The longest Retry-After the client will honour; a longer one gives up at once. */
  maxRetryAfterMs: z.number().int().min(0).default(300_000),
  /** The largest body read; a longer one is abandoned after this many bytes, never buffered whole. */
  maxBodyBytes: z.number().int().min(1).default(DEFAULT_MAX_BODY_BYTES),
  /** Redirects followed per request; each must stay on the requested URL's origin. */
  maxRedirects: z.number().int().min(0).default(5),
});
export type HttpClientOptions = z.input<typeof httpClientOptionsSchema>;
type ResolvedOptions = z.infer<typeof httpClientOptionsSchema>;

/** What the client remembers about one URL to make conditional requests; JSON-serializable. */
export const cacheEntrySchema = z.object({
  etag: z.string().optional(),
  lastModified: z.string().optional(),
  contentType: z.string().nullable(),
  /** The body of the last 200 response, base64. */
  body: z.string(),
});
export type CacheEntry = z.infer<typeof cacheEntrySchema>;

/** Validators and bodies per URL; the caller may persist it as JSON and hand it back on a later run. */
export const httpCacheSchema = z.record(z.string(), cacheEntrySchema);
export type HttpCache = z.infer<typeof httpCacheSchema>;

/** A page as fetched: raw bytes and the content type, so that the parser decodes legacy encodings itself. */
export interface FetchedPage {
  /** The URL asked for. */
  url: string;
  /** The URL answered, after redirects. */
  finalUrl: string;
  /** 200 for a fresh body, 304 when the cached body was still current. */
  status: number;
  body: Uint8Array;
  contentType: string | null;
  /** True when the body comes from the cache (a 304). */
  fromCache: boolean;
  attempts: number;
}

/** Why a request failed after all its attempts. Every variant carries a one-line `message`. */
export type FetchProblem =
  | { kind: "http-status"; url: string; status: number; attempts: number; message: string }
  | { kind: "timeout"; url: string; timeoutMs: number; attempts: number; message: string }
  | {
      kind: "truncated";
      url: string;
      expected: number | null;
      received: number;
      attempts: number;
      message: string;
    }
  | {
      kind: "network";
      url: string;
      detail: string;
      /** The system error code when there is one: ENOTFOUND (no such host), ECONNREFUSED, ECONNRESET… */
      code?: string;
      attempts: number;
      message: string;
    }
  | { kind: "too-large"; url: string; limitBytes: number; attempts: number; message: string }
  | { kind: "retry-after-too-long"; url: string; retryAfterMs: number; attempts: number; message: string }
  | { kind: "not-modified-without-cache"; url: string; attempts: number; message: string }
  /** A redirect off the requested URL's origin (scheme, host and port), not followed. */
  | { kind: "redirect-refused"; url: string; to: string; private: boolean; attempts: number; message: string }
  | { kind: "too-many-redirects"; url: string; hops: number; attempts: number; message: string }
  | { kind: "invalid-url"; url: string; attempts: number; message: string };

/** Everything the client needs from the outside world; tests replace each piece. */
export interface HttpDeps {
  /** Defaults to the global `fetch` (undici). */
  fetch?: typeof fetch;
  /** Defaults to a `setTimeout` promise. */
  sleep?: (ms: number) => Promise<void>;
  /** Uniform in [0, 1): the jitter source. Defaults to no jitter (0.5). */
  random?: () => number;
  /** Milliseconds since the epoch: spacing of requests and Retry-After dates. Defaults to `Date.now`. */
  now?: () => number;
}

/** Options of one request. */
export interface GetOptions {
  /** Send If-None-Match / If-Modified-Since when the cache knows the URL (default true). */
  conditional?: boolean;
  /** Store the response's validators and body in the cache (default true). */
  remember?: boolean;
}

/** A polite HTTP client: spacing, retries with back-off, time-outs, conditional requests. */
export interface HttpClient {
  get(url: string, options?: GetOptions): Promise<Result<FetchedPage, FetchProblem>>;
  /** The validator cache, mutated as responses arrive. */
  readonly cache: HttpCache;
  /** Raises the pause between requests (a robots.txt Crawl-delay); never lowers it. */
  raiseDelay(ms: number): void;
  /** The pause between requests now in force. */
  readonly delayMs: number;
}

const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A problem before its attempt count is known (distributes over the union). */
type ProblemDraft = FetchProblem extends infer P
  ? P extends FetchProblem
    ? Omit<P, "attempts">
    : never
  : never;

/** One attempt's outcome: a page, or a problem and whether trying again may help. */
type Attempt =
  | { ok: true; page: FetchedPage }
  | { ok: false; retry: boolean; waitMs?: number; problem: ProblemDraft };

/**
 * Parses a Retry-After header (delta-seconds or an HTTP date) into milliseconds from `nowMs`;
 * null when absent or unreadable.
 */
export function parseRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - nowMs);
}

/** Exponential back-off with "equal jitter": half the step fixed, half drawn from `random`. */
export function backoffDelay(retry: number, baseMs: number, maxMs: number, random: () => number): number {
  const step = Math.min(maxMs, baseMs * 2 ** (retry - 1));
  return Math.round(step / 2 + (step / 2) * random());
}

const bytesToBase64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString("base64");
const base64ToBytes = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, "base64"));

/**
 * Network failures that retrying within seconds cannot mend: the host name does not exist, or nothing listens on
 * the port. They are reported at once; the rest (resets, time-outs, EAI_AGAIN) are retried.
 */
const PERMANENT_NETWORK_CODES = new Set(["ENOTFOUND", "ECONNREFUSED"]);

/** The system error code of a fetch failure (undici puts it on `cause`, or on each of an AggregateError's). */
export function networkErrorCode(e: unknown): string | undefined {
  const codeOf = (v: unknown): string | undefined =>
    typeof v === "object" && v !== null && "code" in v && typeof v.code === "string" ? v.code : undefined;
  const cause = e instanceof Error ? e.cause : undefined;
  const direct = codeOf(cause) ?? codeOf(e);
  if (direct !== undefined) return direct;
  if (cause instanceof AggregateError) {
    for (const inner of cause.errors) {
      const code = codeOf(inner);
      if (code !== undefined) return code;
    }
  }
  return undefined;
}

/** True for a host under the special-use `.invalid` domain, which never resolves (RFC 6761 §6.4). */
export function isInvalidTld(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return host === "invalid" || host.endsWith(".invalid");
}

/** The IPv4 address a host names literally (dotted quad), as four numbers; null for anything else. */
function ipv4Of(host: string): number[] | null {
  const m = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!m) return null;
  const parts = m.slice(1).map(Number);
  return parts.every((n) => n <= 255) ? parts : null;
}

function isPrivateIpv4([a = 0, b = 0]: number[]): boolean {
  return (
    a === 0 || // "this network"
    a === 10 ||
    a === 127 || // loopback
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local (cloud metadata)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

/**
 * True for a host that names this machine or a private network: `localhost` (and `*.localhost`), loopback, private,
 * link-local and unspecified IPv4 and IPv6 literals (IPv4-mapped IPv6 included). Host names are not resolved.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  const v4 = ipv4Of(host);
  if (v4) return isPrivateIpv4(v4);
  if (!host.startsWith("[")) return false;
  const v6 = host.slice(1, -1);
  if (v6 === "::1" || v6 === "::") return true;
  const mapped = /^::ffff:(.+)$/.exec(v6)?.[1];
  if (mapped !== undefined) {
    const inner = ipv4Of(mapped);
    if (inner) return isPrivateIpv4(inner);
    // WHATWG URL writes a mapped address in hex: ::ffff:7f00:1.
    const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(mapped);
    if (hex) {
      const hi = Number.parseInt(hex[1] ?? "0", 16);
      const lo = Number.parseInt(hex[2] ?? "0", 16);
      return isPrivateIpv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
    }
    return false;
  }
  return /^f[cd][0-9a-f]{2}:/.test(v6) || /^fe[89ab][0-9a-f]:/.test(v6);
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function describeError(e: unknown): string {
  if (e instanceof Error) {
    const cause = e.cause instanceof Error ? `: ${e.cause.message}` : "";
    return `${e.message}${cause}`;
  }
  return String(e);
}

/** Creates a client; `cache` (e.g. loaded from JSON) is used and updated in place. */
export function createHttpClient(
  options: HttpClientOptions = {},
  deps: HttpDeps = {},
  cache: HttpCache = {},
): HttpClient {
  const opts: ResolvedOptions = httpClientOptionsSchema.parse(options);
  const doFetch = deps.fetch ?? globalThis.fetch;
  const sleep = deps.sleep ?? realSleep;
  const random = deps.random ?? (() => 0.5);
  const now = deps.now ?? Date.now;
  let delayMs = opts.delayMs;
  let lastRequestAt: number | null = null;

  async function waitTurn(): Promise<void> {
    if (lastRequestAt !== null) {
      const wait = lastRequestAt + delayMs - now();
      if (wait > 0) await sleep(wait);
    }
    lastRequestAt = now();
  }

  async function attempt(url: string, conditional: boolean, remember: boolean): Promise<Attempt> {
    const headers: Record<string, string> = { "user-agent": opts.userAgent, accept: "text/html,*/*;q=0.8" };
    const cached = cache[url];
    if (conditional && cached) {
      if (cached.etag) headers["if-none-match"] = cached.etag;
      if (cached.lastModified) headers["if-modified-since"] = cached.lastModified;
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, opts.timeoutMs);
    const timeoutProblem = {
      kind: "timeout",
      url,
      timeoutMs: opts.timeoutMs,
      message: `${url}: no complete answer within ${opts.timeoutMs} ms`,
    } as const;
    try {
      let response: Response;
      let at = url;
      try {
        // Redirects are followed here, one hop at a time, so that none leaves the requested URL's origin.
        for (let hops = 0; ; hops++) {
          response = await doFetch(at, { headers, signal: controller.signal, redirect: "manual" });
          const location = response.headers.get("location");
          if (!REDIRECT_STATUSES.has(response.status) || location === null) break;
          await response.body?.cancel().catch(() => undefined);
          const to = URL.canParse(location, at) ? new URL(location, at) : null;
          const origin = new URL(url);
          if (to === null || to.origin !== origin.origin) {
            const target = to?.href ?? location;
            const toPrivate = to !== null && isPrivateHost(to.hostname) && !isPrivateHost(origin.hostname);
            return {
              ok: false,
              retry: false,
              problem: {
                kind: "redirect-refused",
                url,
                to: target,
                private: toPrivate,
                message: `${url} redirects to ${target}, ${toPrivate ? "a loopback or private address" : `outside ${origin.origin}`}; Adjutant follows redirects only within the thread's own site`,
              },
            };
          }
          if (hops >= opts.maxRedirects) {
            return {
              ok: false,
              retry: false,
              problem: {
                kind: "too-many-redirects",
                url,
                hops,
                message: `${url}: more than ${opts.maxRedirects} redirects in a row; not followed further`,
              },
            };
          }
          at = to.href;
        }
      } catch (e) {
        if (timedOut) return { ok: false, retry: true, problem: timeoutProblem };
        const detail = describeError(e);
        const code = networkErrorCode(e);
        return {
          ok: false,
          retry: code === undefined || !PERMANENT_NETWORK_CODES.has(code),
          problem: {
            kind: "network",
            url,
            detail,
            ...(code !== undefined ? { code } : {}),
            message: `${url}: ${detail}`,
          },
        };
      }
      const status = response.status;
      if (status === 304) {
        await response.body?.cancel().catch(() => undefined);
        if (!cached) {
          return {
            ok: false,
            retry: false,
            problem: {
              kind: "not-modified-without-cache",
              url,
              message: `${url}: the server answered 304 Not Modified but nothing is cached for it`,
            },
          };
        }
        return {
          ok: true,
          page: {
            url,
            finalUrl: at,
            status,
            body: base64ToBytes(cached.body),
            contentType: cached.contentType,
            fromCache: true,
            attempts: 0,
          },
        };
      }
      if (status < 200 || status >= 300) {
        await response.body?.cancel().catch(() => undefined);
        const retryable = status >= 500 || status === 429 || status === 408;
        const retryAfter = parseRetryAfter(response.headers.get("retry-after"), now());
        const problem = {
          kind: "http-status",
          url,
          status,
          message: `${url}: HTTP ${status}${response.statusText ? ` ${response.statusText}` : ""}`,
        } as const;
        if (retryable && retryAfter !== null) return { ok: false, retry: true, waitMs: retryAfter, problem };
        return { ok: false, retry: retryable, problem };
      }
      const read = await readBody(response, opts.maxBodyBytes);
      if (!read.ok && read.error.tooLarge) {
        return {
          ok: false,
          retry: false,
          problem: {
            kind: "too-large",
            url,
            limitBytes: opts.maxBodyBytes,
            message: `${url} is larger than ${describeMegabytes(opts.maxBodyBytes)}, not read`,
          },
        };
      }
      if (!read.ok) {
        if (timedOut) return { ok: false, retry: true, problem: timeoutProblem };
        const expected = declaredLength(response);
        return {
          ok: false,
          retry: true,
          problem: {
            kind: "truncated",
            url,
            expected,
            received: read.error.received,
            message: `${url}: the body was cut off after ${read.error.received}${expected === null ? "" : ` of ${expected}`} bytes (${read.error.detail})`,
          },
        };
      }
      const body = read.value;
      const expected = declaredLength(response);
      if (expected !== null && body.byteLength !== expected) {
        return {
          ok: false,
          retry: true,
          problem: {
            kind: "truncated",
            url,
            expected,
            received: body.byteLength,
            message: `${url}: received ${body.byteLength} of ${expected} bytes`,
          },
        };
      }
      const contentType = response.headers.get("content-type");
      const etag = response.headers.get("etag") ?? undefined;
      const lastModified = response.headers.get("last-modified") ?? undefined;
      if (!remember) {
        // Not kept (robots.txt): the cache holds thread pages only.
      } else if (etag !== undefined || lastModified !== undefined) {
        cache[url] = { etag, lastModified, contentType, body: bytesToBase64(body) };
      } else {
        delete cache[url];
      }
      return {
        ok: true,
        page: {
          url,
          finalUrl: at,
          status,
          body,
          contentType,
          fromCache: false,
          attempts: 0,
        },
      };
    } finally {
      clearTimeout(timer);
    }
  }

  async function get(url: string, getOptions: GetOptions = {}): Promise<Result<FetchedPage, FetchProblem>> {
    if (!URL.canParse(url)) {
      return err({ kind: "invalid-url", url, attempts: 0, message: `"${url}" is not a valid URL` });
    }
    const host = new URL(url).hostname;
    if (isInvalidTld(host)) {
      // Name resolution APIs "SHOULD always return immediate negative responses" for .invalid (RFC 6761 §6.4):
      // answered here, so no resolver is asked and nothing waits on the network.
      const detail = `getaddrinfo ENOTFOUND ${host}`;
      return err({
        kind: "network",
        url,
        detail,
        code: "ENOTFOUND",
        attempts: 1,
        message: `${url}: ${detail}`,
      });
    }
    const conditional = getOptions.conditional ?? true;
    const remember = getOptions.remember ?? true;
    for (let attempts = 1; ; attempts++) {
      await waitTurn();
      const outcome = await attempt(url, conditional, remember);
      if (outcome.ok) return ok({ ...outcome.page, attempts });
      const failed = { ...outcome.problem, attempts } as FetchProblem;
      if (!outcome.retry || attempts >= opts.maxAttempts) {
        if (attempts > 1) failed.message = `${failed.message} (gave up after ${attempts} attempts)`;
        return err(failed);
      }
      if (outcome.waitMs !== undefined && outcome.waitMs > opts.maxRetryAfterMs) {
        return err({
          kind: "retry-after-too-long",
          url,
          retryAfterMs: outcome.waitMs,
          attempts,
          message: `${url}: the server asks to retry after ${Math.round(outcome.waitMs / 1000)} s, longer than the ${Math.round(opts.maxRetryAfterMs / 1000)} s allowed`,
        });
      }
      const pause = outcome.waitMs ?? backoffDelay(attempts, opts.backoffBaseMs, opts.backoffMaxMs, random);
      if (pause > 0) await sleep(pause);
    }
  }

  return {
    get,
    cache,
    raiseDelay(ms: number) {
      if (ms > delayMs) delayMs = ms;
    },
    get delayMs() {
      return delayMs;
    },
  };
}

/**
 * Reads a body chunk by chunk, so that a cut-off body reports how much arrived; stops (and cancels the stream)
 * as soon as more than `maxBytes` arrived.
 */
async function readBody(
  response: Response,
  maxBytes: number,
): Promise<Result<Uint8Array, { received: number; detail: string; tooLarge?: true }>> {
  if (response.body === null) return ok(new Uint8Array(0));
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        return err({ received, detail: `more than ${maxBytes} bytes`, tooLarge: true });
      }
    }
  } catch (e) {
    return err({ received, detail: describeError(e) });
  }
  const body = new Uint8Array(received);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return ok(body);
}

/** The Content-Length to check the body against; null when absent or when the body is content-encoded. */
function declaredLength(response: Response): number | null {
  const encoding = response.headers.get("content-encoding");
  if (encoding && encoding.toLowerCase() !== "identity") return null;
  const header = response.headers.get("content-length");
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}
