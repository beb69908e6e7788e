import type { Platform } from "./post.ts";

/** Forum engines whose pages are HTML (the other platforms are BBCode text and Discord JSON). */
export type ForumPlatform = Exclude<Platform, "bbcode" | "discord">;

/** What a page looks like: HTML of a forum engine, JSON of an API, or plain text. */
export type Detection =
  | { kind: "html"; platform: ForumPlatform }
  | { kind: "json"; platform: "discourse" | "nodebb" | "discord"; value: unknown }
  | { kind: "bbcode" }
  | { kind: "unknown"; reason: string };

const GENERATORS: [RegExp, ForumPlatform][] = [
  [/vBulletin\s*3/i, "vbulletin3"],
  [/vBulletin\s*4/i, "vbulletin4"],
  [/vBulletin\s*5/i, "vbulletin5"],
  [/Discourse/i, "discourse"],
  [/UBB\.threads|UBB\.classic|Infopop/i, "ubb"],
  [/NodeBB/i, "nodebb"],
  [/XenForo/i, "xenforo2"],
  [/Invision/i, "invision"],
  [/MyBB/i, "mybb"],
  [/SMF|Simple Machines/i, "smf"],
];

/** Characteristic markup of each engine; the engine with the most hits wins. */
const MARKERS: Record<ForumPlatform, RegExp[]> = {
  ubb: [
    /ubbthreads\.php/i,
    /class="post_inner"/,
    /ultimatebb\.(?:cgi|php)|ubbmisc\.cgi|Ultimate\.cgi\?action=/i,
    /This message has been edited by|: Message edited by: /,
    /<b>posted<\/b>/i,
  ],
  vbulletin3: [
    /id="post_message_\d+"/,
    /<!-- status icon and date -->/,
    /id="edit\d+"/,
    /class="bigusername"/,
  ],
  vbulletin4: [
    /class="postbit[^"]{0,200}postcontainer/,
    /blockquote class="postcontent/,
    /id="post_\d+"/,
    /class="bbcode_container"/,
  ],
  vbulletin5: [/js-post__content-text/, /class="b-post /, /data-node-id="\d+"/, /b-post__timestamp/],
  phpbb2: [/class="postbody"/, /class="postdetails"/, /class="name"><a name="\d+"/, /subSilver/i],
  phpbb3: [
    /class="post [^"]{0,200}bg[12]/,
    /class="postbody"/,
    /id="p\d+" class="post/,
    /viewtopic\.php\?p=\d+#p\d+/,
    /prosilver/,
  ],
  smf: [
    /id="subject_\d+"/,
    /class="poster_info"/,
    /class="post_wrapper"/,
    /id="modified_\d+"/,
    /action=profile;u=\d+/,
  ],
  xenforo1: [
    /class="messageText/,
    /id="post-\d+" class="message/,
    /XenForo\.(?:activate|init)/,
    /class="messageUserInfo"/,
  ],
  xenforo2: [
    /class="bbWrapper"/,
    /data-xf-init/,
    /class="message message--post/,
    /data-template="thread_view"/,
  ],
  invision: [/data-role="commentContent"/, /id="elComment_\d+"/, /ipsComment/, /cAuthorPane/],
  mybb: [
    /class="post_body/,
    /id="pid_\d+"/,
    /class="post_author"/,
    /Powered By[^<]{0,200}MyBB/i,
    /id="edited_by_\d+"/,
  ],
  discourse: [/crawler-post/, /class="cooked"/, /data-post-id="\d+"/, /DiscussionForumPosting/],
  nodebb: [/component="post\/content"/, /component="post"/, /data-pid="\d+"/, /nodebb/i],
};

