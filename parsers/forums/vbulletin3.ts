import { attr, closest, findAll, type HTMLElement, NodeType, plainText, tagOf } from "../html/dom.ts";
import {
  digits,
  frameFirst,
  frameFirstWithText,
  idIs,
  postsByBody,
  userIdFromHref,
} from "../html/finders.ts";
import type { ForumProfile, PostParts } from "../html/forum-page.ts";
import { noticeEdit } from "../html/forum-page.ts";
import { sel } from "../html/selector.ts";

const body = idIs(/^post_message_\d+$/);
const editWrap = idIs(/^edit\d+$/);
const postTable = idIs(/^post\d+$/);
const username = sel("a.bigusername");

/** vBulletin 3's quote box: `<div style="margin:20px; margin-top:5px">Quote: <table>…` (with "Originally Posted by"). */
function isVb3Quote(el: HTMLElement): boolean {
  if (tagOf(el) !== "div" || !el.rawAttrs.includes("margin:20px")) return false;
  return true;
}

/** The date vBulletin 3 writes between `<!-- status icon and date -->` comments (no class marks it). */
function dateText(container: HTMLElement): string | null {
  const stack = [...container.childNodes];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node) break;
    if (node.nodeType === NodeType.COMMENT_NODE && /status icon and date/.test(node.rawText)) {
      const parent = node.parentNode;
      if (parent) {
        const t = plainText(parent);
        if (/\d/.test(t)) return t;
      }
    }
    if (node.nodeType === NodeType.ELEMENT_NODE) stack.push(...node.childNodes);
  }
  const head = findAll(container, sel("td.thead, div.normal"), { limit: 1 })[0];
  return head ? plainText(head) : null;
}

/** vBulletin 3 (3.x postbit and postbit_legacy): posts are `div#post_message_N` inside `div#editN`. */
export const vbulletin3Profile: ForumProfile = {
  platform: "vbulletin3",
  label: "vBulletin 3",
  bodyCue: "div#post_message_N body",
  postStart: /<div id="edit\d+"/,
  findPosts: (root) => postsByBody(root, body, (b) => closest(b, editWrap) ?? closest(b, postTable)),
  postId: (p: PostParts) => digits(p.body.id),
  author: (p) => {
    const a = frameFirst(p, username);
    if (!a) return { name: "" };
    const id = userIdFromHref(attr(a, "href"));
    return id ? { name: plainText(a), id } : { name: plainText(a) };
  },
  postedAt: (p) => dateText(p.container),
  edit: (p) => {
    const note = frameFirstWithText(p, sel("em, div.smallfont"), (t) => /^Last edited by/i.test(t));
    return note ? noticeEdit(plainText(note)) : null;
  },
  skip: isVb3Quote,
};
