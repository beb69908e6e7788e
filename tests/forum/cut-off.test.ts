import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { syncForum } from "../../src/app/forum-sync.ts";
import { cutOffReason } from "../../src/forum/cut-off.ts";
import { testService } from "../game/helpers.ts";
import { phpbbPage, startServer } from "./cli-env.ts";

describe("cutOffReason tells a whole page from one cut off in transfer", () => {
  it.each([
    ["a whole HTML page", "<!DOCTYPE html><html><body><p>x</p></body></html>\n", null],
    ["a page that stops after </body>", "<!doctype html>\n<html><body>x</body>", null],
    [
      "a page with a BOM and a comment after </html>",
      "\uFEFF <html><body>x</body></html><!-- 0.02s -->",
      null,
    ],
    [
      "an HTML page cut in a post",
      '<!DOCTYPE html><html><body><div class="content"><strong>Build 2 divi',
      "the page does not end with </html>",
    ],
    ["an HTML page cut before its body", "<html><head><title>Orders", "the page does not end with </html>"],
    ["a whole JSON payload", '{"post_stream":{"posts":[]}}', null],
    [
      "a JSON payload cut off",
      '{"post_stream":{"posts":[{"id":1,"cooked":"<b>Bu',
      "the JSON ends before it is complete",
    ],
    ["a BBCode export (nothing to tell by)", "[b]Build 2 divisions in Moscow", null],
    ["a JSON array cut off", '[{"id":1,"content":"Bu', "the JSON ends before it is complete"],
  ])("%s", (_name, text, reason) => {
    expect(cutOffReason(text)).toBe(reason);
  });

  it("every stored fixture page reads as whole", () => {
    const root = fileURLToPath(new URL("../../fixtures/", import.meta.url));
    const pages = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(20);
    for (const page of pages) expect(cutOffReason(readFileSync(`${root}${page}`, "latin1")), page).toBeNull();
  });
});

const OPENING = {
  id: 301,
  author: "Admiral_Nelson",
  postedAt: "2026-12-01T08:00:00+00:00",
  content: "Deployment phase, 1907. Post your orders in bold.",
};
const ORDERS = {
  id: 302,
  author: "Osmano",
  postedAt: "2026-12-01T09:10:00+00:00",
  content: '<strong class="text-strong">Build 2 divisions in Moscow</strong>',
};
const page = phpbbPage("World War 1907 - Deployment", [OPENING, ORDERS]);

describe("W33 a page cut off mid-transfer is not read as an edit", () => {
  let serveCut = false;
  let server: { base: string; close: () => Promise<void> };
  beforeAll(async () => {
    server = await startServer((req, res) => {
      if (req.url === "/robots.txt") {
        res.writeHead(404);
        return res.end();
      }
      // No Content-Length: the response ends cleanly wherever the body stops.
      res.writeHead(200, { "content-type": "text/html; charset=UTF-8" });
      res.end(serveCut ? page.slice(0, page.indexOf("divisions in Moscow") + 4) : page);
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("Russia's orders stay in force through a sync that got half the page, and the GM is told", async () => {
    const { service, store } = testService();
    const game = await service.createGame({
      scenario: "ww1907",
      forumUrl: `${server.base}/viewtopic.php?t=1`,
      startsAt: "2026-11-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    const options = { userAgent: "AdjutantTest/1.0", delayMs: 0, timezone: "UTC", sleep: async () => {} };
    const first = await syncForum(service, store, game.value.id, options);
    expect(first.results.find((r) => r.postId === "302")).toMatchObject({ kind: "orders", nation: "russia" });

    serveCut = true;
    const cut = await syncForum(service, store, game.value.id, options);
    // The only page of the thread came cut: nothing was read on this run, so nothing is ingested or kept.
    expect(cut.results.map((r) => r.kind)).not.toContain("edited");
    expect([cut.failure]).toEqual([
      `page 1 arrived cut off (${Buffer.byteLength(page.slice(0, page.indexOf("divisions in Moscow") + 4))} bytes, the page does not end with </html>); the posts read from it before are kept, and it is read again on the next sync (${server.base}/viewtopic.php?t=1)`,
    ]);

    serveCut = false;
    const whole = await syncForum(service, store, game.value.id, options);
    expect(whole.problems).toEqual([]);
    expect(whole.results.map((r) => r.kind)).toEqual(["unchanged", "unchanged"]);
  });
});
