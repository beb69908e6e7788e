import { readFile, stat } from "node:fs/promises";
import type { Command } from "commander";
import { type ParsedPost, type ParsedThread, platformSchema } from "../../../parsers/post.ts";
import { printJson, printLines } from "../output.ts";
import { UserError } from "../user-error.ts";

interface ParseOptions {
  platform?: string;
  timezone: string;
  fetchedAt?: string;
  json?: boolean;
}

/** Reads the whole of standard input as bytes. */
async function readStdin(): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin)
    chunks.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The page bytes and, for a file, its modification time (the default fetch time for relative dates). */
async function readInput(file: string): Promise<{ bytes: Uint8Array; mtime: string | undefined }> {
  if (file === "-") return { bytes: await readStdin(), mtime: undefined };
  try {
    const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
    return { bytes: new Uint8Array(bytes), mtime: info.mtime.toISOString() };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new UserError(`no such file: ${file}`);
    if (code === "EISDIR") throw new UserError(`${file} is a directory, not a page`);
    throw new UserError(`cannot read ${file}: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The JSON shape of `adjutant parse --json` (issue 5), with the reader's warnings (empty when none). */
function toJson(thread: ParsedThread): unknown {
  return {
    platform: thread.platform,
    ...(thread.threadId ? { threadId: thread.threadId } : {}),
    posts: thread.posts.map((p) => ({
      postId: p.postId,
      author: p.author,
      postedAt: p.postedAt,
      edited: p.edited,
      bold: p.bold,
    })),
    warnings: thread.warnings ?? [],
  };
}

function editMark(post: ParsedPost): string {
  const e = post.edited;
  if (!e) return "";
  const who = e.by ?? "someone";
  const when = e.at ? ` at ${e.at}` : "";
  // W33 ruling: a GM/moderator edit is reported but does not void the post; the author's own edit does.
  return e.byModerator
    ? `  [edited by moderator ${who}${when}; post still counts]`
    : `  [EDITED by ${who}${when}; post is void (W33)]`;
}

/** The readable listing: one block per post, edited posts marked, bold passages indented. */
function toLines(thread: ParsedThread): string[] {
  const lines = [`${thread.platform}: ${thread.posts.length} post${thread.posts.length === 1 ? "" : "s"}`];
  for (const p of thread.posts) {
    lines.push(
      "",
      `#${p.postId}  ${p.author.name || "(unknown author)"}  ${p.postedAt ?? "(no date)"}${editMark(p)}`,
    );
    if (p.bold.length === 0) lines.push("    (no bold text)");
    for (const b of p.bold) for (const line of b.split("\n")) lines.push(`    ${line}`);
  }
  return lines;
}

/** Registers `adjutant parse FILE|-`: reads a forum page, API JSON, BBCode post or Discord payload into posts. */
export function registerParseCommand(program: Command): void {
  program
    .command("parse")
    .description(
      "read a forum thread page, API JSON, BBCode post or Discord payload into posts with their bold orders",
    )
    .argument("<file>", "the page to read, or - for standard input")
    .option(
      "--platform <name>",
      `force the platform instead of detecting it (${platformSchema.options.join(", ")})`,
    )
    .option("--timezone <tz>", "the forum's time zone for dates written without one (IANA name)", "UTC")
    .option(
      "--fetched-at <iso>",
      "when the page was fetched, for relative dates (default: the file's modification time)",
    )
    .option("--json", "print JSON")
    .action(async (file: string, opts: ParseOptions) => {
      let platform: ParsedThread["platform"] | undefined;
      if (opts.platform !== undefined) {
        const parsed = platformSchema.safeParse(opts.platform.trim().toLowerCase());
        if (!parsed.success) {
          throw new UserError(
            `--platform must be one of ${platformSchema.options.join(", ")}; got '${opts.platform}'`,
          );
        }
        platform = parsed.data;
      }
      const { bytes, mtime } = await readInput(file);
      const fetchedAt = opts.fetchedAt ?? mtime ?? new Date().toISOString();
      const { parsePage } = await import("../../../parsers/index.ts");
      const result = parsePage(bytes, {
        ...(platform ? { platform } : {}),
        timezone: opts.timezone,
        fetchedAt,
      });
      if (!result.ok) throw new UserError(result.error.message);
      // What the reader could not read on a page it recognised (no post, a post without author): never silent.
      for (const w of result.value.warnings ?? []) process.stderr.write(`warning: ${w}\n`);
      if (opts.json) printJson(toJson(result.value));
      else printLines(toLines(result.value));
    });
}
