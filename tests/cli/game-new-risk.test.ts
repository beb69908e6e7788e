import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useCli } from "../helpers/cli.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";

/** `adjutant game new --scenario risk-v1`: what the GM reads first, and where the dealer's roll and the deal are. */
const cli = useCli();
const tempDir = useTempDirs();
const saved = { file: process.env.DATABASE_FILE, url: process.env.DATABASE_URL };

beforeAll(() => {
  process.env.DATABASE_FILE = join(tempDir("game-new-risk"), "adjutant.db");
  delete process.env.DATABASE_URL;
});
afterAll(() => {
  process.env.DATABASE_FILE = saved.file;
  if (saved.url !== undefined) process.env.DATABASE_URL = saved.url;
});

describe("adjutant game new for Risk Variant One", () => {
  it("V2 says where to read the dealer's roll and the deal, and status shows them", async () => {
    expect(
      await cli.run("game", "new", "--scenario", "risk-v1", "--players", "Alice,Bob,Cleo"),
      cli.stderr,
    ).toBe(0);
    expect(cli.stdout).toMatch(/^Created game risk-v1-1 \(.*\): Risk Variant One, set-up\.$/m);
    expect(cli.stdout).toContain("The dealer's roll, the deal and whose set-up step it is: adjutant status");
    cli.reset();
    expect(await cli.run("status"), cli.stderr).toBe(0);
    expect(cli.stdout).toMatch(/Dealer's roll \(V2\): Alice \d, Bob \d, Cleo \d.*\. (Alice|Bob|Cleo) deals;/);
    expect(cli.stdout).toContain("Pile 1 (income 5, cost 5 armies)");
  });
});
