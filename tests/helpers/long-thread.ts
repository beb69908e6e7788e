import { type LocalForum, startLocalForum } from "./local-forum.ts";

/** One post of a generated thread. */
export interface ThreadPost {
  id: number;
  author: string;
  /** ISO 8601 UTC. */
  at: string;
  /** The post's HTML body (bold as `<strong class="text-strong">`). */
  body: string;
}

/**
 * A phpBB 3 thread of any length on 127.0.0.1, `perPage` posts a page, with the pager phpBB prints ("Page n of N",
 * numbered links, rel=next) and ETag validators, so that an unchanged page costs a 304. Posts can be added (and
 * edited through `posts`) between syncs; `pageRequests` counts each page's requests that were answered 200.
 */
export interface LongThread {
  forum: LocalForum;
  /** The thread's first page. */
  url: string;
  posts: ThreadPost[];
  /** 1-based page → how many times its whole body was sent. */
  bodiesSent: Map<number, number>;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

function postHtml(p: ThreadPost): string {
  return `<div id="p${p.id}" class="post has-profile bg2"><div class="inner">
<dl class="postprofile" id="profile${p.id}"><dt class="has-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&amp;u=2" class="username">${escapeHtml(p.author)}</a></dt></dl>
<div class="postbody"><div id="post_content${p.id}">
<h3><a href="./viewtopic.php?p=${p.id}#p${p.id}">Re: Orders</a></h3>
<p class="author"><span class="responsive-hide">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u=2" class="username">${escapeHtml(p.author)}</a></strong> &raquo; </span><time datetime="${p.at}">${p.at}</time></p>
<div class="content">${p.body}</div>
</div></div></div></div>
<hr class="divider" />`;
}

function pager(page: number, last: number, perPage: number, total: number): string {
  const link = (n: number) => `./viewtopic.php?f=3&amp;t=1907&amp;start=${(n - 1) * perPage}`;
  const next =
    page < last
      ? `<li class="arrow next"><a class="button" href="${link(page + 1)}" rel="next" role="button">Next</a></li>`
      : "";
  return `<div class="action-bar"><div class="pagination">${total} posts &bull; Page <strong>${page}</strong> of <strong>${last}</strong><ul><li><a href="${link(1)}">1</a></li><li><a href="${link(last)}">${last}</a></li>${next}</ul></div></div>`;
}

export function pageHtml(posts: readonly ThreadPost[], page: number, perPage: number): string {
  const last = Math.max(1, Math.ceil(posts.length / perPage));
  const slice = posts.slice((page - 1) * perPage, page * perPage);
  return `<!DOCTYPE html><html dir="ltr" lang="en-gb"><head><meta charset="UTF-8" /><title>Orders - Page ${page}</title></head>
<body id="phpbb" class="section-viewtopic"><div id="wrap" class="wrap"><div id="page-body" class="page-body" role="main">
<h2 class="topic-title"><a href="./viewtopic.php?t=1907">Orders</a></h2>
${pager(page, last, perPage, posts.length)}
${slice.map(postHtml).join("\n")}
${pager(page, last, perPage, posts.length)}
</div><div class="copyright">Powered by <a href="https://www.phpbb.com/">phpBB</a></div></div></body></html>`;
}

/** Starts a thread of `posts` on a local phpBB forum. */
export async function startLongThread(posts: ThreadPost[], perPage = 10): Promise<LongThread> {
  const bodiesSent = new Map<number, number>();
  const forum = await startLocalForum((url, request) => {
    if (url.pathname !== "/viewtopic.php") return null;
    const start = Number(url.searchParams.get("start") ?? "0");
    const last = Math.max(1, Math.ceil(posts.length / perPage));
    const page = Math.min(last, Math.floor(start / perPage) + 1);
    const html = pageHtml(posts, page, perPage);
    const etag = `"${page}-${html.length}-${hash(html)}"`;
    if (request.ifNoneMatch === etag) return { status: 304, etag };
    bodiesSent.set(page, (bodiesSent.get(page) ?? 0) + 1);
    return { html, etag };
  });
  return {
    forum,
    url: `${forum.base}/viewtopic.php?f=3&t=1907`,
    posts,
    bodiesSent,
    close: () => forum.close(),
  };
}

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) | 0;
  return h >>> 0;
}
