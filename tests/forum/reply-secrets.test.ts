import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { watchForum } from "../../src/app/forum-watch.ts";
import { posterFor, setThreadReplies } from "../../src/app/thread-replies.ts";
import { loadEnv } from "../../src/config/env.ts";
import { xenforoPoster } from "../../src/forum/reply-api.ts";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { createLogger } from "../../src/log/logger.ts";
import { configuredSecrets, scrubKnownSecrets } from "../../src/log/redact.ts";
import { testService } from "../game/helpers.ts";

const DISCOURSE_KEY = "dk-7f3a9c1e5b2d4f60";
const XENFORO_KEY = "xf-91be27ad43c05f18";
const DISCORD_TOKEN = "MTIzNDU2Nzg5.discord-token-secret";

/**
 * A fake forum on 127.0.0.1 that echoes what it was sent, secrets and all, in its error answers: GET (the thread
 * pages, robots.txt) answers 404; POST answers with `answer(request headers)`.
 */
async function echoingForum(answer: (headers: IncomingMessage["headers"], res: ServerResponse) => void) {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      if (req.method !== "POST") return res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      answer(req.headers, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((resolve) => s.close(resolve));
});

/** A JSON error answer that names every header it got (as a forum's debug mode does). */
const echoHeadersJson = (status: number) => (headers: IncomingMessage["headers"], res: ServerResponse) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(
    JSON.stringify({
      errors: [
        {
          message: `invalid api key ${headers["api-key"] ?? headers["xf-api-key"]}; headers ${JSON.stringify(headers)}`,
        },
      ],
    }),
  );
};

describe("#24.14 a forum's error answer never brings a configured secret into a failure or the logs", () => {
  it("Discourse 401 naming the key in its JSON error: the failure says 401, without the key", async () => {
    const base = await echoingForum(echoHeadersJson(401));
    const env = loadEnv({ DISCOURSE_API_KEY: DISCOURSE_KEY, DISCOURSE_API_USERNAME: "adjutant" });
    const poster = posterFor("discourse", env);
    if (!poster.ok) throw new Error(poster.error);
    const sent = await poster.value.reply(`${base}/t/game/5`, "hi");
    expect(sent.ok).toBe(false);
    if (sent.ok) return;
    expect(sent.error).toMatch(/^Discourse answered 401: invalid api key \[redacted\]; headers /);
    expect(sent.error).toContain("(check the API key and the user it posts as)");
    expect(sent.error).not.toContain(DISCOURSE_KEY);
  });

  it("XenForo 500 echoing its key and another configured secret: both censored", async () => {
    const base = await echoingForum((headers, res) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          errors: [{ message: `crash; XF-Api-Key=${headers["xf-api-key"]} discord=${DISCORD_TOKEN}` }],
        }),
      );
    });
    const poster = xenforoPoster({ apiKey: XENFORO_KEY, userId: "1" }, { secrets: [DISCORD_TOKEN] });
    const sent = await poster.reply(`${base}/threads/game.31/`, "hi");
    expect(sent).toEqual({
      ok: false,
      error: "XenForo answered 500: crash; XF-Api-Key=[redacted] discord=[redacted]",
    });
  });

  it("a 500 whose plain-text body echoes the key: the failure says 500 and copies nothing of the body", async () => {
    const base = await echoingForum((headers, res) => {
      res.writeHead(500, { "content-type": "text/plain" });
      res.end(`Internal error. Request headers: ${JSON.stringify(headers)}`);
    });
    const poster = xenforoPoster({ apiKey: XENFORO_KEY, userId: "1" });
    expect(await poster.reply(`${base}/threads/game.31/`, "hi")).toEqual({
      ok: false,
      error: "XenForo answered 500",
    });
  });

  it("the forum watcher's log lines and printed failures carry no key (a 500 that echoes the request headers)", async () => {
    const base = await echoingForum(echoHeadersJson(500));
    const env = loadEnv({
      DISCOURSE_API_KEY: DISCOURSE_KEY,
      DISCOURSE_API_USERNAME: "adjutant",
      DISCORD_TOKEN,
      FORUM_REQUEST_DELAY_MS: "0",
      LOG_LEVEL: "debug",
      LOG_FORMAT: "json",
    });
    const t = testService();
    const created = await t.service.createGame({
      scenario: "ww1907",
      forumUrl: `${base}/t/game/5`,
      platform: "discourse",
    });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await new ScheduleService({ service: t.service, store: t.store, now: () => new Date() }).configure(id, {
      phaseHours: 48,
    });
    expect((await setThreadReplies(t.service, t.store, env, id, true)).ok).toBe(true);
    const lines: string[] = [];
    const printed: string[] = [];
    const stop = new AbortController();
    await watchForum(
      {
        service: t.service,
        store: t.store,
        env,
        log: createLogger(env, { write: (s: string) => lines.push(s) }),
        print: (text) => {
          printed.push(text);
          if (text.startsWith("could not post")) stop.abort();
        },
      },
      id,
      stop.signal,
    );
    const failure = printed.find((p) => p.startsWith("could not post"));
    expect(failure).toMatch(/Discourse answered 500: invalid api key \[redacted\]/);
    const logged = lines.join("");
    expect(logged).toContain("Discourse answered 500: invalid api key [redacted]");
    for (const text of [logged, printed.join("\n")]) expect(text).not.toContain(DISCOURSE_KEY);
  });

  it("the logger censors every configured secret wherever it is written (message, field, error)", () => {
    const lines: string[] = [];
    const log = createLogger(
      { LOG_LEVEL: "info", LOG_FORMAT: "json", DISCORD_TOKEN, XENFORO_API_KEY: XENFORO_KEY },
      { write: (s: string) => lines.push(s) },
    );
    log.error({ detail: `token ${DISCORD_TOKEN}` }, `the forum said ${XENFORO_KEY}`);
    log.error({ err: new Error(`boom ${encodeURIComponent(DISCORD_TOKEN)}`) }, "failed");
    const all = lines.join("");
    expect(all).toContain("the forum said [redacted]");
    expect(all).toContain("token [redacted]");
    expect(all).not.toContain(DISCORD_TOKEN);
    expect(all).not.toContain(XENFORO_KEY);
  });

  it("the configured secrets: the Discord token, the forum keys, DATABASE_URL's password; short ones are left alone", () => {
    expect(
      configuredSecrets({
        DISCORD_TOKEN,
        DISCOURSE_API_KEY: DISCOURSE_KEY,
        DATABASE_URL: "postgres://adj:p%40ss-word-9@db.example/adj",
      }),
    ).toEqual([DISCORD_TOKEN, DISCOURSE_KEY, "p%40ss-word-9", "p@ss-word-9"]);
    // a one-letter "key" would censor every letter of a line
    expect(scrubKnownSecrets("keep it", ["k"])).toBe("keep it");
  });
});
