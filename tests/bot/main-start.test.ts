import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
