import type { GameService } from "../game/game-service.ts";
import { defaultRuleset } from "../game/rulesets.ts";
import type { GameInfo } from "../game/types.ts";

/** The scenario of the game `npm start` creates when the database holds none and GAME_SCENARIO is not set. */
export const DEFAULT_SCENARIO: string = defaultRuleset.scenarios[0]?.id ?? "ww1907";

type Choice = { ok: true; value: string } | { ok: false; error: string };

/**
 * The game the console of `npm start` plays.
 * - GAME_SCENARIO not set: the current game, whatever its ruleset (the one the CLI acts on: the last created or
 *   chosen with `adjutant game use`); the only game when none is current; a new World War 1907 game when the
 *   database holds none. Several games and none current: no guess, but the games and how to open one.
 * - GAME_SCENARIO set: the current game if it is of that scenario, else the latest game of it, else a new one
 *   (Risk Variant One seats GAME_PLAYERS).
 */
export async function consoleGame(
  service: GameService,
  settings: { scenario: string | undefined; players: string[]; armies?: number | undefined },
): Promise<Choice> {
  const games = await service.listGames();
  const current = await service.gameId();
  const currentGame = current.ok ? games.find((g) => g.id === current.value) : undefined;
  const wanted = settings.scenario;
  if (wanted === undefined) {
    if (currentGame) return { ok: true, value: currentGame.id };
    const [only, ...others] = games;
    if (only && others.length === 0) return { ok: true, value: only.id };
    if (only) return { ok: false, error: whichGame(service, games) };
    return await newGame(service, DEFAULT_SCENARIO, settings.players, settings.armies);
  }
  const matches = (g: GameInfo) => g.scenario === wanted;
  if (currentGame && matches(currentGame)) return { ok: true, value: currentGame.id };
  const latest = [...games].reverse().find(matches);
  if (latest) return { ok: true, value: latest.id };
  return await newGame(service, wanted, settings.players, settings.armies);
}

async function newGame(
  service: GameService,
  scenario: string,
  players: string[],
  armies: number | undefined,
): Promise<Choice> {
  // the game of this service's games that plays the scenario (a game of `deps.games` too)
  const wording = service.games.find((r) => r.handlesScenario(scenario))?.wording;
  const needed = wording?.playersNeeded;
  if (needed && players.length < 2) return { ok: false, error: needed(scenario) };
  const created = await service.createGame({
    scenario,
    name: wording?.consoleName(scenario),
    players,
    startingArmies: armies,
  });
  return created.ok ? { ok: true, value: created.value.id } : created;
}

/** Several games and none of them current: which there are, and how to open one. */
function whichGame(service: GameService, games: GameInfo[]): string {
  // each game's first scenario, the default game's first
  const scenarios = [...service.games]
    .sort((a, b) => Number(b === defaultRuleset) - Number(a === defaultRuleset))
    .flatMap((r) => r.scenarios.slice(0, 1).map((s) => s.id))
    .join(", ");
  return [
    `This database holds ${games.length} games and none is the current one:`,
    ...games.map((g) => `- ${g.name} (game ${g.id})`),
    `Choose the one to play with \`adjutant game use ID\` (its id as above), then npm start again; or set GAME_SCENARIO (${scenarios}) to play the latest game of that kind.`,
  ].join("\n");
}
