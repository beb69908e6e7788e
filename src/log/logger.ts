import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import type { Env } from "../config/env.ts";
import {
  CENSORED,
  type ConfiguredSecrets,
  configuredSecrets,
  scrubKnownSecrets,
  scrubKnownValue,
  scrubSecrets,
  scrubValue,
} from "./redact.ts";

/**
 * Paths pino's `redact` censors in every line: tokens, Authorization headers, REST request bodies, and the URLs of
 * REST errors (only the token part of an interaction or webhook URL is censored, so the route stays readable).
 * `formatters.log` then scrubs whatever else a line carries (`redact.ts`), and string arguments (the message) are
 * scrubbed too: a secret written anywhere in a line is censored.
 */
export const REDACT_PATHS = [
  "token",
  "*.token",
  "authorization",
  "*.authorization",
  "headers.authorization",
  "*.headers.authorization",
  "*.*.headers.authorization",
  "requestBody",
  "*.requestBody",
  "url",
  "*.url",
  "err.cause.url",
  "err.cause.requestBody",
];

function censor(value: unknown, path: string[]): unknown {
  if (path.at(-1) === "url") return typeof value === "string" ? scrubSecrets(value) : scrubValue(value);
  return CENSORED;
}

/**
 * The options every logger of the application has: the level, redaction, and scrubbing of errors and messages.
 * `secrets` (the configured secret values, `configuredSecrets`) are censored wherever they appear in a line, as a
 * forum's error answer may echo an API key.
 */
export function loggerOptions(level: Env["LOG_LEVEL"], secrets: readonly string[] = []): LoggerOptions {
  const scrub = (v: unknown) => scrubKnownValue(scrubValue(v), secrets);
  return {
    level,
    redact: { paths: REDACT_PATHS, censor },
    serializers: { err: scrub, error: scrub },
    formatters: { log: (object) => scrub(object) as Record<string, unknown> },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((a: unknown) =>
          typeof a === "string" ? scrubKnownSecrets(scrubSecrets(a), secrets) : a,
        );
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
}

/**
 * The application logger: JSON lines by default, pretty-printed when stdout is a terminal
 * (or LOG_FORMAT=pretty). Only adapters log; the engine and parsers never do. `destination` is a file descriptor,
 * or a stream (tests read the lines back). Secrets are censored in every line (`loggerOptions`), among them the
 * values of the secret settings `env` holds (the Discord token, the forum API keys, DATABASE_URL's password).
 */
export function createLogger(
  env: Pick<Env, "LOG_LEVEL" | "LOG_FORMAT"> & ConfiguredSecrets,
  destination: number | DestinationStream = 1,
): Logger {
  const options = loggerOptions(env.LOG_LEVEL, configuredSecrets(env));
  const pretty = env.LOG_FORMAT === "pretty" || (env.LOG_FORMAT === "auto" && process.stdout.isTTY === true);
  if (pretty && typeof destination === "number") {
    return pino({
      ...options,
      transport: { target: "pino-pretty", options: { colorize: true, destination } },
    });
  }
  return pino(options, typeof destination === "number" ? pino.destination(destination) : destination);
}

export type { Logger };
