import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { helpCommand, helpText, ordersHelpEmbed } from "../../src/bot/commands/help.ts";
import { EMBED_LIMITS, embedSize } from "../../src/bot/embeds.ts";
import {
  ORDERS_GUIDE_PATH,
  ORDERS_HELP_SECTIONS,
  RULES_REFERENCE_PATH,
} from "../../src/presenters/help-text.ts";
import type { RecordedRequest } from "../helpers/fake-discord.ts";
import { alice, BotHarness, bob } from "./helpers/bot-harness.ts";

interface SentEmbed {
  title?: string;
  description?: string;
  fields?: { name: string; value: string }[];
}
interface Callback {
  type?: number;
  data?: { content?: string; flags?: number; embeds?: SentEmbed[] };
}
const callbackOf = (r: RecordedRequest) => (r.body ?? {}) as Callback;
const EPHEMERAL = 64;

describe("the /help topic:orders embed", () => {
  const embed = ordersHelpEmbed();
  const fields = embed.fields ?? [];

  it("stays within Discord's embed limits (description 4096, field 1024, 25 fields, 6000 in all)", () => {
    expect((embed.title ?? "").length).toBeLessThanOrEqual(EMBED_LIMITS.title);
    expect((embed.description ?? "").length).toBeLessThanOrEqual(EMBED_LIMITS.description);
    expect(fields.length).toBeLessThanOrEqual(EMBED_LIMITS.fields);
    for (const f of fields) {
      expect(f.name.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldName);
      expect(f.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
    }
    expect(embedSize(embed)).toBeLessThanOrEqual(EMBED_LIMITS.total);
  });

  it("is written to fit: nothing was cut to a limit (no field or description ends in an ellipsis)", () => {
    for (const text of [embed.description ?? "", ...fields.map((f) => f.value)]) {
      expect(text.endsWith("…")).toBe(false);
    }
  });

  it("W32 explains bold on forums and on Discord, as code so the markup shows", () => {
    expect(embed.description).toContain("`[b]…[/b]`");
    expect(embed.description).toContain("`**…**`");
  });

  it("has a field for every kind of order, each example shown as the player types it", () => {
    for (const section of ORDERS_HELP_SECTIONS) {
      const field = fields.find((f) => f.name === section.name);
      expect(field, section.name).toBeDefined();
      for (const example of section.examples) expect(field?.value).toContain(`\`**${example.text}**\``);
    }
  });

  it("W33 says how to change and withdraw orders and what voids a post", () => {
    const changes = fields.find((f) => f.name.startsWith("Changing and withdrawing orders"));
    expect(changes?.value).toContain("latest order post replaces the earlier one");
    expect(changes?.value).toContain("edited or deleted post counts for nothing");
    expect(changes?.value).toContain("outside the phase");
    expect(changes?.value).toContain("not a player");
    expect(changes?.value).toContain("`moderatorEditVoids`");
  });

  it("links the full guide and the rules reference by repository-relative path", () => {
    const more = fields.find((f) => f.name === "More");
    expect(more?.value).toContain(`\`${ORDERS_GUIDE_PATH}\``);
    expect(more?.value).toContain(`\`${RULES_REFERENCE_PATH}\``);
  });

  it("/help itself points to /help topic:orders", () => {
    expect(helpText(undefined)).toContain("`/help topic:orders`");
  });

  it("registers /help with an optional topic whose only choice is orders", () => {
    const option = helpCommand.data.options?.[0] as
      | { name: string; required?: boolean; choices?: { value: string }[] }
      | undefined;
    expect(option).toMatchObject({ name: "topic" });
    expect(option?.required ?? false).toBe(false);
    expect(option?.choices?.map((c) => c.value)).toEqual(["orders"]);
  });
});

describe("/help on Discord (real discord.js client, fake Discord on 127.0.0.1)", () => {
  let h: BotHarness;

  beforeEach(async () => {
    h = new BotHarness();
    await h.start();
  });

  afterEach(async () => {
    await h.stop();
  });

  it("/help topic:orders answers privately with the orders embed", async () => {
    const { id } = h.fake.runSlashCommand({
      name: "help",
      user: alice,
      options: [{ name: "topic", type: 3, value: "orders" }],
    });
    const callback = callbackOf(await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`)));
    expect(callback.type).toBe(4);
    expect(callback.data?.flags).toBe(EPHEMERAL);
    const [sent] = callback.data?.embeds ?? [];
    expect(sent?.title).toBe("Writing orders (World War 1907)");
    expect(sent?.fields?.map((f) => f.name)).toEqual(ordersHelpEmbed().fields?.map((f) => f.name));
  });

  it("/help without a topic still answers with the commands, for players and onlookers alike", async () => {
    const { id } = h.fake.runSlashCommand({ name: "help", user: bob });
    const callback = callbackOf(await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`)));
    expect(callback.data).toMatchObject({ content: helpText(undefined), flags: EPHEMERAL });
  });

  it("a topic the bot does not know is answered with the topics there are", async () => {
    const { id } = h.fake.runSlashCommand({
      name: "help",
      user: alice,
      options: [{ name: "topic", type: 3, value: "dice" }],
    });
    const callback = callbackOf(await h.fake.waitForRequest("POST", new RegExp(`^/interactions/${id}/`)));
    expect(callback.data?.content).toBe('There is no help on "dice": try `/help topic:orders`, or `/help`.');
  });
});
