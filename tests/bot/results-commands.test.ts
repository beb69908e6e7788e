import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningBot } from "../../src/bot/bot.ts";
import type { GameService } from "../../src/game/game-service.ts";
import { testService } from "../game/helpers.ts";
import type { FakeDiscord } from "../helpers/fake-discord.ts";
import { alice, bob, gm, startBotOn, startFakeDiscord } from "./helpers/bot-harness.ts";

/**
 * Discord's side of issue #28: `/status` carries who has ordered as a field, per the game's orders-visibility;
 * `/game end` is the GM's (a player is refused, nothing changes); `/ratings` answers from the finished games.
 */
describe("/status, /game end and /ratings", () => {
  let fake: FakeDiscord;
  let service: GameService;
  let bot: RunningBot | null;
  let gameId: string;

  beforeEach(async () => {
    fake = await startFakeDiscord();
    service = testService().service;
    const game = await service.createGame({
      scenario: "risk-v1",
      players: ["Alice", "Bob"],
      discordChannelId: fake.channels[0]?.id ?? null,
      rated: true,
    });
    if (!game.ok) throw new Error(game.error);
    gameId = game.value.id;
    if (!(await service.assignPlayer(gameId, "Alice", alice.id, { discord: true })).ok)
      throw new Error("assign");
    bot = await startBotOn(fake, service);
  });

  afterEach(async () => {
    await bot?.stop();
    await fake.stop();
  });

  type Reply = { content?: string; embeds?: { fields?: { name: string; value: string }[] }[] };

  /** The answer to a slash command: its first reply, or (a deferred one) the edit of it. */
  async function answer(
    name: string,
    user: typeof gm,
    options: unknown[] = [],
    deferred = false,
  ): Promise<Reply> {
    const { id, token } = fake.runSlashCommand({ name, user, options: options as never });
    if (deferred) {
      const edit = await fake.waitForRequest("PATCH", new RegExp(`/${token}/`));
      return edit.body as Reply;
    }
    const reply = await fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`));
    return (reply.body as { data?: Reply }).data ?? {};
  }

  it("/status shows Orders in as a field, as the game's orders-visibility lets it", async () => {
    const waiting = (await service.waitingOn(gameId)).map((w) => w.name);
    const others = ["Alice", "Bob"].filter((p) => !waiting.includes(p));
    const shown = await answer("status", bob, [], true);
    const field = shown.embeds?.[0]?.fields?.find((f) => f.name === "Orders in");
    expect(field?.value).toBe(`1 of 2 (${others.join(", ")}).`);
  });

  it("/game end by a player is refused and changes nothing; by the GM it ends the game with its V9 ranking", async () => {
    const end = [{ name: "end", type: 1, options: [{ name: "confirm", type: 3, value: "end" }] }];
    const refused = await answer("game", alice, end);
    expect(refused.content).toMatch(/GM/);
    expect(await service.ending(gameId)).toEqual({ ok: true, value: null });
    const ended = await answer("game", gm, end);
    expect(ended.content).toMatch(/is over\. Final ranking:\n1\. /);
    const ending = await service.ending(gameId);
    expect(ending.ok && ending.value?.how).toBe("gm");
    const ratings = await answer("ratings", bob);
    expect(JSON.stringify(ratings)).toContain("provisional");
  });
});
