import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { extractDiscordMarkdown, parseDiscordPayload } from "../../parsers/discord.ts";
import { parsedThreadSchema } from "../../parsers/post.ts";

/** True when `part` can be read out of `whole` by deleting characters (whitespace ignored on both sides). */
function isSubsequence(part: string, whole: string): boolean {
  const p = part.replace(/\s+/g, "");
  const w = whole.replace(/\s+/g, "");
  let at = 0;
  for (const ch of w) {
    if (at < p.length && p.startsWith(ch, at)) at += ch.length;
  }
  return at === p.length;
}

/** Pieces that make Discord markdown interesting: every delimiter, escapes, quotes, fences, mentions. */
const piece = fc.constantFrom(
  "*",
  "**",
  "***",
  "****",
  "_",
  "__",
  "___",
  "~",
  "~~",
  "|",
  "||",
  "`",
  "``",
  "```",
  "```js\n",
  "\\",
  "\\*",
  "\\_",
  "> ",
  ">>> ",
  ">",
  "\n",
  "\r\n",
  " ",
  "<@123>",
  "<#45>",
  "<:big_smile:678>",
  "<",
  "https://map.example/a_b*c",
  "Build 2 divisions in Moscow",
  "Attack Vienna",
  "Київ",
  "東京",
  "🇷🇺",
);
const markdownLike = fc
  .array(fc.oneof(piece, fc.string({ maxLength: 6 })), { maxLength: 60 })
  .map((parts) => parts.join(""));
const anyText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 100 }),
  markdownLike,
);

const orderWord = fc.constantFrom(
  "Build",
  "2",
  "divisions",
  "in",
  "Moscow",
  "Attack",
  "Vienna",
  "with",
  "3",
  "from",
  "Krakow",
  "Hold",
  "Київ",
  "Санкт-Петербург",
  "東京",
  "⚔️",
  "<@1234>",
);
const order = fc.array(orderWord, { minLength: 1, maxLength: 6 }).map((words) => words.join(" "));
const wrap = fc.constantFrom(
  (s: string) => `**${s}**`,
  (s: string) => `***${s}***`,
  (s: string) => `__**${s}**__`,
  (s: string) => `*x **${s}** y*`,
  (s: string) => `**_${s}_**`,
);
const filler = fc.constantFrom("", " ", "\n", "My orders:\n", " and ", "*then* ", "Hold on.");
const hiddenBlock = fc.constantFrom(
  "> **Attack Berlin**",
  ">>> **Build 9 fleets**\n**Hold Berlin**",
  "~~**Attack Paris**~~",
  "||**Secret plan**||",
  "```\n**not an order**\n```",
  "`**inline**`",
  "\\*\\*escaped\\*\\*",
);

