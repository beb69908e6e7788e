/**
 * What each forum engine's stock BBCode understands, as data: the BBCode renderer (render.ts) writes only the tags
 * of the game's forum and falls back to plain lines for the rest. "Stock" means a fresh install with no custom
 * BBCodes or plug-ins: many boards add [s] or [table], but a summary must read well on the board as shipped.
 *
 * Sources: each engine's BBCode help page and its default tag list as shipped (phpBB 2.0 and 3.0–3.3 `bbcode.php` /
 * the ACP's BBCode list, vBulletin 3.8/4.2 "BB Code List", XenForo 1.5/2.2 "BB codes" help, SMF 2.0/2.1
 * `Subs.php` parse_bbc, MyBB 1.8 `inc/class_parser.php`, Invision 3/4, Discourse's core bbcode, UBB.classic 6 and
 * UBB.threads 7 "UBB Code" help). Where a fact is uncertain the entry says so and chooses the safer side (a tag
 * left out only costs a plainer line; a tag a forum does not know shows as raw brackets).
 */

/** How `[size=…]` is read on a forum, with the value used for a title. */
export type SizeScale =
  /** phpBB 3: a percentage, 50–200 by default (the ACP's "maximum font size" is 200). */
  | { kind: "percent"; title: number }
  /** vBulletin, XenForo, Invision: the HTML font sizes 1–7 (3 is normal). */
  | { kind: "steps"; title: number }
  /** SMF: points ("16pt"; SMF 2.0 also takes 1–7). */
  | { kind: "pt"; title: number }
  /** phpBB 2: pixels, at most 29. */
  | { kind: "px"; title: number }
  /** MyBB: CSS size names (it also takes numbers, as pt). */
  | { kind: "name"; title: "large" | "x-large" | "xx-large" };

export interface ForumBbcode {
  /** The engine's name as its users know it. */
  label: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  /** The strike-through tag, or null when the stock set has none. */
  strike: "s" | "strike" | null;
  size: SizeScale | null;
  /** `[font=monospace]`. */
  font: boolean;
  /** An inline monospace tag of its own (XenForo 2's [icode]), else null. */
  inlineCode: "icode" | null;
  /** `[list]` / `[list=1]` with `[*]` items. */
  list: boolean;
  /** `[table][tr][td]`: with `[th]` header cells, with `[td]` only, or no tables. */
  table: "th" | "td" | null;
  /** `[code]` blocks (shown in a monospace font: an aligned table stays aligned). */
  code: boolean;
  hr: boolean;
  /** `[url=…]text[/url]`. */
  url: boolean;
  /** The character set of a stock English install: legacy sets get ASCII stand-ins for ✅ ❌ → — … */
  charset: "utf-8" | "iso-8859-1" | "windows-1252";
  /** True when a post has an address of its own that `postPermalink` knows how to write. */
  permalinks: boolean;
  /** What is uncertain or worth knowing. */
  note?: string;
}

const base = {
  bold: true,
  italic: true,
  underline: true,
  font: false,
  inlineCode: null,
  list: true,
  table: null,
  code: true,
  hr: false,
  url: true,
  charset: "utf-8",
  permalinks: true,
} as const;

