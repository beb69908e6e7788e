import type { ParsedPost } from "../../../parsers/post.ts";
import { foldName } from "../../../parsers/text/fold.ts";
import type { RecordStep, Ruleset, SeatOrder, ViewInput } from "../../core/ruleset.ts";
import { onFirstUse } from "../../modules/on-first-use.ts";
import { type Document, heading, list, para } from "../../presenters/document.ts";
import { andList } from "../../presenters/names.ts";
import type { PictureFormat } from "../../presenters/png.ts";
import { err, ok, type Result } from "../../result.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { GameRow, PhaseRow, PlayerRow } from "../../storage/rows.ts";
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
} from "../game-play.ts";
import type {
  Actor,
  Adjustment,
  GameInfo,
  IngestResult,
  PostSource,
  Resolution,
  ServiceResult,
} from "../types.ts";
import { adjustmentBlocks, adjustmentLine, adjustmentSaid, windowAdjustments } from "./adjustments.ts";
import { bookView, platformOfPosts } from "./book-view.ts";
import { stepDice } from "./dice.ts";
import {
  ordersBlocks,
  pictureSvg,
  reportDocument,
  reportJson,
  statusDocument,
  windowLog,
} from "./documents.ts";
import { endByGm, loggedEndingOf, standingsOf } from "./ending.ts";
import type { Kit } from "./kit.ts";
import { lastLiveStep, OPENED, stepSchema, windowSteps } from "./log.ts";
import { commandsOf, type OrderBook, orderBook } from "./order-book.ts";
import { perGamePlay } from "./per-game.ts";
import { currentState, runAction } from "./replay.ts";
import { openWindow, seedOf } from "./seeds.ts";
import { takeStep, undoStep } from "./steps.ts";
import { keyedWaits, setWaitDeadline, waitDeadline, waitSince } from "./waits.ts";
import { eventLines, seatName, waitingText } from "./words.ts";

/** The post reader, the record publisher and the picture's drawing: imported when first used (issue #26). */
const ingestModule = onFirstUse(() => import("./ingest.ts"));
const recordsModule = onFirstUse(() => import("./records.ts"));
const pngModule = onFirstUse(() => import("../../presenters/png-off-thread.ts"));

/** A game's stored set-up under the generic play. */
interface GenericSetup {
  ruleset: string;
  scenario: string;
  players: string[];
  /** The scenario file's content as read when the game was made (a later change of the file changes no game). */
  file?: unknown;
  /** The game's fixed part, as its setup returned it (`Opening.fixed`): given back to `Ruleset.forGame`. */
  fixed?: unknown;
  /** The scenario as the ruleset read it (`Opening.scenario`), for its records of the first window. */
  read?: unknown;
}

/** What a game's scenario writer is given (`GenericPlayOptions.exportScenario`). */
export interface ExportInput {
  game: GameRow;
  /** The state now, as the ruleset's state schema read it. */
  state: unknown;
  /** The game's fixed part (`Opening.fixed`), or undefined. */
  fixed: unknown;
  players: readonly PlayerRow[];
}

/** A scenario file as a game's own reader gives it: the name its problems give, and its parsed content. */
export type ScenarioFile = { name: string; content: unknown };

/** What a game gives the generic play besides its ruleset. */
export interface GenericPlayOptions {
  /**
   * Reads a scenario reference that is none of the ruleset's built-in scenarios as one of the game's scenario files:
   * null when it is not one of the game's, else the file or why it cannot be read.
   */
  readScenario?: (
    ref: string,
  ) => Result<ScenarioFile, string> | null | Promise<Result<ScenarioFile, string> | null>;
  /**
   * `state export` (optional): writes a game as a scenario file of the game's own that `game new --scenario FILE`
   * reads back to the same state, from what the generic play keeps (the state, the fixed part, the seats' players).
   */
  exportScenario?(
    input: ExportInput,
    options: ScenarioExportOptions,
  ): Result<ScenarioExport, string> | Promise<Result<ScenarioExport, string>>;
  /** The moment a game is at, as its wording says it ("1907, deployment phase"): an undone resolution's answer. */
  moment?: (info: GameInfo) => string;
  /** The start of a new game's id where `game new` gives no name (default the ruleset's id): "risk-v1" → "risk-v1-1". */
  idPrefix?: string;
  /**
   * Games stored by an older play of the ruleset: converted once, when first read (`convert`: a cheap check when
   * there is nothing to do), and the records of the windows it closed, in the format it published them (null: a
   * window it did not play).
   */
  legacy?: {
    convert(store: GameStore, game: GameRow, now: string): Promise<void>;
    record(store: GameStore, game: GameRow, phaseSeq?: number): Promise<Result<unknown, string> | null>;
    /**
     * How a game the older play ended, from its entries (null: a game it did not store); used when no step of the
     * generic play is in the game's log. `seedOf` replays its log from the start.
     */
    ending?(
      store: GameStore,
      game: GameRow,
      seedOf: ((phaseSeq: number) => string | null) | null,
    ): Promise<ServiceResult<LoggedEnding | null> | null>;
    /**
     * The fixed part of a game whose setup row is the older play's (optional; undefined when it is not one): given to
     * `Ruleset.forGame` as a generic set-up's `fixed` is.
     */
    fixedOf?(game: GameRow): unknown;
  };
}

/**
 * `GamePlay` for any pure `Ruleset`, over the store: the plumbing every game shares, written once (issue #25).
 * Posts are stored and read into orders (a simultaneous game's order book, a sequential game's orders carried out at
 * once); each window (phase, turn) has a seed committed when it opens and revealed when it closes; every change is a
 * logged step with a snapshot of the state after it (the state is the newest snapshot and the steps after it); undo
 * takes back the last step; GM adjustments are logged steps; every closed window has a published record. Reading
 * posts in (`ingest.ts`), publishing records (`records.ts`) and drawing PNGs (`png-off-thread.ts`) import their
 * modules when first run: a process that only reads a game (`adjutant status`) loads none of them (issue #26).
 */
