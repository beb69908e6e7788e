import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { helpCommand, helpText, ordersHelpEmbed } from "../../src/bot/commands/help.ts";
import { EMBED_LIMITS, embedSize } from "../../src/bot/embeds.ts";
import { RISK_ORDERS_HELP_SECTIONS, RISK_RULES_REFERENCE_PATH } from "../../src/game/risk/help-text.ts";
import {
  ORDERS_GUIDE_PATH,
  ORDERS_HELP_SECTIONS,
  RULES_REFERENCE_PATH,
} from "../../src/game/ww1907/help-text.ts";
import { classicMap } from "../../src/rulesets/risk-variant-one/classic-map.ts";
import { parseRiskOrders } from "../../src/rulesets/risk-variant-one/language/parse.ts";
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

describe("the /help topic:orders embed of a Risk Variant One channel", () => {
  const embed = ordersHelpEmbed("risk-variant-one");
  const fields = embed.fields ?? [];

  it("is Risk's guide, within Discord's limits and written to fit (nothing cut)", () => {
    expect(embed.title).toBe("Writing orders (Risk Variant One)");
    expect(fields.length).toBeLessThanOrEqual(EMBED_LIMITS.fields);
    for (const f of fields) {
      expect(f.name.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldName);
      expect(f.value.length).toBeLessThanOrEqual(EMBED_LIMITS.fieldValue);
      expect(f.value.endsWith("…")).toBe(false);
    }
    expect(embedSize(embed)).toBeLessThanOrEqual(EMBED_LIMITS.total);
  });

  it("V6 says to post in bold when it is your turn, each order carried out at once", () => {
    expect(embed.description).toContain("`**…**`");
    expect(embed.description).toContain("when it is your turn (V6)");
  });

  it("V3 V5 V6 V7 has a field for every kind of order, each example shown as the player types it", () => {
    for (const section of RISK_ORDERS_HELP_SECTIONS) {
      const field = fields.find((f) => f.name === section.name);
      expect(field, section.name).toBeDefined();
      for (const example of section.examples) expect(field?.value).toContain(`\`**${example.text}**\``);
    }
    expect(fields.find((f) => f.name === "More")?.value).toContain(`\`${RISK_RULES_REFERENCE_PATH}\``);
    expect(JSON.stringify(embed)).not.toMatch(/W\d|pp|division/);
  });

  for (const section of RISK_ORDERS_HELP_SECTIONS) {
    for (const example of section.examples) {
      it(`${section.name}: "${example.text}" (${example.phase}) is read as ${example.kind}`, () => {
        const lines = parseRiskOrders([example.text], classicMap, { phase: example.phase });
        expect(lines.map((l) => (l.kind === "command" ? l.command.kind : l))).toEqual([example.kind]);
      });
    }
  }

  it("an unknown or missing game is the default game's guide", () => {
    expect(ordersHelpEmbed("no-such-game")).toEqual(ordersHelpEmbed());
    expect(ordersHelpEmbed("ww1907")).toEqual(ordersHelpEmbed());
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
