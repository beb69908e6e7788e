import { describe, expect, it } from "vitest";
import { GameService } from "../../src/game/game-service.ts";
import { useCliDatabase } from "../forum/cli-env.ts";
import { post } from "../game/helpers.ts";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();
const db = useCliDatabase();

/**
 * `adjutant report` lists the latest 10 posts of each list of a busy phase and counts the earlier ones (issue #26);
 * `adjutant report --all` lists every one (W33: each order post replaces the player's earlier one).
 */
describe("adjutant report --all", () => {
  it("W33 the report counts the earlier replaced posts; --all lists them", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907", "--from", "2026-11-01")).toBe(0);
    const store = db.open();
    try {
      const service = new GameService({
        store,
        now: () => new Date("2026-12-01T12:00:00.000Z"),
        newSecret: () => "test-secret-0123456789abcdef",
      });
      const id = await service.gameId(undefined);
      if (!id.ok) throw new Error(id.error);
      const at = (n: number) => new Date(Date.parse("2026-12-01T10:00:00.000Z") + n * 60_000).toISOString();
      await service.ingest(
        id.value,
        "console",
        Array.from({ length: 15 }, (_, n) =>
          post("Osmano", ["Build 1 division in Moscow"], { postId: `o${n}`, postedAt: at(n) }),
        ),
      );
    } finally {
      await store.close();
    }
    cli.reset();
    expect(await cli.run("report")).toBe(0);
    expect(cli.stdout).toContain("Post in force: o14");
    expect(cli.stdout).toContain("4 earlier ignored posts not listed");
    expect(cli.stdout).not.toContain("post o3 ignored");
    cli.reset();
    expect(await cli.run("report", "--all")).toBe(0);
    expect(cli.stdout).not.toContain("not listed");
    expect(cli.stdout).toContain("post o0 ignored: replaced by");
    expect(cli.stdout).toContain("post o13 ignored: replaced by");
  });
});
