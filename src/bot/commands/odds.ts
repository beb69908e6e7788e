import { SlashCommandBuilder } from "discord.js";
import { defaultRuleset } from "../../game/rulesets.ts";
import { battleOdds, type OddsRulesName, oddsRulesNameSchema } from "../../odds/battle-odds.ts";
import { oddsBattleWords, oddsDiceWords } from "../../odds/odds-text.ts";
import { heading, para, table } from "../../presenters/document.ts";
import { respondDocument, respondText } from "./respond.ts";
import type { SlashCommand } from "./slash-command.ts";

const percent = (p: number) => `${(p * 100).toFixed(2)}%`;

/**
 * `/odds`: the exact odds of a battle (Markov chain, not sampled): W15 land, W13 naval, or classic Risk (the default
 * in a channel that plays Risk Variant One). `attackers` is the attacking force, the units that fight, as in the
 * console's /odds and `adjutant odds battle` (Odds ruling); the answer says so in words.
 */
export const oddsCommand: SlashCommand = {
  data: new SlashCommandBuilder()
    .setName("odds")
    .setDescription("Exact odds of a battle")
    .addIntegerOption((o) =>
      o
        .setName("attackers")
        .setDescription("The attacking force: units that fight (Risk: not the army that stays home)")
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
        .setDescription("Battle rules (default: the channel's game; ww1907 land without one)")
        .addChoices(...oddsRulesNameSchema.options.map((name) => ({ name, value: name }))),
    )
    .addIntegerOption((o) => o.setName("attacker_bonus").setDescription("Extra attacker dice").setMinValue(0))
    .addIntegerOption((o) => o.setName("defender_bonus").setDescription("Extra defender dice").setMinValue(0))
    .toJSON(),
  gmOnly: false,
  async execute(ctx, interaction) {
    const attackers = interaction.options.getInteger("attackers", true);
    const defenders = interaction.options.getInteger("defenders", true);
    const channelGame = await ctx.service.gameByChannel(interaction.channelId);
    const channelRules: OddsRulesName = (
      (channelGame && (await ctx.service.wordingOf(channelGame.id))) ||
      defaultRuleset.wording
    ).oddsRules;
    const rules = oddsRulesNameSchema
      .catch(channelRules)
      .parse(interaction.options.getString("rules") ?? channelRules);
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
      title: `Battle odds: ${oddsBattleWords(attackers, defenders, rules)}`,
      blocks: [
        para(
          `${oddsBattleWords(attackers, defenders, rules)} (${rules}: ${oddsDiceWords[rules]})${rules === "classic" ? "; the army that stays home is not counted in the force" : ""}.`,
        ),
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
