import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useCli } from "../helpers/cli.ts";

/** The GM's resolve and undo from the command line, as the reproduction runs them (W33 phase windows). */
const cli = useCli();
let dir: string;
const saved = process.env.DATABASE_FILE;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-cli-"));
  process.env.DATABASE_FILE = join(dir, "games.db");
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATABASE_FILE;
  else process.env.DATABASE_FILE = saved;
  rmSync(dir, { recursive: true, force: true });
});

const pause = () => new Promise((r) => setTimeout(r, 5));

describe("adjutant resolve and undo", () => {
  it("W33 undo keeps the phase's window: the build posted before the resolution is still in force after undo", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
    expect(await cli.run("post", "Osmano", "**Build 3 in Moscow**")).toBe(0);
    await pause();
    expect(await cli.run("resolve", "--yes")).toBe(0);
    await pause();
    expect(await cli.run("post", "Osmano", "**Attack Transylvania from Budapest with 3**")).toBe(0);
    expect(await cli.run("undo")).toBe(0);
    cli.reset();
    expect(await cli.run("report")).toBe(0);
    expect(cli.stdout).toContain("build 3 divisions in Moscow");
    expect(cli.stdout).not.toMatch(/attack Transylvania from Budapest/i);
  });

  it("resolve without --phase or --yes, run from a script, refuses and names the open phase", async () => {
    cli.reset();
    expect(await cli.run("resolve")).toBe(1);
    expect(cli.stderr).toContain("--phase 1907-deployment");
  });

  it("resolve --phase refuses a phase that is no longer open, so running it twice resolves one phase", async () => {
    cli.reset();
    expect(await cli.run("resolve", "--phase", "1907-deployment")).toBe(0);
    cli.reset();
    expect(await cli.run("resolve", "--phase", "1907-deployment")).toBe(1);
    expect(cli.stderr).toContain("phase 1907-deployment is no longer open");
    expect(cli.stderr).toContain("the open phase is 1907-attack");
  });
});
