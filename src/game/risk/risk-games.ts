import type { ParsedPost } from "../../../parsers/post.ts";
import { foldName } from "../../../parsers/text/fold.ts";
import { perGameCache } from "../../cache/games-in-memory.ts";
import type { MapGraph } from "../../map/graph.ts";
import { callOffOdds } from "../../odds/call-off-odds.ts";
import { type Document, para } from "../../presenters/document.ts";
import type { PictureFormat } from "../../presenters/png.ts";
import { pictureBytesOffThread, svgToPngOffThread } from "../../presenters/png-off-thread.ts";
import { commitSeed, derivePhaseSeed } from "../../random/commitment.ts";
import { createRng } from "../../random/prng.ts";
import { err, ok } from "../../result.ts";
import { adjustRisk, type RiskAdjustment } from "../../rulesets/risk-variant-one/adjust.ts";
import { apply, type GmStep, gmStep } from "../../rulesets/risk-variant-one/apply.ts";
import { disorderMove } from "../../rulesets/risk-variant-one/civil-disorder.ts";
import { classicMap } from "../../rulesets/risk-variant-one/classic-map.ts";
import { type RiskCommand, riskCommandSchema } from "../../rulesets/risk-variant-one/commands.ts";
import type { RiskEvent } from "../../rulesets/risk-variant-one/events.ts";
import { readRiskScenarioSource } from "../../rulesets/risk-variant-one/files.ts";
import { riskFinalRanking } from "../../rulesets/risk-variant-one/final-ranking.ts";
import { readRiskAdjustment } from "../../rulesets/risk-variant-one/gm-adjustment.ts";
import { parseRiskOrders } from "../../rulesets/risk-variant-one/language/parse.ts";
import { buildRiskScenario } from "../../rulesets/risk-variant-one/scenario.ts";
import { seatPlayers } from "../../rulesets/risk-variant-one/seating.ts";
import { doneInPost, type EarlierLine } from "../../rulesets/risk-variant-one/setup-orders.ts";
import { type RiskState, riskStateSchema } from "../../rulesets/risk-variant-one/state.ts";
import { RISK_TURN_FORMAT, type RiskTurnRecord } from "../../rulesets/risk-variant-one/turn-record.ts";
import type { GameStore } from "../../storage/game-store.ts";
import type { EventRow, GameRow, PhaseRow } from "../../storage/rows.ts";
import { gameInfo } from "../game-info.ts";
import type {
  GamePlay,
  GamePlayDeps,
  LoggedEnding,
  NewGameInput,
  PhasePage,
  PlayableRuleset,
  Standings,
} from "../game-play.ts";
import { receiptIdOf, toIncoming } from "../incoming-post.ts";
import { type EndRosterLine, rosterNow } from "../results/end-roster.ts";
import type {
  Actor,
  Adjustment,
  GameInfo,
  IngestResult,
  PostSource,
  ReceiptLine,
  Resolution,
  ServiceResult,
} from "../types.ts";
import { riskCommandText } from "./command-text.ts";
import { riskEngineMode } from "./engine-mode.ts";
import { RISK_RULESET, riskEntry } from "./entry.ts";
import { type RiskHappened, riskMapSvg } from "./map-picture.ts";
import { riskPhasePage } from "./phase-page.ts";
import { eventLines, placeName, riskReceiptDocument, riskStatusDocument } from "./risk-documents.ts";
import { riskEnding } from "./risk-ending.ts";
import {
  type RiskJsonInput,
  type RiskReportJson,
  type RiskStatusJson,
  riskReportJson,
  riskStatusJson,
} from "./risk-json.ts";
import { type Waiting, waitingFor } from "./risk-waiting.ts";
import { STEP_KINDS, turnSpans } from "./turn-spans.ts";

/** The sentences of a logged adjustment's events, without their final period. */
function adjustmentText(events: unknown): string {
  const list = Array.isArray(events) ? (events as RiskEvent[]) : [];
  return eventLines(list, classicMap)
    .map((line) => line.replace(/\.$/, ""))
    .join("; ");
}

/** Who is awaited for what: a new key is a new wait (a new step, action, response or round). */
function waitKey(state: RiskState): string {
  const p = state.pending;
  return [state.turnNumber, state.phase, state.round, state.actor ?? "-", p ? `${p.from}>${p.to}` : "-"].join(
    ":",
  );
}

/** A Risk game's frozen set-up, stored with the game: the scenario file as given and the seats. */
interface RiskSetup {
  ruleset: typeof RISK_RULESET;
  scenario: Record<string, unknown>;
  file: string;
}

type LogEntry =
  | { kind: "risk-action"; player: string; postId: string | null; command: RiskCommand }
  | {
      kind: "risk-gm";
      step: GmStep;
      reason: string;
      /** `end-game` only: the GM who ended it, their reason, and who held each seat then (issue #28). */
      end?: { by: string; reason: string; players: EndRosterLine[] };
    }
  | { kind: "risk-adjust"; change: RiskAdjustment; reason: string }
  | { kind: "risk-reseed"; phaseSeq: number };

/**
 * The game service's use cases for Risk Variant One, a sequential game: each order is judged and carried out as
 * soon as it is posted (V6: one action per player per round, in seat order; V7: an attack waits for the
 * defender's answer). The state after every logged action is kept as a snapshot, so a post costs the same however
 * long the game has run. Each turn's dice come from a seed committed when the turn opens and revealed when it ends.
 */
export class RiskGames implements GamePlay {
  readonly ruleset = RISK_RULESET;
  /** V6, V7: an absent player passes and an unanswered attack is a hold; there is nothing to stand in for them. */
  readonly takesStandingOrders = false;
  /** Each game's state after its last logged event (`seq`): another process's action makes it stale. */
  private readonly states = perGameCache<{ seq: number; state: RiskState }>();

  constructor(private readonly deps: GamePlayDeps) {}

  private get store(): GameStore {
    return this.deps.store;
  }

  private nowIso(): string {
    return this.deps.now().toISOString();
  }

