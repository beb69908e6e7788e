import { err, ok, type Result } from "../../result.ts";
import { classicMap } from "../../rulesets/risk-variant-one/classic-map.ts";
import { armiesText, placeName } from "../../rulesets/risk-variant-one/describe.ts";
import { loadRiskOpening } from "../../rulesets/risk-variant-one/files.ts";
import type { BuiltScenario } from "../../rulesets/risk-variant-one/scenario.ts";
import type { EngineRun, OpeningOptions } from "../engine-run.ts";
import { dealerText } from "./risk-documents.ts";

/**
 * Risk Variant One's scenarios without a game (`adjutant state init`, `scenario show`): the scenario with the players
 * seated, built from a seed. The seed matters only where the scenario leaves something to the dice (the dealer's
 * roll and the deal of a fresh game, V2); without --seed the example seed is used and the answer says so.
 */
export const EXAMPLE_SEED = "example";

/** A scenario's opening with the players seated as given, dealt from the seed (the example seed without one). */
export function riskOpening(ref: string, options: OpeningOptions): Result<BuiltScenario, string> {
  const built = loadRiskOpening(ref, options.seed ?? EXAMPLE_SEED, {
    players: options.players,
    armies: options.armies,
  });
  if (built.ok) return built;
  const [first, ...rest] = built.error;
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length === 1 ? "" : "s"})` : "";
  const hint =
    options.players === undefined && /no players/.test(first ?? "")
      ? "; or seat them here with --players Alice,Bob,Cleo"
      : "";
  return err(`${first ?? `${ref}: cannot load the scenario`}${hint}${more}`);
}

/** `adjutant state init SCENARIO [--players …] [--armies N] [--seed S]`: the opening state. */
export function riskOpeningState(ref: string, options: OpeningOptions): Result<unknown, string> {
  const built = riskOpening(ref, options);
  return built.ok ? ok(built.value.state) : built;
}

/** `adjutant scenario show SCENARIO`: the players in seat order, who holds what, the deal, the rulings. */
export function showRiskScenario(ref: string, options: OpeningOptions): Result<EngineRun, string> {
  const built = riskOpening(ref, options);
  if (!built.ok) return built;
  const { state, events } = built.value;
  const place = placeName(classicMap);
  const seed = options.seed ?? EXAMPLE_SEED;
  const phase =
    state.phase === "setup"
      ? "the set-up"
      : state.phase === "income"
        ? `turn ${state.turnNumber}, income phase`
        : `turn ${state.turnNumber}, action round ${state.round}`;
  const territoriesOf = (owner: string | null) =>
    Object.entries(state.territories)
      .filter(([, t]) => t.owner === owner)
      .map(([id, t]) => ({ name: place(id), armies: t.armies, income: t.income }));
  const players = state.players.map((p) => {
    const held = territoriesOf(p.name);
    return {
      name: p.name,
      out: p.eliminated,
      territories: held,
      armies: held.reduce((n, t) => n + t.armies, 0),
      income: held.reduce((n, t) => n + t.income, 0),
      inactive: p.inactive,
      active: p.active,
    };
  });
  const setup = state.phase === "setup";
  const piles = state.piles.map((pile) => ({
    pile: pile.pile,
    income: pile.income,
    territories: pile.territories.map(place),
  }));
  const lines = [
    `Risk Variant One scenario ${ref}: ${phase}; players in seat order: ${state.players.map((p) => p.name).join(", ")}.`,
    setup ? dealerText(state, events) : `Dealer: ${state.dealer}.`,
  ];
  if (setup) {
    lines.push(
      `Dealt with the seed "${seed}"${options.seed === undefined ? " (the example seed; give --seed S for another deal)" : ""}: a game deals from its own committed seed.`,
    );
  }
  for (const p of players) {
    const pools = setup ? `; to place: ${armiesText(p.inactive + p.active)}` : "";
    const held = p.territories.map((t) => `${t.name} ${t.armies}`).join(", ");
    lines.push(
      "",
      `${p.name}${p.out ? " (out, V9)" : ""}: ${p.territories.length} ${p.territories.length === 1 ? "territory" : "territories"}, ${armiesText(p.armies)}, income ${p.income}${pools}`,
    );
    if (held) lines.push(`  ${held}`);
  }
  const neutral = territoriesOf(null).filter((t) => !setup || t.armies > 0);
  if (neutral.length > 0) {
    lines.push("", `Neutral (${neutral.length}): ${neutral.map((t) => `${t.name} ${t.armies}`).join(", ")}`);
  }
  if (setup && piles.length > 0) {
    lines.push("", "The deal (V2):");
    for (const pile of piles) {
      lines.push(`  Pile ${pile.pile} (income ${pile.income}): ${pile.territories.join(", ") || "no cards"}`);
    }
  }
  lines.push(
    "",
    `Rulings: ${Object.entries(state.rulings)
      .map(
        ([k, v]) =>
          `${k} ${
            typeof v === "object" && v !== null
              ? Object.entries(v)
                  .map(([part, n]) => `${continentName(part)} ${String(n)}`)
                  .join(" / ")
              : String(v)
          }`,
      )
      .join(", ")}`,
  );
  return ok({
    json: {
      ruleset: "risk-variant-one",
      scenario: ref,
      seed,
      phase: state.phase,
      turn: state.turnNumber,
      dealer: state.dealer,
      players,
      neutral,
      piles: setup ? piles : [],
      rulings: state.rulings,
    },
    lines,
  });
}

/** A continent's display name ("north-america" → "North America"), as the map names it. */
function continentName(id: string): string {
  return classicMap.continents.find((c) => c.id === id)?.name ?? id;
}