export class GenericPlay<S, C, E, R> implements GamePlay {
  readonly ruleset: string;
  readonly takesStandingOrders: boolean;
  private readonly kit: Kit<S, C, E, R>;

  private readonly options: GenericPlayOptions;
  /** The ranking now (a ruleset with a ranking only: a game without one cannot be ended nor rated). */
  readonly standings?: GamePlay["standings"];
  /** A closed window's web page (a ruleset with `views.phasePage` only). */
  readonly phasePage?: GamePlay["phasePage"];
  /** The seats in civil disorder of a sequential game play (a ruleset with `disorder` only). */
  readonly playDisorder?: GamePlay["playDisorder"];
  /** `state export` (a game with a scenario writer of its own only: `GenericPlayOptions.exportScenario`). */
  readonly exportScenario?: GamePlay["exportScenario"];
  /** The GM's end (a ruleset with a ranking and an end only). */
  readonly endGame?: GamePlay["endGame"];
  /** How the game ended, from its log (a ruleset with a ranking only). */
  readonly loggedEnding?: GamePlay["loggedEnding"];

  constructor(rules: Ruleset<S, C, E, R>, deps: GamePlayDeps, options: GenericPlayOptions = {}) {
    this.options = options;
    this.ruleset = rules.id;
    this.takesStandingOrders = rules.timing === "simultaneous";
    this.kit = { ruleset: rules, store: deps.store, now: deps.now, newSecret: deps.newSecret };
    const legacy = options.legacy;
    if (legacy) {
      // each game is checked once per process (a game converted, or never stored by the older play, stays so)
      const checked = new Set<string>();
      this.kit.ready = async (gameId) => {
        if (checked.has(gameId)) return;
        const game = await deps.store.getGame(gameId);
        if (game) await legacy.convert(deps.store, game, deps.now().toISOString());
        checked.add(gameId);
      };
    }
    const writer = options.exportScenario;
    if (writer) {
      this.exportScenario = async (game, how) => {
        const state = await this.state(game.id);
        if (!state.ok) return state;
        return await writer(
          {
            game,
            state: state.value,
            fixed: this.fixedOf(game),
            players: await this.kit.store.listPlayers(game.id),
          },
          how,
        );
      };
    }
    if (rules.views?.phasePage)
      this.phasePage = async (gameId, phaseSeq) => await this.phasePageOf(gameId, phaseSeq);
    if (rules.disorder && rules.timing === "sequential")
      this.playDisorder = async (gameId, seats) => await this.playDisorderSeats(gameId, seats);
    if (rules.ranking) {
      const kit = this.kit;
      this.standings = async (gameId) => await standingsOf(kit, gameId);
      /** Per game, the last event of a log found not ended by an older play (asked on every post: see below). */
      const notEndedByOlder = new Map<string, number>();
      this.loggedEnding = async (gameId, replay) => {
        const older = options.legacy?.ending;
        // the answer holds while nothing was logged since (the service asks before each post)
        const last = older ? await kit.store.lastEventSeq(gameId) : 0;
        if (older && notEndedByOlder.get(gameId) !== last) {
          // a game ended by an older play (no step of the generic play in its log): its ending as that play logged it
          const schema = stepSchema(rules.schemas.command, rules.schemas.event);
          const game = await kit.store.getGame(gameId);
          if (game && !(await lastLiveStep(kit.store, gameId, schema))) {
            const ended = await older(kit.store, game, replay ? (seq) => seedOf(game, seq) : null);
            if (ended) return ended;
          }
          if (notEndedByOlder.size >= 1_000) notEndedByOlder.clear();
          notEndedByOlder.set(gameId, last);
        }
        return await loggedEndingOf(kit, gameId, replay);
      };
      if (rules.end)
        this.endGame = async (gameId, actor, reason) => await endByGm(kit, gameId, actor, reason);
    }
  }

  /** A game's fixed part: its set-up's (`Opening.fixed`), else an older play's setup row's (`legacy.fixedOf`). */
  fixedOf(game: GameRow): unknown {
    return (game.scenario_json as GenericSetup | null)?.fixed ?? this.options.legacy?.fixedOf?.(game);
  }

  private get rules(): Ruleset<S, C, E, R> {
    return this.kit.ruleset;
  }

  private nowIso(): string {
    return this.kit.now().toISOString();
  }

  /** The current state of a game. */
  async state(gameId: string): Promise<ServiceResult<S>> {
    return await currentState(this.kit, gameId);
  }

  /** A game's stored row. */
  async game(gameId: string): Promise<GameRow | undefined> {
    return (await this.kit.store.getGame(gameId)) ?? undefined;
  }

  /** The order book of a simultaneous game's open window (empty with no window open). */
  async book(gameId: string): Promise<OrderBook<C>> {
    const phase = await this.kit.store.openPhaseOf(gameId);
    const state = await this.state(gameId);
    if (!phase || !state.ok) return { inForce: [], ignored: [], notes: [] };
    return await orderBook(this.kit, gameId, phase, state.value);
  }

