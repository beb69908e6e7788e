import type {
  Dice,
  GmChange,
  RecordInput,
  Ruleset,
  Verdict,
  ViewInput,
  Waiting,
} from "../../core/ruleset.ts";
import { para, table } from "../../presenters/document.ts";
import { createRng, type RngState } from "../../random/prng.ts";
import { err, ok, type Result } from "../../result.ts";
import { adjustRisk, type RiskAdjustment } from "./adjust.ts";
import { apply, gmStep } from "./apply.ts";
import { disorderMove } from "./civil-disorder.ts";
import { classicMap } from "./classic-map.ts";
import { type RiskCommand, riskCommandSchema } from "./commands.ts";
import { describeRiskEvent, placeName } from "./describe.ts";
import { pendingOddsBlocks, riskReceiptDocument, riskStatusDocument } from "./documents.ts";
import { eventLines } from "./event-lines.ts";
import { riskEventSchema } from "./event-schema.ts";
import type { RiskEvent } from "./events.ts";
import { riskFinalRanking } from "./final-ranking.ts";
import { readRiskAdjustment, type TypedAdjustment } from "./gm-adjustment.ts";
import { type RiskJsonInput, riskReportJson, riskStatusJson } from "./json.ts";
import { parseRiskOrders } from "./language/parse.ts";
import { riskMapSvg } from "./map-picture.ts";
import { helpLines, orderKind } from "./orders/index.ts";
import { riskPhasePageView } from "./phase-page.ts";
import { type RiskRulings, riskRulingsSchema } from "./rulings.ts";
import { buildRiskScenario, RISK_BASE_ID } from "./scenario.ts";
import { seatPlayers } from "./seating.ts";
import { doneInPost } from "./setup-orders.ts";
import { type RiskState, riskStateSchema } from "./state.ts";
import { RISK_TURN_FORMAT, type RiskTurnRecord, type RiskTurnStep, verifyRiskTurn } from "./turn-record.ts";
import { waitingFor } from "./waiting.ts";

/**
 * Risk Variant One as a pure `Ruleset` (issue #25): an adapter over the rules that already exist here (`judge`,
 * `apply`, `gmStep`, `adjustRisk`, `parseRiskOrders`, `describeRiskEvent`, `buildRiskScenario`); it adds no rule of
 * its own. Sequential: each accepted order is carried out at once (V6), and `resolve` is the GM's step that moves a
 * waiting game on (V7 close the response window, V5 close the income phase, V3 close a set-up step, V6 skip an
 * absent player's action as a pass), as its older play (`RiskGames`, deleted since: issue #25) did.
 *
 * Windows are the set-up and each game turn ("setup", "turn-2", as `riskPhaseLabel` names them): a new turn is a new
 * window with a seed of its own. The rules roll from a generator kept in the state (`state.rng`): the set-up's is
 * seeded from the game's first seed (the dealer's roll and the deal, V2), each later window's from its own seed when
 * it begins (`reseed`), and each step goes on from where the window's earlier steps left it, as the older play rolled;
 * a record replays from its start state and the revealed seed. (Without the seed itself, the set-up seeds the
 * generator from its dice: `rngOf`.)
 */

/** The ruleset id stored with a Risk Variant One game. */
export const RISK_RULESET_ID = "risk-variant-one";

/**
 * The generator one step of the rules rolls from, seeded by four draws of the step's dice (128 bits): the rules keep
 * a serialisable generator (`RngState`) where the interface hands out dice.
 */
export function rngOf(dice: Dice): RngState {
  const draws = [0, 1, 2, 3].map(() => dice.roll(2 ** 32));
  return createRng(`risk-variant-one:${draws.join(".")}`);
}

/** The window a state is in: the set-up, or a game turn (`riskPhaseLabel` of src/game/risk). */
export function riskWindow(state: RiskState): string {
  return state.phase === "setup" ? "setup" : `turn-${state.turnNumber}`;
}

const place = placeName(classicMap);

