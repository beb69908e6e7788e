import type { MapGraph } from "../../../map/graph.ts";
import type { CommandOf } from "../commands.ts";
import type { GameState } from "../state.ts";
import type { Verdict } from "../verdict.ts";
import { divisionsOf, type PhaseRecord, placeId } from "./context.ts";
import type { EarlierCapture } from "./events.ts";

/**
 * The battles earlier in the phase behind a refused attack, from the phase record: the `target` when a battle
 * took it and its taker still holds it, and each of the `origins` a battle took from `nation` (held by the taker
 * still). Empty when no battle of this phase changed those provinces' owners.
 */
export function earlierCaptures(
  ctx: { record: PhaseRecord; state: GameState },
  nation: string,
  where: { target?: string; origins?: readonly string[] },
): EarlierCapture[] {
  const held = (province: string) => {
    const c = ctx.record.captured[province];
    return c && ctx.state.provinces[province]?.owner === c.nation ? c : undefined;
  };
  const out: EarlierCapture[] = [];
  if (where.target !== undefined) {
    const c = held(where.target);
    if (c) out.push({ ...c, role: "target" });
  }
  for (const origin of new Set(where.origins ?? [])) {
    const c = held(origin);
    if (c && c.nation !== nation) out.push({ ...c, role: "origin" });
  }
  return out;
}

/**
 * The verdict of an attack or strike refused when its turn came in the phase, explained when a battle earlier in
 * the phase is why: "W14: Transylvania was captured by Russian Empire in battle 3 before this attack; Transylvania
 * belongs to your ally Russian Empire". A second attack on a province the attacker itself took earlier in the phase
 * is refused under W17 (ruling: no walk-in): "W17: you took Transylvania in battle 1 before this attack; the
 * province is yours: move into it instead". Adds `capturedEarlier`; any other verdict comes back unchanged. Pure.
 */
export function explainRefusedAttack(
  record: PhaseRecord | null,
  state: GameState,
  map: MapGraph,
  nation: string,
  command: CommandOf<"attack"> | CommandOf<"amphibious">,
  verdict: Verdict,
): Verdict {
  if (verdict.accepted || record === null || record.battles === 0) return verdict;
  const ctx = { record, state };
  let captures: EarlierCapture[] = [];
  if (verdict.code === "rule/target-not-enemy") {
    captures = earlierCaptures(ctx, nation, { target: placeId(map, command.target) });
  } else if (verdict.code === "rule/not-your-province" && command.kind === "attack") {
    // The judge stops at the first source where the nation has no division and which is not its own.
    const lost = command.sources
      .map((s) => placeId(map, s.from))
      .find((from) => divisionsOf(state, nation, from) === 0 && state.provinces[from]?.owner !== nation);
    if (lost !== undefined) captures = earlierCaptures(ctx, nation, { origins: [lost] });
  }
  if (captures.length === 0) return verdict;
  const placeName = (id: string) => map.province(id)?.name ?? id;
  const ownCapture = captures.find((c) => c.role === "target" && c.nation === nation);
  if (ownCapture) {
    // W17 ruling: no second attack (and no walk-in) on a province the same nation took earlier in the phase
    return {
      ...verdict,
      rule: "W17",
      message: `W17: you took ${placeName(ownCapture.province)} in battle ${ownCapture.battle} before this attack; the province is yours: move into it instead`,
      capturedEarlier: captures,
    };
  }
  const nationName = (id: string) => (id === nation ? "you" : (state.nations[id]?.name ?? id));
  const why = captures.map(
    (c) => `${placeName(c.province)} was captured by ${nationName(c.nation)} in battle ${c.battle}`,
  );
  const rest = verdict.message.replace(/^W\d+: /, "");
  const prefix = verdict.rule ? `${verdict.rule}: ` : "";
  return {
    ...verdict,
    message: `${prefix}${why.join(" and ")} before this attack; ${rest}`,
    capturedEarlier: captures,
  };
}