  async create(input: NewGameInput): Promise<ServiceResult<string>> {
    const rules = this.rules;
    const builtIn = rules.scenarios.some((s) => s.id === input.scenario);
    const file = builtIn ? null : ((await this.options.readScenario?.(input.scenario)) ?? null);
    if (!builtIn && !file) {
      return err(
        `"${input.scenario}" is not a ${rules.name} scenario (${rules.scenarios.map((s) => s.id).join(", ")})`,
      );
    }
    if (file && !file.ok) return file;
    const { store } = this.kit;
    const id = await input.newId(input.name ?? this.options.idPrefix ?? rules.id);
    const secret = this.kit.newSecret();
    const seed = seedOf({ id, gm_secret: secret }, 1);
    if (seed === null) return err("the GM secret is too short to derive seeds from");
    const rulings = rules.schemas.rulings.safeParse({});
    if (!rulings.success) return err(`${rules.name}'s default rulings cannot be read`);
    const players = [...(input.players ?? [])];
    const opening = rules.setup({
      scenario: input.scenario,
      rulings: rulings.data,
      players,
      dice: stepDice(seed, "setup"),
      seed,
      ...(file?.ok ? { file: file.value } : {}),
      ...(input.startingArmies !== undefined ? { startingArmies: input.startingArmies } : {}),
    });
    if (!opening.ok) return opening;
    const { state, events } = opening.value;
    const createdAt = this.nowIso();
    const startsAt = new Date(input.startsAt ?? createdAt).toISOString();
    const setup: GenericSetup = {
      ruleset: rules.id,
      scenario: input.scenario,
      players,
      ...(file?.ok ? { file: file.value.content } : {}),
      ...(opening.value.fixed !== undefined ? { fixed: opening.value.fixed } : {}),
      ...(opening.value.scenario !== undefined ? { read: opening.value.scenario } : {}),
    };
    await store.transaction(async () => {
      const game = await store.createGame({
        id,
        name: input.name ?? opening.value.name ?? rules.name,
        ruleset: rules.id,
        scenarioRef: input.scenario,
        scenario: setup,
        // the rulings the game is played with (the scenario's, where it sets some), as the game keeps them
        rulings: (opening.value.rulings ?? rulings.data) as Record<string, unknown>,
        forumUrl: input.forumUrl ?? null,
        forumPlatform: input.platform ?? null,
        discordChannelId: input.discordChannelId ?? null,
        gmSecret: secret,
        createdAt,
        forumTimezone: input.forumTimezone ?? null,
        startsAt,
      });
      // the players named at `game new`, in seat order; else whom the scenario seats
      const seated = new Map((opening.value.seated ?? []).map((s) => [s.seat, s]));
      for (const [n, seat] of rules.seats(state).entries()) {
        const named = players[n];
        const fromScenario = named ? undefined : seated.get(seat.id);
        const handle = named ?? fromScenario?.player;
        await store.upsertPlayer(id, {
          nation: seat.id,
          ...(handle ? { forumName: handle } : {}),
          ...(fromScenario && fromScenario.handles.length > 0 ? { aliases: [...fromScenario.handles] } : {}),
        });
      }
      await openWindow(store, game, rules.waiting(state), startsAt);
      const seq = await store.appendEvent(id, {
        kind: OPENED,
        actor: "GM",
        payload: { kind: "opened", events },
        createdAt,
      });
      await store.saveSnapshot(id, seq, state);
    });
    return ok(id);
  }

  async info(game: GameRow): Promise<ServiceResult<GameInfo>> {
    const state = await this.state(game.id);
    if (!state.ok) return state;
    const w = this.rules.waiting(state.value);
    const phase = await this.kit.store.openPhaseOf(game.id);
    return ok(
      gameInfo(game, {
        year: w.count,
        phase: w.over ? "over" : (w.phase ?? w.window),
        commitment: phase?.seed_commitment ?? null,
        deadline: (await waitDeadline(this.kit, game.id, state.value)) ?? phase?.closes_at ?? null,
      }),
    );
  }

  /** The deadline of the wait a state is in (a ruleset with keyed waits), or null. */
  private async deadlineOf(gameId: string, state: S): Promise<string | null> {
    return await waitDeadline(this.kit, gameId, state);
  }

  async findPlayer(gameId: string, name: string): Promise<string | undefined> {
    const state = await this.state(gameId);
    if (!state.ok) return undefined;
    const key = foldName(name);
    return (
      this.rules.seats(state.value).find((s) => foldName(s.id) === key || foldName(s.name) === key)?.id ??
      this.rules.words.findSeat?.(state.value, name)
    );
  }

  async unknownPlayer(gameId: string, name: string): Promise<string> {
    const state = await this.state(gameId);
    const own = this.rules.words.unknownSeat;
    if (own && state.ok) return own(state.value, name);
    const seats = state.ok ? this.rules.seats(state.value).map((s) => s.name) : [];
    const noun = this.rules.words.seatNoun ?? "seat";
    return noun === "seat"
      ? `no seat "${name}" in this game (seats: ${seats.join(", ")})`
      : `no ${noun} "${name}" in this game (${noun}s, in seat order: ${seats.join(", ")})`;
  }

  async playerName(gameId: string, seat: string): Promise<string> {
    const state = await this.state(gameId);
    return state.ok ? seatName(this.kit, state.value, seat) : seat;
  }

  /** Every seat of the game: who has ordered counts them. */
  async seatsInPlay(gameId: string): Promise<string[]> {
    const state = await this.state(gameId);
    return state.ok ? this.rules.seats(state.value).map((s) => s.id) : [];
  }

  async waitingOn(gameId: string): Promise<string[]> {
    const state = await this.state(gameId);
    if (!state.ok) return [];
    const w = this.rules.waiting(state.value);
    if (w.over) return [];
    const phase = await this.kit.store.openPhaseOf(gameId);
    if (this.rules.timing === "sequential" || !phase) return [...w.seats];
    // a simultaneous window waits for the seats with a player and no order post in force (W33: a post whose
    // orders were all refused is in force too; its receipt told the player so)
    const posted = new Set(
      (await orderBook(this.kit, gameId, phase, state.value)).inForce.map((p) => p.seat),
    );
    // in the order the players are listed (by seat id), as World War 1907's "Waiting for" line has always named them
    const seats = new Set(w.seats);
    return (await this.kit.store.listPlayers(gameId))
      .filter((p) => p.forum_name !== null || p.discord_user_id !== null)
      .map((p) => p.nation)
      .filter((s, n, all) => all.indexOf(s) === n && seats.has(s) && !posted.has(s));
  }

  async waitingSince(gameId: string): Promise<string | null> {
    const state = await this.state(gameId);
    if (state.ok && keyedWaits(this.rules.waiting(state.value))) {
      const since = await waitSince(this.kit, gameId);
      if (since) return since;
    }
    return (await this.kit.store.openPhaseOf(gameId))?.opened_at ?? null;
  }

