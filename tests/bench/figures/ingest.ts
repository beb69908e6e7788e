import { benchGame, ingestOrderPost } from "./game-fixture.ts";
import { median, progress, round } from "./stats.ts";

/**
 * The cost of one new post (`service.ingest` of one order post, what the bot does per message: store it, update
 * the order book, judge it into a receipt) in a game with 2,000 earlier posts against the same in a game with 20.
 * Both games live side by side (each on its own SQLite file); each round ingests one post into each, in
 * alternating order, and the figure is the median of the rounds' ratios. Goal (issue 14): ≤ 1.5, a constant cost
 * per post. Each round adds a post to each game, so the small game grows from 20 to 20 + ROUNDS posts (which
 * flatters a cost that grows with the game; it cannot hide one).
 */

const SMALL = 20;
const LARGE = 2_000;
const ROUNDS = 15;

export interface IngestFigures {
  ingest_growth: number;
  ingest_ms_20_posts: number;
  ingest_ms_2000_posts: number;
}

export async function ingestFigures(): Promise<IngestFigures> {
  progress(`ingest: seeding games with ${SMALL} and ${LARGE} earlier posts`);
  const small = await benchGame({ earlierPosts: SMALL, channelId: "1200000000000000102" });
  const large = await benchGame({ earlierPosts: LARGE, channelId: "1200000000000000103" });
  try {
    const once = ingestOrderPost;
    // warm-up: the first post of each game loads its setup and state
    await once(small);
    await once(large);
    const smallMs: number[] = [];
    const largeMs: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      if (r % 2 === 0) {
        smallMs.push(await once(small));
        largeMs.push(await once(large));
      } else {
        largeMs.push(await once(large));
        smallMs.push(await once(small));
      }
    }
    progress(
      `ingest: ${ROUNDS} rounds; games now hold ${await small.posts()} and ${await large.posts()} posts`,
    );
    return {
      ingest_growth: round(median(largeMs.map((l, i) => l / (smallMs[i] as number)))),
      ingest_ms_20_posts: round(median(smallMs), 3),
      ingest_ms_2000_posts: round(median(largeMs), 3),
    };
  } finally {
    await small.close();
    await large.close();
  }
}
