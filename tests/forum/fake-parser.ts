import type { ParsePageOptions } from "../../parsers/index.ts";
import type { ParsedPost } from "../../parsers/post.ts";
import type { ParsePageFn } from "../../src/forum/scraper.ts";
import { err, ok } from "../../src/result.ts";

/** A call the fake parser received. */
export interface ParseCall {
  options: ParsePageOptions;
  size: number;
}

const stripTags = (html: string): string =>
  html
    .replace(/<blockquote[\s\S]*?<\/blockquote>/g, "")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .trim();

/**
 * A tiny stand-in for `parsePage` that reads the two fixture layouts (phpBB prosilver, XenForo 2) with regular
 * expressions and records every call, so tests can count parsing work.
 */
export function createFakeParser(): {
  parsePage: ParsePageFn;
  calls: ParseCall[];
} {
  const calls: ParseCall[] = [];
  const parsePage: ParsePageFn = (input, options) => {
    const html = typeof input === "string" ? input : new TextDecoder("utf-8").decode(input);
    calls.push({ options, size: html.length });
    const posts: ParsedPost[] = [];
    if (html.includes('id="phpbb"')) {
      for (const m of html.matchAll(
        /<div id="p(\d+)" class="post[\s\S]*?class="username">([^<]+)<[\s\S]*?<time datetime="([^"]+)"[\s\S]*?<div class="content">([\s\S]*?)<\/div>\s*<\/div>\s*<\/div>/g,
      )) {
        const content = m[4] ?? "";
        const noQuotes = content.replace(/<blockquote[\s\S]*?<\/blockquote>/g, "");
        posts.push({
          platform: "phpbb3",
          postId: m[1] ?? "",
          author: { name: m[2] ?? "" },
          postedAt: new Date(m[3] ?? "").toISOString(),
          edited: null,
          bold: [...noQuotes.matchAll(/<strong[^>]*>([\s\S]*?)<\/strong>/g)].map((b) => b[1] ?? ""),
          text: stripTags(content),
        });
      }
      return ok({ platform: "phpbb3" as const, posts });
    }
    if (html.includes('id="XF"')) {
      for (const m of html.matchAll(
        /data-author="([^"]+)" data-content="post-(\d+)"[\s\S]*?datetime="([^"]+)"[\s\S]*?<div class="bbWrapper">([\s\S]*?)<\/div><div class="js-selectToQuoteEnd">/g,
      )) {
        const content = m[4] ?? "";
        const noQuotes = content.replace(/<blockquote[\s\S]*?<\/blockquote>/g, "");
        posts.push({
          platform: "xenforo2",
          postId: m[2] ?? "",
          author: { name: m[1] ?? "" },
          postedAt: new Date((m[3] ?? "").replace(/\+0000$/, "Z")).toISOString(),
          edited: null,
          bold: [...noQuotes.matchAll(/<b>([\s\S]*?)<\/b>/g)].map((b) => b[1] ?? ""),
          text: stripTags(content),
        });
      }
      return ok({ platform: "xenforo2" as const, posts });
    }
    return err({ code: "parse/unknown_platform" as const, message: "not a forum page this fake knows" });
  };
  return { parsePage, calls };
}
