import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore, type IncomingPost } from "../../src/storage/game-store.ts";

/** What lets a reader keep a phase's posts (issue 14): the change mark, and the posts seen after a given one. */

const T0 = "2026-12-01T10:00:00.000Z";

async function store(): Promise<GameStore> {
  const s = new GameStore(openDatabase(":memory:"));
  await s.createGame({
    id: "g1",
    name: "Game",
    ruleset: "ww1907",
    scenarioRef: "ww1907",
    scenario: { id: "ww1907" },
    gmSecret: "secret",
    createdAt: T0,
  });
  return s;
}

function post(postId: string, text: string, postedAt: string | null = T0): IncomingPost {
  return { source: "forum", postId, platform: "phpbb3", authorName: "Osmano", postedAt, text, parsed: {} };
}

describe("posts change mark", () => {
  it("W33 moves on an edit made through another store over the same connection", async () => {
    const s = await store();
    const other = new GameStore(s.db);
    await s.recordPost("g1", post("1", "Build 2 divisions in Moscow"), T0);
    const before = await s.postsChangeMark();
    await other.recordPost("g1", post("1", "Build 3 divisions in Moscow"), T0);
    expect(await s.postsChangeMark()).not.toBe(before);
  });
  // the rest of the mark's behaviour is in the storage contract (tests/storage/contract)
});
