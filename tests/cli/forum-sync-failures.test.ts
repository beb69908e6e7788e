import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { phpbbPage, refusedBase, startServer, useCliDatabase } from "../forum/cli-env.ts";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();
useCliDatabase();

/** A forum on 127.0.0.1: `/viewtopic.php?t=1` is a thread, `/about` a page that is no thread, the rest 404. */
let forum: { base: string; close: () => Promise<void> };
let threadRequests = 0;
const thread = phpbbPage("World War 1907", [
  {
    id: 1,
    author: "Admiral_Nelson",
    postedAt: "2026-11-28T18:00:00+00:00",
    content: "Deployment phase, 1907. Post your orders in bold.",
  },
]);
beforeAll(async () => {
  forum = await startServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/viewtopic.php" && url.searchParams.get("t") === "1") {
      threadRequests++;
      res.writeHead(200, { "content-type": "text/html; charset=UTF-8", etag: '"thread-1"' });
      return res.end(thread);
    }
    if (url.pathname === "/about") {
      res.writeHead(200, { "content-type": "text/html; charset=UTF-8", etag: '"about"' });
      return res.end(
        "<!DOCTYPE html><html><head><title>About us</title></head><body><p>We play games.</p></body></html>",
      );
    }
    res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
});
afterAll(async () => {
  await forum.close();
});

let lastSyncMs = 0;

/** Creates a game on `url` and runs `forum sync` once, returning its exit code and how long the sync took. */
async function syncOn(url: string): Promise<number> {
  expect(await cli.run("game", "new", "--scenario", "ww1907", "--forum", url)).toBe(0);
  cli.reset();
  const started = Date.now();
  const code = await cli.run("forum", "sync");
  lastSyncMs = Date.now() - started;
  return code;
}

/** The one line the CLI wrote on stderr (fails when there are more). */
function oneLine(stderr: string): string {
  const lines = stderr.split("\n").filter((l) => l !== "");
  expect(lines).toHaveLength(1);
  return lines[0] ?? "";
}

describe("forum sync fails loudly when the thread cannot be read (exit 1, one line: URL, what, what to do)", () => {
  it("a thread URL the forum answers with 404", async () => {
    const url = `${forum.base}/viewtopic.php?t=404`;
    expect(await syncOn(url)).toBe(1);
    expect(oneLine(cli.stderr)).toBe(
      `adjutant: cannot read ${url}: the server answered 404 Not Found. Check the thread URL with \`adjutant game set --forum URL\`.`,
    );
    expect(cli.stdout).toBe("");
  });

  it("a refused connection (nothing listens on the port), reported at once without retries", async () => {
    const url = `${await refusedBase()}/viewtopic.php?t=1`;
    expect(await syncOn(url)).toBe(1);
    expect(lastSyncMs).toBeLessThan(3000); // with retries and back-off it took over 5 s
    const line = oneLine(cli.stderr);
    expect(line).toContain(`adjutant: cannot read ${url}: nothing answers at 127.0.0.1:`);
    expect(line).toContain("(connection refused)");
    expect(line).toContain("`adjutant game set --forum URL`");
  });

  it("a host that does not exist (RFC 2606 .invalid: answered at once, no resolver asked)", async () => {
    const url = "http://forum.adjutant.invalid/viewtopic.php?t=1";
    expect(await syncOn(url)).toBe(1);
    expect(lastSyncMs).toBeLessThan(3000); // with retries and back-off it took over 5 s
    expect(oneLine(cli.stderr)).toBe(
      `adjutant: cannot read ${url}: there is no host named forum.adjutant.invalid (the DNS lookup failed). Check the thread URL with \`adjutant game set --forum URL\`.`,
    );
  });

  it("a page that is no forum thread, on every sync (not only the first, though the page is unchanged)", async () => {
    const url = `${forum.base}/about`;
    expect(await syncOn(url)).toBe(1);
    const first = oneLine(cli.stderr);
    expect(first).toContain(
      `adjutant: cannot read ${url}: the page does not look like a forum thread; cannot tell the platform`,
    );
    expect(first).toContain("`adjutant game set --platform NAME`");
    cli.reset();
    expect(await cli.run("forum", "sync")).toBe(1);
    expect(oneLine(cli.stderr)).toBe(first);
  });

  it("a page of a forced platform that shows no posts", async () => {
    expect(
      await cli.run(
        "game",
        "new",
        "--scenario",
        "ww1907",
        "--forum",
        `${forum.base}/about`,
        "--platform",
        "phpbb3",
      ),
    ).toBe(0);
    cli.reset();
    expect(await cli.run("forum", "sync")).toBe(1);
    expect(oneLine(cli.stderr)).toBe(
      `adjutant: cannot read ${forum.base}/about: the page shows no posts when read as phpbb3, the forum software the game is set to (the page looks like no forum software Adjutant knows). If the setting is wrong, let Adjutant detect the software with \`adjutant game set --platform auto\`; otherwise check the thread URL with \`adjutant game set --forum URL\`.`,
    );
  });

  it("#24.13 a phpBB thread set to xenforo2: says what was detected and suggests --platform auto, not the --platform the GM just gave", async () => {
    const url = `${forum.base}/viewtopic.php?t=1`;
    expect(await cli.run("game", "new", "--scenario", "ww1907", "--forum", url)).toBe(0);
    expect(await cli.run("game", "set", "--platform", "xenforo2")).toBe(0);
    cli.reset();
    expect(await cli.run("forum", "sync")).toBe(1);
    const line = oneLine(cli.stderr);
    expect(line).toBe(
      `adjutant: cannot read ${url}: the page shows no posts when read as xenforo2, the forum software the game is set to (the page looks like phpbb3). If the setting is wrong, let Adjutant detect the software with \`adjutant game set --platform auto\`; otherwise check the thread URL with \`adjutant game set --forum URL\`.`,
    );
    expect(line).not.toContain("--platform NAME");
    // the suggestion works
    expect(await cli.run("game", "set", "--platform", "auto")).toBe(0);
    cli.reset();
    expect(await cli.run("forum", "sync")).toBe(0);
  });

  it("a game without a forum thread", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
    cli.reset();
    expect(await cli.run("forum", "sync")).toBe(1);
    expect(oneLine(cli.stderr)).toBe(
      "adjutant: this game has no forum thread: set one with `adjutant game set --forum URL`",
    );
  });

  it("a FORUM_TIMEZONE that is no time zone, when the game names none (instead of every page failing to parse)", async () => {
    vi.stubEnv("FORUM_TIMEZONE", "Mars/Olympus");
    expect(await syncOn(`${forum.base}/viewtopic.php?t=1`)).toBe(1);
    expect(oneLine(cli.stderr)).toBe(
      "adjutant: cannot read the forum's dates: unknown time zone \"Mars/Olympus\": use an IANA name such as Europe/London, America/New_York or UTC (set the game's with `adjutant game set --timezone ZONE`, or FORUM_TIMEZONE)",
    );
  });

  it("exits 0 on a thread it can read, and again when the thread is unchanged (a 304)", async () => {
    const url = `${forum.base}/viewtopic.php?t=1`;
    threadRequests = 0;
    expect(await syncOn(url)).toBe(0);
    expect(cli.stdout).toContain("Read 1 page(s), 1 post(s).");
    expect(cli.stderr).toBe("");
    cli.reset();
    expect(await cli.run("forum", "sync")).toBe(0);
    expect(cli.stdout).toContain("Read 1 page(s), 1 post(s).");
    expect(threadRequests).toBe(2);
  });
});
