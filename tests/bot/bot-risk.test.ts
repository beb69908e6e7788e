import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunningBot } from "../../src/bot/bot.ts";
import { ordersHelpEmbed } from "../../src/bot/commands/help.ts";
import type { GameService } from "../../src/game/game-service.ts";
import { testService } from "../game/helpers.ts";
import type { FakeDiscord, RecordedRequest } from "../helpers/fake-discord.ts";
import { riskVariantOne } from "../helpers/registered-risk.ts";
import { alice, bob, refOf, startBotOn, startFakeDiscord, waitFor } from "./helpers/bot-harness.ts";

interface SentEmbed {
  title?: string;
  fields?: { name: string; value: string }[];
}

const embedsText = (r: RecordedRequest) =>
  ((r.body as { embeds?: { title?: string; description?: string }[] })?.embeds ?? [])
    .map((e) => [e.title, e.description].join("\n"))
    .join("\n");

/** Risk Variant One on the fake Discord: each order carried out when posted, the next player mentioned (V6, V7). */
describe("Discord bot playing Risk Variant One", () => {
  let fake: FakeDiscord;
  let service: GameService;
  let bot: RunningBot | null;

  beforeEach(async () => {
    fake = await startFakeDiscord();
    service = testService().service;
    const game = await service.createGame({
      scenario: "tests/game/fixtures/risk-attack.yaml",
      discordChannelId: fake.channels[0]?.id ?? null,
      startsAt: "2020-01-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    for (const [seat, user] of [
      ["Alice", alice],
      ["Bob", bob],
    ] as const) {
      const assigned = await service.assignPlayer(game.value.id, seat, user.id, { discord: true });
      if (!assigned.ok) throw new Error(assigned.error);
    }
    bot = await startBotOn(fake, service);
  });

  afterEach(async () => {
    await bot?.stop();
    await fake.stop();
  });

  const replyTo = (id: string, after = 0) =>
    waitFor(fake, after, (r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r) === id);

  it("V6 V7 V8 an attack mentions exactly the defender; the answer is fought and every throw is in the reply", async () => {
    const attack = fake.sendMessage({ author: alice, content: "**Attack Peru from Brazil with 5**" });
    const first = await replyTo(attack);
    const body = first.body as {
      content?: string;
      allowed_mentions?: { users?: string[]; parse?: string[] };
    };
    expect(body.content).toBe(`Your turn: <@${bob.id}>`);
    expect(body.allowed_mentions?.users).toEqual([bob.id]);
    expect(embedsText(first)).toContain("Alice attacks Peru (Bob) from Brazil with 5 armies.");
    expect(embedsText(first)).toMatch(
      /Waiting for:\*{0,2} Bob \(defender's response to Alice's attack on Peru/,
    );

    const hold = fake.sendMessage({ author: bob, content: "**Hold**" });
    const second = await replyTo(hold);
    expect(embedsText(second)).toMatch(/Brazil → Peru: 5 v 3\. Throw 1: /);
  });

  it("Odds V8 /odds in a Risk channel takes classic dice and A as the attacking force, said in words", async () => {
    const { id } = fake.runSlashCommand({
      name: "odds",
      user: bob,
      options: [
        { name: "attackers", type: 4, value: 8 },
        { name: "defenders", type: 4, value: 6 },
      ],
    });
    const reply = await waitFor(
      fake,
      0,
      (r) => r.method === "POST" && r.path.startsWith(`/interactions/${id}/`),
    );
    const data = (reply.body as { data?: { embeds?: { title?: string; description?: string }[] } }).data;
    const text = (data?.embeds ?? []).map((e) => [e.title, e.description].join("\n")).join("\n");
    expect(text).toContain("Battle odds: 8 attacking armies against 6 defenders");
    expect(text).toContain("the army that stays home is not counted in the force");
    // the same 73.0 % as the console's /odds 8 6 and `adjutant odds battle 8 6 --rules classic`
    expect(text).toMatch(/attacker wins\s+72\.9\d%/);
  });

  it("V6 V7 #25 /help and /help topic:orders in a Risk channel are Risk's, not World War 1907's", async () => {
    const interaction = async (options: unknown[]) => {
      const { id } = fake.runSlashCommand({ name: "help", user: bob, options });
      const reply = await waitFor(
        fake,
        0,
        (r) => r.method === "POST" && r.path.startsWith(`/interactions/${id}/`),
      );
      return (reply.body as { data?: { content?: string; embeds?: SentEmbed[] } }).data;
    };
    const help = await interaction([]);
    expect(help?.content).toBe(riskVariantOne.wording.discordHelp);
    expect(help?.content).toContain("when it is your turn");
    expect(help?.content).toContain("`/help topic:orders`");
    const orders = await interaction([{ name: "topic", type: 3, value: "orders" }]);
    const [embed] = orders?.embeds ?? [];
    expect(embed?.title).toBe("Writing orders (Risk Variant One)");
    expect(embed?.fields?.map((f) => f.name)).toEqual(
      ordersHelpEmbed("risk-variant-one").fields?.map((f) => f.name),
    );
    const all = JSON.stringify(embed);
    expect(all).toContain("`**Attack Peru from Brazil with 5**`");
    expect(all).toContain("`**If Peru is attacked, retreat to Venezuela**`");
    expect(all).not.toContain("Build 3 divisions");
    expect(all).not.toContain("W33");
  });

  it("V6 an order out of turn is refused with whose turn it is", async () => {
    const early = fake.sendMessage({ author: bob, content: "**Pass**" });
    const reply = await replyTo(early);
    expect(embedsText(reply)).toContain("it is Alice's turn");
  });
});
