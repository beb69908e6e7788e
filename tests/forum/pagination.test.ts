import { describe, expect, it } from "vitest";
import { parsePage } from "../../parsers/index.ts";
import {
  findLastPage,
  findNextPage,
  lastPageOf,
  nextPageOf,
  pageNumberOf,
  pageUrl,
  stripSessionId,
} from "../../src/forum/pagination.ts";
import { pageHtml } from "../helpers/long-thread.ts";
import { fixtureBytes } from "./thread-server.ts";

describe("platform page URLs", () => {
  it("phpBB pages by post offset", () => {
    const t = "https://f.example/viewtopic.php?f=2&t=7";
    expect(pageUrl(t, "phpbb3", 1)).toBe(t);
    expect(pageUrl(t, "phpbb3", 3)).toBe(`${t}&start=50`);
    expect(pageUrl(`${t}&start=50`, "phpbb3", 2, 10)).toBe(`${t}&start=10`);
    expect(pageNumberOf(`${t}&start=50`, "phpbb3")).toBe(3);
  });

  it("vBulletin: page=N on showthread.php, /pageN on friendly URLs", () => {
    expect(pageUrl("https://f.example/showthread.php?t=12", "vbulletin3", 2)).toBe(
      "https://f.example/showthread.php?t=12&page=2",
    );
    expect(pageUrl("https://f.example/threads/12-orders/page3", "vbulletin4", 5)).toBe(
      "https://f.example/threads/12-orders/page5",
    );
    expect(pageUrl("https://f.example/forum/games/12-orders", "vbulletin5", 2)).toBe(
      "https://f.example/forum/games/12-orders/page2",
    );
    expect(pageNumberOf("https://f.example/threads/12-orders/page3", "vbulletin4")).toBe(3);
  });

  it("XenForo /page-N", () => {
    expect(pageUrl("https://f.example/threads/orders.42/", "xenforo2", 3)).toBe(
      "https://f.example/threads/orders.42/page-3",
    );
    expect(pageUrl("https://f.example/threads/orders.42/page-3", "xenforo1", 1)).toBe(
      "https://f.example/threads/orders.42/",
    );
    expect(pageNumberOf("https://f.example/threads/orders.42/page-3", "xenforo2")).toBe(3);
  });

  it("SMF topic=ID.OFFSET, in the query or a friendly path", () => {
    expect(pageUrl("https://f.example/index.php?topic=88.0", "smf", 3)).toBe(
      "https://f.example/index.php?topic=88.30",
    );
    expect(pageUrl("https://f.example/index.php/topic,88.0.html", "smf", 2, 20)).toBe(
      "https://f.example/index.php/topic,88.20.html",
    );
    expect(pageNumberOf("https://f.example/index.php?topic=88.30", "smf")).toBe(3);
  });

  it("MyBB page=N and thread-N-page-M.html", () => {
    expect(pageUrl("https://f.example/showthread.php?tid=5", "mybb", 2)).toBe(
      "https://f.example/showthread.php?tid=5&page=2",
    );
    expect(pageUrl("https://f.example/thread-5.html", "mybb", 4)).toBe(
      "https://f.example/thread-5-page-4.html",
    );
  });

  it("Invision /page/N/", () => {
    expect(pageUrl("https://f.example/topic/99-orders/", "invision", 2)).toBe(
      "https://f.example/topic/99-orders/page/2/",
    );
    expect(pageNumberOf("https://f.example/topic/99-orders/page/2/", "invision")).toBe(2);
  });

  it("Discourse ?page=N, JSON or not, without a post number", () => {
    expect(pageUrl("https://f.example/t/orders/123/45", "discourse", 2)).toBe(
      "https://f.example/t/orders/123?page=2",
    );
    expect(pageUrl("https://f.example/t/orders/123.json", "discourse", 3)).toBe(
      "https://f.example/t/orders/123.json?page=3",
    );
  });

  it("NodeBB ?page=N and UBB", () => {
    expect(pageUrl("https://f.example/topic/7/orders/12", "nodebb", 2)).toBe(
      "https://f.example/topic/7/orders?page=2",
    );
    expect(pageUrl("https://f.example/cgi-bin/ultimatebb.cgi?ubb=get_topic;f=1;t=000123", "ubb", 2)).toBe(
      "https://f.example/cgi-bin/ultimatebb.cgi?ubb=get_topic;f=1;t=000123;p=2",
    );
    expect(pageUrl("https://f.example/ubbthreads.php/topics/123/orders", "ubb", 3)).toBe(
      "https://f.example/ubbthreads.php/topics/123/orders/page/3",
    );
  });

  it("no pages for Discord or bare BBCode, nor for a bad URL", () => {
    expect(pageUrl("https://discord.com/channels/1/2", "discord", 2)).toBeNull();
    expect(pageUrl("not a url", "phpbb3", 2)).toBeNull();
  });
});

