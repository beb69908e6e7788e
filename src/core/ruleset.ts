import type { z } from "zod";
import type { VerifyReport } from "../audit/verify-report.ts";
import type { Block, Document } from "../presenters/document.ts";
import type { Result } from "../result.ts";
import type { BookView, ForumView, SimultaneousViews } from "./document-views.ts";
import type { FinalPlace } from "./final-ranking.ts";
import type { UnreadLine } from "./unread-line.ts";

/**
 * A game's rules, pure (issue #25): no storage, no clock, no I/O. Everything a ruleset is given comes in as
 * arguments (the state, a seat, a command, a dice source built from a committed seed) and everything it says comes
 * back as values (a new state, events, verdicts, words). The generic play (`src/game/generic-play/`) owns the rest
 * once for every game: posts, identity, seeds, snapshots, undo, deadlines, records.
 *
 * It lives in `src/core/`, not `src/game/`, because a ruleset under `src/rulesets/<game>/` imports it, and a ruleset
 * may never import `src/game/` (the import-direction test): the core is what both sides share.
 *
 * `State`, `Command` and `Event` are plain JSON values, each with its zod schema: the generic play stores them
 * (snapshots, the event log, published records) and reads them back through the schemas.
 */
export interface Ruleset<State, Command, Event, Rulings = Record<string, unknown>> {
  /** The id stored with every game of this ruleset ("islands"). */
  readonly id: string;
  /** The display name ("Islands"). */
  readonly name: string;
  /** Its built-in scenarios: the id to type and what it is. */
  readonly scenarios: readonly { id: string; name: string }[];
  /**
   * When orders take effect: `simultaneous`, orders are collected in a phase (a seat's latest order post is in
   * force) and `resolve` carries them out together; `sequential`, each accepted order is carried out at once by
   * `apply`, and `resolve` only closes what waits (a response window, an absent player's turn).
   */
  readonly timing: "simultaneous" | "sequential";
  /**
   * A simultaneous game whose `resolve` judges every order again, on the state the earlier ones left (World War
   * 1907's W20: a build refused on its receipt is carried out if a province given earlier in the phase makes it
   * legal): it is given every command in force, refused on its receipt or not. Otherwise (the default) only the
   * accepted ones.
   */
  readonly judgesAtResolution?: boolean;
  readonly schemas: {
    state: z.ZodType<State>;
    command: z.ZodType<Command>;
    event: z.ZodType<Event>;
    /** The per-game settings (rulings), with their defaults: `{}` parses to the default rulings. */
    rulings: z.ZodType<Rulings>;
  };

  /**
   * Sets a game up from a scenario (one of `scenarios`), its rulings, the players seated (if the game seats them
   * itself) and dice from the game's first committed seed (a deal, a roll for the first player).
   */
  setup(input: SetupInput<Rulings>): Result<Opening<State, Event, Rulings>, string>;

  /** The seats of a game, in seat order: the id the store keeps and the name people read. */
  seats(state: State): readonly Seat[];

  /**
   * Reads one post's bold passages into order lines (the order language): a command, an unreadable line with the
   * nearest readings, or a line that is no order at all (emphasis, chat).
   */
  read(bold: readonly string[], context: { state: State; seat: string }): OrderLine<Command>[];

  /**
   * Judges a seat's commands in force together (a seat's whole post: a limit may span several orders) against the
   * state: one verdict per command, in order.
   */
  judge(state: State, seat: string, commands: readonly Command[]): Verdict[];

  /**
   * A sequential game's verdict of one command read within its post (optional), for a ruling that reads a line by
   * what the post's earlier lines did (Risk Variant One's V3: a "done" after an order that could not be read or was
   * refused keeps the step open). Null: the command is judged alone (`judge`) and carried out when accepted. A
   * verdict: it is the line's verdict and nothing is carried out (an accepted one is a line that needs nothing more).
   */
  judgeInPost?(line: LineInPost<State, Command>): Verdict | null;

  /**
   * A ruleset that keeps its own generator in its state (optional; Risk Variant One's `state.rng`) and rolls from it
   * rather than from the step's dice: the state with the generator seeded from a window's seed, taken when a window
   * that a step opened begins (before its first step), so every die of the window comes from its committed seed.
   */
  reseed?(state: State, seed: string): State;

  /** Carries out one accepted command (sequential games at once; a simultaneous game's `resolve` may use it). */
  apply(state: State, order: SeatOrder<Command>, dice: Dice): Outcome<State, Event>;

