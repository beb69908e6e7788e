import { LRUCache } from "lru-cache";
import { z } from "zod";
import { MapGraph } from "../../map/graph.ts";
import { mapSchema } from "../../map/schema.ts";
import { err, ok, type Result } from "../../result.ts";
import { buildLexicon, type Lexicon } from "./language/lexicon.ts";
import { scenarioSchema } from "./scenario/schema.ts";
import type { GameState } from "./state.ts";
import type { ViewContext } from "./views/context.ts";

/**
 * What World War 1907's rules read besides the state (the map and what the scenario says of each nation), for both
 * parts of its ruleset: the light one that opens a game (`light-ruleset.ts`) and the whole one (`ruleset.ts`). The
 * built-in maps and scenarios, which the ruleset with no game reads, are the whole ruleset's (`built-in-world.ts`).
 */

/** What the built-in scenarios say of a nation that the state does not keep: its aliases and its colour. */
export interface NationLooks {
  aliases: readonly string[];
  color: string;
}

/** A nation's colour when no built-in scenario has it. */
export const UNKNOWN_NATION_COLOR = "#9e9e9e";

/**
 * World War 1907's fixed part of a game (`Opening.fixed`): the scenario as read when the game was made and the map it
 * is played on (what the older play stored as a game's setup row, which `legacy.fixedOf` reads).
 */
export const ww1907FixedSchema = z.object({ scenario: scenarioSchema, map: mapSchema });
export type Ww1907Fixed = z.infer<typeof ww1907FixedSchema>;

/** What the rules read besides the state: the map's graph, and what the scenario says of each nation. */
export interface World {
  graph(mapId: string): MapGraph;
  looks(): ReadonlyMap<string, NationLooks>;
  /** The order language's names, kept per state's nations and commanders (`lexiconMemo`). */
  lexicons: LexiconMemo;
  /** The scenario's name, as the documents title it. */
  scenarioName: string;
}

/** A world's lexicons by nations and commanders (`lexiconIn`). */
export type LexiconMemo = LRUCache<string, Lexicon>;

/**
 * The lexicons a world keeps: the most recently used, 32 at most (a World War 1907 lexicon holds about 160 KB). A
 * world is shared by every game of one stored setup (`sharedSetup`), and a lexicon by every state whose nations and
 * commanders are named and placed alike, so few are in use at once.
 */
export function lexiconMemo(): LexiconMemo {
  return new LRUCache<string, Lexicon>({ max: 32 });
}

/** One game's map and scenario (its fixed part): the only map and nations its rules read. */
export function worldOf(fixed: Ww1907Fixed): World {
  const graph = new MapGraph(fixed.map);
  const looks = new Map(
    fixed.scenario.nations.map((n) => [n.id, { aliases: [...n.aliases], color: n.color }] as const),
  );
  return {
    graph: () => graph,
    looks: () => looks,
    lexicons: lexiconMemo(),
    scenarioName: fixed.scenario.name,
  };
}

/**
 * A game's world from its stored fixed part (`Ruleset.forGame`): as stored when it was validated before (`checked`: 56
 * KB not validated on each open), else read through `ww1907FixedSchema`.
 */
export function readWorld(fixed: unknown, options?: { checked?: boolean }): Result<World, string> {
  if (options?.checked === true) return ok(worldOf(fixed as Ww1907Fixed));
  const read = ww1907FixedSchema.safeParse(fixed);
  if (!read.success) return err(`not a World War 1907 set-up: ${read.error.issues[0]?.message ?? ""}`);
  return ok(worldOf(read.data));
}

/** The order language's names for a state in a world (kept per nations and commanders). */
export function lexiconIn(world: World, state: GameState): Lexicon {
  const lexicons = world.lexicons;
  const looks = world.looks();
  const nations = Object.entries(state.nations).map(([id, n]) => ({
    id,
    name: n.name,
    aliases: [...(looks.get(id)?.aliases ?? [])],
  }));
  const commanders = state.commanders.map((c) => ({ id: c.id, name: c.name, nation: c.nation, at: c.at }));
  // by whether each commander is placed, not where (all the lexicon records): a commander's move needs no new one
  const key = JSON.stringify([
    state.mapId,
    nations,
    commanders.map((c) => [c.id, c.name, c.nation, c.at !== null]),
  ]);
  const cached = lexicons.get(key);
  if (cached) return cached;
  const lexicon = buildLexicon(world.graph(state.mapId), { nations, commanders });
  lexicons.set(key, lexicon);
  return lexicon;
}

/** Display names in a world. */
export function nameIn(world: World, state: GameState): (id: string) => string {
  const map = world.graph(state.mapId);
  return (id) =>
    state.nations[id]?.name ??
    state.commanders.find((c) => c.id === id)?.name ??
    map.province(id)?.name ??
    map.sea(id)?.name ??
    id;
}

/** "1907-deployment": the window label, as the older play labels its phases. */
export function windowOf(state: Pick<GameState, "year" | "phase">): string {
  return `${state.year}-${state.phase}`;
}

/** "1907-deployment" → "the 1907 Deployment phase". */
export function windowTitle(window: string): string {
  const m = /^(\d+)-(deployment|attack)$/.exec(window);
  if (!m) return window;
  const phase = m[2] === "deployment" ? "Deployment" : "Attack";
  return `the ${m[1]} ${phase} phase`;
}

/** What World War 1907's documents read of a game: its map, display names, and nations with their players. */
export function viewContextIn(
  world: World,
  state: GameState,
  players: ReadonlyMap<string, string | null>,
): ViewContext {
  return {
    scenario: {
      name: world.scenarioName,
      nations: Object.entries(state.nations).map(([id, n]) => ({
        id,
        name: n.name,
        player: players.get(id) ?? "",
      })),
    },
    graph: world.graph(state.mapId),
    nameOf: nameIn(world, state),
  };
}
