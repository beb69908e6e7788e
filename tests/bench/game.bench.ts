import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, bench, describe } from "vitest";
import type { ParsedPost } from "../../parsers/post.ts";
import { GameService } from "../../src/game/game-service.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";

// Figures asked by issue 7: ingest and judge a 2,000-post thread; resolve a phase with 8 nations' orders and store
// it; the database size per 1,000 posts.

const dir = mkdtempSync(join(tmpdir(), "adjutant-bench-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PLAYERS = ["Osmano", "Shrink", "Aeneas", "Jax", "Dio", "Johndisp", "Sassenach", "Steace"];
const ORDERS: Record<string, string[]> = {
  Osmano: ["Build 2 divisions in Moscow", "Move 1 from Warsaw to Krakow"],
  Shrink: ["Build 1 division in Berlin", "Build a ship in Kiel"],
  Aeneas: ["Build 1 division in Auvergne"],
  Jax: ["Build 1 division in London", "Build a ship in Liverpool"],
  Dio: ["Build 1 division in Transylvania"],
  Johndisp: ["Build 2 divisions in Istanbul"],
  Sassenach: ["Build 2 divisions in Barcelona", "Move 1 from Madrid to Zaragoza"],
  Steace: ["Build 1 division in Rome", "Build 1 division in Marseilles"],
};

function thread(n: number): ParsedPost[] {
  const posts: ParsedPost[] = [];
  for (let i = 0; i < n; i++) {
    const author = i % 5 === 4 ? `Spectator${i % 17}` : (PLAYERS[i % PLAYERS.length] as string);
    const orders = ORDERS[author];
    const bold = orders && i % 3 === 0 ? orders : i % 7 === 0 ? ["Good luck!"] : [];
    posts.push({
      platform: "phpbb3",
      postId: String(10_000 + i),
      author: { name: author },
      postedAt: new Date(Date.UTC(2026, 10, 1) + i * 60_000).toISOString(),
      edited: null,
      bold,
      text: `${bold.join("\n")}\nSome chat about the war, post ${i}.`,
    });
  }
  return posts;
}

let runs = 0;
async function freshGame(posts?: ParsedPost[], clock = { now: new Date("2026-12-01T12:00:00.000Z") }) {
  const file = join(dir, `bench-${runs++}.db`);
  const store = new GameStore(openDatabase(file));
  const service = new GameService({
    store,
    now: () => clock.now,
    newSecret: () => "bench-secret-0123456789abcdef",
  });
  // the thread's posts start on 1 November: the game is adopted from then on
  const game = await service.createGame({ scenario: "ww1907", startsAt: "2026-11-01T00:00:00.000Z" });
  if (!game.ok) throw new Error(game.error);
  if (posts) await service.ingest(game.value.id, "forum", posts);
  return { store, service, id: game.value.id, file };
}

const posts2000 = thread(2000);

describe("game service", () => {
  bench(
    "ingest and judge a 2,000-post thread (one sync)",
    async () => {
      const { store } = await freshGame(posts2000);
      await store.db.close();
    },
    { iterations: 3, warmupIterations: 1 },
  );

  bench(
    "sync the same 2,000-post thread again (nothing changed)",
    async () => {
      const { service, store, id } = await freshGame(posts2000);
      await service.ingest(id, "forum", posts2000);
      await store.db.close();
    },
    { iterations: 3, warmupIterations: 1 },
  );

  bench(
    "resolve a Deployment phase with 8 nations' orders and store it",
    async () => {
      const { service, store, id } = await freshGame(thread(64));
      const res = await service.resolve(id, { name: "GM" });
      if (!res.ok) throw new Error(res.error);
      await store.db.close();
    },
    { iterations: 5, warmupIterations: 1 },
  );
});

/**
 * Issue 14's constant cost per post: one new order post in the open phase of a game whose earlier phases hold 2,000
 * posts, against the same with 20; the two run interleaved, so their ratio survives a busy machine (goal ≤ 1.5).
 */
async function gameWithHistory(n: number) {
  const clock = { now: new Date("2026-12-01T12:00:00.000Z") };
  const game = await freshGame(thread(n), clock);
  const res = await game.service.resolve(game.id, { name: "GM" });
  if (!res.ok) throw new Error(res.error);
  let k = 0;
  const post = async (): Promise<void> => {
    k++;
    clock.now = new Date(Date.UTC(2026, 11, 2) + k * 1000);
    await game.service.ingest(game.id, "forum", [
      {
        platform: "phpbb3",
        postId: `new-${k}`,
        author: { name: "Osmano" },
        postedAt: clock.now.toISOString(),
        edited: null,
        bold: ["Attack Transylvania with 2 from Lemberg and 3 from Budapest"],
        text: "Attack Transylvania with 2 from Lemberg and 3 from Budapest",
      },
    ]);
  };
  return post;
}

// seeded when the file is collected, as the suites' bodies run (a suite's body cannot await)
const long = await gameWithHistory(2000);
const short = await gameWithHistory(20);

describe("one new post, whatever the game's history", () => {
  bench("one new order post, 2,000 posts in earlier phases", long, { iterations: 200, warmupIterations: 20 });
  bench("one new order post, 20 posts in earlier phases", short, { iterations: 200, warmupIterations: 20 });
});

describe("database size", () => {
  bench(
    "per 1,000 posts (printed once)",
    async () => {
      const { store, file } = await freshGame(thread(1000));
      await store.db.run("PRAGMA wal_checkpoint(TRUNCATE)");
      await store.db.close();
      const empty = await freshGame();
      await empty.store.db.run("PRAGMA wal_checkpoint(TRUNCATE)");
      await empty.store.db.close();
      const bytes = statSync(file).size - statSync(empty.file).size;
      console.log(`database size per 1,000 posts: ${(bytes / 1024).toFixed(0)} KiB`);
    },
    { iterations: 1, warmupIterations: 0 },
  );
});
