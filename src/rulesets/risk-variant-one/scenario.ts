import { distance } from "fastest-levenshtein";
import { z } from "zod";
import { foldName } from "../../../parsers/text/fold.ts";
import type { MapGraph } from "../../map/graph.ts";
import { createRng, type RngState } from "../../random/prng.ts";
import { err, ok, type Result } from "../../result.ts";
import { FILE_LIMITS, fileNumber } from "../../scenario/limits.ts";
import type { Locate, PathKey } from "../../scenario/problem.ts";
import { formatPath } from "../../scenario/problem.ts";
import { classicMap } from "./classic-map.ts";
import { putOutLandless } from "./end.ts";
import type { RiskEvent } from "./events.ts";
import { openIncome } from "./income.ts";
import { openActions } from "./rounds.ts";
import { riskRulingsSchema } from "./rulings.ts";
import { RISK_BASE_ID } from "./scenario-ref.ts";
import { newGame } from "./setup.ts";
import { fromDealersLeft, type RiskState, riskPhaseSchema } from "./state.ts";
import { Work } from "./work.ts";

export { RISK_BASE_ID };

const territoryEntrySchema = z.strictObject({
  owner: z.string().min(1).nullable().optional(),
  armies: fileNumber(FILE_LIMITS.armies, "armies").min(0).optional(),
  income: fileNumber(FILE_LIMITS.income, "armies of income", { min: -FILE_LIMITS.income }).optional(),
});

/**
 * A Risk Variant One scenario file (YAML or JSON):
 * `base: risk-v1`, `players` (seat order, V1), optional `dealer` (else rolled from the seed, V2), `phase`
 * (setup | income | actions; default setup), `territories` (display names, ids or aliases: owner (a player, or
 * null / "neutral"), armies, income;
 * in the income and action phases a territory not listed is neutral, income 0, 1 army; in the set-up one not
 * listed is unbought with the income the deal gave it), `rulings` (overrides), `actor` (whose turn, default the
 * dealer's left), `turnNumber`, `pools` (set-up: each player's inactive and active armies).
 */
export const riskScenarioFileSchema = z.strictObject({
  base: z.literal(RISK_BASE_ID, {
    message: `a Risk Variant One scenario starts from "base: ${RISK_BASE_ID}"`,
  }),
  name: z.string().optional(),
  players: z.array(z.string().min(1)).min(1, "list the players in seat order").optional(),
  dealer: z.string().min(1).optional(),
  phase: riskPhaseSchema.optional(),
  territories: z.record(z.string(), territoryEntrySchema).optional(),
  rulings: z.record(z.string(), z.unknown()).optional(),
  actor: z.string().min(1).optional(),
  turnNumber: fileNumber(FILE_LIMITS.turn, "turns").min(1).optional(),
  pools: z
    .record(
      z.string(),
      z.strictObject({
        inactive: fileNumber(FILE_LIMITS.armies, "armies").min(0).optional(),
        active: fileNumber(FILE_LIMITS.armies, "armies").min(0).optional(),
      }),
    )
    .optional(),
});
export type RiskScenarioFile = z.infer<typeof riskScenarioFileSchema>;

/** One problem in a scenario file: the path and a sentence naming the file, line and path. */
export interface RiskScenarioProblem {
  path: string;
  message: string;
}

/** A built game: the opening state and what happened building it (the dealer's roll, the deal, income). */
export interface BuiltScenario {
  state: RiskState;
  events: RiskEvent[];
}

function problem(file: string, path: readonly PathKey[], text: string, locate?: Locate): RiskScenarioProblem {
  const line = locate ? locate(path) : null;
  const where = line === null ? file : `${file}:${line}`;
  const at = formatPath(path);
  return { path: at, message: at === "" ? `${where}: ${text}` : `${where}: ${at}: ${text}` };
}

/** Up to three map names close to a misspelt one. */
export function closeTerritoryNames(map: MapGraph, given: string): string[] {
  const key = foldName(given);
  const scored = map.provinces
    .flatMap((p) => [p.name, ...p.aliases].map((n) => ({ name: p.name, d: distance(key, foldName(n)) })))
    .sort((a, b) => a.d - b.d);
  const out: string[] = [];
  const best = scored[0]?.d ?? 0;
  for (const s of scored) {
    if (s.d > Math.max(2, Math.floor(key.length / 3)) || s.d > best) break;
    if (!out.includes(s.name)) out.push(s.name);
    if (out.length === 3) break;
  }
  return out;
}

