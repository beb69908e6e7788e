import type { ParsedPost } from "../../parsers/post.ts";
import { foldName } from "../../parsers/text/fold.ts";
import { checkForumSettings, type ForumSettingsPatch } from "../forum/settings.ts";
import { didYouMean } from "../language/suggestions.ts";
import { type Document, heading, list, para } from "../presenters/document.ts";
import { renderMapSvg } from "../presenters/map-picture.ts";
import { svgToPng } from "../presenters/png.ts";
import { commitSeed, derivePhaseSeed } from "../random/commitment.ts";
import { err, ok, type Result } from "../result.ts";
import type { Command } from "../rulesets/ww1907/commands.ts";
import { suggest } from "../rulesets/ww1907/language/fuzzy.ts";
import {
  type BookPlayer,
  buildOrderBook,
  nationsOfAuthor,
  type OrderBook,
} from "../rulesets/ww1907/language/order-book.ts";
import {
  isChooseLine,
  isCommandLine,
  isOrderLine,
  type OrderLine,
} from "../rulesets/ww1907/language/order-line.ts";
import { parseOrders } from "../rulesets/ww1907/language/parse-orders.ts";
import type { LoadedScenario } from "../rulesets/ww1907/scenario/load.ts";
import type { GameState } from "../rulesets/ww1907/state.ts";
import { supplyGroups } from "../rulesets/ww1907/supply.ts";
import { validate } from "../rulesets/ww1907/validate.ts";
import type { Verdict } from "../rulesets/ww1907/verdict.ts";
import { buildResolutionRecord, type ResolutionRecord } from "../rulesets/ww1907/verify.ts";
import type { ScenarioProblem } from "../scenario/problem.ts";
import type { GameStore } from "../storage/game-store.ts";
import type { GameRow, PhaseRow, PostRow } from "../storage/rows.ts";
import { adjustmentWarnings, applyAdjustment, resolveAdjustment } from "./ww1907/adjust.ts";
import { buildContext, type GameContext } from "./ww1907/context.ts";
import { describeAdjustment } from "./ww1907/event-text.ts";
import { gameInfo } from "./game-info.ts";
import type { GamePlay } from "./game-play.ts";
import { receiptIdOf, toIncoming } from "./incoming-post.ts";
import { editedDocument, receiptDocument, receiptLines, unreadDocument } from "./ww1907/receipts.ts";
import { applyLogEvent, cancelledEvents, type LogEvent, logEventSchema, runResolution } from "./ww1907/replay.ts";
import { type PlayerNames, type ReportJson, reportJson, type StatusJson, statusJson } from "./ww1907/report-json.ts";
import { previewDocument, reportDocument, statusDocument } from "./ww1907/reports.ts";
import { playableRulesets, rulesetForScenario } from "./rulesets.ts";
import { summaryDocument } from "./ww1907/summary.ts";
import type {
  Actor,
  Adjustment,
  GameInfo,
  GameServiceApi,
  IngestResult,
  PostSource,
  Receipt,
  ReceiptLine,
  Resolution,
  ServiceResult,
  SupplyLine,
} from "./types.ts";
import { explainUnread } from "./ww1907/unread-orders.ts";

/** What the service needs from the outside world (all injected: tests pass fakes). */
export interface GameServiceDeps {
  store: GameStore;
  /** The current time. */
  now: () => Date;
  /** A fresh, unguessable GM secret (seeds are derived from it and committed before orders close). */
  newSecret: () => string;
  loadScenario: (ref: string) => Result<LoadedScenario, ScenarioProblem[]>;
}

const FAR_FUTURE = "9999-12-31T23:59:59.999Z";

/**
 * The game service: posts in → order book → legality → resolution → summary, every game kept in the store.
 * The state of a game is its scenario's opening state with the event log folded over it (cached in memory and in
 * snapshots). Each resolution is one transaction.
 */
export class GameService implements GameServiceApi {
  private readonly contexts = new Map<string, GameContext>();
  private readonly states = new Map<string, { lastSeq: number; state: GameState }>();
  /** Parsed order lines per lexicon (one per game setup), keyed by nation, phase and bold text. */
  private readonly parsed = new WeakMap<object, Map<string, OrderLine[]>>();

  /** The plays of the games behind the seam (Risk Variant One…), by ruleset id. */
  private readonly plays: ReadonlyMap<string, GamePlay>;

  constructor(private readonly deps: GameServiceDeps) {
    this.plays = new Map(playableRulesets.map((r) => [r.ruleset, r.play(deps)]));
  }

  /** The play of a game behind the seam, with its row; undefined for World War 1907, which this class plays. */
  private playOf(gameId: string): { play: GamePlay; game: GameRow } | undefined {
    const game = this.store.getGame(gameId);
    const play = game ? this.plays.get(game.ruleset) : undefined;
    return game && play ? { play, game } : undefined;
  }

  private get store(): GameStore {
    return this.deps.store;
  }

  private nowIso(): string {
    return this.deps.now().toISOString();
  }

  // ------------------------------------------------------------------ games

