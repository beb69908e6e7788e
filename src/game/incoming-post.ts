import type { ParsedPost } from "../../parsers/post.ts";
import type { IncomingPost } from "../storage/game-store.ts";
import type { PostSource } from "./types.ts";

/** A parsed post as the store keeps it; the hashed text covers the visible text and the bold passages. */
export function toIncoming(source: PostSource, post: ParsedPost): IncomingPost {
  return {
    source,
    postId: post.postId,
    platform: post.platform,
    authorName: post.author.name,
    authorId: post.author.id ?? null,
    postedAt: post.postedAt,
    text: `${post.text}\n\u0000bold\n${post.bold.join("\n\u0000\n")}`,
    parsed: post,
    edited: post.edited,
  };
}

/** A short, quotable receipt id for a post ("R-4F2K9Q"). */
export function receiptIdOf(gameId: string, postId: string): string {
  let h = 2166136261;
  for (const ch of `${gameId}/${postId}`) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 16777619) >>> 0;
  }
  return `R-${h.toString(36).toUpperCase().padStart(6, "0").slice(-6)}`;
}
