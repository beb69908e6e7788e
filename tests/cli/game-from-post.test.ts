import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postIdOf } from "../../src/app/forum-sync.ts";
import { startServer, useCliDatabase } from "../forum/cli-env.ts";
import { fixturePath, startThreadServer, type ThreadServer } from "../forum/thread-server.ts";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();
useCliDatabase();

let server: ThreadServer;
beforeAll(async () => {
  server = await startThreadServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

/** The two pages of `fixtures/threads/ww1907-turn/` on 127.0.0.1, with ETags; the statuses it answered. */
let turn: { base: string; close: () => Promise<void>; statuses: number[] };
beforeAll(async () => {
  const statuses: number[] = [];
  const page = (name: string) =>
    readFileSync(new URL(`../../fixtures/threads/ww1907-turn/${name}`, import.meta.url), "utf8");
  const started = await startServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname !== "/viewtopic.php") return res.writeHead(404).end();
    const name = url.searchParams.get("start") === "4" ? "page-2.html" : "page-1.html";
    const etag = `"${name}"`;
    const status = req.headers["if-none-match"] === etag ? 304 : 200;
    statuses.push(status);
    res.writeHead(status, { "content-type": "text/html; charset=UTF-8", etag });
    res.end(status === 200 ? page(name) : undefined);
  });
  turn = { ...started, statuses };
});
afterAll(async () => {
  await turn.close();
});

const thread = () => `${server.baseUrl}${fixturePath("phpbb-spring-1907", 1)}`;

describe("game new --from-post: posts before that post are not the game's", () => {
  it("reads the thread for post 204's time, starts the game then, and the first sync goes on from that read", async () => {
    const link = `${turn.base}/viewtopic.php?p=204#p204`;
    const url = `${turn.base}/viewtopic.php?f=3&t=1907`;
    expect(await cli.run("game", "new", "--scenario", "ww1907", "--forum", url, "--from-post", link)).toBe(0);
    expect(cli.stdout).toContain("Posts from 2026-11-28T20:10:00.000Z on are the game's.");
    expect(turn.statuses).toEqual([200, 200]);

    turn.statuses.length = 0;
    cli.reset();
    expect(await cli.run("forum", "sync", "--json")).toBe(0);
    expect(turn.statuses).toEqual([304, 304]);
    const sync = JSON.parse(cli.stdout) as { results: { postId: string; kind: string }[] };
    const kinds = Object.fromEntries(sync.results.map((r) => [r.postId, r.kind]));
    // Osmano's orders (202) came before post 204: not the game's; Sassenach's (204) and Shrink's (208) are judged.
    expect(kinds).toMatchObject({ "202": "outside-phase", "204": "orders", "208": "orders" });
  });

  it("refuses a post that is not in the thread, naming the thread's posts, and creates no game", async () => {
    expect(
      await cli.run("game", "new", "--scenario", "ww1907", "--forum", thread(), "--from-post", "999"),
    ).toBe(1);
    expect(cli.stderr).toBe(
      `adjutant: post 999 is not in the thread ${thread()} (its posts run from 101 to 109): check the post, or use --from TIME\n`,
    );
    cli.reset();
    expect(await cli.run("game", "list")).toBe(0);
    expect(cli.stdout).toContain("No games yet");
  });

  it("needs --forum, and takes either --from or --from-post", async () => {
    expect(await cli.run("game", "new", "--scenario", "ww1907", "--from-post", "104")).toBe(1);
    expect(cli.stderr).toBe("adjutant: --from-post reads the thread: give --forum URL too\n");
    cli.reset();
    expect(
      await cli.run(
        "game",
        "new",
        "--scenario",
        "ww1907",
        "--forum",
        thread(),
        "--from",
        "2026-11-01",
        "--from-post",
        "104",
      ),
    ).toBe(1);
    expect(cli.stderr).toBe("adjutant: give --from TIME or --from-post POST, not both\n");
  });
});

describe("a post's number from the links the common forums give their posts", () => {
  it.each([
    ["104", "104"],
    ["p104", "104"],
    ["#post-104", "104"],
    ["https://forum.example.org/viewtopic.php?p=104#p104", "104"],
    ["https://forum.example.org/viewtopic.php?f=2&t=7&start=3#p104", "104"],
    ["https://forum.example.org/showthread.php?t=7&p=104#post104", "104"],
    ["https://forum.example.org/threads/autumn-1907-orders.42/post-104", "104"],
    ["https://forum.example.org/posts/104/", "104"],
    ["https://forum.example.org/index.php?topic=7.msg104#msg104", "104"],
    ["https://forum.example.org/showthread.php?tid=7&pid=104#pid104", "104"],
  ])("%s is post %s", (ref, id) => {
    expect(postIdOf(ref)).toEqual({ ok: true, value: id });
  });

  it("a thread's own link names no post", () => {
    const got = postIdOf("https://forum.example.org/viewtopic.php?f=2&t=7");
    expect(got.ok).toBe(false);
    if (!got.ok) expect(got.error).toContain("names no post: give the post's number (202) or its link");
  });
});
