import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pictureFileName } from "../../src/game/picture-name.ts";
import { useCliDatabase } from "../forum/cli-env.ts";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();
const db = useCliDatabase();

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let cwd = "";
beforeEach(async () => {
  cwd = process.cwd();
  expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
  cli.reset();
});
afterEach(() => {
  process.chdir(cwd);
});

describe("picture writes the map as PNG, and a folder that does not exist is the user's error", () => {
  it("--out into a folder that does not exist: exit 1, one line naming the folder", async () => {
    const out = join(db.dir, "no", "such", "dir", "map.png");
    expect(await cli.run("picture", "--out", out)).toBe(1);
    expect(cli.stderr).toBe(
      `adjutant: cannot write ${out}: the folder ${join(db.dir, "no", "such", "dir")} does not exist (create it, or choose another --out)\n`,
    );
    expect(cli.stdout).toBe("");
  });

  it("--out naming a folder (not a file) is a user error too", async () => {
    const folder = join(db.dir, "maps");
    mkdirSync(folder);
    expect(await cli.run("picture", "--out", folder)).toBe(1);
    expect(cli.stderr).toBe(`adjutant: cannot write ${folder}: it is a folder (choose another --out)\n`);
  });

  it("without --out it writes <game-id>-<year>-<phase>.png in the current folder and prints the path", async () => {
    process.chdir(db.dir);
    expect(await cli.run("picture")).toBe(0);
    expect(cli.stdout).toBe("Wrote ww1907-1-1907-deployment.png\n");
    const file = join(db.dir, "ww1907-1-1907-deployment.png");
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it("resolve --picture without a name saves <game-id>-<year>-<phase resolved>.png, as the console and Discord name it", async () => {
    process.chdir(db.dir);
    expect(await cli.run("resolve", "--yes", "--picture"), cli.stderr).toBe(0);
    const file = join(db.dir, "ww1907-1-1907-deployment.png");
    expect(cli.stderr).toContain("Map saved to ww1907-1-1907-deployment.png\n");
    expect(readFileSync(file).subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  });

  it("the default name keeps only letters, digits and dashes", () => {
    expect(
      pictureFileName({ id: "my-game-2", ruleset: "ww1907", year: 1908, phase: "Attack / Part 1" }),
    ).toBe("my-game-2-1908-attack-part-1.png");
  });

  it("one convention for both games: World War 1907's year and phase, Risk's set-up or turn and phase (V2, V6)", () => {
    expect(pictureFileName({ id: "ww1907-1", ruleset: "ww1907", year: 1907, phase: "attack" })).toBe(
      "ww1907-1-1907-attack.png",
    );
    expect(
      pictureFileName({ id: "risk-1", ruleset: "risk-variant-one", year: 0, phase: "setup" }, "svg"),
    ).toBe("risk-1-setup.svg");
    expect(pictureFileName({ id: "risk-1", ruleset: "risk-variant-one", year: 2, phase: "actions" })).toBe(
      "risk-1-turn-2-actions.png",
    );
  });
});
