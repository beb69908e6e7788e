import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import type { GameService } from "../../src/game/game-service.ts";
import { alice, bob, GM_ROLE, gm } from "../bot/helpers/bot-harness.ts";
import { testService } from "../game/helpers.ts";
import { FakeDiscord } from "../helpers/fake-discord.ts";

/**
 * The absent players' slash commands on the fake Discord: `/vacation` (the caller's own), `/boot` (GM only),
 * `/claim` (a seat offered), `/confirm` (GM only). Rulings "Absent and returning players: Vacation", "Boot to civil
 * disorder", "Replacement".
 */
describe("/vacation, /boot, /claim, /confirm", () => {
  let fake: FakeDiscord;
  let service: GameService;
  let bot: RunningBot | null;
  let gameId: string;

  beforeEach(async () => {
    fake = new FakeDiscord({ users: [alice, bob, gm], roles: [{ id: GM_ROLE, name: "GM" }] });
    await fake.start();
    service = testService().service;
    const game = await service.createGame({
      scenario: "ww1907",
      discordChannelId: fake.channels[0]?.id ?? null,
    });
    if (!game.ok) throw new Error(game.error);
    gameId = game.value.id;
    if (!(await service.assignPlayer(gameId, "Russia", alice.id, { discord: true })).ok)
      throw new Error("assign");
    bot = await startBot({
      config: { token: "t", guildId: fake.guildId, gmRoleId: GM_ROLE, gmUserIds: [], apiBase: fake.apiBase },
      service,
      logger: pino({ level: "silent" }),
      rest: { retries: 1, offset: 0 },
    });
  });

  afterEach(async () => {
    await bot?.stop();
    await fake.stop();
  });

  async function run(
    name: string,
    user: typeof alice,
    options: { name: string; type: number; value: string | number }[],
    resolvedUsers: (typeof alice)[] = [],
  ): Promise<string> {
    const { id } = fake.runSlashCommand({ name, user, options, resolvedUsers });
    const callback = await fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`));
    return (callback.body as { data?: { content?: string } }).data?.content ?? "";
  }

  it("Vacation: the caller's own, within the limit; someone who plays no seat is refused", async () => {
    expect(await run("vacation", alice, [{ name: "days", type: 4, value: 4 }])).toMatch(
      /^\*\*Russian Empire\*\* is on vacation until <t:\d+:F> \(4 of 10 days taken in the last 365 days\)\.$/,
    );
    expect(await service.absence.vacationSeats(gameId)).toEqual(["russia"]);
    expect(await run("vacation", bob, [{ name: "days", type: 4, value: 2 }])).toContain(
      "You are not a player in this game",
    );
  });

  it("Boot: refused for a player (nothing changed); the GM boots; Bob claims; the GM confirms", async () => {
    expect(await run("boot", alice, [{ name: "seat", type: 3, value: "Germany" }])).toBe(
      "Only a GM can use this command.",
    );
    expect(await service.absence.disorderSeats(gameId)).toEqual([]);
    expect(await run("claim", bob, [{ name: "seat", type: 3, value: "Germany" }])).toContain(
      "German Empire is not offered to new players",
    );
    expect(await run("boot", gm, [{ name: "seat", type: 3, value: "Germany" }])).toContain(
      "**German Empire** is in civil disorder and offered to new players.",
    );
    expect(await run("claim", bob, [{ name: "seat", type: 3, value: "Germany" }])).toContain(
      `<@${bob.id}> claims German Empire`,
    );
    expect(await run("confirm", gm, [{ name: "seat", type: 3, value: "Germany" }])).toBe(
      `<@${bob.id}> now plays **German Empire**; it leaves civil disorder.`,
    );
    expect(await service.nationOf(gameId, bob.id)).toBe("germany");
  });
});
