import { describe, expect, it } from "vitest";
import { GameService } from "../../src/game/game-service.ts";
import { useCliDatabase } from "../forum/cli-env.ts";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();
const db = useCliDatabase();

/** The service on the test's database, for what the CLI changed (closed after `fn`). */
async function onDatabase<T>(fn: (service: GameService) => T | Promise<T>): Promise<T> {
  const store = db.open();
  try {
    return await fn(new GameService({ store, now: () => new Date(), newSecret: () => "s" }));
  } finally {
    await store.db.close();
  }
}

/**
 * The CLI of issue #28's results: `game set NAME VALUE`, `game end`, `ratings [--json]`; bad input is refused with
 * the reason (exit 1, one line) and nothing changes.
 */
describe("adjutant ratings, game end and game set", () => {
  it("ratings --json on an empty database is refused with the reason", async () => {
    expect(await cli.run("ratings", "--json")).toBe(1);
    expect(cli.stdout).toBe("");
    expect(cli.stderr).toBe(
      "adjutant: no rated game has finished and no deadline has passed yet: mark a game rated before it starts (`adjutant game new --rated` or `adjutant game set rated true`) and end it when it is over (`adjutant game end`)\n",
    );
    expect(await onDatabase((s) => s.listGames())).toEqual([]);
  });

  it("Ratings: game new --rated, game end --yes, ratings --json; a second end is refused and changes nothing", async () => {
    expect(
      await cli.run(
        "game",
        "new",
        "--scenario",
        "risk-v1",
        "--players",
        "Alice,Bob,Cleo",
        "--rated",
        "--name",
        "R",
      ),
    ).toBe(0);
    cli.reset();
    // no terminal to confirm on: refused, asking for --yes
    expect(await cli.run("game", "end")).toBe(1);
    expect(cli.stderr).toBe(
      "adjutant: confirm with `adjutant game end --yes` (ending a game cannot be undone)\n",
    );
    expect(await onDatabase((s) => s.ending("r-1"))).toEqual({ ok: true, value: null });
    cli.reset();
    expect(await cli.run("game", "end", "--yes", "--by", "Jo", "--json")).toBe(0);
    const ended = JSON.parse(cli.stdout) as { how: string; by: string; places: { seat: string }[] };
    expect(ended).toMatchObject({ how: "gm", by: "Jo" });
    expect(ended.places).toHaveLength(3);
    cli.reset();
    expect(await cli.run("game", "end", "--yes")).toBe(1);
    expect(cli.stderr).toMatch(
      /^adjutant: game "r-1" is over already \(ended by Jo at .*\): nothing was changed\n$/,
    );
    expect(
      await onDatabase(async (s) => {
        const ending = await s.ending("r-1");
        return ending.ok && ending;
      }),
    ).toMatchObject({ value: { by: "Jo" } });
    cli.reset();
    expect(await cli.run("ratings", "--json")).toBe(0);
    const ratings = JSON.parse(cli.stdout) as {
      ratedGames: { id: string }[];
      players: { provisional: boolean }[];
    };
    expect(ratings.ratedGames.map((g) => g.id)).toEqual(["r-1"]);
    expect(ratings.players).toHaveLength(3);
    expect(ratings.players.every((p) => p.provisional)).toBe(true);
    cli.reset();
    expect(await cli.run("ratings")).toBe(0);
    expect(cli.stdout).toContain("provisional");
  });

  it("Ratings: game set rated true on a started game is refused; orders-visibility is set and checked", async () => {
    expect(
      await cli.run("game", "new", "--scenario", "risk-v1", "--players", "Alice,Bob", "--name", "S"),
    ).toBe(0);
    await onDatabase((s) => s.resolve("s-1", { name: "GM" })); // the GM moves the set-up on: the game has started
    cli.reset();
    expect(await cli.run("game", "set", "rated", "true")).toBe(1);
    expect(cli.stderr).toBe(
      'adjutant: game "s-1" has started: whether it is rated is decided before it starts (house rules, Ratings), so it stays unrated\n',
    );
    cli.reset();
    expect(await cli.run("game", "set", "orders-visibility", "sometimes")).toBe(1);
    expect(cli.stderr).toContain('"sometimes" is not a value of orders-visibility');
    cli.reset();
    expect(await cli.run("game", "set", "orders-visibility", "counts")).toBe(0);
    expect(cli.stdout).toBe(
      "Game s-1: orders-visibility counts, rated false, vacation-days 10, civil-disorder-after 2.\n",
    );
    cli.reset();
    expect(await cli.run("status", "--json")).toBe(0);
    const status = JSON.parse(cli.stdout) as { ordersIn: unknown };
    expect(status.ordersIn).toMatchObject({ visibility: "counts", seats: 2, names: null });
  });
});
