import type { ParsedPost } from "../../../parsers/post.ts";
import { perGameCache } from "../../cache/games-in-memory.ts";
import type { Document } from "../../presenters/document.ts";
import type { PictureFormat } from "../../presenters/png.ts";
import { err, ok, type Result } from "../../result.ts";
import { ww1907FinalRanking } from "../../rulesets/ww1907/final-ranking.ts";
import type { OrderBook } from "../../rulesets/ww1907/language/order-book.ts";
import type { OrderLine } from "../../rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../../rulesets/ww1907/language/parse-orders.ts";
import type { LoadedScenario } from "../../rulesets/ww1907/scenario/load.ts";
import type { GameState } from "../../rulesets/ww1907/state.ts";
import type { ReportJson, StatusJson } from "../../rulesets/ww1907/views/report-json.ts";
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
import { buildContext, type GameContext, isCanonicalSetup } from "./context.ts";
import { WW1907_RULESET } from "./entry.ts";
import { ww1907Ending } from "./game-end.ts";
import { deletePost, ingestPosts } from "./ingest-posts.ts";
import type { Ww1907Kit } from "./kit.ts";
import { findNation, unknownNation } from "./nations.ts";
import { phaseBook } from "./phase-book.ts";
import { phaseLabel } from "./phases.ts";
import { status, statusAsJson } from "./player-views.ts";
import { readLog } from "./read-log.ts";
import { applyLogEvent, cancelledEvents } from "./replay.ts";

/** How World War 1907 is set up in an installation: where its scenarios come from. */
export interface Ww1907Options {
  /**
   * The scenario loader, for tests that play on maps and scenarios of their own (default: the built-in scenarios
   * and scenario files).
   */
  loadScenario?: ((ref: string) => Result<LoadedScenario, ScenarioProblem[]>) | undefined;
}

/** What `Ww1907Games` keeps per game: its setup ready to use, its current state and the last event it folds in. */
interface KeptGame {
  context?: GameContext;
  state?: { lastSeq: number; state: GameState };
}

/** The built-in scenario loader (scenario files, YAML), imported by the first use case that reads a scenario. */
let builtInLoader: ((ref: string) => Result<LoadedScenario, ScenarioProblem[]>) | undefined;

async function scenarioLoader(): Promise<void> {
  builtInLoader ??= (await import("../../rulesets/ww1907/scenario/load.ts")).loadScenario;
}

/**
 * The game service's use cases for World War 1907, a game of simultaneous orders: every order post is judged on
 * arrival against the current state (a receipt), the orders in force of each nation are kept per phase (W32, W33),
 * and the GM resolves the phase. Each use case is a function in its own file over `Ww1907Kit`, which this class
 * provides: the caches of each game's setup, current state and parsed order lines. The use cases that write a
 * resolution, an undo, an adjustment, a new game, a picture, a report or a scenario file, and those that judge a
 * nation's orders in force (its receipt, its preview with the battle odds), are imported when first run, so a process
 * that only reads a game's status (`adjutant status`) loads none of them.
 */
