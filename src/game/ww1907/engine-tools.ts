import { foldName } from "../../../parsers/text/fold.ts";
import { err, ok, type Result } from "../../result.ts";
import { type GameState, gameStateSchema } from "../../rulesets/ww1907/state.ts";
import { supplyGroups } from "../../rulesets/ww1907/supply.ts";
import { validate } from "../../rulesets/ww1907/validate.ts";
import type { CheckedOrders, CheckRequest, EngineRun } from "../engine-run.ts";
import { noOpeningOptions, ww1907Opening } from "./opening.ts";

/**
 * World War 1907's engine tools on a scenario without a game: `adjutant check` (a nation's typed commands judged in
 * order against a working copy of the state, W1–W33) and `adjutant supply` (a nation's supply groups, W4, W5).
 */

/** `adjutant check`: the nation's commands judged against the scenario's opening, or against the state given. */
export function checkWw1907Orders(ref: string, request: CheckRequest): Result<CheckedOrders, string> {
  const none = noOpeningOptions(request.opening);
  if (!none.ok) return none;
  const opening = ww1907Opening(ref);
  if (!opening.ok) return opening;
  const { map, loaded } = opening.value;
  let state = opening.value.state;
  if (request.state) {
    const parsed = gameStateSchema.safeParse(request.state.json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
      return err(
        `${request.state.file}: not a World War 1907 game state (${where}${issue?.message ?? "unknown shape"}); adjutant state init ${ref} prints one`,
      );
    }
    if (parsed.data.mapId !== loaded.scenario.mapId) {
      return err(
        `${request.state.file}: the state is on the map "${parsed.data.mapId}", the scenario ${ref} on "${loaded.scenario.mapId}"`,
      );
    }
    state = parsed.data;
  }
  const nation = nationOf(state, request.giver);
  if (!nation.ok) return nation;
  return ok({ verdicts: validate(state, map, nation.value, request.commands) });
}

/** `adjutant supply`: the nation's supply groups at the scenario's opening, with provinces and spendable pp. */
export function ww1907Supply(ref: string, given: string): Result<EngineRun, string> {
  const opening = ww1907Opening(ref);
  if (!opening.ok) return opening;
  const { state, map } = opening.value;
  const nation = nationOf(state, given);
  if (!nation.ok) return nation;
  const groups = supplyGroups(state, map, nation.value);
  const json = {
    nation: nation.value,
    groups: groups.map((g) => ({ provinces: g.provinces, production: g.production, spendable: g.spendable })),
  };
  const name = state.nations[nation.value]?.name ?? nation.value;
  const lines = [`${name}: ${groups.length} supply group${groups.length === 1 ? "" : "s"}`];
  groups.forEach((g, i) => {
    const names = g.provinces.map((p) => map.province(p)?.name ?? p).join(", ");
    lines.push(
      `  ${i + 1}${g.main ? " (main)" : ""}: production ${g.production} pp, spendable ${g.spendable} pp: ${names}`,
    );
  });
  return ok({ json, lines });
}

/** A nation given by id or name (case- and accent-insensitive). */
export function nationOf(state: GameState, given: string): Result<string, string> {
  if (Object.hasOwn(state.nations, given)) return ok(given);
  const key = foldName(given);
  const found = Object.entries(state.nations).find(
    ([id, n]) => foldName(id) === key || foldName(n.name) === key,
  );
  return found
    ? ok(found[0])
    : err(`unknown nation "${given}" (nations: ${Object.keys(state.nations).join(", ")})`);
}
