import { afterAll, describe, expect, it } from "vitest";
import { FakeDiscord } from "../helpers/fake-discord.ts";
import { startPostgres } from "../helpers/postgres-server.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";
import {
  alice,
  built,
  channelOf,
  command,
  EVEN,
  gm,
  main,
  ODD,
  postOrders,
  type Started,
  session,
  setUpGame,
  start,
  terminate,
  waitForLine,
} from "./helpers/sharded-bot.ts";

/**
 * The shards split over two machines: two shard managers (`npm start`, the compiled program), one with
 * SHARD_COUNT=2 SHARD_IDS=0 and one with SHARD_COUNT=2 SHARD_IDS=1, on one PostgreSQL database, against one fake
 * Discord that hands out two shards. Each guild's posts are answered once by the shard of the machine that runs it;
 * the slash commands are registered once, by the machine with shard 0.
 */
if (!built) process.stdout.write(`two machines' shards skipped: ${main} has no shards (run npm run build)\n`);
const server = built ? await startPostgres() : { unavailable: "not built" };
if ("unavailable" in server) process.stderr.write(`SKIPPED: shards on two machines: ${server.unavailable}\n`);
// made in the test: a file whose tests are skipped (no build) runs no hook to remove it
const tempDir = useTempDirs();
const running: Started[] = [];
afterAll(async () => {
  for (const p of running) if (p.child.exitCode === null) await terminate(p);
  if (!("unavailable" in server)) await server.stop();
});

describe.skipIf("unavailable" in server)(
  "SHARD_IDS: the shards of one bot split between two managers",
  () => {
    it("each machine starts only its shards; each guild is answered by its shard once; commands are registered once", async () => {
      if ("unavailable" in server) return;
      const url = await server.createDatabase("two_machines");
      const dir = tempDir("two-machines");
      const f = new FakeDiscord({ shards: 2, guilds: [ODD, EVEN], users: [alice, gm] });
      await f.start();
      try {
        const env = (ids: string) => ({
          DATABASE_URL: url,
          DISCORD_TOKEN: "fake.bot.token",
          DISCORD_API_BASE: f.apiBase,
          DISCORD_GM_USER_IDS: gm.id,
          SHARD_COUNT: "2",
          SHARD_IDS: ids,
        });
        const first = start(env("0"), dir);
        running.push(first);
        session.running = first;
        expect(await waitForLine(first, (l) => l.msg === "all shards ready")).toMatchObject({
          shards: 2,
          ids: [0],
        });
        const second = start(env("1"), dir);
        running.push(second);
        expect(await waitForLine(second, (l) => l.msg === "all shards ready")).toMatchObject({
          shards: 2,
          ids: [1],
        });
        expect(f.identified()).toEqual([
          { shard: [0, 2], guilds: [EVEN.id], connected: true },
          { shard: [1, 2], guilds: [ODD.id], connected: true },
        ]);

        await setUpGame(f, channelOf(EVEN));
        session.running = second;
        await setUpGame(f, channelOf(ODD));
        await postOrders(f, channelOf(ODD), "1-of-2", 3);
        session.running = first;
        await postOrders(f, channelOf(EVEN), "0-of-2", 3);
        const { answers } = await command(f, { name: "status", user: gm, channelId: channelOf(ODD) });
        expect(JSON.stringify(answers.at(-1)?.body)).toContain("Russian Empire");
        expect(f.requestsTo("PUT", /\/commands$/)).toHaveLength(1);

        for (const p of [first, second]) expect(await terminate(p), p.stderr()).toBe(0);
      } finally {
        await f.stop();
      }
    }, 120_000);
  },
);
