import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePage } from "../../../parsers/index.ts";

const fixture = (p: string): string =>
  readFileSync(path.resolve(import.meta.dirname, "../../../fixtures/forums", p), "latin1");

describe("parsePage", () => {
  it("returns a problem, not an exception, for a bad time zone or fetch time", () => {
    expect(parsePage("<b>x</b>", { timezone: "Mars/Olympus" })).toMatchObject({
      ok: false,
      error: { code: "parse/bad_timezone" },
    });
    expect(parsePage("<b>x</b>", { fetchedAt: "last Tuesday" })).toMatchObject({
      ok: false,
      error: { code: "parse/bad_fetched_at" },
    });
    expect(parsePage("<b>x</b>", { platform: "myspace" } as never)).toMatchObject({
      ok: false,
      error: { code: "parse/bad_options" },
    });
  });

  it("says when it cannot tell the platform", () => {
    const r = parsePage("just some words");
    expect(r).toMatchObject({ ok: false, error: { code: "parse/unknown_platform" } });
  });

  it("--platform forces a reader: a page read as the wrong engine gives no posts rather than wrong ones, and says so", () => {
    const r = parsePage(fixture("phpbb3/ww1907-prosilver-quotes.html"), { platform: "mybb" });
    expect(r).toEqual({
      ok: true,
      value: {
        platform: "mybb",
        posts: [],
        warnings: [
          "MyBB page, but no post was found: no div.post_body in div.post#post_N (a theme this reader does not know?)",
        ],
      },
    });
  });

  it("hands BBCode text and Discord payloads to their readers", () => {
    const bb = parsePage("[b]Build 2 divisions in Moscow[/b]");
    expect(bb.ok && bb.value.platform).toBe("bbcode");
    expect(bb.ok && bb.value.posts[0]?.bold).toEqual(["Build 2 divisions in Moscow"]);
    const msg = JSON.stringify({
      id: "1",
      channel_id: "2",
      content: "**Attack Vienna with 3 from Krakow**",
      author: { id: "3", username: "franz" },
      timestamp: "2026-11-20T10:00:00.000000+00:00",
      edited_timestamp: null,
    });
    const d = parsePage(msg);
    expect(d.ok && d.value.platform).toBe("discord");
    expect(d.ok && d.value.posts[0]?.bold).toEqual(["Attack Vienna with 3 from Krakow"]);
  });

  it("rejects JSON that is not the forced platform's topic", () => {
    expect(parsePage('{"post_stream":{"posts":[]}}', { platform: "nodebb" })).toMatchObject({
      ok: false,
      error: { code: "parse/wrong_json" },
    });
  });

  it("decodes bytes with the Content-Type charset", () => {
    const html =
      '<li component="post" data-pid="1" data-username="Zoë"><div component="post/content"><b>Hold Liège</b></div></li>';
    const bytes = new Uint8Array(Buffer.from(html, "latin1"));
    const r = parsePage(bytes, { contentType: "text/html; charset=iso-8859-1", platform: "nodebb" });
    expect(r.ok && r.value.posts[0]?.bold).toEqual(["Hold Liège"]);
    expect(r.ok && r.value.posts[0]?.author.name).toBe("Zoë");
  });
});
