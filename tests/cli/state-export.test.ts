import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { testService } from "../game/helpers.ts";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();
const dir = mkdtempSync(join(tmpdir(), "adjutant-state-export-"));
const db = join(dir, "adjutant.db");
let saved: string | undefined;

beforeAll(() => {
  saved = process.env.DATABASE_FILE;
  process.env.DATABASE_FILE = db;
});
afterAll(() => {
  if (saved === undefined) delete process.env.DATABASE_FILE;
  else process.env.DATABASE_FILE = saved;
  rmSync(dir, { recursive: true, force: true });
});

async function run(...args: string[]): Promise<string> {
  cli.reset();
  const code = await cli.run(...args);
  if (code !== 0) throw new Error(`adjutant ${args.join(" ")} exited ${code}: ${cli.stderr}`);
  return cli.stdout;
}

describe("adjutant state export (W3 W18 W21)", () => {
  it("writes the current game as a scenario file that game new --scenario reads back to the same state", async () => {
    const created = JSON.parse(await run("game", "new", "--scenario", "ww1907", "--json")) as { id: string };
    await run("post", "Osmano", "**Build 2 divisions in Lemberg**");
    await run("resolve", "--yes");
    await run("post", "Osmano", "**Attack Transylvania with 4 from Lemberg and 3 from Budapest**");
    await run("resolve", "--yes");

    const out = join(dir, "adopted.yaml");
    expect(await run("state", "export", "--out", out)).toMatch(
      /^Wrote .*adopted\.yaml: World War 1907, 1908 deployment phase \(changes from ww1907\)\.\n$/,
    );
    const text = readFileSync(out, "utf8");
    expect(text).toMatch(/^# Game .* as it stands in the Deployment phase of 1908/);
    expect(text).toContain("\nbase: ww1907\nyear: 1908\nphase: deployment\n");

    const adopted = JSON.parse(await run("game", "new", "--scenario", out, "--json")) as { id: string };
    const { service, store } = testService(db);
    try {
      const before = await ww1907Of(service).state(created.id);
      expect(before.ok && before.value.year).toBe(1908);
      expect(await ww1907Of(service).state(adopted.id)).toEqual(before);
    } finally {
      await store.db.close();
    }
  });

  it("prints the file without --out; --full writes it without a base", async () => {
    expect(await run("state", "export")).toContain("\nbase: ww1907\n");
    const full = await run("state", "export", "--full");
    expect(full).not.toContain("base:");
    expect(full).toContain("\nmap: europe-1907\n");
    expect(full).toContain("# Written in full.");
  });

  it("an unknown game is a one-line error", async () => {
    cli.reset();
    expect(await cli.run("state", "export", "--game", "no-such-game")).toBe(1);
    expect(cli.stderr).toContain('no game "no-such-game"');
  });
});
