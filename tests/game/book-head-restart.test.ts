import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ParsedPost } from "../../parsers/post.ts";
import { toIncoming } from "../../src/game/incoming-post.ts";
import { render } from "../../src/presenters/render.ts";
import type { GameStore } from "../../src/storage/game-store.ts";
import { post, testService } from "./helpers.ts";

/**
 * The open phase's order book head is stored with the game (issue #26: the first post after a restart must not read
 * the whole phase): a service that opens the database afresh extends the head with the posts after it, and must give
 * exactly the answers of a service that never stopped (W32, W33: replaced posts, `choose`, edits, non-players). An
 * edit or a deletion by any connection after a head was built makes that head unusable (the game's edit count).
 */

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const at = (n: number) => new Date(Date.parse("2026-12-01T10:00:00.000Z") + n * 60_000).toISOString();

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "adjutant-book-head-"));
  dirs.push(dir);
  return dir;
}

async function newGame(file: string) {
  const t = testService(file);
  const game = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
  if (!game.ok) throw new Error(game.error);
  return { ...t, id: game.value.id };
}

type Game = Awaited<ReturnType<typeof newGame>>;

async function reportText(t: Game, all = false): Promise<string> {
  const report = await t.service.report(t.id, { all });
  if (!report.ok) throw new Error(report.error);
  return render(report.value, "text");
}

const BOLD: string[][] = [
  ["Build 2 divisions in Moscow"],
  ["Build 1 division in Kiev", "Warsaw -> Krakow (3)"],
  ["Warsaw -> Krakow (3)"],
  ["choose 1"],
  ["choose 2"],
  ["nice weather"],
  [],
  ["Build 2 divisions in Atlantis"],
  ["Build 2 divisions in Berlin"],
];