function verdictOf(v: { accepted: boolean; code: string; message: string }): Verdict {
  return { accepted: v.accepted, rule: v.code.split(".")[0] ?? v.code, reason: v.message };
}

/** Who the game waits for (as `waitingFor` of src/game/risk): the defender, bonus placers, or whose action. */
function waitingSeats(state: RiskState): string[] {
  if (state.gameOver) return [];
  if (state.pending) return [state.pending.defender];
  if (state.phase === "income") {
    const owing = [...new Set(state.bonuses.filter((b) => b.armies > 0).map((b) => b.player))];
    if (owing.length > 0) return owing;
  }
  return state.actor ? [state.actor] : [];
}

/**
 * Who is awaited for what (the turn, the phase, the round, whose step or action, the attack awaiting its answer): a
 * new key is a new wait, with a deadline of its own (V3, V6, V7).
 */
export function riskWaitKey(state: RiskState): string {
  const p = state.pending;
  return [state.turnNumber, state.phase, state.round, state.actor ?? "-", p ? `${p.from}>${p.to}` : "-"].join(
    ":",
  );
}

/** A GM's change in the shape the service's callers type it, or null for a kind Risk Variant One does not know. */
function typedAdjustment(change: GmChange): TypedAdjustment | null {
  const province = typeof change.province === "string" ? change.province : "";
  switch (change.kind) {
    case "set-divisions":
      return typeof change.divisions === "number"
        ? { kind: "set-divisions", province, divisions: change.divisions }
        : null;
    case "set-income":
      return typeof change.income === "number"
        ? { kind: "set-income", province, income: change.income }
        : null;
    case "set-owner":
      return change.owner === null || typeof change.owner === "string"
        ? { kind: "set-owner", province, owner: change.owner }
        : null;
    case "set-treasury":
    case "set-points":
    case "set-relation":
      return { kind: change.kind };
  }
  return null;
}

/**
 * A GM's change as typed ("Peru", "E. Africa", "Bob", "neutral") read into the rules' adjustment, with the nearest
 * names when a territory is unknown, as the play reads it (`readRiskAdjustment`).
 */
function readAdjustment(state: RiskState, change: GmChange): Result<RiskAdjustment, string> {
  const typed = typedAdjustment(change);
  if (!typed) {
    return err(
      `Risk Variant One has no "${change.kind}" adjustment: adjust armies, owner or income of a territory, or end the game`,
    );
  }
  return readRiskAdjustment(
    typed,
    classicMap,
    state.players.map((p) => p.name),
  );
}

/** The GM's resolve in words (V7, V5, V3, V6), as `resolve` moves the game on from `state`. */
function resolveWords(state: RiskState, gm: string): { did: string; undone: string } {
  if (state.pending) {
    return {
      did: `${gm} closed ${state.pending.defender}'s response window: the attack is fought as a hold (V7).`,
      undone: "the GM's step (close-response)",
    };
  }
  if (state.phase === "income")
    return { did: `${gm} closed the income phase (V5).`, undone: "the GM's step (close-income)" };
  if (state.phase === "setup") {
    return {
      did: `${gm} closed ${state.actor ?? "the player"}'s set-up step (V3).`,
      undone: "the GM's step (close-step)",
    };
  }
  const absent = state.actor ?? "?";
  return {
    did: `${gm} skipped ${absent}'s action: a pass (V6).`,
    undone: `the GM's skip of ${absent}'s action (a pass, V6)`,
  };
}

/** What Risk's JSON is made from, out of what the play gives a view. */
function jsonInput(input: ViewInput<RiskState, RiskEvent>): RiskJsonInput {
  return {
    game: input.game,
    state: input.state,
    map: classicMap,
    waiting: input.waiting ? { players: [...input.waiting.seats], text: input.waiting.text } : null,
    deadline: input.deadline,
    commitment: input.commitment,
    handles: input.handles,
    ...(input.seat !== undefined ? { only: input.seat } : {}),
  };
}

