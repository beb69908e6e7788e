import { readFileSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Command } from "commander";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerParseCommand } from "../../../src/cli/commands/parse.ts";
import { UserError } from "../../../src/cli/user-error.ts";
import { useTempDirs } from "../../helpers/temp-dir.ts";

const tempDir = useTempDirs();

const fixtures = path.resolve(import.meta.dirname, "../../../fixtures/forums");

/** Runs `adjutant parse …` on a program holding only the parse command and returns what it printed. */
async function run(...args: string[]): Promise<string> {
  return (await runBoth(...args)).out;
}

/** Runs `adjutant parse …` and returns what it printed on stdout and on stderr. */
async function runBoth(...args: string[]): Promise<{ out: string; err: string }> {
  const program = new Command("adjutant").exitOverride();
  registerParseCommand(program);
  let out = "";
  let err = "";
  const text = (chunk: string | Uint8Array): string =>
    typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    out += text(chunk);
    return true;
  });
  const errSpy = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    err += text(chunk);
    return true;
  });
  try {
    await program.parseAsync(["parse", ...args], { from: "user" });
  } finally {
    spy.mockRestore();
    errSpy.mockRestore();
  }
  return { out, err };
}

afterEach(() => vi.restoreAllMocks());

describe("adjutant parse", () => {
  it("prints the issue's JSON: platform, then posts with postId, author, postedAt, edited and bold", async () => {
    const file = path.join(fixtures, "vbulletin3/ww1907-spring-orders.html");
    const json = JSON.parse(await run(file, "--json", "--timezone", "America/New_York"));
    expect(json.platform).toBe("vbulletin3");
    expect(Object.keys(json.posts[0])).toEqual(["postId", "author", "postedAt", "edited", "bold"]);
    expect(json.posts[1]).toEqual({
      postId: "1002",
      author: { name: "Tsar Nicholas", id: "23" },
      postedAt: "2008-03-15T03:40:00.000Z",
      edited: { by: "Game Master", at: "2008-03-15T12:12:00.000Z", byModerator: true },
      bold: ["Build 1 division in Warsaw\nAttack Posen with 2 from Warsaw"],
    });
  });

  it("W33 the readable listing marks edited posts, and says a moderator's edit does not void the post", async () => {
    const out = await run(
      path.join(fixtures, "vbulletin3/ww1907-spring-orders.html"),
      "--fetched-at",
      "2026-11-20T18:00:00Z",
    );
    expect(out).toContain("vbulletin3: 3 posts");
    expect(out).toContain("[edited by moderator Game Master");
    expect(out).toMatch(/#1003 {2}Kaiser Wilhelm .*\[EDITED by Kaiser Wilhelm .*void \(W33\)\]/);
    expect(out).toContain("    Attack Warsaw with 3 from Posen");
  });

  it("reads relative dates against the file's modification time by default", async () => {
    const dir = tempDir("parse");
    const file = path.join(dir, "page.html");
    writeFileSync(
      file,
      '<li component="post" data-pid="7" data-username="Foch"><div component="post/content"><b>Hold Verdun</b></div>' +
        '<span class="timeago" title="Yesterday, 10:00 AM"></span></li>',
    );
    const mtime = new Date("2026-11-20T18:00:00Z");
    utimesSync(file, mtime, mtime);
    const json = JSON.parse(await run(file, "--json", "--platform", "nodebb"));
    expect(json.posts[0].postedAt).toBe("2026-11-19T10:00:00.000Z");
  });

  it("--platform forces a reader and rejects unknown names with the list of known ones", async () => {
    const file = path.join(fixtures, "phpbb3/ww1907-prosilver-quotes.html");
    expect(JSON.parse(await run(file, "--json", "--platform", "phpbb3")).posts).toHaveLength(2);
    await expect(run(file, "--platform", "myspace")).rejects.toThrow(UserError);
    await expect(run(file, "--platform", "myspace")).rejects.toThrow(/phpbb3, smf, xenforo1/);
  });

  it("reports a missing file, a bad time zone and an unreadable page as one-line user errors", async () => {
    await expect(run("no/such/page.html")).rejects.toThrow("no such file: no/such/page.html");
    const file = path.join(fixtures, "phpbb3/ww1907-prosilver-quotes.html");
    await expect(run(file, "--timezone", "Mars/Olympus")).rejects.toThrow(
      /unknown time zone "Mars\/Olympus"/,
    );
    const dir = tempDir("parse");
    writeFileSync(path.join(dir, "x.txt"), "nothing to see");
    await expect(run(path.join(dir, "x.txt"))).rejects.toThrow(/cannot tell the platform/);
  });

  it("prints the reader's warnings on stderr as 'warning: …', and in --json output", async () => {
    const dir = tempDir("parse");
    const file = path.join(dir, "page.html");
    const page = readFileSync(path.join(fixtures, "phpbb2/ww1907-subsilver.html"), "latin1");
    writeFileSync(file, page.replace("<b>King George</b>", "<b></b>"), "latin1");
    const text = await runBoth(file, "--fetched-at", "2026-11-20T18:00:00Z");
    expect(text.err).toBe("warning: phpBB 2 page: post 3302 has no author name\n");
    expect(text.out).toContain("#3302  (unknown author)");
    const json = await runBoth(file, "--json");
    expect(json.err).toBe("warning: phpBB 2 page: post 3302 has no author name\n");
    expect(JSON.parse(json.out).warnings).toEqual(["phpBB 2 page: post 3302 has no author name"]);
  });

  it("a page that reads cleanly prints nothing on stderr and an empty warnings list in --json", async () => {
    const { out, err } = await runBoth(path.join(fixtures, "phpbb3/ww1907-prosilver-quotes.html"), "--json");
    expect(err).toBe("");
    expect(JSON.parse(out).warnings).toEqual([]);
  });
});
