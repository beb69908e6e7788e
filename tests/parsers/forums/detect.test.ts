import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { detectPlatform } from "../../../parsers/detect.ts";

const root = path.resolve(import.meta.dirname, "../../../fixtures/forums");

describe("platform detection", () => {
  for (const platform of readdirSync(root)) {
    for (const file of readdirSync(path.join(root, platform)).filter((f) => !f.endsWith(".expected.json"))) {
      it(`detects ${platform} in ${file}`, () => {
        const d = detectPlatform(readFileSync(path.join(root, platform, file), "latin1"));
        expect(d.kind === "html" || d.kind === "json" ? d.platform : d.kind).toBe(platform);
      });
    }
  }

  it("detects the JSON of Discourse, NodeBB and Discord by shape", () => {
    expect(detectPlatform('{"post_stream":{"posts":[]}}')).toMatchObject({
      kind: "json",
      platform: "discourse",
    });
    expect(detectPlatform('{"tid":1,"posts":[{"pid":2,"content":""}]}')).toMatchObject({
      kind: "json",
      platform: "nodebb",
    });
    expect(detectPlatform('{"t":"MESSAGE_CREATE","d":{"content":"x","channel_id":"1"}}')).toMatchObject({
      kind: "json",
      platform: "discord",
    });
    expect(detectPlatform('[{"content":"x","author":{"id":"1"}}]')).toMatchObject({
      kind: "json",
      platform: "discord",
    });
  });

  it("detects raw BBCode", () => {
    expect(detectPlatform("[quote=Tsar]x[/quote]\n[b]Build 2 divisions in Moscow[/b]")).toEqual({
      kind: "bbcode",
    });
  });

  it("says it cannot tell for plain text and foreign JSON", () => {
    expect(detectPlatform("hello world").kind).toBe("unknown");
    expect(detectPlatform('{"a":1}').kind).toBe("unknown");
  });

  it("trusts the generator meta tag over class names", () => {
    const page =
      '<meta name="generator" content="vBulletin 4.2.5"><div id="post_message_1" class="messageText"></div>';
    expect(detectPlatform(page)).toEqual({ kind: "html", platform: "vbulletin4" });
  });
});