  /**
   * Closes the open window with every accepted order in force (a simultaneous phase), or moves a waiting game on
   * (a sequential game's response window or absent player): the new state and what happened.
   */
  resolve(state: State, orders: readonly SeatOrder<Command>[], dice: Dice): Outcome<State, Event>;

  /** What the game waits for now: the window (phase or turn) and which seats may or must act in it. */
  waiting(state: State): Waiting;

  /**
   * The game's ranking by its rules (optional: a game without one cannot be ended by the GM nor rated): the places
   * now, or the ones the game ended with. Seats that tie share a place.
   */
  ranking?(state: State): FinalPlace[];

  /**
   * What the rules do when the GM ends the game (optional, with `ranking`): the state over, its ranking fixed.
   */
  end?(state: State): Result<Outcome<State, Event>, string>;

  /**
   * What a seat in civil disorder does now in a sequential game (optional; the absence rules boot a seat into civil
   * disorder): an order it gives, or null for the GM's resolve (`resolve`), with why in words ("passes its action
   * (V6)"). Null when the game waits for none of `seats`. A simultaneous game's seats in disorder give no orders.
   */
  disorder?(
    state: State,
    seats: readonly string[],
  ): { seat: string; command: Command | null; why: string } | null;

  /**
   * What civil disorder does to a simultaneous game's window (optional): given the window's orders, none of them from
   * the seats in disorder, the orders played (the ruleset drops what else its ruling refuses: World War 1907's trades
   * with a nation in disorder) and what disorder did, a sentence each, for the summary. Default: those seats give no
   * orders. The orders played are logged with the resolution, so a replay plays the same.
   */
  disorderOrders?(
    orders: readonly SeatOrder<Command>[],
    seats: readonly string[],
    state: State,
  ): { orders: SeatOrder<Command>[]; lines: string[] };

  /** A GM correction of the state (optional: a game without one refuses every adjustment). */
  adjust?(state: State, change: GmChange): Result<Outcome<State, Event>, string>;

  /** Words: how the game's commands, events and standing read. */
  readonly words: RulesetWords<State, Command, Event>;

  /**
   * The game's own documents and JSON (optional, each one): used by the generic play in place of its plain ones,
   * given what the play knows (whom the game waits for in the ruleset's words, the deadline, the seed commitment, the
   * seats' handles, the opening events).
   */
  readonly views?: RulesetViews<State, Event, Command>;

  /** The map as an SVG (optional: the generic play draws a plain list without it). */
  picture?(state: State): string;

  /**
   * The game's rulings on order posts that the generic play's order book follows (optional: the defaults below).
   * Read from the state, where a game keeps its rulings.
   */
  postRulings?(state: State): PostRulings;

  /**
   * The ruleset of one game, given the fixed part its setup returned (`Opening.fixed`), which the generic play
   * stores once with the game and hands back here for every call on it (optional: a game whose state says it all).
   * World War 1907: the game's scenario and map, so a scenario file of its own (a custom map, an adopted game, a
   * nation's aliases) plays as it was read when the game was made, whatever later becomes of the files.
   * `checked`: this very fixed part was validated before (the generic play marks a game's stored setup by its
   * digest once `forGame` accepted it), so the ruleset may use it as stored without validating it again.
   * The ruleset it gives must be a function of the fixed part alone (and read-only): the generic play gives it to
   * every game of the same stored setup in the process, which share the parsed fixed part too (`rulesetOfSetup`,
   * `sharedSetup`).
   */
  forGame?(
    fixed: unknown,
    options?: { checked?: boolean },
  ): Result<Ruleset<State, Command, Event, Rulings>, string>;

  /**
   * The whole ruleset, for a ruleset given in two parts (optional; issue #26: a command loads only what it runs): this
   * object is then the light part, what opening a game and reading it need, and `complete()` imports the rest once
   * (World War 1907: its set-up from a scenario, its resolution and battles, its map picture, its records, the GM's
   * report and a seat's preview with their odds) and gives the whole ruleset, of the same game for a game's own
   * (`forGame`). The generic play completes the ruleset before any use but the ones that only read a game (its status
   * and JSON, its seats and players, whom it waits for, its ending and ranking, its state), which call only `id`,
   * `name`, `scenarios`, `timing`, `schemas`, `forGame`, `seats`, `waiting`, `ranking`, `postRulings`, `read`, `judge`,
   * `words` and `views.status`/`views.statusJson`; every other member of the light part may throw until then, but
   * must be there when the whole ruleset has it (the play asks which members a ruleset has). The whole ruleset has no
   * `complete`. A ruleset in one part (the default) leaves it out.
   */
  complete?(): Promise<Ruleset<State, Command, Event, Rulings>>;

