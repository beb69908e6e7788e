import { registerAbsenceCommands } from "./commands/absence.ts";
import { registerBackupCommand } from "./commands/backup.ts";
import { registerCheckCommand } from "./commands/check.ts";
import { registerDatabaseCommand } from "./commands/database.ts";
import { registerForumCommand } from "./commands/forum.ts";
import { registerGameCommand } from "./commands/game.ts";
import { registerGmCommands } from "./commands/gm.ts";
import { registerMapCommand } from "./commands/map.ts";
import { registerOddsCommand } from "./commands/odds.ts";
import { registerOrdersCommand } from "./commands/orders.ts";
import { registerParseCommand } from "./commands/parse.ts";
import { registerPlayersCommand } from "./commands/players.ts";
import { registerRatingsCommand } from "./commands/ratings.ts";
import { registerResolveCommand } from "./commands/resolve.ts";
import { registerScenarioCommand } from "./commands/scenario.ts";
import { registerScheduleCommand } from "./commands/schedule.ts";
import { registerStateCommand } from "./commands/state.ts";
import { registerSupplyCommand } from "./commands/supply.ts";
import { registerVerifyCommand } from "./commands/verify.ts";
import { registerWebCommand } from "./commands/web.ts";

import type { RegisterCommand } from "./registry.ts";

/**
 * Every CLI command in the order `--help` lists them, imported together (one module graph, cheaper than twenty
 * dynamic imports) when a command line needs them all; `registry.ts` names which commands each file adds.
 */
export const allCommands: readonly RegisterCommand[] = [
  registerGameCommand,
  registerPlayersCommand,
  registerAbsenceCommands,
  registerForumCommand,
  registerGmCommands,
  registerScheduleCommand,
  registerRatingsCommand,
  registerMapCommand,
  registerScenarioCommand,
  registerStateCommand,
  registerSupplyCommand,
  registerCheckCommand,
  registerResolveCommand,
  registerOrdersCommand,
  registerParseCommand,
  registerOddsCommand,
  registerVerifyCommand,
  registerBackupCommand,
  registerDatabaseCommand,
  registerWebCommand,
];
