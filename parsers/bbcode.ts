import { z } from "zod";
import { stripUbbEditMarkers, takeUbbEditMarker, type UbbEditMarker } from "./bbcode-edit-marker.ts";
import { decodeBbcodeEntities } from "./bbcode-entities.ts";
import { BbcodeTagStack } from "./bbcode-tag-stack.ts";
import { type BbcodeTagRole, tokenizeBbcode } from "./bbcode-tokens.ts";
import type { ParsedThread } from "./post.ts";
import { foldName } from "./text/fold.ts";

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
/** What a caller may pass to {@link parseBbcodeDocument}. */
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
  const reader = new PostReader();
  const tags = new BbcodeTagStack();
  for (const token of tokenizeBbcode(source)) {
    switch (token.kind) {
      case "text":
        reader.emit(decodeBbcodeEntities(token.raw));
        break;
      case "verbatim":
        if (token.visible) reader.emit(decodeBbcodeEntities(token.body));
        // Code left out still parts the words around it: a code block by a line, inline code by a space.
        else reader.gap(token.name === "icode" ? " " : "\n");
        break;
      case "open":
        if (token.role === "break") reader.emit("\n");
        else {
          tags.push({ name: token.name, role: token.role });
          reader.enter(token.role, token.name);
        }
        break;
      case "close": {
        if (token.role === "break") break; // `[/*]`: list items need no closing tag, so it says nothing.
        const depth = tags.depthToClose(token.name);
        if (depth === 0) reader.emit(token.raw);
        for (let k = 0; k < depth; k += 1) reader.leave(tags.pop()?.role ?? "format");
        break;
      }
    }
  }
  while (tags.size > 0) reader.leave(tags.pop()?.role ?? "format");
  reader.flush();

  const { marker, rest } = takeUbbEditMarker(reader.text);
  const bold: string[] = [];
  for (const passage of reader.passages) {
    const normal = normalizePassage(stripUbbEditMarkers(passage));
    if (normal !== "") bold.push(normal);
  }
  return { bold, text: normalizeText(rest), edit: marker };
}

/** Hidden tags that strike words out: what they hide is taken back, and the words around them may be one word. */
const STRUCK_TAGS: ReadonlySet<string> = new Set(["s", "strike", "del"]);

/** Collects the author's own words and bold passages while the tags around them open and close. */
class PostReader {
  readonly passages: string[] = [];
  text = "";
  private current: string | null = null;
  private bold = 0;
  private hidden = 0;
  private quote = 0;

  /** Words of the post: kept unless inside a quote or a hidden tag, and in a passage when bold. */
  emit(words: string): void {
    if (this.quote > 0 || this.hidden > 0) return;
    this.text += words;
    if (this.bold > 0) this.current = this.current === null ? words : this.current + words;
  }

  /**
   * Where something left out sat between the author's words (code, a spoiler, an image): a space or a line break in
   * the text and in the bold passage under way, so that "Moscow" and "Attack" around it never read "MoscowAttack".
   */
  gap(separator: " " | "\n"): void {
    if (this.quote > 0 || this.hidden > 0) return;
    this.text += separator;
    if (this.bold > 0 && this.current !== null) this.current += separator;
  }

  /** Ends the current bold passage, if any. */
  flush(): void {
    if (this.current !== null) this.passages.push(this.current);
    this.current = null;
  }

  enter(role: BbcodeTagRole, name: string): void {
    if (role === "bold") this.bold += 1;
    else if (role === "hidden") {
      // Struck-out letters inside a word are a correction ("Kra[s]c[/s]kow"): no gap there.
      if (!STRUCK_TAGS.has(name)) this.gap(" ");
      this.hidden += 1;
    } else if (role === "quote") {
      this.flush();
      if (this.quote === 0 && this.hidden === 0) this.text += "\n";
      this.quote += 1;
    }
  }

  leave(role: BbcodeTagRole): void {
    if (role === "bold") {
      this.bold -= 1;
      if (this.bold === 0) this.flush();
    } else if (role === "hidden") this.hidden -= 1;
    else if (role === "quote") {
      this.quote -= 1;
      if (this.quote === 0 && this.hidden === 0) this.text += "\n";
    }
  }
}

/** Spaces that {@link normalizePassage} must tidy inside a passage: a run, or spaces at a line's edge. */
const MESSY_SPACE = /[ \t]{2}|\s\n|\n\s|\t|\r/;

/** Trims each line and the passage, and squeezes runs of spaces, keeping the line breaks inside. */
function normalizePassage(passage: string): string {
  if (!MESSY_SPACE.test(passage)) return passage.trim();
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