/** The stock BBCode of every forum engine the parsers read, by the engine id `--platform` takes. */
export const FORUM_BBCODE = {
  phpbb2: {
    ...base,
    label: "phpBB 2",
    strike: null,
    size: { kind: "px", title: 18 },
    charset: "iso-8859-1",
    note: "no [s], [font], [table] or [hr]; the English language pack is ISO-8859-1",
  },
  phpbb3: {
    ...base,
    label: "phpBB 3",
    strike: null,
    size: { kind: "percent", title: 150 },
    note: "no [s], [font], [table] or [hr] in the stock set (boards often add them as custom BBCodes)",
  },
  vbulletin3: {
    ...base,
    label: "vBulletin 3",
    strike: null,
    size: { kind: "steps", title: 5 },
    font: true,
    charset: "iso-8859-1",
    note: "no [s], [table] or [hr]; English installs are ISO-8859-1",
  },
  vbulletin4: {
    ...base,
    label: "vBulletin 4",
    strike: null,
    size: { kind: "steps", title: 5 },
    font: true,
    charset: "iso-8859-1",
    note: "as vBulletin 3 ([table] came with 4.2's editor on some installs: not assumed); English installs are ISO-8859-1",
  },
  vbulletin5: {
    ...base,
    label: "vBulletin 5",
    strike: null,
    size: { kind: "steps", title: 5 },
    font: true,
    permalinks: false,
    note: "[s] and [table] are not assumed; a post's address depends on the channel's route, so posts are not linked",
  },
  xenforo1: {
    ...base,
    label: "XenForo 1",
    strike: "s",
    size: { kind: "steps", title: 5 },
    font: true,
  },
  xenforo2: {
    ...base,
    label: "XenForo 2",
    strike: "s",
    size: { kind: "steps", title: 5 },
    font: true,
    inlineCode: "icode",
    table: "th",
    note: "[table] since 2.1, [icode] for inline monospace",
  },
  smf: {
    ...base,
    label: "SMF",
    strike: "s",
    size: { kind: "pt", title: 16 },
    font: true,
    table: "td",
    hr: true,
    note: "[table][tr][td] (no [th]); SMF 2.0 boards may be ISO-8859-1 when installed without UTF-8",
  },
  mybb: {
    ...base,
    label: "MyBB",
    strike: "s",
    size: { kind: "name", title: "x-large" },
    font: true,
    hr: true,
  },
  invision: {
    ...base,
    label: "Invision Community",
    strike: "s",
    size: { kind: "steps", title: 5 },
    font: true,
    note: "Invision 4's editor is HTML; it converts pasted BBCode of the common tags",
  },
  ubb: {
    ...base,
    label: "UBB",
    strike: null,
    size: null,
    charset: "windows-1252",
    permalinks: false,
    note: "UBB.classic's UBB Code: [b] [i] [u] [url] [email] [img] [quote] [code] [list]; UBB.threads has more, not assumed; a classic post has no address of its own",
  },
  discourse: {
    ...base,
    label: "Discourse",
    strike: "s",
    size: null,
    list: false,
    permalinks: false,
    note: "core BBCode is inline only ([b] [i] [u] [s] [url] [code] [quote]); lists and tables are Markdown there",
  },
  nodebb: {
    ...base,
    bold: false,
    italic: false,
    underline: false,
    strike: null,
    size: null,
    list: false,
    code: false,
    url: false,
    label: "NodeBB",
    note: "no BBCode without a plug-in (posts are Markdown): BBCode output is plain lines",
  },
} as const satisfies Record<string, ForumBbcode>;

export type ForumEngine = keyof typeof FORUM_BBCODE;

/**
 * A set most boards understand, for a game whose forum is not known: the tags Adjutant always wrote ([s] and
 * [font] included, as phpBB boards with the usual custom BBCodes and most other engines have them).
 */
export const COMMON_BBCODE: ForumBbcode = {
  ...base,
  label: "BBCode",
  strike: "s",
  size: { kind: "percent", title: 150 },
  font: true,
  hr: true,
  permalinks: false,
};

/** The BBCode of a forum engine id (case-insensitive); the common set for an unknown or missing one. */
export function forumBbcode(platform: string | null | undefined): ForumBbcode {
  const id = platform?.trim().toLowerCase() ?? "";
  return Object.hasOwn(FORUM_BBCODE, id) ? FORUM_BBCODE[id as ForumEngine] : COMMON_BBCODE;
}

/** True for a character set that cannot hold ✅ ❌ → (the page is windows-1252 or ISO-8859-1, or another 8-bit set). */
export function isLegacyCharset(charset: string | null | undefined): boolean {
  const c = charset?.trim().toLowerCase() ?? "utf-8";
  return !/^utf-?8$/.test(c);
}

