import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncForum } from "../../src/app/forum-sync.ts";
import type { PlayableRuleset } from "../../src/game/game-play.ts";
import type { GameService } from "../../src/game/game-service.ts";
import { render } from "../../src/presenters/render.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { type LocalForum, startLocalForum } from "../helpers/local-forum.ts";
import { boldLines, phpbbThreadPage, type ThreadPost } from "../helpers/phpbb-thread.ts";
import { riskVariantOne } from "../helpers/registered-risk.ts";
import { worldWar1907 } from "../helpers/registered-ww1907.ts";
import { islands } from "../rulesets-for-tests/islands/index.ts";
import { contractService, riskPosition } from "./contract-games.ts";

/**
 * Every game from a phpBB thread served on 127.0.0.1: a sync reads the posts (a stranger's among them), the next
 * sync finds an edited post and a new one, the GM resolves, and the following sync reads the next window's post.
 */
let forum: LocalForum;
let title = "";
const posts: ThreadPost[] = [];

beforeAll(async () => {
  forum = await startLocalForum((url) =>
    url.pathname === "/viewtopic.php" ? phpbbThreadPage(title, posts) : null,
  );
});

afterAll(() => forum.close());

const options = { userAgent: "AdjutantTest/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };
type Post = [id: number, author: string, at: string, line: string];
const userIds = new Map<string, number>();
const add = ([id, author, at, line]: Post) => {
  if (!userIds.has(author)) userIds.set(author, 100 + userIds.size);
  posts.push({ id, author, userId: userIds.get(author) ?? 0, at, html: boldLines(line) });
};

interface ForumScript {
  name: string;
  rules: string;
  entry: PlayableRuleset;
  create: Parameters<GameService["createGame"]>[0];
  /** The posts the first sync reads, and what each is. */
  first: Post[];
  kinds: Record<string, string>;
  /** A post edited before the second sync (its new bold line) and what the sync says of it. */
  edit: { id: number; line: string; result: Record<string, unknown> };
  /** A post new in the second sync. */
  second: Post;
  secondResult: Record<string, unknown>;
  report: RegExp;
  resolved: RegExp;
  phase: string;
  /** A post of the next window, read by the third sync. */
  next: Post;
  nextResult: Record<string, unknown>;
}

const scripts: ForumScript[] = [
  {
    name: "Islands",
    rules: "I6 W33",
    entry: islands,
    create: { scenario: "islands", players: ["Rosa", "Bram"] },
    first: [
      [401, "Rosa", "2026-12-01T13:00:00Z", "attack Coral from Brisk"],
      [402, "Bram", "2026-12-01T13:05:00Z", "attack Alba from Dune"],
      [403, "Lurker", "2026-12-01T13:06:00Z", "attack Alba from Dune"],
    ],
    kinds: { "401": "orders", "402": "orders", "403": "not-player" },
    edit: {
      id: 402,
      line: "attack Brisk from Coral",
      result: { kind: "edited", voided: true, inForce: null },
    },
    second: [405, "Rosa", "2026-12-01T13:30:00Z", "attack Dune from Alba"],
    secondResult: { kind: "orders", nation: "red", receipt: { replaces: "401" } },
    report: /Bram has no orders in force|Blue has no orders in force/,
    resolved: /Dune/,
    phase: "turn-2",
    next: [404, "Bram", "2026-12-02T13:00:00Z", "attack Brisk from Coral"],
    nextResult: { kind: "orders", nation: "blue" },
  },
  {
    name: "World War 1907",
    rules: "W7 W32 W33",
    entry: worldWar1907,
    create: { scenario: "ww1907" },
    first: [
      [501, "Osmano", "2026-12-01T13:00:00Z", "Build 2 divisions in Moscow"],
      [502, "Shrink", "2026-12-01T13:05:00Z", "Build 1 division in Berlin"],
      [503, "Lurker", "2026-12-01T13:06:00Z", "Build 1 division in Paris"],
    ],
    kinds: { "501": "orders", "502": "orders", "503": "not-player" },
    edit: {
      id: 502,
      line: "Build 2 divisions in Berlin",
      result: { kind: "edited", voided: true, inForce: null, nation: "germany" },
    },
    second: [504, "Aeneas", "2026-12-01T13:30:00Z", "Build 1 division in Moscow"],
    secondResult: {
      kind: "orders",
      nation: "france",
      receipt: { accepted: 0, rejected: 1, lines: [{ outcome: "rejected", rule: "W7" }] },
    },
    report: /post 502 ignored: edited .*\(W33\)/,
    resolved: /Russian Empire built 2 divisions in Moscow/,
    phase: "attack",
    next: [506, "Osmano", "2026-12-02T13:00:00Z", "Build 1 division in Kiev"],
    nextResult: { kind: "orders", nation: "russia" },
  },
  {
    name: "Risk Variant One",
    rules: "V6 V7 V8",
    entry: riskVariantOne,
    create: { scenario: riskPosition },
    first: [
      [601, "Cleo", "2026-12-01T13:00:00Z", "pass"],
      [602, "Alice", "2026-12-01T13:05:00Z", "Attack Peru from Brazil with 5"],
      [603, "Lurker", "2026-12-01T13:06:00Z", "pass"],
    ],
    kinds: { "601": "orders", "602": "orders", "603": "not-player" },
    // an order is carried out when posted: an edit voids nothing (what it did stands; the GM can undo)
    edit: { id: 602, line: "pass", result: { kind: "edited", voided: false } },
    second: [604, "Bob", "2026-12-01T13:30:00Z", "hold"],
    secondResult: { kind: "orders", nation: "Bob", receipt: { accepted: 1, lines: [{ rule: "V7" }] } },
    report: /Brazil → Peru: 5 v 3\. Throw 1:/,
    resolved: /skipped Bob's action: a pass \(V6\)/,
    phase: "actions",
    next: [605, "Cleo", "2026-12-02T13:00:00Z", "pass"],
    nextResult: { kind: "orders", nation: "Cleo", receipt: { accepted: 1 } },
  },
];

describe.each(scripts)("$name from a forum thread", (script) => {
  it(`${script.rules} posts across syncs, an edited post, resolve, and the next window's post`, async () => {
    posts.length = 0;
    title = `${script.name} - game 1`;
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [script.entry]);
    const created = await t.service.createGame({
      ...script.create,
      forumUrl: `${forum.base}/viewtopic.php?t=5`,
      platform: "phpbb3",
      startsAt: "2026-12-01T00:00:00Z",
    });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    for (const p of script.first) add(p);
    t.clock.now = new Date("2026-12-01T13:10:00Z");
    const first = await syncForum(t.service, t.store, id, options);
    expect(first.problems).toEqual([]);
    expect(Object.fromEntries(first.results.map((r) => [r.postId, r.kind]))).toEqual(script.kinds);
    const edited = posts.find((p) => p.id === script.edit.id);
    if (edited) edited.html = boldLines(script.edit.line);
    add(script.second);
    t.clock.now = new Date("2026-12-01T14:00:00Z");
    const second = await syncForum(t.service, t.store, id, options);
    expect(second.results.find((r) => r.postId === String(script.edit.id))).toMatchObject(script.edit.result);
    expect(second.results.find((r) => r.postId === String(script.second[0]))).toMatchObject(
      script.secondResult,
    );
    const report = await t.service.report(id);
    expect(report.ok && render(report.value, "bbcode")).toMatch(script.report);
    t.clock.now = new Date("2026-12-02T12:00:00Z");
    const resolved = await t.service.resolve(id, { name: "GM" });
    expect(resolved.ok && render(resolved.value.summary, "bbcode")).toMatch(script.resolved);
    expect(await t.service.info(id)).toMatchObject({ ok: true, value: { phase: script.phase } });
    add(script.next);
    t.clock.now = new Date("2026-12-02T13:10:00Z");
    const third = await syncForum(t.service, t.store, id, options);
    // an edit is reported once: later syncs of the same page read only what is new
    expect(third.results.filter((r) => r.kind !== "unchanged").map((r) => r.postId)).toEqual([
      String(script.next[0]),
    ]);
    expect(third.results.find((r) => r.postId === String(script.next[0]))).toMatchObject(script.nextResult);
    const fourth = await syncForum(t.service, t.store, id, options);
    expect(fourth.results.every((r) => r.kind === "unchanged")).toBe(true);
  });
});