  /**
   * The game's own form of a window's published record (optional: the generic play publishes its window record,
   * every step replayed). For a game whose records came before the generic play (World War 1907's resolution
   * records): the generic play publishes the resolution in that form, and `adjutant verify` checks it there.
   */
  readonly records?: RulesetRecords<State, Command, Event>;
}

/** A ruleset's own published records (`Ruleset.records`). */
export interface RulesetRecords<State, Command, Event> {
  /**
   * The record of a window closed by a resolution, or null when the game has none of its own for it (the generic
   * window record is published then).
   */
  publish(resolved: ResolvedWindow<State, Command, Event>): unknown;
  /** Whether a parsed JSON value is one of these records. */
  handles(raw: unknown): boolean;
  /** Replays one: the seed against its commitment, then the dice, the events and the final state. */
  verify(raw: unknown): VerifyReport;
}

/** A window closed by a resolution, as its record tells it. */
export interface ResolvedWindow<State, Command, Event> {
  /** The window's label ("1907-attack"). */
  window: string;
  /** The revealed seed, and the commitment published when the window opened. */
  seed: string;
  commitment: string;
  /** The state the resolution started from (after any GM adjustment in the window). */
  before: State;
  /** The orders resolved, in the order they were given to `resolve`. */
  orders: readonly SeatOrder<Command>[];
  /** What the resolution did. */
  after: State;
  events: readonly Event[];
}

/** How a simultaneous game's order book treats posts, beyond what every game shares (W33 in World War 1907). */
export interface PostRulings {
  /**
   * A post edited by a moderator only counts for nothing, like one its author edited (default false: the edit is
   * reported and the post stands).
   */
  moderatorEditVoids: boolean;
  /**
   * A post with an order that cannot be read (an unreadable or ambiguous line, not a look-alike) is an order post
   * even with no command in it: it replaces the one before and is in force, with nothing to carry out (World War
   * 1907's W33: the most recent post is used). Default false: only a post with a command is an order post.
   */
  unreadablePostReplaces?: boolean;
}

/** What `setup` is given. */
export interface SetupInput<Rulings> {
  scenario: string;
  rulings: Rulings;
  /** Players named at `game new` in seat order, if any (a game with fixed seats may refuse or ignore them). */
  players: readonly string[];
  dice: Dice;
  /**
   * The first window's seed itself (optional to use: a ruleset that keeps its generator in its state seeds it from
   * this, as `reseed` does for later windows; `dice` come from the same seed).
   */
  seed?: string;
  /**
   * A scenario file instead of a built-in scenario, as the game's own reader read it (`PlayableMeta.readScenario`):
   * the name its problems give and its parsed content, which the ruleset checks.
   */
  file?: { name: string; content: unknown };
  /** Armies each seat starts with, where the game has that choice (`game new --armies`); others ignore it. */
  startingArmies?: number;
}

/** A game as set up: its first state and what happened (a deal). */
export interface Opening<State, Event, Rulings = Record<string, unknown>> {
  state: State;
  events: Event[];
  /**
   * The scenario as the ruleset read it (optional): kept with the game, and given to the ruleset's record view for
   * the first window (a record that starts from the scenario and replays the deal from the seed).
   */
  scenario?: unknown;
  /** The game's name as the scenario gives it (optional: default the ruleset's name), where `game new` names none. */
  name?: string;
  /**
   * Who the scenario itself seats, for a scenario that names each seat's player (World War 1907's `player` and
   * `handles`): the generic play seats them where `game new` names nobody.
   */
  seated?: readonly SeatedPlayer[];
  /**
   * What never changes in the game and is too large to keep in every state (World War 1907: the scenario and its
   * map, about 56 KB): stored once with the game, and given back to `forGame` (plain JSON).
   */
  fixed?: unknown;
  /**
   * The rulings the game is played with, where the scenario sets some (World War 1907: the scenario's rulings, with
   * any the game changed from its default): the generic play keeps them with the game. Default: the rulings given.
   */
  rulings?: Rulings;
}

/** A seat's player as a scenario names them: the forum name, and the other handles they post under. */
export interface SeatedPlayer {
  seat: string;
  player: string;
  handles: readonly string[];
}