  async playerList(gameId: string): Promise<string> {
    const state = await this.state(gameId);
    if (!state.ok) return "";
    const handles = new Map((await this.kit.store.listPlayers(gameId)).map((p) => [p.nation, p.forum_name]));
    const seats = this.rules.seats(state.value).map((s) => {
      const handle = handles.get(s.id);
      return handle && handle !== s.name ? `${s.name} (${handle})` : s.name;
    });
    // a sequential game's seats play in turn, so their order matters (Risk Variant One's V1)
    return this.rules.timing === "sequential" ? `${seats.join(", ")} (in seat order)` : seats.join(", ");
  }

  async ingest(
    gameId: string,
    source: PostSource,
    posts: readonly ParsedPost[],
    playerOf: (post: ParsedPost) => Promise<string | null>,
  ): Promise<IngestResult[]> {
    const { ingestPosts } = await ingestModule();
    return await ingestPosts(this.kit, gameId, source, posts, playerOf);
  }

  async deletePost(
    gameId: string,
    source: PostSource,
    postId: string,
    player: string | null,
  ): Promise<IngestResult | null> {
    const { deletePost } = await ingestModule();
    return await deletePost(this.kit, gameId, source, postId, player);
  }

  /** A seat by what was typed, or the refusal. */
  private async seatOf(
    gameId: string,
    player: string | undefined,
  ): Promise<ServiceResult<string | undefined>> {
    if (player === undefined) return ok(undefined);
    const seat = await this.findPlayer(gameId, player);
    return seat ? ok(seat) : err(await this.unknownPlayer(gameId, player));
  }

  /** What a ruleset's views are given (`Ruleset.views`). */
  private async viewInput(
    game: GameRow,
    state: S,
    seat?: string,
    more: { book?: boolean | "full"; all?: boolean } = {},
  ): Promise<ViewInput<S, E>> {
    const { store } = this.kit;
    const phase = await store.openPhaseOf(game.id);
    const w = this.rules.waiting(state);
    const deadline = await this.deadlineOf(game.id, state);
    const handles = new Map(
      (await store.listPlayers(game.id)).map((p) => [
        p.nation,
        { forumName: p.forum_name, discordUserId: p.discord_user_id },
      ]),
    );
    // the opening events while the first window is open (its log is short): a set-up's deal, shown during it
    const opening =
      phase?.seq === 1
        ? ((await store.listEventsAfter(game.id, 0)).find((r) => r.kind === OPENED)?.payload_json as
            | { events?: E[] }
            | undefined)
        : undefined;
    return {
      game: { id: game.id, name: game.name },
      state,
      ...(seat !== undefined ? { seat } : {}),
      waiting: w.over ? null : { seats: w.seats, text: waitingText(this.kit, state, deadline) },
      deadline,
      commitment: phase?.seed_commitment ?? null,
      handles,
      opening: Array.isArray(opening?.events) ? opening.events : [],
      ...(more.book
        ? { book: await bookView(this.kit, game.id, phase, state, { full: more.book === "full" }) }
        : {}),
      forum: { platform: game.forum_platform, url: game.forum_url, timezone: game.forum_timezone },
      ...(more.all ? { all: true } : {}),
    };
  }

  async status(game: GameRow, player?: string): Promise<ServiceResult<Document>> {
    const state = await this.state(game.id);
    if (!state.ok) return state;
    const seat = await this.seatOf(game.id, player);
    if (!seat.ok) return seat;
    const view = this.rules.views?.status;
    if (view) return ok(view(await this.viewInput(game, state.value, seat.value)));
    return ok(
      statusDocument(
        this.kit,
        game,
        await this.kit.store.openPhaseOf(game.id),
        state.value,
        seat.value,
        await this.deadlineOf(game.id, state.value),
      ),
    );
  }

  async statusJson(game: GameRow, player?: string): Promise<ServiceResult<unknown>> {
    const state = await this.state(game.id);
    if (!state.ok) return state;
    const seat = await this.seatOf(game.id, player);
    if (!seat.ok) return seat;
    const view = this.rules.views?.statusJson;
    if (view) return ok(view(await this.viewInput(game, state.value, seat.value)));
    const phase = await this.kit.store.openPhaseOf(game.id);
    return ok({
      game: { id: game.id, name: game.name, ruleset: game.ruleset },
      window: phase?.phase ?? null,
      commitment: phase?.seed_commitment ?? null,
      deadline: phase?.closes_at ?? null,
      waiting: this.rules.waiting(state.value),
      ...(seat.value ? { seat: seat.value } : {}),
      standing: this.rules.words.statusJson(state.value),
    });
  }

  async ordersInForce(game: GameRow, player: string): Promise<ServiceResult<Document>> {
    const state = await this.state(game.id);
    if (!state.ok) return state;
    const seat = await this.seatOf(game.id, player);
    if (!seat.ok || !seat.value) return seat.ok ? err(await this.unknownPlayer(game.id, player)) : seat;
    const own = this.rules.views?.ordersInForce;
    if (own) return ok(own(await this.viewInput(game, state.value, undefined, { book: true }), seat.value));
    const blocks = await ordersBlocks(
      this.kit,
      game.id,
      await this.kit.store.openPhaseOf(game.id),
      state.value,
      seat.value,
    );
    return ok({ title: `Orders in force: ${seatName(this.kit, state.value, seat.value)}`, blocks });
  }

