import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import type { PlayableRuleset } from "../../src/game/game-play.ts";
import type { GameService } from "../../src/game/game-service.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { alice, bob, GM_ROLE, gm, refOf, waitFor } from "../bot/helpers/bot-harness.ts";
import { FakeDiscord, type FakeUser, type RecordedRequest } from "../helpers/fake-discord.ts";
import { riskVariantOne } from "../helpers/registered-risk.ts";
import { worldWar1907 } from "../helpers/registered-ww1907.ts";
import { islands } from "../rulesets-for-tests/islands/index.ts";
import { contractService, riskPosition } from "./contract-games.ts";

/** What a request posted, as text: its content and its embeds. */
const posted = (r: RecordedRequest) => {
  const body = r.body as { content?: string; embeds?: { title?: string; description?: string }[] } | null;
  return [
    body?.content ?? "",
    ...(body?.embeds ?? []).map((e) => `${e.title ?? ""}\n${e.description ?? ""}`),
  ].join("\n");
};

type Step =
  | { send: FakeUser; key: string; content: string; reply: RegExp }
  | { edit: string; content: string; reply: RegExp | null }
  | { remove: string; notice: RegExp | null };

interface DiscordScript {
  name: string;
  rules: string;
  entry: PlayableRuleset;
  create: Parameters<GameService["createGame"]>[0];
  seats: [string, FakeUser][];
  steps: Step[];
  /** After the steps: what the orders in force of a seat say (the message ids by key filled in), who is waited on. */
  inForce?: { seat: string; says: (ids: Record<string, string>) => string };
  waiting: { has: string[]; not: string[] };
  phase: string;
}

