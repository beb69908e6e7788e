import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FakeDiscord, type FakeUser, type RecordedRequest, shardOf } from "../helpers/fake-discord.ts";
import { refOf } from "./helpers/bot-harness.ts";

/**
 * The sharded bot end to end: `npm start`'s compiled program (`node dist/src/main.js`, built by `npm ci` / `npm run
 * build`) with SHARD_COUNT set starts discord.js's ShardingManager, which starts one process per shard; all of them
 * on one SQLite file, against a fake Discord on 127.0.0.1 that hands out two shards. Two guilds fall on different
 * shards, with a game in a channel of each: every post gets exactly one reply, from its guild's shard (each shard
 * names itself in its User-Agent), /resolve works in both, the slash commands are registered once, every shard's
 * log lines carry its id, and SIGTERM to the manager stops every shard.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));
const main = join(root, "dist", "src", "main.js");
const built = existsSync(join(root, "dist", "src", "bot", "shard-process.js"));
if (!built) process.stdout.write(`sharded bot tests skipped: ${main} has no shards (run npm run build)\n`);

const alice: FakeUser = { id: "1100000000000000002", username: "tsar", globalName: "Tsar Nicholas" };
const gm: FakeUser = { id: "1100000000000000004", username: "gm" };
/** (id >> 22) % 2 === 1: shard 1 of 2. */
const ODD = {
  id: "1200000000000000001",
  name: "Odd",
  channels: [{ id: "1200000000000000002", name: "war-room" }],
};
/** (id >> 22) % 2 === 0: shard 0 of 2. */
const EVEN = {
  id: "1200000000004194305",
  name: "Even",
  channels: [{ id: "1200000000004194306", name: "front" }],
};
const channelOf = (g: typeof ODD) => g.channels[0]?.id ?? "";

/** What SIGTERM may take at most: each shard stops its client and closes the database. */
const PROMPT_MS = 10_000;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-shards-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Started {
  child: ChildProcess;
  stderr: () => string;
  exited: Promise<number | string | null>;
  at: number;
}

