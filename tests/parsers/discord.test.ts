import { describe, expect, it } from "vitest";
import { discordMessageSchema, isoUtc, parseDiscordPayload } from "../../parsers/discord.ts";
import { parsedThreadSchema } from "../../parsers/post.ts";

const message = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id: "1200000000000000001",
  channel_id: "1100000000000000001",
  type: 0,
  content: "**Build 2 divisions in Moscow**",
  author: { id: "1000000000000000001", username: "nicky", global_name: "Tsar Nicholas", discriminator: "0" },
  timestamp: "2026-11-30T18:05:00.123456+00:00",
  edited_timestamp: null,
  tts: false,
  ...overrides,
});

describe("parseDiscordPayload", () => {
  it("reads a bare message object into a valid post", () => {
    const thread = parseDiscordPayload(message());
    expect(parsedThreadSchema.parse(thread)).toEqual({
      platform: "discord",
      threadId: "1100000000000000001",
      posts: [
        {
          platform: "discord",
          threadId: "1100000000000000001",
          postId: "1200000000000000001",
          author: { name: "Tsar Nicholas", id: "1000000000000000001" },
          postedAt: "2026-11-30T18:05:00.123Z",
          edited: null,
          bold: ["Build 2 divisions in Moscow"],
          text: "Build 2 divisions in Moscow",
        },
      ],
    });
  });

  it("names the author by username when there is no global name", () => {
    const thread = parseDiscordPayload(
      message({ author: { id: "5", username: "kaiser", global_name: null } }),
    );
    expect(thread.posts[0]?.author).toEqual({ name: "kaiser", id: "5" });
  });

  it("W33 marks a message with edited_timestamp as edited by its author", () => {
    const thread = parseDiscordPayload({
      op: 0,
      s: 9,
      t: "MESSAGE_UPDATE",
      d: message({ edited_timestamp: "2026-11-30T19:00:00.5-05:00" }),
    });
    expect(thread.posts[0]?.edited).toEqual({
      by: "Tsar Nicholas",
      at: "2026-12-01T00:00:00.500Z",
      byModerator: false,
    });
  });

  it("W33 a MESSAGE_UPDATE without edited_timestamp (a pin) is not an edit", () => {
    const thread = parseDiscordPayload({ op: 0, t: "MESSAGE_UPDATE", d: message({ pinned: true }) });
    expect(thread.posts[0]?.edited).toBeNull();
  });

  it("W33 keeps one post per message: the update replaces the creation in its place", () => {
    const create = { op: 0, t: "MESSAGE_CREATE", d: message() };
    const other = { op: 0, t: "MESSAGE_CREATE", d: message({ id: "2", content: "**Hold Kiev**" }) };
    const update = {
      op: 0,
      t: "MESSAGE_UPDATE",
      d: message({
        content: "**Build 3 divisions in Moscow**",
        edited_timestamp: "2026-11-30T18:10:00+00:00",
      }),
    };
    const thread = parseDiscordPayload([create, other, update]);
    expect(thread.posts.map((post) => [post.postId, post.bold, post.edited !== null])).toEqual([
      ["1200000000000000001", ["Build 3 divisions in Moscow"], true],
      ["2", ["Hold Kiev"], false],
    ]);
  });

  it("W33 keeps the edited version of a message even when its creation is read after it", () => {
    const edited = message({ content: "**Hold Kiev**", edited_timestamp: "2026-11-30T18:10:00+00:00" });
    const thread = parseDiscordPayload([edited, message()]);
    expect(thread.posts).toHaveLength(1);
    expect(thread.posts[0]?.bold).toEqual(["Hold Kiev"]);
    expect(thread.posts[0]?.edited?.at).toBe("2026-11-30T18:10:00.000Z");
  });

  it("leaves out other events, system messages, partial updates and unknown shapes", () => {
    expect(
      parseDiscordPayload({ op: 0, t: "MESSAGE_DELETE", d: { id: "1", channel_id: "2" } }).posts,
    ).toEqual([]);
    expect(parseDiscordPayload({ op: 10, t: null, d: { heartbeat_interval: 41250 } }).posts).toEqual([]);
    expect(parseDiscordPayload(message({ type: 7 })).posts).toEqual([]);
    expect(
      parseDiscordPayload({ op: 0, t: "MESSAGE_UPDATE", d: { id: "1", channel_id: "2", embeds: [] } }).posts,
    ).toEqual([]);
    for (const junk of [null, undefined, 42, "nope", "{", [], [[message()]], { content: "x" }, { id: 5 }]) {
      expect(parseDiscordPayload(junk)).toEqual({ platform: "discord", posts: [] });
    }
  });

  it("reads replies (type 19) by their own content, not the referenced message", () => {
    const thread = parseDiscordPayload(
      message({
        type: 19,
        content: "**Hold Kiev**",
        referenced_message: message({ id: "9", content: "**Attack Kiev**" }),
      }),
    );
    expect(thread.posts.map((post) => post.bold)).toEqual([["Hold Kiev"]]);
  });

  it("accepts the payload as JSON text", () => {
    expect(parseDiscordPayload(JSON.stringify([message()])).posts).toHaveLength(1);
  });

  it("gives no thread id when messages come from several channels", () => {
    const thread = parseDiscordPayload([message(), message({ id: "2", channel_id: "3" })]);
    expect(thread.threadId).toBeUndefined();
    expect(thread.posts.map((post) => post.threadId)).toEqual(["1100000000000000001", "3"]);
  });

  it("keeps non-Latin and emoji names", () => {
    const thread = parseDiscordPayload(
      message({ author: { id: "7", username: "x", global_name: "Царь Николай 👑" } }),
    );
    expect(thread.posts[0]?.author.name).toBe("Царь Николай 👑");
  });

  it("keeps fields it does not read when validating", () => {
    const parsed = discordMessageSchema.parse(message({ nonce: "77" }));
    expect(parsed.nonce).toBe("77");
  });
});

describe("isoUtc", () => {
  it("normalises Discord timestamps to UTC with milliseconds", () => {
    expect(isoUtc("2020-08-07T11:22:49.824096+00:00")).toBe("2020-08-07T11:22:49.824Z");
    expect(isoUtc("2020-08-07T11:22:49+02:00")).toBe("2020-08-07T09:22:49.000Z");
    expect(isoUtc("2020-08-07T11:22:49Z")).toBe("2020-08-07T11:22:49.000Z");
  });

  it("gives null for text that is not a timestamp", () => {
    expect(isoUtc("yesterday")).toBeNull();
    expect(isoUtc("2020-02-30T00:00:00Z")).toBeNull();
    expect(isoUtc("2020-13-01T00:00:00Z")).toBeNull();
  });
});
