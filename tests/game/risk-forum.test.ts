import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncForum } from "../../src/app/forum-sync.ts";
import { render } from "../../src/presenters/render.ts";
import { type LocalForum, startLocalForum } from "../helpers/local-forum.ts";
import { boldLines, phpbbThreadPage, type ThreadPost } from "../helpers/phpbb-thread.ts";
import { testService } from "./helpers.ts";

/** Risk Variant One played in a phpBB thread served on 127.0.0.1: each sync carries out the new posts in order. */
let forum: LocalForum;
let base = "";
const posts: ThreadPost[] = [];

beforeAll(async () => {
  forum = await startLocalForum((url) =>
    url.pathname === "/viewtopic.php" ? phpbbThreadPage("Risk Variant One - game 1", posts) : null,
  );
  base = forum.base;
});

afterAll(() => forum.close());

const options = { userAgent: "AdjutantTest/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };
const users = { Alice: 11, Bob: 12, Cleo: 13, Lurker: 14 } as const;
const add = (id: number, author: keyof typeof users, at: string, ...lines: string[]) =>
  posts.push({ id, author, userId: users[author], at, html: boldLines(...lines) });

describe("Risk Variant One from a forum thread", () => {
  it("V6 V7 V8 posts are carried out in thread order across syncs; the report says whose turn it is", async () => {
    const { service, store, clock } = testService();
    clock.now = new Date("2026-12-01T12:00:00Z");
    const game = await service.createGame({
      scenario: "tests/game/fixtures/risk-attack.yaml",
      forumUrl: `${base}/viewtopic.php?t=77`,
      platform: "phpbb3",
    });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;

    add(301, "Alice", "2026-12-01T13:00:00Z", "Attack Peru from Brazil with 5, stop at 2");
    add(302, "Lurker", "2026-12-01T13:05:00Z", "Attack Brazil from Peru");
    clock.now = new Date("2026-12-01T13:10:00Z");
    const first = await syncForum(service, store, id, options);
    const kinds = Object.fromEntries(first.results.map((r) => [r.postId, r.kind]));
    expect(kinds).toEqual({ "301": "orders", "302": "not-player" });
    const report1 = await service.report(id);
    expect(report1.ok && render(report1.value, "text")).toMatch(
      /Waiting for: Bob \(defender's response to Alice's attack on Peru, until 2026-12-02 13:00 UTC/,
    );

    add(303, "Bob", "2026-12-01T14:00:00Z", "Hold, retreat to Venezuela at 1");
    add(304, "Bob", "2026-12-01T14:05:00Z", "pass");
    clock.now = new Date("2026-12-01T14:10:00Z");
    const second = await syncForum(service, store, id, options);
    const fresh = second.results.filter((r) => r.kind !== "unchanged");
    expect(fresh.map((r) => r.postId)).toEqual(["303", "304"]);
    const battle = fresh[0];
    expect(battle?.kind === "orders" && render(battle.receipt.document, "text")).toMatch(
      /Brazil → Peru: 5 v 3\./,
    );
    const pass = fresh[1];
    expect(pass?.kind === "orders" && pass.receipt.accepted).toBe(1);

    const status = await service.status(id);
    expect(status.ok && render(status.value, "text")).toContain("Waiting for: Cleo (action, round 1)");
    const bbcode = await service.report(id);
    expect(bbcode.ok && render(bbcode.value, "bbcode")).toContain("[b]Waiting for:[/b] Cleo");
  });
});
