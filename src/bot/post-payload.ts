import type { Message, PartialMessage } from "discord.js";
import { parseDiscordPayload } from "../../parsers/discord.ts";
import type { ParsedPost } from "../../parsers/post.ts";

/**
 * The Discord message object (as the API sends it) rebuilt from a discord.js message: only the fields the Discord
 * parser reads. Null for a partial message (no author or content known).
 */
export function messagePayload(message: Message | PartialMessage): Record<string, unknown> | null {
  if (message.partial || message.author === null) return null;
  return {
    id: message.id,
    channel_id: message.channelId,
    author: {
      id: message.author.id,
      username: message.author.username,
      global_name: message.author.globalName,
    },
    content: message.content,
    timestamp: new Date(message.createdTimestamp).toISOString(),
    edited_timestamp:
      message.editedTimestamp === null ? null : new Date(message.editedTimestamp).toISOString(),
    type: message.type,
  };
}

/** The post a message stands for (bold passages, author, times, edit), or null when it is no person's post. */
export function messageToPost(message: Message | PartialMessage): ParsedPost | null {
  const payload = messagePayload(message);
  if (payload === null) return null;
  return parseDiscordPayload(payload).posts[0] ?? null;
}
