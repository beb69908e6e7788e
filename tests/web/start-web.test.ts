import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { useTempDirs } from "../helpers/temp-dir.ts";

/**
 * Issue #27 in a new process: `adjutant web --port 0` serves the games of the database until Ctrl+C, and `npm start`
 * with WEB_PORT serves the same pages beside the console (its game listed at once), both only on 127.0.0.1, both
 * exiting 0 when stopped. Run on the sources under tsx, as the tests do.
 */
const tempDir = useTempDirs();
const source = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

function run(args: string[], env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ["--import", "tsx", ...args], {
    env: { ...process.env, LOG_FORMAT: "json", LOG_LEVEL: "info", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
}

/** The first http://127.0.0.1:PORT the process prints (stdout or stderr), and everything it printed. */
function addressOf(child: ChildProcessWithoutNullStreams): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = "";
    const look = (chunk: Buffer) => {
      out += chunk.toString();
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (found) resolve(found[0]);
    };
    child.stdout.on("data", look);
    child.stderr.on("data", look);
    child.once("exit", (code) => reject(new Error(`exited (${code}) before serving: ${out}`)));
  });
}

const exitOf = (child: ChildProcessWithoutNullStreams) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

describe("#27 serving from a new process", () => {
  it("`adjutant web --port 0` serves the database's games and stops on SIGINT with exit 0", async () => {
    const dir = tempDir("web-cli");
    const env = { DATABASE_FILE: join(dir, "games.db") };
    const created = run([source("src/cli/main.ts"), "game", "new", "--scenario", "ww1907"], env);
    created.stdout.resume();
    created.stderr.resume();
    expect(await exitOf(created)).toBe(0);
    const child = run([source("src/cli/main.ts"), "web", "--port", "0"], env);
    const exited = exitOf(child);
    const url = await addressOf(child);
    const index = await (await fetch(`${url}/`)).text();
    expect(index).toContain('<a href="/games/ww1907-1">World War 1907</a>');
    expect((await fetch(`${url}/games/ww1907-1`)).status).toBe(200);
    child.kill("SIGINT");
    expect(await exited).toBe(0);
  }, 60_000);

  it("`npm start` with WEB_PORT serves the console's game beside it, and stops with the console", async () => {
    const dir = tempDir("web-start");
    const child = run([source("src/main.ts")], { DATA_DIR: dir, WEB_PORT: "0" });
    const exited = exitOf(child);
    const url = await addressOf(child);
    // the server is up before the console has opened (or created) its game: the index lists it once it exists
    let link: string | undefined;
    for (let n = 0; n < 100 && link === undefined; n++) {
      link = /href="(\/games\/[^"]+)"/.exec(await (await fetch(`${url}/`)).text())?.[1];
      if (link === undefined) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const page = await fetch(`${url}${link}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("World War 1907");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    child.stdin.end("/quit\n");
    expect(await exited).toBe(0);
  }, 60_000);

  it("`npm start` refuses a WEB_PORT that is no port, naming it", async () => {
    const dir = tempDir("web-bad-port");
    const child = run([source("src/main.ts")], { DATA_DIR: dir, WEB_PORT: "eighty" });
    let err = "";
    child.stderr.on("data", (c: Buffer) => {
      err += c.toString();
    });
    child.stdout.resume();
    child.stdin.end();
    expect(await exitOf(child)).toBe(1);
    expect(err).toContain("WEB_PORT is a port number, from 0 to 65535");
  }, 60_000);
});
