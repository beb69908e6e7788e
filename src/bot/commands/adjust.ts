import {
  type ChatInputCommandInteraction,
  SlashCommandBuilder,
  type SlashCommandSubcommandBuilder,
} from "discord.js";
import type { Adjustment } from "../../game/types.ts";
import { actorOf, channelGame, respondResult } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

const withReason = (s: SlashCommandSubcommandBuilder) =>
  s.addStringOption((o) =>
    o.setName("reason").setDescription("Why (shown in the next summary)").setRequired(true),
  );

/** The adjustment a sub-command asks for. */
export function adjustmentOf(interaction: ChatInputCommandInteraction): Adjustment {
  const o = interaction.options;
  switch (o.getSubcommand()) {
    case "divisions":
      return {
        kind: "set-divisions",
        province: o.getString("province", true),
        divisions: o.getInteger("divisions", true),
      };
    case "armies":
      return {
        kind: "set-divisions",
        province: o.getString("territory", true),
        divisions: o.getInteger("armies", true),
      };
    case "income":
      return {
        kind: "set-income",
        province: o.getString("territory", true),
        income: o.getInteger("income", true),
      };
    case "owner":
      return { kind: "set-owner", province: o.getString("province", true), owner: o.getString("nation") };
    case "treasury":
      return {
        kind: "set-treasury",
        nation: o.getString("nation", true),
        treasury: o.getInteger("pp", true),
      };
    case "points": {
      const vp = o.getInteger("vp");
      const np = o.getInteger("np");
      return {
        kind: "set-points",
        nation: o.getString("nation", true),
        ...(vp === null ? {} : { vp }),
        ...(np === null ? {} : { np }),
      };
    }
    default: {
      const relation = o.getString("relation", true);
      return {
        kind: "set-relation",
        a: o.getString("a", true),
        b: o.getString("b", true),
        relation: relation === "alliance" || relation === "peace" ? relation : "war",
      };
    }
  }
}

/**
 * `/adjust …`: a GM override of the state, kept as an event with who and why (shown in the next summary). Names are
 * read like orders ("St. Petersburg", "UK"); the answer warns what else an ownership change converts (W18).
 */
export const adjustCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("adjust")
    .setDescription("GM: correct the game state (logged)")
    .addSubcommand((s) =>
      withReason(
        s
          .setName("divisions")
          .setDescription("Set the divisions in a province")
          .addStringOption((o) => o.setName("province").setDescription("Province").setRequired(true))
          .addIntegerOption((o) =>
            o.setName("divisions").setDescription("Divisions").setRequired(true).setMinValue(0),
          ),
      ),
    )
    .addSubcommand((s) =>
      withReason(
        s
          .setName("armies")
          .setDescription("Risk Variant One: set the armies on a territory")
          .addStringOption((o) => o.setName("territory").setDescription("Territory").setRequired(true))
          .addIntegerOption((o) =>
            o.setName("armies").setDescription("Armies").setRequired(true).setMinValue(1).setMaxValue(10_000),
          ),
      ),
    )
    .addSubcommand((s) =>
      withReason(
        s
          .setName("income")
          .setDescription("Risk Variant One: set a territory's income")
          .addStringOption((o) => o.setName("territory").setDescription("Territory").setRequired(true))
          .addIntegerOption((o) =>
            o.setName("income").setDescription("Income").setRequired(true).setMinValue(-99).setMaxValue(99),
          ),
      ),
    )
    .addSubcommand((s) =>
      withReason(
        s
          .setName("owner")
          .setDescription("Set a province's or territory's owner (leave nation empty for none)")
          .addStringOption((o) => o.setName("province").setDescription("Province").setRequired(true)),
      ).addStringOption((o) => o.setName("nation").setDescription('New owner (empty or "neutral": none)')),
    )
    .addSubcommand((s) =>
      withReason(
        s
          .setName("treasury")
          .setDescription("Set a nation's treasury")
          .addStringOption((o) => o.setName("nation").setDescription("Nation").setRequired(true))
          .addIntegerOption((o) => o.setName("pp").setDescription("pp").setRequired(true).setMinValue(0)),
      ),
    )
    .addSubcommand((s) =>
      withReason(
        s
          .setName("points")
          .setDescription("Set a nation's VP/NP")
          .addStringOption((o) => o.setName("nation").setDescription("Nation").setRequired(true)),
      )
        .addIntegerOption((o) => o.setName("vp").setDescription("Victory points"))
        .addIntegerOption((o) => o.setName("np").setDescription("NP")),
    )
    .addSubcommand((s) =>
      withReason(
        s
          .setName("relation")
          .setDescription("Set the relation between two nations")
          .addStringOption((o) => o.setName("a").setDescription("Nation").setRequired(true))
          .addStringOption((o) => o.setName("b").setDescription("Nation").setRequired(true))
          .addStringOption((o) =>
            o
              .setName("relation")
              .setDescription("Relation")
              .setRequired(true)
              .addChoices(
                { name: "alliance", value: "alliance" },
                { name: "peace", value: "peace" },
                { name: "war", value: "war" },
              ),
          ),
      ),
    )
    .toJSON(),
  gmOnly: true,
  async execute(ctx, interaction) {
    const game = await channelGame(ctx, interaction);
    if (!game) return;
    await interaction.deferReply();
    const change = adjustmentOf(interaction);
    const reason = interaction.options.getString("reason", true);
    ctx.logger.info({ gameId: game.id, change, reason, by: interaction.user.id }, "GM adjustment");
    await respondResult(interaction, await ctx.service.adjust(game.id, actorOf(interaction), reason, change));
  },
};