  /** A seat's orders in force with their verdicts on the state now (the dice are not rolled before the window closes). */
  async preview(gameId: string, player: string): Promise<ServiceResult<Document>> {
    const game = await this.kit.store.getGame(gameId);
    if (!game) return err(`no game "${gameId}"`);
    const own = this.rules.views?.orderPreview;
    if (own && this.rules.timing === "simultaneous") {
      const state = await this.state(gameId);
      const seat = await this.seatOf(gameId, player);
      if (!state.ok) return state;
      if (!seat.ok || !seat.value) return seat.ok ? err(await this.unknownPlayer(gameId, player)) : seat;
      const entry = (await this.book(gameId)).inForce.find((p) => p.seat === seat.value);
      const input = await this.viewInput(game, state.value, undefined, { book: true });
      return ok(
        own(input, seat.value, {
          commands: entry ? commandsOf(entry.lines) : [],
          verdicts: entry?.verdicts ?? [],
        }),
      );
    }
    const preview = this.rules.views?.preview;
    if (preview) {
      // a ruleset's own preview: the seat's standing, then what the ruleset adds (odds…)
      const state = await this.state(gameId);
      const seat = await this.seatOf(gameId, player);
      if (!state.ok) return state;
      if (!seat.ok || !seat.value) return seat.ok ? err(await this.unknownPlayer(gameId, player)) : seat;
      const standing = await this.status(game, player);
      if (!standing.ok) return standing;
      return ok({
        title: `Preview: ${seatName(this.kit, state.value, seat.value)}`,
        blocks: [...standing.value.blocks, ...preview(state.value, seat.value)],
      });
    }
    const orders = await this.ordersInForce(game, player);
    if (!orders.ok) return orders;
    return ok({
      title: `Preview: ${orders.value.title?.replace(/^Orders in force: /, "") ?? player}`,
      blocks: [
        ...orders.value.blocks,
        para("The dice are rolled when the window is resolved, from its committed seed."),
      ],
    });
  }

  async report(game: GameRow, options: ReportOptions = {}): Promise<ServiceResult<Document>> {
    const state = await this.state(game.id);
    if (!state.ok) return state;
    const own = this.rules.views?.report;
    if (own) {
      const input = await this.viewInput(game, state.value, undefined, {
        book: "full",
        all: options.all === true,
      });
      return ok(own(input));
    }
    const view = this.rules.views?.status;
    if (view) {
      // a ruleset's own standing, then the open window's log
      const phase = await this.kit.store.openPhaseOf(game.id);
      const lines = await windowLog(this.kit, game.id, phase, state.value);
      return ok({
        title: "Game report",
        blocks: [
          ...view(await this.viewInput(game, state.value)).blocks,
          para(`This ${this.rules.words.windowNoun ?? "window"} so far:`),
          lines.length > 0 ? list(lines.map((l) => [l])) : para("nothing yet"),
        ],
      });
    }
    return ok(
      await reportDocument(
        this.kit,
        game,
        await this.kit.store.openPhaseOf(game.id),
        state.value,
        await this.deadlineOf(game.id, state.value),
        options.all === true,
      ),
    );
  }

  async reportJson(game: GameRow, options: ReportOptions = {}): Promise<ServiceResult<unknown>> {
    const state = await this.state(game.id);
    if (!state.ok) return state;
    const all = options.all === true;
    const view = this.rules.views?.reportJson;
    if (view) {
      const phase = await this.kit.store.openPhaseOf(game.id);
      const log = await windowLog(this.kit, game.id, phase, state.value);
      return ok(view(await this.viewInput(game, state.value, undefined, { book: "full", all }), log));
    }
    return ok(await reportJson(this.kit, game, await this.kit.store.openPhaseOf(game.id), state.value, all));
  }

  async picture(gameId: string, format: PictureFormat = "png"): Promise<ServiceResult<Buffer>> {
    const state = await this.state(gameId);
    if (!state.ok) return state;
    const { pictureBytesOffThread } = await pngModule();
    return ok(await pictureBytesOffThread(await this.pictureNow(gameId, state.value), format));
  }

  /**
   * The map now: a ruleset's picture view with the open window's steps before the last, and the last step taken
   * (any window), read back from the log's end; else the ruleset's picture of the state.
   */
  private async pictureNow(gameId: string, state: S): Promise<string> {
    const view = this.rules.views?.picture;
    if (!view) return pictureSvg(this.kit, state);
    const schema = stepSchema(this.rules.schemas.command, this.rules.schemas.event);
    const last = await lastLiveStep(this.kit.store, gameId, schema);
    const phase = await this.kit.store.openPhaseOf(gameId);
    const steps = phase ? await windowSteps(this.kit.store, gameId, schema, phase.seq) : [];
    const earlier = steps.filter((s) => s.seq !== last?.seq).map((s) => s.entry.events);
    return view(state, { earlier, last: last ? last.entry.events : null });
  }

  phaseLabel(phase: PhaseRow): string {
    return phase.phase;
  }

  phaseTitle(phase: PhaseRow): string {
    return this.rules.words.windowTitle(phase.phase);
  }

  /**
   * The GM's resolve. A simultaneous game: every seat's accepted orders in force (the GM's standing orders for a
   * seat with none) are carried out together with the window's dice, the seed revealed and the next window opened.
   * A sequential game: the ruleset moves the waiting game on (no orders).
   */
  async resolve(
    gameId: string,
    actor: Actor,
    options: ResolveOptions = {},
  ): Promise<ServiceResult<Resolution>> {
    // what the caller saw before the game's lock: a resolve that waited for another process's resolve, undo or
    // adjustment of the game must not go on to resolve what it never saw (the next window)
    await this.kit.ready?.(gameId);
    const seen = await this.kit.store.lastEventSeq(gameId);
    return await this.kit.store.writeTransaction(
      async () => await this.resolveNow(gameId, actor, options, seen),
      gameId,
    );
  }

