import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, useCliDatabase } from "../forum/cli-env.ts";
import { summerEditPage as page } from "../forum/summer-thread.ts";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();
const db = useCliDatabase();

let forum: { base: string; close: () => Promise<void> };
beforeAll(async () => {
  forum = await startServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=UTF-8", etag: '"summer"' });
    res.end(page);
  });
});
afterAll(async () => {
  await forum.close();
});

/** The stored times of post 302. */
async function stored(): Promise<{
  postedAt: string | null;
  editedAt: string | null | undefined;
  byModerator: boolean | undefined;
}> {
  const store = db.open();
  try {
    const id = (await store.currentGameId()) ?? "";
    const row = await store.getPost(id, "forum", "302");
    const edited = row?.edited_json as { at?: string | null; byModerator?: boolean } | null | undefined;
    return { postedAt: row?.posted_at ?? null, editedAt: edited?.at, byModerator: edited?.byModerator };
  } finally {
    await store.db.close();
  }
}

describe("W33 a moderator's edit shown in local time never reads as earlier than its post", () => {
  it("W33 with the game's time zone (Europe/London) the edit is stored at 09:20 UTC, after the post, whatever FORUM_TIMEZONE says", async () => {
    vi.stubEnv("FORUM_TIMEZONE", "Asia/Tokyo");
    const url = `${forum.base}/viewtopic.php?t=1`;
    expect(
      await cli.run(
        "game",
        "new",
        "--scenario",
        "ww1907",
        "--forum",
        url,
        "--timezone",
        "Europe/London",
        "--from",
        "2026-06-01",
      ),
    ).toBe(0);
    cli.reset();
    expect(await cli.run("forum", "sync")).toBe(0);
    expect(cli.stderr).toBe("");
    expect(await stored()).toEqual({
      postedAt: "2026-06-10T09:10:00.000Z",
      editedAt: "2026-06-10T09:20:00.000Z",
      byModerator: true,
    });
  });

  it("W33 read in a wrong zone (Asia/Tokyo) the edit would come before the post: its time is left out with a warning, on every sync, until `game set --timezone` sets the zone", async () => {
    vi.stubEnv("FORUM_TIMEZONE", "Asia/Tokyo");
    const url = `${forum.base}/viewtopic.php?t=1`;
    expect(await cli.run("game", "new", "--scenario", "ww1907", "--forum", url, "--from", "2026-06-01")).toBe(
      0,
    );
    for (let run = 0; run < 2; run++) {
      cli.reset();
      expect(await cli.run("forum", "sync")).toBe(0);
      expect(cli.stderr).toContain(
        "warning: " +
          `${url}: post 302 by Osmano: its edit time (2026-06-10T01:20:00.000Z) reads earlier than the post (2026-06-10T09:10:00.000Z), so the forum does not print its times in Asia/Tokyo`,
      );
      const times = await stored();
      expect(times.editedAt).toBeNull();
      expect(times.byModerator).toBe(true);
    }
    cli.reset();
    expect(await cli.run("game", "set", "--timezone", "Europe/London")).toBe(0);
    cli.reset();
    expect(await cli.run("forum", "sync")).toBe(0);
    expect(cli.stderr).toBe("");
    const times = await stored();
    // A post already stored keeps the times first read (the store keeps first-seen evidence); never an earlier edit.
    expect(times.editedAt === null || (times.editedAt ?? "") >= (times.postedAt ?? "")).toBe(true);
  });
});
