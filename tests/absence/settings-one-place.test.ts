import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresDatabase } from "../../src/storage/postgres/postgres-database.ts";
import { testService } from "../game/helpers.ts";
import { useCli } from "../helpers/cli.ts";
import { startPostgres } from "../helpers/postgres-server.ts";

/**
 * One settings mechanism (issue #28; house rules "Absent and returning players": Vacation, Boot to civil disorder):
 * `game set vacation-days N` and `game set civil-disorder-after N` are NAME VALUE settings like `orders-visibility`
 * and `rated`, the old flags their aliases with the same refusals, and `game show` (text and JSON) lists every
 * setting in one place. Every CLI run reopens the database file; the service also on PostgreSQL.
 */
const cli = useCli();
let dir: string;
const saved = process.env.DATABASE_FILE;
const server = await startPostgres();
if ("unavailable" in server) process.stderr.write(`SKIPPED: settings on PostgreSQL: ${server.unavailable}\n`);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-settings-"));
  process.env.DATABASE_FILE = join(dir, "games.db");
});
afterAll(async () => {
  if (saved === undefined) delete process.env.DATABASE_FILE;
  else process.env.DATABASE_FILE = saved;
  rmSync(dir, { recursive: true, force: true });
  if (!("unavailable" in server)) await server.stop();
});

async function show(): Promise<Record<string, unknown>> {
  cli.reset();
  expect(await cli.run("game", "show", "--json")).toBe(0);
  return (JSON.parse(cli.stdout) as { settings: Record<string, unknown> }).settings;
}

describe("game set NAME VALUE for every setting", () => {
  it("Vacation, Boot to civil disorder: vacation-days and civil-disorder-after as NAME VALUE and as flags; game show lists all four", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
    expect(await show()).toEqual({
      "orders-visibility": "names",
      rated: false,
      "vacation-days": 10,
      "civil-disorder-after": 2,
    });
    cli.reset();
    expect(await cli.run("game", "set", "vacation-days", "5")).toBe(0);
    expect(cli.stdout).toMatch(
      /: orders-visibility names, rated false, vacation-days 5, civil-disorder-after 2\.$/m,
    );
    cli.reset();
    expect(await cli.run("game", "set", "civil-disorder-after", "0")).toBe(0);
    cli.reset();
    expect(await cli.run("game", "set", "orders-visibility", "counts")).toBe(0);
    expect(await show()).toEqual({
      "orders-visibility": "counts",
      rated: false,
      "vacation-days": 5,
      "civil-disorder-after": 0,
    });
    // the flags are aliases
    cli.reset();
    expect(await cli.run("game", "set", "--vacation-days", "7", "--civil-disorder-after", "3")).toBe(0);
    expect(cli.stdout).toContain(
      "vacations up to 7 days per 365 days; civil disorder after 3 deadlines missed in a row.",
    );
    expect(await show()).toMatchObject({ "vacation-days": 7, "civil-disorder-after": 3 });
    // the text lists them in one place
    cli.reset();
    expect(await cli.run("game", "show")).toBe(0);
    expect(cli.stdout).toContain(
      "settings (adjutant game set NAME VALUE):\n  orders-visibility: counts\n  rated: false\n  vacation-days: 7\n  civil-disorder-after: 3\n",
    );
  });

  it("refuses a value that is no whole number, one out of range and an unknown name the same way by name or flag; nothing changes", async () => {
    const before = await show();
    const refused = async (...args: string[]) => {
      cli.reset();
      expect(await cli.run("game", "set", ...args)).toBe(1);
      return cli.stderr;
    };
    const notWhole =
      'adjutant: "lots" is not a value of vacation-days: it takes 0 to 365 (vacation days a player may take per 365 days; 0: vacations refused; default 10)\n';
    expect(await refused("vacation-days", "lots")).toBe(notWhole);
    expect(await refused("--vacation-days", "lots")).toBe(notWhole);
    const tooMany = await refused("civil-disorder-after", "99");
    expect(tooMany).toContain("civil disorder after");
    expect(tooMany).toContain("(vacation days 0 to 365, civil disorder after 0 to 50)");
    expect(await refused("--civil-disorder-after", "99")).toBe(tooMany);
    // both flags are checked before either changes
    expect(await refused("--vacation-days", "4", "--civil-disorder-after", "x")).toContain(
      '"x" is not a value of civil-disorder-after',
    );
    expect(await refused("holidays", "3")).toContain(
      'no setting "holidays": the settings are orders-visibility, rated, vacation-days, civil-disorder-after',
    );
    expect(await show()).toEqual(before);
  });

  it.skipIf("unavailable" in server)("keeps them on PostgreSQL, read back after a reconnection", async () => {
    if ("unavailable" in server) return;
    const url = await server.createDatabase("settings_one_place");
    let t = testService(await PostgresDatabase.open(url));
    const g = await t.service.createGame({ scenario: "ww1907" });
    if (!g.ok) throw new Error(g.error);
    expect((await t.service.setSetting(g.value.id, "vacation-days", "3")).ok).toBe(true);
    expect((await t.service.setSetting(g.value.id, "Civil-Disorder-After", "4")).ok).toBe(true);
    expect((await t.service.setSetting(g.value.id, "vacation-days", "-1")).ok).toBe(false);
    await t.store.close();
    t = testService(await PostgresDatabase.open(url));
    expect(await t.service.settings(g.value.id)).toEqual({
      ok: true,
      value: { "orders-visibility": "names", rated: false, "vacation-days": 3, "civil-disorder-after": 4 },
    });
    expect(await t.service.absence.settings(g.value.id)).toEqual({ vacationDays: 3, disorderAfter: 4 });
    await t.store.close();
  });
});