  // ------------------------------------------------------------------ games

  async create(input: NewGameInput): Promise<ServiceResult<string>> {
    const source = readRiskScenarioSource(input.scenario);
    if (!source) return err(`"${input.scenario}" is not a Risk Variant One scenario`);
    const raw = seatPlayers(source.raw, { players: input.players, armies: input.startingArmies });
    if (!Array.isArray(raw.players) || raw.players.length < 2) {
      return err(
        "a Risk Variant One game needs two or more players in seat order, e.g. --players Alice,Bob,Cleo",
      );
    }
    const id = await input.newId(input.name ?? "risk-v1");
    const secret = this.deps.newSecret();
    const seed = derivePhaseSeed({ gmSecret: secret, gameId: id, phaseLabel: "phase-1" });
    if (!seed.ok) return seed;
    const built = buildRiskScenario(raw, seed.value, { file: source.file });
    if (!built.ok) return err(built.error.map((p) => p.message).join("; "));
    const createdAt = this.nowIso();
    const startsAt = new Date(input.startsAt ?? createdAt).toISOString();
    const setup: RiskSetup = { ruleset: RISK_RULESET, scenario: raw, file: source.file };
    const state = built.value.state;
    await this.store.transaction(async () => {
      await this.store.createGame({
        id,
        name: input.name ?? (typeof raw.name === "string" ? raw.name : "Risk Variant One"),
        ruleset: RISK_RULESET,
        scenarioRef: input.scenario,
        scenario: setup,
        rulings: state.rulings,
        forumUrl: input.forumUrl ?? null,
        forumPlatform: input.platform ?? null,
        discordChannelId: input.discordChannelId ?? null,
        gmSecret: secret,
        createdAt,
        forumTimezone: input.forumTimezone ?? null,
        startsAt,
      });
      for (const p of state.players) await this.store.upsertPlayer(id, { nation: p.name, forumName: p.name });
      await this.store.openPhase(id, {
        year: state.turnNumber,
        phase: state.phase === "setup" ? "setup" : "turn",
        commitment: commitSeed(seed.value),
        openedAt: startsAt,
      });
      const seq = await this.store.appendEvent(id, {
        kind: "risk-opened",
        actor: "GM",
        payload: { kind: "risk-opened", events: built.value.events },
        createdAt,
      });
      await this.store.saveSnapshot(id, seq, state);
    });
    this.states.set(id, { seq: await this.store.lastEventSeq(id), state });
    return ok(id);
  }

  async info(game: GameRow): Promise<ServiceResult<GameInfo>> {
    const state = await this.state(game.id);
    if (!state.ok) return state;
    const phase = await this.store.openPhaseOf(game.id);
    return ok(
      gameInfo(game, {
        year: state.value.turnNumber,
        phase: state.value.phase,
        commitment: phase?.seed_commitment ?? null,
        deadline: await this.deadlineOf(game.id),
      }),
    );
  }

  /** The current state: the latest snapshot (one is written with every logged action). */
  async state(gameId: string): Promise<ServiceResult<RiskState>> {
    const last = await this.store.lastEventSeq(gameId);
    const cached = this.states.get(gameId);
    if (cached && cached.seq === last) return ok(cached.state);
    const snap = await this.store.latestSnapshot(gameId);
    if (!snap) return err(`game "${gameId}" has no state`);
    const parsed = riskStateSchema.safeParse(snap.state);
    if (!parsed.success) return err(`the stored state of game "${gameId}" cannot be read`);
    this.states.set(gameId, { seq: last, state: parsed.data });
    return ok(parsed.data);
  }

  map(): MapGraph {
    return classicMap;
  }

  /** A seat name from what a GM typed ("alice" → "Alice"). */
  async findPlayer(gameId: string, name: string): Promise<string | undefined> {
    const state = await this.state(gameId);
    if (!state.ok) return undefined;
    const key = foldName(name);
    return state.value.players.find((p) => foldName(p.name) === key)?.name;
  }

  async unknownPlayer(gameId: string, name: string): Promise<string> {
    return `no player "${name}" in this game (players, in seat order: ${(await this.seatNames(gameId)).join(", ")})`;
  }

  async waitingOn(gameId: string): Promise<string[]> {
    const state = await this.state(gameId);
    if (!state.ok) return [];
    return waitingFor(state.value, classicMap, await this.responseUntil(gameId))?.players ?? [];
  }

  async playerName(_gameId: string, seat: string): Promise<string> {
    return seat;
  }

  /** Every player still in (V9): who has ordered counts them. */
  async seatsInPlay(gameId: string): Promise<string[]> {
    const state = await this.state(gameId);
    return state.ok ? state.value.players.filter((p) => !p.eliminated).map((p) => p.name) : [];
  }

  /** V9: the ranking now (or the one the game ended with) and whether the game is over. */
  async standings(gameId: string): Promise<ServiceResult<Standings>> {
    const state = await this.state(gameId);
    return state.ok ? ok({ over: state.value.gameOver, places: riskFinalRanking(state.value) }) : state;
  }

  /** V9: the GM ends the game; the ranking is fixed in the state (a logged GM step, replayed by `verify`). */
  async endGame(gameId: string, actor: Actor, reason: string): Promise<ServiceResult<true>> {
    return await this.store.writeTransaction(async () => {
      const state = await this.state(gameId);
      if (!state.ok) return state;
      if (state.value.gameOver) return err("the game is over already");
      await this.gm(
        gameId,
        "end-game",
        reason ? `ended by ${actor.name}: ${reason}` : `ended by ${actor.name}`,
        {
          by: actor.name,
          reason,
          players: await rosterNow(this.store, gameId),
        },
      );
      const after = await this.state(gameId);
      return after.ok && after.value.gameOver ? ok(true) : err("the game could not be ended");
    }, gameId);
  }

  /** How the game ended, from its log (V9: the GM's `end-game` step, or one player holding the land). */
  async loggedEnding(gameId: string, replay: boolean): Promise<ServiceResult<LoggedEnding | null>> {
    const game = await this.store.getGame(gameId);
    if (!game) return err(`no game "${gameId}"`);
    return await riskEnding(
      this.store,
      game,
      replay ? (seq) => this.seedOf(game, seq) : null,
      await this.state(gameId),
    );
  }