  private async resolveNow(
    gameId: string,
    actor: Actor,
    options: ResolveOptions,
    seen: number,
  ): Promise<ServiceResult<Resolution>> {
    const { store } = this.kit;
    await this.kit.ready?.(gameId);
    const game = await store.getGame(gameId);
    const phase = await store.openPhaseOf(gameId);
    if (!game) return err(`no game "${gameId}"`);
    if (!phase) return err("the game is over: no window is open");
    if (options.phase !== undefined && options.phase.trim().toLowerCase() !== phase.phase.toLowerCase()) {
      return err(await this.notOpen(gameId, options.phase.trim(), phase));
    }
    if ((await store.lastEventSeq(gameId)) !== seen) {
      return err(
        `the game changed while ${this.rules.words.windowNoun ?? "window"} ${phase.phase} was being resolved (another process resolved, undid or adjusted it): nothing was resolved; look at \`adjutant status\` and resolve again`,
      );
    }
    const state = await this.state(gameId);
    if (!state.ok) return state;
    const toResolve =
      this.rules.timing === "simultaneous"
        ? await this.ordersToResolve(gameId, phase, state.value, options)
        : { orders: [], standing: [], disorder: [] };
    const orders = toResolve.orders;
    // the GM's adjustments of the window, with who and why, for its summary (W25)
    const adjustments = await windowAdjustments(this.kit, gameId, phase.seq, state.value);
    // a simultaneous ruleset's own summary is given the window's book as it was before it closed
    const ownSummary =
      this.rules.timing === "simultaneous" && this.rules.views?.summary
        ? { view: this.rules.views.summary, book: await bookView(this.kit, gameId, phase, state.value) }
        : null;
    const done = await takeStep(this.kit, game, { kind: "resolve", orders }, actor.name);
    if (!done.ok) return done;
    const { events, closed, opened } = done.value;
    const after = done.value.state;
    const words = this.rules.words;
    const afterDeadline = await this.deadlineOf(gameId, after);
    const lines = eventLines(this.kit, events, after, state.value);
    const did =
      words.resolve?.(state.value, actor.name).did ??
      `${actor.name} resolved ${words.windowTitle(phase.phase)}.`;
    const receiptView = this.rules.timing === "sequential" ? this.rules.views?.receipt : undefined;
    const afterWaiting = this.rules.waiting(after);
    // a sequential ruleset with its own receipt says the GM's step as a receipt of the GM: what it did, whom it waits for
    const summary: Document = ownSummary
      ? ownSummary.view({
          game: { id: game.id, name: game.name },
          before: state.value,
          after,
          events,
          orders: bySeat(orders),
          book: ownSummary.book,
          seed: closed?.seed ?? "",
          commitment: phase.seed_commitment,
          nextCommitment: opened?.seed_commitment ?? "",
          adjustments: adjustments.map(adjustmentLine),
          disorder: options.disorder ?? [],
          standing: toResolve.standing,
          forum: {
            // the engine set for the game, else the one its posts in force were read with (detected from the pages)
            platform: game.forum_platform ?? (await platformOfPosts(this.kit.store, gameId, ownSummary.book)),
            url: game.forum_url,
            timezone: game.forum_timezone,
          },
          players: new Map((await store.listPlayers(gameId)).map((p) => [p.nation, p.forum_name])),
        })
      : receiptView
        ? {
            ...receiptView({
              receiptId: "GM",
              postId: "-",
              seatName: actor.name,
              lines: [],
              happened: [did, ...lines],
              waiting: afterWaiting.over
                ? null
                : { seats: afterWaiting.seats, text: waitingText(this.kit, after, afterDeadline) },
            }),
            title: "The GM moves the game on",
          }
        : {
            title: `${game.name}: ${words.windowTitle(phase.phase)} resolved`,
            blocks: [
              para(did),
              ...(lines.length > 0 ? [list(lines.map((l) => [l]))] : [para("Nothing happened.")]),
              ...(adjustments.length > 0
                ? [heading(2, "GM adjustments"), list(adjustments.map((a) => [adjustmentLine(a)]))]
                : []),
              ...(closed
                ? [para(`Seed revealed: ${closed.seed} (commitment ${closed.phase.seed_commitment}).`)]
                : []),
              ...(opened
                ? [
                    para(
                      `Next: ${words.windowTitle(opened.phase)}, seed commitment ${opened.seed_commitment}.`,
                    ),
                  ]
                : []),
              ...toResolve.disorder.map((line) => para(line)),
              ...(toResolve.standing.length > 0
                ? [
                    para(
                      `Standing orders were played for ${andList(toResolve.standing.map((seat) => seatName(this.kit, state.value, seat)))}, whose ${toResolve.standing.length === 1 ? "player" : "players"} sent no valid orders.`,
                    ),
                  ]
                : []),
              para(`Waiting for: ${waitingText(this.kit, after, afterDeadline)}.`),
            ],
          };
    // what a picture view shows is read now; the picture is drawn only when someone asks for it, on the worker
    const resolvedPicture = this.rules.views?.resolvedPicture;
    const drawn = resolvedPicture
      ? resolvedPicture(state.value, after, events)
      : this.rules.views?.picture
        ? await this.pictureNow(gameId, after)
        : null;
    const kit = this.kit;
    let picture: Promise<Buffer> | null = null;
    return ok({
      summary,
      seed: closed?.seed ?? "",
      commitment: phase.seed_commitment,
      nextCommitment: opened?.seed_commitment ?? "",
      picture: () => {
        picture ??= pngModule().then((png) => png.svgToPngOffThread(drawn ?? pictureSvg(kit, after)));
        return picture;
      },
    });
  }

  /**
   * What a resolution plays (see `ordersInForceToResolve`), with the seats whose standing orders were played, and what
   * civil disorder did (the ruleset's `disorderOrders`, else those seats give no orders), for the summary.
   */
  private async ordersToResolve(
    gameId: string,
    phase: PhaseRow,
    state: S,
    options: ResolveOptions,
  ): Promise<{ orders: SeatOrder<C>[]; standing: string[]; disorder: string[] }> {
    const { orders, posted } = await this.ordersInForceToResolve(gameId, phase, state, options);
    const silenced = options.disorder ?? [];
    // the seats whose standing orders were played: no post in force, not in disorder, a standing order read
    const standing = this.rules
      .seats(state)
      .map((s) => s.id)
      .filter((seat) => !posted.has(seat) && !silenced.includes(seat) && orders.some((o) => o.seat === seat));
    if (silenced.length === 0) return { orders, standing, disorder: [] };
    const own = this.rules.disorderOrders?.(orders, silenced, state);
    if (own) return { orders: own.orders, standing, disorder: own.lines };
    const names = this.rules
      .seats(state)
      .filter((seat) => silenced.includes(seat.id))
      .map((seat) => `${seat.name} is in civil disorder: it gives no orders.`);
    return { orders, standing, disorder: names };
  }

