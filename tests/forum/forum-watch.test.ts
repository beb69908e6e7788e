import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { watchForum } from "../../src/app/forum-watch.ts";
import { loadEnv } from "../../src/config/env.ts";
import { testService } from "../game/helpers.ts";
import { startServer } from "./cli-env.ts";
import { summerEditPage } from "./summer-thread.ts";

let forum: { base: string; close: () => Promise<void> };
beforeAll(async () => {
  forum = await startServer((req, res) => {
    if (req.url === "/viewtopic.php?t=1") {
      res.writeHead(200, { "content-type": "text/html; charset=UTF-8" });
      return res.end(summerEditPage);
    }
    res.writeHead(404).end();
  });
});
afterAll(async () => {
  await forum.close();
});

/** Runs the watcher for one poll (it stops after the first sync is logged) and returns the log records. */
async function watchOnce(gameId: string, deps: ReturnType<typeof testService>) {
  const records: { level: number; msg: string }[] = [];
  const stop = new AbortController();
  const sink = new Writable({
    write(chunk, _enc, done) {
      const record = JSON.parse(String(chunk)) as { level: number; msg: string };
      records.push(record);
      if (record.msg === "forum synced" || record.level >= 50) stop.abort();
      done();
    },
  });
  const env = loadEnv({
    FORUM_TIMEZONE: "Asia/Tokyo",
    FORUM_REQUEST_DELAY_MS: "0",
    FORUM_POLL_SECONDS: "600",
  });
  const log = pino({ level: "info" }, sink);
  await watchForum(
    { service: deps.service, store: deps.store, env, log, print: () => {} },
    gameId,
    stop.signal,
  );
  return records;
}

describe("the forum watcher reads the thread as forum sync does", () => {
  it("W33 uses the game's forum time zone over FORUM_TIMEZONE: a moderator's edit is stored after its post", async () => {
    const deps = testService();
    const game = await deps.service.createGame({
      scenario: "ww1907",
      forumUrl: `${forum.base}/viewtopic.php?t=1`,
      forumTimezone: "Europe/London",
      startsAt: "2026-06-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    const records = await watchOnce(game.value.id, deps);
    expect(records.map((r) => r.msg)).toEqual(["forum synced"]);
    const row = await deps.store.getPost(game.value.id, "forum", "302");
    expect(row?.posted_at).toBe("2026-06-10T09:10:00.000Z");
    expect(row?.edited_json).toMatchObject({ at: "2026-06-10T09:20:00.000Z", byModerator: true });
  });

  it("logs a thread it cannot read as an error with the one-line reason, and stops when told", async () => {
    const deps = testService();
    const url = `${forum.base}/viewtopic.php?t=404`;
    const game = await deps.service.createGame({ scenario: "ww1907", forumUrl: url });
    if (!game.ok) throw new Error(game.error);
    const records = await watchOnce(game.value.id, deps);
    expect(records).toMatchObject([
      {
        level: 50,
        msg: `cannot read ${url}: the server answered 404 Not Found. Check the thread URL with \`adjutant game set --forum URL\`.`,
      },
    ]);
  });
});