export class Ww1907Games implements GamePlay, Ww1907Kit {
  readonly ruleset = WW1907_RULESET;
  readonly takesStandingOrders = true;
  /**
   * Per game its setup ready to use and its current state with the last event it folds in: one cache for both (each
   * cache made is paid for by a reopened service's first post).
   */
  private readonly games = perGameCache<KeptGame>();
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
    const load = this.options.loadScenario ?? builtInLoader;
    if (!load)
      throw new Error(
        "the scenario loader is imported first (`scenarioLoader`) by the use cases that read one",
      );
    return load(ref);
  }

  // --------------------------------------------------------- what the use cases share

  async context(gameId: string): Promise<ServiceResult<GameContext>> {
    const cached = this.games.get(gameId)?.context;
    if (cached) return ok(cached);
    const game = await this.store.getGame(gameId);
    if (!game) return err(`no game "${gameId}"`);
    // the setup was validated once (a mark with the digest of its stored text, read with the game's row): not
    // validated again on each open
    const checked = await this.store.setupChecked(gameId);
    const built = buildContext(game.scenario_json, { checked });
    if (!built.ok) return err(`game "${gameId}" is not a World War 1907 game: ${built.error}`);
    if (!checked && isCanonicalSetup(game.scenario_json)) await this.store.markSetupChecked(gameId);
    this.kept(gameId).context = built.value;
    return built;
  }

  async state(gameId: string): Promise<ServiceResult<GameState>> {
    const state = await this.stateAt(gameId);
    return state.ok ? ok(state.value.state) : state;
  }

  /** The current state and the last event it folds in. */
  private async stateAt(gameId: string): Promise<ServiceResult<{ lastSeq: number; state: GameState }>> {
    const ctx = await this.context(gameId);
    if (!ctx.ok) return ctx;
    const lastSeq = await this.store.lastEventSeq(gameId);
    const cached = this.games.get(gameId)?.state;
    if (cached && cached.lastSeq === lastSeq) return ok(cached);
    // The latest snapshot and the events after it (an undo removes the snapshots from its target on, so every
    // event an undo cancels is among those read).
    const snapshot = await this.store.latestSnapshot(gameId, lastSeq);
    const from = snapshot?.eventSeq ?? 0;
    let state = snapshot ? (snapshot.state as GameState) : ctx.value.opening;
    const log = await readLog(this.store, gameId, from);
    if (!log.ok) return log;
    const cancelled = cancelledEvents(log.value);
    // the resolver is loaded only for a resolution after the snapshot (one is taken after each resolution)
    const resolves = log.value.some(
      ({ seq, event }) => event.kind === "phase-resolved" && !cancelled.has(seq),
    );
    const resolver = resolves ? (await import("./run-resolution.ts")).runResolution : undefined;
    for (const { seq, event } of log.value) {
      if (!cancelled.has(seq)) state = applyLogEvent(state, ctx.value.graph, event, resolver);
    }
    const at = { lastSeq, state };
    this.kept(gameId).state = at;
    return ok(at);
  }

  async rememberState(gameId: string, state: GameState | null): Promise<void> {
    if (state === null) {
      const kept = this.games.get(gameId);
      if (kept) delete kept.state;
    } else {
      const lastSeq = await this.store.lastEventSeq(gameId);
      this.kept(gameId).state = { lastSeq, state };
    }
  }

  /** What is kept for a game (an empty record the first time). */
  private kept(gameId: string): KeptGame {
    let kept = this.games.get(gameId);
    if (!kept) {
      kept = {};
      this.games.set(gameId, kept);
    }
    return kept;
  }

  async book(gameId: string, options: { partial?: boolean } = {}): Promise<OrderBook> {
    const ctx = await this.context(gameId);
    const phase = await this.store.openPhaseOf(gameId);
    if (!ctx.ok || !phase) return { nations: [], ignored: [], notes: [] };
    const state = await this.stateAt(gameId);
    const current = state.ok ? state.value.state : undefined;
    return await phaseBook({
      store: this.store,
      gameId,
      ctx: ctx.value,
      phase,
      state: current,
      stateSeq: state.ok ? state.value.lastSeq : -1,
      partial: options.partial === true,
      players: (await playersOf(this.store, gameId)).map((p) => ({
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

  async create(input: NewGameInput): Promise<ServiceResult<string>> {
    const [{ createWw1907Game }] = await Promise.all([import("./new-game.ts"), scenarioLoader()]);
    return await createWw1907Game(this, input);
  }

  async info(game: GameRow): Promise<ServiceResult<GameInfo>> {
    const state = await this.state(game.id);
    if (!state.ok) return state;
    const phase = await this.store.openPhaseOf(game.id);
    return ok(
      gameInfo(game, {
        year: state.value.year,
        phase: state.value.phase,
        commitment: phase?.seed_commitment ?? null,
        deadline: phase?.closes_at ?? null,
      }),
    );
  }

  async findPlayer(gameId: string, name: string): Promise<string | undefined> {
    const ctx = await this.context(gameId);
    return ctx.ok ? findNation(ctx.value, name) : undefined;
  }

  async unknownPlayer(gameId: string, name: string): Promise<string> {
    const ctx = await this.context(gameId);
    return ctx.ok ? unknownNation(ctx.value, name) : `no nation "${name}" in this game`;
  }

  async waitingSince(gameId: string): Promise<string | null> {
    return (await this.store.openPhaseOf(gameId))?.opened_at ?? null;
  }

  /** Every nation with a player (a forum name or a Discord user): who has ordered counts them. */
  async seatsInPlay(gameId: string): Promise<string[]> {
    const played = (await this.store.listPlayers(gameId))
      .filter((p) => p.forum_name !== null || p.discord_user_id !== null)
      .map((p) => p.nation);
    return [...new Set(played)];
  }

  /** The ranking by VP (`ww1907FinalRanking`); the rules never end a game by themselves (the GM does). */
  async standings(gameId: string): Promise<ServiceResult<Standings>> {
    const state = await this.state(gameId);
    return state.ok ? ok({ over: false, places: ww1907FinalRanking(state.value) }) : state;
  }

  /** The GM's end: a `game-ended` event in the log (see `game-end.ts`). */
  async endGame(gameId: string, actor: Actor, reason: string): Promise<ServiceResult<true>> {
    const { endWw1907Game } = await import("./game-end.ts");
    return await endWw1907Game(this, gameId, actor, reason);
  }

  async loggedEnding(gameId: string, replay: boolean): Promise<ServiceResult<LoggedEnding | null>> {
    return await ww1907Ending(this, gameId, replay);
  }

  async waitingOn(gameId: string): Promise<string[]> {
    if (!(await this.store.openPhaseOf(gameId))) return [];
    // the orders in force only: a book from the stored head will do (see `phaseBook`)
    const inForce = new Set(
      (await this.book(gameId, { partial: true })).nations
        .filter((n) => n.postId !== null)
        .map((n) => n.nation),
    );
    return (await this.seatsInPlay(gameId)).filter((nation) => !inForce.has(nation));
  }

  async playerName(gameId: string, seat: string): Promise<string> {
    const ctx = await this.context(gameId);
    return ctx.ok ? ctx.value.nameOf(seat) : seat;
  }

  async playerList(gameId: string): Promise<string> {
    const ctx = await this.context(gameId);
    if (!ctx.ok) return "";
    return ctx.value.scenario.nations.map((n) => `${n.player} (${n.name})`).join(", ");
  }

  async ingest(
    gameId: string,
    source: PostSource,
    posts: readonly ParsedPost[],
    playerOf: (post: ParsedPost) => Promise<string | null>,
  ): Promise<IngestResult[]> {
    return await ingestPosts(this, gameId, source, posts, playerOf);
  }

  async deletePost(
    gameId: string,
    source: PostSource,
    postId: string,
    player: string | null,
  ): Promise<IngestResult | null> {
    return await deletePost(this, gameId, source, postId, player);
  }

  async status(game: GameRow, player?: string): Promise<ServiceResult<Document>> {
    const info = await this.info(game);
    return info.ok ? await status(this, game, info.value, player) : info;
  }

  async statusJson(game: GameRow, player?: string): Promise<ServiceResult<StatusJson>> {
    const info = await this.info(game);
    return info.ok ? await statusAsJson(this, game, info.value, player) : info;
  }

  async ordersInForce(game: GameRow, player: string): Promise<ServiceResult<Document>> {
    const { ordersInForce } = await import("./order-views.ts");
    return await ordersInForce(this, game.id, player);
  }

  async preview(gameId: string, player: string): Promise<ServiceResult<Document>> {
    const { preview } = await import("./order-views.ts");
    return await preview(this, gameId, player);
  }

  async report(game: GameRow, options?: ReportOptions): Promise<ServiceResult<Document>> {
    const { gmReport } = await import("./gm-report.ts");
    return await gmReport(this, game, options);
  }

  async reportJson(game: GameRow): Promise<ServiceResult<ReportJson>> {
    const info = await this.info(game);
    if (!info.ok) return info;
    const { gmReportJson } = await import("./gm-report.ts");
    return await gmReportJson(this, game, info.value);
  }

  async picture(gameId: string, format: PictureFormat = "png"): Promise<ServiceResult<Buffer>> {
    const ctx = await this.context(gameId);
    const state = await this.state(gameId);
    if (!ctx.ok) return ctx;
    if (!state.ok) return state;
    const [{ ww1907MapSvg }, { pictureBytesOffThread }] = await Promise.all([
      import("../../rulesets/ww1907/map-picture.ts"),
      import("../../presenters/png-off-thread.ts"),
    ]);
    return ok(await pictureBytesOffThread(ww1907MapSvg(ctx.value, state.value), format));
  }

  phaseLabel(phase: PhaseRow): string {
    return phaseLabel(phase);
  }

  phaseTitle(phase: PhaseRow): string {
    return `the ${phase.year} ${phase.phase.charAt(0).toUpperCase()}${phase.phase.slice(1)} phase`;
  }

  async resolve(
    gameId: string,
    actor: Actor,
    options: ResolveOptions = {},
  ): Promise<ServiceResult<Resolution>> {
    const { resolvePhase } = await import("./resolve-phase.ts");
    return await resolvePhase(this, gameId, actor, options);
  }

  async undo(gameId: string, actor: Actor): Promise<ServiceResult<Document>> {
    const { undoResolution } = await import("./undo-resolution.ts");
    return await undoResolution(this, gameId, actor);
  }

  async adjust(
    gameId: string,
    actor: Actor,
    reason: string,
    change: Adjustment,
  ): Promise<ServiceResult<Document>> {
    const { adjustGame } = await import("./gm-adjustment.ts");
    return await adjustGame(this, gameId, actor, reason, change);
  }

  async record(gameId: string, phaseSeq?: number): Promise<ServiceResult<unknown>> {
    const { resolutionRecord } = await import("./resolution-record.ts");
    return await resolutionRecord(this, gameId, phaseSeq);
  }

  async phasePage(gameId: string, phaseSeq: number): Promise<ServiceResult<PhasePage>> {
    const { ww1907PhasePage } = await import("./phase-page.ts");
    return await ww1907PhasePage(this, gameId, phaseSeq);
  }

  async setDeadline(gameId: string, deadline: string | null): Promise<ServiceResult<true>> {
    const phase = await this.store.openPhaseOf(gameId);
    if (!phase) return err("no phase is open");
    if (deadline !== null && Number.isNaN(Date.parse(deadline))) {
      return err(`"${deadline}" is not a date: write it as 2026-12-24T18:00:00Z`);
    }
    await this.store.setPhaseDeadline(
      gameId,
      phase.seq,
      deadline === null ? null : new Date(deadline).toISOString(),
    );
    return ok(true);
  }

  async exportScenario(
    game: GameRow,
    options: ScenarioExportOptions,
  ): Promise<ServiceResult<ScenarioExport>> {
    const [{ exportWw1907Scenario }] = await Promise.all([import("./scenario-export.ts"), scenarioLoader()]);
    return await exportWw1907Scenario(this, game, options);
  }
}