  createGame(input: {
    scenario: string;
    name?: string;
    forumUrl?: string | null;
    platform?: string | null;
    discordChannelId?: string | null;
    /** IANA time zone of the forum's printed times. */
    forumTimezone?: string | null;
    /**
     * Posts written before this time are not orders of this game (default: now, the game's creation). A GM who
     * moves a running thread onto the bot names the first post's time (`game new --from`).
     */
    startsAt?: string;
    /** Sequential games (Risk Variant One): the players in seat order (V1). */
    players?: readonly string[];
    /** Risk Variant One: armies each player starts with (V1; default 20). */
    startingArmies?: number;
  }): ServiceResult<GameInfo> {
    if (input.discordChannelId && this.store.findGameByChannel(input.discordChannelId)) {
      return err("this channel already has a game: load it or use another channel");
    }
    if (input.startsAt !== undefined && Number.isNaN(Date.parse(input.startsAt))) {
      return err(`"${input.startsAt}" is not a time: write it as 2026-12-24T18:00:00Z`);
    }
    const other = rulesetForScenario(input.scenario);
    const play = other ? this.plays.get(other.ruleset) : undefined;
    if (other && play) {
      const created = play.create({ ...input, id: this.freshId(input.name ?? other.idBase) });
      return created.ok ? this.info(created.value) : created;
    }
    const loaded = this.deps.loadScenario(input.scenario);
    if (!loaded.ok) {
      return err(
        `cannot load scenario "${input.scenario}": ${loaded.error.map((p) => p.message).join("; ")}`,
      );
    }
    const { scenario, map } = loaded.value;
    if (input.discordChannelId && this.store.findGameByChannel(input.discordChannelId)) {
      return err("this channel already has a game: load it or use another channel");
    }
    const createdAt = this.nowIso();
    const startsAt = input.startsAt ?? createdAt;
    if (Number.isNaN(Date.parse(startsAt))) {
      return err(`"${input.startsAt}" is not a time: write it as 2026-12-24T18:00:00Z`);
    }
    const id = this.freshId(input.name ?? scenario.id);
    const setup = { scenario, map };
    const context = buildContext(setup);
    if (!context.ok) return err(context.error);
    const created = this.store.transaction(() => {
      this.store.createGame({
        id,
        name: input.name ?? scenario.name,
        ruleset: scenario.ruleset,
        scenarioRef: input.scenario,
        scenario: setup,
        rulings: scenario.rulings,
        forumUrl: input.forumUrl ?? null,
        forumPlatform: input.platform ?? null,
        discordChannelId: input.discordChannelId ?? null,
        gmSecret: this.deps.newSecret(),
        createdAt,
        forumTimezone: input.forumTimezone ?? null,
        startsAt: new Date(startsAt).toISOString(),
      });
      for (const n of scenario.nations) {
        this.store.upsertPlayer(id, { nation: n.id, forumName: n.player || null, aliases: n.handles });
      }
      this.openNextPhase(id, context.value.opening, new Date(startsAt).toISOString());
      return id;
    });
    return this.info(created);
  }

  listGames(): GameInfo[] {
    return this.store.listGames().flatMap((g) => {
      const info = this.info(g.id);
      return info.ok ? [info.value] : [];
    });
  }

  gameId(id?: string): ServiceResult<string> {
    if (id) return this.store.getGame(id) ? ok(id) : err(`no game "${id}" (see \`adjutant game list\`)`);
    const current = this.store.currentGameId();
    if (current && this.store.getGame(current)) return ok(current);
    return err("no game yet: create one with `adjutant game new --scenario ww1907`");
  }

  gameByChannel(channelId: string): GameInfo | undefined {
    const row = this.store.findGameByChannel(channelId);
    if (!row) return undefined;
    const info = this.info(row.id);
    return info.ok ? info.value : undefined;
  }

  bindChannel(gameId: string, channelId: string): ServiceResult<GameInfo> {
    const other = this.store.findGameByChannel(channelId);
    if (other && other.id !== gameId) return err(`this channel already plays game "${other.id}"`);
    if (!this.store.getGame(gameId)) return err(`no game "${gameId}"`);
    this.store.updateGame(gameId, { discordChannelId: channelId });
    return this.info(gameId);
  }

  /**
   * Changes a game's forum thread, forum software or forum time zone (null clears one), each checked: an http(s)
   * URL, a platform the parsers know, an IANA zone.
   */
  updateForum(gameId: string, patch: ForumSettingsPatch): ServiceResult<GameInfo> {
    if (!this.store.getGame(gameId)) return err(`no game "${gameId}"`);
    const checked = checkForumSettings(patch);
    if (!checked.ok) return checked;
    this.store.updateGame(gameId, checked.value);
    return this.info(gameId);
  }

  info(gameId: string): ServiceResult<GameInfo> {
    const game = this.store.getGame(gameId);
    if (!game) return err(`no game "${gameId}"`);
    const play = this.plays.get(game.ruleset);
    if (play) return play.info(game);
    const state = this.state(gameId);
    if (!state.ok) return state;
    const phase = this.store.openPhaseOf(gameId);
    return ok(
      gameInfo(game, {
        year: state.value.year,
        phase: state.value.phase,
        commitment: phase?.seed_commitment ?? null,
        deadline: phase?.closes_at ?? null,
      }),
    );
  }

  /** The loaded setup of a game (map graph, lexicon, names). */
  context(gameId: string): ServiceResult<GameContext> {
    const cached = this.contexts.get(gameId);
    if (cached) return ok(cached);
    const game = this.store.getGame(gameId);
    if (!game) return err(`no game "${gameId}"`);
    if (this.plays.has(game.ruleset)) return err(`game "${gameId}" is not a World War 1907 game`);
    const built = buildContext(game.scenario_json);
    if (built.ok) this.contexts.set(gameId, built.value);
    return built;
  }

  /** The current state: the opening state with the log folded over it. */
  state(gameId: string): ServiceResult<GameState> {
    const ctx = this.context(gameId);
    if (!ctx.ok) return ctx;
    const lastSeq = this.store.lastEventSeq(gameId);
    const cached = this.states.get(gameId);
    if (cached && cached.lastSeq === lastSeq) return ok(cached.state);
    // The latest snapshot and the events after it (an undo removes the snapshots from its target on, so every
    // event an undo cancels is among those read).
    const snapshot = this.store.latestSnapshot(gameId, lastSeq);
    let state = ctx.value.opening;
    let from = 0;
    if (snapshot) {
      state = snapshot.state as GameState;
      from = snapshot.eventSeq;
    }
    const log = this.store.listEventsAfter(gameId, from).flatMap((r) => {
      const parsed = logEventSchema.safeParse(r.payload_json);
      return parsed.success ? [{ seq: r.seq, event: parsed.data }] : [];
    });
    const cancelled = cancelledEvents(log);
    for (const { seq, event } of log) {
      if (seq <= from || cancelled.has(seq)) continue;
      state = applyLogEvent(state, ctx.value.graph, event);
    }
    this.states.set(gameId, { lastSeq, state });
    return ok(state);
  }

  // ---------------------------------------------------------------- players

