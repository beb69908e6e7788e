/** A scenario shipped with Adjutant, stored as `src/rulesets/ww1907/data/<id>.yaml`. */
export interface BuiltInScenario {
  id: string;
  name: string;
  description: string;
}

/** Every built-in scenario, by id. */
export const builtInScenarios: readonly BuiltInScenario[] = [
  {
    id: "ww1907",
    name: "World War 1907",
    description:
      "The rulebook's opening: eight nations on the Europe 1907 map, Deployment phase of 1907 (W1)",
  },
];

/** The built-in scenario with this id, or undefined. */
export function findBuiltInScenario(id: string): BuiltInScenario | undefined {
  return builtInScenarios.find((s) => s.id === id);
}

/** The location of a built-in scenario's YAML file (resolved next to this module, so it works from any cwd). */
export function builtInScenarioUrl(id: string): URL {
  return new URL(`../data/${id}.yaml`, import.meta.url);
}
