import type { Command } from "commander";
import { withService } from "../game-service.ts";
import { UserError } from "../user-error.ts";

/**
 * Registers `adjutant web --port P [--host H]`: serves the live page of every game of the database (issue #27)
 * until Ctrl+C. The server is loaded on first use, like the other commands' heavy parts.
 */
export function registerWebCommand(program: Command): void {
  program
    .command("web")
    .description("serve the live web page of every game (map, deadline, who has ordered, every past phase)")
    .requiredOption("--port <port>", "the port to listen on (0: any free port)")
    .option("--host <host>", "the address to listen on", "127.0.0.1")
    .action(async (opts: { port: string; host: string }) => {
      const port = Number(opts.port);
      if (!/^\d+$/.test(opts.port) || port > 65535) {
        throw new UserError(`--port ${opts.port}: give a port number from 0 to 65535`);
      }
      await withService(
        async ({ service }) => {
          const { startWebServer } = await import("../../web/serve.ts");
          let server: Awaited<ReturnType<typeof startWebServer>>;
          try {
            server = await startWebServer({ service, port, host: opts.host });
          } catch (e) {
            const code = (e as NodeJS.ErrnoException).code ?? String(e);
            throw new UserError(
              `cannot listen on ${opts.host}:${opts.port} (${code}): choose another --port or --host`,
            );
          }
          process.stdout.write(`Serving the games on ${server.url}/ (Ctrl+C to stop)\n`);
          await new Promise<void>((resolve) => {
            const stop = () => resolve();
            process.once("SIGINT", stop);
            process.once("SIGTERM", stop);
          });
          await server.close();
        },
        { longRunning: true },
      );
    });
}
