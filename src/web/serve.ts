import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { GameService } from "../game/game-service.ts";
import { createWebApp } from "./app.ts";

/** A running web server. */
export interface WebServer {
  /** Where it listens: http://host:port (the port the system chose for port 0). */
  url: string;
  port: number;
  /** Ends the open event streams and stops listening. */
  close(): Promise<void>;
}

/**
 * Serves the games of a service on `host:port` (port 0: any free port) with @hono/node-server, until `close`.
 * Rejects when the port cannot be listened on (in use, not allowed).
 */
export async function startWebServer(options: {
  service: GameService;
  port: number;
  host?: string;
  pollMs?: number;
  keepAliveMs?: number;
  onError?: (error: unknown, path: string) => void;
}): Promise<WebServer> {
  const host = options.host ?? "127.0.0.1";
  const web = createWebApp(options);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch: web.app.fetch, port: options.port, hostname: host }) as Server;
    s.once("error", reject);
    s.once("listening", () => {
      s.off("error", reject);
      resolve(s);
    });
  });
  const port = (server.address() as AddressInfo).port;
  const shown = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        web.close();
        server.close(() => resolve());
        // an event stream's socket closes once its stream has ended; a stuck one must not hold the process
        setTimeout(() => server.closeAllConnections(), 1000).unref();
      }),
  };
}
