import { z } from "zod";
import { MapGraph } from "../../map/graph.ts";
import { type MapData, mapSchema } from "../../map/schema.ts";
import { err, ok, type Result } from "../../result.ts";
import { rosterData } from "../../rulesets/ww1907/commanders/roster-data.ts";
import { buildLexicon, type Lexicon } from "../../rulesets/ww1907/language/lexicon.ts";
import { resolveRulings } from "../../rulesets/ww1907/rulings.ts";
import { type Scenario, scenarioSchema } from "../../rulesets/ww1907/scenario/schema.ts";
import { type GameState, initState } from "../../rulesets/ww1907/state.ts";

/**
 * What a game is played with, fixed when the game is created: the resolved scenario and its map, stored with the
 * game so that later edits of a scenario or map file never change a running game.
 */
export const gameSetupSchema = z.object({ scenario: scenarioSchema, map: mapSchema });
export type GameSetup = z.infer<typeof gameSetupSchema>;

/** A game's setup, ready to use: map graph, lexicon for reading orders, opening state, names for display. */
export interface GameContext {
  setup: GameSetup;
  scenario: Scenario;
  map: MapData;
  graph: MapGraph;
  lexicon: Lexicon;
  /** The scenario's opening state (made on first use, then the same object: read-only for its callers). */
  readonly opening: GameState;
  /** Display name of a province, sea, nation or commander id (the id itself when unknown). */
  nameOf(id: string): string;
}

/**
 * Builds the context of a stored setup; fails with a sentence when the stored setup is unusable. The setup is
 * validated by its schema unless `checked`: the caller knows this very setup was validated before and is what its
 * validation gives (`isCanonicalSetup`), so the value is used as it is (about 2 ms and its garbage saved per game
 * opened).
 */
export function buildContext(raw: unknown, options: { checked?: boolean } = {}): Result<GameContext, string> {
  let setup: GameSetup;
  if (options.checked === true) {
    setup = raw as GameSetup;
  } else {
    const parsed = gameSetupSchema.safeParse(raw);
    if (!parsed.success)
      return err(`the stored game setup is damaged: ${parsed.error.issues[0]?.message ?? ""}`);
    setup = parsed.data;
  }
  const rulings = resolveRulings(setup.scenario.rulings);
  if (!rulings.ok) return err(rulings.error.join("; "));
  const graph = new MapGraph(setup.map);
  const lexicon = buildLexicon(graph, setup.scenario);
  // the display names and the opening state are made when first asked for: a game reopened mid-way starts from
  // its latest snapshot, and a post's receipt names a few places only. A name is looked for as a commander of the
  // scenario, of the built-in roster, a nation, a sea zone, then a province (the first found wins): places are
  // found in the map graph's tables, the others in a small table made on first use.
  let people: Map<string, string> | undefined;
  const peopleOf = (): Map<string, string> => {
    if (people) return people;
    people = new Map<string, string>();
    for (const n of setup.scenario.nations) people.set(n.id, n.name);
    // the built-in roster's names as written: what `loadRoster` validates is the traits, which names do not need
    // (tests/rulesets/ww1907/engine/commanders/roster.test.ts pins the two lists of names equal)
    for (const c of rosterData) people.set(c.id, c.name);
    for (const c of setup.scenario.commanders) people.set(c.id, c.name);
    return people;
  };
  let opening: GameState | undefined;
  const rulingsValue = rulings.value;
  return ok({
    setup,
    scenario: setup.scenario,
    map: setup.map,
    graph,
    lexicon,
    get opening(): GameState {
      opening ??= initState(setup.scenario, graph, rulingsValue);
      return opening;
    },
    nameOf: (id) => peopleOf().get(id) ?? graph.sea(id)?.name ?? graph.province(id)?.name ?? id,
  });
}

/**
 * Whether a stored setup is exactly what its validation gives (no default filled in, nothing dropped or changed), so
 * that a later open may use it without validating it again once this was checked (see `buildContext`).
 */
export function isCanonicalSetup(raw: unknown): boolean {
  const parsed = gameSetupSchema.safeParse(raw);
  return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(raw);
}
