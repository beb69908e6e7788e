import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import { alice, bob, GM_ROLE, gm } from "../bot/helpers/bot-harness.ts";
import { testService } from "../game/helpers.ts";
import { FakeDiscord } from "../helpers/fake-discord.ts";

/**
 * The GM refuses an old player's return on Discord (`/confirm seat refuse-return:True`, the equivalent of `players
 * refuse-return`), on the fake Discord: refused for a player and for a seat not in civil disorder (nothing changed);
 * the GM's refusal frees the seat of its old player, who can no longer come back, and the seat stays offered; read
 * back from the reopened database. Ruling "Absent and returning players: Replacement".
 */
const dir = mkdtempSync(join(tmpdir(), "adjutant-refuse-return-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("/confirm seat refuse-return:True", () => {
  let fake: FakeDiscord;
  let t: ReturnType<typeof testService>;
  let bot: RunningBot | null;
  let gameId: string;
  const file = join(dir, "games.sqlite");

  beforeEach(async () => {
    fake = new FakeDiscord({ users: [alice, bob, gm], roles: [{ id: GM_ROLE, name: "GM" }] });
    await fake.start();
    t = testService(file);
    const game = await t.service.createGame({
      scenario: "ww1907",
      discordChannelId: fake.channels[0]?.id ?? null,
    });
    if (!game.ok) throw new Error(game.error);
    gameId = game.value.id;
    if (!(await t.service.assignPlayer(gameId, "Germany", bob.id, { discord: true })).ok)
      throw new Error("assign");
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
    await t.store.close();
  });

  async function run(
    user: typeof alice,
    options: { name: string; type: number; value: string | number | boolean }[],
  ): Promise<string> {
    const { id } = fake.runSlashCommand({
      name: "confirm",
      user,
      options: options as { name: string; type: number; value: string | number }[],
    });
    const callback = await fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`));
    return (callback.body as { data?: { content?: string } }).data?.content ?? "";
  }

  const seat = { name: "seat", type: 3, value: "Germany" };
  const refuse = { name: "refuse-return", type: 5, value: true };

  it("Replacement: a player is refused, a seat not in civil disorder is refused, the GM's refusal holds after a restart", async () => {
    expect(await run(alice, [seat, refuse])).toBe("Only a GM can use this command.");
    expect(await run(gm, [seat, refuse])).toBe(
      "⚠️ German Empire is not in civil disorder: there is no return to refuse",
    );
    expect(await t.service.nationOf(gameId, bob.id)).toBe("germany");

    expect((await t.service.absence.boot(gameId, "Germany", { name: "GM", gm: true })).ok).toBe(true);
    expect(await run(gm, [seat, refuse])).toBe(
      "**German Empire**'s old player cannot come back; the seat stays offered.",
    );
    const check = async (store: typeof t) => {
      expect(await store.service.nationOf(gameId, bob.id)).toBeNull();
      expect(await store.service.absence.disorderSeats(gameId)).toEqual(["germany"]);
      expect((await store.service.absence.record(gameId)).disorder[0]?.returnRefused).toBe(true);
    };
    await check(t);
    const reopened = testService(file);
    try {
      await check(reopened);
    } finally {
      await reopened.store.close();
    }
  });
});
