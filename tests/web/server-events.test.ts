import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startWebServer, type WebServer } from "../../src/web/serve.ts";
import { useCliDatabase } from "../forum/cli-env.ts";
import { post } from "../game/helpers.ts";
import { useCli } from "../helpers/cli.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";
import { HOSTILE, playWorldWar1907, SECRET_ORDER, webService } from "./web-games.ts";

/**
 * Issue #27 through a real server on 127.0.0.1 (port 0): the pages over HTTP, and the server-sent events that make
 * a game page update itself: at once for a post judged or a phase resolved through this process's service, and by
 * polling for a change another process made on the same database. No event carries an order.
 */
const tempDir = useTempDirs();
const servers: WebServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** Reads server-sent events from a stream until `want` of them with event name `name` arrived (or the timeout). */
async function readEvents(url: string, want: number, act: () => void | Promise<void>, name = "change") {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { accept: "text/event-stream" } });
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  expect(res.headers.get("x-accel-buffering")).toBe("no");
  expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  const events: { event: string; data: string }[] = [];
  const parse = () =>
    text
      .split("\n\n")
      .slice(0, -1)
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1] ?? "",
        data: /^data: (.*)$/m.exec(block)?.[1] ?? "",
      }))
      .filter((e) => e.event !== "");
  const deadline = Date.now() + 10_000;
  let acted = false;
  while (Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    events.splice(0, events.length, ...parse());
    if (!acted && events.some((e) => e.event === "hello")) {
      acted = true;
      await act();
    }
    if (events.filter((e) => e.event === name).length >= want) break;
  }
  controller.abort();
  return { events, text };
}

describe("#27 the web server on 127.0.0.1", () => {
  it("serves the pages over HTTP with the security headers, and 404 outside its routes", async () => {
    const t = webService(":memory:");
    const id = await playWorldWar1907(t.service);
    const server = await startWebServer({ service: t.service, port: 0 });
    servers.push(server);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await fetch(`${server.url}/games/${id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(await page.text()).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect((await fetch(`${server.url}/games/${id}/nothing`)).status).toBe(404);
    await server.close();
    servers.pop();
    await t.store.close();
  });

  it("pushes a change when a post is judged and when a phase resolves, with no order in any event", async () => {
    const t = webService(":memory:");
    const id = await playWorldWar1907(t.service);
    const server = await startWebServer({ service: t.service, port: 0, pollMs: 60_000 });
    servers.push(server);
    const { events, text } = await readEvents(`${server.url}/games/${id}/events`, 2, async () => {
      await t.service.ingest(id, "forum", [
        post("Shrink", ["Move 1 from Berlin to Hamburg"], { postedAt: "2026-12-02T18:00:00.000Z" }),
      ]);
      expect((await t.service.resolve(id, { name: "GM" })).ok).toBe(true);
    });
    const changes = events.filter((e) => e.event === "change").map((e) => JSON.parse(e.data).kind);
    expect(changes).toEqual(["post", "phase"]);
    expect(text).not.toMatch(/Berlin|Hamburg/);
    expect(text).not.toMatch(SECRET_ORDER);
    expect(text).not.toContain(HOSTILE);
    await t.store.close();
  });

  it("notices a change made by another process on the same database (a fresh service on the file), by polling", async () => {
    const dir = tempDir("web-events");
    const file = join(dir, "games.db");
    const t = webService(file);
    const id = await playWorldWar1907(t.service);
    const server = await startWebServer({ service: t.service, port: 0, pollMs: 100 });
    servers.push(server);
    const other = webService(file);
    try {
      const { events } = await readEvents(`${server.url}/games/${id}/events`, 1, async () => {
        expect((await other.service.setDeadline(id, "2026-12-05T18:00:00.000Z")).ok).toBe(true);
      });
      expect(events.filter((e) => e.event === "change").map((e) => JSON.parse(e.data).kind)).toEqual([
        "changed",
      ]);
      // and the page a fresh request gets shows the new deadline
      expect(await (await fetch(`${server.url}/games/${id}`)).text()).toContain(
        'data-deadline="2026-12-05T18:00:00.000Z"',
      );
    } finally {
      await other.store.close();
      await server.close();
      servers.pop();
      await t.store.close();
    }
  });

  it("closing the server ends its open event streams", async () => {
    const t = webService(":memory:");
    const id = await playWorldWar1907(t.service);
    const server = await startWebServer({ service: t.service, port: 0 });
    const res = await fetch(`${server.url}/games/${id}/events`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    await reader.read();
    const started = Date.now();
    await server.close();
    let done = false;
    while (!done) done = (await reader.read()).done;
    expect(Date.now() - started).toBeLessThan(3000);
    await t.store.close();
  });
});

describe("#27 the CLI", () => {
  const cli = useCli();
  const db = useCliDatabase();

  it("`game set --unlisted yes` gives the page a long random link (under WEB_PUBLIC_URL), `no` lists it again", async () => {
    vi.stubEnv("WEB_PUBLIC_URL", "https://games.example.org/");
    expect(await cli.run("game", "new", "--scenario", "ww1907")).toBe(0);
    cli.reset();
    expect(await cli.run("game", "set", "--unlisted", "yes")).toBe(0);
    const link = /https:\/\/games\.example\.org\/games\/([A-Za-z0-9_-]{32})(?![A-Za-z0-9_-])/.exec(
      cli.stdout,
    );
    expect(link, cli.stdout).not.toBeNull();
    const store = db.open();
    try {
      expect(await store.getSetting("web-unlisted:ww1907-1")).toBe(link?.[1]);
    } finally {
      await store.db.close();
    }
    cli.reset();
    expect(await cli.run("game", "set", "--unlisted", "no")).toBe(0);
    expect(cli.stdout).toContain("https://games.example.org/games/ww1907-1");
    cli.reset();
    expect(await cli.run("game", "set", "--unlisted", "maybe")).toBe(1);
    expect(cli.stderr).toContain("--unlisted maybe: say yes or no");
  });

  it("`web --port` refuses what is no port", async () => {
    expect(await cli.run("web", "--port", "http")).toBe(1);
    expect(cli.stderr).toContain("--port http: give a port number from 0 to 65535");
  });
});