export interface Seat {
  id: string;
  name: string;
}

/** One bold line read. */
export type OrderLine<Command> =
  | { kind: "command"; text: string; command: Command }
  | {
      kind: "error";
      text: string;
      message: string;
      suggestions: string[];
      /**
       * A line that reads as no order at all but looks like one (a typo away from a name): shown with its nearest
       * reading, it never makes a post an order post (`PostRulings.unreadablePostReplaces`).
       */
      lookalike?: boolean;
      /**
       * An order that reads several ways: its readings in order, for a later post of `choose N` alone to pick one
       * (the order book carries the N-th out in its place).
       */
      readings?: Command[];
      /** The line explained as the ruleset reads it (the nearest names, the advice), for the documents. */
      unread?: UnreadLine;
    }
  | {
      kind: "ignored";
      text: string;
      reason: string;
      /**
       * A `choose N` line: in a post of no orders, it picks the N-th reading of the first order of the seat's post
       * in force that still reads several ways (`readings`); in an order post it does nothing.
       */
      choose?: number;
      /** The line explained (emphasis: no order attempt), for the answer to a post with no order. */
      unread?: UnreadLine;
    };

/** One command of a sequential game's post, with what the post's earlier lines did (`Ruleset.judgeInPost`). */
export interface LineInPost<State, Command> {
  seat: string;
  command: Command;
  /** The state when the post was read. */
  atPost: State;
  /** The state after the post's earlier lines were carried out. */
  now: State;
  /** The post's earlier order lines, in order: their text, and whether each was read, accepted and carried out. */
  earlier: readonly { text: string; carriedOut: boolean }[];
}

/** A command's verdict: accepted or refused, with the rule that decided it and why. */
export interface Verdict {
  accepted: boolean;
  /** The rule id ("I2"). */
  rule: string;
  reason: string;
}

/** A command given by a seat. */
export interface SeatOrder<Command> {
  seat: string;
  command: Command;
}

/** A state change and what happened, in order. */
export interface Outcome<State, Event> {
  state: State;
  events: Event[];
}

/** What the game waits for. */
export interface Waiting {
  /** The window's label for the GM's commands ("turn-2"): a new label is a new window (a new committed seed). */
  window: string;
  /** The number the game counts (a year, a turn). */
  count: number;
  /** The phase within the window as the game's status names it (optional; default the window): "actions". */
  phase?: string;
  /** The seats that may or must act now. */
  seats: readonly string[];
  /** The game is over: nothing waits. */
  over: boolean;
  /**
   * Who is awaited for what, finer than the window (optional; a sequential game: this set-up step, this action, this
   * response): a new key is a new wait. A ruleset that gives keys has deadlines per wait, not per window: the GM's
   * deadline is the awaited seat's (kept with its key, so an undo that brings the wait back brings its deadline back),
   * and `waitingSince` is when the wait began.
   */
  key?: string;
  /**
   * This wait is a response window (with `key`; Risk Variant One's V7: the defender answers an attack) that closes
   * this many hours after the post that opened it: a post read after then first moves the game on (`resolve`), as
   * the GM's resolve at the deadline would.
   */
  responseHours?: number;
  /**
   * This wait is closed by the GM's resolve, not by a seat's move (optional, with `key`): why, in the game's words
   * ("the income phase waits for every player: the GM closes it with resolve"). The GM sets no deadline for it.
   */
  closedByGm?: string;
}

/**
 * A GM's change of the state as the service's callers type it (`Adjustment` in src/game/types.ts: "set-divisions",
 * "set-owner"…): the ruleset reads the kinds it knows and refuses the rest.
 */
export type GmChange = { readonly kind: string } & Readonly<Record<string, unknown>>;

/** The dice a ruleset rolls: from a committed seed, so anyone can roll them again from the revealed seed. */
export interface Dice {
  /**
   * The committed seed the dice come from (the generic play: the window's revealed seed, the same for every step
   * of the window), where the source knows it. A ruleset whose engine threads a generator of its own seeds it with
   * this instead of rolling (World War 1907 seeds its engine's generator so, as its older play did), so the same
   * committed seed throws the same dice; such a ruleset throws dice in one step of a window only.
   */
  readonly seed?: string;
  /** One die of `sides` sides (default 6): an integer in [1, sides]. */
  roll(sides?: number): number;
}

