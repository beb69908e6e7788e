import { isDeepStrictEqual } from "node:util";
import type { LRUCache } from "lru-cache";
import { perGameCache } from "../../cache/games-in-memory.ts";
import type { Outcome } from "../../core/ruleset.ts";
import { err, ok, type Result } from "../../result.ts";
import type { EventRow } from "../../storage/rows.ts";
import { stepDice } from "./dice.ts";
import type { Kit } from "./kit.ts";
import { STEP, type StepAction, stepSchema, undoneTarget } from "./log.ts";
import { seedOf } from "./seeds.ts";

/** Carries out one logged action on a state with its dice: what a step did, done again (replay, verify, a new step). */
export function runAction<S, C, E, R>(
  kit: Pick<Kit<S, C, E, R>, "ruleset">,
  state: S,
  action: StepAction<C>,
  seed: string,
  step: number,
  /** The window's number: the first step of a window after the first takes its seed (`Ruleset.reseed`). */
  windowSeq: number,
): Result<Outcome<S, E> & { rolls: number[] }, string> {
  const dice = stepDice(seed, step);
  const { ruleset } = kit;
  if (ruleset.reseed && step === 0 && windowSeq > 1) state = ruleset.reseed(state, seed);
  if (action.kind === "resolve")
    return ok({ ...ruleset.resolve(state, action.orders, dice), rolls: dice.rolls });
  if (action.kind === "apply") return ok({ ...ruleset.apply(state, action.order, dice), rolls: dice.rolls });
  if (action.kind === "end") {
    if (!ruleset.end) return err(`${ruleset.name} cannot be ended by the GM`);
    const ended = ruleset.end(state);
    return ended.ok ? ok({ ...ended.value, rolls: dice.rolls }) : ended;
  }
  if (!ruleset.adjust) return err(`${ruleset.name} has no GM adjustments`);
  const adjusted = ruleset.adjust(state, action.change);
  return adjusted.ok ? ok({ ...adjusted.value, rolls: dice.rolls }) : adjusted;
}

/**
 * The kit with its ruleset whole, to carry steps out again: the ruleset itself, or for a ruleset in two parts the
 * whole one (`Ruleset.complete`), since its light part has no resolution. Reading a state completes it only when a
 * step must be replayed (a snapshot is written with every event, so seldom).
 */
export async function wholeKit<S, C, E, R>(
  kit: Pick<Kit<S, C, E, R>, "ruleset">,
): Promise<Pick<Kit<S, C, E, R>, "ruleset">> {
  return kit.ruleset.complete ? { ruleset: await kit.ruleset.complete() } : kit;
}

/** Each game's state after its last logged event (`seq`), per store: another process's step makes it stale. */
const kept = new WeakMap<object, LRUCache<string, { seq: number; state: NonNullable<unknown> }>>();

/**
 * The state of a game after the logged event `seq`: the newest snapshot at or before it, then every later event
 * carried out again (a step with its dice from the window's seed; an undo goes back to the state before its
 * target). A snapshot is written with every event, so this is usually one read; without them the log alone gives
 * the same state.
 */
export async function stateAt<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  seq: number,
): Promise<Result<S, string>> {
  const game = await kit.store.getGame(gameId);
  if (!game) return err(`no game "${gameId}"`);
  const snap = await kit.store.latestSnapshot(gameId, seq);
  if (!snap) return err(`game "${gameId}" has no stored state`);
  const start = await storedState(kit, gameId, snap);
  if (!start.ok) return start;
  if (snap.eventSeq === seq) return start;
  const rows = (await kit.store.listEventsAfter(gameId, snap.eventSeq)).filter((r) => r.seq <= seq);
  return await foldEvents(kit, game, start.value, rows);
}

/**
 * A stored state read through the ruleset's state schema, once: a state the schema gives back as it was stored is
 * marked by its digest (`GameStore.markSnapshotChecked`, the mark kept with the game), and read as stored when met
 * again, by this process or a later one (issue #26: the first post after a restart validated the state again, 1–5 ms
 * of a 20,000-post game's first post). A state stored otherwise (damaged, edited by hand) has another digest and is
 * validated again.
 */
