import { err, ok, type Result } from "../../result.ts";
import { riskStateSchema } from "../../rulesets/risk-variant-one/state.ts";
import { RISK_TURN_FORMAT, type RiskTurnRecord } from "../../rulesets/risk-variant-one/turn-record.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { GameRow } from "../../storage/rows.ts";
import type { LoggedEnding } from "../game-play.ts";
import { CONVERTED, convertedWindow } from "../generic-play/log.ts";
import type { ServiceResult } from "../types.ts";
import { riskEnding } from "./risk-ending.ts";
import { STEP_KINDS, turnSpans } from "./turn-spans.ts";

/**
 * Risk Variant One games stored by its older play (`RiskGames`, deleted since: `risk-opened`, `risk-action`,
 * `risk-gm`, `risk-adjust`, `risk-reseed` entries with snapshots, phases labelled "turn", the settings
 * `risk-waiting-since:ID`, `risk-response-until:ID`, `risk-action-until:ID`), played on by the generic play (issue
 * #25): converted once, the first time such a game is read (the phases labelled "turn-N", the settings under the
 * generic play's names, a conversion marker with a snapshot of the state), and the records of the turns the older
 * play closed published from its entries, as it published them (turn records, checked by `verifyRiskTurn`).
 */

/** The older play's own log entries (an `undone` entry is shared). */
const LEGACY_KINDS: ReadonlySet<string> = new Set(["risk-opened", "risk-reseed", ...STEP_KINDS]);

/** Whether the game's log ends with the older play's entries (one or two reads, however long the log). */
async function isLegacy(store: GameStore, gameId: string): Promise<boolean> {
  const [last] = await store.listEventsBefore(gameId, Number.MAX_SAFE_INTEGER, 1);
  if (!last) return false;
  if (LEGACY_KINDS.has(last.kind)) return true;
  const target = (last.payload_json as { target?: unknown }).target;
  if (last.kind !== "undone" || typeof target !== "number") return false;
  const [undone] = await store.listEventsBefore(gameId, target + 1, 1);
  return undone !== undefined && LEGACY_KINDS.has(undone.kind);
}

/** Converts a game stored by the older play, once (a game already converted, or never stored so, is left as it is). */
export async function convertRiskGame(store: GameStore, game: GameRow, now: string): Promise<void> {
  if (!(await isLegacy(store, game.id))) return;
  await store.transaction(async () => {
    if (!(await isLegacy(store, game.id))) return;
    for (const phase of await store.listPhases(game.id)) {
      if (phase.phase === "turn") await store.relabelPhaseRow(game.id, phase.seq, `turn-${phase.year}`);
    }
    for (const [from, to] of [
      ["risk-waiting-since", "waiting-since"],
      ["risk-response-until", "response-until"],
      ["risk-action-until", "action-until"],
    ] as const) {
      const value = await store.getSetting(`${from}:${game.id}`);
      if (value) await store.setSetting(`${to}:${game.id}`, value);
    }
    const snap = await store.latestSnapshot(game.id, Number.MAX_SAFE_INTEGER);
    const open = await store.openPhaseOf(game.id);
    const seq = await store.appendEvent(game.id, {
      kind: CONVERTED,
      actor: "GM",
      reason: "converted from the older play's log",
      payload: { kind: "converted", from: "risk-games", phaseSeq: open?.seq ?? null },
      createdAt: now,
    });
    if (snap) await store.saveSnapshot(game.id, seq, snap.state);
    // the open turn goes on: its dice go on from where the older play left them (no new seeding at its next step)
    if (open) await store.setSetting(convertedWindow(game.id), String(open.seq));
  }, game.id);
}

/**
 * The published record of a turn the older play closed (its seed revealed): how it started, every order and GM step
 * carried out in it, the seed and its commitment, the claimed result. Null when the turn was not played by it.
 */
export async function legacyRiskRecord(
  store: GameStore,
  game: GameRow,
  phaseSeq?: number,
): Promise<Result<RiskTurnRecord, string> | null> {
  const rows = await store.listEvents(game.id);
  if (!rows.some((r) => r.kind === "risk-opened")) return null;
  const spans = turnSpans(rows);
  const phases = await store.listPhases(game.id);
  const revealed = spans.filter((sp) => phases.find((ph) => ph.seq === sp.phaseSeq)?.seed);
  const span = phaseSeq === undefined ? revealed.at(-1) : revealed.find((sp) => sp.phaseSeq === phaseSeq);
  if (!span) return null;
  const row = phases.find((ph) => ph.seq === span.phaseSeq);
  const startSnap = await store.latestSnapshot(game.id, span.startSeq);
  const last = span.steps.at(-1);
  const endSnap = await store.latestSnapshot(game.id, last?.seq ?? span.startSeq);
  if (!row?.seed || !startSnap || !endSnap) return err("the stored log of that turn is incomplete");
  const setup = game.scenario_json as { scenario?: Record<string, unknown> };
  const opening = rows.find((r) => r.kind === "risk-opened");
  const openingEvents = (opening?.payload_json as { events?: unknown[] } | undefined)?.events ?? [];
  return ok({
    format: RISK_TURN_FORMAT,
    turn: row.phase === "setup" ? "setup" : `turn-${row.year}`,
    start:
      span.phaseSeq === 1
        ? { scenario: setup.scenario ?? {} }
        : { state: riskStateSchema.parse(startSnap.state) },
    steps: span.steps.map((x) => x.step),
    seed: row.seed,
    commitment: row.seed_commitment,
    claimed: {
      state: riskStateSchema.parse(endSnap.state),
      events: [...(span.phaseSeq === 1 ? openingEvents : []), ...span.steps.flatMap((x) => x.events)],
    },
  });
}

/**
 * How a game the older play ended (V9: the GM's end-game step with who and why and the players then, or one player
 * holding the land), from its entries: null when the game was not stored by it. `seedOf` replays the older log from
 * its start (`ratings --replay`); without it, the state now.
 */
export async function legacyRiskEnding(
  store: GameStore,
  game: GameRow,
  seedOf: ((phaseSeq: number) => string | null) | null,
): Promise<ServiceResult<LoggedEnding | null> | null> {
  // a game made by the older play keeps its scenario's fields with it (the generic play keeps the reference)
  const setup = game.scenario_json as { scenario?: unknown };
  if (typeof setup.scenario !== "object" || setup.scenario === null) return null;
  const snap = await store.latestSnapshot(game.id, Number.MAX_SAFE_INTEGER);
  const current = riskStateSchema.safeParse(snap?.state);
  return await riskEnding(
    store,
    game,
    seedOf,
    current.success ? ok(current.data) : err(`the stored state of game "${game.id}" cannot be read`),
  );
}