function start(env: Record<string, string>): Started {
  const at = Date.now();
  const child = spawn(process.execPath, [main], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", HOME: dir, LOG_FORMAT: "json", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let err = "";
  child.stdout?.on("data", () => undefined);
  child.stderr?.on("data", (c: Buffer) => {
    err += c.toString();
  });
  const exited = new Promise<number | string | null>((resolve) =>
    child.on("exit", (code, signal) => resolve(code ?? signal)),
  );
  return { child, stderr: () => err, exited, at };
}

/** The JSON log lines written so far. */
function logLines(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Waits until a log line matches, failing after `ms` with what was seen (or at once if the process ended). */
async function waitForLine(
  p: Started,
  match: (line: Record<string, unknown>) => boolean,
  ms = 60_000,
): Promise<Record<string, unknown>> {
  const until = Date.now() + ms;
  let ended = false;
  void p.exited.then(() => {
    ended = true;
  });
  for (;;) {
    const hit = logLines(p.stderr()).find(match);
    if (hit) return hit;
    if (ended || Date.now() > until) throw new Error(`no such log line after ${ms} ms; got:\n${p.stderr()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The shard a request came from, by the User-Agent the shard gives itself ("adjutant-shard/1-of-2"). */
function shardOfRequest(r: RecordedRequest): string | null {
  return /adjutant-shard\/([\d,]+-of-\d+)/.exec(r.userAgent)?.[1] ?? null;
}

/** Resolves with the first recorded request from `after` on that matches, polling; fails after `ms`. */
async function request(
  fake: FakeDiscord,
  match: (r: RecordedRequest) => boolean,
  after = 0,
  ms = 30_000,
): Promise<RecordedRequest> {
  const until = Date.now() + ms;
  for (;;) {
    const hit = fake.requests.slice(after).find(match);
    if (hit) return hit;
    if (Date.now() > until) {
      throw new Error(
        `no matching request after ${ms} ms; the bot's log ends:\n${running?.stderr().slice(-4000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Runs a slash command and waits for the bot's answer (callback, then the edited original or a follow-up). */
async function command(
  fake: FakeDiscord,
  input: Parameters<FakeDiscord["runSlashCommand"]>[0],
): Promise<{ token: string; answers: RecordedRequest[] }> {
  const { id, token } = fake.runSlashCommand(input);
  const callback = await request(
    fake,
    (r) => r.method === "POST" && r.path.startsWith(`/interactions/${id}/`),
  );
  const deferred = (callback.body as { type?: number }).type === 5;
  const answers = [callback];
  if (deferred) {
    answers.push(
      await request(fake, (r) => r.method === "PATCH" && r.path.endsWith(`/${token}/messages/@original`)),
    );
  }
  return { token, answers };
}

const replyTo = (fake: FakeDiscord, id: string) =>
  request(fake, (r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r) === id);

/** Sets a game up in a channel with the slash commands, as a GM does: /game new, /assign Alice to Russia. */
async function setUpGame(fake: FakeDiscord, channelId: string): Promise<void> {
  const created = await command(fake, {
    name: "game",
    user: gm,
    channelId,
    options: [{ name: "new", type: 1, options: [{ name: "scenario", type: 3, value: "ww1907" }] }],
  });
  expect(JSON.stringify(created.answers.at(-1)?.body)).toContain("ww1907");
  const assigned = await command(fake, {
    name: "assign",
    user: gm,
    channelId,
    options: [
      { name: "user", type: 6, value: alice.id },
      { name: "nation", type: 3, value: "Russia" },
    ],
    resolvedUsers: [alice],
  });
  expect(JSON.stringify(assigned.answers.at(-1)?.body)).toContain("Russia");
}

/**
 * Alice posts `n` order posts in a channel, one after the other; each must get exactly one reply, from `shard`.
 * Returns the milliseconds from each post to its reply's request.
 */
async function postOrders(
  fake: FakeDiscord,
  channelId: string,
  shard: string | null,
  n: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const sentAt = Date.now();
    const id = fake.sendMessage({
      id: idNow(),
      author: alice,
      channelId,
      content: `**Build ${1 + (i % 2)} divisions in Moscow**`,
    });
    const reply = await replyTo(fake, id);
    times.push(reply.at - sentAt);
    expect(shardOfRequest(reply)).toBe(shard);
    expect(JSON.stringify(reply.body)).toContain("Russian Empire");
  }
  return times;
}

let sequence = 0n;
/** A message id made now (Discord's epoch 2015-01-01): a game made by /game new reads posts from its start on. */
function idNow(): string {
  sequence++;
  return (((BigInt(Date.now()) - 1420070400000n) << 22n) | (sequence & 0xfffn)).toString();
}

/** Order posts per channel one after the other, and per channel with both channels posting at once. */
const SEQUENTIAL = 8;
const TOGETHER = 6;

/** "median/max" of the reply times, in ms. */
function spread(xs: number[]): string {
  const sorted = [...xs].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)]}/${sorted.at(-1)}`;
}

/** The database file after the bot ended: its integrity check and how many games and posts it holds. */
function inspect(file: string): { integrity: unknown; games: number; posts: number } {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const count = (table: string) =>
      (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
    return {
      integrity: db.pragma("integrity_check", { simple: true }),
      games: count("games"),
      posts: count("posts"),
    };
  } finally {
    db.close();
  }
}

/** Whether a process is still there. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, what: string, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) {
      throw new Error(`waited ${ms} ms for ${what}; the bot's log ends:\n${running?.stderr().slice(-4000)}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Sends SIGTERM and returns how the process ended within PROMPT_MS ("still running" if it did not). */
async function terminate(p: Started): Promise<number | string | null> {
  p.child.kill("SIGTERM");
  const late = new Promise<string>((resolve) => setTimeout(() => resolve("still running"), PROMPT_MS));
  const how = await Promise.race([p.exited, late]);
  if (how === "still running") {
    p.child.kill("SIGKILL");
    await p.exited;
  }
  return how;
}

/** The bot under test (its log goes into a failed wait's message). */
let running: Started | null = null;

describe.skipIf(!built)("npm start with SHARD_COUNT: a sharded bot (node dist/src/main.js)", () => {
  let fake: FakeDiscord | null = null;
  afterEach(async () => {
    if (running && running.child.exitCode === null) await terminate(running);
    // a failed test leaves no shard process behind
    for (const l of logLines(running?.stderr() ?? "")) {
      if (l.msg === "shard process started" && typeof l.pid === "number" && alive(l.pid))
        process.kill(l.pid, "SIGKILL");
    }
    running = null;
    await fake?.stop();
    fake = null;
  });

  it("SHARD_COUNT=auto: two shards, each guild's posts and /resolve answered once by its own shard, commands registered once, SIGTERM stops all", async () => {
    expect([shardOf(EVEN.id, 2), shardOf(ODD.id, 2)]).toEqual([0, 1]);
    fake = new FakeDiscord({ shards: 2, guilds: [ODD, EVEN], users: [alice, gm] });
    await fake.start();
    const f = fake;
    const p = start({
      DATABASE_FILE: join(dir, "sharded.db"),
      DISCORD_TOKEN: "fake.bot.token",
      DISCORD_API_BASE: f.apiBase,
      DISCORD_GM_USER_IDS: gm.id,
      SHARD_COUNT: "auto",
    });
    running = p;
    const ready = await waitForLine(p, (l) => l.msg === "all shards ready");
    const readyWallMs = Date.now() - p.at;
    expect(ready).toMatchObject({ shards: 2 });
    expect(f.identified()).toEqual([
      { shard: [0, 2], guilds: [EVEN.id], connected: true },
      { shard: [1, 2], guilds: [ODD.id], connected: true },
    ]);

    await setUpGame(f, channelOf(ODD));
    await setUpGame(f, channelOf(EVEN));
    const oddTimes = await postOrders(f, channelOf(ODD), "1-of-2", SEQUENTIAL);
    const evenTimes = await postOrders(f, channelOf(EVEN), "0-of-2", SEQUENTIAL);
    // both channels at once: two processes write to the one SQLite file at the same moment. A post must not be
    // lost to SQLITE_BUSY ("database is locked"): a write transaction that starts as a read (BEGIN DEFERRED) and
    // finds the other process writing fails at once, without the busy timeout; BEGIN IMMEDIATE waits its turn.
    const both = await Promise.all([
      postOrders(f, channelOf(ODD), "1-of-2", TOGETHER),
      postOrders(f, channelOf(EVEN), "0-of-2", TOGETHER),
    ]);

    for (const [guild, shard] of [
      [ODD, "1-of-2"],
      [EVEN, "0-of-2"],
    ] as const) {
      const { answers } = await command(f, { name: "resolve", user: gm, channelId: channelOf(guild) });
      const summary = answers.at(-1) as RecordedRequest;
      expect(shardOfRequest(summary)).toBe(shard);
      expect(summary.files.map((x) => x.name.split(".").at(-1))).toEqual(["txt", "png"]);
    }

    // every post had exactly one reply
    const replies = f.requests.filter((r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r));
    expect(new Set(replies.map(refOf)).size).toBe(replies.length);
    expect(replies).toHaveLength(2 * SEQUENTIAL + 2 * TOGETHER);
    // the slash commands were registered once, by shard 0, for every guild (globally)
    const puts = f.requestsTo("PUT", /\/commands$/);
    expect(puts.map((r) => [r.path.replace(/\d+/, "APP"), shardOfRequest(r)])).toEqual([
      ["/applications/APP/commands", "0-of-2"],
    ]);

    const how = await terminate(p);
    expect(how, p.stderr()).toBe(0);
    // both shards wrote to the one database, and left it whole: two games, every post kept
    expect(inspect(join(dir, "sharded.db"))).toEqual({
      integrity: "ok",
      games: 2,
      posts: 2 * SEQUENTIAL + 2 * TOGETHER,
    });
    const lines = logLines(p.stderr());
    const stopped = lines.filter((l) => l.msg === "Discord bot stopped").map((l) => l.shard);
    expect(stopped.sort()).toEqual([0, 1]);
    expect(lines.some((l) => l.msg === "all shards stopped")).toBe(true);
    // every line from a shard process carries its shard id
    const fromShards = lines.filter((l) => l.pid !== p.child.pid);
    expect(fromShards.length).toBeGreaterThan(0);
    for (const l of fromShards) expect([0, 1], JSON.stringify(l)).toContain(l.shard);
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);

    process.stdout.write(
      `sharded bot, 2 shards (max_concurrency 1): manager start to both READY ${String(ready.readyMs)} ms (process start ${readyWallMs} ms wall); ` +
        `reply per post, median/max ms: shard 1 ${spread(oddTimes)}, shard 0 ${spread(evenTimes)}, both channels at once ${spread(both.flat())}\n`,
    );
  }, 120_000);

  it("max_concurrency 2: the second shard starts as soon as the first is ready (no 5.5 s wait); a shard that dies is started again and answers; shards end with their manager", async () => {
    fake = new FakeDiscord({ shards: 2, maxConcurrency: 2, guilds: [ODD, EVEN], users: [alice, gm] });
    await fake.start();
    const f = fake;
    const p = start({
      DATABASE_FILE: join(dir, "respawn.db"),
      DISCORD_TOKEN: "fake.bot.token",
      DISCORD_API_BASE: f.apiBase,
      DISCORD_GM_USER_IDS: gm.id,
      SHARD_COUNT: "2",
    });
    running = p;
    const ready = await waitForLine(p, (l) => l.msg === "all shards ready");
    expect(logLines(p.stderr()).find((l) => l.msg === "starting the shards")).toMatchObject({
      shards: 2,
      spawnDelayMs: 0,
    });
    await setUpGame(f, channelOf(ODD));
    const pidOf = (shard: number) =>
      logLines(p.stderr())
        .filter((l) => l.msg === "shard process started" && l.shard === shard)
        .map((l) => l.pid as number);
    const [first] = pidOf(1);
    expect(first).toBeGreaterThan(0);
    process.kill(first as number, "SIGKILL");
    // it died within a minute of its start: started again after 2 s (restartDelayMs), not at once
    expect(
      await waitForLine(p, (l) => l.msg === "shard process ended; starting it again" && l.shard === 1),
    ).toMatchObject({ signal: "SIGKILL", restartInMs: 2000 });
    const readyCount = (shard: number) =>
      logLines(p.stderr()).filter((l) => l.msg === "shard ready" && l.shard === shard).length;
    await until(() => readyCount(1) === 2 && pidOf(1).length === 2, "shard 1 started again and ready");
    expect(f.identified().find((x) => x.shard[0] === 1)).toEqual({
      shard: [1, 2],
      guilds: [ODD.id],
      connected: true,
    });
    // the new shard 1 process reads the game the old one made, and answers in its channel
    expect(await postOrders(f, channelOf(ODD), "1-of-2", 1)).toHaveLength(1);

    // the manager killed outright: its shards notice the closed IPC channel and stop by themselves
    const shardPids = [pidOf(0)[0], pidOf(1)[1]] as number[];
    p.child.kill("SIGKILL");
    await p.exited;
    await until(() => shardPids.every((pid) => !alive(pid)), "the shard processes to end");
    expect(inspect(join(dir, "respawn.db"))).toMatchObject({ integrity: "ok", games: 1, posts: 1 });
    process.stdout.write(
      `sharded bot, 2 shards (max_concurrency 2): manager start to both READY ${String(ready.readyMs)} ms\n`,
    );
  }, 120_000);

  it("a shard that cannot log in: the manager stops and exits 1, the shard's reason in the log with its id", async () => {
    fake = new FakeDiscord({ shards: 2, guilds: [ODD, EVEN], users: [alice, gm] });
    await fake.start();
    const f = fake;
    let asked = 0;
    // the manager's GET /gateway/bot is answered, the shard's (its login) refused
    f.overrides.push((r) =>
      r.path === "/gateway/bot" && ++asked > 1
        ? { status: 401, body: { message: "401: Unauthorized", code: 0 } }
        : null,
    );
    const p = start({
      DATABASE_FILE: join(dir, "refused.db"),
      DISCORD_TOKEN: "fake.bot.token",
      DISCORD_API_BASE: f.apiBase,
      SHARD_COUNT: "2",
    });
    running = p;
    const how = await Promise.race([
      p.exited,
      new Promise((r) => setTimeout(() => r("still running"), 30_000)),
    ]);
    expect(how, p.stderr()).toBe(1);
    const lines = logLines(p.stderr());
    expect(lines.find((l) => l.shard === 0 && l.level === 50)).toMatchObject({
      msg: "Discord bot could not start: An invalid token was provided.",
    });
    expect(lines.some((l) => l.msg === "a shard could not start; stopping the others")).toBe(true);
    expect(lines.filter((l) => l.msg === "shard process started").map((l) => l.shard)).toEqual([0]);
    expect(f.identified()).toEqual([]);
  }, 60_000);

  it("SHARD_COUNT=1 through the manager: the same bot on one shard (the figure to compare)", async () => {
    fake = new FakeDiscord({ shards: 1, guilds: [ODD, EVEN], users: [alice, gm] });
    await fake.start();
    const f = fake;
    const p = start({
      DATABASE_FILE: join(dir, "one-shard.db"),
      DISCORD_TOKEN: "fake.bot.token",
      DISCORD_API_BASE: f.apiBase,
      DISCORD_GM_USER_IDS: gm.id,
      SHARD_COUNT: "1",
    });
    running = p;
    const ready = await waitForLine(p, (l) => l.msg === "all shards ready");
    expect(f.identified()).toEqual([{ shard: [0, 1], guilds: [ODD.id, EVEN.id], connected: true }]);
    await setUpGame(f, channelOf(ODD));
    await setUpGame(f, channelOf(EVEN));
    const oddTimes = await postOrders(f, channelOf(ODD), null, SEQUENTIAL);
    const evenTimes = await postOrders(f, channelOf(EVEN), null, SEQUENTIAL);
    const both = await Promise.all([
      postOrders(f, channelOf(ODD), null, TOGETHER),
      postOrders(f, channelOf(EVEN), null, TOGETHER),
    ]);
    expect(f.requestsTo("PUT", /\/commands$/)).toHaveLength(1);
    expect(await terminate(p), p.stderr()).toBe(0);
    process.stdout.write(
      `sharded bot, 1 shard: manager start to READY ${String(ready.readyMs)} ms; reply per post, median/max ms: ` +
        `${spread([...oddTimes, ...evenTimes])}, both channels at once ${spread(both.flat())}\n`,
    );
  }, 120_000);
});