/** How a ruleset's things read in sentences. */
export interface RulesetWords<State, Command, Event> {
  /** A command in its canonical form ("Attack Coral from Brisk"). */
  command(command: Command, state: State): string;
  /** One event as a sentence ("Red took Coral from Blue (die 5)."). */
  event(event: Event, state: State): string;
  /**
   * What happened, as the lines people read (optional; default one `event` sentence each): a ruleset may fold many
   * events into one line ("Income (V5): Alice +7, Bob +5.") or leave out the ones nobody needs to read. A resolution's
   * events are given the state before it too (`before`), for lines that compare the two (World War 1907's supply
   * groups split or joined, W4).
   */
  events?(events: readonly Event[], state: State, before?: State): string[];
  /**
   * The GM's resolve of a waiting sequential game in words (optional): what it does from `state` (`did`, a sentence
   * naming `gm`: "GM skipped Alice's action: a pass (V6).") and how its undo names it ("the GM's skip of Alice's
   * action (a pass, V6)").
   */
  resolve?(state: State, gm: string): { did: string; undone: string };
  /** The standing of the game (or of one seat), as document blocks. */
  status(state: State, seat?: string): Block[];
  /** The standing as data (`status --json`). */
  statusJson(state: State): unknown;
  /** A window's label as people name it, with its article ("turn-2" → "turn 2"). */
  windowTitle(window: string): string;
  /** An example post ("Red: **Attack Coral from Brisk**"). */
  examplePost: string;
  /** Every kind of order, with examples (`/help orders`). */
  ordersHelp: string;
  /**
   * A GM's adjustment in words (optional; default its events, a sentence each): what it did, as one sentence with no
   * final period ("Moscow now has 9 divisions"), and what else it moved that the GM should check (W18: a garrison
   * changed hands). The GM's answer and the next summary say it with who and why.
   */
  adjusted?(events: readonly Event[], state: State): { said: string; check: string[] };
  /** What a seat is called in sentences ("player"; default "seat"). */
  seatNoun?: string;
  /** What a window is called in the report's "This … so far:" (optional; default "window"): "turn". */
  windowNoun?: string;
  /**
   * Whom the game waits for, as the "Waiting for:" line says it (optional; default the seats and the window): with
   * the deadline of the wait, when one is set (a ruleset whose `Waiting` has keys).
   */
  waiting?(state: State, deadline: string | null): string;
  /** A seat by what a GM or player typed (its id, name, alias), where the ruleset reads more than ids and names. */
  findSeat?(state: State, typed: string): string | undefined;
  /** The refusal of a seat name that is none, in the game's words ("no nation … in this game: did you mean …"). */
  unknownSeat?(state: State, typed: string): string;
  /** Who and why, when the rules end a game (`game end` and the ratings say it): "the rules (V9)", "one player holds the land". */
  endedByRules?: { by: string; reason: string };
}

/** What a ruleset's views are given: the game, its state and what the play knows around it. */
export interface ViewInput<State, Event> {
  game: { id: string; name: string };
  state: State;
  /** One seat only (`status SEAT`). */
  seat?: string;
  /** Whom the game waits for (the seats, and the line in the ruleset's words), or null when the game is over. */
  waiting: { seats: readonly string[]; text: string } | null;
  /** The deadline of what the game waits for, or null. */
  deadline: string | null;
  /** The open window's seed commitment, or null. */
  commitment: string | null;
  /** Each seat's forum name and Discord user id. */
  handles: ReadonlyMap<string, { forumName: string | null; discordUserId: string | null }>;
  /** What happened when the game was set up (a deal), given while the first window is open; else empty. */
  opening: readonly Event[];
  /** A simultaneous game's open window: its order book (for the report and the orders in force). */
  book?: BookView;
  /** The game's forum, where it has one. */
  forum?: ForumView;
  /** The report lists every post (`report --all`), not the latest ones. */
  all?: boolean;
}

/** One step of a closed window, as a ruleset's record view is given it: what was done, on which state. */
export type RecordStep<State, Command> = { before: State } & (
  | { kind: "apply"; seat: string; command: Command }
  | { kind: "resolve" }
  | { kind: "adjust"; change: GmChange }
  | { kind: "end" }
);

/** What a ruleset's record view is given. */
export interface RecordInput<State, Command, Event> {
  window: string;
  phaseSeq: number;
  seed: string;
  commitment: string;
  start: State;
  /** The first window: the scenario as the ruleset read it at set-up (`Opening.scenario`), else null. */
  scenario: unknown;
  steps: readonly RecordStep<State, Command>[];
  /** The state after the window's last step, and every event of the window (the set-up's first, for the first). */
  claimed: { state: State; events: readonly Event[] };
}

