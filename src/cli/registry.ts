import type { Command } from "commander";

/** A module that adds one command (or group of sub-commands) to the program. */
export type RegisterCommand = (program: Command) => void;

/** A file under `src/cli/commands/`: the top-level commands it adds, and how to load it. */
export interface CommandModule {
  /** The names of the top-level commands it registers (checked by tests/cli/command-registry.test.ts). */
  readonly names: readonly string[];
  readonly load: () => Promise<RegisterCommand>;
}

/**
 * Every CLI command, registered explicitly (no file-system autoloading), in the order `--help` lists them.
 * Each entry lives in its own file under `src/cli/commands/`, imported only when the command line needs it:
 * `adjutant status` loads the file of `status` alone, `--help` (or anything that names no command) every file.
 */
export const commandModules: readonly CommandModule[] = [
  { names: ["game"], load: async () => (await import("./commands/game.ts")).registerGameCommand },
  { names: ["players"], load: async () => (await import("./commands/players.ts")).registerPlayersCommand },
  {
    names: ["vacation", "boot", "claim"],
    load: async () => (await import("./commands/absence.ts")).registerAbsenceCommands,
  },
  { names: ["forum"], load: async () => (await import("./commands/forum.ts")).registerForumCommand },
  {
    names: ["report", "status", "undo", "adjust", "deadline", "picture", "post"],
    load: async () => (await import("./commands/gm.ts")).registerGmCommands,
  },
  { names: ["schedule"], load: async () => (await import("./commands/schedule.ts")).registerScheduleCommand },
  { names: ["ratings"], load: async () => (await import("./commands/ratings.ts")).registerRatingsCommand },
  { names: ["map"], load: async () => (await import("./commands/map.ts")).registerMapCommand },
  { names: ["scenario"], load: async () => (await import("./commands/scenario.ts")).registerScenarioCommand },
  { names: ["state"], load: async () => (await import("./commands/state.ts")).registerStateCommand },
  { names: ["supply"], load: async () => (await import("./commands/supply.ts")).registerSupplyCommand },
  { names: ["check"], load: async () => (await import("./commands/check.ts")).registerCheckCommand },
  { names: ["resolve"], load: async () => (await import("./commands/resolve.ts")).registerResolveCommand },
  { names: ["orders"], load: async () => (await import("./commands/orders.ts")).registerOrdersCommand },
  { names: ["parse"], load: async () => (await import("./commands/parse.ts")).registerParseCommand },
  { names: ["odds"], load: async () => (await import("./commands/odds.ts")).registerOddsCommand },
  { names: ["verify"], load: async () => (await import("./commands/verify.ts")).registerVerifyCommand },
  { names: ["backup"], load: async () => (await import("./commands/backup.ts")).registerBackupCommand },
  { names: ["database"], load: async () => (await import("./commands/database.ts")).registerDatabaseCommand },
  { names: ["web"], load: async () => (await import("./commands/web.ts")).registerWebCommand },
];

/** The command file adding the command a command line names first (`args`: what follows `adjutant`), if any. */
export function commandModuleFor(args: readonly string[]): CommandModule | undefined {
  const word = args[0];
  if (word === undefined || word.startsWith("-")) return undefined;
  return commandModules.find((m) => m.names.includes(word));
}

/**
 * The register functions a command line needs: the one of the file adding the command it names, else (help, a
 * version, an unknown or misspelt command) every one in `commandModules`' order, so that help and commander's
 * suggestions see them all.
 */
export async function commandsFor(args: readonly string[]): Promise<readonly RegisterCommand[]> {
  const only = commandModuleFor(args);
  if (only !== undefined) return [await only.load()];
  return (await import("./all-commands.ts")).allCommands;
}
