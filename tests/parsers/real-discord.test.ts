import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseDiscordPayload } from "../../parsers/discord.ts";
import { parsedThreadSchema } from "../../parsers/post.ts";

/**
 * Real Discord payloads captured by other projects (see ../shared/fixtures/SOURCES.md, Discord section). They are
 * not in this repository; the suite runs when the shared folder is present and says so when it is not.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const realDir = path.resolve(repoRoot, "../shared/fixtures/discord");
const present = existsSync(realDir);
if (!present) {
  console.warn(
    `real-discord: skipped, no real Discord payloads at ${realDir}; the same checks run on the project's own payloads (fixtures/discord) instead.`,
  );
}

const files = present
  ? readdirSync(realDir)
      .filter((file) => file.endsWith(".json"))
      .sort()
  : [];
const load = (file: string, dir = realDir): unknown => JSON.parse(readFileSync(path.join(dir, file), "utf8"));

/** The message a real file holds, read without the parser: a gateway envelope's `d`, or the object itself. */
function rawMessage(payload: unknown): Record<string, unknown> {
  const object = payload as Record<string, unknown>;
  return typeof object.t === "string" ? (object.d as Record<string, unknown>) : object;
}

describe.skipIf(!present)(`real Discord payloads (${realDir})`, () => {
  it("finds payloads to run", () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)("%s gives one valid post with an author, a date and its edit state (W33)", (file) => {
    const payload = load(file);
    const raw = rawMessage(payload);
    const thread = parsedThreadSchema.parse(parseDiscordPayload(payload));
    expect(thread.posts).toHaveLength(1);
    const [post] = thread.posts;
    expect(post?.postId).toBe(raw.id);
    expect(post?.threadId).toBe(raw.channel_id);
    expect(post?.author.name.trim()).not.toBe("");
    expect(post?.postedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(post?.edited !== null).toBe(typeof raw.edited_timestamp === "string");
    expect(post?.text).not.toMatch(/\*/);
  });

  const knownEdits: [string, string, string][] = [
    ["serenity-message_update_1.json", "zeyla", "2017-04-15T21:30:43.074Z"],
    ["remora-gateway-MESSAGE_UPDATE-2020-08-07T112249Z.8.json", "Azazial", "2020-08-07T11:22:49.824Z"],
  ];
  it.each(knownEdits)("W33 %s is an edit by its author %s at %s", (file, by, at) => {
    if (!files.includes(file)) return expect.fail(`${file} is missing from ${realDir}`);
    expect(parseDiscordPayload(load(file)).posts[0]?.edited).toEqual({ by, at, byModerator: false });
  });

  it("W33 a MESSAGE_UPDATE without edited_timestamp (a pin) is not an edit", () => {
    const file = "discord4j-gateway-MessageUpdate.NoEmbeds.json";
    if (!files.includes(file)) return expect.fail(`${file} is missing from ${realDir}`);
    const [post] = parseDiscordPayload(load(file)).posts;
    expect(post?.edited).toBeNull();
    expect(post?.text).toBe("test message please ignore");
  });

  it("W33 a creation and its update read together give one edited post with the new words", () => {
    const pairs = [
      ["serenity-message_create_1.json", "serenity-message_update_1.json", "b"],
      [
        "remora-gateway-MESSAGE_CREATE-2020-08-07T112157Z.7.json",
        "remora-gateway-MESSAGE_UPDATE-2020-08-07T112249Z.8.json",
        "you're asleep.",
      ],
    ] as const;
    for (const [create, update, ending] of pairs) {
      if (!files.includes(create) || !files.includes(update))
        return expect.fail(`${create}/${update} missing`);
      const thread = parseDiscordPayload([load(create), load(update)]);
      expect(thread.posts).toHaveLength(1);
      expect(thread.posts[0]?.edited).not.toBeNull();
      expect(thread.posts[0]?.text.endsWith(ending)).toBe(true);
    }
  });

  it("reads a reply by its own words, not the message it answers", () => {
    const file = "discord4j-gateway-MessageCreate.Type19.json";
    if (!files.includes(file)) return expect.fail(`${file} is missing from ${realDir}`);
    const raw = rawMessage(load(file));
    const [post] = parseDiscordPayload(load(file)).posts;
    expect(post?.text).toBe(String(raw.content).trim());
    expect(post?.postId).not.toBe((raw.referenced_message as Record<string, unknown>).id);
  });

  it("W32 italic markdown in a real message is text, not bold", () => {
    const file = "remora-gateway-MESSAGE_CREATE-2020-08-07T114306Z.17-italic.json";
    if (!files.includes(file)) return expect.fail(`${file} is missing from ${realDir}`);
    const [post] = parseDiscordPayload(load(file)).posts;
    expect(post?.bold).toEqual([]);
    expect(post?.text.startsWith("It was deleting the original post that was quoted")).toBe(true);
  });

  it("reads all real payloads at once into one post per message", () => {
    const payloads = files.map((file) => load(file));
    const ids = new Set(payloads.map((payload) => rawMessage(payload).id));
    expect(
      parseDiscordPayload(payloads)
        .posts.map((post) => post.postId)
        .sort(),
    ).toEqual([...ids].sort());
  });
});

/**
 * A clone with nothing beside it: every message of the project's own payloads (fixtures/discord, gateway envelopes
 * and REST messages) gives a valid post with its id, channel, author, date and edit state (W33).
 */
const ownDir = path.resolve(repoRoot, "fixtures/discord");
const ownFiles = readdirSync(ownDir)
  .filter((file) => file.endsWith(".json") && !file.endsWith(".expected.json"))
  .sort();
describe.skipIf(present)("the project's own Discord payloads, in place of the real ones", () => {
  it("finds payloads to run", () => {
    expect(ownFiles.length).toBeGreaterThan(0);
  });

  it.each(ownFiles)(
    "%s: each message a valid post with an author, a date and its edit state (W33)",
    (file) => {
      const payload = load(file, ownDir);
      const messages = (Array.isArray(payload) ? payload : [payload]).map(rawMessage);
      const thread = parsedThreadSchema.parse(parseDiscordPayload(payload));
      expect(thread.posts.length).toBeGreaterThan(0);
      for (const post of thread.posts) {
        const raw = messages.filter((m) => m.id === post.postId).at(-1);
        expect(raw, `${post.postId} is one of the file's messages`).toBeDefined();
        expect(post.threadId).toBe(raw?.channel_id);
        expect(post.author.name.trim()).not.toBe("");
        expect(post.postedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        const editedSomewhere = messages.some(
          (m) => m.id === post.postId && typeof m.edited_timestamp === "string",
        );
        expect(post.edited !== null).toBe(editedSomewhere);
      }
    },
  );
});