/**
 * The address of one post of a thread (`threadUrl`: the game's forum thread), or null where the engine has no
 * permalink or the ids do not look like that engine's (a Discord post in a game that also reads a forum).
 */
export function postPermalink(
  platform: string | null | undefined,
  threadUrl: string | null | undefined,
  postId: string,
): string | null {
  const engine = platform?.trim().toLowerCase() ?? "";
  if (!threadUrl || !Object.hasOwn(FORUM_BBCODE, engine)) return null;
  if (!FORUM_BBCODE[engine as ForumEngine].permalinks || !/^\d{1,12}$/.test(postId)) return null;
  let url: URL;
  try {
    url = new URL(threadUrl);
  } catch {
    return null;
  }
  const dir = `${url.origin}${url.pathname.replace(/[^/]*$/, "")}`;
  const before = (marker: string) => {
    const at = url.pathname.indexOf(marker);
    return at >= 0 ? `${url.origin}${url.pathname.slice(0, at)}` : null;
  };
  const id = postId;
  switch (engine as ForumEngine) {
    case "phpbb3":
      return `${dir}viewtopic.php?p=${id}#p${id}`;
    case "phpbb2":
      return `${dir}viewtopic.php?p=${id}#${id}`;
    case "vbulletin3":
    case "vbulletin4":
      return `${before("/threads/") !== null ? `${before("/threads/")}/` : dir}showthread.php?p=${id}#post${id}`;
    case "xenforo1":
    case "xenforo2": {
      if (url.search.startsWith("?threads/")) return `${url.origin}${url.pathname}?posts/${id}/`;
      const root = before("/threads/");
      return root === null ? null : `${root}/posts/${id}/`;
    }
    case "smf": {
      const topic = url.searchParams.get("topic")?.match(/^\d+/)?.[0];
      return topic ? `${dir}index.php?topic=${topic}.msg${id}#msg${id}` : `${dir}index.php?msg=${id}`;
    }
    case "mybb":
      return `${dir}showthread.php?pid=${id}#pid${id}`;
    case "invision": {
      const topic = url.searchParams.get("showtopic");
      if (topic) return `${dir}index.php?showtopic=${topic}&view=findpost&p=${id}`;
      return `${url.origin}${url.pathname.replace(/\/?$/, "/")}?do=findComment&comment=${id}`;
    }
    case "nodebb": {
      const root = before("/topic/");
      return root === null ? null : `${root}/post/${id}`;
    }
    default:
      return null;
  }
}

/** The table of stock tags per engine as Markdown (the presenters' README shows it; a test keeps the two equal). */
export function supportTable(): string {
  const yes = (x: boolean) => (x ? "yes" : "—");
  const size = (f: ForumBbcode) => {
    if (!f.size) return "—";
    switch (f.size.kind) {
      case "percent":
        return `percent (title ${f.size.title})`;
      case "steps":
        return `1–7 (title ${f.size.title})`;
      case "pt":
        return `pt (title ${f.size.title}pt)`;
      case "px":
        return `px (title ${f.size.title})`;
      case "name":
        return `names (title ${f.size.title})`;
    }
  };
  const rows = Object.entries(FORUM_BBCODE).map(([id, f]: [string, ForumBbcode]) =>
    [
      `\`${id}\``,
      f.label,
      yes(f.bold),
      f.strike ? `[${f.strike}]` : "—",
      size(f),
      yes(f.font),
      yes(f.list),
      f.table ? `yes (${f.table})` : "—",
      yes(f.code),
      yes(f.hr),
      yes(f.url),
      f.charset,
      yes(f.permalinks),
    ].join(" | "),
  );
  return [
    "| id | engine | [b] [i] | strike | [size] | [font] | [list] | [table] | [code] | [hr] | [url] | charset | post links |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map((r) => `| ${r} |`),
  ].join("\n");
}
