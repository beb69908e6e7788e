import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useCli } from "../helpers/cli.ts";

/** `adjutant adjust` from the command line: names, typos, relations, and what an ownership change converts. */
const cli = useCli();
let dir: string;
const saved = process.env.DATABASE_FILE;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-adjust-"));
  process.env.DATABASE_FILE = join(dir, "games.db");
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATABASE_FILE;
  else process.env.DATABASE_FILE = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe("adjutant adjust", () => {
  it("W4 takes names and aliases and answers in display names", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
    cli.reset();
    expect(await cli.run("adjust", "divisions", "St. Petersburg", "3", "--reason", "lost in the post")).toBe(
      0,
    );
    expect(cli.stdout).toContain("GM: St. Petersburg now has 3 divisions — lost in the post");
    cli.reset();
    expect(await cli.run("adjust", "treasury", "UK", "10", "--reason", "fix")).toBe(0);
    expect(cli.stdout).toContain("United Kingdom's treasury is now 10 pp");
  });

  it("refuses a typo with exit 1 and the nearest name", async () => {
    cli.reset();
    expect(await cli.run("adjust", "divisions", "Moskow", "4", "--reason", "fix")).toBe(1);
    expect(cli.stderr).toContain('no province "Moskow": did you mean Moscow?');
  });

  it("W25 adjust relation FRANCE GERMANY war sets the relation; a missing or unknown relation is refused", async () => {
    cli.reset();
    expect(
      await cli.run("adjust", "relation", "FRANCE", "GERMANY", "war", "--reason", "declared by mail"),
    ).toBe(0);
    expect(cli.stdout).toContain("French Third Republic and German Empire are now at war — declared by mail");
    cli.reset();
    expect(await cli.run("status", "France")).toBe(0);
    expect(cli.stdout).toMatch(/German Empire/);
    cli.reset();
    expect(await cli.run("adjust", "relation", "France", "Germany", "--reason", "x")).toBe(1);
    expect(cli.stderr).toContain("say which relation: adjust relation France Germany alliance|peace|war");
    cli.reset();
    expect(await cli.run("adjust", "relation", "France", "Germany", "truce", "--reason", "x")).toBe(1);
    expect(cli.stderr).toContain('"truce" is none of them');
  });

  it("W18 adjust owner warns that the garrison changes hands and that conquered land keeps a division", async () => {
    cli.reset();
    expect(await cli.run("adjust", "owner", "Warsaw", "France", "--reason", "treaty")).toBe(0);
    expect(cli.stdout).toContain("Warsaw now belongs to French Third Republic — treaty");
    expect(cli.stdout).toMatch(
      /the \d+ divisions? in Warsaw (was|were) Russian Empire's and (is|are) now French Third Republic's/,
    );
    expect(cli.stdout).toContain("W18: Warsaw is conquered land for French Third Republic");
    cli.reset();
    expect(await cli.run("adjust", "owner", "Warsaw", "neutral", "--reason", "revolt")).toBe(0);
    expect(cli.stdout).toContain("Warsaw is now neutral");
  });

  it("lists every adjustment, relation included, in its help", async () => {
    cli.reset();
    await cli.run("adjust", "--help");
    expect(cli.stdout).toMatch(/relation NATION\s+NATION\s+alliance\|peace\|war/);
  });
});