  async seatNames(gameId: string): Promise<string[]> {
    const state = await this.state(gameId);
    return state.ok ? state.value.players.map((p) => p.name) : [];
  }

  async playerList(gameId: string): Promise<string> {
    const handles = new Map((await this.store.listPlayers(gameId)).map((p) => [p.nation, p.forum_name]));
    const seats = (await this.seatNames(gameId)).map((seat) => {
      const handle = handles.get(seat);
      return handle && handle !== seat ? `${seat} (${handle})` : seat;
    });
    return `${seats.join(", ")} (in seat order)`;
  }

  async deletePost(
    gameId: string,
    source: PostSource,
    postId: string,
    player: string | null,
  ): Promise<IngestResult | null> {
    const row = await this.store.getPost(gameId, source, postId);
    if (!row || !(await this.store.markPostDeleted(gameId, source, postId, this.nowIso()))) return null;
    return {
      kind: "deleted",
      postId,
      nation: player,
      voided: false,
      inForce: null,
      document: {
        title: "Deleted post",
        blocks: [
          para(
            `Post ${postId} was deleted. In Risk Variant One every order is carried out as soon as it is posted, so what it did stands; the GM can undo it.`,
          ),
        ],
      },
    };
  }

  async ordersInForce(game: GameRow, player: string): Promise<ServiceResult<Document>> {
    return await this.status(game, player);
  }

  phaseLabel(phase: PhaseRow): string {
    return riskPhaseLabel(phase);
  }

  phaseTitle(phase: PhaseRow): string {
    return phase.phase === "setup" ? "the set-up" : `turn ${phase.year}`;
  }

  async statusJson(game: GameRow, player?: string): Promise<ServiceResult<RiskStatusJson>> {
    const input = await this.jsonInput(game, player);
    return input.ok ? ok(riskStatusJson(input.value)) : input;
  }

  async reportJson(game: GameRow): Promise<ServiceResult<RiskReportJson>> {
    const input = await this.jsonInput(game);
    return input.ok ? ok(riskReportJson(input.value, await this.turnLog(game.id))) : input;
  }

  /** What the JSON of `status` and `report` is made from; `player` (a seat's name as typed) narrows it to one seat. */
  private async jsonInput(game: GameRow, player?: string): Promise<ServiceResult<RiskJsonInput>> {
    const state = await this.state(game.id);
    if (!state.ok) return state;
    let only: string | undefined;
    if (player !== undefined) {
      only = await this.findPlayer(game.id, player);
      if (!only) return err(await this.unknownPlayer(game.id, player));
    }
    const handles = new Map(
      (await this.store.listPlayers(game.id)).map((p) => [
        p.nation,
        { forumName: p.forum_name, discordUserId: p.discord_user_id },
      ]),
    );
    return ok({
      game: { id: game.id, name: game.name },
      state: state.value,
      map: classicMap,
      waiting: waitingFor(state.value, classicMap, await this.responseUntil(game.id)),
      deadline: await this.deadlineOf(game.id),
      commitment: (await this.store.openPhaseOf(game.id))?.seed_commitment ?? null,
      handles,
      ...(only ? { only } : {}),
    });
  }

  /** What happened in the open turn so far, one sentence per event (undone steps left out). */
  private async turnLog(gameId: string): Promise<string[]> {
    const phase = await this.store.openPhaseOf(gameId);
    const rows = await this.store.listEvents(gameId);
    const undone = undoneSeqs(rows);
    const lines: string[] = [];
    for (const r of rows) {
      if (phase && r.created_at < phase.opened_at) continue;
      const p = r.payload_json as { events?: RiskEvent[] };
      if (STEP_KINDS.has(r.kind) && !undone.has(r.seq) && Array.isArray(p.events)) {
        lines.push(...eventLines(p.events, classicMap));
      }
    }
    return lines;
  }

  /**
   * A GM correction of a territory's armies, owner or income, read with the names players use; logged with who and
   * why, replayed by `verify` as a step of the turn, and undone like any action. The rules still hold around it (see
   * `adjustRisk`).
   */
  async adjust(
    gameId: string,
    actor: Actor,
    reason: string,
    change: Adjustment,
  ): Promise<ServiceResult<Document>> {
    return await this.store.writeTransaction(
      async () => await this.adjustNow(gameId, actor, reason, change),
      gameId,
    );
  }

  private async adjustNow(
    gameId: string,
    actor: Actor,
    reason: string,
    change: Adjustment,
  ): Promise<ServiceResult<Document>> {
    const state = await this.state(gameId);
    if (!state.ok) return state;
    const read = readRiskAdjustment(change, classicMap, await this.seatNames(gameId));
    if (!read.ok) return read;
    const adjusted = adjustRisk(state.value, read.value, classicMap);
    if (!adjusted.ok) return adjusted;
    const events = adjusted.value.events;
    await this.commit(
      gameId,
      actor.name,
      { kind: "risk-adjust", change: read.value, reason },
      adjusted.value.state,
      events,
    );
    const after = await this.state(gameId);
    const waiting = after.ok ? waitingFor(after.value, classicMap, await this.responseUntil(gameId)) : null;
    return ok({
      title: "GM adjustment",
      blocks: [
        para(`${actor.name} adjusted the game (${reason.trim() || "no reason given"}):`),
        ...eventLines(events, classicMap).map((line) => para(line)),
        ...(waiting ? [para(`Waiting for: ${waiting.text}`)] : []),
      ],
    });
  }

  // ----------------------------------------------------------------- posts

