import { z } from "zod";
import { foldName } from "../src/text/fold.ts";
import { stripUbbEditMarkers, takeUbbEditMarker, type UbbEditMarker } from "./bbcode-edit-marker.ts";
import { decodeBbcodeEntities } from "./bbcode-entities.ts";
import { BbcodeTagStack } from "./bbcode-tag-stack.ts";
import { type BbcodeTagRole, tokenizeBbcode } from "./bbcode-tokens.ts";
import type { ParsedThread } from "./post.ts";

/** The bolded passages of a post (in order, line breaks kept) and the author's own visible text. */
export interface ExtractedMarkup {
  bold: string[];
  text: string;
}

/** Options for {@link parseBbcodeDocument}: what the raw post itself cannot say. */
export const bbcodeDocumentOptionsSchema = z.object({
  /** The poster's name (default "unknown"). An edit note by anyone else is a moderator's edit (W33 ruling). */
  author: z.string().trim().min(1).optional(),
  /** The post's id (default "1"). */
  postId: z.string().trim().min(1).optional(),
});
export type BbcodeDocumentOptions = z.input<typeof bbcodeDocumentOptionsSchema>;

/**
 * Extracts bold passages and the author's own text from a raw BBCode post. `[b]` counts at any depth inside
 * presentation tags (`[i]`, `[color=…]`, `[size=…]`, `[u]`, `[url]` …); quotes (nested too), spoilers, code,
 * `[noparse]` and struck-out text (`[s]`, `[strike]`, `[del]`) never count. Tags are case-insensitive.
 * Malformed markup never throws: an unclosed tag runs to the end of the post, a closing tag without its opening
 * tag is text, and closing an outer tag closes the tags left open inside it (but a closing tag inside a quote
 * never closes a tag opened outside it). Entities are decoded, UBB edit notes are dropped, and each passage
 * keeps its line breaks.
 */
export function extractBbcode(source: string): ExtractedMarkup {
  const { bold, text } = readBbcode(typeof source === "string" ? source : "");
  return { bold, text };
}

/**
 * Parses one raw BBCode post into a thread of one post (platform "bbcode"). A raw post has no date, so
 * `postedAt` is null; `edited` is set when the post carries a UBB edit note outside quotes, and the edit is a
 * moderator's when the note names someone other than `options.author` (W33 ruling). Options that do not
 * validate (an empty author, say) are ignored and the defaults used.
 */
export function parseBbcodeDocument(source: string, options: BbcodeDocumentOptions = {}): ParsedThread {
  const checked = bbcodeDocumentOptionsSchema.safeParse(options);
  const { author: given, postId } = checked.success ? checked.data : {};
  const author = given ?? "unknown";
  const { bold, text, edit } = readBbcode(typeof source === "string" ? source : "");
  return {
    platform: "bbcode",
    posts: [
      {
        platform: "bbcode",
        postId: postId ?? "1",
        author: { name: author },
        postedAt: null,
        edited:
          edit === null
            ? null
            : {
                by: edit.by,
                at: edit.at,
                byModerator: given !== undefined && foldName(edit.by) !== foldName(author),
              },
        bold,
        text,
      },
    ],
  };
}

function readBbcode(source: string): ExtractedMarkup & { edit: UbbEditMarker | null } {
  const tags = new BbcodeTagStack();
  const passages: string[] = [];
  let current: string | null = null;
  let text = "";
  let boldDepth = 0;
  let hidden = 0;
  let quote = 0;

  const flush = (): void => {
    if (current !== null) passages.push(current);
    current = null;
  };
  const emit = (words: string): void => {
    if (quote > 0 || hidden > 0) return;
    text += words;
    if (boldDepth > 0) current = (current ?? "") + words;
  };
  const enter = (role: BbcodeTagRole): void => {
    if (role === "bold") boldDepth += 1;
    else if (role === "hidden") hidden += 1;
    else if (role === "quote") {
      flush();
      if (quote === 0 && hidden === 0) text += "\n";
      quote += 1;
    }
  };
  const leave = (role: BbcodeTagRole): void => {
    if (role === "bold") {
      boldDepth -= 1;
      if (boldDepth === 0) flush();
    } else if (role === "hidden") hidden -= 1;
    else if (role === "quote") {
      quote -= 1;
      if (quote === 0 && hidden === 0) text += "\n";
    }
  };

  const pop = (): void => {
    const top = tags.pop();
    if (top !== undefined) leave(top.role);
  };

  for (const token of tokenizeBbcode(source)) {
    switch (token.kind) {
      case "text":
        emit(decodeBbcodeEntities(token.raw));
        break;
      case "verbatim":
        if (token.visible) emit(decodeBbcodeEntities(token.body));
        break;
      case "open":
        if (token.role === "break") emit("\n");
        else {
          tags.push({ name: token.name, role: token.role });
          enter(token.role);
        }
        break;
      case "close": {
        const depth = tags.depthToClose(token.name);
        if (depth === 0) emit(token.raw);
        for (let k = 0; k < depth; k += 1) pop();
        break;
      }
    }
  }
  while (tags.size > 0) pop();
  flush();

  const { marker, rest } = takeUbbEditMarker(text);
  const bold = passages
    .map((passage) => normalizePassage(stripUbbEditMarkers(passage)))
    .filter((p) => p !== "");
  return { bold, text: normalizeText(rest), edit: marker };
}

/** Trims each line and the passage, and squeezes runs of spaces, keeping the line breaks inside. */
function normalizePassage(passage: string): string {
  return passage
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t]{2,}/g, (run) => run.charAt(0)).trim())
    .join("\n")
    .trim();
}

/** Like {@link normalizePassage}, and at most one blank line in a row. */
function normalizeText(text: string): string {
  return normalizePassage(text).replace(/\n{3,}/g, "\n\n");
}
