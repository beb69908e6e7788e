import { describe, expect, it } from "vitest";
import { postPermalink } from "../../src/presenters/forum-bbcode.ts";

describe("a post's own address on each forum engine", () => {
  const cases: [platform: string, thread: string, link: string | null][] = [
    [
      "phpbb3",
      "https://f.example/forum/viewtopic.php?t=1907",
      "https://f.example/forum/viewtopic.php?p=42#p42",
    ],
    [
      "phpbb3",
      "https://f.example/viewtopic.php?f=2&t=1907&start=25",
      "https://f.example/viewtopic.php?p=42#p42",
    ],
    [
      "phpbb2",
      "http://old.example/phpBB2/viewtopic.php?t=7",
      "http://old.example/phpBB2/viewtopic.php?p=42#42",
    ],
    [
      "vbulletin3",
      "https://vb.example/forums/showthread.php?t=9",
      "https://vb.example/forums/showthread.php?p=42#post42",
    ],
    [
      "vbulletin4",
      "https://vb.example/forums/threads/9-The-war",
      "https://vb.example/forums/showthread.php?p=42#post42",
    ],
    ["vbulletin5", "https://vb.example/forum/games/9-the-war", null],
    ["xenforo2", "https://xf.example/threads/the-war.123/page-2", "https://xf.example/posts/42/"],
    [
      "xenforo1",
      "https://xf.example/community/index.php?threads/the-war.123/",
      "https://xf.example/community/index.php?posts/42/",
    ],
    ["smf", "https://smf.example/index.php?topic=77.0", "https://smf.example/index.php?topic=77.msg42#msg42"],
    [
      "smf",
      "https://smf.example/board/index.php?topic=77.30",
      "https://smf.example/board/index.php?topic=77.msg42#msg42",
    ],
    ["mybb", "https://my.example/showthread.php?tid=5", "https://my.example/showthread.php?pid=42#pid42"],
    [
      "mybb",
      "https://my.example/forum/thread-5.html",
      "https://my.example/forum/showthread.php?pid=42#pid42",
    ],
    [
      "invision",
      "https://ips.example/topic/88-the-war/",
      "https://ips.example/topic/88-the-war/?do=findComment&comment=42",
    ],
    [
      "invision",
      "https://ips.example/index.php?showtopic=88",
      "https://ips.example/index.php?showtopic=88&view=findpost&p=42",
    ],
    ["nodebb", "https://bb.example/topic/12/the-war", "https://bb.example/post/42"],
    ["ubb", "https://ubb.example/cgi-bin/ultimatebb.cgi?ubb=get_topic;f=1;t=000123", null],
    ["discourse", "https://d.example/t/the-war/55", null],
  ];
  for (const [platform, thread, expected] of cases) {
    it(`${platform}: ${thread} → ${expected ?? "no permalink"}`, () => {
      expect(postPermalink(platform, thread, "42")).toBe(expected);
    });
  }

  it("no link without a thread, for an unknown engine, or for a post id that is not the forum's (a Discord post)", () => {
    expect(postPermalink("phpbb3", null, "42")).toBeNull();
    expect(postPermalink(null, "https://f.example/viewtopic.php?t=1", "42")).toBeNull();
    expect(postPermalink("phpbb3", "https://f.example/viewtopic.php?t=1", "1182740123456789012")).toBeNull();
    expect(postPermalink("phpbb3", "https://f.example/viewtopic.php?t=1", "p42")).toBeNull();
    expect(postPermalink("phpbb3", "not a url", "42")).toBeNull();
  });
});
