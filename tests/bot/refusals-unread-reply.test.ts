import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningBot } from "../../src/bot/bot.ts";
import type { GameService } from "../../src/game/game-service.ts";
import { testService } from "../game/helpers.ts";
import type { FakeDiscord, RecordedRequest } from "../helpers/fake-discord.ts";
import { alice, refOf, startBotOn, startFakeDiscord, waitFor } from "./helpers/bot-harness.ts";

/** On Discord, bold lines that read as no order get a reply naming them and what was meant (W32, W33). */
const embedsText = (r: RecordedRequest) =>
  ((r.body as { embeds?: { title?: string; description?: string }[] })?.embeds ?? [])
    .map((e) => [e.title, e.description].join("\n"))
    .join("\n");

describe("Discord reply to bold text that is no order", () => {
  let fake: FakeDiscord;
  let service: GameService;
  let bot: RunningBot | null;

  beforeEach(async () => {
    fake = await startFakeDiscord();
    service = testService().service;
    const game = await service.createGame({
      scenario: "ww1907",
      discordChannelId: fake.channels[0]?.id ?? null,
      startsAt: "2020-01-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    const assigned = await service.assignPlayer(game.value.id, "Russia", alice.id, { discord: true });
    if (!assigned.ok) throw new Error(assigned.error);
    bot = await startBotOn(fake, service);
  });

  afterEach(async () => {
    await bot?.stop();
    await fake.stop();
  });

  const replyTo = (id: string, after = 0) =>
    waitFor(fake, after, (r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r) === id);

  it("W32 W33 '**Bulid 2 in Moskow**' gets a reply with the line, 'did you mean: Build 2 divisions in Moscow?' and the orders in force", async () => {
    const first = fake.sendMessage({ author: alice, content: "**Build 1 division in Kiev**" });
    await replyTo(first);
    const typo = fake.sendMessage({ author: alice, content: "Spring orders: **Bulid 2 in Moskow**" });
    const text = embedsText(await replyTo(typo));
    expect(text).toContain("Bulid 2 in Moskow");
    expect(text).toContain("did you mean: **Build 2 divisions in Moscow**?");
    expect(text).toContain(`Your orders in force stay those of post ${first}`);
  });

  it("W32 bold emphasis in chat gets no reply (only order attempts are answered)", async () => {
    const chat = fake.sendMessage({ author: alice, content: "**Good luck everyone!**" });
    const after = fake.requests.length;
    const orders = fake.sendMessage({ author: alice, content: "**Build 1 division in Kiev**" });
    await replyTo(orders, after);
    expect(fake.requests.filter((r) => refOf(r) === chat)).toEqual([]);
  });
});
