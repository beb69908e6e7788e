import { foldName } from "../../../parsers/text/fold.ts";
import { meansNoOwner } from "../../language/no-owner.ts";
import { didYouMean } from "../../language/suggestions.ts";
import type { MapGraph } from "../../map/graph.ts";
import { err, ok, type Result } from "../../result.ts";
import type { RiskAdjustment } from "./adjust.ts";
import { suggestTerritories } from "./language/fuzzy.ts";
import { riskNames } from "./language/names.ts";
import { resolveTerritory } from "./language/slots.ts";

/**
 * A GM's adjustment as the service's callers type it (the shape of `Adjustment` in src/game/types.ts, which a
 * ruleset may not import): the kinds Risk Variant One reads, and the ones it refuses.
 */
export type TypedAdjustment =
  | { kind: "set-divisions"; province: string; divisions: number }
  | { kind: "set-owner"; province: string; owner: string | null }
  | { kind: "set-income"; province: string; income: number }
  | { kind: "set-treasury" | "set-points" | "set-relation" };

/**
 * Reads a GM's adjustment of a Risk Variant One game as typed ("Peru", "E. Africa", "Bob", "neutral") into the
 * ruleset's adjustment with territory ids and seat names, or says what is wrong with the nearest names ("no
 * territory "Peruu": did you mean Peru?"). `divisions` means armies here. Pure.
 */
export function readRiskAdjustment(
  change: TypedAdjustment,
  map: MapGraph,
  seats: readonly string[],
): Result<RiskAdjustment, string> {
  switch (change.kind) {
    case "set-divisions": {
      const t = territoryOf(change.province, map);
      return t.ok ? ok({ kind: "set-armies", territory: t.value, armies: change.divisions }) : t;
    }
    case "set-owner": {
      const t = territoryOf(change.province, map);
      if (!t.ok) return t;
      if (change.owner === null || meansNoOwner(change.owner)) {
        return ok({ kind: "set-owner", territory: t.value, owner: null });
      }
      const key = foldName(change.owner);
      const seat = seats.find((s) => foldName(s) === key);
      if (!seat) {
        return err(
          `no player "${change.owner}" in this game (players, in seat order: ${seats.join(", ")}; "neutral" for none)`,
        );
      }
      return ok({ kind: "set-owner", territory: t.value, owner: seat });
    }
    case "set-income": {
      const t = territoryOf(change.province, map);
      return t.ok ? ok({ kind: "set-income", territory: t.value, income: change.income }) : t;
    }
    case "set-treasury":
    case "set-points":
    case "set-relation":
      return err(
        "Risk Variant One has no treasuries, points or relations: adjust armies, owner or income of a territory",
      );
  }
}

/** A territory id from a name as typed, read like a name in an order (ties and continents explained), or a refusal
 * with the nearest names. */
function territoryOf(given: string, map: MapGraph): Result<string, string> {
  const names = riskNames(map);
  const key = foldName(given);
  const refs = names.names.get(key) ?? [];
  if (refs.length === 0) {
    const hint = didYouMean(suggestTerritories(key, names));
    return err(
      `no territory "${given}" on this map${hint ? `: ${hint.charAt(0).toLowerCase()}${hint.slice(1)}` : ""}`,
    );
  }
  const resolved = resolveTerritory({ k: "name", refs, raw: given }, names);
  return resolved.ok ? ok(resolved.id) : err(resolved.message);
}
