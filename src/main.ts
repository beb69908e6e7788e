import { runCli } from "./cli/main.ts";

/**
 * `npm start`: the main job. Until the game service lands this prints the CLI's help;
 * it will run a local console game, watch a forum thread or run the Discord bot (see README).
 */
process.exitCode = await runCli([process.argv[0] ?? "node", "adjutant", "--help"]);
