import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useCli } from "../helpers/cli.ts";

/** `players assign` refuses a forum name that already plays another nation unless --force. */
const cli = useCli();
let dir: string;
const saved = process.env.DATABASE_FILE;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-assign-"));
  process.env.DATABASE_FILE = join(dir, "games.db");
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATABASE_FILE;
  else process.env.DATABASE_FILE = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe("adjutant players assign", () => {
  it("W33 refuses a name already playing another nation, exit 1, and says to run again with --force", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
    cli.reset();
    expect(await cli.run("players", "assign", "France", "Osmano")).toBe(1);
    expect(cli.stderr).toContain(
      "Osmano already plays Russian Empire; run again with --force to move them to French Third Republic",
    );
    cli.reset();
    expect(await cli.run("players", "list", "--json")).toBe(0);
    expect(JSON.parse(cli.stdout).players).toContainEqual(
      expect.objectContaining({ nation: "russia", forumName: "Osmano" }),
    );
  });

  it("W33 with --force moves the name and says from where, in display names", async () => {
    cli.reset();
    expect(await cli.run("players", "assign", "France", "Osmano", "--force")).toBe(0);
    expect(cli.stdout).toMatch(
      /^Osmano now plays French Third Republic in \S+ \(moved from Russian Empire\)\.$/m,
    );
    cli.reset();
    expect(await cli.run("players", "list", "--json")).toBe(0);
    const players = JSON.parse(cli.stdout).players as { nation: string; forumName: string | null }[];
    expect(players.find((p) => p.nation === "france")?.forumName).toBe("Osmano");
    expect(players.find((p) => p.nation === "russia")?.forumName).toBeNull();
  });
});
