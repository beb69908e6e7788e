import { bench, describe } from "vitest";
import { extractBbcode } from "../../parsers/bbcode.ts";
import { extractDiscordMarkdown, parseDiscordPayload } from "../../parsers/discord.ts";

/**
 * Throughput of the two markup extractors on a synthetic 1,000-post corpus (World War 1907 orders amid prose,
 * quotes, struck-out old orders, spoilers, code, entities and emoji). vitest reports posts-corpus runs per second;
 * the MB/s figure is printed at the end from the bytes and time measured here.
 */
const POSTS = 1_000;

/** A small deterministic generator (no Math.random): the same corpus on every run. */
function* numbers(seed: number): Generator<number, never> {
  let state = seed >>> 0;
  for (;;) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    yield state;
  }
}

const provinces = [
  "Moscow",
  "Vienna",
  "Krakow",
  "Warsaw",
  "Kiev",
  "Berlin",
  "Budapest",
  "Riga",
  "Київ",
  "東京",
];
const prose = [
  "After a long night with the map, here is the plan for this turn.",
  "Vienna looks weak, and I do not trust the Kaiser at all.",
  "Remember the deadline is Friday, 18:00 UTC; late orders hold.",
  "Приказы Российской империи на весну 1907 года 🇷🇺",
  "Thanks for the quick adjudication last phase 👍",
];

interface Flavour {
  bold: (s: string) => string;
  italic: (s: string) => string;
  quote: (who: string, s: string) => string;
  strike: (s: string) => string;
  spoiler: (s: string) => string;
  code: (s: string) => string;
}

const bbcode: Flavour = {
  bold: (s) => `[b]${s}[/b]`,
  italic: (s) => `[i]${s}[/i]`,
  quote: (who, s) => `[quote="${who}" post_id=123]${s}[/quote]`,
  strike: (s) => `[s]${s}[/s]`,
  spoiler: (s) => `[spoiler]${s}[/spoiler]`,
  code: (s) => `[code]${s}[/code]`,
};
const discord: Flavour = {
  bold: (s) => `**${s}**`,
  italic: (s) => `*${s}*`,
  quote: (_who, s) => `> ${s}`,
  strike: (s) => `~~${s}~~`,
  spoiler: (s) => `||${s}||`,
  code: (s) => `\`\`\`\n${s}\n\`\`\``,
};

function corpus(flavour: Flavour): string[] {
  const next = numbers(1907);
  const pick = <T>(items: readonly T[]): T => items[next.next().value % items.length] as T;
  const order = (): string =>
    `${pick(["Attack", "Support", "Move 2 from"])} ${pick(provinces)} with ${1 + (next.next().value % 5)} from ${pick(provinces)}`;
  const posts: string[] = [];
  for (let k = 0; k < POSTS; k += 1) {
    const lines = [pick(prose), flavour.quote("Kaiser Wilhelm", flavour.bold(order())), pick(prose)];
    for (let n = next.next().value % 4; n >= 0; n -= 1) lines.push(flavour.bold(order()));
    if (k % 3 === 0) lines.push(flavour.strike(flavour.bold(order())));
    if (k % 7 === 0) lines.push(flavour.spoiler(flavour.bold(order())), flavour.code(flavour.bold(order())));
    lines.push(`${flavour.italic(pick(prose))} &amp; ${pick(prose)}`);
    posts.push(lines.join("\n"));
  }
  return posts;
}

const bbcodePosts = corpus(bbcode);
const discordPosts = corpus(discord);
/** The Discord corpus as one gateway MESSAGE_CREATE envelope each, to measure the whole payload path (zod too). */
const envelopes = discordPosts.map((content, k) => ({
  op: 0,
  s: k + 1,
  t: "MESSAGE_CREATE",
  d: {
    id: String(1_300_000_000_000_000_000n + BigInt(k)),
    channel_id: "1290000000000000001",
    type: 0,
    content,
    author: { id: "1270000000000000001", username: "tsar_nicky", global_name: "Tsar Nicholas" },
    timestamp: "2026-11-30T18:05:00.123456+00:00",
    edited_timestamp: k % 10 === 0 ? "2026-11-30T18:09:00.000000+00:00" : null,
    mentions: [],
    attachments: [],
    embeds: [],
  },
}));

const megabytes = (posts: string[]): number =>
  posts.reduce((n, post) => n + Buffer.byteLength(post), 0) / 1e6;

const measured = new Map<string, { megabytes: number; milliseconds: number }>();
function timed(name: string, posts: string[], extract: (post: string) => unknown): () => void {
  const size = megabytes(posts);
  return () => {
    const start = performance.now();
    for (const post of posts) extract(post);
    const entry = measured.get(name) ?? { megabytes: 0, milliseconds: 0 };
    entry.megabytes += size;
    entry.milliseconds += performance.now() - start;
    measured.set(name, entry);
  };
}

/** Starts a fresh measurement before each phase (warm-up, run) of one extractor. */
function reset(name: string): () => void {
  return () => {
    measured.delete(name);
  };
}

/** Prints the throughput measured for one extractor once vitest has finished timing it. */
function report(name: string): (task?: unknown, mode?: "run" | "warmup") => void {
  return (_task, mode) => {
    const entry = measured.get(name);
    if (entry === undefined || mode === "warmup") return;
    console.log(`${name}: ${(entry.megabytes / (entry.milliseconds / 1000)).toFixed(1)} MB/s`);
  };
}

describe(`markup extractors, ${POSTS} posts`, () => {
  bench(
    `extractBbcode (${megabytes(bbcodePosts).toFixed(2)} MB)`,
    timed("extractBbcode", bbcodePosts, extractBbcode),
    { setup: reset("extractBbcode"), teardown: report("extractBbcode") },
  );
  bench(
    `parseDiscordPayload, ${POSTS} gateway envelopes (${megabytes(discordPosts).toFixed(2)} MB of content)`,
    () => {
      const start = performance.now();
      parseDiscordPayload(envelopes);
      const entry = measured.get("parseDiscordPayload") ?? { megabytes: 0, milliseconds: 0 };
      entry.megabytes += megabytes(discordPosts);
      entry.milliseconds += performance.now() - start;
      measured.set("parseDiscordPayload", entry);
    },
    { setup: reset("parseDiscordPayload"), teardown: report("parseDiscordPayload") },
  );
  bench(
    `extractDiscordMarkdown (${megabytes(discordPosts).toFixed(2)} MB)`,
    timed("extractDiscordMarkdown", discordPosts, extractDiscordMarkdown),
    { setup: reset("extractDiscordMarkdown"), teardown: report("extractDiscordMarkdown") },
  );
});