  /**
   * Posts in page order: each new post of a player is read and its orders carried out one by one, at once (a
   * sequential game has no phase to resolve). An attack awaiting an answer whose response time is over is fought
   * as a hold before the next post is read (V7).
   */
  async ingest(
    gameId: string,
    source: PostSource,
    posts: readonly ParsedPost[],
    playerOf: (post: ParsedPost) => Promise<string | null>,
  ): Promise<IngestResult[]> {
    const game = await this.store.getGame(gameId);
    if (!game) return posts.map((p) => ({ kind: "outside-phase", postId: p.postId, reason: "no such game" }));
    const seenAt = this.nowIso();
    // Each post is read, recorded and carried out in one write transaction under the game's lock: two processes
    // given the same post record it once, and an order is judged on the state no other process is changing.
    const results: IngestResult[] = [];
    for (const post of posts) {
      results.push(
        await this.store.writeTransaction(
          async () => await this.ingestOne(gameId, game, source, post, seenAt, playerOf),
          gameId,
        ),
      );
    }
    return results;
  }

  private async ingestOne(
    gameId: string,
    game: GameRow,
    source: PostSource,
    post: ParsedPost,
    seenAt: string,
    playerOf: (post: ParsedPost) => Promise<string | null>,
  ): Promise<IngestResult> {
    const recorded = await this.store.recordPost(gameId, toIncoming(source, post), seenAt);
    if (recorded.status === "unchanged") return { kind: "unchanged", postId: post.postId };
    const player = await playerOf(post);
    if (recorded.status === "edited") {
      return {
        kind: "edited",
        postId: post.postId,
        nation: player,
        voided: false,
        inForce: null,
        document: {
          title: "Edited post",
          blocks: [
            para(
              `Post ${post.postId} was edited after it was read. In Risk Variant One every order is carried out as soon as it is posted, so what it did stands; post new orders, or ask the GM to undo.`,
            ),
          ],
        },
      };
    }
    if (!player) {
      const key = `hinted:${gameId}:${(post.author.id ?? post.author.name).toLowerCase()}`;
      const first = (await this.store.getSetting(key)) === undefined;
      if (first) await this.store.setSetting(key, seenAt);
      return { kind: "not-player", postId: post.postId, author: post.author.name, firstInPhase: first };
    }
    if (post.postedAt !== null && post.postedAt < game.starts_at) {
      return { kind: "outside-phase", postId: post.postId, reason: "posted before the game started" };
    }
    const happened: RiskEvent[] = [];
    await this.closeLapsedResponse(gameId, post.postedAt ?? seenAt, happened);
    const state = await this.state(gameId);
    if (!state.ok) return { kind: "outside-phase", postId: post.postId, reason: state.error };
    const lines = parseRiskOrders(post.bold, classicMap, { phase: state.value.phase });
    if (!lines.some((l) => l.kind !== "ignored"))
      return { kind: "no-orders", postId: post.postId, nation: player };
    const place = placeName(classicMap);
    const receiptLines: ReceiptLine[] = [];
    const atPost = state.value;
    const earlier: EarlierLine[] = [];
    for (const line of lines) {
      if (line.kind === "ignored") {
        receiptLines.push({ text: line.text, outcome: "ignored", message: line.reason });
        continue;
      }
      if (line.kind === "command" && line.command.kind === "done") {
        const now = await this.state(gameId);
        const inPost = now.ok ? doneInPost(atPost, now.value, player, earlier) : null;
        if (inPost) {
          earlier.push({ text: line.text, carriedOut: inPost.accepted });
          receiptLines.push({
            text: line.text,
            outcome: inPost.accepted ? "accepted" : "rejected",
            canonical: riskCommandText(line.command, place),
            message: inPost.message,
            rule: "V3",
          });
          continue;
        }
      }
      if (line.kind === "error") {
        earlier.push({ text: line.text, carriedOut: false });
        receiptLines.push({
          text: line.text,
          outcome: "unreadable",
          message: line.message,
          ...(line.suggestions.length > 0 ? { suggestions: line.suggestions } : {}),
        });
        continue;
      }
      const outcome = await this.act(gameId, player, line.command, post.postId, post.postedAt ?? seenAt);
      earlier.push({ text: line.text, carriedOut: outcome.accepted });
      happened.push(...outcome.events);
      receiptLines.push({
        text: line.text,
        outcome: outcome.accepted ? "accepted" : "rejected",
        canonical: riskCommandText(line.command, place),
        message: outcome.message,
        rule: outcome.code.split(".")[0] ?? outcome.code,
      });
    }
    const after = await this.state(gameId);
    const waiting = after.ok ? waitingFor(after.value, classicMap, await this.responseUntil(gameId)) : null;
    const receiptId = receiptIdOf(gameId, post.postId);
    const accepted = receiptLines.filter((l) => l.outcome === "accepted").length;
    const rejected = receiptLines.filter((l) => l.outcome !== "accepted" && l.outcome !== "ignored").length;
    return {
      kind: "orders",
      postId: post.postId,
      nation: player,
      receipt: {
        receiptId,
        postId: post.postId,
        nation: player,
        nationName: player,
        replaces: null,
        lines: receiptLines,
        supply: [],
        accepted,
        rejected,
        ...(waiting ? { waiting: await this.mentionable(gameId, waiting) } : {}),
        document: riskReceiptDocument({
          receiptId,
          postId: post.postId,
          player,
          lines: receiptLines,
          happened: eventLines(happened, classicMap),
          waiting,
        }),
      },
    };
  }

  /** The players the game waits for, with their Discord user ids where known (for a mention). */
  private async mentionable(
    gameId: string,
    waiting: Waiting,
  ): Promise<{ text: string; discordUserIds: string[] }> {
    const ids = (await this.store.listPlayers(gameId))
      .filter((p) => waiting.players.includes(p.nation) && p.discord_user_id)
      .map((p) => p.discord_user_id as string);
    return { text: waiting.text, discordUserIds: ids };
  }

  /** Judges and carries out one order; logs it with a snapshot when accepted. */
  private async act(
    gameId: string,
    player: string,
    command: RiskCommand,
    postId: string | null,
    at: string,
  ): Promise<{ accepted: boolean; code: string; message: string; events: RiskEvent[] }> {
    return await this.store.writeTransaction(
      async () => await this.actNow(gameId, player, command, postId, at),
      gameId,
    );
  }

