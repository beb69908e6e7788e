import type { ParsedPost } from "../../../parsers/post.ts";
import { perGameCache } from "../../cache/games-in-memory.ts";
import type { Document } from "../../presenters/document.ts";
import { type PictureFormat, pictureBytes } from "../../presenters/png.ts";
import { err, ok, type Result } from "../../result.ts";
import { ww1907FinalRanking } from "../../rulesets/ww1907/final-ranking.ts";
import type { OrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import type { OrderLine } from "../../rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../rulesets/ww1907/language/parse-orders.ts";
import { builtInScenarios } from "../../rulesets/ww1907/scenario/built-in.ts";
import { type LoadedScenario, loadScenario } from "../../rulesets/ww1907/scenario/load.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { ScenarioProblem } from "../../scenario/problem.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { GameRow, PhaseRow } from "../../storage/rows.ts";
import { gameInfo } from "../game-info.ts";
import type {
  GamePlay,
  GamePlayDeps,
  LoggedEnding,
  NewGameInput,
  PhasePage,
  PlayableRuleset,
  ReportOptions,
  ResolveOptions,
  ScenarioExport,
  ScenarioExportOptions,
  Standings,
} from "../game-play.ts";
import { playersOf } from "../players.ts";
import type {
  Actor,
  Adjustment,
  GameInfo,
  IngestResult,
  PostSource,
  Resolution,
  ServiceResult,
} from "../types.ts";
import { buildContext, type GameContext } from "./context.ts";
import { ww1907EngineMode } from "./engine-mode.ts";
import { endWw1907Game, ww1907Ending } from "./game-end.ts";
import { adjustGame } from "./gm-adjustment.ts";
import { gmReport, gmReportJson } from "./gm-report.ts";
import { deletePost, ingestPosts } from "./ingest-posts.ts";
import type { Ww1907Kit } from "./kit.ts";
import { ww1907MapSvg } from "./map-picture.ts";
import { findNation, unknownNation } from "./nations.ts";
import { createWw1907Game } from "./new-game.ts";
import { phaseBook } from "./phase-book.ts";
import { ww1907PhasePage } from "./phase-page.ts";
import { phaseLabel } from "./phases.ts";
import { ordersInForce, preview, status, statusAsJson } from "./player-views.ts";
import { readLog } from "./read-log.ts";
import { applyLogEvent, cancelledEvents } from "./replay.ts";
import type { ReportJson, StatusJson } from "./report-json.ts";
import { resolutionRecord } from "./resolution-record.ts";
import { resolvePhase } from "./resolve-phase.ts";
import { exportWw1907Scenario } from "./scenario-export.ts";
import { undoResolution } from "./undo-resolution.ts";
import { ww1907Wording } from "./wording.ts";

/** The ruleset id stored with a World War 1907 game. */
export const WW1907_RULESET = "ww1907";

/** How World War 1907 is set up in an installation: where its scenarios come from. */
export interface Ww1907Options {
  /**
   * The scenario loader, for tests that play on maps and scenarios of their own (default: the built-in scenarios
   * and scenario files).
   */
  loadScenario?: ((ref: string) => Result<LoadedScenario, ScenarioProblem[]>) | undefined;
}

/**
 * The game service's use cases for World War 1907, a game of simultaneous orders: every order post is judged on
 * arrival against the current state (a receipt), the orders in force of each nation are kept per phase (W32, W33),
 * and the GM resolves the phase. Each use case is a function in its own file over `Ww1907Kit`, which this class
 * provides: the caches of each game's setup, current state and parsed order lines.
 */
export class Ww1907Games implements GamePlay, Ww1907Kit {
  readonly ruleset = WW1907_RULESET;
  readonly takesStandingOrders = true;
  private readonly contexts = perGameCache<GameContext>();
  private readonly states = perGameCache<{ lastSeq: number; state: GameState }>();
  /** Parsed order lines per lexicon (one per game setup), keyed by nation, phase and bold text. */
  private readonly parsed = new WeakMap<object, Map<string, OrderLine[]>>();

  constructor(
    private readonly deps: GamePlayDeps,
    private readonly options: Ww1907Options = {},
  ) {}

  get store(): GameStore {
    return this.deps.store;
  }

  nowIso(): string {
    return this.deps.now().toISOString();
  }

  newSecret(): string {
    return this.deps.newSecret();
  }

  loadScenario(ref: string): Result<LoadedScenario, ScenarioProblem[]> {
    return (this.options.loadScenario ?? loadScenario)(ref);
  }

  // --------------------------------------------------------- what the use cases share

  context(gameId: string): ServiceResult<GameContext> {
    const cached = this.contexts.get(gameId);
    if (cached) return ok(cached);
    const game = this.store.getGame(gameId);
    if (!game) return err(`no game "${gameId}"`);
    const built = buildContext(game.scenario_json);
    if (!built.ok) return err(`game "${gameId}" is not a World War 1907 game: ${built.error}`);
    this.contexts.set(gameId, built.value);
    return built;
  }

  state(gameId: string): ServiceResult<GameState> {
    const ctx = this.context(gameId);
    if (!ctx.ok) return ctx;
    const lastSeq = this.store.lastEventSeq(gameId);
    const cached = this.states.get(gameId);
    if (cached && cached.lastSeq === lastSeq) return ok(cached.state);
    // The latest snapshot and the events after it (an undo removes the snapshots from its target on, so every
    // event an undo cancels is among those read).
    const snapshot = this.store.latestSnapshot(gameId, lastSeq);
    const from = snapshot?.eventSeq ?? 0;
    let state = snapshot ? (snapshot.state as GameState) : ctx.value.opening;
    const log = readLog(this.store, gameId, from);
    if (!log.ok) return log;
    const cancelled = cancelledEvents(log.value);
    for (const { seq, event } of log.value) {
      if (!cancelled.has(seq)) state = applyLogEvent(state, ctx.value.graph, event);
    }
    this.states.set(gameId, { lastSeq, state });
    return ok(state);
  }

  rememberState(gameId: string, state: GameState | null): void {
    if (state === null) this.states.delete(gameId);
    else this.states.set(gameId, { lastSeq: this.store.lastEventSeq(gameId), state });
  }

  book(gameId: string): OrderBook {
    const ctx = this.context(gameId);
    const phase = this.store.openPhaseOf(gameId);
    if (!ctx.ok || !phase) return { nations: [], ignored: [], notes: [] };
    const state = this.state(gameId);
    const current = state.ok ? state.value : undefined;
    return phaseBook({
      store: this.store,
      gameId,
      ctx: ctx.value,
      phase,
      state: current,
      players: playersOf(this.store, gameId).map((p) => ({
        nation: p.seat,
        names: [...p.names],
        discordIds: [...(p.discordIds ?? [])],
      })),
      read: (post, nation) => this.readOrders(ctx.value, post, nation, current?.phase),
    });
  }

  readOrders(
    ctx: GameContext,
    post: ParsedPost,
    nation: string,
    phase: "deployment" | "attack" | undefined,
  ): OrderLine[] {
    let cache = this.parsed.get(ctx.lexicon);
    if (!cache) {
      cache = new Map();
      this.parsed.set(ctx.lexicon, cache);
    }
    const key = `${nation}\u0000${phase ?? ""}\u0000${post.bold.join("\u0001")}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const lines = parseOrders(post.bold, ctx.lexicon, { nation, phase });
    if (cache.size > 20_000) cache.clear();
    cache.set(key, lines);
    return lines;
  }

  // ------------------------------------------------------------------ GamePlay

  create(input: NewGameInput): ServiceResult<string> {
    return createWw1907Game(this, input);
  }

  info(game: GameRow): ServiceResult<GameInfo> {
    const state = this.state(game.id);
    if (!state.ok) return state;
    const phase = this.store.openPhaseOf(game.id);
    return ok(
      gameInfo(game, {
        year: state.value.year,
        phase: state.value.phase,
        commitment: phase?.seed_commitment ?? null,
        deadline: phase?.closes_at ?? null,
      }),
    );
  }

  findPlayer(gameId: string, name: string): string | undefined {
    const ctx = this.context(gameId);
    return ctx.ok ? findNation(ctx.value, name) : undefined;
  }

  unknownPlayer(gameId: string, name: string): string {
    const ctx = this.context(gameId);
    return ctx.ok ? unknownNation(ctx.value, name) : `no nation "${name}" in this game`;
  }

  waitingSince(gameId: string): string | null {
    return this.store.openPhaseOf(gameId)?.opened_at ?? null;
  }

  /** Every nation with a player (a forum name or a Discord user): who has ordered counts them. */
  seatsInPlay(gameId: string): string[] {
    const played = this.store
      .listPlayers(gameId)
      .filter((p) => p.forum_name !== null || p.discord_user_id !== null)
      .map((p) => p.nation);
    return [...new Set(played)];
  }

  /** The ranking by VP (`ww1907FinalRanking`); the rules never end a game by themselves (the GM does). */
  standings(gameId: string): ServiceResult<Standings> {
    const state = this.state(gameId);
    return state.ok ? ok({ over: false, places: ww1907FinalRanking(state.value) }) : state;
  }

  /** The GM's end: a `game-ended` event in the log (see `game-end.ts`). */
  endGame(gameId: string, actor: Actor, reason: string): ServiceResult<true> {
    return endWw1907Game(this, gameId, actor, reason);
  }

  loggedEnding(gameId: string, replay: boolean): ServiceResult<LoggedEnding | null> {
    return ww1907Ending(this, gameId, replay);
  }

  waitingOn(gameId: string): string[] {
    if (!this.store.openPhaseOf(gameId)) return [];
    const inForce = new Set(
      this.book(gameId)
        .nations.filter((n) => n.postId !== null)
        .map((n) => n.nation),
    );
    return this.seatsInPlay(gameId).filter((nation) => !inForce.has(nation));
  }

  playerName(gameId: string, seat: string): string {
    const ctx = this.context(gameId);
    return ctx.ok ? ctx.value.nameOf(seat) : seat;
  }

  playerList(gameId: string): string {
    const ctx = this.context(gameId);
    if (!ctx.ok) return "";
    return ctx.value.scenario.nations.map((n) => `${n.player} (${n.name})`).join(", ");
  }

  ingest(
    gameId: string,
    source: PostSource,
    posts: readonly ParsedPost[],
    playerOf: (post: ParsedPost) => string | null,
  ): IngestResult[] {
    return ingestPosts(this, gameId, source, posts, playerOf);
  }

  deletePost(gameId: string, source: PostSource, postId: string, player: string | null): IngestResult | null {
    return deletePost(this, gameId, source, postId, player);
  }

  status(game: GameRow, player?: string): ServiceResult<Document> {
    const info = this.info(game);
    return info.ok ? status(this, game, info.value, player) : info;
  }

  statusJson(game: GameRow, player?: string): ServiceResult<StatusJson> {
    const info = this.info(game);
    return info.ok ? statusAsJson(this, game, info.value, player) : info;
  }

  ordersInForce(game: GameRow, player: string): ServiceResult<Document> {
    return ordersInForce(this, game.id, player);
  }

  preview(gameId: string, player: string): ServiceResult<Document> {
    return preview(this, gameId, player);
  }

  report(game: GameRow, options?: ReportOptions): ServiceResult<Document> {
    return gmReport(this, game, options);
  }

  reportJson(game: GameRow): ServiceResult<ReportJson> {
    const info = this.info(game);
    return info.ok ? gmReportJson(this, game, info.value) : info;
  }

  picture(gameId: string, format: PictureFormat = "png"): ServiceResult<Buffer> {
    const ctx = this.context(gameId);
    const state = this.state(gameId);
    if (!ctx.ok) return ctx;
    if (!state.ok) return state;
    return ok(pictureBytes(ww1907MapSvg(ctx.value, state.value), format));
  }

  phaseLabel(phase: PhaseRow): string {
    return phaseLabel(phase);
  }

  phaseTitle(phase: PhaseRow): string {
    return `the ${phase.year} ${phase.phase.charAt(0).toUpperCase()}${phase.phase.slice(1)} phase`;
  }

  resolve(gameId: string, actor: Actor, options: ResolveOptions = {}): ServiceResult<Resolution> {
    return resolvePhase(this, gameId, actor, options);
  }

  undo(gameId: string, actor: Actor): ServiceResult<Document> {
    return undoResolution(this, gameId, actor);
  }

  adjust(gameId: string, actor: Actor, reason: string, change: Adjustment): ServiceResult<Document> {
    return adjustGame(this, gameId, actor, reason, change);
  }

  record(gameId: string, phaseSeq?: number): ServiceResult<unknown> {
    return resolutionRecord(this, gameId, phaseSeq);
  }

  phasePage(gameId: string, phaseSeq: number): ServiceResult<PhasePage> {
    return ww1907PhasePage(this, gameId, phaseSeq);
  }

  setDeadline(gameId: string, deadline: string | null): ServiceResult<true> {
    const phase = this.store.openPhaseOf(gameId);
    if (!phase) return err("no phase is open");
    if (deadline !== null && Number.isNaN(Date.parse(deadline))) {
      return err(`"${deadline}" is not a date: write it as 2026-12-24T18:00:00Z`);
    }
    this.store.setPhaseDeadline(
      gameId,
      phase.seq,
      deadline === null ? null : new Date(deadline).toISOString(),
    );
    return ok(true);
  }

  exportScenario(game: GameRow, options: ScenarioExportOptions): ServiceResult<ScenarioExport> {
    return exportWw1907Scenario(this, game, options);
  }
}

/**
 * World War 1907 as a game of the registry, set up with `options` (a test's own scenario loader): register it
 * through `GameServiceDeps.games` in place of `worldWar1907`.
 */
export function worldWar1907With(options: Ww1907Options): PlayableRuleset {
  return {
    ruleset: WW1907_RULESET,
    name: "World War 1907",
    handlesScenario: () => true,
    scenarios: builtInScenarios.map((s) => ({ id: s.id, name: s.description })),
    wording: ww1907Wording,
    play: (deps) => new Ww1907Games(deps, options),
    engine: ww1907EngineMode,
  };
}

/** World War 1907 in the registry of games (`src/game/rulesets.ts`): every scenario no other game claims. */
export const worldWar1907: PlayableRuleset = worldWar1907With({});
