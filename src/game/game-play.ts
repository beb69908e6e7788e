import type { ParsedPost } from "../../parsers/post.ts";
import type { FinalPlace } from "../core/final-ranking.ts";
import type { PhasePageView } from "../core/ruleset.ts";
import type { Document } from "../presenters/document.ts";
import type { PictureFormat } from "../presenters/png.ts";
import type { GameStore } from "../storage/game-store.ts";
import type { GameRow, PhaseRow } from "../storage/rows.ts";
import type { EngineMode } from "./engine-run.ts";
import type { GameWording } from "./game-wording.ts";
import type { EndRosterLine } from "./results/end-roster.ts";
import type {
  Actor,
  Adjustment,
  GameInfo,
  IngestResult,
  PostSource,
  Resolution,
  ServiceResult,
} from "./types.ts";

/** What a game's use cases get from the service: storage and the outside world, all injected. */
export interface GamePlayDeps {
  store: GameStore;
  now: () => Date;
  newSecret: () => string;
}

/** A new game as the service's callers describe it (every field but the scenario optional). */
export interface NewGameInput {
  /** A fresh game id from a base the game chooses (its name, else its scenario's id): "ww1907" → "ww1907-1". */
  newId: (base: string) => Promise<string>;
  scenario: string;
  name?: string;
  players?: readonly string[];
  startingArmies?: number;
  forumUrl?: string | null;
  platform?: string | null;
  discordChannelId?: string | null;
  forumTimezone?: string | null;
  startsAt?: string;
}

/**
 * The seam between the game service and one game: the use cases the CLI, the console, the forum watcher and the
 * bot reach through `GameService`, for the games of one ruleset. The service keeps what every game shares (game
 * records, channels, forum settings, player handles, the current game) and hands the rest to the game's play.
 * A new game is a folder with its ruleset and its play, and one line in `rulesets.ts`.
 */
