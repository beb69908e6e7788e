import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { alice, bob, GM_ROLE, gm, refOf, waitFor } from "../bot/helpers/bot-harness.ts";
import { FakeDiscord, type RecordedRequest } from "../helpers/fake-discord.ts";
import { contractService } from "./contract-games.ts";

/** What a request posted, as text: its content and its embeds. */
const posted = (r: RecordedRequest) => {
  const body = r.body as { content?: string; embeds?: { title?: string; description?: string }[] } | null;
  return [
    body?.content ?? "",
    ...(body?.embeds ?? []).map((e) => `${e.title ?? ""}\n${e.description ?? ""}`),
  ].join("\n");
};

/** The test ruleset on the fake Discord, through the bot and the same service: orders, an edit, a deletion, resolve. */
describe("the generic play on the fake Discord", () => {
  let fake: FakeDiscord;
  let bot: RunningBot | null = null;
  let t: ReturnType<typeof contractService>;
  let gameId: string;

  beforeEach(async () => {
    fake = new FakeDiscord({ users: [alice, bob, gm], roles: [{ id: GM_ROLE, name: "GM" }] });
    await fake.start();
    t = contractService(new SqliteDatabase(openDatabase(":memory:")));
    t.clock.now = new Date();
    const game = t.service.createGame({
      scenario: "islands",
      discordChannelId: fake.channels[0]?.id ?? null,
      startsAt: "2020-01-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    gameId = game.value.id;
    for (const [seat, user] of [
      ["red", alice],
      ["blue", bob],
    ] as const) {
      const assigned = t.service.assignPlayer(gameId, seat, user.id, { discord: true });
      if (!assigned.ok) throw new Error(assigned.error);
    }
    bot = await startBot({
      config: { token: "t", guildId: fake.guildId, gmRoleId: GM_ROLE, gmUserIds: [], apiBase: fake.apiBase },
      service: t.service,
      logger: pino({ level: "silent" }),
      rest: { retries: 1, offset: 0 },
    });
  });

  afterEach(async () => {
    await bot?.stop();
    await fake.stop();
  });

  const replyTo = (id: string, after = 0) =>
    waitFor(fake, after, (r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r) === id);

  it("W33 I6 receipts, an edit voids the post and the earlier one is in force again, a deletion, /resolve", async () => {
    const first = fake.sendMessage({ author: alice, content: "**attack Coral from Brisk**" });
    const receipt = posted(await replyTo(first));
    expect(receipt).toMatch(
      /Orders of Red · receipt R-\w+\n1 accepted, 0 rejected\n✅ \*\*Attack Coral from Brisk\*\* — .*\(I6\)/,
    );
    const second = fake.sendMessage({ author: alice, content: "**attack Dune from Alba**" });
    expect(posted(await replyTo(second))).toMatch(/replaces your earlier order post/);
    let after = fake.requests.length;
    fake.editMessage({
      id: second,
      author: alice,
      content: "**attack Dune from Alba; attack Coral from Brisk**",
    });
    await replyTo(second, after);
    const orders = t.service.ordersInForce(gameId, "red");
    expect(orders.ok && JSON.stringify(orders.value)).toContain(`post ${first} is in force`);
    const bobs = fake.sendMessage({ author: bob, content: "**attack Brisk from Coral**" });
    await replyTo(bobs);
    after = fake.requests.length;
    fake.deleteMessage({ id: bobs });
    await waitFor(fake, after, (r) => r.method === "POST" && /deleted/i.test(posted(r)));
    expect(t.service.waitingOn(gameId).map((w) => w.seat)).toEqual(["blue"]);
    const { token } = fake.runSlashCommand({ name: "resolve", user: gm });
    const original = await fake.waitForRequest("PATCH", new RegExp(`/${token}/messages/@original$`));
    expect(original.files.map((f) => f.name.split(".").at(-1))).toEqual(["txt", "png"]);
    expect(t.service.info(gameId)).toMatchObject({ ok: true, value: { phase: "turn-2" } });
  });
});
