import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useCli } from "../helpers/cli.ts";

/** `adjutant schedule …` and `adjutant deadline extend` from the command line, on a real database file. */
const cli = useCli();
let dir: string;
const saved = process.env.DATABASE_FILE;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-schedule-cli-"));
  process.env.DATABASE_FILE = join(dir, "games.db");
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATABASE_FILE;
  else process.env.DATABASE_FILE = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe("adjutant schedule", () => {
  it("W33 set, show, extend and run: the deadline, who is missing, and the notices once each", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
    cli.reset();
    expect(await cli.run("schedule", "set", "--phase-length", "48h", "--absent", "standing")).toBe(0);
    expect(cli.stdout).toContain("Phase length: 2 days");
    expect(cli.stdout).toContain("A nation with no orders: plays its standing orders (players standing)");
    expect(cli.stdout).toMatch(/Deadline of the 1907 Deployment phase: .* \(in 2 days\)/);
    cli.reset();
    expect(await cli.run("deadline", "extend", "12h", "--reason", "a holiday")).toBe(0);
    expect(cli.stdout).toContain(
      "GM extended the deadline of the 1907 Deployment phase by 12 hours (a holiday)",
    );
    cli.reset();
    expect(await cli.run("schedule", "run")).toBe(0);
    expect(cli.stdout).toContain("New deadline");
    expect(cli.stdout).toContain("Deadline extended");
    cli.reset();
    expect(await cli.run("schedule", "run")).toBe(0);
    expect(cli.stdout).toBe("Nothing is due.\n");
    cli.reset();
    expect(await cli.run("schedule", "set", "--at-deadline", "later")).toBe(1);
    expect(cli.stderr).toContain('--at-deadline takes wait or resolve, not "later"');
  });
});