describe("next and last page from the page itself", () => {
  it("the forum reader finds the pager on its own tree as it reads the posts: the same next and last page, the page parsed once (issue #26)", () => {
    const pages = [
      { html: fixtureBytes("phpbb-spring-1907", 1), url: "http://127.0.0.1:9/viewtopic.php?f=2&t=7" },
      { html: fixtureBytes("phpbb-spring-1907", 2), url: "http://127.0.0.1:9/viewtopic.php?f=2&t=7&start=3" },
      { html: fixtureBytes("phpbb-spring-1907", 3), url: "http://127.0.0.1:9/viewtopic.php?f=2&t=7&start=6" },
      { html: fixtureBytes("xenforo-autumn-1907", 1), url: "http://h/threads/autumn-1907-orders.42/" },
      { html: fixtureBytes("xenforo-autumn-1907", 2), url: "http://h/threads/autumn-1907-orders.42/page-2" },
    ];
    const found = pages.map(({ html, url }) => {
      const read = parsePage(new Uint8Array(html), { pager: true });
      if (!read.ok || !read.value.pager) throw new Error("no pager read");
      const text = html.toString("utf-8");
      expect(nextPageOf(read.value.pager, url)).toBe(findNextPage(text, url));
      expect(lastPageOf(text, read.value.pager)).toBe(findLastPage(text));
      return nextPageOf(read.value.pager, url);
    });
    expect(found).toEqual([
      "http://127.0.0.1:9/viewtopic.php?f=2&t=7&start=3",
      "http://127.0.0.1:9/viewtopic.php?f=2&t=7&start=6",
      null,
      "http://h/threads/autumn-1907-orders.42/page-2",
      "http://h/threads/autumn-1907-orders.42/page-3",
    ]);
  });

  it("a page over 1 MB, read a slice at a time, still gives its pager: the part before the first post and the last slice", () => {
    const posts = Array.from({ length: 12_000 }, (_, i) => ({
      id: i + 1,
      author: `Player${i % 5}`,
      at: "2026-11-20T10:00:00Z",
      body: `<strong class="text-strong">Hold Vienna</strong> and a long line of chatter, post number ${i}.`.repeat(
        2,
      ),
    }));
    const whole = pageHtml(posts, 2, 4_000);
    // only the top pager, before the first post: the slices hold none
    const bottom = whole.lastIndexOf('<div class="action-bar">');
    const html = whole.slice(0, bottom) + whole.slice(whole.indexOf("</div></div>", bottom) + 12);
    expect(html.length).toBeGreaterThan(1 << 20);
    const read = parsePage(html, { platform: "phpbb3", pager: true });
    if (!read.ok || !read.value.pager) throw new Error("no pager read");
    expect(read.value.posts).toHaveLength(4_000);
    const url = "http://h/viewtopic.php?f=3&t=1907&start=4000";
    expect(nextPageOf(read.value.pager, url)).toBe("http://h/viewtopic.php?f=3&t=1907&start=8000");
    expect(lastPageOf(html, read.value.pager)).toBe(3);
  });

  it("reads the next link and last page of the phpBB fixture", () => {
    const html = fixtureBytes("phpbb-spring-1907", 1).toString("utf-8");
    expect(findNextPage(html, "http://127.0.0.1:9/viewtopic.php?f=2&t=7")).toBe(
      "http://127.0.0.1:9/viewtopic.php?f=2&t=7&start=3",
    );
    expect(findLastPage(html)).toBe(3);
    expect(
      findNextPage(fixtureBytes("phpbb-spring-1907", 3).toString("utf-8"), "http://h/viewtopic.php?t=7"),
    ).toBeNull();
  });

  it("reads the XenForo pager without rel=next links", () => {
    const html = fixtureBytes("xenforo-autumn-1907", 2)
      .toString("utf-8")
      .replace(/<link rel="next"[^>]*>/, "");
    expect(findNextPage(html, "http://h/threads/autumn-1907-orders.42/page-2")).toBe(
      "http://h/threads/autumn-1907-orders.42/page-3",
    );
    expect(findLastPage(html)).toBe(3);
  });

  it("recognises other pagers: Invision, MyBB, NodeBB", () => {
    expect(
      findNextPage(
        '<ul class="ipsPagination"><li class="ipsPagination_next"><a href="page/3/">Next</a></li></ul>',
        "http://h/topic/1-x/page/2/",
      ),
    ).toBe("http://h/topic/1-x/page/2/page/3/");
    expect(
      findNextPage(
        '<a class="pagination_next" href="showthread.php?tid=5&amp;page=2">Next</a>',
        "http://h/showthread.php?tid=5",
      ),
    ).toBe("http://h/showthread.php?tid=5&page=2");
    expect(
      findNextPage(
        '<ul class="pagination"><li class="next"><a href="?page=2">›</a></li></ul>',
        "http://h/topic/7/x",
      ),
    ).toBe("http://h/topic/7/x?page=2");
    expect(findLastPage('<div class="post"><a data-page="12">12</a></div>')).toBeNull();
    expect(
      findLastPage(
        '<ul class="ipsPagination"><li class="ipsPagination_last"><a data-page="12">Last</a></li></ul>',
      ),
    ).toBe(12);
  });

  it("drops session ids from next links so a page keeps one URL across runs", () => {
    const html =
      '<a rel="next" href="./viewtopic.php?f=2&amp;t=7&amp;start=25&amp;sid=0123456789abcdef0123456789abcdef">';
    expect(findNextPage(html, "http://h/viewtopic.php?f=2&t=7")).toBe(
      "http://h/viewtopic.php?f=2&t=7&start=25",
    );
    expect(stripSessionId("http://h/showthread.php?t=1&s=0123456789abcdef0123456789abcdef&page=2")).toBe(
      "http://h/showthread.php?t=1&page=2",
    );
    expect(stripSessionId("http://h/search?s=orders")).toBe("http://h/search?s=orders");
  });

  it("ignores fragment, javascript and other-site next links", () => {
    expect(
      findNextPage('<a rel="next" href="#">x</a><a rel="next" href="javascript:void(0)">y</a>', "http://h/t"),
    ).toBeNull();
    expect(
      findNextPage('<link rel="next" href="http://elsewhere.example/t?page=2">', "http://h/t"),
    ).toBeNull();
  });

  it("reads 'Page 2 of 7' and Discourse JSON sizes", () => {
    expect(findLastPage("<div>Page 2 of 7</div>")).toBe(7);
    expect(
      findLastPage(
        "<div>Page <strong>1</strong> of <strong>3</strong><ul><li><span>1</span></li></ul></div>",
      ),
    ).toBe(3);
    expect(findLastPage('{"posts_count": 41, "chunk_size": 20, "post_stream": {}}')).toBe(3);
    expect(findLastPage("<p>no pager here</p>")).toBeNull();
  });
});
