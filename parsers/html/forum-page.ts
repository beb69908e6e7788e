import type { Edit, ParsedPost, ParsedThread, Platform } from "../post.ts";
import type { DateContext } from "./dates.ts";
import { parseForumDate } from "./dates.ts";
import type { HTMLElement, Matcher } from "./dom.ts";
import { makeEdit, readEditNotice } from "./edit-notice.ts";
import { extractPostContent, type PostContent } from "./extract.ts";
import { joinPager, type PagerPart, readPagerPart } from "./pager.ts";

/** One post's elements on a page: its container (author, date, edit note) and its body (the words). */
export interface PostParts {
  container: HTMLElement;
  body: HTMLElement;
  /**
   * Elements a search of the container must not enter: the body itself and any other post the container
   * swallowed through broken markup. Author, date and edit lookups prune with it.
   */
  outside: Matcher;
  /** Elements inside the body that belong to the page frame (a header sharing the body's cell). */
  exclude?: ReadonlySet<HTMLElement>;
  /** An element inside the body after which the words start (the `<hr>` under a header sharing the cell). */
  startAfter?: HTMLElement;
}

/** An edit as a profile finds it: the editor's name and the date (text or already ISO). */
export interface FoundEdit {
  by: string | null;
  /** ISO 8601 UTC when the page gave a machine date; otherwise null and `when` is read. */
  at?: string | null;
  when?: string | null;
  moderator?: boolean;
}

/**
 * How to read one forum engine: where the posts are and where each post keeps its author, date and edit note.
 * The bold walker is shared; a profile only names the platform's own elements.
 */
export interface ForumProfile {
  platform: Platform;
  /** The engine's name in messages ("phpBB 2"). */
  label: string;
  /**
   * What the reader takes for a post, named in the warning when a page of this engine has none ("no
   * td.postbody/span.postbody cell").
   */
  bodyCue: string;
  /** Every post on the page, in page order. */
  findPosts(root: HTMLElement): PostParts[];
  /** The post's id on the forum; the engine falls back to its position on the page. */
  postId(parts: PostParts): string | null;
  author(parts: PostParts): { name: string; id?: string };
  /** The post's date: ISO when the page gives a machine date, else text for the date reader. */
  postedAt(parts: PostParts, ctx: DateContext): string | null;
  /** The post's edit note found outside the body (inside quotes never counts); null when not edited. */
  edit?(parts: PostParts, content: PostContent): FoundEdit | null;
  /** Platform-specific body elements that are not the author's words. */
  skip?: Matcher;
  /** Body elements that are edit notices (Invision writes its notice in bold inside the body). */
  collect?: Matcher;
  /** A text line that starts the signature inside the body. */
  signatureLine?: RegExp;
  /** An edit marker written as plain text in the body (UBB.classic), removed from text and bold. */
  textEditMarker?: RegExp;
  threadId?(root: HTMLElement): string | undefined;
  /**
   * Where a post's markup starts in the page source. With it, a big page is read a slice of posts at a time, so
   * memory stays bounded by the slice, not the page. Omitted where a post's start cannot be told from the source
   * alone (UBB rows); a page with fewer than two matches (SMF 1 tables) is read whole.
   */
  postStart?: RegExp;
}

/** Reads a date that is either already ISO 8601 UTC or forum text. */
function dateOf(value: string | null | undefined, ctx: DateContext): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value)) return value;
  return parseForumDate(value, ctx);
}