async function storedState<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  snap: { state: unknown; digest: string },
): Promise<Result<S, string>> {
  const check = `${kit.ruleset.id}-state`;
  if (await kit.store.snapshotChecked(gameId, snap.digest, check)) return ok(snap.state as S);
  const parsed = kit.ruleset.schemas.state.safeParse(snap.state);
  if (!parsed.success) return err(`the stored state of game "${gameId}" cannot be read`);
  if (isDeepStrictEqual(parsed.data, snap.state))
    await kit.store.markSnapshotChecked(gameId, snap.digest, check);
  return ok(parsed.data);
}

async function foldEvents<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: { id: string; gm_secret: string },
  start: S,
  rows: readonly EventRow[],
): Promise<Result<S, string>> {
  const schema = stepSchema(kit.ruleset.schemas.command, kit.ruleset.schemas.event);
  let whole: Pick<Kit<S, C, E, R>, "ruleset"> | undefined;
  let state = start;
  for (const row of rows) {
    const target = undoneTarget(row);
    if (target !== null) {
      const before = await stateAt(kit, game.id, target - 1);
      if (!before.ok) return before;
      state = before.value;
      continue;
    }
    if (row.kind !== STEP) continue;
    const entry = schema.safeParse(row.payload_json);
    if (!entry.success) return err(damagedEvent(row, game.id, entry.error.issues[0]));
    const seed = seedOf(game, entry.data.phaseSeq);
    if (seed === null) return err(`the seed of game "${game.id}" cannot be derived`);
    whole ??= await wholeKit(kit);
    const done = runAction(whole, state, entry.data.action, seed, entry.data.step, entry.data.phaseSeq);
    if (!done.ok) return done;
    state = done.value.state;
  }
  return ok(state);
}

/** The last logged event of each state `currentState` gave (a kept order book is keyed with it: `book-kept.ts`). */
const stateSeqs = new WeakMap<object, number>();

/** The last logged event of a state `currentState` gave, when it gave it (undefined for any other state). */
export function stateSeqOf(state: unknown): number | undefined {
  return typeof state === "object" && state !== null ? stateSeqs.get(state) : undefined;
}

/** The current state (kept in memory while no other event was logged, and never from inside a transaction). */
export async function currentState<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
): Promise<Result<S, string>> {
  await kit.ready?.(gameId);
  let games = kept.get(kit.store);
  if (!games) {
    games = perGameCache();
    kept.set(kit.store, games);
  }
  const last = await kit.store.lastEventSeq(gameId);
  const cached = games.get(`${kit.ruleset.id}/${gameId}`);
  if (cached && cached.seq === last) return ok(cached.state as S);
  const state = await stateAt(kit, gameId, last);
  if (state.ok && typeof state.value === "object" && state.value !== null) stateSeqs.set(state.value, last);
  // nothing read inside a transaction is kept (its writes may yet be rolled back: `postsChangeMark` is null then)
  const settled = (await kit.store.postsChangeMark()) !== null;
  if (settled && state.ok && state.value !== null && state.value !== undefined) {
    games.set(`${kit.ruleset.id}/${gameId}`, { seq: last, state: state.value });
  }
  return state;
}

/**
 * An event of a game's log that cannot be read, named (its number and kind, where in it and why): an error, never
 * skipped (skipping a resolution would replay another game: publish the wrong record, undo the wrong step).
 */
export function damagedEvent(
  row: Pick<EventRow, "seq" | "kind">,
  gameId: string,
  issue: { path: readonly PropertyKey[]; message: string } | undefined,
): string {
  const where = issue && issue.path.length > 0 ? ` at ${issue.path.map(String).join(".")}` : "";
  return `event ${row.seq} of game "${gameId}" (${row.kind}) cannot be read${where}: ${issue?.message ?? "bad shape"}. The game's log is damaged; nothing was changed. Restore the database from a backup, or report this with the event`;
}