  private async actNow(
    gameId: string,
    player: string,
    command: RiskCommand,
    postId: string | null,
    at: string,
  ): Promise<{ accepted: boolean; code: string; message: string; events: RiskEvent[] }> {
    const state = await this.state(gameId);
    if (!state.ok) return { accepted: false, code: "game", message: state.error, events: [] };
    const applied = apply(state.value, player, command, state.value.rng, classicMap);
    if (!applied.verdict.accepted) return { ...applied.verdict, events: [] };
    const entry: LogEntry = { kind: "risk-action", player, postId, command };
    const events = [...applied.events];
    await this.commit(gameId, player, entry, applied.state, events);
    if (applied.state.pending && !state.value.pending) {
      const hours = applied.state.rulings.responseHours;
      await this.saveResponseUntil(
        gameId,
        applied.state,
        new Date(Date.parse(at) + hours * 3_600_000).toISOString(),
      );
    }
    return { ...applied.verdict, events };
  }

  /**
   * Logs an entry and the state after it (one transaction); when the state has entered a new turn, the old turn's
   * seed is revealed and the new turn's committed seed takes over the dice (logged as a reseed).
   */
  private async commit(
    gameId: string,
    actor: string,
    entry: LogEntry,
    next: RiskState,
    events: RiskEvent[],
  ): Promise<void> {
    const before = await this.state(gameId);
    const prev = before.ok ? before.value : next;
    let state = next;
    await this.store.transaction(async () => {
      // the step that ends the game by V9's conquest logs who held each seat then (the ratings' players)
      const conquest = next.gameOver && !prev.gameOver && !("end" in entry && entry.end);
      const seq = await this.store.appendEvent(gameId, {
        kind: entry.kind,
        actor,
        payload: {
          ...entry,
          events,
          ...(conquest ? { end: { players: await rosterNow(this.store, gameId) } } : {}),
        },
        createdAt: this.nowIso(),
      });
      await this.store.saveSnapshot(gameId, seq, state);
      if (turnOf(next) !== turnOf(prev)) {
        const reseeded = await this.openNextTurn(gameId, next);
        if (reseeded) {
          state = reseeded.state;
          const s2 = await this.store.appendEvent(gameId, {
            kind: "risk-reseed",
            actor: "GM",
            payload: { kind: "risk-reseed", phaseSeq: reseeded.phaseSeq },
            createdAt: this.nowIso(),
          });
          await this.store.saveSnapshot(gameId, s2, state);
        }
      }
    });
    if (waitKey(next) !== waitKey(prev))
      await this.store.setSetting(`risk-waiting-since:${gameId}`, this.nowIso());
    this.states.set(gameId, { seq: await this.store.lastEventSeq(gameId), state });
  }

  /** Reveals the open turn's seed and opens the next turn with a fresh committed seed; the dice switch to it. */
  private async openNextTurn(
    gameId: string,
    state: RiskState,
  ): Promise<{ state: RiskState; phaseSeq: number } | null> {
    const game = await this.store.getGame(gameId);
    const open = await this.store.openPhaseOf(gameId);
    if (!game || !open) return null;
    const now = this.nowIso();
    const oldSeed = this.seedOf(game, open.seq);
    if (oldSeed) await this.store.resolvePhaseRow(gameId, open.seq, oldSeed, now);
    const seq = open.seq + 1;
    const seed = this.seedOf(game, seq);
    if (!seed) return null;
    await this.store.openPhase(gameId, {
      year: state.turnNumber,
      phase: state.phase === "setup" ? "setup" : "turn",
      commitment: commitSeed(seed),
      openedAt: now,
    });
    return { state: { ...state, rng: createRng(seed) }, phaseSeq: seq };
  }

  private seedOf(game: GameRow, seq: number): string | null {
    const seed = derivePhaseSeed({ gmSecret: game.gm_secret, gameId: game.id, phaseLabel: `phase-${seq}` });
    return seed.ok ? seed.value : null;
  }

  /**
   * Keeps the end of the response window (V7) with the attack it belongs to (its wait key), so a settled attack's
   * window no longer shows, and an undo that brings the attack back brings its deadline back too.
   */
  private async saveResponseUntil(gameId: string, state: RiskState, iso: string): Promise<void> {
    await this.store.setSetting(`risk-response-until:${gameId}`, iso ? `${waitKey(state)}|${iso}` : "");
  }

  /** When the defender's response time ends (V7), or null when no attack waits. */
  async responseUntil(gameId: string): Promise<string | null> {
    const state = await this.state(gameId);
    if (!state.ok || !state.value.pending) return null;
    const stored = (await this.store.getSetting(`risk-response-until:${gameId}`)) ?? "";
    const bar = stored.lastIndexOf("|");
    // a deadline stored before they were kept with their attack stands for the attack waiting now
    if (bar < 0) return stored || null;
    return stored.slice(0, bar) === waitKey(state.value) ? stored.slice(bar + 1) : null;
  }

  /** V7: an attack whose response time is over is fought as a hold. */
  private async closeLapsedResponse(gameId: string, at: string, happened: RiskEvent[]): Promise<void> {
    const until = await this.responseUntil(gameId);
    if (until && Date.parse(at) > Date.parse(until)) {
      happened.push(...(await this.gm(gameId, "close-response", "the response time ran out")));
    }
  }

  private async gm(
    gameId: string,
    step: GmStep,
    reason: string,
    end?: { by: string; reason: string; players: EndRosterLine[] },
  ): Promise<RiskEvent[]> {
    const state = await this.state(gameId);
    if (!state.ok) return [];
    const moved = gmStep(state.value, step, state.value.rng, classicMap);
    if (moved.events.length === 0 && JSON.stringify(moved.state) === JSON.stringify(state.value)) return [];
    const events = [...moved.events];
    await this.commit(
      gameId,
      "GM",
      { kind: "risk-gm", step, reason, ...(end ? { end } : {}) },
      moved.state,
      events,
    );
    return events;
  }

