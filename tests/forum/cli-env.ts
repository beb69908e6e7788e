import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, vi } from "vitest";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";

/** A fresh database file per test, named by DATABASE_FILE, with no request delay and UTC as FORUM_TIMEZONE. */
export interface CliDatabase {
  readonly file: string;
  readonly dir: string;
  /** Opens the test's database (close it with `store.db.close()`). */
  open(): GameStore;
}

/** Call once at the top of a CLI test file, beside `useCli()`. */
export function useCliDatabase(): CliDatabase {
  let dir = "";
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "adjutant-cli-"));
    vi.stubEnv("DATABASE_FILE", join(dir, "adjutant.db"));
    vi.stubEnv("FORUM_REQUEST_DELAY_MS", "0");
    vi.stubEnv("FORUM_TIMEZONE", "UTC");
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    get file() {
      return join(dir, "adjutant.db");
    },
    get dir() {
      return dir;
    },
    open: () => new GameStore(openDatabase(join(dir, "adjutant.db"))),
  };
}

/** A plain HTTP server on a random port of 127.0.0.1. */
export async function startServer(
  handler: RequestListener,
): Promise<{ base: string; close: () => Promise<void> }> {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** An address on 127.0.0.1 where nothing listens (a server was started there and closed). */
export async function refusedBase(): Promise<string> {
  const s = await startServer((_req, res) => res.end());
  await s.close();
  return s.base;
}

/** One post of a phpBB 3 (prosilver) page built by {@link phpbbPage}. */
export interface PhpbbPost {
  id: number;
  author: string;
  /** ISO 8601 with its offset, as phpBB writes it in `<time datetime>`. */
  postedAt: string;
  /** The post's HTML content (`<strong class="text-strong">` for bold). */
  content: string;
  /** phpBB's edit notice, e.g. "Last edited by GM on Wed Jun 10, 2026 10:20 am, edited 1 time in total." */
  notice?: string;
}

/** A one-page phpBB 3 thread in the prosilver markup of `fixtures/threads/ww1907-turn/`. */
export function phpbbPage(title: string, posts: PhpbbPost[]): string {
  const body = posts
    .map(
      (p, i) => `<div id="p${p.id}" class="post has-profile bg${(i % 2) + 1}">
<div class="inner">
<dl class="postprofile" id="profile${p.id}"><dt class="has-profile-rank no-avatar"><a href="./memberlist.php?mode=viewprofile&amp;u=${i + 2}" class="username">${p.author}</a></dt></dl>
<div class="postbody"><div id="post_content${p.id}">
<h3><a href="./viewtopic.php?p=${p.id}#p${p.id}">Re: ${title}</a></h3>
<p class="author"><a class="unread" href="./viewtopic.php?p=${p.id}#p${p.id}" title="Post"><span class="sr-only">Post</span></a> <span class="responsive-hide">by <strong><a href="./memberlist.php?mode=viewprofile&amp;u=${i + 2}" class="username">${p.author}</a></strong> &raquo; </span><time datetime="${p.postedAt}">${p.postedAt}</time></p>
<div class="content">${p.content}</div>
${p.notice ? `<div class="notice">${p.notice}</div>` : ""}
</div></div>
</div>
</div>
<hr class="divider" />`,
    )
    .join("\n");
  return `<!DOCTYPE html>
<html dir="ltr" lang="en-gb">
<head><meta charset="UTF-8" /><title>${title} - Adjutant Test Board</title>
<link href="./styles/prosilver/theme/stylesheet.css?assets_version=12" rel="stylesheet"></head>
<body id="phpbb" class="nojs notouch section-viewtopic ltr">
<div id="wrap" class="wrap"><div id="page-body" class="page-body" role="main">
<h2 class="topic-title"><a href="./viewtopic.php?t=1">${title}</a></h2>
${body}
</div></div>
</body>
</html>`;
}
