import { z } from "zod";
import { foldName } from "../../../parsers/text/fold.ts";
import { meansNoOwner } from "../../language/no-owner.ts";
import { didYouMean } from "../../language/suggestions.ts";
import { err, ok, type Result } from "../../result.ts";
import { suggest } from "./language/fuzzy.ts";
import type { Lexicon, NameKind } from "./language/lexicon.ts";
import { type GameState, relationBetween, setRelation } from "./state.ts";

/**
 * A GM correction World War 1907 has (W16, W18, W25, W26 and the points of W21/W22 set by hand): a province's
 * divisions or owner, a nation's treasury or points, a relation. Stored in the log with the ids read from the names
 * the GM typed.
 */
const owner = z.object({ kind: z.literal("set-owner"), province: z.string(), owner: z.string().nullable() });
const points = z.object({
  kind: z.literal("set-points"),
  nation: z.string(),
  vp: z.number().optional(),
  np: z.number().optional(),
});
const relation = z.object({
  kind: z.literal("set-relation"),
  a: z.string(),
  b: z.string(),
  relation: z.enum(["alliance", "peace", "war"]),
});

export const ww1907AdjustmentSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("set-divisions"), province: z.string(), divisions: z.number().int().min(0) }),
  owner,
  z.object({ kind: z.literal("set-treasury"), nation: z.string(), treasury: z.number().min(0) }),
  points,
  relation,
]);

/**
 * A correction as the GM's command gives it, before it is judged: numbers of any value (`applyAdjustment` says
 * what is wrong with one in words), names as typed.
 */
export const adjustmentRequestSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("set-divisions"), province: z.string(), divisions: z.number() }),
  owner,
  z.object({ kind: z.literal("set-treasury"), nation: z.string(), treasury: z.number() }),
  points,
  relation,
  z.object({ kind: z.literal("set-income"), province: z.string(), income: z.number() }),
]);

export type Ww1907Adjustment = z.infer<typeof ww1907AdjustmentSchema>;

/**
 * A correction as the GM's commands give it (`adjutant gm set …`, Discord's `/adjust`): World War 1907's kinds, or
 * another game's (a territory's income) that World War 1907 refuses with its own words.
 */
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

/** Why `adjust income` is refused in World War 1907. */
export const NO_INCOME =
  "World War 1907 provinces have no income of their own to adjust (production is part of the map): adjust divisions, owner, treasury, vp, np or relation";

/** What names in a GM's adjustment are read with: the game's lexicon and display names. */
export interface AdjustmentNames {
  lexicon: Lexicon;
  nameOf: (id: string) => string;
}

/**
 * Reads the names in an adjustment as the GM typed them ("Moscow", "St. Petersburg", "France", "UK", an id, or
 * "neutral" for no owner) into ids, like every other command. An unknown name is refused with the nearest names
 * ("no province "Moskow": did you mean Moscow?"); a name that means two things with both. Pure.
 */
export function resolveAdjustment(
  state: GameState,
  change: AdjustmentRequest,
  names: AdjustmentNames,
): Result<Ww1907Adjustment, string> {
  const province = (given: string) => resolveName(given, "province", state, names);
  const nation = (given: string) => resolveName(given, "nation", state, names);
  switch (change.kind) {
    case "set-divisions": {
      const p = province(change.province);
      return p.ok ? ok({ ...change, province: p.value }) : p;
    }
    case "set-owner": {
      const p = province(change.province);
      if (!p.ok) return p;
      if (change.owner === null || meansNoOwner(change.owner)) {
        return ok({ ...change, province: p.value, owner: null });
      }
      const n = nation(change.owner);
      return n.ok ? ok({ ...change, province: p.value, owner: n.value }) : n;
    }
    case "set-treasury":
    case "set-points": {
      const n = nation(change.nation);
      return n.ok ? ok({ ...change, nation: n.value }) : n;
    }
    case "set-relation": {
      const a = nation(change.a);
      if (!a.ok) return a;
      const b = nation(change.b);
      return b.ok ? ok({ ...change, a: a.value, b: b.value }) : b;
    }
    case "set-income":
      return err(NO_INCOME);
  }
}

function resolveName(
  given: string,
  kind: "province" | "nation",
  state: GameState,
  names: AdjustmentNames,
): Result<string, string> {
  const ids = kind === "province" ? state.provinces : state.nations;
  if (Object.hasOwn(ids, given)) return ok(given);
  const refs = names.lexicon.names.get(foldName(given)) ?? [];
  const matching = [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))].filter((id) =>
    Object.hasOwn(ids, id),
  );
  if (matching.length === 1 && matching[0] !== undefined) return ok(matching[0]);
  if (matching.length > 1) {
    return err(
      `"${given}" may mean ${matching.map(names.nameOf).join(" or ")}: write the ${kind}'s full name`,
    );
  }
  const other = refs.find((r) => r.kind !== kind);
  if (other) return err(`"${given}" is ${KIND_WORD[other.kind]} (${other.name}), not a ${kind}`);
  const hint = didYouMean(suggest(foldName(given), names.lexicon, [kind]));
  return err(
    hint
      ? `no ${kind} "${given}": ${hint.charAt(0).toLowerCase()}${hint.slice(1)}`
      : `no ${kind} "${given}" in this game`,
  );
}

