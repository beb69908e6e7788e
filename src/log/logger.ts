import pino, { type Logger } from "pino";
import type { Env } from "../config/env.ts";

/**
 * The application logger: JSON lines by default, pretty-printed when stdout is a terminal
 * (or LOG_FORMAT=pretty). Only adapters log; the engine and parsers never do.
 */
export function createLogger(env: Pick<Env, "LOG_LEVEL" | "LOG_FORMAT">, destination = 1): Logger {
  const pretty = env.LOG_FORMAT === "pretty" || (env.LOG_FORMAT === "auto" && process.stdout.isTTY === true);
  if (pretty) {
    return pino({
      level: env.LOG_LEVEL,
      transport: { target: "pino-pretty", options: { colorize: true, destination } },
    });
  }
  return pino({ level: env.LOG_LEVEL }, pino.destination(destination));
}

export type { Logger };
