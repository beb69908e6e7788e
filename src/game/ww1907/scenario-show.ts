import type { MapData } from "../../map/schema.ts";
import { err, ok, type Result } from "../../result.ts";
import { nationProvinces, scenarioIncome, spendable } from "../../rulesets/ww1907/scenario/income.ts";
import { loadScenario } from "../../rulesets/ww1907/scenario/load.ts";
import type { Relation, Scenario } from "../../rulesets/ww1907/scenario/schema.ts";
import type { EngineRun, OpeningOptions } from "../engine-run.ts";
import { noOpeningOptions } from "./opening.ts";

/** `adjutant scenario show SCENARIO`: every nation's income, pp, points, relations and provinces. */
export function showWw1907Scenario(ref: string, options: OpeningOptions): Result<EngineRun, string> {
  const none = noOpeningOptions(options);
  if (!none.ok) return none;
  const loaded = loadScenario(ref);
  if (!loaded.ok) {
    const head = `${ref}: ${loaded.error.length} problem${loaded.error.length === 1 ? "" : "s"}`;
    return err([`${head}:`, ...loaded.error.map((p) => p.message)].join("\n"));
  }
  const { scenario, map } = loaded.value;
  return ok({ json: scenarioJson(scenario, map), lines: scenarioText(scenario, map) });
}

/**
 * The `scenario show --json` document: per nation its income (exact sum of production, W4), spendable pp (the whole
 * part, W6), points, its relation with every other nation (W25) and its provinces; `report` lists what the loader
 * fixed (W1).
 */
function scenarioJson(s: Scenario, map: MapData): unknown {
  return {
    id: s.id,
    name: s.name,
    ruleset: s.ruleset,
    map: s.mapId,
    year: s.year,
    phase: s.phase,
    nations: s.nations.map((n) => {
      const income = scenarioIncome(s, map, n.id);
      return {
        id: n.id,
        name: n.name,
        player: n.player,
        income,
        spendable: spendable(income),
        treasury: n.treasury,
        owed: n.owed ?? 0,
        vp: n.vp,
        np: n.np,
        capital: n.capital,
        relations: Object.fromEntries(
          s.nations.filter((o) => o.id !== n.id).map((o) => [o.id, relationBetween(s, n.id, o.id)]),
        ),
        provinces: nationProvinces(s, map, n.id),
        divisions: nationProvinces(s, map, n.id).reduce(
          (sum, id) => sum + (s.provinces[id]?.divisions ?? 0),
          0,
        ),
        conquered: conquered(s, map, n.id),
        guests: guestsOf(s, map, n.id),
        fleets: s.fleets.filter((f) => f.nation === n.id),
        commanders: s.commanders
          .filter((c) => c.nation === n.id)
          .map((c) => ({ id: c.id, name: c.name, at: c.at })),
      };
    }),
    passage: s.passage,
    lostCommanders: s.lostCommanders ?? [],
    neutral: {
      provinces: map.provinces.filter((p) => (s.provinces[p.id]?.owner ?? null) === null).map((p) => p.id),
    },
    report: s.report,
  };
}

function scenarioText(s: Scenario, map: MapData): string[] {
  const lines = [`${s.name} (${s.id}) on ${s.mapId}, ${s.year}, ${s.phase} phase`];
  for (const n of s.nations) {
    const income = scenarioIncome(s, map, n.id);
    const provinces = nationProvinces(s, map, n.id);
    const friends = (kind: Relation): string =>
      s.nations
        .filter((o) => o.id !== n.id && relationBetween(s, n.id, o.id) === kind)
        .map((o) => o.id)
        .join(", ") || "-";
    lines.push(
      "",
      `${n.name} (${n.id}), player ${n.player || "-"}`,
      `  income ${income} pp, spendable ${spendable(income)} pp, treasury ${n.treasury} pp${n.owed ? `, owes ${n.owed} pp (W26)` : ""}, VP ${n.vp}, NP ${n.np}`,
      `  alliances: ${friends("alliance")}; wars: ${friends("war")}`,
      `  provinces (${provinces.length}): ${provinces.map((id) => `${id}${divisionsText(s, id)}`).join(", ") || "-"}`,
    );
    const won = conquered(s, map, n.id);
    if (won.length > 0) {
      const text = won.map((c) => `${c.province} (from ${c.from ?? "neutrals"})`);
      lines.push(`  conquered (W18: keep a division): ${text.join(", ")}`);
    }
    const guests = guestsOf(s, map, n.id);
    if (guests.length > 0) {
      lines.push(
        `  stationed in allied land: ${guests.map((g) => `${g.divisions} in ${g.province}`).join(", ")}`,
      );
    }
    const fleets = s.fleets.filter((f) => f.nation === n.id);
    if (fleets.length > 0) {
      const text = fleets.map(
        (f) =>
          `${f.ships} at ${f.at}${f.divisions > 0 ? ` carrying ${f.divisions}` : ""}${f.built ? "" : " (building)"}`,
      );
      lines.push(`  fleets: ${text.join("; ")}`);
    }
    for (const c of s.commanders.filter((x) => x.nation === n.id)) {
      lines.push(`  ${c.kind} ${c.name} (${c.title}) at ${c.at ?? "not placed"}`);
    }
  }
  const neutral = map.provinces.filter((p) => (s.provinces[p.id]?.owner ?? null) === null);
  lines.push(
    "",
    `Neutral (${neutral.length}): ${neutral.map((p) => `${p.id}${divisionsText(s, p.id)}`).join(", ")}`,
  );
  const lost = s.lostCommanders ?? [];
  if (lost.length > 0) lines.push("", `Lost commanders: ${lost.join(", ")}`);
  if (s.report.length > 0) lines.push("", "Report:", ...s.report.map((r) => `  ${r}`));
  return lines;
}

/** The provinces a nation holds but did not begin the game with (W18), and who held them then. */
function conquered(s: Scenario, map: MapData, nation: string): { province: string; from: string | null }[] {
  return nationProvinces(s, map, nation).flatMap((id) => {
    const start = s.provinces[id]?.startOwner;
    return start !== undefined && start !== nation ? [{ province: id, from: start }] : [];
  });
}

/** Where a nation's divisions stand as guests in an ally's province. */
function guestsOf(s: Scenario, map: MapData, nation: string): { province: string; divisions: number }[] {
  return map.provinces.flatMap((p) => {
    const n = s.provinces[p.id]?.guests?.[nation];
    return n ? [{ province: p.id, divisions: n }] : [];
  });
}

function divisionsText(s: Scenario, id: string): string {
  const d = s.provinces[id]?.divisions ?? 0;
  return d > 0 ? ` ${d}` : "";
}

function relationBetween(s: Scenario, x: string, y: string): Relation {
  const [a, b] = x < y ? [x, y] : [y, x];
  return s.relations.find((r) => r.a === a && r.b === b)?.relation ?? "peace";
}
