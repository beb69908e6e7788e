import pino from "pino";
import { describe, expect, it } from "vitest";
import { parseDeadline } from "../../src/bot/commands/deadline.ts";
import { botConfigFromEnv } from "../../src/bot/config.ts";
import { isGm, roleIdsOf } from "../../src/bot/permissions.ts";
import { startBotFromEnv } from "../../src/bot/start-from-env.ts";
import { loadEnv } from "../../src/config/env.ts";
import { FakeDiscord } from "../helpers/fake-discord.ts";
import { FakeGameService } from "./helpers/fake-game-service.ts";

describe("GM check", () => {
  const config = { gmRoleId: "900", gmUserIds: ["42"] };

  it("a listed user id or the GM role makes a GM; nobody else is", () => {
    expect(isGm({ userId: "42", roleIds: [] }, config)).toBe(true);
    expect(isGm({ userId: "7", roleIds: ["1", "900"] }, config)).toBe(true);
    expect(isGm({ userId: "7", roleIds: ["1"] }, config)).toBe(false);
    expect(isGm({ userId: "7", roleIds: ["900"] }, { gmUserIds: [] })).toBe(false);
  });

  it("reads role ids from a raw member and from a cached member", () => {
    expect(roleIdsOf({ roles: ["1", "2"] })).toEqual(["1", "2"]);
    const cache = new Map([["3", {}]]);
    expect(roleIdsOf({ roles: { cache } })).toEqual(["3"]);
    expect(roleIdsOf(null)).toEqual([]);
  });
});

describe("bot configuration from the environment", () => {
  it("needs a token and reads GM ids and the API base without its version", () => {
    expect(botConfigFromEnv(loadEnv({}))).toEqual({
      ok: false,
      error: expect.stringContaining("DISCORD_TOKEN"),
    });
    const config = botConfigFromEnv(
      loadEnv({
        DISCORD_TOKEN: "t",
        DISCORD_GUILD_ID: "5",
        DISCORD_GM_USER_IDS: "1, 2",
        DISCORD_API_BASE: "http://127.0.0.1:9/api/v10",
      }),
    );
    expect(config).toEqual({
      ok: true,
      value: expect.objectContaining({
        token: "t",
        guildId: "5",
        gmUserIds: ["1", "2"],
        apiBase: "http://127.0.0.1:9/api",
      }),
    });
  });
});

describe("starting from the environment", () => {
  it("without DISCORD_TOKEN the bot does not start and says why in one line", async () => {
    const result = await startBotFromEnv(loadEnv({}), new FakeGameService(), pino({ level: "silent" }));
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/^DISCORD_TOKEN is not set/) });
  });

  it("with DISCORD_TOKEN, DISCORD_API_BASE (…/api/v10) and DISCORD_GUILD_ID it logs in and registers the commands", async () => {
    const fake = new FakeDiscord();
    await fake.start();
    const env = loadEnv({
      DISCORD_TOKEN: "fake.bot.token",
      DISCORD_API_BASE: `${fake.apiBase}/v10`,
      DISCORD_GUILD_ID: fake.guildId,
    });
    const result = await startBotFromEnv(env, new FakeGameService(), pino({ level: "silent" }));
    try {
      expect(result.ok).toBe(true);
      const put = await fake.waitForRequest("PUT", /^\/applications\/\d+\/guilds\/\d+\/commands$/);
      expect(put.auth).toBe("Bot fake.bot.token");
    } finally {
      if (result.ok) await result.value.stop();
      await fake.stop();
    }
  });
});

describe("deadline text", () => {
  it("takes ISO times with a zone and 'none'; refuses times without a zone", () => {
    expect(parseDeadline("2026-12-05T20:00Z")).toBe("2026-12-05T20:00:00.000Z");
    expect(parseDeadline("2026-12-05 21:30+01:00")).toBe("2026-12-05T20:30:00.000Z");
    expect(parseDeadline("none")).toBeNull();
    expect(parseDeadline("2026-12-05T20:00")).toBeUndefined();
    expect(parseDeadline("tomorrow")).toBeUndefined();
  });
});
