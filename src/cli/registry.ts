import type { Command } from "commander";
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

/** A module that adds one command (or group of sub-commands) to the program. */
export type RegisterCommand = (program: Command) => void;

/**
 * Every CLI command, registered explicitly (no file-system autoloading).
 * Each entry lives in its own file under `src/cli/commands/`.
 */
export const commandRegistry: RegisterCommand[] = [
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
