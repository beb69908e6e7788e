import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useCliDatabase } from "../forum/cli-env.ts";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();
const db = useCliDatabase();

let cwd = "";
beforeEach(async () => {
  cwd = process.cwd();
  expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
  cli.reset();
});
afterEach(() => {
  process.chdir(cwd);
});

describe("picture --format svg: the map for web and print", () => {
  it("writes the SVG the PNG is drawn from, named <game-id>-<year>-<phase>.svg by default", async () => {
    process.chdir(db.dir);
    expect(await cli.run("picture", "--format", "svg")).toBe(0);
    expect(cli.stdout).toBe("Wrote ww1907-1-1907-deployment.svg\n");
    const svg = readFileSync(join(db.dir, "ww1907-1-1907-deployment.svg"), "utf8");
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain(">World War 1907: 1907, Deployment phase</text>");
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
  });

  it("an --out ending in .svg writes SVG without --format; --format png wins over the name", async () => {
    const out = join(db.dir, "map.svg");
    expect(await cli.run("picture", "--out", out)).toBe(0);
    expect(readFileSync(out, "utf8").startsWith("<svg ")).toBe(true);
    const forced = join(db.dir, "forced.svg");
    expect(await cli.run("picture", "--out", forced, "--format", "png")).toBe(0);
    expect(readFileSync(forced).subarray(1, 4).toString("ascii")).toBe("PNG");
  });

  it("an unknown format is the user's error: exit 1, one line saying which formats there are", async () => {
    const out = join(db.dir, "map.gif");
    expect(await cli.run("picture", "--format", "gif", "--out", out)).toBe(1);
    expect(cli.stderr).toBe("adjutant: --format gif: the picture is drawn as png or svg (--format svg)\n");
    expect(existsSync(out)).toBe(false);
  });
});