/**
 * A closed window as Risk Variant One publishes it: a turn record (`turn-record.ts`, checked by `verifyRiskTurn`):
 * the first window from the scenario as read at set-up (the deal replays from the seed, V2), a later one from the
 * state it started in; each step as the record names it (an order, the GM's step, an adjustment).
 */
function riskRecord(input: RecordInput<RiskState, RiskCommand, RiskEvent>): RiskTurnRecord {
  const steps: RiskTurnStep[] = [];
  for (const s of input.steps) {
    const b = s.before;
    if (s.kind === "apply") steps.push({ player: s.seat, command: s.command });
    else if (s.kind === "end" || (s.kind === "adjust" && s.change.kind === "end-game"))
      steps.push({ gm: "end-game" });
    else if (s.kind === "adjust") {
      const read = readAdjustment(b, s.change);
      if (read.ok) steps.push({ adjust: read.value });
    } else if (b.gameOver) {
      // the GM's resolve of a game over does nothing
    } else if (b.pending) steps.push({ gm: "close-response" });
    else if (b.phase === "income") steps.push({ gm: "close-income" });
    else if (b.phase === "setup") steps.push({ gm: "close-step" });
    else if (b.actor) steps.push({ player: b.actor, command: { kind: "pass" } });
  }
  const scenario =
    typeof input.scenario === "object" && input.scenario !== null && !Array.isArray(input.scenario)
      ? (input.scenario as Record<string, unknown>)
      : null;
  return {
    format: RISK_TURN_FORMAT,
    turn: input.window,
    start: input.phaseSeq === 1 && scenario ? { scenario } : { state: input.start },
    steps,
    seed: input.seed,
    commitment: input.commitment,
    claimed: { state: input.claimed.state, events: [...input.claimed.events] },
  };
}

const ORDERS_HELP = helpLines()
  .map((g) => `${g.moment} (${g.rules}): ${g.orders.flatMap((o) => o.usages).join(" · ")}`)
  .join("\n");