/** Any JSON value, and message-shaped objects whose fields are sometimes right and sometimes junk. */
const messageish = fc.record(
  {
    id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    channel_id: fc.oneof(fc.string(), fc.jsonValue()),
    content: fc.oneof(anyText, fc.jsonValue()),
    author: fc.oneof(
      fc.record(
        {
          id: fc.string(),
          username: fc.oneof(fc.string(), fc.jsonValue()),
          global_name: fc.option(fc.string()),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    ),
    timestamp: fc.oneof(fc.string(), fc.constant("2020-08-07T11:21:57.771000+00:00"), fc.jsonValue()),
    edited_timestamp: fc.oneof(
      fc.constant(null),
      fc.string(),
      fc.constant("2020-08-07T11:22:49.824096+00:00"),
    ),
    type: fc.oneof(fc.constantFrom(0, 19, 7), fc.jsonValue()),
  },
  { requiredKeys: [] },
);
const payload = fc.oneof(
  fc.jsonValue(),
  messageish,
  fc.record({
    op: fc.constant(0),
    t: fc.constantFrom("MESSAGE_CREATE", "MESSAGE_UPDATE", "READY", null),
    d: messageish,
  }),
  fc.array(fc.oneof(messageish, fc.jsonValue()), { maxLength: 5 }),
  anyText,
);

const fixtureDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../fixtures/discord");
const fixturePayloads = readdirSync(fixtureDir)
  .filter((file) => file.endsWith(".json") && !file.endsWith(".expected.json"))
  .map((file) => readFileSync(path.join(fixtureDir, file), "utf8"));

/** A fixture payload's JSON text with random cuts and insertions: often broken JSON, sometimes odd JSON. */
const mutatedPayload = fc
  .tuple(
    fc.constantFrom(...fixturePayloads),
    fc.array(
      fc.tuple(
        fc.nat(),
        fc.nat({ max: 12 }),
        fc.oneof(piece, fc.constantFrom('"', "{", "}", "[", "]", ",", ":", "null")),
      ),
      { maxLength: 6 },
    ),
  )
  .map(([json, edits]) =>
    edits.reduce((text, [at, cut, insert]) => {
      const where = text.length === 0 ? 0 : at % text.length;
      return text.slice(0, where) + insert + text.slice(where + cut);
    }, json),
  );

describe("Discord parser properties", () => {
  it("never throws on mutated fixture payloads (as JSON text, and parsed when still JSON)", () => {
    fc.assert(
      fc.property(mutatedPayload, (json) => {
        expect(parsedThreadSchema.safeParse(parseDiscordPayload(json)).success).toBe(true);
        let value: unknown;
        try {
          value = JSON.parse(json);
        } catch {
          return;
        }
        const thread = parseDiscordPayload(value);
        expect(parsedThreadSchema.safeParse(thread).success).toBe(true);
        for (const post of thread.posts) expect(post.author.name).not.toBe("");
      }),
      { numRuns: 500 },
    );
  });

  it("never throws on any text", () => {
    fc.assert(
      fc.property(anyText, (content) => {
        const result = extractDiscordMarkdown(content);
        expect(typeof result.text).toBe("string");
      }),
      { numRuns: 1000 },
    );
  });

  it("never throws on any JSON value or mangled message, and always gives a valid thread", () => {
    fc.assert(
      fc.property(payload, (input) => {
        const thread = parseDiscordPayload(input);
        expect(parsedThreadSchema.safeParse(thread).success).toBe(true);
        for (const post of thread.posts) expect(post.author.name).not.toBe("");
      }),
      { numRuns: 1000 },
    );
  });

  it("W32 never invents bold text: each passage is the content with characters removed", () => {
    fc.assert(
      fc.property(anyText, (content) => {
        for (const passage of extractDiscordMarkdown(content).bold) {
          expect(passage.trim()).toBe(passage);
          expect(passage).not.toBe("");
          expect(isSubsequence(passage, content)).toBe(true);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("W32 gives back exactly the author's bold orders, whatever quotes, strikes, spoilers and code surround them", () => {
    const message = fc.array(
      fc.oneof(
        fc.record({ own: order, wrap, filler }).map(({ own, wrap: w, filler: f }) => ({
          own,
          source: `${f}${w(own)} ${f}`,
        })),
        hiddenBlock.map((source) => ({ own: null, source })),
      ),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(message, (parts) => {
        // Blocks go on their own lines so that a `>>>` quote swallows only what follows it: put it last.
        const ordered = [...parts].sort(
          (a, b) => Number(a.source.startsWith(">>>")) - Number(b.source.startsWith(">>>")),
        );
        const content = ordered.map((part) => part.source).join("\n");
        const expected = ordered.flatMap((part) => (part.own === null ? [] : [part.own]));
        expect(extractDiscordMarkdown(content).bold).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it("finishes on large adversarial messages (unpaired delimiters, backtick floods, deep quotes)", () => {
    const inputs = [
      "**a".repeat(50_000),
      "*".repeat(200_000),
      "* a".repeat(50_000),
      "`".repeat(100_000),
      "` ``".repeat(50_000),
      "~~||".repeat(50_000),
      "> **x**\n".repeat(20_000),
      "\\".repeat(100_000),
      "<".repeat(100_000),
      "https://".repeat(20_000),
      "**a ~~b** c~~ ".repeat(20_000),
      `*x${" _a".repeat(50_000)}${" ***b".repeat(50_000)}`,
      `${"||a".repeat(50_001)}${"~~".repeat(50_000)}`,
    ];
    for (const content of inputs) {
      expect(typeof extractDiscordMarkdown(content).text).toBe("string");
    }
    expect(extractDiscordMarkdown(`~~${"x||".repeat(10_000)}**x**~~ **y**`).bold).toEqual(["y"]);
  });
});
