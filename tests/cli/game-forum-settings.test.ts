import { describe, expect, it } from "vitest";
import { useCliDatabase } from "../forum/cli-env.ts";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();
const db = useCliDatabase();

/** `game show --json` of the current game. */
async function shown(): Promise<Record<string, unknown>> {
  cli.reset();
  expect(await cli.run("game", "show", "--json")).toBe(0);
  return JSON.parse(cli.stdout) as Record<string, unknown>;
}

/** The number of games in the database. */
async function gameCount(): Promise<number> {
  const store = db.open();
  try {
    return (await store.listGames()).length;
  } finally {
    await store.db.close();
  }
}

const newGame = (...args: string[]) => cli.run("game", "new", "--scenario", "ww1907", ...args);

describe("game new checks its forum settings at once (exit 1, one line, no game created)", () => {
  it.each([
    [
      "not a url",
      '"not a url" is not a thread address: write it as https://forum.example.org/viewtopic.php?t=1907',
    ],
    [
      "ftp://forum.example.org/t/1",
      '"ftp://forum.example.org/t/1" is not a web address (it starts with ftp:)',
    ],
    ["viewtopic.php?t=1907", '"viewtopic.php?t=1907" is not a thread address'],
  ])("--forum %j is refused", async (url, message) => {
    expect(await newGame("--forum", url)).toBe(1);
    expect(cli.stderr.split("\n").filter(Boolean)).toHaveLength(1);
    expect(cli.stderr).toContain(`adjutant: ${message}`);
    expect(await gameCount()).toBe(0);
  });

  it("--platform phpbb4 is refused with the list of the forum software the parsers read", async () => {
    expect(
      await newGame("--forum", "https://forum.example.org/viewtopic.php?t=1", "--platform", "phpbb4"),
    ).toBe(1);
    expect(cli.stderr).toBe(
      'adjutant: unknown forum software "phpbb4": use one of ubb, vbulletin3, vbulletin4, vbulletin5, phpbb2, phpbb3, smf, xenforo1, xenforo2, invision, mybb, discourse, nodebb (or leave it out to detect it from the pages)\n',
    );
    expect(await gameCount()).toBe(0);
  });

  it("--timezone Mars/Olympus is refused; an IANA name is stored in its canonical spelling and shown", async () => {
    expect(await newGame("--timezone", "Mars/Olympus")).toBe(1);
    expect(cli.stderr).toBe(
      'adjutant: unknown time zone "Mars/Olympus": use an IANA name such as Europe/London, America/New_York or UTC\n',
    );
    cli.reset();
    expect(
      await newGame(
        "--forum",
        "https://forum.example.org/viewtopic.php?t=1",
        "--platform",
        "phpBB3",
        "--timezone",
        "europe/london",
      ),
    ).toBe(0);
    expect(await shown()).toMatchObject({
      forumUrl: "https://forum.example.org/viewtopic.php?t=1",
      forumPlatform: "phpbb3",
      forumTimezone: "Europe/London",
    });
    cli.reset();
    expect(await cli.run("game", "show")).toBe(0);
    expect(cli.stdout).toContain("forumTimezone: Europe/London\n");
  });
});

describe("game new --from: posts before it are not the game's", () => {
  it("reads a time without a zone in the forum's time zone (British Summer Time here)", async () => {
    expect(await newGame("--timezone", "Europe/London", "--from", "2026-06-01 18:00")).toBe(0);
    expect(cli.stdout).toContain("Posts from 2026-06-01T17:00:00.000Z on are the game's.");
    expect((await shown()).startsAt).toBe("2026-06-01T17:00:00.000Z");
  });

  it("takes an ISO 8601 time with its zone as it is, and refuses what is no time", async () => {
    expect(await newGame("--from", "2026-06-01T18:00:00+02:00")).toBe(0);
    expect((await shown()).startsAt).toBe("2026-06-01T16:00:00.000Z");
    cli.reset();
    expect(await newGame("--from", "tomorrow")).toBe(1);
    expect(cli.stderr).toBe(
      'adjutant: "tomorrow" is not a time: write it as 2026-11-01 18:00 (in the forum\'s time zone, UTC) or 2026-11-01T18:00:00Z\n',
    );
  });
});

describe("game set changes the forum URL, the platform and the time zone, with the same checks", () => {
  it("changes each, keeps the others, and says what is in force", async () => {
    expect(await newGame("--forum", "https://old.example.org/viewtopic.php?t=1")).toBe(0);
    cli.reset();
    expect(await cli.run("game", "set", "--forum", "https://forum.example.org/viewtopic.php?t=2")).toBe(0);
    expect(cli.stdout).toContain("forum thread: https://forum.example.org/viewtopic.php?t=2\n");
    expect(cli.stdout).toContain("forum software: detected from the pages\n");
    expect(cli.stdout).toContain("forum time zone: UTC (FORUM_TIMEZONE)\n");
    cli.reset();
    expect(await cli.run("game", "set", "--platform", "xenforo2", "--timezone", "America/New_York")).toBe(0);
    expect(await shown()).toMatchObject({
      forumUrl: "https://forum.example.org/viewtopic.php?t=2",
      forumPlatform: "xenforo2",
      forumTimezone: "America/New_York",
    });
    cli.reset();
    expect(await cli.run("game", "set", "--platform", "auto", "--timezone", "default")).toBe(0);
    expect(await shown()).toMatchObject({ forumPlatform: null, forumTimezone: null });
  });

  it.each([
    [["--forum", "not a url"], '"not a url" is not a thread address'],
    [["--platform", "phpbb4"], 'unknown forum software "phpbb4": use one of ubb,'],
    [["--timezone", "Europe/Londres"], 'unknown time zone "Europe/Londres"'],
    [
      [],
      "nothing to change: give a setting and its value (orders-visibility, rated, vacation-days, civil-disorder-after), or --forum URL, --platform NAME, --timezone ZONE, --unlisted yes|no, --vacation-days N or --civil-disorder-after N",
    ],
  ])("game set %j is refused and changes nothing", async (args, message) => {
    expect(await newGame("--forum", "https://forum.example.org/viewtopic.php?t=1", "--timezone", "UTC")).toBe(
      0,
    );
    const before = await shown();
    cli.reset();
    expect(await cli.run("game", "set", ...args)).toBe(1);
    expect(cli.stderr.split("\n").filter(Boolean)).toHaveLength(1);
    expect(cli.stderr).toContain(`adjutant: ${message}`);
    expect(await shown()).toEqual(before);
  });
});