export interface GamePlay {
  /** The ruleset id stored with the games of this play ("risk-variant-one"). */
  readonly ruleset: string;
  /** Whether the GM's standing orders play for a seat with no orders (a game of simultaneous orders). */
  readonly takesStandingOrders: boolean;
  /** Creates a game (the row, its seats, its opening state and the first committed seed), in one transaction. */
  create(input: NewGameInput): Promise<ServiceResult<string>>;
  /**
   * A game's current state as its ruleset keeps it (plain JSON, checked by the caller that knows the ruleset: see
   * `ww1907/ww1907-of.ts`).
   */
  state(gameId: string): Promise<ServiceResult<unknown>>;
  info(game: GameRow): Promise<ServiceResult<GameInfo>>;
  /** A seat (or nation) by what a GM typed, folded ("alice" → "Alice"). */
  findPlayer(gameId: string, name: string): Promise<string | undefined>;
  /** Why no seat is called that, with a suggestion ("no nation "Rusia" in this game: did you mean Russia? …"). */
  unknownPlayer(gameId: string, name: string): Promise<string>;
  /** A seat's display name ("russia" → "Russian Empire"). */
  playerName(gameId: string, seat: string): Promise<string>;
  /**
   * The seats the game waits for now, for reminders and the status line: World War 1907, every played nation with
   * no valid orders in force in the open phase; Risk Variant One, the player whose turn or response it is.
   */
  waitingOn(gameId: string): Promise<string[]>;
  /**
   * The seats "who has ordered" counts (`GameService.ordersIn`): World War 1907, every nation with a player (a forum
   * name or a Discord user); Risk Variant One, every player still in (V9). `waitingOn` is always among them.
   */
  seatsInPlay(gameId: string): Promise<string[]>;
  /**
   * The game's ranking now by its rules (a pure function of its ruleset: World War 1907 by VP, Risk Variant One by
   * V9) and whether the rules themselves have ended the game (Risk Variant One: V9, one player holds the land). A
   * game without a ranking leaves it out: it cannot be ended or rated.
   */
  standings?(gameId: string): Promise<ServiceResult<Standings>>;
  /**
   * What the rules do when the GM ends the game (Risk Variant One: V9's end by the GM, a logged GM step that fixes
   * the ranking in the state). A game whose rules have no end of their own leaves it out: the service keeps the end.
   */
  endGame?(gameId: string, actor: Actor, reason: string): Promise<ServiceResult<true>>;
  /**
   * How the game ended as its log says (issue #28), or null while it goes on: the end event (World War 1907's
   * `game-ended`, Risk Variant One's `end-game` GM step, or V9's conquest) and the final ranking read from the state
   * the log gives. `replay`: that state replayed from the log's start (the replay of `verify` and undo) rather than
   * read from the latest snapshot; both give the same ranking.
   */
  loggedEnding?(gameId: string, replay: boolean): Promise<ServiceResult<LoggedEnding | null>>;
  /** Since when the game waits for them (a phase's opening; a Risk step's or action's start), or null if unknown. */
  waitingSince(gameId: string): Promise<string | null>;
  /** Who plays, as a sentence. */
  playerList(gameId: string): Promise<string>;
  /** Posts in page order; `playerOf` names the seat of a post's author (null: not a player). */
  ingest(
    gameId: string,
    source: PostSource,
    posts: readonly ParsedPost[],
    playerOf: (post: ParsedPost) => Promise<string | null>,
  ): Promise<IngestResult[]>;
  /** A deleted post; `player` is its author's seat. */
  deletePost(
    gameId: string,
    source: PostSource,
    postId: string,
    player: string | null,
  ): Promise<IngestResult | null>;
  status(game: GameRow, player?: string): Promise<ServiceResult<Document>>;
  /** `status --json`: the standing of every seat (or one) as data. */
  statusJson(game: GameRow, player?: string): Promise<ServiceResult<unknown>>;
  ordersInForce(game: GameRow, player: string): Promise<ServiceResult<Document>>;
  preview(gameId: string, player: string): Promise<ServiceResult<Document>>;
  /** The GM's report; a long list of posts shows its latest ones and counts the rest unless `all` (see `ReportOptions`). */
  report(game: GameRow, options?: ReportOptions): Promise<ServiceResult<Document>>;
  /** `report --json`: the GM's report as data. */
  reportJson(game: GameRow, options?: ReportOptions): Promise<ServiceResult<unknown>>;
  /** The map now: a palette PNG, or the SVG it is drawn from (for web and print). */
  picture(gameId: string, format?: PictureFormat): Promise<ServiceResult<Buffer>>;
  /** A phase's label for `resolve --phase` ("turn-2"). */
  phaseLabel(phase: PhaseRow): string;
  /** The phase as people name it, with its article: "the 1907 Deployment phase", "turn 2", "the set-up". */
  phaseTitle(phase: PhaseRow): string;
  /**
   * The GM's resolve: what it does is the game's (a simultaneous phase resolved, a sequential game moved on).
   * With `phase` (a label, see `phaseLabel`), refuses unless that phase is still open, so a command run twice by
   * accident never resolves two phases.
   */
  resolve(gameId: string, actor: Actor, options?: ResolveOptions): Promise<ServiceResult<Resolution>>;
  undo(gameId: string, actor: Actor): Promise<ServiceResult<Document>>;
  /** A GM adjustment of the state, logged with its reason. */
  adjust(gameId: string, actor: Actor, reason: string, change: Adjustment): Promise<ServiceResult<Document>>;
  /** The published record of a resolved phase or turn (the last by default), for `adjutant verify`. */
  record(gameId: string, phaseSeq?: number): Promise<ServiceResult<unknown>>;
  /**
   * A sequential game plays its seats in civil disorder at once (whenever it waits for one), the ruleset deciding
   * how; returns what was done, a line each. A game of simultaneous phases has none: its resolution takes
   * `ResolveOptions.disorder`.
   */
  playDisorder?(gameId: string, seats: readonly string[]): Promise<string[]>;
  /** The GM sets the game's next deadline. */
  setDeadline(gameId: string, deadline: string | null): Promise<ServiceResult<true>>;
  /**
   * `adjutant state export`: the game as it stands, as a scenario file that `game new --scenario FILE` loads back
   * to the same state (a game that cannot be written so leaves it out).
   */
  exportScenario?(game: GameRow, options: ScenarioExportOptions): Promise<ServiceResult<ScenarioExport>>;
  /**
   * A resolved phase (or turn) as its permalink shows it (issue #27): the map after it, what happened, the orders
   * that were in force and every die, with the revealed seed. Only for a phase whose seed is revealed.
   */
  phasePage?(gameId: string, phaseSeq: number): Promise<ServiceResult<PhasePage>>;
}

