import { err, ok } from "../../result.ts";
import { riskFinalRanking } from "../../rulesets/risk-variant-one/final-ranking.ts";
import type { RiskState } from "../../rulesets/risk-variant-one/state.ts";
import { replayRiskTurn } from "../../rulesets/risk-variant-one/turn-record.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { GameRow } from "../../storage/rows.ts";
import type { LoggedEnding } from "../game-play.ts";
import { CONVERTED } from "../generic-play/log.ts";
import { endRosterLineSchema } from "../results/end-roster.ts";
import type { ServiceResult } from "../types.ts";
import { turnSpans } from "./turn-spans.ts";

/**
 * How games stored by Risk Variant One's older play (`RiskGames`, deleted since) ended, from their entries
 * (`legacy-games.ts`): the generic play reads a game's ending here when no step of its own is in the game's log.
 *
 * A Risk game's final state replayed from its log's start: each turn replayed as `verify` replays it
 * (`replayRiskTurn`), the set-up from the scenario and the first seed, each later turn from the state the turn before
 * left with that turn's seed (the reseed the game logged). `seedOf` gives a turn's seed (derived from the GM secret).
 */
export async function replayRiskGame(
  store: GameStore,
  game: GameRow,
  seedOf: (phaseSeq: number) => string | null,
): Promise<ServiceResult<RiskState>> {
  const spans = turnSpans(await store.listEvents(game.id));
  const setup = game.scenario_json as { scenario?: Record<string, unknown> };
  let state: RiskState | null = null;
  for (const span of spans) {
    const seed = seedOf(span.phaseSeq);
    if (!seed) return err(`turn ${span.phaseSeq} of game "${game.id}" has no seed to replay it with`);
    const start = state === null ? { scenario: setup.scenario ?? {} } : { state };
    const out = replayRiskTurn({ start, steps: span.steps.map((x) => x.step), seed });
    if (!out.ok) return err(`game "${game.id}" does not replay: ${out.message}`);
    state = out.state;
  }
  return state ? ok(state) : err(`game "${game.id}" has no opening in its log`);
}

/**
 * How a Risk game ended, from its log (V9), or null while it goes on: the GM's `end-game` step (who, why, and the
 * players then), or one player holding the land (the rules; the last event; the players then are logged with the
 * step that took the land). The ranking is V9's, read from the
 * final state: replayed from the log's start when `seedOf` is given, else `current` (the latest snapshot).
 */
export async function riskEnding(
  store: GameStore,
  game: GameRow,
  seedOf: ((phaseSeq: number) => string | null) | null,
  current: ServiceResult<RiskState>,
): Promise<ServiceResult<LoggedEnding | null>> {
  const state = seedOf ? await replayRiskGame(store, game, seedOf) : current;
  if (!state.ok) return state;
  if (!state.value.gameOver) return ok(null);
  // the older play's entries (a conversion marker logged since is none of them)
  const rows = (await store.listEvents(game.id)).filter((r) => r.kind !== CONVERTED);
  const kept = new Set(turnSpans(rows).flatMap((sp) => sp.steps.map((x) => x.seq)));
  const endStep = rows.find((r) => {
    const p = r.payload_json as { step?: unknown };
    return r.kind === "risk-gm" && p.step === "end-game" && kept.has(r.seq);
  });
  const places = riskFinalRanking(state.value);
  if (endStep) {
    const p = endStep.payload_json as { end?: { by?: unknown; reason?: unknown; players?: unknown } };
    const players = endRosterLineSchema.array().safeParse(p.end?.players);
    return ok({
      how: "gm",
      by: typeof p.end?.by === "string" ? p.end.by : endStep.actor,
      reason: typeof p.end?.reason === "string" ? p.end.reason : "",
      endedAt: endStep.created_at,
      eventSeq: endStep.seq,
      places,
      players: players.success ? players.data : null,
    });
  }
  const last = rows.at(-1);
  // the step that ended it (logged with the players then since the end was logged; older games: none)
  const logged = rows
    .filter((r) => kept.has(r.seq))
    .map((r) =>
      endRosterLineSchema.array().safeParse((r.payload_json as { end?: { players?: unknown } }).end?.players),
    )
    .find((p) => p.success);
  return ok({
    how: "rules",
    by: "the rules (V9)",
    reason: "one player holds the land",
    endedAt: last?.created_at ?? "",
    eventSeq: last?.seq ?? 0,
    places,
    players: logged?.success ? logged.data : null,
  });
}