export const riskRuleset: Ruleset<RiskState, RiskCommand, RiskEvent, RiskRulings> = {
  id: RISK_RULESET_ID,
  name: "Risk Variant One",
  scenarios: [
    {
      id: RISK_BASE_ID,
      name: "A fresh game (V1–V4): the players seated at `game new`, the dealer rolled for and the cards dealt from the game's seed",
    },
  ],
  timing: "sequential",
  schemas: {
    state: riskStateSchema,
    command: riskCommandSchema,
    event: riskEventSchema,
    rulings: riskRulingsSchema,
  },

  /**
   * V1–V4: the built-in fresh game, or a scenario file that starts from it (`base: risk-v1`), with the players seated
   * in the order given (else the file's) and the starting armies given (else the rulings'); the dealer's roll and the
   * deal from the dice.
   */
  setup({ scenario, rulings, players, dice, seed, file, startingArmies }) {
    if (!file && scenario !== RISK_BASE_ID) return err(`"${scenario}" is not a Risk Variant One scenario`);
    const written =
      file && typeof file.content === "object" && file.content !== null && !Array.isArray(file.content)
        ? (file.content as Record<string, unknown>)
        : file
          ? null
          : { phase: "setup", rulings };
    if (!written)
      return err(`${file?.name ?? scenario}: a scenario file is a map of fields (base: ${RISK_BASE_ID} …)`);
    const raw = seatPlayers({ ...written, base: RISK_BASE_ID }, { players, armies: startingArmies });
    if (!Array.isArray(raw.players) || raw.players.length < 2) {
      return err(
        "a Risk Variant One game needs two or more players in seat order, e.g. --players Alice,Bob,Cleo",
      );
    }
    // V2: the dealer's roll and the deal from the game's first seed itself, when the play gives it
    const built = buildRiskScenario(raw, seed ?? rngOf(dice), file ? { file: file.name } : {});
    if (!built.ok) return err(built.error.map((p) => p.message).join("; "));
    // V1: a player's seat is the player: each is seated under their own name
    return ok({
      ...built.value,
      scenario: raw,
      ...(typeof raw.name === "string" ? { name: raw.name } : {}),
      seated: built.value.state.players.map((p) => ({ seat: p.name, player: p.name, handles: [] })),
    });
  },

  seats: (state) => state.players.map((p) => ({ id: p.name, name: p.name })),

  read: (bold, { state }) => parseRiskOrders(bold, classicMap, { phase: state.phase }),

  /**
   * Each command judged on the state after the earlier accepted ones of the same post were carried out (with the
   * state's own generator: a preview, the dice of the real step may differ), as a post is played in turn.
   */
  judge(state, seat, commands) {
    let s = state;
    return commands.map((command) => {
      const done = apply(s, seat, command, s.rng, classicMap);
      s = done.state;
      return verdictOf(done.verdict);
    });
  },

  /**
   * V3 (turn-3 ruling, fixed: docs/rulings.md): a "done" after an order of the same post that could not be read or
   * was refused is refused with the reason and the step stays open; a "done" after the step ended by itself (the
   * player's last army placed) is no error and does nothing more (`doneInPost`).
   */
  judgeInPost({ seat, command, atPost, now, earlier }) {
    if (command.kind !== "done") return null;
    const inPost = doneInPost(atPost, now, seat, earlier);
    return inPost ? verdictOf(inPost) : null;
  },

  /** V8: each game turn's dice come from its own committed seed: the generator kept in the state starts from it. */
  reseed: (state, seed) => ({ ...state, rng: createRng(seed) }),

  /** Dice from the generator kept in the state (`reseed`), as the turn's earlier steps left it. */
  apply(state, order) {
    const done = apply(state, order.seat, order.command, state.rng, classicMap);
    return { state: done.state, events: done.events };
  },

  /** The GM moves the waiting game on, as the older play did: V7, V5, V3, or V6 (an absent player passes). */
  resolve(state) {
    if (state.gameOver) return { state, events: [] };
    if (state.pending) return gmStep(state, "close-response", state.rng, classicMap);
    if (state.phase === "income") return gmStep(state, "close-income", state.rng, classicMap);
    if (state.phase === "setup") return gmStep(state, "close-step", state.rng, classicMap);
    if (state.actor) {
      const done = apply(state, state.actor, { kind: "pass" }, state.rng, classicMap);
      return { state: done.state, events: done.events };
    }
    return { state, events: [] };
  },

  /**
   * Whose turn or response it is. A game over is a window of its own ("over"), so the step that ends the game closes
   * the last turn's window and reveals its seed: its record can be verified.
   */
  waiting(state): Waiting {
    return {
      window: state.gameOver ? "over" : riskWindow(state),
      count: state.turnNumber,
      seats: waitingSeats(state),
      over: state.gameOver,
      // the game's phase as its status names it: the set-up, the income phase, the actions (V3, V5, V6)
      phase: state.phase,
      key: riskWaitKey(state),
      // V7: the defender's response window, open for the ruling's hours from the attack
      ...(state.pending && !state.gameOver ? { responseHours: state.rulings.responseHours } : {}),
      // V5: the income phase, however many players owe a bonus, is closed by the GM, not by one player's move
      ...(!state.pending && !state.actor && !state.gameOver
        ? { closedByGm: "the income phase waits for every player: the GM closes it with resolve" }
        : {}),
    };
  },

  /**
   * A seat in civil disorder (`disorderMove`): answers an attack with hold (V7), places its income on its weakest
   * territory (V5), has its set-up step closed (V3, the GM's resolve), passes its action (V6).
   */
  disorder(state, seats) {
    const move = disorderMove(state, seats, classicMap);
    if (!move) return null;
    return move.kind === "order"
      ? { seat: move.player, command: move.command, why: move.why }
      : { seat: move.player, command: null, why: move.why };
  },

  /** V9 and its turn-3 ruling: the ranking the game ended with, or the ranking now (`riskFinalRanking`). */
  ranking: riskFinalRanking,

  /** V9: the GM ends the game; the ranking of the state now is fixed in it (`gmStep` "end-game"). */
  end(state) {
    if (state.gameOver) return err("the game is over already");
    return ok(gmStep(state, "end-game", state.rng, classicMap));
  },

  /** A territory's armies, owner or income (`adjustRisk`), or the end of the game (V9, `gmStep` "end-game"). */
  adjust(state, change) {
    if (change.kind === "end-game") {
      if (state.gameOver) return err("the game is over already");
      return ok(gmStep(state, "end-game", state.rng, classicMap));
    }
    const read = readAdjustment(state, change);
    return read.ok ? adjustRisk(state, read.value, classicMap) : read;
  },

  /** Risk Variant One's own status, receipts, JSON and preview odds (`documents.ts`, `json.ts`). */
  views: {
    status: (input) =>
      riskStatusDocument({
        name: input.game.name,
        id: input.game.id,
        state: input.state,
        map: classicMap,
        waiting: input.waiting ? { players: [...input.waiting.seats], text: input.waiting.text } : null,
        commitment: input.commitment,
        ...(input.seat !== undefined ? { player: input.seat } : {}),
        ...(input.state.phase === "setup" ? { opening: input.opening } : {}),
      }),
    statusJson: (input) => riskStatusJson(jsonInput(input)),
    reportJson: (input, log) => riskReportJson(jsonInput(input), log),
    preview: (state) => pendingOddsBlocks(state, classicMap),
    record: riskRecord,
    ownRecords: {
      handles: (raw) =>
        typeof raw === "object" && raw !== null && (raw as { format?: unknown }).format === RISK_TURN_FORMAT,
      verify: verifyRiskTurn,
    },
    phasePage: riskPhasePageView,
    /** V6 V7 V8: the open turn's attacks and moves as arrows, the last step haloed with its caption. */
    picture: (state, happened) => riskMapSvg(state, classicMap, happened),
    receipt: (input) =>
      riskReceiptDocument({
        receiptId: input.receiptId,
        postId: input.postId,
        player: input.seatName,
        lines: [...input.lines],
        happened: [...input.happened],
        waiting: input.waiting ? { players: [...input.waiting.seats], text: input.waiting.text } : null,
      }),
  },

  words: {
    command: (command) => orderKind(command.kind).text(command, place),
    event: (event) => describeRiskEvent(event, classicMap),
    /** A phase's income events folded into one line per owner, quiet events left out (`eventLines`). */
    events: (events) => eventLines(events, classicMap),
    resolve: resolveWords,
    status(state, seat) {
      const rows = Object.entries(state.territories)
        .filter(([, t]) => seat === undefined || t.owner === seat)
        .map(([id, t]) => [place(id), t.owner ?? "neutral", String(t.armies), String(t.income)]);
      const phase =
        state.phase === "setup"
          ? "the set-up (V3)"
          : state.phase === "income"
            ? `turn ${state.turnNumber}, income phase (V5)`
            : `turn ${state.turnNumber}, action round ${state.round} (V6)`;
      return [
        para(`${state.gameOver ? "The game is over" : `Now: ${phase}`}. Dealer: ${state.dealer}.`),
        table(
          ["Player", "Inactive", "Active", "Status"],
          state.players
            .filter((p) => seat === undefined || p.name === seat)
            .map((p) => [p.name, String(p.inactive), String(p.active), p.eliminated ? "out (V9)" : "in"]),
        ),
        table(["Territory", "Held by", "Armies", "Income"], rows),
      ];
    },
    statusJson: (state) => state,
    windowTitle: (window) =>
      window === "setup"
        ? "the set-up"
        : window === "over"
          ? "the end of the game"
          : window.replace("-", " "),
    /** V3, V5, V6, V7: whose set-up step, bonus or action, or the defender's response with its deadline. */
    waiting: (state, deadline) => waitingFor(state, classicMap, deadline)?.text ?? "nobody: the game is over",
    examplePost: "Alice: **Buy Brazil; done**",
    ordersHelp: ORDERS_HELP,
    endedByRules: { by: "the rules (V9)", reason: "one player holds the land" },
    seatNoun: "player",
    windowNoun: "turn",
  },
};
