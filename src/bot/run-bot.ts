import type { Env } from "../config/env.ts";
import { ScheduleService } from "../game/schedule/schedule-service.ts";
import type { Logger } from "../log/logger.ts";
import { startBotFromEnv } from "./start-from-env.ts";

/**
 * Runs the Discord bot (with its schedule) until `signal` aborts, then stops it: the schedule round under way
 * finishes, the client disconnects. What `npm start` runs with DISCORD_TOKEN set, and what each shard process runs
 * in a sharded bot. Returns the exit code (1 when the bot could not start, with the reason on stderr).
 */
export async function runDiscordBot(deps: {
  env: Env;
  log: Logger;
  service: ConstructorParameters<typeof ScheduleService>[0]["service"];
  store: ConstructorParameters<typeof ScheduleService>[0]["store"];
  signal: AbortSignal;
  /** Where the one-line reason goes when the bot cannot start (default: standard error as it is). */
  reportError?: (line: string) => void;
}): Promise<number> {
  const { env, log, service, store, signal } = deps;
  const reportError = deps.reportError ?? ((line: string) => process.stderr.write(`${line}\n`));
  const schedule = new ScheduleService({ service, store, now: () => new Date() });
  const started = await startBotFromEnv(env, service, log, schedule);
  if (!started.ok) {
    reportError(started.error);
    return 1;
  }
  log.info("Discord bot running (Ctrl+C to stop)");
  if (!signal.aborted) {
    await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
  }
  await started.value.stop();
  return 0;
}
