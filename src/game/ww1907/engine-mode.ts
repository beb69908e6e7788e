import { readFileSync } from "node:fs";
import { loadMapGraph } from "../../map/load.ts";
import { err, ok, type Result } from "../../result.ts";
import { resolveWw1907Phase } from "../../rulesets/ww1907/resolve.ts";
import { verifyResolution } from "../../rulesets/ww1907/verify.ts";
import { battleText } from "../../rulesets/ww1907/words/battle-text.ts";
import { describeEvent, isEngineEvent } from "../../rulesets/ww1907/words/event-text.ts";
import type { EngineMode, EngineRun } from "../engine-run.ts";
import { checkWw1907Orders, nationOf, ww1907Supply } from "./engine-tools.ts";
import { ww1907Opening, ww1907OpeningState } from "./opening.ts";
import { parseWw1907Orders } from "./orders-parse.ts";
import { playWw1907Case } from "./play-case.ts";
import { showWw1907Scenario } from "./scenario-show.ts";

/** World War 1907 without a game: one phase of a scenario resolved with a JSON orders file, and record replays. */
export const ww1907EngineMode: EngineMode = {
  // Every record that is not another game's: World War 1907's records came first and carry no game marker.
  handlesRecord: () => true,
  verifyRecord: (raw) =>
    verifyResolution(raw, (mapId) => {
      const loaded = loadMapGraph(mapId);
      return loaded.ok ? ok(loaded.value) : err(loaded.error.map((p) => p.message).join("; "));
    }),
  runOrders,
  parseOrders: parseWw1907Orders,
  openingState: ww1907OpeningState,
  playCase: playWw1907Case,
  showScenario: showWw1907Scenario,
  checkOrders: checkWw1907Orders,
  supply: ww1907Supply,
};

/**
 * Resolves the phase a scenario opens on with `ordersFile` (JSON: nation id or name → typed commands) and `seed`:
 * JSON `{seed, verdicts, events, state}`, and the verdicts and events as lines with display names.
 */
function runOrders(ref: string, ordersFile: string, seed: string): Result<EngineRun, string> {
  const opening = ww1907Opening(ref);
  if (!opening.ok) return opening;
  const { state, map } = opening.value;
  const raw = readJson(ordersFile);
  if (!raw.ok) return raw;
  if (typeof raw.value !== "object" || raw.value === null || Array.isArray(raw.value)) {
    return err(`${ordersFile}: the orders file must map nation ids to arrays of commands`);
  }
  const orders: Record<string, unknown[]> = {};
  for (const [key, list] of Object.entries(raw.value)) {
    if (!Array.isArray(list)) return err(`${ordersFile}: "${key}" must be an array of commands`);
    const nation = nationOf(state, key);
    if (!nation.ok) return nation;
    orders[nation.value] = list;
  }
  const result = resolveWw1907Phase(state, map, orders, seed);
  const nameOf = (id: string): string =>
    state.nations[id]?.name ?? map.province(id)?.name ?? map.sea(id)?.name ?? id;
  const lines: string[] = [];
  for (const [nation, verdicts] of Object.entries(result.verdicts)) {
    lines.push(`${state.nations[nation]?.name ?? nation}:`);
    for (const v of verdicts)
      lines.push(`  ${v.accepted ? "accepted" : "REJECTED"} [${v.code}] ${v.message}`);
  }
  lines.push("Events:");
  for (const e of result.events) {
    const text = isEngineEvent(e)
      ? describeEvent(e, nameOf)
      : battleText([e], { place: nameOf, nation: (id) => (id === null ? "neutrals" : nameOf(id)) }).join(" ");
    if (text) lines.push(`  ${text}`);
  }
  lines.push(`Next: ${result.state.phase} phase of ${result.state.year}`);
  return ok({
    json: { seed, verdicts: result.verdicts, events: result.events, state: result.state },
    lines,
  });
}

function readJson(path: string): Result<unknown, string> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    const code = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
    return err(`${path}: ${code === "ENOENT" ? "no such file" : "cannot read the orders file"}`);
  }
  try {
    return ok(JSON.parse(text) as unknown);
  } catch (e) {
    return err(`${path}: the orders file is not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
}
