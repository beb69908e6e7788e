import { describe, expect, it } from "vitest";
import { parseDeadline } from "../../src/bot/commands/deadline.ts";
import { botConfigFromEnv } from "../../src/bot/config.ts";
import { isGm, roleIdsOf } from "../../src/bot/permissions.ts";
import { loadEnv } from "../../src/config/env.ts";

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

describe("deadline text", () => {
  it("takes ISO times with a zone and 'none'; refuses times without a zone", () => {
    expect(parseDeadline("2026-12-05T20:00Z")).toBe("2026-12-05T20:00:00.000Z");
    expect(parseDeadline("2026-12-05 21:30+01:00")).toBe("2026-12-05T20:30:00.000Z");
    expect(parseDeadline("none")).toBeNull();
    expect(parseDeadline("2026-12-05T20:00")).toBeUndefined();
    expect(parseDeadline("tomorrow")).toBeUndefined();
  });
});