function detectJson(text: string): Detection | null {
  const t = text.trimStart();
  if (!t.startsWith("{") && !t.startsWith("[")) return null;
  let value: unknown;
  try {
    value = JSON.parse(t);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const obj = value as Record<string, unknown>;
  const first = Array.isArray(value) ? (value[0] as Record<string, unknown> | undefined) : undefined;
  if (typeof obj.post_stream === "object" && obj.post_stream !== null)
    return { kind: "json", platform: "discourse", value };
  if (Array.isArray(obj.posts)) {
    const p = obj.posts[0] as Record<string, unknown> | undefined;
    if (!p || "pid" in p) return { kind: "json", platform: "nodebb", value };
  }
  const msg =
    first ?? (typeof obj.d === "object" && obj.d !== null ? (obj.d as Record<string, unknown>) : obj);
  if (msg && typeof msg === "object" && "content" in msg && ("channel_id" in msg || "author" in msg)) {
    return { kind: "json", platform: "discord", value };
  }
  return {
    kind: "unknown",
    reason: "JSON that is neither a Discourse topic, a NodeBB topic nor a Discord message",
  };
}

/** At most this much of a page is searched for the generator tag, and a tag longer than this is not one. */
const GENERATOR_SCAN = 200_000;
const MAX_TAG = 2_000;

/**
 * The `content` of the page's `<meta name="generator">` tag, or "". Tags are found with indexOf and read one by one
 * (each is short), so a page of thousands of unclosed `<meta` costs linear time.
 */
function generatorOf(text: string): string {
  const head = text.length > GENERATOR_SCAN ? text.slice(0, GENERATOR_SCAN) : text;
  const lower = head.toLowerCase();
  for (let at = lower.indexOf("<meta"); at >= 0; at = lower.indexOf("<meta", at + 5)) {
    const end = lower.indexOf(">", at);
    if (end < 0) return "";
    if (end - at > MAX_TAG) continue;
    const tag = head.slice(at, end);
    if (!/\bname=["']?generator\b/i.test(tag)) continue;
    return /\bcontent=["']([^"']*)/i.exec(tag)?.[1] ?? "";
  }
  return "";
}

/**
 * Guesses the platform of a page: JSON shape first (Discourse `/t/ID.json`, NodeBB `/api/topic`, Discord
 * messages), then the generator meta tag, then characteristic classes and ids. BBCode text (`[b]`, `[quote]`
 * without HTML tags) is reported as such. Looks only at the text; never throws.
 */
export function detectPlatform(text: string): Detection {
  const json = detectJson(text);
  if (json) return json;
  const genText = generatorOf(text);
  for (const [re, platform] of GENERATORS) {
    if (re.test(genText)) {
      if (platform === "xenforo2" && /class="messageText/.test(text))
        return { kind: "html", platform: "xenforo1" };
      if (platform === "invision" || platform === "smf" || platform === "mybb" || platform === "nodebb") {
        return { kind: "html", platform };
      }
      if (platform !== "xenforo2") return { kind: "html", platform };
    }
  }
  let best: ForumPlatform | null = null;
  let bestScore = 0;
  // The first posts carry every marker; scanning a whole 20 MB page fifty times would not tell more.
  const head = text.length > 512_000 ? text.slice(0, 512_000) : text;
  for (const [platform, markers] of Object.entries(MARKERS) as [ForumPlatform, RegExp[]][]) {
    let score = 0;
    for (const re of markers) if (re.test(head)) score++;
    if (score > bestScore) {
      best = platform;
      bestScore = score;
    }
  }
  // phpBB 2 and 3 share `postbody`: only 3 has `div.post#pN` and `div.content`.
  if (best === "phpbb2" && /class="post [^"]{0,200}bg[12]|id="p\d+" class="post/.test(head)) best = "phpbb3";
  if (best && bestScore >= 2) return { kind: "html", platform: best };
  if (!/<[a-z!]/i.test(text) && /\[(?:b|quote|s|i|u|url|spoiler)(?:[ =][^[\]]{0,200})?\]/i.test(text))
    return { kind: "bbcode" };
  if (best) return { kind: "html", platform: best };
  return { kind: "unknown", reason: "no forum markup this reader knows (use --platform to force one)" };
}
