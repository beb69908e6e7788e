import { extractBbcode } from "../../parsers/bbcode.ts";
import { extractDiscordMarkdown } from "../../parsers/discord-markdown.ts";
import type { ParsedPost } from "../../parsers/post.ts";

/**
 * A post typed by hand (the console, `adjutant post`): BBCode when it holds `[b]`-style tags, else Discord-style
 * Markdown (`**bold**`). Bold passages are read with the same parsers as forum and Discord posts.
 */
export function typedPost(input: {
  author: string;
  text: string;
  postId: string;
  postedAt: string;
}): ParsedPost {
  const bbcode = /\[\/?[a-z]+(?:=[^\]]*)?\]/i.test(input.text);
  const { bold, text } = bbcode ? extractBbcode(input.text) : extractDiscordMarkdown(input.text);
  return {
    platform: bbcode ? "bbcode" : "discord",
    postId: input.postId,
    author: { name: input.author },
    postedAt: input.postedAt,
    edited: null,
    bold,
    text,
  };
}