  /**
   * Every seat's accepted orders in force (every order, for a ruleset that judges them again at resolution), in the
   * order their posts were posted (W20: a post's orders in their written order), then the standing orders of the seats with no post in force, in seat order; nothing of a seat in
   * civil disorder.
   */
  private async ordersInForceToResolve(
    gameId: string,
    phase: PhaseRow,
    state: S,
    options: ResolveOptions,
  ): Promise<{ orders: SeatOrder<C>[]; posted: Set<string> }> {
    const book = await orderBook(this.kit, gameId, phase, state);
    // A seat in civil disorder gives no orders (the generic reading of the ruling: a ruleset of its own decides more).
    const disorder = new Set(options.disorder ?? []);
    const posted = new Map(book.inForce.map((p) => [p.seat, p.position]));
    const seats = this.rules
      .seats(state)
      .map((s, n) => ({ s, at: posted.get(s.id) ?? Number.MAX_SAFE_INTEGER, n }))
      .sort((a, b) => a.at - b.at || a.n - b.n)
      .map((x) => x.s);
    const orders = seats.flatMap((s) => {
      if (disorder.has(s.id)) return [];
      const entry = book.inForce.find((p) => p.seat === s.id);
      const standing = options.standing?.[s.id];
      const lines = entry ? entry.lines : standing ? this.rules.read([standing], { state, seat: s.id }) : [];
      const commands = commandsOf(lines);
      if (this.rules.judgesAtResolution === true) return commands.map((command) => ({ seat: s.id, command }));
      const verdicts = this.rules.judge(state, s.id, commands);
      return commands.flatMap((command, n) => (verdicts[n]?.accepted ? [{ seat: s.id, command }] : []));
    });
    return { orders, posted: new Set(posted.keys()) };
  }

  /**
   * Why `resolve --phase LABEL` resolves nothing when LABEL is not the open window: "phase 1907-deployment is no longer
   * open (it was resolved …); the open phase is 1907-attack", in the game's word for its window (`windowNoun`).
   */
  private async notOpen(gameId: string, label: string, open: PhaseRow): Promise<string> {
    const noun = this.rules.words.windowNoun ?? "window";
    const named = (await this.kit.store.listPhases(gameId)).find(
      (p) => p.phase.toLowerCase() === label.toLowerCase(),
    );
    const what = (l: string) => (l.toLowerCase().startsWith(noun) ? l : `${noun} ${l}`);
    return named
      ? `${what(named.phase)} is no longer open${named.resolved_at ? ` (it was resolved ${named.resolved_at})` : ""}; the open ${noun} is ${open.phase}: nothing was resolved`
      : `the open ${noun} is ${open.phase}, not "${label}": nothing was resolved`;
  }

  /** Takes back the last step (a resolution, an order carried out, an adjustment). */
  async undo(gameId: string, actor: Actor): Promise<ServiceResult<Document>> {
    return await this.kit.store.writeTransaction(async () => {
      const game = await this.kit.store.getGame(gameId);
      if (!game) return err(`no game "${gameId}"`);
      const undone = await undoStep(this.kit, game, actor.name);
      if (!undone.ok) return undone;
      const a = undone.value.action;
      const what =
        a.kind === "resolve"
          ? (this.rules.words.resolve?.(undone.value.state, actor.name).undone ?? "the last resolution")
          : a.kind === "apply"
            ? `${seatName(this.kit, undone.value.state, a.order.seat)}'s order "${this.rules.words.command(a.order.command, undone.value.state)}"`
            : a.kind === "end"
              ? `${a.by}'s end of the game`
              : `the GM's adjustment (${adjustmentText(this.kit, undone.value.events, undone.value.state) || a.reason})`;
      // a simultaneous game's resolution undone: its window is open again, to be resolved with the same seed
      const reopened =
        a.kind === "resolve" && this.rules.timing === "simultaneous" && this.options.moment
          ? await this.kit.store.openPhaseOf(gameId)
          : null;
      const info = reopened ? await this.info(game) : null;
      const back =
        reopened && info?.ok && this.options.moment
          ? `The game is back to ${this.options.moment(info.value)}; the same seed (commitment ${reopened.seed_commitment.slice(0, 16)}…) will be used again.`
          : "The game is back to the state before it.";
      return ok({
        title: "Undone",
        blocks: [
          para(`${actor.name} undid ${what}. ${back}`),
          para(
            `Waiting for: ${waitingText(this.kit, undone.value.state, await this.deadlineOf(gameId, undone.value.state))}.`,
          ),
        ],
      });
    }, gameId);
  }

  /**
   * Plays the seats in civil disorder of a sequential game (the ruleset's `disorder`) for as long as the game waits
   * for one of them: each move a logged step (an order with no post, or the GM's resolve); what was done, a line
   * each, for the summary or receipt. A move the rules refuse ends it.
   */
  async playDisorderSeats(gameId: string, seats: readonly string[]): Promise<string[]> {
    const lines: string[] = [];
    const disorder = this.rules.disorder?.bind(this.rules);
    if (!disorder || seats.length === 0) return lines;
    // A bound well above any turn's moves: a move the rules refuse ends the loop rather than repeating it.
    for (let n = 0; n < 1000; n++) {
      const done = await this.kit.store.writeTransaction(async () => {
        const game = await this.kit.store.getGame(gameId);
        const state = await this.state(gameId);
        if (!game || !state.ok) return null;
        const move = disorder(state.value, seats);
        if (!move) return null;
        if (move.command !== null && !this.rules.judge(state.value, move.seat, [move.command])[0]?.accepted)
          return null;
        const step = await takeStep(
          this.kit,
          game,
          move.command === null
            ? { kind: "resolve", orders: [] }
            : { kind: "apply", order: { seat: move.seat, command: move.command }, postId: null },
          move.command === null ? "GM" : move.seat,
        );
        if (!step.ok) return null;
        return [
          `${seatName(this.kit, state.value, move.seat)} is in civil disorder: ${move.why}.`,
          ...eventLines(this.kit, step.value.events, step.value.state),
        ];
      }, gameId);
      if (!done) break;
      lines.push(...done);
    }
    return lines;
  }

