import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningBot } from "../../src/bot/bot.ts";
import type { GameService } from "../../src/game/game-service.ts";
import { testService } from "../game/helpers.ts";
import type { FakeDiscord, RecordedRequest } from "../helpers/fake-discord.ts";
import { alice, bob, gm, refOf, startBotOn, startFakeDiscord, waitFor } from "./helpers/bot-harness.ts";

const embedsText = (r: RecordedRequest) =>
  (
    (
      r.body as {
        embeds?: { title?: string; description?: string; fields?: { name: string; value: string }[] }[];
      }
    )?.embeds ?? []
  )
    .map((e) => [e.title, e.description, ...(e.fields ?? []).map((f) => `${f.name}: ${f.value}`)].join("\n"))
    .join("\n");

/** The bot wired to the real game service (in-memory SQLite), against the fake Discord. */
describe("Discord bot with the real game service", () => {
  let fake: FakeDiscord;
  let service: GameService;
  let bot: RunningBot | null;
  let gameId: string;

  async function start(): Promise<void> {
    bot = await startBotOn(fake, service);
  }

  beforeEach(async () => {
    fake = await startFakeDiscord();
    service = testService().service;
    const game = await service.createGame({
      scenario: "ww1907",
      discordChannelId: fake.channels[0]?.id ?? null,
      startsAt: "2020-01-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    gameId = game.value.id;
    const assigned = await service.assignPlayer(gameId, "Russia", alice.id, { discord: true });
    if (!assigned.ok) throw new Error(assigned.error);
    await start();
  });

  afterEach(async () => {
    await bot?.stop();
    await fake.stop();
  });

  const replyTo = (id: string, after = 0) =>
    waitFor(fake, after, (r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r) === id);

  it("W32 W33 judges a player's orders, voids an edited post, and carries on after a restart", async () => {
    const first = fake.sendMessage({ author: alice, content: "**Build 2 divisions in Moscow**" });
    const receipt = await replyTo(first);
    expect(embedsText(receipt)).toContain("Orders of Russian Empire");
    expect(embedsText(receipt)).toContain("✅");
    await bot?.stop();
    await start();
    const second = fake.sendMessage({ author: alice, content: "**Build 1 division in Moscow**" });
    await replyTo(second);
    expect(await service.ordersInForce(gameId, "Russia")).toMatchObject({ ok: true });
    const after = fake.requests.length;
    fake.editMessage({ id: second, author: alice, content: "**Build 3 divisions in Moscow**" });
    const notice = await replyTo(second, after);
    const content = (notice.body as { content?: string }).content ?? "";
    expect(content).toContain("void (W33)");
    expect(content).toContain(`/${first}`);
  });

  it("W33 a deleted order post is void and the earlier post is in force again", async () => {
    const first = fake.sendMessage({ author: alice, content: "**Build 2 divisions in Moscow**" });
    await replyTo(first);
    const second = fake.sendMessage({ author: alice, content: "**Build 1 division in Moscow**" });
    await replyTo(second);
    const after = fake.requests.length;
    fake.deleteMessage({ id: second });
    const notice = await waitFor(
      fake,
      after,
      (r) => r.method === "POST" && /deleted/.test((r.body as { content?: string }).content ?? ""),
    );
    expect((notice.body as { content?: string }).content).toContain(`/${first}`);
  });

  it("hints a non-player once, and /resolve posts the summary with its BBCode file and map PNG", async () => {
    const one = fake.sendMessage({ author: bob, content: "**Attack Berlin**" });
    expect(((await replyTo(one)).body as { content?: string }).content).toContain("not a player");
    const { token } = fake.runSlashCommand({ name: "resolve", user: gm });
    const original = await fake.waitForRequest("PATCH", new RegExp(`/${token}/messages/@original$`));
    expect(original.files.map((f) => f.name.split(".").at(-1))).toEqual(["txt", "png"]);
    expect(original.files[1]?.type).toBe("image/png");
    expect(original.files[0]?.text).toContain("[b]");
  });
});
