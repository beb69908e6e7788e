import type { ParsedPost } from "../../../parsers/post.ts";

/** A claim read from a post: "I claim Russia". */
export interface ClaimInPost {
  seat: string;
  author: string;
  authorId: string | null;
}

const CLAIM = /\bI\s+(?:would\s+like\s+to\s+)?claim\s+(?:the\s+seat\s+(?:of\s+)?)?([^\n.!,;:]+)/i;

/**
 * Claims of a seat in posts: a line "I claim Russia" (also "I claim the seat of Russia"), anywhere in the post's
 * text. Ruling "Absent and returning players: Replacement": a new player claims a seat in the game's thread or channel.
 */
export function claimsIn(posts: readonly ParsedPost[]): ClaimInPost[] {
  return posts.flatMap((p) => {
    const match = CLAIM.exec(p.text);
    const seat = match?.[1]?.trim();
    return seat ? [{ seat, author: p.author.name, authorId: p.author.id ?? null }] : [];
  });
}