/** A resolved phase for people to look at (see `GamePlay.phasePage`): the same page a ruleset's view gives. */
export type PhasePage = PhasePageView;

/** How a game ended, read from its log (see `GamePlay.loggedEnding`). */
export interface LoggedEnding {
  how: "gm" | "rules";
  by: string;
  reason: string;
  endedAt: string;
  /** The log's event that ended the game (the last one when the rules ended it). */
  eventSeq: number;
  places: FinalPlace[];
  /** Who held each seat then, as logged with the end; null when the log does not say (a game ended before). */
  players: EndRosterLine[] | null;
}

/** A game's ranking now and whether its rules have ended it (see `GamePlay.standings`). */
export interface Standings {
  over: boolean;
  places: FinalPlace[];
}

/** How `state export` writes a game (see `GamePlay.exportScenario`). */
export interface ScenarioExportOptions {
  /** The scenario the file starts from, only what differs being written (default: the game's own choice). */
  base?: string | undefined;
  /** Everything, with no base. */
  full?: boolean | undefined;
}

/** A game written as a scenario file. */
export interface ScenarioExport {
  /** The file's text (YAML, with a header of comments). */
  text: string;
  /** What was written, for the GM: "1908 deployment phase (changes from ww1907)". */
  summary: string;
}

/**
 * A game as the registry lists it: how to recognise its scenarios and how it speaks of them, with its play and
 * engine loaded on first use (`load`), so a process imports only the games it opens (`adjutant status` on a World
 * War 1907 game never loads Risk Variant One's modules).
 */
export interface RegisteredGame {
  ruleset: string;
  /** The display name ("Risk Variant One"). */
  name: string;
  /** Whether a scenario reference (a built-in id or a file) is one of this game's. */
  handlesScenario(ref: string): boolean;
  /** Its built-in scenarios (`adjutant scenario list`): the id to type and what it is. */
  scenarios: readonly { id: string; name: string }[];
  /** How the console, the CLI and the bot speak of its games. */
  wording: GameWording;
  /** The game with its use cases and its engine (imported on the first call; a loaded game is its own). */
  load(): Promise<PlayableRuleset>;
  /**
   * Its use cases alone, what the service opens a game with (`PlayableRuleset.play`): imported on the first call
   * without the engine, the scenario files or the writing use cases, which load when first run.
   */
  loadPlay(): Promise<(deps: GamePlayDeps) => GamePlay>;
}

/** A game the service can play: how to recognise its scenarios, and its use cases. */
export interface PlayableRuleset extends RegisteredGame {
  play(deps: GamePlayDeps): GamePlay;
  /** The engine without a game: engine-mode runs and record replays (`adjutant resolve SCENARIO`, `verify`). */
  engine: EngineMode;
}

/** How the GM's report is written. */
export interface ReportOptions {
  /** Every post of every list (`adjutant report --all`); by default each list shows its latest posts and counts the rest. */
  all?: boolean | undefined;
}

/** How a phase is resolved. */
export interface ResolveOptions {
  /** Refuse unless this phase (a label) is the one open. */
  phase?: string;
  /** Standing orders (seat → order text) played for seats with no valid orders in force (a game that uses them). */
  standing?: Readonly<Record<string, string>>;
  /** Seats in civil disorder ("Absent and returning players"): what they do is the game's ruleset's. */
  disorder?: readonly string[];
}