  /**
   * Plays the seats in civil disorder (the ruleset's `disorderMove`: pass, hold, income on the weakest territory)
   * for as long as the game waits for one of them; returns what was done, a line each, for the summary or receipt.
   */
  async playDisorder(gameId: string, seats: readonly string[]): Promise<string[]> {
    const lines: string[] = [];
    if (seats.length === 0) return lines;
    // A bound well above any turn's moves: a move the engine refuses ends the loop rather than repeating it.
    for (let i = 0; i < 1000; i++) {
      const state = await this.state(gameId);
      if (!state.ok) break;
      const move = disorderMove(state.value, seats, classicMap);
      if (!move) break;
      const before = await this.store.lastEventSeq(gameId);
      const events =
        move.kind === "gm"
          ? await this.gm(gameId, move.step, `${move.player} is in civil disorder`)
          : (await this.act(gameId, move.player, move.command, null, this.nowIso())).events;
      if ((await this.store.lastEventSeq(gameId)) === before) break;
      lines.push(`${move.player} is in civil disorder: ${move.why}.`, ...eventLines(events, classicMap));
    }
    return lines;
  }

  // ------------------------------------------------------------ GM actions

  /**
   * The GM moves the game on (`resolve`): closes the defender's response window (no answer: hold, V7), closes the
   * income phase (unplaced bonuses by the ruling, V5), or closes an absent player's set-up step (V3). An absent
   * player's action is skipped as a pass (V6).
   */
  async resolve(
    gameId: string,
    actor: Actor,
    options: { phase?: string } = {},
  ): Promise<ServiceResult<Resolution>> {
    const open = await this.store.openPhaseOf(gameId);
    const label = open ? this.phaseLabel(open) : null;
    if (options.phase !== undefined && options.phase.trim().toLowerCase() !== label) {
      return err(`the open turn is ${label ?? "none"}, not "${options.phase}": nothing was moved on`);
    }
    const state = await this.state(gameId);
    if (!state.ok) return state;
    const s = state.value;
    if (s.gameOver) return err("the game is over");
    const phase = await this.store.openPhaseOf(gameId);
    let events: RiskEvent[];
    let what: string;
    if (s.pending) {
      what = `${actor.name} closed ${s.pending.defender}'s response window: the attack is fought as a hold (V7).`;
      events = await this.gm(gameId, "close-response", `closed by ${actor.name}`);
    } else if (s.phase === "income") {
      what = `${actor.name} closed the income phase (V5).`;
      events = await this.gm(gameId, "close-income", `closed by ${actor.name}`);
    } else if (s.phase === "setup") {
      what = `${actor.name} closed ${s.actor ?? "the player"}'s set-up step (V3).`;
      events = await this.gm(gameId, "close-step", `closed by ${actor.name}`);
    } else if (s.actor) {
      const absent = s.actor;
      what = `${actor.name} skipped ${absent}'s action: a pass (V6).`;
      const outcome = await this.act(gameId, absent, { kind: "pass" }, null, this.nowIso());
      events = outcome.events;
    } else {
      return err("nothing is waiting to be moved on");
    }
    const after = await this.state(gameId);
    const waiting = after.ok ? waitingFor(after.value, classicMap, await this.responseUntil(gameId)) : null;
    const next = await this.store.openPhaseOf(gameId);
    const summary: Document = riskReceiptDocument({
      receiptId: "GM",
      postId: "-",
      player: actor.name,
      lines: [],
      happened: [what, ...eventLines(events, classicMap)],
      waiting,
    });
    summary.title = "The GM moves the game on";
    const game = await this.store.getGame(gameId);
    const seed = game && phase ? (this.seedOf(game, phase.seq) ?? "") : "";
    const revealed = phase && next && next.seq !== phase.seq;
    let picture: Promise<Buffer> | null = null;
    // what the picture shows is read now; it is drawn only when someone asks for it, on the picture worker
    const drawnState = await this.state(gameId);
    const drawnSteps = await this.stepsDrawn(gameId);
    return ok({
      summary,
      seed: revealed ? seed : "",
      commitment: phase?.seed_commitment ?? "",
      nextCommitment: next?.seed_commitment ?? "",
      picture: () => {
        picture ??= svgToPngOffThread(
          riskMapSvg(drawnState.ok ? drawnState.value : null, classicMap, drawnSteps),
        );
        return picture;
      },
    });
  }

