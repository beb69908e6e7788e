import { adjustCommand } from "./adjust.ts";
import { assignCommand } from "./assign.ts";
import { bootCommand } from "./boot.ts";
import { claimCommand } from "./claim.ts";
import { confirmCommand } from "./confirm.ts";
import { deadlineCommand } from "./deadline.ts";
import { gameCommand } from "./game.ts";
import { helpCommand } from "./help.ts";
import { oddsCommand } from "./odds.ts";
import { ordersCommand } from "./orders.ts";
import { phaseCommand } from "./phase.ts";
import { previewCommand } from "./preview.ts";
import { ratingsCommand } from "./ratings.ts";
import { reportCommand } from "./report.ts";
import { resolveCommand } from "./resolve.ts";
import type { SlashCommand } from "./slash-command.ts";
import { statusCommand } from "./status.ts";
import { undoCommand } from "./undo.ts";
import { vacationCommand } from "./vacation.ts";

/** Every slash command the bot registers and answers, players' first. */
export const slashCommands: readonly SlashCommand[] = [
  helpCommand,
  ordersCommand,
  previewCommand,
  statusCommand,
  oddsCommand,
  ratingsCommand,
  vacationCommand,
  claimCommand,
  gameCommand,
  assignCommand,
  phaseCommand,
  deadlineCommand,
  resolveCommand,
  undoCommand,
  adjustCommand,
  reportCommand,
  bootCommand,
  confirmCommand,
];

/** The command with this name, if the bot has one. */
export function findCommand(name: string): SlashCommand | undefined {
  return slashCommands.find((c) => c.data.name === name);
}
