import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testService } from "../game/helpers.ts";
import { FakeDiscord } from "../helpers/fake-discord.ts";

let fake: FakeDiscord;
const dir = mkdtempSync(join(tmpdir(), "adjutant-main-"));

beforeAll(async () => {
  fake = new FakeDiscord();
  await fake.start();
});

afterAll(async () => {
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm start` (the sources, under tsx) as the bot, against a fake Discord, with its database in `dataDir`. */
function startBotProcess(discord: FakeDiscord, dataDir: string) {
  const main = fileURLToPath(new URL("../../src/main.ts", import.meta.url));
  return spawn(process.execPath, ["--import", "tsx", main], {
    env: {
      ...process.env,
      DISCORD_TOKEN: "fake.bot.token",
      DISCORD_API_BASE: discord.apiBase,
      DISCORD_GUILD_ID: discord.guildId,
      DATA_DIR: dataDir,
      LOG_FORMAT: "json",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

describe("npm start with DISCORD_TOKEN set", () => {
  it("logs in to Discord, registers the slash commands for the guild, and stops cleanly on SIGTERM", async () => {
    const child = startBotProcess(fake, dir);
    let stderr = "";
    child.stderr.on("data", (c: Buffer) => {
      stderr += c.toString();
    });
    const put = await fake.waitForRequest("PUT", /^\/applications\/\d+\/guilds\/\d+\/commands$/);
    const names = (put.body as { name: string }[]).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(["orders", "status", "resolve", "odds", "help"]));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(stderr).not.toMatch(/Error|at .*\.ts:\d+/);
  }, 60_000);

  it("exits 0 on SIGTERM even when Discord went away (discord.js still retrying its gateway)", async () => {
    const gone = new FakeDiscord();
    await gone.start();
    const child = startBotProcess(gone, join(dir, "gone"));
    child.stdout.on("data", () => undefined);
    child.stderr.on("data", () => undefined);
    await gone.waitForRequest("PUT", /^\/applications\/\d+\/guilds\/\d+\/commands$/);
    await gone.stop();
    // the client notices the gateway is gone and starts retrying it
    await new Promise((r) => setTimeout(r, 1500));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    const code = await Promise.race([
      exited,
      new Promise<string>((r) => setTimeout(() => r("still running"), 20_000)),
    ]);
    if (code === "still running") child.kill("SIGKILL");
    expect(code).toBe(0);
  }, 60_000);
});

/** `npm start` with no Discord token and no forum thread: the console, `input` typed on stdin, GAME_SCENARIO unset. */
function runConsoleProcess(
  dataDir: string,
  input: string,
): Promise<{ code: number | null; out: string; err: string }> {
  const main = fileURLToPath(new URL("../../src/main.ts", import.meta.url));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
  for (const key of [
    "GAME_SCENARIO",
    "GAME_PLAYERS",
    "DISCORD_TOKEN",
    "FORUM_THREAD_URL",
    "DATABASE_URL",
    "DATABASE_FILE",
  ]) {
    delete env[key];
  }
  const child = spawn(process.execPath, ["--import", "tsx", main], { env, stdio: ["pipe", "pipe", "pipe"] });
  let out = "";
  let err = "";
  child.stdout.on("data", (c: Buffer) => {
    out += c.toString();
  });
  child.stderr.on("data", (c: Buffer) => {
    err += c.toString();
  });
  child.stdin.end(input);
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, out, err })));
}

describe("npm start without GAME_SCENARIO (the console)", () => {
  it("carries on the current Risk Variant One game instead of making a World War 1907 one", async () => {
    const data = join(dir, "risk-current");
    mkdirSync(data);
    const t = testService(join(data, "adjutant.db"));
    const risk = await t.service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob", "Cleo"] });
    if (!risk.ok) throw new Error(risk.error);
    await t.store.close();

    const ran = await runConsoleProcess(data, "/status\n");
    expect(ran.err).toBe("");
    expect(ran.code).toBe(0);
    expect(ran.out).toContain(`Risk Variant One (game ${risk.value.id})`);
    expect(ran.out).not.toContain("World War 1907");
    const after = testService(join(data, "adjutant.db"));
    expect((await after.service.listGames()).map((g) => g.id)).toEqual([risk.value.id]);
    await after.store.close();
  }, 60_000);

  it("with several games and none current, says which games there are and how to open one, and makes none", async () => {
    const data = join(dir, "none-current");
    mkdirSync(data);
    const t = testService(join(data, "adjutant.db"));
    const ww = await t.service.createGame({ scenario: "ww1907" });
    const risk = await t.service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob", "Cleo"] });
    if (!ww.ok || !risk.ok) throw new Error("the two games were not created");
    await t.store.db.run("DELETE FROM settings WHERE key = ?", "current_game");
    await t.store.close();

    const ran = await runConsoleProcess(data, "");
    expect(ran.code).toBe(1);
    expect(ran.err).toContain("This database holds 2 games and none is the current one:");
    expect(ran.err).toContain(`- World War 1907 (game ${ww.value.id})`);
    expect(ran.err).toContain(`- Risk Variant One (game ${risk.value.id})`);
    expect(ran.err).toContain("Choose the one to play with `adjutant game use ID`");
    const after = testService(join(data, "adjutant.db"));
    expect(await after.service.listGames()).toHaveLength(2);
    await after.store.close();
  }, 60_000);
});
