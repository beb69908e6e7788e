import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { GameService } from "../../src/game/game-service.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import { PostgresDatabase } from "../../src/storage/postgres/postgres-database.ts";
import { startDelayProxy } from "../helpers/delay-proxy.ts";
import { FakeDiscord } from "../helpers/fake-discord.ts";
import { startPostgres } from "../helpers/postgres-server.ts";
import { alice, GM_ROLE, gm, refOf, startBotOn, waitFor } from "./helpers/bot-harness.ts";

/**
 * Issue #26: a bot whose PostgreSQL is 20 ms away (a TCP proxy on 127.0.0.1 that holds every packet 20 ms each way)
 * still answers one game's posts while another game's resolve waits. The resolve of game A waits for A's lock, held
 * by another process for 3 s; meanwhile an order post in game B's channel is answered, and nothing of A's resolve goes out
 * before the lock is let go. With a service that waits on the database synchronously, B's answer would come after A's resolve.
 */
/** How long the other process holds A's lock at most, should B's answer not come. */
const GIVE_UP_MS = 10_000;
const server = await startPostgres();
if ("unavailable" in server) {
  process.stderr.write(`SKIPPED: the bot with PostgreSQL 20 ms away: ${server.unavailable}\n`);
}
const channels = [
  { id: "1200000000000000002", name: "game-a" },
  { id: "1200000000000000003", name: "game-b" },
];
const fake = new FakeDiscord({ users: [alice, gm], roles: [{ id: GM_ROLE, name: "GM" }], channels });
afterAll(async () => {
  await fake.stop();
  if (!("unavailable" in server)) await server.stop();
});

describe.skipIf("unavailable" in server)("the bot with PostgreSQL 20 ms away", () => {
  it("W7 answers game B's order post while game A's resolve waits for A's lock", async () => {
    if ("unavailable" in server) return;
    await fake.start();
    const url = await server.createDatabase("far");
    const proxy = await startDelayProxy(server.port, 20);
    const farUrl = url.replace(`:${server.port}/`, `:${proxy.port}/`);
    const db = await PostgresDatabase.open(farUrl, { lockTimeoutMs: 15_000, callTimeoutMs: 30_000 });
    const service = new GameService({
      store: new GameStore(db),
      now: () => new Date(),
      newSecret: () => "far-away-postgres-secret",
    });
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    const bot = await (async () => {
      const ids: string[] = [];
      for (const channel of channels) {
        const game = await service.createGame({
          scenario: "ww1907",
          name: channel.name,
          discordChannelId: channel.id,
          startsAt: "2020-01-01T00:00:00Z",
        });
        if (!game.ok) throw new Error(game.error);
        const assigned = await service.assignPlayer(game.value.id, "Russia", alice.id, { discord: true });
        expect(assigned.ok).toBe(true);
        ids.push(game.value.id);
      }
      return { ids, running: await startBotOn(fake, service) };
    })();
    try {
      const [gameA] = bot.ids;
      // another process holds game A's lock (as a long transaction of a second shard would)
      await holder.query("BEGIN");
      await holder.query("SELECT pg_advisory_xact_lock(4201, hashtext($1))", [gameA]);
      const after = fake.requests.length;
      const { token } = fake.runSlashCommand({ name: "resolve", user: gm, channelId: channels[0]?.id });
      const posted = fake.sendMessage({
        author: alice,
        content: "**Build 2 divisions in Moscow**",
        channelId: channels[1]?.id,
      });
      const receiptWaited = waitFor(
        fake,
        after,
        (r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r) === posted,
      );
      // the lock is let go when B is answered, or after a generous while if B waits for A (a blocking service)
      const first = await Promise.race([
        receiptWaited.then(() => "B answered" as const),
        new Promise<"lock let go">((resolve) => setTimeout(() => resolve("lock let go"), GIVE_UP_MS)),
      ]);
      expect(first).toBe("B answered");
      // nothing of A's resolve was sent while its lock was held
      expect(fake.requests.slice(after).some((r) => r.path.includes(`/${token}/messages/@original`))).toBe(
        false,
      );
      await holder.query("COMMIT");
      const receipt = await receiptWaited;
      expect(JSON.stringify(receipt.body)).toContain("Orders of Russian Empire");
      const summary = await fake.waitForRequest("PATCH", new RegExp(`/${token}/messages/@original$`), after);
      expect(summary.files[0]?.text).toContain("[b]");
      expect(await service.info(gameA ?? "")).toMatchObject({ ok: true, value: { phase: "attack" } });
    } finally {
      await holder.end().catch(() => undefined);
      await bot.running.stop();
      await db.close();
      await proxy.stop();
    }
  }, 120_000);
});
