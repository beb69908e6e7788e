import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore, type IncomingPost } from "../../src/storage/game-store.ts";

/** What lets a reader keep a phase's posts (issue 14): the change mark, and the posts seen after a given one. */

const T0 = "2026-12-01T10:00:00.000Z";

function store(): GameStore {
  const s = new GameStore(openDatabase(":memory:"));
  s.createGame({
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
  it("W33 holds over new posts and unchanged sightings, moves on an edit or a deletion, is null in a transaction", () => {
    const s = store();
    const start = s.postsChangeMark();
    s.recordPost("g1", post("1", "Build 2 divisions in Moscow"), T0);
    s.recordPost("g1", post("1", "Build 2 divisions in Moscow"), T0);
    expect(s.postsChangeMark()).toBe(start);
    s.recordPost("g1", post("1", "Build 3 divisions in Moscow"), T0);
    const afterEdit = s.postsChangeMark();
    expect(afterEdit).not.toBe(start);
    expect(s.markPostDeleted("g1", "forum", "1", T0)).toBe(true);
    expect(s.postsChangeMark()).not.toBe(afterEdit);
    expect(s.transaction(() => s.postsChangeMark())).toBeNull();
  });

  it("W33 moves on an edit made through another store over the same connection", () => {
    const s = store();
    const other = new GameStore(s.db);
    s.recordPost("g1", post("1", "Build 2 divisions in Moscow"), T0);
    const before = s.postsChangeMark();
    other.recordPost("g1", post("1", "Build 3 divisions in Moscow"), T0);
    expect(s.postsChangeMark()).not.toBe(before);
  });

  it("lists the posts seen after a given one, dated in the window or undated, in the order seen", () => {
    const s = store();
    s.recordPost("g1", post("a", "one"), T0);
    s.recordPost("g1", post("b", "two", null), T0);
    s.recordPost("g1", post("early", "three", "2026-11-01T00:00:00.000Z"), T0);
    s.recordPost("g1", post("c", "four"), T0);
    const seqOfA = s.getPost("g1", "forum", "a")?.seq ?? 0;
    expect(s.listPostsSinceAfter("g1", T0, seqOfA).map((p) => p.post_id)).toEqual(["b", "c"]);
    expect(s.listPostsSince("g1", T0).map((p) => p.post_id)).toEqual(["a", "b", "c"]);
  });
});
