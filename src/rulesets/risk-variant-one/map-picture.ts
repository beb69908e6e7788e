import type { MapGraph } from "../../map/graph.ts";
import { builtInGeography } from "../../maps/geography.ts";
import { type MapView, renderMapSvg } from "../../presenters/map-picture.ts";
import { eventLines } from "./event-lines.ts";
import type { RiskEvent } from "./events.ts";
import type { RiskState } from "./state.ts";

/** Pale tints of the continents for unowned territories (neutral armies are drawn in black on them). */
const CONTINENT_TINTS = ["#e8dcc0", "#d9e6c3", "#dcd3e8", "#eed8c4", "#d3e3e3", "#ead3d8"];

/** Colours of the seats, in order (contrast checked against white numbers). */
const SEAT_COLOURS = ["#c0392b", "#2e5fa8", "#2e8540", "#8e44ad", "#b9770e", "#117a65", "#6d4c41", "#c2185b"];

/** What the picture shows besides the position: the open turn's steps, and the last step taken (any turn). */
export interface RiskHappened {
  /** Each step of the open turn before the last one (undone ones left out), its events in order. */
  earlier: readonly (readonly RiskEvent[])[];
  /** The last step carried out, in this turn or the one before (null: none yet). */
  last: readonly RiskEvent[] | null;
}

/**
 * The map of a Risk Variant One game as SVG: each territory in its owner's colour (unowned: its continent's tint)
 * with its armies and income; the open turn's attacks and moves as arrows in the player's colour (V7, V8: a
 * repelled or called-off attack dashed and crossed), a marker at each battle with its odds and result, the
 * territories captured this turn outlined, and the last action's arrows haloed with a line saying what it did.
 */
export function riskMapSvg(state: RiskState | null, map: MapGraph, happened?: RiskHappened): string {
  const s = state;
  const nations: Record<string, { color: string; name: string }> = {};
  s?.players.forEach((p, n) => {
    nations[p.name] = { color: SEAT_COLOURS[n % SEAT_COLOURS.length] ?? "#555555", name: p.name };
  });
  const provinces: Record<string, { owner: string | null; divisions: number }> = {};
  const labels: Record<string, string> = {};
  const unownedFill: Record<string, string> = {};
  const legendExtra: { color: string; name: string }[] = [];
  map.continents.forEach((c, n) => {
    const tint = CONTINENT_TINTS[n % CONTINENT_TINTS.length] ?? "#d8d0bd";
    const bonus = s?.rulings.continentBonuses[c.id] ?? c.bonus;
    legendExtra.push({ color: tint, name: `${c.name} +${bonus}` });
    for (const id of c.provinces) unownedFill[id] = tint;
  });
  for (const [id, t] of Object.entries(s?.territories ?? {})) {
    provinces[id] = { owner: t.owner, divisions: t.armies };
    labels[id] = `${map.province(id)?.name ?? id} · ${t.income}`;
  }
  const title = s
    ? `Risk Variant One: ${s.phase === "setup" ? "set-up" : `turn ${s.turnNumber}, ${s.phase} phase`} (territory · income)`
    : "Risk Variant One";
  const view: MapView = {
    provinces,
    fleets: [],
    nations,
    title,
    labels,
    unownedFill,
    legendExtra,
    unitName: "armies",
    ...(happened ? riskMarks(happened, map) : {}),
  };
  return renderMapSvg(map.data, view, { geography: builtInGeography(map.data) });
}

/**
 * The arrows, battles, captures and caption of the open turn's steps and the last step (V7 retreats, V8 battles
 * and captures, V6 moves): every attack from where it was thrown to its target, won or not; every move and
 * retreat; the last step's arrows marked `last`, and a caption with what it did.
 */
export function riskMarks(
  happened: RiskHappened,
  map: MapGraph,
): Pick<MapView, "arrows" | "captured" | "battles" | "caption" | "period"> {
  type Arrow = NonNullable<MapView["arrows"]>[number];
  const arrows: Arrow[] = [];
  const battles: NonNullable<MapView["battles"]>[number][] = [];
  const captured: string[] = [];
  const mark = (events: readonly RiskEvent[], last: boolean) => {
    for (const e of events) {
      switch (e.type) {
        case "battle": {
          // V8: the attacker takes the territory, or the defender retreats from it (V7); else it holds
          const won = e.outcome === "captured" || e.outcome === "defender-retreated";
          arrows.push({ nation: e.attacker, from: e.from, to: e.to, kind: "attack", failed: !won, last });
          battles.push({ at: e.to, attackers: e.force, defenders: e.defenders, won });
          break;
        }
        case "attack-declared":
          // awaiting the defender's answer (V7): drawn while it is the last step, the battle's arrow after
          if (last)
            arrows.push({ nation: e.attacker, from: e.from, to: e.to, kind: "attack", failed: false, last });
          break;
        case "moved":
          arrows.push({ nation: e.player, from: e.from, to: e.to, kind: "move", failed: false, last });
          break;
        case "retreated":
          arrows.push({ nation: e.defender, from: e.from, to: e.to, kind: "move", failed: false, last });
          break;
        case "captured":
          if (!captured.includes(e.territory)) captured.push(e.territory);
          break;
        default:
          break;
      }
    }
  };
  for (const step of happened.earlier) mark(step, false);
  // The last step's marks come last, so they are drawn over the others.
  const lastStep = happened.last ?? [];
  mark(lastStep, true);
  // Every throw is in the receipt; the caption keeps the battle's odds, losses and result.
  const said = eventLines(lastStep, map)
    .map((line) => line.replace(/ Throw \d+: [^.]*\./g, ""))
    .join(" ");
  return {
    arrows,
    battles,
    captured,
    period: "this turn",
    ...(said ? { caption: `Last action: ${said}` } : {}),
  };
}
