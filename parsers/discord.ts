import { z } from "zod";
import { extractDiscordMarkdown } from "./discord-markdown.ts";
import { isoUtc } from "./discord-timestamp.ts";
import type { ParsedPost, ParsedThread } from "./post.ts";

export { extractDiscordMarkdown } from "./discord-markdown.ts";
export { isoUtc } from "./discord-timestamp.ts";

/** A Discord user as a message carries it (only the fields we read; the others pass through). */
export const discordAuthorSchema = z.looseObject({
  id: z.string().optional(),
  username: z.string(),
  global_name: z.string().nullish(),
});

/** A Discord message object (REST, or the `d` of a gateway MESSAGE_CREATE/MESSAGE_UPDATE): fields we read. */
export const discordMessageSchema = z.looseObject({
  id: z.string().min(1),
  channel_id: z.string().optional(),
  content: z.string(),
  author: discordAuthorSchema,
  timestamp: z.string().nullish(),
  edited_timestamp: z.string().nullish(),
  type: z.number().optional(),
});
/** A validated Discord message (the fields we read, and whatever else it carried). */
export type DiscordMessage = z.infer<typeof discordMessageSchema>;

/** A gateway dispatch: `{op, t, d}`. Only MESSAGE_CREATE and MESSAGE_UPDATE carry posts. */
export const discordGatewayEnvelopeSchema = z.looseObject({
  op: z.number().optional(),
  t: z.string().nullable(),
  d: z.unknown(),
});

/** Message types written by a person: DEFAULT (0) and REPLY (19). Others are system notices (joins, pins …). */
const PERSON_MESSAGE_TYPES: ReadonlySet<number> = new Set([0, 19]);
const MESSAGE_EVENTS: ReadonlySet<string> = new Set(["MESSAGE_CREATE", "MESSAGE_UPDATE"]);

/**
 * Reads Discord messages into posts: a message object, a gateway envelope `{op, t, d}` (MESSAGE_CREATE or
 * MESSAGE_UPDATE), an array of these, or the same as JSON text. Anything else (other events, system messages,
 * partial updates without content or author, unknown shapes) is left out; it never throws.
 * A message seen twice (its creation, then its update) gives one post: the version edited last (on a tie, the
 * one read last), in the place where the message first appeared. A message with `edited_timestamp` is edited by its author (on Discord only the author can change a
 * message's words), which voids its orders (W33).
 */
export function parseDiscordPayload(input: unknown): ParsedThread {
  const messages: DiscordMessage[] = [];
  for (const item of payloadItems(input)) {
    const message = messageOf(item);
    if (message !== null) messages.push(message);
  }
  const byId = new Map<string, ParsedPost>();
  for (const message of messages) {
    const post = toPost(message);
    const seen = byId.get(post.postId);
    // Edits only move forward: keep the version edited last (on a tie, the one read last).
    if (seen === undefined || (post.edited?.at ?? "") >= (seen.edited?.at ?? "")) byId.set(post.postId, post);
  }
  const order = [...new Set(messages.map((message) => message.id))];
  const posts = order.flatMap((id) => {
    const post = byId.get(id);
    return post === undefined ? [] : [post];
  });
  const channels = new Set(posts.map((post) => post.threadId));
  const [threadId] = channels;
  return channels.size === 1 && threadId !== undefined
    ? { platform: "discord", threadId, posts }
    : { platform: "discord", posts };
}

function payloadItems(input: unknown): unknown[] {
  let value = input;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value : [value];
}

function messageOf(item: unknown): DiscordMessage | null {
  let candidate = item;
  const envelope =
    typeof item === "object" && item !== null && "t" in item && "d" in item
      ? discordGatewayEnvelopeSchema.safeParse(item)
      : null;
  if (envelope?.success) {
    if (envelope.data.t === null || !MESSAGE_EVENTS.has(envelope.data.t)) return null;
    candidate = envelope.data.d;
  }
  const message = discordMessageSchema.safeParse(candidate);
  if (!message.success) return null;
  const type = message.data.type;
  return type === undefined || PERSON_MESSAGE_TYPES.has(type) ? message.data : null;
}

function toPost(message: DiscordMessage): ParsedPost {
  const name = nonEmpty(message.author.global_name) ?? nonEmpty(message.author.username) ?? "unknown";
  const { bold, text } = extractDiscordMarkdown(message.content);
  const editedAt = message.edited_timestamp ? isoUtc(message.edited_timestamp) : null;
  return {
    platform: "discord",
    ...(message.channel_id === undefined ? {} : { threadId: message.channel_id }),
    postId: message.id,
    author: message.author.id === undefined ? { name } : { name, id: message.author.id },
    postedAt: message.timestamp ? isoUtc(message.timestamp) : null,
    edited: message.edited_timestamp ? { by: name, at: editedAt, byModerator: false } : null,
    bold,
    text,
  };
}

function nonEmpty(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === "" ? undefined : trimmed;
}