/** A closed window for people to look at, as a ruleset's phase page view gives it: display names only, never ids. */
export interface PhasePageView {
  /** The map after the phase, with its moves and attacks, as SVG. */
  svg: string;
  /** Every event of the phase in words, in order (the summary). */
  happened: string[];
  /** The orders that were in force (or carried out, in a game played in turn), per seat's display name. */
  orders: { name: string; orders: string[] }[];
  /** Every throw of the dice, in words. */
  dice: string[];
  seed: string;
  commitment: string;
}

/** One line of a receipt as a ruleset's receipt view reads it. */
export interface ReceiptLineView {
  text: string;
  outcome: string;
  canonical?: string;
  message: string;
  rule?: string;
}

/** One group of places a seat spends in, after its orders (`RulesetViews.receiptSupply`). */
export interface SupplyGroupView {
  provinces: string[];
  spendable: number;
  left: number;
}

/** A ruleset's own documents and JSON (`Ruleset.views`). */
export interface RulesetViews<State, Event, Command = unknown>
  extends SimultaneousViews<State, Event, Command> {
  /** A seat's orders in force (`/orders SEAT`), from the order book (`book`). */
  ordersInForce?(input: ViewInput<State, Event>, seat: string): Document;
  /**
   * A simultaneous game's preview of a seat's orders in force (in place of the plain one): what they would do if the
   * window were resolved now, given their commands with their verdicts on the state now.
   */
  orderPreview?(
    input: ViewInput<State, Event>,
    seat: string,
    orders: { commands: readonly Command[]; verdicts: readonly Verdict[] },
  ): Document;
  /** The GM's report (in place of the plain one), from the order book (`book`). */
  report?(input: ViewInput<State, Event>): Document;
  /** `status` (and `status SEAT`). */
  status?(input: ViewInput<State, Event>): Document;
  /** `status --json`. */
  statusJson?(input: ViewInput<State, Event>): unknown;
  /** `report --json`, with what happened in the open window so far. */
  reportJson?(input: ViewInput<State, Event>, log: readonly string[]): unknown;
  /**
   * The map with what happened on it (in place of `Ruleset.picture`): the state, each earlier step of the open window
   * (its events) and the last step taken, in this window or the one before (null: none yet).
   */
  picture?(
    state: State,
    happened: { earlier: readonly (readonly Event[])[]; last: readonly Event[] | null },
  ): string;
  /**
   * The map of a resolution as the resolution's picture shows it (optional; a simultaneous game): the state after it
   * with what the resolution did drawn on it (moves, attacks), titled by the state before. The map asked for later
   * is the plain one (`Ruleset.picture`).
   */
  resolvedPicture?(before: State, after: State, events: readonly Event[]): string;
  /**
   * A closed window's published record in the game's own format (in place of the generic one; its engine's
   * `verifyRecord` checks it): the window, its seed and commitment, the state it started from (the scenario as read
   * at set-up, for the first), every step with the state before it, and the claimed end.
   */
  record?(input: RecordInput<State, Command, Event>): unknown;
  /** Whether a parsed JSON value is one of the game's own records (`record`), and its check (`adjutant verify`). */
  ownRecords?: { handles(raw: unknown): boolean; verify(raw: unknown): VerifyReport };
  /** A closed window's web page (issue #27) from the game's own record (`record`), or null if it cannot be read. */
  phasePage?(record: unknown): PhasePageView | null;
  /** A seat's preview: what is shown after its standing (odds of an attack awaiting its answer…). */
  preview?(state: State, seat: string): Block[];
  /**
   * What a seat has left to spend per group of places after the commands of its order post, for a game that spends
   * per group (World War 1907: pp per supply group, W4): each group (its places by id, as `Receipt.supply` gives them)
   * and the receipt's line in the game's words. Null or absent: the receipt has no such line.
   */
  receiptSupply?(input: {
    state: State;
    seat: string;
    commands: readonly Command[];
    verdicts: readonly Verdict[];
  }): { groups: SupplyGroupView[]; text: string } | null;
  /** The receipt of a sequential game's post: each line's verdict, what happened, whom the game waits for. */
  receipt?(input: {
    receiptId: string;
    postId: string;
    seatName: string;
    lines: readonly ReceiptLineView[];
    happened: readonly string[];
    waiting: { seats: readonly string[]; text: string } | null;
  }): Document;
}
