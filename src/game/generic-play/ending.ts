import { err, ok, type Result } from "../../result.ts";
import type { LoggedEnding, Standings } from "../game-play.ts";
import type { Actor, ServiceResult } from "../types.ts";
import type { Kit } from "./kit.ts";
import { liveStepsBack, OPENED, STEP, stepSchema, undoneTarget } from "./log.ts";
import { currentState, runAction, wholeKit } from "./replay.ts";
import { seedOf } from "./seeds.ts";
import { takeStep } from "./steps.ts";

/**
 * A game's end (issue #28) for any ruleset with a ranking: the standings now, and how the game ended as its log says
 * (the GM's end, a logged step with the players then; or the rules', the step after which the game waits for no
 * one). The ranking is the ruleset's, read from the final state.
 */

/** The ranking now and whether the rules have ended the game. */
export async function standingsOf<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
): Promise<ServiceResult<Standings>> {
  const state = await currentState(kit, gameId);
  if (!state.ok) return state;
  const { ranking } = kit.ruleset;
  if (!ranking) return err(`a ${kit.ruleset.name} game has no final ranking`);
  return ok({ over: kit.ruleset.waiting(state.value).over, places: ranking(state.value) });
}

/**
 * The state after the log's last event replayed from the game's opening, every step carried out again with its
 * dice and every undo going back to the state before its target: no snapshot but the opening's is read.
 */
export async function replayedState<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
): Promise<Result<S, string>> {
  const game = await kit.store.getGame(gameId);
  if (!game) return err(`no game "${gameId}"`);
  const rows = await kit.store.listEventsAfter(gameId, 0);
  const opening = rows.find((r) => r.kind === OPENED);
  const snap = opening ? await kit.store.latestSnapshot(gameId, opening.seq) : undefined;
  const start = kit.ruleset.schemas.state.safeParse(snap?.state);
  if (!opening || !start.success) return err(`game "${gameId}" has no opening in its log`);
  const schema = stepSchema(kit.ruleset.schemas.command, kit.ruleset.schemas.event);
  const whole = await wholeKit(kit);
  const after: { seq: number; state: S }[] = [{ seq: opening.seq, state: start.data }];
  let state = start.data;
  for (const row of rows) {
    if (row.seq <= opening.seq) continue;
    const target = undoneTarget(row);
    if (target !== null) {
      state = after.filter((a) => a.seq < target).at(-1)?.state ?? state;
    } else if (row.kind === STEP) {
      const entry = schema.safeParse(row.payload_json);
      if (!entry.success) return err(`logged event ${row.seq} of game "${gameId}" cannot be read`);
      const seed = seedOf(game, entry.data.phaseSeq);
      if (seed === null) return err(`the seed of game "${gameId}" cannot be derived`);
      const done = runAction(whole, state, entry.data.action, seed, entry.data.step, entry.data.phaseSeq);
      if (!done.ok) return err(`game "${gameId}" does not replay at event ${row.seq}: ${done.error}`);
      state = done.value.state;
    }
    after.push({ seq: row.seq, state });
  }
  return ok(state);
}

/**
 * How the game ended as its log says, or null while it goes on: the GM's end step (who, why, the players then), or
 * the rules' (the last step still in effect, with the players logged with it). `replay`: the final state replayed
 * from the log's start rather than read from the latest snapshot; both give the same ranking.
 */
export async function loggedEndingOf<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  replay: boolean,
): Promise<ServiceResult<LoggedEnding | null>> {
  const { ranking } = kit.ruleset;
  if (!ranking) return err(`a ${kit.ruleset.name} game has no final ranking`);
  const state = replay ? await replayedState(kit, gameId) : await currentState(kit, gameId);
  if (!state.ok) return state;
  if (!kit.ruleset.waiting(state.value).over) return ok(null);
  const places = ranking(state.value);
  const schema = stepSchema(kit.ruleset.schemas.command, kit.ruleset.schemas.event);
  // the game is over: its last step still in effect ended it
  for await (const last of liveStepsBack(kit.store, gameId, schema)) {
    const players = last.entry.roster ?? null;
    const { action } = last.entry;
    if (action.kind === "end") {
      return ok({
        how: "gm",
        by: action.by,
        reason: action.reason,
        endedAt: last.at,
        eventSeq: last.seq,
        places,
        players,
      });
    }
    const words = kit.ruleset.words.endedByRules;
    return ok({
      how: "rules",
      by: words?.by ?? "the rules",
      reason: words?.reason ?? "the game is over by its rules",
      endedAt: last.at,
      eventSeq: last.seq,
      places,
      players,
    });
  }
  return ok({
    how: "rules",
    by: kit.ruleset.words.endedByRules?.by ?? "the rules",
    reason: kit.ruleset.words.endedByRules?.reason ?? "the game is over by its rules",
    endedAt: "",
    eventSeq: 0,
    places,
    players: null,
  });
}

/** The GM ends the game: the ruleset's end as a logged step (with who held each seat), in one write transaction. */
export async function endByGm<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  actor: Actor,
  reason: string,
): Promise<ServiceResult<true>> {
  return await kit.store.writeTransaction(async () => {
    const game = await kit.store.getGame(gameId);
    if (!game) return err(`no game "${gameId}"`);
    const state = await currentState(kit, gameId);
    if (!state.ok) return state;
    if (kit.ruleset.waiting(state.value).over) return err("the game is over already");
    const done = await takeStep(kit, game, { kind: "end", by: actor.name, reason }, actor.name);
    if (!done.ok) return done;
    return kit.ruleset.waiting(done.value.state).over ? ok(true) : err("the game could not be ended");
  }, gameId);
}
