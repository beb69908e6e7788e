import type { Edit } from "../post.ts";
import { foldName } from "../text/fold.ts";

/** What an edit notice says, before its date is read. */
export interface EditNotice {
  /** The editor's name, or null when the notice does not name one. */
  by: string | null;
  /** True when the notice itself says a moderator edited the post ("Last edited by a moderator"). */
  moderator: boolean;
  /** The notice's date text, or null. */
  when: string | null;
}

/**
 * The wordings of edit notices on the engines we read, in the order they are tried. Each yields the editor and
 * the date text; the date is read later against the page's time zone.
 */
const NOTICES: { re: RegExp; by: number; when: number }[] = [
  // UBB.classic: [This message has been edited by NAME (edited 09-20-2006 @ 05:13 PM).]
  { re: /\[?This message has been edited by (.+?) \(edited ([^)]*)\)\.?\]?/i, by: 1, when: 2 },
  // UBB 5: [This message was edited by NAME on 09-20-06 at 05:13 PM.]
  { re: /\[?This message was edited by (.+?) on (.+?)\.?\]/i, by: 1, when: 2 },
  // UBB.classic 6: [ 03-14-2002, 07:32 PM: Message edited by: NAME ] (the date in the forum's chosen style)
  { re: /\[\s*([^[\]]+?):\s*Message edited by:?\s*([^[\]]+?)\s*\]/i, by: 2, when: 1 },
  // phpBB 2/3: Last edited by NAME on DATE, edited N times in total.
  {
    re: /Last edited by (.+?) on (.+?)(?:[,;] edited \d+ times? in total\.?)?(?:\s*Reason:.*)?\.?\s*$/i,
    by: 1,
    when: 2,
  },
  // vBulletin 3/4/5: Last edited by NAME; DATE at TIME.
  { re: /Last edited by (.+?); (.+?)\.?\s*(?:Reason:.*)?$/i, by: 1, when: 2 },
  // XenForo: Last edited by a moderator: DATE / Last edited: DATE
  { re: /Last edited( by a moderator)?(?::\s*|\s+)(?!by\b)(.*)$/i, by: 0, when: 2 },
  // MyBB: (This post was last modified: DATE by NAME.)
  { re: /This post was last modified:? (.+?) by (.+?)\.?\)?\s*$/i, by: 2, when: 1 },
  // SMF: « Last Edit: DATE by NAME »
  { re: /Last Edit:? (.+?) by (.+?)\s*»?\s*$/i, by: 2, when: 1 },
  // Invision: Edited DATE by NAME
  { re: /^Edited (.+?) by (.+?)\s*$/i, by: 2, when: 1 },
  // UBB.threads / others: Edited by NAME (DATE) | Edited by NAME; DATE | Edited by NAME
  { re: /Edited by (.+?)(?: \((.+?)\)|; (.+?))?\.?\s*$/i, by: 1, when: 2 },
  // NodeBB: last edited by NAME (date in a separate element) / Chinese: 最后由 NAME 编辑 DATE
  { re: /last edited by\s+(.*?)\s*$/i, by: 1, when: 0 },
  { re: /最后由\s*(.*?)\s*编辑\s*(.*)$/, by: 1, when: 2 },
];

/** Reads an edit notice's text; null when the text is not one. */
export function readEditNotice(text: string): EditNotice | null {
  const t = text.replace(/[\s\u00a0]+/g, " ").trim();
  if (t.length === 0 || t.length > 400) return null;
  for (const n of NOTICES) {
    const m = n.re.exec(t);
    if (!m) continue;
    const moderator = /by a moderator/i.test(m[0]);
    const rawBy = n.by > 0 ? (m[n.by] ?? "").trim() : "";
    const when = n.when > 0 ? (m[n.when] ?? m[n.when + 1] ?? "").trim() : "";
    return { by: rawBy.length > 0 ? rawBy : null, moderator, when: when.length > 0 ? when : null };
  }
  return null;
}

const folds = new Map<string, string>();

/** `foldName`, remembered: a thread repeats a few names a thousand times. */
function folded(name: string): string {
  let f = folds.get(name);
  if (f === undefined) {
    f = foldName(name);
    if (folds.size >= 10_000) folds.clear();
    folds.set(name, f);
  }
  return f;
}

/**
 * Builds the post's edit record. An edit by anyone other than the author is a moderator's edit (W33 ruling:
 * reported, but it does not void the post); names are compared with `foldName`.
 */
export function makeEdit(by: string | null, at: string | null, author: string, moderator = false): Edit {
  const byModerator = moderator || (by !== null && author.length > 0 && folded(by) !== folded(author));
  return { by, at, byModerator };
}
