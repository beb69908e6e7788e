import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FakeDiscord } from "../helpers/fake-discord.ts";
import {
  alice,
  alive,
  built,
  channelOf,
  cleanUp,
  EVEN,
  gm,
  inspect,
  logLines,
  main,
  ODD,
  postOrders,
  processState,
  SEQUENTIAL,
  session,
  setUpGame,
  spread,
  start,
  TOGETHER,
  terminate,
  twoGuildsOnTwoShards,
  until,
  waitForLine,
} from "./helpers/sharded-bot.ts";

/**
 * The sharded bot end to end: `npm start`'s compiled program (`node dist/src/main.js`) with SHARD_COUNT set starts
 * discord.js's ShardingManager, which starts one process per shard, all on one SQLite file, against a fake Discord
 * on 127.0.0.1 that hands out two shards (the story: `twoGuildsOnTwoShards`). Also: the shards' start spacing, a
 * shard that dies or cannot log in, shards whose manager is killed, and one shard as the figure to compare.
 * (tests/bot/sharded-bot-postgres.test.ts runs the same story on PostgreSQL.)
 */
if (!built) process.stdout.write(`sharded bot tests skipped: ${main} has no shards (run npm run build)\n`);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "adjutant-shards-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(!built)("npm start with SHARD_COUNT: a sharded bot (node dist/src/main.js)", () => {
  let fake: FakeDiscord | null = null;
  afterEach(async () => {
    await cleanUp();
    await fake?.stop();
    fake = null;
  });

  it("SHARD_COUNT=auto on one SQLite file: two shards, each guild's posts and /resolve answered once by its own shard, commands registered once, SIGTERM stops all", async () => {
    const file = join(dir, "sharded.db");
    const figures = await twoGuildsOnTwoShards({
      env: { DATABASE_FILE: file },
      dir,
      rows: () => {
        const { integrity, games, posts } = inspect(file);
        expect(integrity).toBe("ok");
        return { games, posts };
      },
    });
    process.stdout.write(`sharded bot on SQLite, ${figures}\n`);
  }, 120_000);

  it("max_concurrency 2: the second shard starts as soon as the first is ready (no 5.5 s wait); a shard that dies is started again and answers; shards end with their manager", async () => {
    fake = new FakeDiscord({ shards: 2, maxConcurrency: 2, guilds: [ODD, EVEN], users: [alice, gm] });
    await fake.start();
    const f = fake;
    const p = start(
      {
        DATABASE_FILE: join(dir, "respawn.db"),
        DISCORD_TOKEN: "fake.bot.token",
        DISCORD_API_BASE: f.apiBase,
        DISCORD_GM_USER_IDS: gm.id,
        SHARD_COUNT: "2",
      },
      dir,
    );
    session.running = p;
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
    await until(
      () => shardPids.every((pid) => !alive(pid)),
      () =>
        `the shard processes to end (a shard ends itself within 20 s of its manager's death; still there: ${shardPids
          .filter(alive)
          .map(processState)
          .join(", ")})`,
    );
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
    const p = start(
      {
        DATABASE_FILE: join(dir, "refused.db"),
        DISCORD_TOKEN: "fake.bot.token",
        DISCORD_API_BASE: f.apiBase,
        SHARD_COUNT: "2",
      },
      dir,
    );
    session.running = p;
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
    const p = start(
      {
        DATABASE_FILE: join(dir, "one-shard.db"),
        DISCORD_TOKEN: "fake.bot.token",
        DISCORD_API_BASE: f.apiBase,
        DISCORD_GM_USER_IDS: gm.id,
        SHARD_COUNT: "1",
      },
      dir,
    );
    session.running = p;
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