  /**
   * The published record of a turn whose seed is revealed (the last one by default): how it started, every order
   * and GM step carried out in it, the seed and its commitment, and the claimed result, for `adjutant verify`.
   */
  async record(gameId: string, phaseSeq?: number): Promise<ServiceResult<RiskTurnRecord>> {
    const game = await this.store.getGame(gameId);
    if (!game) return err(`no game "${gameId}"`);
    const spans = turnSpans(await this.store.listEvents(gameId));
    const phases = await this.store.listPhases(gameId);
    const revealed = spans.filter((sp) => phases.find((ph) => ph.seq === sp.phaseSeq)?.seed);
    const span = phaseSeq === undefined ? revealed.at(-1) : revealed.find((sp) => sp.phaseSeq === phaseSeq);
    if (!span) {
      return err(
        phaseSeq === undefined
          ? "no turn has ended yet: a turn's seed is revealed when the turn is over"
          : `turn ${phaseSeq} has not ended yet, so its seed is not revealed`,
      );
    }
    const row = phases.find((ph) => ph.seq === span.phaseSeq);
    const startSnap = await this.store.latestSnapshot(gameId, span.startSeq);
    const last = span.steps.at(-1);
    const endSnap = await this.store.latestSnapshot(gameId, last?.seq ?? span.startSeq);
    if (!row?.seed || !startSnap || !endSnap) return err("the stored log of that turn is incomplete");
    const setup = game.scenario_json as { scenario?: Record<string, unknown> };
    const opening = (await this.store.listEvents(gameId)).find((r) => r.kind === "risk-opened");
    const openingEvents = (opening?.payload_json as { events?: unknown[] } | undefined)?.events ?? [];
    return ok({
      format: RISK_TURN_FORMAT,
      turn: riskPhaseLabel(row),
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

  async phasePage(gameId: string, phaseSeq: number): Promise<ServiceResult<PhasePage>> {
    return riskPhasePage(await this.record(gameId, phaseSeq));
  }

  /** Undoes the last logged action or GM step (the dice it used come again: the generator is in the state). */
  async undo(gameId: string, actor: Actor): Promise<ServiceResult<Document>> {
    return await this.store.writeTransaction(async () => await this.undoLast(gameId, actor), gameId);
  }

  private async undoLast(gameId: string, actor: Actor): Promise<ServiceResult<Document>> {
    const found = await lastStepKept(this.store, gameId);
    if (!found) return err("nothing to undo: no order has been carried out yet");
    const { last, later } = found;
    const before = await this.store.latestSnapshot(gameId, last.seq - 1);
    if (!before) return err("the state before that order is not kept");
    const parsed = riskStateSchema.safeParse(before.state);
    if (!parsed.success) return err("the state before that order cannot be read");
    const reopened = later.filter((r) => r.kind === "risk-reseed");
    await this.store.transaction(async () => {
      for (const r of reopened) {
        const p = r.payload_json as { phaseSeq?: number };
        if (typeof p.phaseSeq === "number") {
          await this.store.deletePhaseRow(gameId, p.phaseSeq);
          await this.store.reopenPhaseRow(gameId, p.phaseSeq - 1);
        }
      }
      const seq = await this.store.appendEvent(gameId, {
        kind: "undone",
        actor: actor.name,
        reason: "undo of the last order",
        payload: { kind: "undone", target: last.seq },
        createdAt: this.nowIso(),
      });
      await this.store.saveSnapshot(gameId, seq, parsed.data);
    });
    this.states.set(gameId, { seq: await this.store.lastEventSeq(gameId), state: parsed.data });
    const payload = last.payload_json as {
      player?: string;
      postId?: string | null;
      command?: unknown;
      step?: string;
      events?: unknown;
    };
    const command = riskCommandSchema.safeParse(payload.command);
    // an action with no post is the GM's `resolve` skipping an absent player (V6)
    const what = command.success
      ? payload.postId === null
        ? `the GM's skip of ${payload.player ?? "?"}'s action (a pass, V6)`
        : `${payload.player ?? "?"}'s order "${riskCommandText(command.data, placeName(classicMap))}"`
      : last.kind === "risk-adjust"
        ? `the GM's adjustment (${adjustmentText(payload.events)})`
        : `the GM's step (${payload.step ?? "?"})`;
    const waiting = waitingFor(parsed.data, classicMap, await this.responseUntil(gameId));
    return ok({
      title: "Order undone",
      blocks: [
        para(`${actor.name} undid ${what}. The game is back to the state before it.`),
        ...(waiting ? [para(`Waiting for: ${waiting.text}`)] : []),
      ],
    });
  }

  // ----------------------------------------------------------- what players see

  async status(game: GameRow, player?: string): Promise<ServiceResult<Document>> {
    const state = await this.state(game.id);
    if (!state.ok) return state;
    let seat: string | undefined;
    if (player) {
      seat = await this.findPlayer(game.id, player);
      if (!seat)
        return err(
          `no player "${player}" in this game (players: ${(await this.seatNames(game.id)).join(", ")})`,
        );
    }
    return ok(
      riskStatusDocument({
        name: game.name,
        id: game.id,
        state: state.value,
        map: classicMap,
        waiting: waitingFor(state.value, classicMap, await this.responseUntil(game.id)),
        commitment: (await this.store.openPhaseOf(game.id))?.seed_commitment ?? null,
        ...(seat ? { player: seat } : {}),
        ...(state.value.phase === "setup" ? { opening: await this.openingEvents(game.id) } : {}),
      }),
    );
  }

  /** V2: what happened when the game was created: the dealer's roll, the dealer and the deal. */
  private async openingEvents(gameId: string): Promise<RiskEvent[]> {
    const opened = (await this.store.listEvents(gameId)).find((r) => r.kind === "risk-opened");
    const events = (opened?.payload_json as { events?: unknown } | undefined)?.events;
    return Array.isArray(events) ? (events as RiskEvent[]) : [];
  }

  /** The GM's report: standing, whose turn, and the turn's log so far. */
  async report(game: GameRow): Promise<ServiceResult<Document>> {
    const status = await this.status(game);
    if (!status.ok) return status;
    const lines = await this.turnLog(game.id);
    return ok({
      title: "Game report",
      blocks: [
        ...status.value.blocks,
        para("This turn so far:"),
        ...(lines.length > 0
          ? [{ kind: "list" as const, items: lines.map((l) => [l]) }]
          : [para("nothing yet")]),
      ],
    });
  }

  /**
   * What a player's position looks like now, and for an attack awaiting its answer the exact odds of how it ends
   * given its force and call-off point (V6, V8), if the defender holds.
   */
  async preview(gameId: string, name: string): Promise<ServiceResult<Document>> {
    const game = await this.store.getGame(gameId);
    const state = await this.state(gameId);
    if (!game) return err(`no game "${gameId}"`);
    if (!state.ok) return state;
    const status = await this.status(game, name);
    if (!status.ok) return status;
    const p = state.value.pending;
    const blocks = [...status.value.blocks];
    if (p) {
      const defenders = state.value.territories[p.to]?.armies ?? 1;
      const odds = callOffOdds({ force: p.force, defenders, stopAt: p.stopAt ?? 0 });
      const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
      const place = placeName(classicMap);
      blocks.push(
        para(
          `The attack waiting for an answer: ${p.attacker}, ${p.force} from ${place(p.from)} against ${defenders} in ${place(p.to)}${
            p.stopAt !== null ? `, called off at ${p.stopAt}` : ""
          }. If ${p.defender} holds: ${place(p.to)} falls ${pct(odds.captured)}, called off ${pct(odds.calledOff)}, repelled ${pct(
            odds.repelled,
          )}; expected losses ${odds.expectedAttackerLosses.toFixed(2)} v ${odds.expectedDefenderLosses.toFixed(2)} (V8 dice).`,
        ),
      );
    }
    return ok({ title: `Preview — ${(await this.findPlayer(gameId, name)) ?? name}`, blocks });
  }

  /** The GM sets (or clears) the end of the defender's response window (V7). */
  /**
   * The GM sets (or clears) a deadline: the end of the defender's response window while an attack waits (V7), else
   * the end of the current player's set-up step or action (at it, `resolve` closes the step or skips the action as
   * a pass, V3, V6). A new step or action starts with no deadline (the schedule gives it one).
   */
  async setDeadline(gameId: string, deadline: string | null): Promise<ServiceResult<true>> {
    const state = await this.state(gameId);
    if (!state.ok) return state;
    if (deadline !== null && Number.isNaN(Date.parse(deadline))) {
      return err(`"${deadline}" is not a date: write it as 2026-12-24T18:00:00Z`);
    }
    const at = deadline === null ? "" : new Date(deadline).toISOString();
    if (state.value.pending) {
      await this.saveResponseUntil(gameId, state.value, at);
      return ok(true);
    }
    if (!state.value.actor) {
      return err(
        "nobody's action is awaited now (the income phase waits for every player: the GM closes it with resolve)",
      );
    }
    await this.store.setSetting(`risk-action-until:${gameId}`, at ? `${waitKey(state.value)}|${at}` : "");
    return ok(true);
  }

  /** When the current player's set-up step or action must be done, or null (none set, or it is someone else's). */
  async actionUntil(gameId: string): Promise<string | null> {
    const state = await this.state(gameId);
    if (!state.ok || state.value.pending || !state.value.actor) return null;
    const stored = (await this.store.getSetting(`risk-action-until:${gameId}`)) ?? "";
    const bar = stored.lastIndexOf("|");
    return bar > 0 && stored.slice(0, bar) === waitKey(state.value) ? stored.slice(bar + 1) : null;
  }

  /** The deadline players see: the response window's end, else the current action's. */
  private async deadlineOf(gameId: string): Promise<string | null> {
    return (await this.responseUntil(gameId)) ?? (await this.actionUntil(gameId));
  }

  async waitingSince(gameId: string): Promise<string | null> {
    return (await this.store.getSetting(`risk-waiting-since:${gameId}`)) || null;
  }

  async picture(gameId: string, format: PictureFormat = "png"): Promise<ServiceResult<Buffer>> {
    if (!(await this.state(gameId)).ok) return err(`no game "${gameId}"`);
    return ok(await this.pictureOf(gameId, format));
  }

  private async pictureOf(gameId: string, format: PictureFormat = "png"): Promise<Buffer> {
    const state = await this.state(gameId);
    return await pictureBytesOffThread(
      riskMapSvg(state.ok ? state.value : null, classicMap, await this.stepsDrawn(gameId)),
      format,
    );
  }

  /** The open turn's steps before the last one, and the last step (of any turn), for the picture. */
  private async stepsDrawn(gameId: string): Promise<RiskHappened> {
    const phase = await this.store.openPhaseOf(gameId);
    const rows = await this.store.listEvents(gameId);
    const undone = undoneSeqs(rows);
    const steps = rows.filter((r) => STEP_KINDS.has(r.kind) && !undone.has(r.seq));
    const eventsOf = (r: (typeof rows)[number]): RiskEvent[] => {
      const p = r.payload_json as { events?: RiskEvent[] };
      return Array.isArray(p.events) ? p.events : [];
    };
    const last = steps.at(-1);
    const earlier = steps.filter((r) => r !== last && !(phase && r.created_at < phase.opened_at));
    return { earlier: earlier.map(eventsOf), last: last ? eventsOf(last) : null };
  }
}

/** The turn a state is in, as the phases table counts them: the set-up, then each game turn. */
function turnOf(state: RiskState): string {
  return state.phase === "setup" ? "setup" : `turn-${state.turnNumber}`;
}

/** A Risk game's phase label for the GM ("setup", "turn-2"). */
export function riskPhaseLabel(phase: Pick<PhaseRow, "year" | "phase">): string {
  return phase.phase === "setup" ? "setup" : `turn-${phase.year}`;
}

/** Risk Variant One, as the service's registry lists it. */
export const riskVariantOne: PlayableRuleset = {
  ...riskEntry,
  load: async () => riskVariantOne,
  loadPlay: async () => riskVariantOne.play,
  play: (deps) => new RiskGames(deps),
  engine: riskEngineMode,
};

/**
 * The last step of the log not undone, and the events after it: the log is read back from its end a page at a time
 * (an `undone` event always comes after the step it took back, so the steps undone are known when they are reached),
 * so an undo costs the same however long the game has run. Null when every step is undone, or there is none.
 */
async function lastStepKept(
  store: GameStore,
  gameId: string,
): Promise<{ last: EventRow; later: EventRow[] } | null> {
  const undone = new Set<number>();
  const later: EventRow[] = [];
  let before = Number.MAX_SAFE_INTEGER;
  for (let page = 16; ; page = Math.min(page * 4, 4096)) {
    const rows = await store.listEventsBefore(gameId, before, page);
    for (const r of rows) {
      if (STEP_KINDS.has(r.kind) && !undone.has(r.seq)) return { last: r, later: later.reverse() };
      const p = r.payload_json as { target?: number };
      if (r.kind === "undone" && typeof p.target === "number") undone.add(p.target);
      later.push(r);
    }
    const oldest = rows.at(-1);
    if (!oldest || rows.length < page) return null;
    before = oldest.seq;
  }
}

/** The log positions of the steps an `undone` event took back. */
function undoneSeqs(rows: readonly { kind: string; payload_json: unknown }[]): Set<number> {
  return new Set(
    rows.flatMap((r) => {
      const p = r.payload_json as { target?: number };
      return r.kind === "undone" && typeof p.target === "number" ? [p.target] : [];
    }),
  );
}
