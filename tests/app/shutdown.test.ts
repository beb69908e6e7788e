import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeDiscord } from "../helpers/fake-discord.ts";
import { type LocalForum, startLocalForum } from "../helpers/local-forum.ts";
import { boldLines, phpbbThreadPage } from "../helpers/phpbb-thread.ts";

/**
 * Graceful shutdown of `npm start` as a service manager does it (systemd, docker stop): the compiled program
 * (`node dist/src/main.js`, what `npm start` runs; built by `npm ci` / `npm run build`) in a child process with a
 * temporary DATABASE_FILE gets SIGTERM, must exit 0 within a generous bound, and leaves a database that passes
 * `PRAGMA integrity_check` with what it had written. Every server it talks to is on 127.0.0.1.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const main = join(root, "dist", "src", "main.js");
const built = existsSync(main);
if (!built) process.stdout.write(`shutdown tests skipped: ${main} is missing (run npm run build)\n`);

/** What SIGTERM should take at most; it takes about 100 ms. */
const PROMPT_MS = 5000;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-shutdown-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string | null>;
}

function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [main], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", HOME: dir, LOG_FORMAT: "json", LOG_LEVEL: "info", ...env },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  let err = "";
  child.stdout?.on("data", (c: Buffer) => {
    out += c.toString();
  });
  child.stderr?.on("data", (c: Buffer) => {
    err += c.toString();
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Waits until `text()` matches, failing after `ms` with what was seen. */
async function waitFor(text: () => string, pattern: RegExp, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!pattern.test(text())) {
    if (Date.now() > until) throw new Error(`waited ${ms} ms for ${pattern}; got:\n${text()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Sends SIGTERM and returns how the process ended within PROMPT_MS ("still running" if it did not). */
async function terminate(p: Started): Promise<number | string | null> {
  p.child.kill("SIGTERM");
  const late = new Promise<string>((resolve) => setTimeout(() => resolve("still running"), PROMPT_MS));
  const how = await Promise.race([p.exited, late]);
  if (how === "still running") {
    p.child.kill("SIGKILL");
    await p.exited;
  }
  return how;
}

/** The database file after the process ended: its integrity check and a count from one table. */
function inspect(file: string, table: "games" | "posts"): { integrity: unknown; rows: number } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return {
      integrity: db.pragma("integrity_check", { simple: true }),
      rows: (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
    };
  } finally {
    db.close();
  }
}

describe.skipIf(!built)("npm start stops cleanly on SIGTERM (node dist/src/main.js)", () => {
  // src/main.ts hands its stop signal to runConsole: the console stops with its standard input still open.
  it("the console: exits 0 with its post kept and the database intact", async () => {
    const file = join(dir, "console.db");
    const p = start({ DATABASE_FILE: file });
    await waitFor(p.stdout, /Type \/help/);
    p.child.stdin?.write("Osmano: **Build 2 divisions in Moscow**\n");
    await waitFor(p.stdout, /Receipt R-/);
    // standard input stays open, as a terminal's does
    const how = await terminate(p);
    expect(how).toBe(0);
    expect(inspect(file, "posts")).toEqual({ integrity: "ok", rows: 1 });
  }, 30_000);

  it("the console, when its input ends: exits 0 with its post kept and the database intact", async () => {
    const file = join(dir, "console-eof.db");
    const p = start({ DATABASE_FILE: file });
    await waitFor(p.stdout, /Type \/help/);
    p.child.stdin?.end("Osmano: **Build 2 divisions in Moscow**\n");
    expect(await p.exited).toBe(0);
    expect(p.stdout()).toMatch(/Receipt R-/);
    expect(inspect(file, "posts")).toEqual({ integrity: "ok", rows: 1 });
  }, 30_000);

  describe("the forum watcher", () => {
    let forum: LocalForum;
    beforeAll(async () => {
      forum = await startLocalForum((url) =>
        url.pathname === "/viewtopic.php"
          ? phpbbThreadPage("World War 1907", [
              {
                id: 1,
                author: "Osmano",
                userId: 2,
                at: "2026-12-01T10:00:00Z",
                html: boldLines("Build 2 divisions in Moscow"),
              },
            ])
          : null,
      );
    });
    afterAll(() => forum.close());

    it("exits 0 while waiting for its next poll, with the thread's post kept and the database intact", async () => {
      const file = join(dir, "forum.db");
      const p = start({
        DATABASE_FILE: file,
        FORUM_THREAD_URL: `${forum.base}/viewtopic.php?t=1907`,
        FORUM_PLATFORM: "phpbb3",
        FORUM_REQUEST_DELAY_MS: "0",
      });
      await waitFor(p.stderr, /"msg":"forum synced"/);
      const how = await terminate(p);
      expect(how, p.stderr()).toBe(0);
      expect(inspect(file, "posts")).toEqual({ integrity: "ok", rows: 1 });
    }, 30_000);
  });

  describe("the Discord bot", () => {
    let fake: FakeDiscord;
    beforeAll(async () => {
      fake = new FakeDiscord();
      await fake.start();
    });
    afterAll(() => fake.stop());

    it("exits 0 once logged in, says it stopped, and leaves the games it had intact", async () => {
      const file = join(dir, "bot.db");
      // a game made beforehand with the CLI, as a GM would
      execFileSync(
        process.execPath,
        [join(root, "dist", "src", "cli", "main.js"), "game", "new", "--scenario", "ww1907"],
        {
          cwd: dir,
          env: { PATH: process.env.PATH ?? "", DATABASE_FILE: file },
          stdio: "ignore",
        },
      );
      const p = start({
        DATABASE_FILE: file,
        DISCORD_TOKEN: "fake.bot.token",
        DISCORD_API_BASE: fake.apiBase,
        DISCORD_GUILD_ID: fake.guildId,
      });
      await waitFor(p.stderr, /"msg":"Discord bot running/);
      const how = await terminate(p);
      expect(how, p.stderr()).toBe(0);
      expect(p.stderr()).toContain('"msg":"Discord bot stopped"');
      expect(inspect(file, "games")).toEqual({ integrity: "ok", rows: 1 });
    }, 60_000);
  });
});