/**
 * Builds the opening state of a scenario (already parsed from YAML/JSON) with the seed's generator. Every problem
 * comes back as a value naming the file, the line (when `locate` knows it) and the path; never throws. Pure.
 * A scenario in the income phase opens it (the territories get their income, V5); one in the set-up deals the
 * cards from the seed (V2) unless every territory is listed.
 */
export function buildRiskScenario(
  raw: unknown,
  seed: string | RngState,
  options: { file?: string; locate?: Locate; map?: MapGraph } = {},
): Result<BuiltScenario, RiskScenarioProblem[]> {
  const file = options.file ?? "scenario";
  const locate = options.locate;
  const map = options.map ?? classicMap;
  const parsed = riskScenarioFileSchema.safeParse(raw);
  if (!parsed.success) {
    return err(
      parsed.error.issues.map((i) =>
        problem(
          file,
          i.path.filter((k): k is PathKey => typeof k === "string" || typeof k === "number"),
          i.code === "unrecognized_keys"
            ? `unknown field${i.keys.length === 1 ? "" : "s"} ${i.keys.join(", ")} (known: ${knownFields(i.path)})`
            : i.message,
          locate,
        ),
      ),
    );
  }
  const sc = parsed.data;
  const problems: RiskScenarioProblem[] = [];
  const rulings = riskRulingsSchema.safeParse(sc.rulings ?? {});
  if (!rulings.success) {
    for (const i of rulings.error.issues) {
      const path = [
        "rulings",
        ...i.path.filter((k): k is PathKey => typeof k === "string" || typeof k === "number"),
      ];
      const text =
        i.code === "unrecognized_keys"
          ? `unknown ruling${i.keys.length === 1 ? "" : "s"} ${i.keys.join(", ")} (known: ${Object.keys(riskRulingsSchema.shape).join(", ")})`
          : i.message;
      problems.push(problem(file, path, text, locate));
    }
  }
  const players = sc.players ?? [];
  if (players.length === 0) {
    problems.push(
      problem(file, ["players"], "list the players in seat order, e.g. players: [Alice, Bob, Cleo]", locate),
    );
  }
  const seen = new Set<string>();
  players.forEach((p, i) => {
    if (seen.has(foldName(p))) problems.push(problem(file, ["players", i], `${p} is seated twice`, locate));
    seen.add(foldName(p));
  });
  const player = (given: string, path: PathKey[]): string | null => {
    const found = players.find((p) => foldName(p) === foldName(given));
    if (!found)
      problems.push(
        problem(file, path, `${given} is not one of the players (${players.join(", ")})`, locate),
      );
    return found ?? null;
  };
  const dealer = sc.dealer === undefined ? undefined : player(sc.dealer, ["dealer"]);
  const actor = sc.actor === undefined ? undefined : player(sc.actor, ["actor"]);
  const phase = sc.phase ?? "setup";
  const entries: {
    id: string;
    owner: string | null;
    armies: number | undefined;
    income: number | undefined;
  }[] = [];
  const listed = new Map<string, string>();
  for (const [key, entry] of Object.entries(sc.territories ?? {})) {
    const path: PathKey[] = ["territories", key];
    const province = map.findProvince(key);
    if (!province) {
      const close = closeTerritoryNames(map, key);
      problems.push(
        problem(
          file,
          path,
          `no territory is called "${key}"${close.length > 0 ? ` (did you mean ${close.join(" or ")}?)` : ""}`,
          locate,
        ),
      );
      continue;
    }
    const twice = listed.get(province.id);
    if (twice !== undefined) {
      problems.push(problem(file, path, `${province.name} is listed twice (also as "${twice}")`, locate));
      continue;
    }
    listed.set(province.id, key);
    const neutral =
      entry.owner === undefined ||
      entry.owner === null ||
      (foldName(entry.owner) === "neutral" && !players.some((p) => foldName(p) === "neutral"));
    const owner = neutral || !entry.owner ? null : player(entry.owner, [...path, "owner"]);
    if (entry.armies !== undefined && entry.armies < 1 && !(phase === "setup" && owner === null)) {
      problems.push(problem(file, [...path, "armies"], "a territory always has at least 1 army", locate));
    }
    if (entry.income !== undefined && rulings.success) {
      const r = rulings.data;
      const low = r.negativeIncomes ? r.lowestNegativeIncome : 0;
      if (entry.income < low || entry.income > r.maximumIncome) {
        problems.push(
          problem(
            file,
            [...path, "income"],
            `income ${entry.income} is outside ${low} to ${r.maximumIncome}${r.negativeIncomes ? "" : " (negative incomes are off)"}`,
            locate,
          ),
        );
      }
    }
    entries.push({ id: province.id, owner, armies: entry.armies, income: entry.income });
  }
  for (const [name, _pool] of Object.entries(sc.pools ?? {})) player(name, ["pools", name]);
  if (problems.length > 0 || !rulings.success) return err(problems);

  const rng = typeof seed === "string" ? createRng(seed) : seed;
  const fresh = newGame({ players, rulings: rulings.data, rng, map, ...(dealer ? { dealer } : {}) });
  const w = new Work(fresh.state, map);
  w.events.push(...fresh.events.filter((e) => e.type === "dealer-roll" || e.type === "dealer"));
  const s = w.s;
  if (sc.turnNumber !== undefined) s.turnNumber = sc.turnNumber;
  if (phase === "setup") {
    for (const e of entries) {
      const t = s.territories[e.id]!;
      if (e.income !== undefined) t.income = e.income;
      t.owner = e.owner;
      t.armies = e.armies ?? (e.owner === null ? 0 : 1);
    }
    // the piles follow the incomes, so a territory whose income the scenario sets is in that income's pile
    s.piles = s.piles.map((pile) => ({
      ...pile,
      territories: Object.keys(s.territories).filter((id) => s.territories[id]!.income === pile.income),
    }));
    w.emit({ type: "dealt", piles: s.piles });
    for (const p of s.players) {
      const pool = Object.entries(sc.pools ?? {}).find(([k]) => foldName(k) === foldName(p.name))?.[1];
      if (pool?.inactive !== undefined) p.inactive = pool.inactive;
      if (pool?.active !== undefined) p.active = pool.active;
    }
    if (actor !== undefined && actor !== null) {
      // the opening step went to the dealer's left: give the army back, open the named player's step
      const opened = s.players.find((p) => p.name === s.actor);
      if (opened && opened.name !== actor && !sc.pools) {
        opened.inactive += 1;
        opened.active -= 1;
        const a = s.players.find((p) => p.name === actor)!;
        if (a.inactive > 0) {
          a.inactive -= 1;
          a.active += 1;
        }
      }
      s.actor = actor;
    }
    return ok(w.done());
  }
  // income or actions: every territory is on the board; unlisted ones neutral, income 0, 1 army
  s.piles = [];
  for (const p of s.players) {
    p.inactive = 0;
    p.active = 0;
  }
  for (const id of Object.keys(s.territories)) s.territories[id] = { owner: null, armies: 1, income: 0 };
  for (const e of entries) {
    s.territories[e.id] = { owner: e.owner, armies: Math.max(1, e.armies ?? 1), income: e.income ?? 0 };
  }
  // V9: a seated player who holds nothing is out at once; with one player left holding land the game is over
  s.phase = phase;
  putOutLandless(w);
  if (s.gameOver) return ok(w.done());
  if (phase === "income") openIncome(w);
  else {
    openActions(w);
    if (actor !== undefined && actor !== null) {
      if (!fromDealersLeft(s).includes(actor)) {
        return err([problem(file, ["actor"], `${actor} holds no territory and cannot act`, locate)]);
      }
      s.actor = actor;
    }
  }
  return ok(w.done());
}

function knownFields(path: readonly PropertyKey[]): string {
  if (path.length === 0) return Object.keys(riskScenarioFileSchema.shape).join(", ");
  if (path[0] === "territories") return "owner, armies, income";
  if (path[0] === "pools") return "inactive, active";
  return "";
}