  assignPlayer(
    gameId: string,
    nationName: string,
    handle: string,
    options: { discord?: boolean; force?: boolean; forceHint?: string } = {},
  ): ServiceResult<string> {
    const other = this.playOf(gameId);
    if (other) {
      const seat = other.play.findPlayer(gameId, nationName);
      if (!seat)
        return err(`no player "${nationName}" in this game (players: ${other.play.playerList(gameId)})`);
      if (options.discord) this.store.upsertPlayer(gameId, { nation: seat, discordUserId: handle });
      else this.store.upsertPlayer(gameId, { nation: seat, forumName: handle });
      return ok(seat);
    }
    const ctx = this.context(gameId);
    if (!ctx.ok) return ctx;
    const nation = this.findNation(ctx.value, nationName);
    if (!nation) return err(unknownNation(ctx.value, nationName));
    // A handle plays one nation: the order book gives each post to one player, so a second nation for the same
    // name would silently leave every post of that name ignored.
    const key = handle.trim().toLowerCase();
    const holder = this.store
      .listPlayers(gameId)
      .find(
        (p) =>
          p.nation !== nation &&
          [p.forum_name, p.discord_user_id, ...p.aliases_json].some(
            (n) => typeof n === "string" && n.trim().toLowerCase() === key,
          ),
      );
    if (holder && !options.force) {
      const who = options.discord ? `Discord user ${handle}` : handle;
      return err(
        `${who} already plays ${ctx.value.nameOf(holder.nation)}; run again with ${options.forceHint ?? "--force"} to move them to ${ctx.value.nameOf(nation)} (${ctx.value.nameOf(holder.nation)} then has no player under that name)`,
      );
    }
    const same = (n: string | null) => n !== null && n.trim().toLowerCase() === key;
    this.store.transaction(() => {
      if (holder) {
        this.store.upsertPlayer(gameId, {
          nation: holder.nation,
          forumName: same(holder.forum_name) ? null : holder.forum_name,
          discordUserId: same(holder.discord_user_id) ? null : holder.discord_user_id,
          aliases: holder.aliases_json.filter((a) => !same(a)),
        });
      }
      if (options.discord) this.store.upsertPlayer(gameId, { nation, discordUserId: handle });
      else this.store.upsertPlayer(gameId, { nation, forumName: handle });
    });
    return ok(nation);
  }

  /** Who plays: "Osmano (Russian Empire), …", or for a sequential game the seats in order. */
  playerList(gameId: string): ServiceResult<string> {
    const other = this.playOf(gameId);
    if (other) return ok(other.play.playerList(gameId));
    const ctx = this.context(gameId);
    if (!ctx.ok) return ctx;
    return ok(ctx.value.scenario.nations.map((n) => `${n.player} (${n.name})`).join(", "));
  }

  /** The nation of a handle: a forum account name (exact) or a Discord user id. */
  nationOf(gameId: string, handle: string): string | null {
    const key = handle.trim();
    const found = this.bookPlayers(gameId).filter(
      (p) => p.names.some((n) => n.trim() === key) || (p.discordIds ?? []).includes(key),
    );
    return found.length === 1 ? (found[0]?.nation ?? null) : null;
  }

  /**
   * The nation of a post's author, by the one identity rule the order book uses too (`nationsOfAuthor`): a Discord
   * post by its user id (a display name proves nothing), any other by its exact account name.
   */
  private authorNation(gameId: string, source: PostSource, name: string, id: string | null): string | null {
    const platform = source === "discord" ? ("discord" as const) : ("bbcode" as const);
    const post = { platform, author: id ? { name, id } : { name } };
    const nations = nationsOfAuthor(this.bookPlayers(gameId), post);
    return nations.length === 1 ? (nations[0] ?? null) : null;
  }

  private findNation(ctx: GameContext, name: string): string | undefined {
    const direct = ctx.scenario.nations.find((n) => n.id === name);
    if (direct) return direct.id;
    const refs = ctx.lexicon.names.get(foldName(name)) ?? [];
    const nations = refs.filter((r) => r.kind === "nation");
    return nations.length === 1 ? nations[0]?.id : undefined;
  }

  private bookPlayers(gameId: string): BookPlayer[] {
    return this.store.listPlayers(gameId).flatMap((p) => {
      const names = [p.forum_name, ...p.aliases_json].filter(
        (x): x is string => typeof x === "string" && x.trim() !== "",
      );
      const discordIds = p.discord_user_id ? [p.discord_user_id] : [];
      return names.length + discordIds.length > 0 ? [{ nation: p.nation, names, discordIds }] : [];
    });
  }

  // ----------------------------------------------------------------- posts

  /**
   * Ingests a batch of posts (page order): each is stored (or compared with its first-seen text), then the order
   * book is built once for the batch and every new order post gets its receipt. Posts unchanged since the last
   * sync cost a hash comparison and nothing else.
   */
  ingest(gameId: string, source: PostSource, posts: readonly ParsedPost[]): IngestResult[] {
    const other = this.playOf(gameId);
    if (other) {
      return other.play.ingest(gameId, source, posts, (p) =>
        this.authorNation(gameId, source, p.author.name, p.author.id ?? null),
      );
    }
    const ctx = this.context(gameId);
    const phase = this.store.openPhaseOf(gameId);
    if (!ctx.ok || !phase) {
      return posts.map((p) => ({ kind: "outside-phase", postId: p.postId, reason: "no phase is open" }));
    }
    const seenAt = this.nowIso();
    const before = this.book(gameId);
    const recorded = this.store.transaction(() =>
      posts.map((post) => ({
        post,
        status: this.store.recordPost(gameId, toIncoming(source, post), seenAt).status,
      })),
    );
    if (recorded.every((r) => r.status === "unchanged")) {
      return posts.map((p) => ({ kind: "unchanged", postId: p.postId }));
    }
    const after = this.book(gameId);
    const state = this.state(gameId);
    /** The player's order post in force so far in this batch (starts with the one before the batch). */
    const lastOrderPost = new Map(before.nations.map((n) => [n.nation, n.postId]));
    return recorded.map(({ post, status }): IngestResult => {
      const nation = this.authorNation(gameId, source, post.author.name, post.author.id ?? null);
      if (status === "unchanged") return { kind: "unchanged", postId: post.postId };
      if (status === "edited") return this.editedResult(ctx.value, post.postId, nation, before, after);
      if (!nation) {
        const key = `hinted:${gameId}:${phase.seq}:${(post.author.id ?? post.author.name).toLowerCase()}`;
        const first = this.store.getSetting(key) === undefined;
        if (first) this.store.setSetting(key, seenAt);
        return { kind: "not-player", postId: post.postId, author: post.author.name, firstInPhase: first };
      }
      const window = this.windowOf(phase);
      if (post.postedAt !== null && (post.postedAt < window.opens || post.postedAt > window.closes)) {
        const reason =
          post.postedAt > window.closes
            ? phase.window_closed_at
              ? `posted after this phase's window closed (${window.closes}); it was resolved then and reopened by an undo`
              : "posted after the phase's deadline"
            : "posted before the phase opened";
        return { kind: "outside-phase", postId: post.postId, reason };
      }
      const lines = this.readOrders(ctx.value, post, nation, state.ok ? state.value.phase : undefined);
      const orders = lines.some(isOrderLine);
      if (!orders && !lines.some(isChooseLine)) {
        return this.noOrdersResult(
          gameId,
          ctx.value,
          post.postId,
          nation,
          lines,
          state.ok ? state.value.phase : undefined,
          lastOrderPost.get(nation) ?? null,
        );
      }
      const ignored = after.ignored.find(
        (i) => i.postId === post.postId && !i.reason.startsWith("replaced by"),
      );
      if (ignored) return { kind: "outside-phase", postId: post.postId, reason: ignored.reason };
      const previous = lastOrderPost.get(nation) ?? null;
      if (orders) lastOrderPost.set(nation, post.postId);
      const receipt = this.receiptFor(
        gameId,
        nation,
        post.postId,
        orders ? lines : null,
        orders ? previous : null,
        after,
      );
      return receipt.ok
        ? { kind: "orders", postId: post.postId, nation, receipt: receipt.value }
        : { kind: "outside-phase", postId: post.postId, reason: receipt.error };
    });
  }

