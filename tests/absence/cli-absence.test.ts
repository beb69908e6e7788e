import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useCli } from "../helpers/cli.ts";

/**
 * The GM's commands for absent players, run in-process on a database file (every run reopens it): `game set`,
 * `vacation`, `boot`, `claim`, `players confirm`, `players refuse-return`, `players list`. Rulings "Absent and
 * returning players: Vacation", "Boot to civil disorder", "Replacement".
 */
const cli = useCli();
let dir: string;
const saved = process.env.DATABASE_FILE;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-absence-cli-"));
  process.env.DATABASE_FILE = join(dir, "games.db");
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATABASE_FILE;
  else process.env.DATABASE_FILE = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe("adjutant vacation, boot, claim, players confirm", () => {
  it("Absent and returning players: Vacation — within the limit; an unknown player refused (exit 1); shown in players list", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
    cli.reset();
    expect(await cli.run("game", "set", "--vacation-days", "5", "--civil-disorder-after", "3")).toBe(0);
    expect(cli.stdout).toContain(
      "vacations up to 5 days per 365 days; civil disorder after 3 deadlines missed in a row.",
    );
    cli.reset();
    expect(await cli.run("game", "show")).toBe(0);
    expect(cli.stdout).toContain("  vacation-days: 5\n  civil-disorder-after: 3\n");
    cli.reset();
    expect(await cli.run("vacation", "Osmano", "--days", "3", "--reason", "a wedding")).toBe(0);
    expect(cli.stdout).toMatch(
      /^Russian Empire is on vacation until .* \(3 of 5 days taken in the last 365 days\)\.$/m,
    );
    cli.reset();
    expect(await cli.run("vacation", "Nobody", "--days", "1")).toBe(1);
    expect(cli.stderr).toContain('no player or seat "Nobody"');
    cli.reset();
    expect(await cli.run("players", "list", "--json")).toBe(0);
    const listed = JSON.parse(cli.stdout) as { players: { nation: string; vacationUntil: string | null }[] };
    expect(listed.players.find((p) => p.nation === "russia")?.vacationUntil).not.toBeNull();
    cli.reset();
    expect(await cli.run("players", "list")).toBe(0);
    expect(cli.stdout).toMatch(/^russia: Osmano {2}\[on vacation until /m);
  });

  it("Absent and returning players: Boot, Replacement — a claim of a seat not offered is refused; boot, claim, confirm", async () => {
    cli.reset();
    expect(await cli.run("claim", "Germany", "Otto")).toBe(1);
    expect(cli.stderr).toContain(
      "German Empire is not offered to new players (only a seat in civil disorder is)",
    );
    cli.reset();
    expect(await cli.run("boot", "Germany", "--reason", "no word for a month")).toBe(0);
    expect(cli.stdout).toContain("German Empire is in civil disorder and offered to new players.");
    cli.reset();
    expect(await cli.run("claim", "Germany", "Otto")).toBe(0);
    cli.reset();
    expect(await cli.run("players", "confirm", "Germany")).toBe(0);
    expect(cli.stdout).toMatch(/^Otto now plays German Empire in \S+; it leaves civil disorder\.$/m);
    cli.reset();
    expect(await cli.run("players", "list", "--json")).toBe(0);
    const listed = JSON.parse(cli.stdout) as {
      players: { nation: string; forumName: string | null; civilDisorder: boolean }[];
    };
    expect(listed.players.find((p) => p.nation === "germany")).toMatchObject({
      forumName: "Otto",
      civilDisorder: false,
    });
    cli.reset();
    expect(await cli.run("players", "refuse-return", "Germany")).toBe(1);
    expect(cli.stderr).toContain("German Empire is not in civil disorder: there is no return to refuse");
  });
});