  async adjust(
    gameId: string,
    actor: Actor,
    reason: string,
    change: Adjustment,
  ): Promise<ServiceResult<Document>> {
    return await this.kit.store.writeTransaction(async () => {
      const game = await this.kit.store.getGame(gameId);
      if (!game) return err(`no game "${gameId}"`);
      if (!this.rules.adjust) return err(`${this.rules.name} has no GM adjustments`);
      // the log keeps who and why, and the next summary says both
      if (reason.trim() === "")
        return err("say why: an adjustment needs a reason (it is shown in the next summary)");
      const done = await takeStep(this.kit, game, { kind: "adjust", change, reason }, actor.name);
      if (!done.ok) return done;
      const after = done.value.state;
      if (this.rules.words.adjusted) {
        const said = adjustmentSaid(this.kit, done.value.events, after);
        return ok({ title: "GM adjustment", blocks: adjustmentBlocks({ by: actor.name, reason, ...said }) });
      }
      return ok({
        title: "GM adjustment",
        blocks: [
          para(`${actor.name} adjusted the game (${reason}):`),
          list(eventLines(this.kit, done.value.events, after).map((l) => [l])),
        ],
      });
    }, gameId);
  }

  /**
   * A closed window's published record: the ruleset's own format (`views.record`, or `records.publish` of a
   * resolution), else the generic one.
   */
  async record(gameId: string, phaseSeq?: number): Promise<ServiceResult<unknown>> {
    await this.kit.ready?.(gameId);
    const { genericWindowRecord, publishedRecord } = await recordsModule();
    const generic = await genericWindowRecord(this.kit, gameId, phaseSeq);
    if (!generic.ok && this.options.legacy) {
      // a window closed by an older play: its record as that play published it
      const game = await this.kit.store.getGame(gameId);
      const old = game ? await this.options.legacy.record(this.kit.store, game, phaseSeq) : null;
      if (old) return old;
    }
    const view = this.rules.views?.record;
    if (!generic.ok) return generic;
    if (!view) return publishedRecord(this.kit, generic.value);
    const r = generic.value;
    // each step with the state before it, replayed from the window's start
    const steps: RecordStep<S, C>[] = [];
    let state = r.start;
    for (const s of r.steps) {
      const a = s.action;
      steps.push(
        a.kind === "apply"
          ? { before: state, kind: "apply", seat: a.order.seat, command: a.order.command }
          : a.kind === "adjust"
            ? { before: state, kind: "adjust", change: a.change }
            : { before: state, kind: a.kind },
      );
      const done = runAction(this.kit, state, a, r.seed, s.step, r.phaseSeq);
      if (!done.ok) return done;
      state = done.value.state;
    }
    let scenario: unknown = null;
    let opening: E[] = [];
    if (r.phaseSeq === 1) {
      const game = await this.kit.store.getGame(gameId);
      scenario = (game?.scenario_json as GenericSetup | undefined)?.read ?? null;
      const opened = (await this.kit.store.listEventsAfter(gameId, 0)).find((row) => row.kind === OPENED);
      const events = (opened?.payload_json as { events?: E[] } | undefined)?.events;
      opening = Array.isArray(events) ? events : [];
    }
    return ok(
      view({
        window: r.window,
        phaseSeq: r.phaseSeq,
        seed: r.seed,
        commitment: r.commitment,
        start: r.start,
        scenario,
        steps,
        claimed: { state: r.claimed.state, events: [...opening, ...r.claimed.events] },
      }),
    );
  }

  /** A closed window's web page, from the ruleset's own record (a ruleset with `views.phasePage`). */
  async phasePageOf(gameId: string, phaseSeq: number): Promise<ServiceResult<PhasePage>> {
    const record = await this.record(gameId, phaseSeq);
    if (!record.ok) return record;
    const page = this.rules.views?.phasePage?.(record.value) ?? null;
    return page ? ok(page) : err(`window ${phaseSeq} cannot be shown`);
  }

  /**
   * The GM sets (or clears) a deadline: the open window's, or for a ruleset with keyed waits the current wait's (a
   * response window's, else the awaited seat's step or action; see `waits.ts`).
   */
  async setDeadline(gameId: string, deadline: string | null): Promise<ServiceResult<true>> {
    const phase = await this.kit.store.openPhaseOf(gameId);
    if (!phase) return err("the game is over: no window is open");
    if (deadline !== null && Number.isNaN(Date.parse(deadline))) {
      return err(`"${deadline}" is not a date: write it as 2026-12-24T18:00:00Z`);
    }
    const state = await this.state(gameId);
    if (state.ok && keyedWaits(this.rules.waiting(state.value))) {
      return await setWaitDeadline(this.kit, gameId, state.value, deadline);
    }
    await this.kit.store.setPhaseDeadline(
      gameId,
      phase.seq,
      deadline === null ? null : new Date(deadline).toISOString(),
    );
    return ok(true);
  }
}

/** What an adjustment did, as one sentence without its final period ("The GM set the armies of Peru to 7"). */
function adjustmentText<S, C, E, R>(kit: Kit<S, C, E, R>, events: readonly E[], state: S): string {
  return eventLines(kit, events, state)
    .map((l) => l.replace(/\.$/, ""))
    .join("; ");
}

/**
 * The generic play of a ruleset, as the registry's `play` takes it: for a ruleset with games of their own fixed part
 * (`Ruleset.forGame`), each game played with its own ruleset (`perGamePlay`).
 */
export function genericPlay<S, C, E, R>(
  rules: Ruleset<S, C, E, R>,
  options: GenericPlayOptions = {},
): (deps: GamePlayDeps) => GamePlay {
  return rules.forGame || rules.complete
    ? (deps) => perGamePlay(rules, deps, options)
    : (deps) => new GenericPlay(rules, deps, options);
}

/** Orders per seat, in the order the seats first give one, each seat's in order. */
function bySeat<C>(orders: readonly { seat: string; command: C }[]): { seat: string; commands: C[] }[] {
  const out: { seat: string; commands: C[] }[] = [];
  for (const o of orders) {
    const entry = out.find((x) => x.seat === o.seat);
    if (entry) entry.commands.push(o.command);
    else out.push({ seat: o.seat, commands: [o.command] });
  }
  return out;
}
