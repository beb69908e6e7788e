import type { Command } from "commander";

/** A module that adds one command (or group of sub-commands) to the program. */
export type RegisterCommand = (program: Command) => void;

/**
 * Every CLI command, registered explicitly (no file-system autoloading).
 * Each entry lives in its own file under `src/cli/commands/`.
 */
export const commandRegistry: RegisterCommand[] = [];
