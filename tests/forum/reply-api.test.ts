import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { postDueNotices, posterFor } from "../../src/app/thread-replies.ts";
import { loadEnv } from "../../src/config/env.ts";
import { discoursePoster, discourseTopic, xenforoPoster, xenforoThread } from "../../src/forum/reply-api.ts";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { testService } from "../game/helpers.ts";

/** A local fake of a forum API on 127.0.0.1: records each request and answers with `status` and `body`. */
async function fakeApi(answer: { status: number; body: unknown }) {
  const requests: { method: string; url: string; headers: IncomingMessage["headers"]; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => {
      body += c.toString("utf8");
    });
    req.on("end", () => {
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { base: `http://127.0.0.1:${port}`, requests, answer };
}
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve));
});

describe("thread addresses", () => {
  it("finds a Discourse topic id and a XenForo thread id in their URLs", () => {
    expect(discourseTopic("https://forum.example/t/ww1907-game-3/1234/56")).toEqual({
      base: "https://forum.example",
      topicId: 1234,
    });
    expect(discourseTopic("https://forum.example/forum/t/1234")).toEqual({
      base: "https://forum.example/forum",
      topicId: 1234,
    });
    expect(xenforoThread("https://xf.example/community/threads/world-war-1907.987/page-3")).toEqual({
      base: "https://xf.example/community",
      threadId: 987,
    });
    expect(xenforoThread("https://xf.example/index.php?threads/game.55/")).toEqual({
      base: "https://xf.example",
      threadId: 55,
    });
    expect(discourseTopic("https://forum.example/c/games")).toBeNull();
  });
});

describe("posting replies through the forums' APIs", () => {
  it("Discourse: POST /posts.json with Api-Key and Api-Username headers and the Markdown as raw", async () => {
    const api = await fakeApi({ status: 200, body: { id: 991 } });
    const poster = discoursePoster({ apiKey: "secret-key-1", username: "adjutant" });
    const sent = await poster.reply(`${api.base}/t/game/77`, "**Reminder**");
    expect(sent).toEqual({ ok: true, value: { postId: "991" } });
    const [req] = api.requests;
    expect(req).toMatchObject({ method: "POST", url: "/posts.json" });
    expect(req?.headers["api-key"]).toBe("secret-key-1");
    expect(req?.headers["api-username"]).toBe("adjutant");
    expect(JSON.parse(req?.body ?? "{}")).toEqual({ topic_id: 77, raw: "**Reminder**" });
  });

  it("XenForo 2: POST /api/posts/ with XF-Api-Key and XF-Api-User and the BBCode as message", async () => {
    const api = await fakeApi({ status: 200, body: { success: true, post: { post_id: 4242 } } });
    const poster = xenforoPoster({ apiKey: "xf-secret", userId: "12" });
    const sent = await poster.reply(`${api.base}/threads/game.31/`, "[b]Reminder[/b]");
    expect(sent).toEqual({ ok: true, value: { postId: "4242" } });
    const [req] = api.requests;
    expect(req).toMatchObject({ method: "POST", url: "/api/posts/" });
    expect(req?.headers["xf-api-key"]).toBe("xf-secret");
    expect(req?.headers["xf-api-user"]).toBe("12");
    expect(Object.fromEntries(new URLSearchParams(req?.body ?? ""))).toEqual({
      thread_id: "31",
      message: "[b]Reminder[/b]",
    });
  });

  it("a refused post says why and what to check, and never carries the key", async () => {
    const api = await fakeApi({ status: 403, body: { errors: ["You are not permitted to post here."] } });
    const sent = await discoursePoster({ apiKey: "secret-key-2", username: "adjutant" }).reply(
      `${api.base}/t/x/1`,
      "hi",
    );
    expect(sent).toEqual({
      ok: false,
      error:
        "Discourse answered 403: You are not permitted to post here. (check the API key and the user it posts as)",
    });
    expect(JSON.stringify(sent)).not.toContain("secret-key-2");
  });
});

describe("the schedule's notices posted to the thread", () => {
  it("a notice is marked delivered only when the forum took it; a failure keeps it for the next round", async () => {
    const api = await fakeApi({ status: 500, body: { errors: ["down"] } });
    const t = testService();
    const created = await t.service.createGame({
      scenario: "ww1907",
      forumUrl: `${api.base}/t/game/5`,
      platform: "discourse",
    });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
    await schedule.configure(id, { phaseHours: 48 });
    const env = loadEnv({ DISCOURSE_API_KEY: "k", DISCOURSE_API_USERNAME: "adjutant" });
    const poster = posterFor("discourse", env);
    if (!poster.ok) throw new Error(poster.error);
    const failed = await postDueNotices(schedule, id, `${api.base}/t/game/5`, "discourse", poster.value);
    expect(failed.posted).toBe(0);
    expect(failed.failures[0]).toContain(
      'could not post "New deadline" to the thread: Discourse answered 500: down',
    );
    expect(await schedule.pending(id)).toHaveLength(1);
    api.answer.status = 200;
    api.answer.body = { id: 1 };
    const posted = await postDueNotices(schedule, id, `${api.base}/t/game/5`, "discourse", poster.value);
    expect(posted).toEqual({ posted: 1, failures: [] });
    expect(await schedule.pending(id)).toEqual([]);
    expect(JSON.parse(api.requests.at(-1)?.body ?? "{}").raw).toContain("the deadline is");
    // A summary the GM resolved is shared once and posted like the schedule's notices.
    await schedule.share(id, "summary-1907-deployment", { title: "1907 Deployment", blocks: [] });
    await schedule.share(id, "summary-1907-deployment", { title: "1907 Deployment", blocks: [] });
    expect(await postDueNotices(schedule, id, `${api.base}/t/game/5`, "discourse", poster.value)).toEqual({
      posted: 1,
      failures: [],
    });
    expect(JSON.parse(api.requests.at(-1)?.body ?? "{}").raw).toContain("1907 Deployment");
  });

  it("start-up refuses half a set of credentials, and a forum without an API says so", () => {
    expect(() => loadEnv({ DISCOURSE_API_KEY: "k" })).toThrow(/DISCOURSE_API_USERNAME/);
    const none = posterFor("phpbb3", loadEnv({}));
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error).toContain("only Discourse and XenForo 2 do");
  });
});