  /**
   * A player's post with no order in it. With bold text (W32) the answer says which bold lines could not be read,
   * the nearest orders and names, and that the orders in force stay (W33 ruling: such a post replaces nothing).
   */
  private noOrdersResult(
    gameId: string,
    ctx: GameContext,
    postId: string,
    nation: string,
    lines: readonly OrderLine[],
    phase: "deployment" | "attack" | undefined,
    inForce: string | null,
  ): IngestResult {
    const unread = explainUnread(lines, ctx.lexicon, { nation, phase }, ctx.nameOf);
    const nationName = ctx.nameOf(nation);
    if (unread.length === 0) return { kind: "no-orders", postId, nation, nationName };
    return {
      kind: "no-orders",
      postId,
      nation,
      nationName,
      unread,
      inForce,
      document: unreadDocument({
        postId,
        nation: ctx.nameOf(nation),
        lines: unread,
        inForce: inForce ? { postId: inForce, receiptId: receiptIdOf(gameId, inForce) } : null,
      }),
    };
  }

  deletePost(gameId: string, source: PostSource, postId: string): IngestResult | null {
    const other = this.playOf(gameId);
    if (other) {
      const row = this.store.getPost(gameId, source, postId);
      const player = row ? this.authorNation(gameId, source, row.author_name, row.author_id) : null;
      return other.play.deletePost(gameId, source, postId, player);
    }
    const ctx = this.context(gameId);
    const row = this.store.getPost(gameId, source, postId);
    if (!ctx.ok || !row) return null;
    const before = this.book(gameId);
    if (!this.store.markPostDeleted(gameId, source, postId, this.nowIso())) return null;
    const nation = this.authorNation(gameId, source, row.author_name, row.author_id);
    const result = this.editedResult(ctx.value, postId, nation, before, this.book(gameId));
    return result.kind === "edited" ? { ...result, kind: "deleted" } : result;
  }

  private editedResult(
    ctx: GameContext,
    postId: string,
    nation: string | null,
    before: OrderBook,
    after: OrderBook,
  ): IngestResult {
    const wasInForce = before.nations.some((n) => n.postId === postId);
    const nowInForce = nation ? (after.nations.find((n) => n.nation === nation)?.postId ?? null) : null;
    const voided = nowInForce !== postId;
    return {
      kind: "edited",
      postId,
      nation,
      voided,
      inForce: nowInForce,
      document: editedDocument({
        postId,
        nation: nation ? ctx.nameOf(nation) : null,
        voided,
        wasInForce,
        inForce: nowInForce,
      }),
    };
  }

  /** The phase's posting window. */
  private windowOf(phase: PhaseRow): { opens: string; closes: string } {
    return { opens: phase.opened_at, closes: phase.window_closed_at ?? phase.closes_at ?? FAR_FUTURE };
  }

  /** Stored posts as the order book reads them: an edit seen by hash, or a deletion, voids like an edit notice. */
  private storedPosts(gameId: string, opens: string): ParsedPost[] {
    return this.store.listPostsSince(gameId, opens).map((row) => toBookPost(row));
  }

  /** The order book of the open phase. */
  book(gameId: string): OrderBook {
    const ctx = this.context(gameId);
    const phase = this.store.openPhaseOf(gameId);
    const state = this.state(gameId);
    if (!ctx.ok || !phase) return { nations: [], ignored: [], notes: [] };
    const phaseName = state.ok ? state.value.phase : undefined;
    return buildOrderBook({
      posts: this.storedPosts(gameId, phase.opened_at),
      window: this.windowOf(phase),
      players: this.bookPlayers(gameId),
      lexicon: ctx.value.lexicon,
      phase: phaseName,
      ...(state.ok ? { rulings: state.value.rulings } : {}),
      read: (post, nation) => this.readOrders(ctx.value, post, nation, phaseName),
    });
  }

