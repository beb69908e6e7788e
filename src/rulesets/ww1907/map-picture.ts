import type { MapGraph } from "../../map/graph.ts";
import type { MapData } from "../../map/schema.ts";
import { builtInGeography } from "../../maps/geography.ts";
import { type MapView, renderMapSvg } from "../../presenters/map-picture.ts";
import type { BattleEvent } from "./battles/events.ts";
import type { EngineEvent } from "./events.ts";
import type { GameState } from "./state.ts";
import { allSupplyGroups } from "./supply.ts";

/** What a picture is drawn with besides the state: the scenario's name and nations' colours, the map. */
export interface PictureSetup {
  scenario: { name: string; nations: readonly { id: string; name: string; color: string }[] };
  map: MapData;
  graph: MapGraph;
}

/** What a phase picture shows besides the position: the phase that was resolved and what happened in it. */
export interface PhaseHappened {
  /** The state the phase was resolved from (its year and phase name the picture). */
  before: GameState;
  events: readonly (EngineEvent | BattleEvent)[];
}

/**
 * The map of a World War 1907 state as SVG: owners' colours, divisions, fleets and commanders, provinces cut off
 * from their nation's main supply group hatched (W4), the year and phase.
 * With `happened`, the phase picture: the position after the phase, with its moves and attacks as arrows in the
 * mover's colour (a failed attack dashed and crossed), a marker at each battle with its odds and result, and the
 * provinces captured outlined; without, the map now.
 */
export function ww1907MapSvg(ctx: PictureSetup, state: GameState, happened?: PhaseHappened): string {
  const nations: Record<string, { color: string; name: string }> = {};
  for (const n of ctx.scenario.nations) nations[n.id] = { color: n.color, name: n.name };
  const shown = happened?.before ?? state;
  const phase = shown.phase === "deployment" ? "Deployment" : "Attack";
  const title = happened
    ? `${ctx.scenario.name}: ${shown.year}, ${phase} phase as resolved (position after it, with its moves and attacks)`
    : `${ctx.scenario.name}: ${shown.year}, ${phase} phase`;
  const view: MapView = {
    provinces: state.provinces,
    fleets: state.fleets,
    nations,
    commanders: state.commanders.map((c) => ({
      name: c.name,
      nation: c.nation,
      at: c.at,
      fresh: (happened?.events ?? []).some((e) => e.type === "commander-placed" && e.commander === c.id),
    })),
    title,
    cutOff: cutOffProvinces(ctx.graph, state),
    ...(happened ? phaseMarks(happened.events) : {}),
  };
  return renderMapSvg(ctx.map, view, { geography: builtInGeography(ctx.map) });
}

/** Provinces outside their nation's main supply group (W4): only their own group's pp may be spent there. */
export function cutOffProvinces(graph: MapGraph, state: GameState): string[] {
  return Object.values(allSupplyGroups(state, graph)).flatMap((groups) =>
    groups.length > 1 ? groups.filter((g) => !g.main).flatMap((g) => g.provinces) : [],
  );
}

/** The arrows, battles and captures of a phase's events (W8 moves, W13 sailing, W14-W16 attacks and captures). */
export function phaseMarks(
  events: readonly (EngineEvent | BattleEvent)[],
): Pick<MapView, "arrows" | "captured" | "battles"> {
  const battles: { at: string; attackers: number; defenders: number; won: boolean }[] = [];
  const arrows: { nation: string; from: string; to: string; kind: "move" | "attack"; failed: boolean }[] = [];
  const captured: string[] = [];
  const arrow = (nation: string, from: string, to: string, kind: "move" | "attack", failed: boolean) => {
    if (!arrows.some((a) => a.nation === nation && a.from === from && a.to === to && a.kind === kind)) {
      arrows.push({ nation, from, to, kind, failed });
    }
  };
  for (const e of events) {
    switch (e.type) {
      case "moved":
        arrow(e.nation, e.from, e.to, "move", false);
        break;
      case "sailed":
      case "ships-sailed":
      case "ships-entered-port":
        arrow(e.nation, e.from, "to" in e ? e.to : e.province, "move", false);
        break;
      case "naval-battle":
        battles.push({
          at: e.zone,
          attackers: e.attackerShips,
          defenders: e.defenderShips,
          won: e.outcome === "attacker-won",
        });
        break;
      case "land-battle":
        battles.push({
          at: e.target,
          attackers: e.attackers,
          defenders: e.defenders,
          won: e.outcome === "attacker-won",
        });
        for (const s of e.sources) {
          if (s.committed > 0) arrow(e.nation, s.from, e.target, "attack", e.outcome !== "attacker-won");
        }
        break;
      case "province-captured":
        if (!captured.includes(e.province)) captured.push(e.province);
        break;
      default:
        break;
    }
  }
  return { arrows, captured, battles };
}