function stripMarker(content: PostContent, re: RegExp): { content: PostContent; marker: string | null } {
  const global = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`);
  const found = content.text.match(global);
  if (!found) return { content, marker: null };
  const clean = (s: string): string =>
    s
      .replace(global, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
  return {
    content: {
      ...content,
      text: clean(content.text),
      bold: content.bold.map(clean).filter((b) => b.length > 0),
    },
    marker: found[found.length - 1] ?? null,
  };
}

/**
 * Reads every post of a page with a platform profile. A post whose parts cannot be read is still returned with
 * what could be read (an empty author, a null date); nothing here throws on markup.
 */
export function readForumPage(
  root: HTMLElement,
  profile: ForumProfile,
  ctx: DateContext,
  firstIndex = 0,
): ParsedThread {
  const posts: ParsedPost[] = [];
  const threadId = profile.threadId?.(root);
  const all = profile.findPosts(root);
  for (let i = 0; i < all.length; i++) {
    const parts = all[i] as PostParts;
    const platformSkip = profile.skip;
    let content = extractPostContent(parts.body, {
      skip: platformSkip ? (el) => parts.outside(el) || platformSkip(el) : parts.outside,
      ...(profile.collect ? { collect: profile.collect } : {}),
      ...(parts.exclude ? { exclude: parts.exclude } : {}),
      ...(parts.startAfter ? { startAfter: parts.startAfter } : {}),
      ...(profile.signatureLine ? { signatureLine: profile.signatureLine } : {}),
    });
    const author = profile.author(parts);
    let found: FoundEdit | null = profile.edit?.(parts, content) ?? null;
    if (profile.textEditMarker) {
      const stripped = stripMarker(content, profile.textEditMarker);
      content = stripped.content;
      if (!found && stripped.marker) {
        const notice = readEditNotice(stripped.marker);
        if (notice) found = { by: notice.by, when: notice.when, moderator: notice.moderator };
      }
    }
    let edited: Edit | null = null;
    if (found) {
      const at = dateOf(found.at, ctx) ?? dateOf(found.when, ctx);
      edited = makeEdit(found.by, at, author.name, found.moderator ?? false);
    }
    const id = profile.postId(parts);
    posts.push({
      platform: profile.platform,
      ...(threadId ? { threadId } : {}),
      postId: id ?? String(firstIndex + i + 1),
      author: author.id ? { name: author.name, id: author.id } : { name: author.name },
      postedAt: dateOf(profile.postedAt(parts, ctx), ctx),
      edited,
      bold: content.bold,
      text: content.text,
    });
  }
  return withWarnings({ platform: profile.platform, ...(threadId ? { threadId } : {}), posts }, profile);
}

/** Posts without an author named one by one; past this many, one sentence counts the rest. */
const NAMED_AUTHORLESS = 5;

/**
 * What a reader of this page should know it missed, each a sentence naming the engine: no post at all on a page
 * of a recognised engine (a theme the reader does not know), or posts without an author name (their orders
 * cannot be given to a player). Empty when the page read cleanly.
 *
 * @param what - the page as the sentences name it ("phpBB 2 page", "Discourse topic JSON")
 * @param noPost - why no post was found, said when there is none ("no td.postbody cell (a theme …?)")
 */
export function pageWarnings(what: string, noPost: string, posts: readonly ParsedPost[]): string[] {
  if (posts.length === 0) return [`${what}, but no post was found: ${noPost}`];
  const warnings: string[] = [];
  let more = 0;
  for (const p of posts) {
    if (p.author.name.trim().length > 0) continue;
    if (warnings.length < NAMED_AUTHORLESS) warnings.push(`${what}: post ${p.postId} has no author name`);
    else more++;
  }
  if (more > 0) warnings.push(`${what}: ${more} more post${more === 1 ? "" : "s"} without an author name`);
  return warnings;
}

/**
 * `pageWarnings` for an API payload: entries of the post list that do not have a post's fields are skipped, and
 * said so.
 *
 * @param field - where the payload keeps its posts ("post_stream.posts")
 */
export function jsonWarnings(
  what: string,
  field: string,
  entries: number,
  skipped: number,
  posts: readonly ParsedPost[],
): string[] {
  const noPost =
    entries === 0 ? `${field} is empty` : `no entry of ${field} has the fields of a post this reader knows`;
  const warnings = pageWarnings(what, noPost, posts);
  if (skipped > 0 && posts.length > 0) {
    warnings.push(
      skipped === 1
        ? `${what}: 1 entry of ${field} lacks the fields of a post and was skipped`
        : `${what}: ${skipped} entries of ${field} lack the fields of a post and were skipped`,
    );
  }
  return warnings;
}

/** The thread with its warnings; the field is left out when there are none. */
function withWarnings(thread: ParsedThread, profile: ForumProfile): ParsedThread {
  const warnings = pageWarnings(
    `${profile.label} page`,
    `no ${profile.bodyCue} (a theme this reader does not know?)`,
    thread.posts,
  );
  return warnings.length > 0 ? { ...thread, warnings } : thread;
}

/** Reads an edit notice element's text into a found edit, or null when it is empty or not a notice. */
export function noticeEdit(text: string, at?: string | null): FoundEdit | null {
  const notice = readEditNotice(text);
  if (!notice) return null;
  return { by: notice.by, when: notice.when, at: at ?? null, moderator: notice.moderator };
}

/** Pages above this size are read in slices of whole posts. */
export const SLICE_THRESHOLD = 1 << 20;
/**
 * A slice holds consecutive posts up to about this many characters (one huge post makes a bigger slice). Small
 * slices are also faster: a slice's tree is dropped before the garbage collector has to move it out of the young
 * generation (256 KB slices spent a third of the time in the collector).
 */
export const SLICE_TARGET = 32 << 10;

/**
 * Cuts a page into slices that each start where a post starts (the head before the first post is dropped) and
 * hold whole posts, about `target` characters each. Empty when the page has fewer than two post starts.
 */
export function slicePosts(text: string, postStart: RegExp, target = SLICE_TARGET): string[] {
  const re = new RegExp(
    postStart.source,
    postStart.flags.includes("g") ? postStart.flags : `${postStart.flags}g`,
  );
  const starts: number[] = [];
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    starts.push(m.index);
    if (m[0].length === 0) re.lastIndex++;
  }
  if (starts.length < 2) return [];
  const slices: string[] = [];
  let from = starts[0] as number;
  for (let i = 1; i < starts.length; i++) {
    const at = starts[i] as number;
    if (at - from >= target) {
      slices.push(text.slice(from, at));
      from = at;
    }
  }
  slices.push(text.slice(from));
  return slices;
}

/**
 * Reads a page's source with a profile. Small pages are parsed whole; big ones (over `SLICE_THRESHOLD`) whose
 * profile knows where posts start are parsed a slice at a time, so a 20 MB page never holds a 20 MB tree.
 */
export function readForumSource(
  text: string,
  profile: ForumProfile,
  ctx: DateContext,
  load: (source: string) => HTMLElement,
  options: { pager?: boolean } = {},
): ParsedThread {
  const slices =
    text.length > SLICE_THRESHOLD && profile.postStart ? slicePosts(text, profile.postStart) : [];
  if (slices.length === 0) {
    const root = load(text);
    if (!options.pager) return readForumPage(root, profile, ctx);
    // the pager first: reading the posts may take parts of the tree apart
    const pager = joinPager([readPagerPart(root)]);
    return { ...readForumPage(root, profile, ctx), pager };
  }
  const posts: ParsedPost[] = [];
  // the part before the first post (the top pager) is read for its pager only; the last slice holds the bottom one
  const parts: PagerPart[] = [];
  if (options.pager) {
    const before = text.length - slices.reduce((n, s) => n + s.length, 0);
    parts.push(readPagerPart(load(text.slice(0, before))));
  }
  for (const slice of slices) {
    const root = load(slice);
    if (options.pager) parts.push(readPagerPart(root));
    posts.push(...readForumPage(root, profile, ctx, posts.length).posts);
  }
  const thread = withWarnings({ platform: profile.platform, posts }, profile);
  return options.pager ? { ...thread, pager: joinPager(parts) } : thread;
}