const KIND_WORD: Record<NameKind, string> = {
  province: "a province",
  sea: "a sea zone",
  nation: "a nation",
  commander: "a commander",
};

/**
 * What else an adjustment changes, for the GM to check (W16, W18): a province's divisions always belong to its
 * owner, so a new owner takes over the garrison (or neutrals do); W18 then asks the new owner to keep a division
 * in land it did not hold at the start; ships in the port, stationed allies and commanders stay whose they were.
 * Display names only. Pure.
 */
export function adjustmentWarnings(
  state: GameState,
  change: AdjustmentRequest,
  nameOf: (id: string) => string,
): string[] {
  if (change.kind !== "set-owner") return [];
  const p = state.provinces[change.province];
  if (!p || p.owner === change.owner) return [];
  const place = nameOf(change.province);
  const whose = (id: string | null) => (id === null ? "neutral" : `${nameOf(id)}'s`);
  const out: string[] = [];
  if (p.divisions > 0) {
    const count = p.divisions === 1 ? "1 division" : `${p.divisions} divisions`;
    const now = change.owner === null ? "a neutral garrison" : `${nameOf(change.owner)}'s`;
    out.push(
      `the ${count} in ${place} ${p.divisions === 1 ? "was" : "were"} ${whose(p.owner)} and ${p.divisions === 1 ? "is" : "are"} now ${now} (a province's divisions belong to its owner): to change them, adjust divisions ${place} N`,
    );
  }
  if (change.owner !== null && change.owner !== p.startOwner) {
    out.push(
      p.divisions > 0
        ? `W18: ${place} is conquered land for ${nameOf(change.owner)} (not held at the start): at least 1 division must stay there`
        : `W18: ${place} is conquered land for ${nameOf(change.owner)} and has no division: the garrison rule wants at least 1 (adjust divisions ${place} 1)`,
    );
  }
  const ships = state.fleets.filter((f) => f.at === change.province && f.nation !== change.owner);
  for (const f of ships) {
    out.push(
      `${nameOf(f.nation)}'s ${f.ships === 1 ? "ship" : `${f.ships} ships`} in the port of ${place} stay ${nameOf(f.nation)}'s (only a capture takes them, W16)`,
    );
  }
  for (const [guest, count] of Object.entries(p.guests)) {
    if (guest === change.owner) continue;
    const allied = change.owner !== null && relationBetween(state, guest, change.owner) === "alliance";
    out.push(
      `${nameOf(guest)}'s ${count === 1 ? "division" : `${count} divisions`} stationed in ${place} stay ${nameOf(guest)}'s${allied ? "" : `, though ${nameOf(guest)} is not allied with ${change.owner === null ? "the neutrals" : nameOf(change.owner)}`}`,
    );
  }
  for (const c of state.commanders) {
    if (c.at === change.province && c.nation !== change.owner) {
      out.push(`${nameOf(c.id)} (${nameOf(c.nation)}) stays in ${place}`);
    }
  }
  return out;
}

/**
 * Applies a GM correction to a state (a pure function: the input is not changed). Ids must be canonical; the
 * sentence on failure names what is wrong.
 */
export function applyAdjustment(state: GameState, change: AdjustmentRequest): Result<GameState, string> {
  const next = structuredClone(state);
  const nation = (id: string): boolean => id in next.nations;
  switch (change.kind) {
    case "set-divisions": {
      const p = next.provinces[change.province];
      if (!p) return err(`unknown province "${change.province}"`);
      if (!Number.isInteger(change.divisions) || change.divisions < 0)
        return err(`divisions must be a whole number, 0 or more (not ${change.divisions})`);
      p.divisions = change.divisions;
      return ok(next);
    }
    case "set-owner": {
      const p = next.provinces[change.province];
      if (!p) return err(`unknown province "${change.province}"`);
      if (change.owner !== null && !nation(change.owner)) return err(`unknown nation "${change.owner}"`);
      p.owner = change.owner;
      return ok(next);
    }
    case "set-treasury": {
      const n = next.nations[change.nation];
      if (!n) return err(`unknown nation "${change.nation}"`);
      if (change.treasury < 0 || Math.round(change.treasury * 4) !== change.treasury * 4) {
        return err("the treasury must be 0 or more, in quarters of a pp");
      }
      n.treasury = change.treasury;
      return ok(next);
    }
    case "set-points": {
      const n = next.nations[change.nation];
      if (!n) return err(`unknown nation "${change.nation}"`);
      if (change.vp !== undefined) n.vp = Math.max(0, Math.trunc(change.vp));
      if (change.np !== undefined) n.np = Math.max(0, Math.trunc(change.np));
      return ok(next);
    }
    case "set-relation": {
      if (!nation(change.a)) return err(`unknown nation "${change.a}"`);
      if (!nation(change.b)) return err(`unknown nation "${change.b}"`);
      if (change.a === change.b) return err("a nation has no relation with itself");
      setRelation(next, change.a, change.b, change.relation);
      return ok(next);
    }
    case "set-income":
      return err(NO_INCOME);
  }
}
