import pino from "pino";
import { type RunningBot, startBot } from "../../../src/bot/bot.ts";
import type { BotConfig } from "../../../src/bot/config.ts";
import { FakeDiscord, type FakeUser, type RecordedRequest } from "../../helpers/fake-discord.ts";
import { FakeGameService } from "./fake-game-service.ts";

export const GM_ROLE = "1400000000000000001";
export const alice: FakeUser = { id: "1100000000000000002", username: "tsar", globalName: "Tsar Nicholas" };
export const bob: FakeUser = { id: "1100000000000000003", username: "onlooker" };
export const gm: FakeUser = { id: "1100000000000000004", username: "gm", roles: [GM_ROLE] };
export const carol: FakeUser = { id: "1100000000000000005", username: "marianne" };

/** A fake Discord with a guild, a game channel, a GM role; a fake service with a game bound and Alice as Russia. */
export class BotHarness {
  readonly fake = new FakeDiscord({ users: [alice, bob, gm, carol], roles: [{ id: GM_ROLE, name: "GM" }] });
  readonly service = new FakeGameService();
  bot: RunningBot | null = null;
  gameId = "";

  get channelId(): string {
    return this.fake.channels[0]?.id ?? "";
  }

  config(): BotConfig {
    return {
      token: "fake.bot.token",
      guildId: this.fake.guildId,
      gmRoleId: GM_ROLE,
      gmUserIds: [],
      apiBase: this.fake.apiBase,
    };
  }

  async start(): Promise<void> {
    await this.fake.start();
    const game = await this.service.createGame({ scenario: "ww1907", discordChannelId: this.channelId });
    if (!game.ok) throw new Error(game.error);
    this.gameId = game.value.id;
    await this.service.assignPlayer(this.gameId, "Russia", alice.id, { discord: true });
    this.service.calls.length = 0;
    await this.startBot();
  }

  async startBot(): Promise<RunningBot> {
    this.bot = await startBot({
      config: this.config(),
      service: this.service,
      logger: pino({ level: "silent" }),
      rest: { retries: 1, offset: 0 },
    });
    return this.bot;
  }

  async stopBot(): Promise<void> {
    await this.bot?.stop();
    this.bot = null;
  }

  async stop(): Promise<void> {
    await this.stopBot();
    await this.fake.stop();
  }

  /** The index of the next recorded request: pass to waitForRequest to see only what comes after now. */
  mark(): number {
    return this.fake.requests.length;
  }

  /** The bot's reply to a message (POST to the channel referencing it). */
  replyTo(messageId: string, after = 0): Promise<RecordedRequest> {
    return waitFor(
      this.fake,
      after,
      (r) => r.method === "POST" && /^\/channels\/\d+\/messages$/.test(r.path) && refOf(r) === messageId,
    );
  }

  /** A reaction the bot puts on a message. */
  reactionOn(messageId: string, after = 0): Promise<RecordedRequest> {
    return waitFor(
      this.fake,
      after,
      (r) => r.method === "PUT" && r.segments[3] === messageId && r.segments[4] === "reactions",
    );
  }

  /** Requests that concern a message: replies to it and reactions on it. */
  requestsAbout(messageId: string): RecordedRequest[] {
    return this.fake.requests.filter(
      (r) => refOf(r) === messageId || (r.segments[3] === messageId && r.segments[4] === "reactions"),
    );
  }

  /** Alice posts orders and waits for the bot's reply: a barrier that proves earlier events were handled. */
  async barrier(): Promise<void> {
    const after = this.mark();
    const id = this.fake.sendMessage({ author: alice, content: "**Build 1 division in Moscow**" });
    await this.replyTo(id, after);
    await this.reactionOn(id, after);
  }
}

/**
 * Starts the real bot on a fake Discord (GM role `GM_ROLE`) for a service: what every test of a real service on
 * the fake Discord starts the same way (no retries, a silent log).
 */
export function startBotOn(
  fake: FakeDiscord,
  service: Parameters<typeof startBot>[0]["service"],
  extra: Omit<Parameters<typeof startBot>[0], "config" | "service" | "logger" | "rest"> = {},
): Promise<RunningBot> {
  return startBot({
    config: { token: "t", guildId: fake.guildId, gmRoleId: GM_ROLE, gmUserIds: [], apiBase: fake.apiBase },
    service,
    logger: pino({ level: "silent" }),
    rest: { retries: 1, offset: 0 },
    ...extra,
  });
}

/** A fake Discord with Alice, Bob and the GM (with the GM role), started. */
export async function startFakeDiscord(): Promise<FakeDiscord> {
  const fake = new FakeDiscord({ users: [alice, bob, gm], roles: [{ id: GM_ROLE, name: "GM" }] });
  await fake.start();
  return fake;
}

/** The message a POST replies to, if any. */
export function refOf(r: RecordedRequest): string | undefined {
  return (r.body as { message_reference?: { message_id?: string } } | null)?.message_reference?.message_id;
}

/** Waits for the first request from index `after` on that matches. */
export function waitFor(
  fake: FakeDiscord,
  after: number,
  match: (r: RecordedRequest) => boolean,
): Promise<RecordedRequest> {
  const found = fake.requests.slice(after).find(match);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      const hit = fake.requests.slice(after).find(match);
      if (hit) {
        clearInterval(timer);
        resolve(hit);
      }
    }, 2);
  });
}
