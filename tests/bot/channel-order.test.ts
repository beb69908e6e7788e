import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { type BotContext, inChannelOrder } from "../../src/bot/context.ts";
import { KeyedQueue } from "../../src/storage/keyed-queue.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function context(): BotContext {
  return {
    service: {} as BotContext["service"],
    config: {
      token: "t",
      guildId: undefined,
      gmRoleId: undefined,
      gmUserIds: [],
    } as unknown as BotContext["config"],
    logger: pino({ level: "silent" }),
    channelOrder: new KeyedQueue(),
  };
}

describe("messages of one channel reach their game in Discord's order (issue #26: the database may answer out of order)", () => {
  it("W33 a post and its quick edit are handed over in the order they came, whichever lookup answers first", async () => {
    const ctx = context();
    const handed: string[] = [];
    // the post's game lookup is slow (a far database), the edit's fast: the edit still reaches the game second
    const post = inChannelOrder(ctx, "channel-1", async () => {
      await sleep(40);
      handed.push("post");
    });
    const edit = inChannelOrder(ctx, "channel-1", async () => {
      handed.push("edit");
    });
    await Promise.all([post, edit]);
    expect(handed).toEqual(["post", "edit"]);
  });

  it("another channel's message does not wait for a slow one", async () => {
    const ctx = context();
    const handed: string[] = [];
    const slow = inChannelOrder(ctx, "channel-1", async () => {
      await sleep(40);
      handed.push("channel-1");
    });
    const other = inChannelOrder(ctx, "channel-2", async () => {
      handed.push("channel-2");
    });
    await Promise.all([slow, other]);
    expect(handed).toEqual(["channel-2", "channel-1"]);
  });
});
