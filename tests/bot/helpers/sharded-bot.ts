import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { expect } from "vitest";
import { FakeDiscord, type FakeUser, type RecordedRequest, shardOf } from "../../helpers/fake-discord.ts";
import { refOf } from "./bot-harness.ts";

/**
 * What the sharded bot's end-to-end tests share: `npm start`'s compiled program (`node dist/src/main.js`, built by
 * `npm ci` / `npm run build`) in a child process with SHARD_COUNT set, a fake Discord with two guilds on different
 * shards, slash commands and order posts as a GM and a player make them, and waits on what the fake records and
 * the bot logs (never fixed sleeps).
 */
export const root = fileURLToPath(new URL("../../..", import.meta.url));
export const main = join(root, "dist", "src", "main.js");
export const built = existsSync(join(root, "dist", "src", "bot", "shard-process.js"));

export const alice: FakeUser = { id: "1100000000000000002", username: "tsar", globalName: "Tsar Nicholas" };
export const gm: FakeUser = { id: "1100000000000000004", username: "gm" };
/** (id >> 22) % 2 === 1: shard 1 of 2. */
export const ODD = {
  id: "1200000000000000001",
  name: "Odd",
  channels: [{ id: "1200000000000000002", name: "war-room" }],
};
/** (id >> 22) % 2 === 0: shard 0 of 2. */
export const EVEN = {
  id: "1200000000004194305",
  name: "Even",
  channels: [{ id: "1200000000004194306", name: "front" }],
};
export const channelOf = (g: typeof ODD) => g.channels[0]?.id ?? "";

/** What SIGTERM may take at most: each shard stops its client and closes the database. */
export const PROMPT_MS = 10_000;

export interface Started {
  child: ChildProcess;
  stderr: () => string;
  exited: Promise<number | string | null>;
  at: number;
}