  /** A post's order lines, parsed once per text, nation and phase (the book is rebuilt on every ingest). */
  private readOrders(
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

  /** Verdicts of the orders in force of one nation, line by line. */
  private judged(
    gameId: string,
    nation: string,
    book: OrderBook,
  ): ServiceResult<{ lines: OrderLine[]; verdicts: Verdict[]; commands: Command[]; postId: string | null }> {
    const ctx = this.context(gameId);
    const state = this.state(gameId);
    if (!ctx.ok) return ctx;
    if (!state.ok) return state;
    const entry = book.nations.find((n) => n.nation === nation);
    if (!entry) return ok({ lines: [], verdicts: [], commands: [], postId: null });
    const verdicts = validate(state.value, ctx.value.graph, nation, entry.commands);
    return ok({ lines: entry.lines, verdicts, commands: entry.commands, postId: entry.postId });
  }

  /**
   * The receipt of an order post: its own lines judged against the current state (an order post is judged as the
   * orders in force it becomes), or, for a post that only says `choose N`, the post in force with the choice applied.
   */
  private receiptFor(
    gameId: string,
    nation: string,
    postId: string,
    ownLines: OrderLine[] | null,
    replaces: string | null,
    book: OrderBook,
  ): ServiceResult<Receipt> {
    const ctx = this.context(gameId);
    const state = this.state(gameId);
    if (!ctx.ok) return ctx;
    if (!state.ok) return state;
    const entry = book.nations.find((n) => n.nation === nation);
    const inForce = entry?.postId === postId || ownLines === null;
    const orderLines = inForce && entry ? entry.lines : (ownLines ?? []);
    const commands = orderLines.filter(isCommandLine).map((l) => l.command);
    const verdicts = validate(state.value, ctx.value.graph, nation, commands);
    const lines = receiptLines(orderLines, verdicts, ctx.value.nameOf);
    const supply = this.supplyLines(gameId, nation, commands, verdicts);
    const accepted = lines.filter((l) => l.outcome === "accepted").length;
    const rejected = lines.filter((l) => l.outcome !== "accepted" && l.outcome !== "ignored").length;
    const receiptId = receiptIdOf(gameId, postId);
    const choices = ownLines === null ? (entry?.choices ?? []) : [];
    return ok({
      receiptId,
      postId,
      nation,
      nationName: ctx.value.nameOf(nation),
      replaces,
      lines,
      supply,
      accepted,
      rejected,
      document: receiptDocument({
        receiptId,
        postId,
        nation: ctx.value.nameOf(nation),
        inForcePostId: entry?.postId ?? null,
        replaces,
        lines,
        supply,
        choices: choices.map((c) =>
          c.applied ? `choose ${c.choose}: ${c.text}` : `choose ${c.choose}: ${c.reason}`,
        ),
        nameOf: ctx.value.nameOf,
        unread: explainUnread(
          orderLines,
          ctx.value.lexicon,
          { nation, phase: state.value.phase },
          ctx.value.nameOf,
        ),
      }),
    });
  }

  /** pp per supply group after the accepted builds among the commands (W4). */
  private supplyLines(
    gameId: string,
    nation: string,
    commands: Command[],
    verdicts: Verdict[],
  ): SupplyLine[] {
    const ctx = this.context(gameId);
    const state = this.state(gameId);
    if (!ctx.ok || !state.ok) return [];
    const groups = supplyGroups(state.value, ctx.value.graph, nation);
    return groups.map((g) => {
      let spent = 0;
      commands.forEach((c, i) => {
        if (c.kind === "build" && verdicts[i]?.accepted && g.provinces.includes(c.province)) spent += c.count;
      });
      return { provinces: g.provinces, spendable: g.spendable, left: Math.max(0, g.spendable - spent) };
    });
  }

  // ----------------------------------------------------------- what players see

  ordersInForce(gameId: string, nationName: string): ServiceResult<Document> {
    const other = this.playOf(gameId);
    if (other) return other.play.ordersInForce(other.game, nationName);
    const ctx = this.context(gameId);
    if (!ctx.ok) return ctx;
    const nation = this.findNation(ctx.value, nationName);
    if (!nation) return err(unknownNation(ctx.value, nationName));
    const book = this.book(gameId);
    const judged = this.judged(gameId, nation, book);
    if (!judged.ok) return judged;
    const lines = receiptLines(judged.value.lines, judged.value.verdicts, ctx.value.nameOf);
    const state = this.state(gameId);
    return ok(
      receiptDocument({
        receiptId: judged.value.postId ? receiptIdOf(gameId, judged.value.postId) : "-",
        postId: judged.value.postId ?? "-",
        nation: ctx.value.nameOf(nation),
        inForcePostId: judged.value.postId,
        replaces: null,
        lines,
        supply: this.supplyLines(gameId, nation, judged.value.commands, judged.value.verdicts),
        choices: [],
        nameOf: ctx.value.nameOf,
        unread: explainUnread(
          judged.value.lines,
          ctx.value.lexicon,
          { nation, phase: state.ok ? state.value.phase : undefined },
          ctx.value.nameOf,
        ),
      }),
    );
  }

  preview(gameId: string, nationName: string): ServiceResult<Document> {
    const other = this.playOf(gameId);
    if (other) return other.play.preview(gameId, nationName);
    const ctx = this.context(gameId);
    const state = this.state(gameId);
    if (!ctx.ok) return ctx;
    if (!state.ok) return state;
    const nation = this.findNation(ctx.value, nationName);
    if (!nation) return err(unknownNation(ctx.value, nationName));
    const judged = this.judged(gameId, nation, this.book(gameId));
    if (!judged.ok) return judged;
    return ok(
      previewDocument({
        ctx: ctx.value,
        state: state.value,
        nation,
        commands: judged.value.commands,
        verdicts: judged.value.verdicts,
        supply: this.supplyLines(gameId, nation, judged.value.commands, judged.value.verdicts),
      }),
    );
  }

  status(gameId: string, nationName?: string): ServiceResult<Document> {
    const other = this.playOf(gameId);
    if (other) return other.play.status(other.game, nationName);
    const parts = this.statusParts(gameId, nationName);
    if (!parts.ok) return parts;
    const { ctx, state, info, nation } = parts.value;
    return ok(statusDocument({ ctx, state, info, nation }));
  }

  /** What status needs, in text or JSON: the game's setup, state and info, and the nation asked for, if any. */
  private statusParts(
    gameId: string,
    nationName?: string,
  ): ServiceResult<{ ctx: GameContext; state: GameState; info: GameInfo; nation: string | undefined }> {
    const ctx = this.context(gameId);
    const state = this.state(gameId);
    const info = this.info(gameId);
    if (!ctx.ok) return ctx;
    if (!state.ok) return state;
    if (!info.ok) return info;
    let nation: string | undefined;
    if (nationName) {
      nation = this.findNation(ctx.value, nationName);
      if (!nation) return err(unknownNation(ctx.value, nationName));
    }
    return ok({ ctx: ctx.value, state: state.value, info: info.value, nation });
  }

  report(gameId: string): ServiceResult<Document> {
    const report = this.gameReport(gameId);
    if (!report.ok) return report;
    const problems = this.forumProblems(gameId);
    if (problems.length === 0) return report;
    return ok({
      ...report.value,
      blocks: [
        ...report.value.blocks,
        heading(2, "Reading the forum"),
        para(
          `The last forum sync could not read everything (${problems.length === 1 ? "1 warning" : `${problems.length} warnings`}):`,
        ),
        list(problems.map((p) => [p])),
      ],
    });
  }

  /** What the last forum sync of a game could not read (parser and page warnings), kept by the sync. */
  private forumProblems(gameId: string): string[] {
    const raw = this.store.getSetting(`forum-problems:${gameId}`);
    if (!raw) return [];
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === "string") : [];
    } catch {
      return [];
    }
  }

  private gameReport(gameId: string): ServiceResult<Document> {
    const other = this.playOf(gameId);
    if (other) return other.play.report(other.game);
    const ctx = this.context(gameId);
    const state = this.state(gameId);
    if (!ctx.ok) return ctx;
    if (!state.ok) return state;
    const book = this.book(gameId);
    const players = this.playerNames(gameId);
    const nations = this.reportNations(gameId, ctx.value, book).map((n) => ({
      ...n,
      player:
        players.get(n.nation)?.forumName ??
        ctx.value.scenario.nations.find((x) => x.id === n.nation)?.player ??
        "",
    }));
    return ok(
      reportDocument({
        ctx: ctx.value,
        state: state.value,
        nations,
        book,
        earlierPosts: this.earlierPosts(gameId),
      }),
    );
  }

  /** Per nation of the scenario: the post in force, when it was posted, and each line's verdict. */
  private reportNations(
    gameId: string,
    ctx: GameContext,
    book: OrderBook,
  ): { nation: string; postId: string | null; postedAt: string | null; lines: ReceiptLine[] }[] {
    return ctx.scenario.nations.map((n) => {
      const judged = this.judged(gameId, n.id, book);
      const entry = book.nations.find((e) => e.nation === n.id);
      return {
        nation: n.id,
        postId: entry?.postId ?? null,
        postedAt: entry?.postedAt ?? null,
        lines: judged.ok ? receiptLines(judged.value.lines, judged.value.verdicts, ctx.nameOf) : [],
      };
    });
  }

  /** Posts written before the open phase (earlier phases, or before the game): counted, not read. */
  private earlierPosts(gameId: string): number {
    const phase = this.store.openPhaseOf(gameId);
    return phase ? this.store.countPostsBefore(gameId, phase.opened_at) : 0;
  }

  /** `status --json`: every nation's standing (or one nation's) as data; World War 1907 games. */
  statusJson(gameId: string, nationName?: string): ServiceResult<StatusJson> {
    if (this.playOf(gameId))
      return err("status --json is for World War 1907 games: use status without --json");
    const parts = this.statusParts(gameId, nationName);
    if (!parts.ok) return parts;
    const { ctx, state, info, nation } = parts.value;
    return ok(
      statusJson({
        ctx,
        state,
        info,
        players: this.playerNames(gameId),
        nation,
      }),
    );
  }

  /** `report --json`: per nation the post in force and each line's verdict, ignored posts and why, as data. */
  reportJson(gameId: string): ServiceResult<ReportJson> {
    if (this.playOf(gameId))
      return err("report --json is for World War 1907 games: use report without --json");
    const ctx = this.context(gameId);
    const state = this.state(gameId);
    const info = this.info(gameId);
    if (!ctx.ok) return ctx;
    if (!state.ok) return state;
    if (!info.ok) return info;
    const book = this.book(gameId);
    const players = this.playerNames(gameId);
    const nations = this.reportNations(gameId, ctx.value, book).map((n) => ({
      ...n,
      player: players.get(n.nation)?.forumName ?? null,
      receiptId: n.postId ? receiptIdOf(gameId, n.postId) : null,
    }));
    const earlierPosts = this.earlierPosts(gameId);
    return ok(
      reportJson({
        ctx: ctx.value,
        state: state.value,
        info: info.value,
        nations,
        book,
        earlierPosts,
        forumWarnings: this.forumProblems(gameId),
      }),
    );
  }

  private playerNames(gameId: string): PlayerNames {
    return new Map(
      this.store
        .listPlayers(gameId)
        .map((p) => [p.nation, { forumName: p.forum_name, discordUserId: p.discord_user_id }]),
    );
  }

  picture(gameId: string): ServiceResult<Buffer> {
    const other = this.playOf(gameId);
    if (other) return other.play.picture(gameId);
    const ctx = this.context(gameId);
    const state = this.state(gameId);
    if (!ctx.ok) return ctx;
    if (!state.ok) return state;
    return ok(svgToPng(this.mapSvg(ctx.value, state.value)));
  }

  private mapSvg(ctx: GameContext, state: GameState): string {
    const nations: Record<string, { color: string; name: string }> = {};
    for (const n of ctx.scenario.nations) nations[n.id] = { color: n.color, name: n.name };
    const phase = state.phase === "deployment" ? "Deployment" : "Attack";
    return renderMapSvg(ctx.map, {
      provinces: state.provinces,
      fleets: state.fleets,
      nations,
      title: `${ctx.scenario.name}: ${state.year}, ${phase} phase`,
    });
  }

  // ------------------------------------------------------------- GM actions

  /** The label of the open phase ("1907-deployment"), or null when none is open. */
  openPhaseLabel(gameId: string): string | null {
    const phase = this.store.openPhaseOf(gameId);
    const other = this.playOf(gameId);
    if (phase && other) return other.play.phaseLabel(phase);
    return phase ? phaseLabel(phase) : null;
  }

  resolve(gameId: string, actor: Actor, options: { phase?: string } = {}): ServiceResult<Resolution> {
    const other = this.playOf(gameId);
    if (other) {
      const open = this.openPhaseLabel(gameId);
      if (options.phase !== undefined && options.phase.trim().toLowerCase() !== open) {
        return err(`the open turn is ${open ?? "none"}, not "${options.phase}": nothing was moved on`);
      }
      return other.play.resolve(gameId, actor);
    }
    const game = this.store.getGame(gameId);
    const ctx = this.context(gameId);
    const state = this.state(gameId);
    const phase = this.store.openPhaseOf(gameId);
    if (!game) return err(`no game "${gameId}"`);
    if (!ctx.ok) return ctx;
    if (!state.ok) return state;
    if (!phase) return err("no phase is open");
    if (options.phase !== undefined && options.phase.trim().toLowerCase() !== phaseLabel(phase)) {
      const named = this.store
        .listPhases(gameId)
        .find((p) => phaseLabel(p) === options.phase?.trim().toLowerCase());
      return err(
        named
          ? `phase ${phaseLabel(named)} is no longer open (it was resolved ${named.resolved_at ?? ""}); the open phase is ${phaseLabel(phase)}: nothing was resolved`
          : `there is no phase "${options.phase}" in this game; the open phase is ${phaseLabel(phase)}`,
      );
    }
    const seed = this.seedOf(game, phase.seq);
    if (!seed.ok) return seed;
    const book = this.book(gameId);
    const orders = book.nations
      .filter((n) => n.commands.length > 0)
      .sort((a, b) => (a.postedAt ?? "").localeCompare(b.postedAt ?? ""))
      .map((n) => ({ nation: n.nation, commands: n.commands }));
    const event: Extract<LogEvent, { kind: "phase-resolved" }> = {
      kind: "phase-resolved",
      phaseSeq: phase.seq,
      orders,
      seed: seed.value,
      commitment: phase.seed_commitment,
    };
    const outcome = runResolution(state.value, ctx.value.graph, event);
    const now = this.nowIso();
    const adjustments = this.pendingAdjustments(gameId);
    const basedOn = this.store.lastEventSeq(gameId);
    let next: PhaseRow;
    try {
      next = this.store.writeTransaction(() => {
        // Another process (the bot, a second CLI) may have resolved, undone or adjusted since the state was read:
        // then nothing is written and the GM runs resolve again on what is there now.
        if (
          this.store.openPhaseOf(gameId)?.seq !== phase.seq ||
          this.store.lastEventSeq(gameId) !== basedOn
        ) {
          throw new ConcurrentChange();
        }
        const seq = this.store.appendEvent(gameId, {
          kind: event.kind,
          actor: actor.name,
          payload: event,
          createdAt: now,
        });
        this.store.resolvePhaseRow(gameId, phase.seq, seed.value, now);
        const opened = this.openNextPhase(
          gameId,
          outcome.state,
          this.nextPhaseOpening(gameId, phase.seq, now),
        );
        this.store.saveSnapshot(gameId, seq, outcome.state);
        this.store.setSetting(`adjustments-shown:${gameId}`, String(seq));
        return opened;
      });
    } catch (e) {
      if (e instanceof ConcurrentChange) {
        this.states.delete(gameId);
        return err(
          `the game changed while phase ${phaseLabel(phase)} was being resolved (another process resolved, undid or adjusted it): nothing was resolved; look at \`adjutant status\` and resolve again`,
        );
      }
      if (isBusy(e))
        return err("the database stayed busy for 5 seconds (another process is writing): try again");
      throw e;
    }
    this.states.set(gameId, { lastSeq: this.store.lastEventSeq(gameId), state: outcome.state });
    const summary = summaryDocument({
      ctx: ctx.value,
      before: state.value,
      after: outcome.state,
      events: outcome.events,
      verdicts: outcome.verdicts,
      orders,
      book,
      seed: seed.value,
      commitment: phase.seed_commitment,
      nextCommitment: next.seed_commitment,
      adjustments,
      forum: {
        // The engine set for the game, else the one its posts in force were read with (detected from the pages).
        platform:
          game.forum_platform ??
          book.nations
            .map((n) => (n.postId ? this.store.getPost(gameId, "forum", n.postId)?.platform : undefined))
            .find((p) => p !== undefined) ??
          null,
        url: game.forum_url,
        timezone: game.forum_timezone,
      },
    });
    // The picture is drawn only when someone asks for it (rasterising takes a good fraction of a second).
    let picture: Buffer | null = null;
    const draw = () => {
      picture ??= svgToPng(this.mapSvg(ctx.value, outcome.state));
      return picture;
    };
    return ok({
      summary,
      seed: seed.value,
      commitment: phase.seed_commitment,
      nextCommitment: next.seed_commitment,
      get picture() {
        return draw();
      },
    });
  }

  /**
   * The published record of a resolved phase (the last one by default): the state before, the orders in posting
   * order, the revealed seed and its commitment, and the claimed result, so that anyone can run
   * `adjutant verify` on it and confirm every roll and the final state.
   */
  resolutionRecord(gameId: string, phaseSeq?: number): ServiceResult<ResolutionRecord> {
    if (this.playOf(gameId)) return err(`game "${gameId}" is not a World War 1907 game: use publishedRecord`);
    const ctx = this.context(gameId);
    if (!ctx.ok) return ctx;
    const log = this.store.listEvents(gameId).flatMap((r) => {
      const parsed = logEventSchema.safeParse(r.payload_json);
      return parsed.success ? [{ seq: r.seq, event: parsed.data }] : [];
    });
    const cancelled = cancelledEvents(log);
    const live = log.filter((e) => !cancelled.has(e.seq));
    const target = [...live]
      .reverse()
      .find(
        (e) => e.event.kind === "phase-resolved" && (phaseSeq === undefined || e.event.phaseSeq === phaseSeq),
      );
    if (target?.event.kind !== "phase-resolved") {
      return err(
        phaseSeq === undefined ? "no phase has been resolved yet" : `phase ${phaseSeq} has not been resolved`,
      );
    }
    let before = ctx.value.opening;
    for (const e of live) {
      if (e.seq >= target.seq) break;
      before = applyLogEvent(before, ctx.value.graph, e.event);
    }
    const outcome = runResolution(before, ctx.value.graph, target.event);
    return ok(
      buildResolutionRecord({
        mapId: ctx.value.map.id,
        before,
        orders: target.event.orders.flatMap((o) =>
          o.commands.map((command) => ({ nation: o.nation, command })),
        ),
        seed: target.event.seed,
        commitment: target.event.commitment,
        result: { state: outcome.state, events: outcome.events },
        resolver: "phase/v1",
      }),
    );
  }

  /** The published record of a resolved phase or turn of any game (the last by default), for `adjutant verify`. */
  publishedRecord(gameId: string, phaseSeq?: number): ServiceResult<unknown> {
    const other = this.playOf(gameId);
    return other ? other.play.record(gameId, phaseSeq) : this.resolutionRecord(gameId, phaseSeq);
  }

  undo(gameId: string, actor: Actor): ServiceResult<Document> {
    const other = this.playOf(gameId);
    if (other) return other.play.undo(gameId, actor);
    const rows = this.store.listEvents(gameId);
    const log = rows.flatMap((r) => {
      const parsed = logEventSchema.safeParse(r.payload_json);
      return parsed.success ? [{ seq: r.seq, event: parsed.data }] : [];
    });
    const cancelled = cancelledEvents(log);
    const last = [...log].reverse().find((e) => e.event.kind === "phase-resolved" && !cancelled.has(e.seq));
    if (last?.event.kind !== "phase-resolved") return err("nothing to undo: no phase has been resolved");
    const resolved = last.event;
    const open = this.store.openPhaseOf(gameId);
    this.store.transaction(() => {
      this.store.appendEvent(gameId, {
        kind: "undone",
        actor: actor.name,
        reason: "undo of the last resolution",
        payload: { kind: "undone", target: last.seq },
        createdAt: this.nowIso(),
      });
      if (open) this.store.deletePhaseRow(gameId, open.seq);
      this.store.reopenPhaseRow(gameId, resolved.phaseSeq);
      this.store.db
        .prepare("DELETE FROM snapshots WHERE game_id = ? AND event_seq >= ?")
        .run(gameId, last.seq);
    });
    this.states.delete(gameId);
    const state = this.state(gameId);
    if (!state.ok) return state;
    return ok({
      title: "Resolution undone",
      blocks: [
        {
          kind: "paragraph",
          text: [
            `The resolution of phase ${resolved.phaseSeq} was undone by ${actor.name}. The game is back to ${state.value.year}, ${state.value.phase} phase; the same seed (commitment ${resolved.commitment.slice(0, 16)}…) will be used again.`,
          ],
        },
      ],
    });
  }

  adjust(gameId: string, actor: Actor, reason: string, change: Adjustment): ServiceResult<Document> {
    if (this.playOf(gameId)) {
      return err("adjustments of this game are not available yet: undo the last order instead");
    }
    const ctx = this.context(gameId);
    const state = this.state(gameId);
    if (!ctx.ok) return ctx;
    if (!state.ok) return state;
    if (reason.trim() === "")
      return err("say why: an adjustment needs a reason (it is shown in the next summary)");
    // Names as the GM writes them everywhere else ("Moscow", "St. Petersburg", "UK"), typos refused with a suggestion.
    const resolved = resolveAdjustment(state.value, change, ctx.value);
    if (!resolved.ok) return resolved;
    const applied = applyAdjustment(state.value, resolved.value);
    if (!applied.ok) return applied;
    const warnings = adjustmentWarnings(state.value, resolved.value, ctx.value.nameOf);
    this.store.appendEvent(gameId, {
      kind: "adjusted",
      actor: actor.name,
      reason,
      payload: { kind: "adjusted", change: resolved.value, reason },
      createdAt: this.nowIso(),
    });
    return ok({
      title: "GM adjustment",
      blocks: [
        para(`${actor.name}: ${describeAdjustment(resolved.value, ctx.value.nameOf)} — ${reason}`),
        ...(warnings.length > 0
          ? [para("Also changed — check these:"), list(warnings.map((w) => [`⚠️ ${w}`]))]
          : []),
      ],
    });
  }

  setDeadline(gameId: string, deadline: string | null): ServiceResult<GameInfo> {
    const other = this.playOf(gameId);
    if (other) {
      const set = other.play.setDeadline(gameId, deadline);
      return set.ok ? this.info(gameId) : set;
    }
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
    return this.info(gameId);
  }

  // ---------------------------------------------------------------- helpers

  private freshId(base: string): string {
    const slug =
      base
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "game";
    for (let n = 1; ; n++) {
      const id = `${slug}-${n}`;
      if (!this.store.getGame(id)) return id;
    }
  }

  private seedOf(game: GameRow, phaseSeq: number): Result<string, string> {
    return derivePhaseSeed({ gmSecret: game.gm_secret, gameId: game.id, phaseLabel: `phase-${phaseSeq}` });
  }

  /** Opens the phase after the last one, committing to its seed. */
  private openNextPhase(gameId: string, state: GameState, opensAt: string): PhaseRow {
    const game = this.store.getGame(gameId) as GameRow;
    const seq = (this.store.listPhases(gameId).at(-1)?.seq ?? 0) + 1;
    const seed = this.seedOf(game, seq);
    const commitment = commitSeed(seed.ok ? seed.value : `${game.id}/${seq}`);
    return this.store.openPhase(gameId, {
      year: state.year,
      phase: state.phase,
      commitment,
      openedAt: opensAt,
    });
  }

  /**
   * When the phase after a resolved one opens: at the first resolution (so after an undo and a new resolution the
   * next phase's posts are read again as its orders), or at the end of the window if the GM extended it past that.
   */
  private nextPhaseOpening(gameId: string, seq: number, now: string): string {
    const row = this.store.listPhases(gameId).find((p) => p.seq === seq);
    const first = row?.first_resolved_at ?? now;
    const closed = row?.window_closed_at ?? first;
    return Date.parse(closed) > Date.parse(first) ? closed : first;
  }

  /** GM adjustments made since the last resolution, for the next summary. */
  private pendingAdjustments(gameId: string): string[] {
    const since = Number(this.store.getSetting(`adjustments-shown:${gameId}`) ?? "0");
    const ctx = this.context(gameId);
    const nameOf = ctx.ok ? ctx.value.nameOf : (id: string) => id;
    return this.store
      .listEvents(gameId)
      .filter((e) => e.seq > since && e.kind === "adjusted")
      .flatMap((e) => {
        const parsed = logEventSchema.safeParse(e.payload_json);
        return parsed.success && parsed.data.kind === "adjusted"
          ? [`${e.actor}: ${describeAdjustment(parsed.data.change, nameOf)} — ${parsed.data.reason}`]
          : [];
      });
  }
}

