import { builtInGeography } from "../../maps/geography.ts";
import { renderMapSvg } from "../../presenters/map-picture.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { GameContext } from "./context.ts";

/** The map of a World War 1907 state as SVG: owners' colours, divisions, fleets and commanders, the year and phase. */
export function ww1907MapSvg(ctx: GameContext, state: GameState): string {
  const nations: Record<string, { color: string; name: string }> = {};
  for (const n of ctx.scenario.nations) nations[n.id] = { color: n.color, name: n.name };
  const phase = state.phase === "deployment" ? "Deployment" : "Attack";
  return renderMapSvg(
    ctx.map,
    {
      provinces: state.provinces,
      fleets: state.fleets,
      nations,
      commanders: state.commanders.map((c) => ({ name: c.name, nation: c.nation, at: c.at })),
      title: `${ctx.scenario.name}: ${state.year}, ${phase} phase`,
    },
    { geography: builtInGeography(ctx.map) },
  );
}
