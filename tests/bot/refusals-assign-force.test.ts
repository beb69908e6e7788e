import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningBot } from "../../src/bot/bot.ts";
import type { GameService } from "../../src/game/game-service.ts";
import { testService } from "../game/helpers.ts";
import type { FakeDiscord } from "../helpers/fake-discord.ts";
import { alice, gm, startBotOn, startFakeDiscord } from "./helpers/bot-harness.ts";

/** `/assign` refuses a user who already plays another nation unless `force` is true. */
describe("/assign with a user already playing", () => {
  let fake: FakeDiscord;
  let service: GameService;
  let bot: RunningBot | null;
  let gameId: string;

  beforeEach(async () => {
    fake = await startFakeDiscord();
    service = testService().service;
    const game = await service.createGame({
      scenario: "ww1907",
      discordChannelId: fake.channels[0]?.id ?? null,
    });
    if (!game.ok) throw new Error(game.error);
    gameId = game.value.id;
    if (!(await service.assignPlayer(gameId, "Russia", alice.id, { discord: true })).ok)
      throw new Error("assign");
    bot = await startBotOn(fake, service);
  });

  afterEach(async () => {
    await bot?.stop();
    await fake.stop();
  });

  async function assign(nation: string, force?: boolean): Promise<string> {
    const { id } = fake.runSlashCommand({
      name: "assign",
      user: gm,
      options: [
        { name: "user", type: 6, value: alice.id },
        { name: "nation", type: 3, value: nation },
        ...(force === undefined ? [] : [{ name: "force", type: 5, value: force }]),
      ],
      resolvedUsers: [alice],
    });
    const callback = await fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`));
    return (callback.body as { data?: { content?: string } }).data?.content ?? "";
  }

  it("W33 refuses without force, naming the nation and the force option", async () => {
    const content = await assign("France");
    expect(content).toContain(
      `<@${alice.id}> already plays Russian Empire; run again with force:True to move them to French Third Republic`,
    );
    expect(await service.nationOf(gameId, alice.id)).toBe("russia");
  });

  it("W33 force:True moves the user, and the reply names the nation as players read it", async () => {
    expect(await assign("France", true)).toBe(`<@${alice.id}> plays **French Third Republic**.`);
    expect(await service.nationOf(gameId, alice.id)).toBe("france");
  });
});