/** One post of a batch: a new post, or (`edit`) an earlier post's id sent again with other bold text (W33). */
const postArb = fc.record({
  author: fc.constantFrom("Osmano", "Shrink", "Kibitzer"),
  bold: fc.constantFrom(...BOLD),
  minute: fc.integer({ min: 0, max: 300 }),
  edit: fc.oneof({ weight: 6, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
});
type PostSpec = typeof postArb extends fc.Arbitrary<infer T> ? T : never;

/** The batches as posts, ids numbered in order; an edit repeats an earlier id with its own bold text. */
function batchesOf(specs: PostSpec[][]): ParsedPost[][] {
  const sent: ParsedPost[] = [];
  return specs.map((batch) =>
    batch.map((s) => {
      const earlier = s.edit ? sent[s.minute % Math.max(sent.length, 1)] : undefined;
      const p = earlier
        ? { ...earlier, bold: s.bold, text: `${s.bold.join("\n")} (edited)` }
        : post(s.author, s.bold, { postId: `p${sent.length}`, postedAt: at(s.minute) });
      if (!earlier) sent.push(p);
      return p;
    }),
  );
}

/** The order book's reads of a store: `all()` counts reads of every post of the phase, `later()` gives the posts of each read after a head. */
function bookReads(store: GameStore): { all: () => number; later: () => Promise<{ post_id: string }[][]> } {
  const spy = vi.spyOn(store, "listBookPostsSince");
  const whole = (i: number) => spy.mock.calls[i]?.[2] === undefined;
  return {
    all: () => spy.mock.calls.filter((_, i) => whole(i)).length,
    later: async () =>
      (await Promise.all(spy.mock.results.filter((_, i) => !whole(i)).map((r) => r.value))) as {
        post_id: string;
      }[][],
  };
}

describe("the order book head stored with the game", () => {
  it("W33 after a restart the first post reads only the posts after the stored head and answers as without one", async () => {
    const dir = tempDir();
    const running = await newGame(join(dir, "running.db"));
    const restarted = await newGame(join(dir, "restarted.db"));
    const batches: ParsedPost[][] = [
      [
        post("Osmano", ["Build 1 division in Kiev", "Warsaw -> Krakow (3)"], {
          postId: "a",
          postedAt: at(1),
        }),
        post("Kibitzer", ["Hold Vienna"], { postId: "b", postedAt: at(2) }),
      ],
      [
        post("Osmano", ["choose 2"], { postId: "c", postedAt: at(3) }),
        post("Shrink", ["Build 2 divisions in Berlin"], { postId: "d", postedAt: at(4) }),
      ],
      [post("Osmano", ["nice weather"], { postId: "e", postedAt: at(5) })],
      [post("Shrink", ["Build 1 division in Atlantis"], { postId: "f", postedAt: at(6) })],
    ];
    for (const g of [running, restarted]) for (const b of batches) await g.service.ingest(g.id, "forum", b);
    await restarted.store.close();
    const reopened = { ...testService(join(dir, "restarted.db")), id: restarted.id };
    try {
      const { all, later } = bookReads(reopened.store);
      const next = () => [post("Osmano", ["choose 1"], { postId: "g", postedAt: at(7) })];
      const [warm] = await running.service.ingest(running.id, "forum", next());
      const [first] = await reopened.service.ingest(reopened.id, "forum", next());
      expect(first).toMatchObject({ kind: "orders", nation: "russia" });
      expect(first).toEqual(warm);
      // the head was stored after the last batch, in its transaction: no post is read again, and the new one is folded
      // as stored, not read back
      expect(all()).toBe(0);
      const read = await later();
      expect(read.map((rows) => rows.map((p) => p.post_id))).toEqual([[]]);
      // the report reads every post
      expect(await reportText(reopened, true)).toBe(await reportText(running, true));
      expect(all()).toBeGreaterThan(0);
    } finally {
      await running.store.close();
      await reopened.store.close();
    }
  });

  it("W33 a batch of many posts (a forum page) stores the head after it: a reopened service reads no post again", async () => {
    const dir = tempDir();
    const t = await newGame(join(dir, "game.db"));
    const page = Array.from({ length: 8 }, (_, n) =>
      post(n % 2 === 0 ? "Osmano" : "Kibitzer", [`Build ${n + 1} divisions in Moscow`], {
        postId: `page${n}`,
        postedAt: at(n),
      }),
    );
    await t.service.ingest(t.id, "forum", page);
    await t.store.close();
    const reopened = { ...testService(join(dir, "game.db")), id: t.id };
    try {
      const { all, later } = bookReads(reopened.store);
      const [first] = await reopened.service.ingest(reopened.id, "forum", [
        post("Osmano", ["Build 1 division in Kiev"], { postId: "next", postedAt: at(20) }),
      ]);
      expect(first).toMatchObject({ kind: "orders", receipt: { replaces: "page6" } });
      expect(all()).toBe(0);
      const read = await later();
      expect(read.map((rows) => rows.map((p) => p.post_id))).toEqual([[]]);
    } finally {
      await reopened.store.close();
    }
  });

  it("W33 in a fresh process the first post is answered from the stored head as by the running service", async () => {
    const dir = tempDir();
    const running = await newGame(join(dir, "running.db"));
    const restarted = await newGame(join(dir, "restarted.db"));
    const batches = [
      [
        post("Osmano", ["Build 1 division in Kiev", "Warsaw -> Krakow (3)"], {
          postId: "a",
          postedAt: at(1),
        }),
      ],
      [post("Shrink", ["Build 2 divisions in Berlin"], { postId: "b", postedAt: at(2) })],
      [post("Kibitzer", ["Hold Vienna"], { postId: "c", postedAt: at(3) })],
    ];
    for (const g of [running, restarted]) for (const b of batches) await g.service.ingest(g.id, "forum", b);
    await restarted.store.close();
    try {
      const next = [post("Osmano", ["choose 2"], { postId: "d", postedAt: at(4) })];
      const expected = await running.service.ingest(running.id, "forum", next);
      const child = spawnSync(
        process.execPath,
        [
          "--import",
          "tsx",
          fileURLToPath(new URL("./fixtures/ingest-child.ts", import.meta.url)),
          join(dir, "restarted.db"),
          restarted.id,
          JSON.stringify(next),
        ],
        { encoding: "utf8" },
      );
      expect(child.status, child.stderr).toBe(0);
      const ran = JSON.parse(child.stdout) as { results: unknown; wholePhaseRead: boolean };
      expect(ran.results).toEqual(JSON.parse(JSON.stringify(expected)));
      expect(expected).toMatchObject([{ kind: "orders", nation: "russia" }]);
      expect(ran.wholePhaseRead).toBe(false);
    } finally {
      await running.store.close();
    }
  });

  it("W20 W33 a reopened service resolves from the stored head (no post read again) as the running service resolves", async () => {
    const dir = tempDir();
    const running = await newGame(join(dir, "running.db"));
    const restarted = await newGame(join(dir, "restarted.db"));
    const batches: ParsedPost[][] = [
      [
        post("Osmano", ["Build 2 divisions in Moscow"], { postId: "a", postedAt: at(1) }),
        post("Shrink", ["Build 2 divisions in Berlin"], { postId: "b", postedAt: at(2) }),
      ],
      [
        post("Osmano", ["Build 1 division in Kiev", "Build 1 division in Moscow"], {
          postId: "c",
          postedAt: at(3),
        }),
      ],
    ];
    for (const g of [running, restarted]) for (const b of batches) await g.service.ingest(g.id, "forum", b);
    await restarted.store.close();
    const reopened = { ...testService(join(dir, "restarted.db")), id: restarted.id };
    try {
      const { all } = bookReads(reopened.store);
      const resolved = await reopened.service.resolve(reopened.id, { name: "GM" });
      const expected = await running.service.resolve(running.id, { name: "GM" });
      expect(resolved.ok && expected.ok).toBe(true);
      expect(all()).toBe(0);
      // the same orders carried out: the same state after, and the same status
      const stateOf = async (g: Game) => (await g.store.latestSnapshot(g.id, Number.MAX_SAFE_INTEGER))?.state;
      expect(await stateOf(reopened)).toEqual(await stateOf(running));
      expect(await stateOf(running)).not.toEqual(await stateOf({ ...running, id: "none" }));
      expect(await reopened.service.status(reopened.id)).toEqual(await running.service.status(running.id));
    } finally {
      await running.store.close();
      await reopened.store.close();
    }
  });

  it("W32 W33 whatever the batches and wherever the restarts (after any batch, after every one), every answer after them is the running service's", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(postArb, { minLength: 1, maxLength: 7 }), { minLength: 2, maxLength: 7 }),
        fc.oneof(fc.constant("every" as const), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 })),
        async (specs, restarts) => {
          const batches = batchesOf(specs);
          // a restart before batch i (never before the first: the game is new then)
          const restartBefore = (i: number) => i > 0 && (restarts === "every" || restarts[i] === true);
          const dir = tempDir();
          const running = await newGame(join(dir, "running.db"));
          let restarted = await newGame(join(dir, "restarted.db"));
          try {
            for (const [i, batch] of batches.entries()) {
              if (restartBefore(i)) {
                await restarted.store.close();
                restarted = { ...testService(join(dir, "restarted.db")), id: restarted.id };
                // who has ordered and the orders in force, first thing after the restart (from the stored head)
                expect(await restarted.service.status(restarted.id)).toEqual(
                  await running.service.status(running.id),
                );
              }
              const expected = await running.service.ingest(running.id, "forum", batch);
              expect(await restarted.service.ingest(restarted.id, "forum", batch)).toEqual(expected);
            }
            expect(await reportText(restarted, true)).toBe(await reportText(running, true));
          } finally {
            await running.store.close();
            await restarted.store.close();
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("W33 another connection's edit between a service's book and its batch: the book after the batch is read again and sees it", async () => {
    const dir = tempDir();
    const file = join(dir, "game.db");
    const a = await newGame(file);
    const w = post("Osmano", ["Build 1 division in Kiev", "Warsaw -> Krakow (3)"], {
      postId: "w",
      postedAt: at(1),
    });
    await a.service.ingest(a.id, "forum", [w]);
    const b = { ...testService(file), id: a.id };
    // A has built its book (w in force) and is about to store its batch when another connection sees w edited
    const transaction = a.store.transaction.bind(a.store);
    vi.spyOn(a.store, "transaction").mockImplementationOnce(async (fn, game) => {
      const edited = { ...w, bold: ["Build 2 divisions in Kiev"], text: "Build 2 divisions in Kiev" };
      expect(await b.store.recordPost(b.id, toIncoming("forum", edited), at(2))).toMatchObject({
        status: "edited",
      });
      return await transaction(fn, game);
    });
    try {
      const [choose] = await a.service.ingest(a.id, "forum", [
        post("Osmano", ["choose 2"], { postId: "c", postedAt: at(3) }),
      ]);
      // w, edited, counts for nothing: "choose 2" has no post in force to pick for
      expect(choose).toMatchObject({ kind: "outside-phase", postId: "c" });
    } finally {
      await a.store.close();
      await b.store.close();
    }
  });

  it("W33 another connection's post stored between a service's book and its batch: the head after the batch is not stored, the post is read", async () => {
    const dir = tempDir();
    const file = join(dir, "game.db");
    const a = await newGame(file);
    await a.service.ingest(a.id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow"], { postId: "w", postedAt: at(1) }),
    ]);
    const b = { ...testService(file), id: a.id };
    // A has built its book (w in force) and is about to store its batch when another connection stores Russia's
    // next orders (and no head of its own)
    const transaction = a.store.transaction.bind(a.store);
    vi.spyOn(a.store, "transaction").mockImplementationOnce(async (fn, game) => {
      const x = post("Osmano", ["Build 1 division in Kiev"], { postId: "x", postedAt: at(2) });
      expect(await b.store.recordPost(b.id, toIncoming("forum", x), at(2))).toMatchObject({ status: "new" });
      return await transaction(fn, game);
    });
    const [shrink] = await a.service.ingest(a.id, "forum", [
      post("Shrink", ["Build 2 divisions in Berlin"], { postId: "y", postedAt: at(3) }),
    ]);
    expect(shrink).toMatchObject({ kind: "orders", nation: "germany" });
    await a.store.close();
    await b.store.close();
    const c = { ...testService(file), id: a.id };
    try {
      const { all, later } = bookReads(c.store);
      const [orders] = await c.service.ingest(c.id, "forum", [
        post("Osmano", ["Build 1 division in Warsaw"], { postId: "z", postedAt: at(4) }),
      ]);
      // x, stored by B after A's book was built, is in force before z: a head after A's batch would have skipped it;
      // z itself is folded as stored
      expect(orders).toMatchObject({ kind: "orders", receipt: { replaces: "x" } });
      expect(all()).toBe(0);
      expect((await later()).map((rows) => rows.map((p) => p.post_id))).toEqual([["x", "y"]]);
    } finally {
      await c.store.close();
    }
  });

  it("W33 a post edited by another connection after the head was built: the head is not used", async () => {
    const dir = tempDir();
    const file = join(dir, "game.db");
    const a = await newGame(file);
    await a.service.ingest(a.id, "forum", [
      post("Osmano", ["Build 2 divisions in Moscow"], { postId: "w", postedAt: at(1) }),
    ]);
    await a.service.ingest(a.id, "forum", [
      post("Osmano", ["Build 1 division in Kiev"], { postId: "x", postedAt: at(2) }),
    ]);
    // process A builds its book (x in force) for its next batch, and is about to store its posts and its head...
    const b = { ...testService(file), id: a.id };
    const transaction = a.store.transaction.bind(a.store);
    vi.spyOn(a.store, "transaction").mockImplementationOnce(async (fn, game) => {
      // ...when another connection edits x (W33: an edited post counts for nothing, w is in force again)
      const [edited] = await b.service.ingest(b.id, "forum", [
        post("Osmano", ["Build 1 division in Warsaw"], { postId: "x", postedAt: at(2), text: "changed" }),
      ]);
      expect(edited).toMatchObject({ kind: "edited", voided: true, inForce: "w" });
      return await transaction(fn, game);
    });
    // A stores the head it built from x before the edit, with its batch
    const [shrink] = await a.service.ingest(a.id, "forum", [
      post("Shrink", ["Build 2 divisions in Berlin"], { postId: "y", postedAt: at(3) }),
    ]);
    expect(shrink).toMatchObject({ kind: "orders", nation: "germany" });
    const c = { ...testService(file), id: a.id };
    try {
      const { all } = bookReads(c.store);
      const [orders] = await c.service.ingest(c.id, "forum", [
        post("Osmano", ["Build 1 division in Moscow"], { postId: "z", postedAt: at(4) }),
      ]);
      expect(orders).toMatchObject({ kind: "orders", receipt: { replaces: "w" } });
      expect(all()).toBeGreaterThan(0);
    } finally {
      await a.store.close();
      await b.store.close();
      await c.store.close();
    }
  });

  it("W33 a post deleted by another connection: a reopened service does not use the head from before", async () => {
    const dir = tempDir();
    const file = join(dir, "game.db");
    const a = await newGame(file);
    for (const [id, bold, minute] of [
      ["w", "Build 2 divisions in Moscow", 1],
      ["x", "Build 1 division in Kiev", 2],
      ["v", "nice weather", 3],
    ] as const) {
      await a.service.ingest(a.id, "discord", [post("Osmano", [bold], { postId: id, postedAt: at(minute) })]);
    }
    // the head stored before the last batch holds x in force; another connection deletes x (W33: void)
    const b = { ...testService(file), id: a.id };
    expect(await b.service.deletePost(b.id, "discord", "x")).toMatchObject({ kind: "deleted" });
    await b.store.close();
    const c = { ...testService(file), id: a.id };
    try {
      const [orders] = await c.service.ingest(c.id, "discord", [
        post("Osmano", ["Build 1 division in Kiev"], { postId: "z", postedAt: at(4) }),
      ]);
      expect(orders).toMatchObject({ kind: "orders", receipt: { replaces: "w" } });
      const report = await reportText(c, true);
      expect(report).toContain("Post in force: z");
      // the deleted post is void and listed so (the older play called a deletion an edit)
      expect(report).toMatch(/post x ignored: deleted/);
    } finally {
      await a.store.close();
      await c.store.close();
    }
  });
});