/** Thrown inside a write transaction when another process changed the game first (nothing is written). */
class ConcurrentChange extends Error {}

/** SQLite's "database is locked" after the busy timeout. */
function isBusy(e: unknown): boolean {
  return typeof e === "object" && e !== null && "code" in e && String(e.code).startsWith("SQLITE_BUSY");
}

/** A phase's label for the GM's commands: the year and the phase ("1907-deployment"). */
export function phaseLabel(phase: Pick<PhaseRow, "year" | "phase">): string {
  return `${phase.year}-${phase.phase}`.toLowerCase();
}

function toBookPost(row: PostRow): ParsedPost {
  const parsed = row.parsed_json as ParsedPost;
  const stored = row.edited_json as { by?: string | null; at?: string | null; byModerator?: boolean } | null;
  const edited =
    row.deleted_at !== null
      ? { by: row.author_name, at: row.deleted_at, byModerator: false }
      : stored
        ? { by: stored.by ?? null, at: stored.at ?? null, byModerator: stored.byModerator === true }
        : null;
  return { ...parsed, edited };
}

/** "no nation "Frnace" in this game: did you mean France? (nations: Russian Empire, …)", display names only. */
function unknownNation(ctx: GameContext, given: string): string {
  const hint = didYouMean(suggest(foldName(given), ctx.lexicon, ["nation"]));
  const names = ctx.scenario.nations.map((n) => n.name).join(", ");
  return `no nation "${given}" in this game${hint ? `: ${hint.charAt(0).toLowerCase()}${hint.slice(1)}` : ""} (nations: ${names})`;
}

export { receiptIdOf };
