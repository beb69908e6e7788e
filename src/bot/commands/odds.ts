import { SlashCommandBuilder } from "discord.js";
import { battleOdds, oddsRulesNameSchema } from "../../odds/battle-odds.ts";
import { heading, para, table } from "../../presenters/document.ts";
import { respondDocument, respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

const percent = (p: number) => `${(p * 100).toFixed(2)}%`;

/** `/odds`: the exact odds of a battle (Markov chain, not sampled): W15 land, W13 naval, or classic Risk. */
export const oddsCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("odds")
    .setDescription("Exact odds of a battle")
    .addIntegerOption((o) =>
      o
        .setName("attackers")
        .setDescription("Attacking units")
        .setRequired(true)
        .setMinValue(1)
        .setMaxValue(2000),
    )
    .addIntegerOption((o) =>
      o
        .setName("defenders")
        .setDescription("Defending units")
        .setRequired(true)
        .setMinValue(1)
        .setMaxValue(2000),
    )
    .addStringOption((o) =>
      o
        .setName("rules")
        .setDescription("Battle rules (default ww1907 land)")
        .addChoices(...oddsRulesNameSchema.options.map((name) => ({ name, value: name }))),
    )
    .addIntegerOption((o) => o.setName("attacker_bonus").setDescription("Extra attacker dice").setMinValue(0))
    .addIntegerOption((o) => o.setName("defender_bonus").setDescription("Extra defender dice").setMinValue(0))
    .toJSON(),
  gmOnly: false,
  async execute(_ctx, interaction) {
    const attackers = interaction.options.getInteger("attackers", true);
    const defenders = interaction.options.getInteger("defenders", true);
    const rules = oddsRulesNameSchema
      .catch("ww1907")
      .parse(interaction.options.getString("rules") ?? "ww1907");
    const result = battleOdds({
      attackers,
      defenders,
      rules,
      attackerBonusDice: interaction.options.getInteger("attacker_bonus") ?? 0,
      defenderBonusDice: interaction.options.getInteger("defender_bonus") ?? 0,
    });
    if (!result.ok) return respondText(interaction, `⚠️ ${result.error}`);
    const odds = result.value;
    await respondDocument(interaction, {
      title: `Battle odds: ${attackers} attacking ${defenders} (${rules})`,
      blocks: [
        heading(2, "Outcome"),
        table(
          ["", "probability"],
          [
            ["attacker wins", percent(odds.attackerWins)],
            ["defender holds", percent(odds.defenderWins)],
          ],
        ),
        para(
          `Expected losses: attacker ${odds.expectedAttackerLosses.toFixed(2)}, defender ${odds.expectedDefenderLosses.toFixed(2)}.`,
        ),
      ],
    });
  },
};