const scripts: DiscordScript[] = [
  {
    name: "Islands",
    rules: "W33 I6",
    entry: islands,
    create: { scenario: "islands" },
    seats: [
      ["red", alice],
      ["blue", bob],
    ],
    steps: [
      {
        send: alice,
        key: "first",
        content: "**attack Coral from Brisk**",
        reply:
          /Orders of Red · receipt R-\w+\n1 accepted, 0 rejected\n✅ \*\*Attack Coral from Brisk\*\* — .*\(I6\)/,
      },
      {
        send: alice,
        key: "second",
        content: "**attack Dune from Alba**",
        reply: /replaces your earlier order post/,
      },
      { edit: "second", content: "**attack Dune from Alba; attack Coral from Brisk**", reply: /./ },
      { send: bob, key: "bob", content: "**attack Brisk from Coral**", reply: /./ },
      { remove: "bob", notice: /deleted/i },
    ],
    // an edit voids the post and the earlier one is in force again (W33)
    inForce: { seat: "red", says: (ids) => `post ${ids.first} is in force` },
    waiting: { has: ["blue"], not: ["red"] },
    phase: "turn-2",
  },
  {
    name: "World War 1907",
    rules: "W7 W32 W33",
    entry: worldWar1907,
    create: { scenario: "ww1907" },
    seats: [
      ["Russia", alice],
      ["Germany", bob],
    ],
    steps: [
      {
        send: alice,
        key: "first",
        content: "**Build 2 divisions in Moscow**",
        reply: /Russian Empire[\s\S]*1 accepted, 0 rejected[\s\S]*build 2 divisions in Moscow/i,
      },
      {
        send: alice,
        key: "second",
        content: "**Build 1 division in Kiev\nBuild 1 division in Berlin**",
        reply: /replaces your earlier order post[\s\S]*W7: Berlin belongs to German Empire/,
      },
      { edit: "second", content: "**Build 1 division in Kiev**", reply: /W33/ },
      { send: bob, key: "bob", content: "**Build 1 division in Berlin**", reply: /1 accepted, 0 rejected/ },
      { remove: "bob", notice: /W33|deleted/i },
    ],
    inForce: { seat: "russia", says: (ids) => `post ${ids.first}: ` },
    waiting: { has: ["germany"], not: ["russia"] },
    phase: "attack",
  },
  {
    name: "Risk Variant One",
    rules: "V6 V7 V8",
    entry: riskVariantOne,
    create: { scenario: riskPosition },
    seats: [
      ["Alice", alice],
      ["Bob", bob],
    ],
    steps: [
      { send: bob, key: "early", content: "**Pass**", reply: /it is Alice's turn/ },
      {
        send: alice,
        key: "attack",
        content: "**Attack Peru from Brazil with 5**",
        reply: /Alice attacks Peru \(Bob\) from Brazil with 5 armies/,
      },
      // an order is carried out when posted: an edit voids nothing (V6), so the bot says nothing
      { edit: "attack", content: "**Pass**", reply: null },
      { send: bob, key: "hold", content: "**Hold**", reply: /Brazil → Peru: 5 v 3\. Throw 1: / },
      { send: bob, key: "pass", content: "**Pass**", reply: /Bob passes/ },
      { remove: "pass", notice: null },
    ],
    waiting: { has: ["Cleo"], not: ["Alice", "Bob"] },
    phase: "actions",
  },
];

/** Polls until a condition holds (at most 5 s). */
async function until(holds: () => Promise<boolean>): Promise<void> {
  for (let k = 0; k < 2500 && !(await holds()); k++) await new Promise((r) => setTimeout(r, 2));
  expect(await holds()).toBe(true);
}

/** Every game on the fake Discord, through the bot and the same service: orders, an edit, a deletion, /resolve. */
describe.each(scripts)("$name on the fake Discord", (script) => {
  let fake: FakeDiscord;
  let bot: RunningBot | null = null;
  let t: ReturnType<typeof contractService>;
  let gameId: string;

  beforeEach(async () => {
    fake = new FakeDiscord({ users: [alice, bob, gm], roles: [{ id: GM_ROLE, name: "GM" }] });
    await fake.start();
    t = contractService(new SqliteDatabase(openDatabase(":memory:")), [script.entry]);
    t.clock.now = new Date();
    const game = await t.service.createGame({
      ...script.create,
      discordChannelId: fake.channels[0]?.id ?? null,
      startsAt: "2020-01-01T00:00:00Z",
    });
    if (!game.ok) throw new Error(game.error);
    gameId = game.value.id;
    for (const [seat, user] of script.seats) {
      const assigned = await t.service.assignPlayer(gameId, seat, user.id, { discord: true });
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

  /** The first request from `after` on that matches; after 5 s an error naming the step and what was posted. */
  const awaited = (step: string, after: number, match: (r: RecordedRequest) => boolean) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(() => {
        const seen = fake.requests.slice(after).map((r) => `${r.method} ${r.path}: ${posted(r)}`);
        fail(new Error(`no answer to ${step}; the bot sent:\n${seen.join("\n")}`));
      }, 5000);
    });
    return Promise.race([waitFor(fake, after, match), late]).finally(() => clearTimeout(timer));
  };
  const replyTo = (step: string, id: string, after: number) =>
    awaited(step, after, (r) => r.method === "POST" && r.path.endsWith("/messages") && refOf(r) === id);

  it(`${script.rules} receipts, an edit, a deletion, and /resolve with its picture`, async () => {
    const ids: Record<string, string> = {};
    const author: Record<string, FakeUser> = {};
    /** Posts whose edit or deletion voided nothing: the bot must not answer them. */
    const silent: { id: string; after: number }[] = [];
    const stored = async (id: string) => await t.store.getPost(gameId, "discord", id);
    for (const step of script.steps) {
      const after = fake.requests.length;
      if ("send" in step) {
        const id = fake.sendMessage({ author: step.send, content: step.content });
        ids[step.key] = id;
        author[step.key] = step.send;
        expect(posted(await replyTo(step.content, id, after))).toMatch(step.reply);
      } else if ("edit" in step) {
        const id = ids[step.edit] ?? "";
        fake.editMessage({ id, author: author[step.edit] ?? alice, content: step.content });
        if (step.reply)
          expect(posted(await replyTo(`the edit of ${step.edit}`, id, after))).toMatch(step.reply);
        else {
          await until(async () => (await stored(id))?.edited_json != null);
          silent.push({ id, after });
        }
      } else {
        const id = ids[step.remove] ?? "";
        fake.deleteMessage({ id });
        const notice = step.notice;
        if (notice)
          await awaited(
            `the deletion of ${step.remove}`,
            after,
            (r) => r.method === "POST" && notice.test(posted(r)),
          );
        else {
          await until(async () => (await stored(id))?.deleted_at != null);
          silent.push({ id, after });
        }
      }
    }
    for (const { id, after } of silent)
      expect(fake.requests.slice(after).filter((r) => r.method === "POST" && refOf(r) === id)).toEqual([]);
    if (script.inForce) {
      const orders = await t.service.ordersInForce(gameId, script.inForce.seat);
      expect(orders.ok && JSON.stringify(orders.value)).toContain(script.inForce.says(ids));
    }
    const waiting = (await t.service.waitingOn(gameId)).map((w) => w.seat);
    expect(waiting).toEqual(expect.arrayContaining(script.waiting.has));
    for (const seat of script.waiting.not) expect(waiting).not.toContain(seat);
    const { token } = fake.runSlashCommand({ name: "resolve", user: gm });
    const original = await fake.waitForRequest("PATCH", new RegExp(`/${token}/messages/@original$`));
    expect(original.files.map((f) => f.name.split(".").at(-1))).toContain("png");
    expect(await t.service.info(gameId)).toMatchObject({ ok: true, value: { phase: script.phase } });
  });
});
