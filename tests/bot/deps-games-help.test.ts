import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningBot } from "../../src/bot/bot.ts";
import { helpText, ordersHelpEmbed } from "../../src/bot/commands/help.ts";
import { GameService } from "../../src/game/game-service.ts";
import { defaultRuleset } from "../../src/game/rulesets.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import type { FakeDiscord, RecordedRequest } from "../helpers/fake-discord.ts";
import { islands } from "../rulesets-for-tests/islands/index.ts";
import { alice, bob, refOf, startBotOn, startFakeDiscord, waitFor } from "./helpers/bot-harness.ts";

interface Callback {
  data?: { content?: string; embeds?: { title?: string; fields?: { name: string }[] }[] };
}
const callbackOf = (r: RecordedRequest) => (r.body ?? {}) as Callback;

/**
 * #25: in a channel that plays a game registered only through the service's `deps.games` (the test game Islands),
 * `/help`, `/help topic:orders`, `/odds` and the not-a-player hint are that game's, not the global registry's default.
 */
describe("a deps.games-only game on the fake Discord", () => {
  let fake: FakeDiscord;
  let bot: RunningBot | null = null;
  let service: GameService;

  beforeEach(async () => {
    fake = await startFakeDiscord();
    service = new GameService({
      store: new GameStore(new SqliteDatabase(openDatabase(":memory:"))),
      now: () => new Date(),
      newSecret: () => "deps-games-secret-0123456789abcdef",
      games: [islands],
    });
    const game = await service.createGame({
      scenario: "islands",
      discordChannelId: fake.channels[0]?.id ?? null,
      startsAt: "2020-01-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    const assigned = await service.assignPlayer(game.value.id, "red", alice.id, { discord: true });
    if (!assigned.ok) throw new Error(assigned.error);
    bot = await startBotOn(fake, service);
  });

  afterEach(async () => {
    await bot?.stop();
    await fake.stop();
  });

  const answer = async (
    name: string,
    options: { name: string; type: number; value: string | number }[] = [],
  ) => {
    const { id } = fake.runSlashCommand({ name, user: bob, options });
    return callbackOf(await fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`)));
  };

  it("/help is the game's own help, not the default game's", async () => {
    const help = await answer("help");
    expect(help.data?.content).toBe(helpText(islands.wording));
    expect(help.data?.content).toContain(islands.wording.discordHelp);
    expect(help.data?.content).not.toBe(helpText(undefined));
    expect(help.data?.content).not.toContain("pp left");
  });

  it("/help topic:orders is the game's own guide", async () => {
    const orders = await answer("help", [{ name: "topic", type: 3, value: "orders" }]);
    const [embed] = orders.data?.embeds ?? [];
    expect(embed?.title).toBe("Islands: writing orders");
    expect(embed?.title).toBe(ordersHelpEmbed(islands.wording).title);
    expect(embed?.title).not.toBe(ordersHelpEmbed(defaultRuleset.wording).title);
  });

  it("/odds throws the game's dice (classic), and a stranger is told to ask for a player", async () => {
    const odds = await answer("odds", [
      { name: "attackers", type: 4, value: 5 },
      { name: "defenders", type: 4, value: 3 },
    ]);
    expect(JSON.stringify(odds.data)).toContain("classic");
    const post = fake.sendMessage({ author: bob, content: "**attack Coral from Brisk**" });
    const hint = await waitFor(
      fake,
      0,
      (r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r) === post,
    );
    const content = (hint.body as { content?: string } | null)?.content ?? "";
    expect(content).toContain("Ask a GM to `/assign` you a player;");
    expect(content).not.toContain("nation");
  });
});