export function start(env: Record<string, string>, dir: string): Started {
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
export function logLines(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Waits until a log line matches, failing after `ms` with what was seen (or at once if the process ended). */
export async function waitForLine(
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
export function shardOfRequest(r: RecordedRequest): string | null {
  return /adjutant-shard\/([\d,]+-of-\d+)/.exec(r.userAgent)?.[1] ?? null;
}

/** Resolves with the first recorded request from `after` on that matches, polling; fails after `ms`. */
export async function request(
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
        `no matching request after ${ms} ms; the bot's log ends:\n${session.running?.stderr().slice(-4000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Runs a slash command and waits for the bot's answer (callback, then the edited original or a follow-up). */
export async function command(
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

export const replyTo = (fake: FakeDiscord, id: string) =>
  request(fake, (r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r) === id);

/** Sets a game up in a channel with the slash commands, as a GM does: /game new, /assign Alice to Russia. */
export async function setUpGame(fake: FakeDiscord, channelId: string): Promise<void> {
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
export async function postOrders(
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
export function idNow(): string {
  sequence++;
  return (((BigInt(Date.now()) - 1420070400000n) << 22n) | (sequence & 0xfffn)).toString();
}

/** Order posts per channel one after the other, and per channel with both channels posting at once. */
export const SEQUENTIAL = 8;
export const TOGETHER = 6;

/** "median/max" of the reply times, in ms. */
export function spread(xs: number[]): string {
  const sorted = [...xs].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)]}/${sorted.at(-1)}`;
}

/** The database file after the bot ended: its integrity check and how many games and posts it holds. */
export function inspect(file: string): { integrity: unknown; games: number; posts: number } {
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

/**
 * Whether a process is still running. One that has ended but is not yet reaped is a zombie, which `kill(pid, 0)`
 * still finds: a shard whose manager was killed is reparented to PID 1, and the sandbox's PID 1 reaps its orphans
 * only now and then (a zombie shard lasted over the test's 30 s once, 2026-12-07), so on Linux the process's state
 * is read too.
 */
/** What Linux says of a process still there: its state and name from /proc/PID/status ("gone" when it is not). */
export function processState(pid: number): string {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const field = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, "m").exec(status)?.[1] ?? "?";
    return `${pid} ${field("Name")} ${field("State")} (parent ${field("PPid")})`;
  } catch {
    return `${pid} gone`;
  }
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/PID/stat: "pid (comm) state …"; the command may hold spaces and parentheses, the state follows the last ")"
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    // no /proc (not Linux), or the process went between the two looks
    return !existsSync("/proc");
  }
}

/**
 * Waits until `check` holds, up to `ms`; else fails with `what` (a function: read when it fails, to say what was still
 * there) and the end of the bot's log.
 */
export async function until(check: () => boolean, what: string | (() => string), ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) {
      const said = typeof what === "string" ? what : what();
      throw new Error(
        `waited ${ms} ms for ${said}; the bot's log ends:\n${session.running?.stderr().slice(-4000)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Sends SIGTERM and returns how the process ended within PROMPT_MS ("still running" if it did not). */
export async function terminate(p: Started): Promise<number | string | null> {
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
export const session: { running: Started | null } = { running: null };

/**
 * The whole story on two shards, on the database `env` names: the manager starts both shards (SHARD_COUNT=auto
 * takes the fake's 2), each gets only its guild; a GM sets up a game in a channel of each guild; the player's posts,
 * one by one and in both channels at once, each get exactly one reply, from their guild's shard; /resolve works in
 * both; the commands were registered once, by shard 0; SIGTERM stops every shard and the manager exits 0; every
 * shard's log line carries its id. `rows` reads the database after the stop. Returns the figures measured.
 */
export async function twoGuildsOnTwoShards(input: {
  env: Record<string, string>;
  dir: string;
  rows: () => Promise<{ games: number; posts: number }> | { games: number; posts: number };
}): Promise<string> {
  expect([shardOf(EVEN.id, 2), shardOf(ODD.id, 2)]).toEqual([0, 1]);
  const f = new FakeDiscord({ shards: 2, guilds: [ODD, EVEN], users: [alice, gm] });
  await f.start();
  try {
    const p = start(
      {
        ...input.env,
        DISCORD_TOKEN: "fake.bot.token",
        DISCORD_API_BASE: f.apiBase,
        DISCORD_GM_USER_IDS: gm.id,
        SHARD_COUNT: "auto",
      },
      input.dir,
    );
    session.running = p;
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
    // both channels at once: two processes write to the one database at the same moment, and no post is lost
    // (on SQLite a write transaction that began as a read would fail at once with "database is locked")
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
    // both shards wrote to the one database: two games, every post kept
    expect(await input.rows()).toEqual({ games: 2, posts: 2 * SEQUENTIAL + 2 * TOGETHER });
    const lines = logLines(p.stderr());
    const stopped = lines.filter((l) => l.msg === "Discord bot stopped").map((l) => l.shard);
    expect(stopped.sort()).toEqual([0, 1]);
    expect(lines.some((l) => l.msg === "all shards stopped")).toBe(true);
    // every line from a shard process carries its shard id
    const fromShards = lines.filter((l) => l.pid !== p.child.pid);
    expect(fromShards.length).toBeGreaterThan(0);
    for (const l of fromShards) expect([0, 1], JSON.stringify(l)).toContain(l.shard);
    expect(lines.filter((l) => (l.level as number) >= 50)).toEqual([]);
    return (
      `2 shards (max_concurrency 1): manager start to both READY ${String(ready.readyMs)} ms (process start ${readyWallMs} ms wall); ` +
      `reply per post, median/max ms: shard 1 ${spread(oddTimes)}, shard 0 ${spread(evenTimes)}, both channels at once ${spread(both.flat())}`
    );
  } finally {
    await cleanUp();
    await f.stop();
  }
}

/** Ends the bot under test if it still runs, and any shard process it left (a failed test leaves none behind). */
export async function cleanUp(): Promise<void> {
  const running = session.running;
  if (running && running.child.exitCode === null) await terminate(running);
  for (const l of logLines(running?.stderr() ?? "")) {
    if (l.msg === "shard process started" && typeof l.pid === "number" && alive(l.pid))
      process.kill(l.pid, "SIGKILL");
  }
  session.running = null;
}
