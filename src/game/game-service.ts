import type { ParsedPost } from "../../parsers/post.ts";
import type { ForumSettingsPatch } from "../forum/settings.ts";
import { seatOfAuthor, seatOfHandle } from "../identity/authors.ts";
import { onFirstUse } from "../modules/on-first-use.ts";
import { type Document, heading, link, list, para, type RenderTarget } from "../presenters/document.ts";
import { forumTime } from "../presenters/forum-time.ts";
import { andList } from "../presenters/names.ts";
import type { PictureFormat } from "../presenters/png.ts";
import { err, ok } from "../result.ts";
import { relativeTime } from "../schedule/durations.ts";
import type { GameStore } from "../storage/game-store.ts";
import type { GameRow } from "../storage/rows.ts";
import { ScheduleStore } from "../storage/schedule-store.ts";
import { Absence, absenceRecordKey } from "./absence/absence.ts";
import { GameChanges } from "./game-changes.ts";
import type {
  GamePlay,
  GamePlayDeps,
  PhasePage,
  RegisteredGame,
  ReportOptions,
  ScenarioExport,
  ScenarioExportOptions,
} from "./game-play.ts";
import type { GameWording } from "./game-wording.ts";
import { receiptIdOf } from "./incoming-post.ts";
import { gamePageUrl } from "./page-link.ts";
import { PerGameTurns } from "./per-game-turns.ts";
import { playersOf } from "./players.ts";
import { type EndRosterLine, rosterNow } from "./results/end-roster.ts";
import { type GameEnding, gameEndedKey, storedEnding } from "./results/game-ending.ts";
import type { RatedGame, Ratings } from "./results/ratings.ts";
import { defaultRuleset, playableRulesets } from "./rulesets.ts";
import {
  ABSENCE_SETTINGS,
  type AllGameSettings,
  gameSettings,
  readGameSetting,
  readWholeSetting,
  saveGameSettings,
  settingName,
} from "./settings/game-settings.ts";
import { endingLine, ordersInLine } from "./status-lines.ts";
import type {
  Actor,
  Adjustment,
  GameInfo,
  GameServiceApi,
  IngestResult,
  OrdersIn,
  PostSource,
  Resolution,
  ServiceResult,
} from "./types.ts";

/** Modules of the use cases that few calls need, imported when first used. */
const forumSettingsModule = onFirstUse(() => import("../forum/settings.ts"));
const claimPostModule = onFirstUse(() => import("./absence/claim-post.ts"));
const ratingsModule = onFirstUse(() => import("./results/ratings.ts"));
const deadlineLogModule = onFirstUse(() => import("./results/deadline-log.ts"));
const forumProblemsModule = onFirstUse(() => import("./forum-problems.ts"));

/** What the service needs from the outside world (all injected: tests pass fakes). */
export type GameServiceDeps = GamePlayDeps & {
  /** The games this service plays (default: the registry, `playableRulesets`); tests register games of their own. */
  games?: readonly RegisteredGame[] | undefined;
  /** Where the service tells what changed (default: a hook of its own, `GameService.changes`). */
  changes?: GameChanges | undefined;
  /**
   * The live web page's public address (`WEB_PUBLIC_URL`): receipts, summaries and the status then end with a link
   * to the game's page. Unset: no link.
   */
  publicUrl?: string | undefined;
};

/**
 * The game service: what every game shares (game records, Discord channels, forum settings, who plays which seat,
 * the current game) and, for the rest, the play of the game's ruleset (`GamePlay`, registered in `rulesets.ts`):
 * World War 1907's in `ww1907/`, Risk Variant One's in `risk/`. The CLI, the console, the forum watcher and the
 * bot talk to this class only.
 */
export class GameService implements GameServiceApi {
  /**
   * The plays of the registered games, by ruleset id, each made when a game of it is first opened (its modules are
   * imported then: `RegisteredGame.load`).
   */
  private readonly plays = new Map<string, Promise<GamePlay>>();
  /** What the plays are given. */
  private readonly gameDeps: GamePlayDeps;
  /**
   * The games this service plays (`deps.games`, else the registry), tried in order for a new game's scenario: what
   * the console, the bot and the CLI list and look a game's wording up in, never the registry itself.
   */
  readonly games: readonly RegisteredGame[];

  /** The log of deadline changes (shared with the schedule). */
  private readonly deadlines: ScheduleStore;

  /** Absent and returning players: vacations, civil disorder, replacements (`absence/`). */
  readonly absence: Absence;
  /** What changed, for listeners in this process (the live web page); another process's changes: `changeMark`. */
  readonly changes: GameChanges;
  /** One change to a game at a time in this process (a post, a resolve, an undo…). */
  private readonly turns = new PerGameTurns();

  constructor(private readonly deps: GameServiceDeps) {
    this.changes = deps.changes ?? new GameChanges();
    // asked on every post: read with the game's row where a round trip costs (PostgreSQL)
    deps.store.readWithGame(gameEndedKey, absenceRecordKey);
    this.deadlines = new ScheduleStore(deps.store.db);
    this.absence = new Absence({
      store: deps.store,
      now: deps.now,
      host: {
        findSeat: async (gameId, who) => await this.findSeat(gameId, who),
        playerName: async (gameId, seat) => await this.playerName(gameId, seat),
        replacePlayer: async (gameId, seat, handle, options) =>
          await this.replacePlayer(gameId, seat, handle, options),
        playDisorder: async (gameId) => await this.playDisorder(gameId),
        gameName: async (gameId) => {
          const game = await this.store.getGame(gameId);
          return game
            ? { name: game.name, channelId: game.discord_channel_id, timezone: game.forum_timezone }
            : null;
        },
      },
    });
    this.games = deps.games ?? playableRulesets;
    this.gameDeps = { store: deps.store, now: deps.now, newSecret: deps.newSecret };
  }

  /** The play of a ruleset this service plays (loaded and made on first use), or undefined for one it does not. */
  private async playFor(ruleset: string): Promise<GamePlay | undefined> {
    let play = this.plays.get(ruleset);
    if (!play) {
      const game = this.games.find((r) => r.ruleset === ruleset);
      if (!game) return undefined;
      play = game.loadPlay().then((open) => open(this.gameDeps));
      this.plays.set(ruleset, play);
    }
    return await play;
  }

  private get store(): GameStore {
    return this.deps.store;
  }

  /**
   * A game's row and the play of its ruleset. Every stored game names its ruleset (World War 1907's, from before
   * the registry, "ww1907"); one this installation does not play is an error, never another game's play.
   */
  private async playOf(gameId: string): Promise<ServiceResult<{ play: GamePlay; game: GameRow }>> {
    const game = await this.store.getGame(gameId);
    if (!game) return err(`no game "${gameId}"`);
    const play = await this.playFor(game.ruleset);
    if (!play) {
      return err(
        `game "${gameId}" is played with ruleset "${game.ruleset}", which this installation does not have`,
      );
    }
    return ok({ play, game });
  }

  /**
   * The play of a game's ruleset, for that game's own module to reach what only it has (World War 1907's state and
   * order book: `ww1907/ww1907-of.ts`). Adapters speak to the service's methods instead.
   */
  async gamePlay(gameId: string): Promise<ServiceResult<GamePlay>> {
    const of = await this.playOf(gameId);
    return of.ok ? ok(of.value.play) : of;
  }

  /**
   * The registered entry of a game's ruleset (its name, scenarios and wording) among this service's games, or
   * undefined for no such game or a ruleset this installation does not play.
   */
  async rulesetOf(gameId: string): Promise<RegisteredGame | undefined> {
    const game = await this.store.getGame(gameId);
    return game ? this.games.find((r) => r.ruleset === game.ruleset) : undefined;
  }

  /** How the console, the CLI and the bot speak of a game (its help, example post, dice), from `rulesetOf`. */
  async wordingOf(gameId: string): Promise<GameWording | undefined> {
    return (await this.rulesetOf(gameId))?.wording;
  }

  // ------------------------------------------------------------------ games

  async createGame(input: {
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
    /** The game counts for the ratings (house rules "Absent and returning players", Ratings). */
    rated?: boolean;
  }): Promise<ServiceResult<GameInfo>> {
    if (input.discordChannelId && (await this.store.findGameByChannel(input.discordChannelId))) {
      return err("this channel already has a game: load it or use another channel");
    }
    if (input.startsAt !== undefined && Number.isNaN(Date.parse(input.startsAt))) {
      return err(`"${input.startsAt}" is not a time: write it as 2026-12-24T18:00:00Z`);
    }
    const ruleset = this.games.find((r) => r.handlesScenario(input.scenario));
    const play = ruleset ? await this.playFor(ruleset.ruleset) : undefined;
    if (!play) {
      return err(`"${input.scenario}" is not a scenario of any game here (see \`adjutant scenario list\`)`);
    }
    const { rated, ...rest } = input;
    const created = await play.create({ ...rest, newId: async (base) => await this.freshId(base) });
    if (!created.ok) return created;
    if (rated)
      await saveGameSettings(this.store, created.value, {
        ...(await gameSettings(this.store, created.value)),
        rated,
      });
    return await this.info(created.value);
  }

  async listGames(): Promise<GameInfo[]> {
    const games: GameInfo[] = [];
    for (const g of await this.store.listGames()) {
      const info = await this.info(g.id);
      if (info.ok) games.push(info.value);
    }
    return games;
  }

  async gameId(id?: string): Promise<ServiceResult<string>> {
    if (id)
      return (await this.store.getGame(id)) ? ok(id) : err(`no game "${id}" (see \`adjutant game list\`)`);
    const current = await this.store.currentGameId();
    if (current && (await this.store.getGame(current))) return ok(current);
    // the default game's first scenario, where this service plays it (else its own first game's)
    const first = (this.games.includes(defaultRuleset) ? defaultRuleset : this.games[0])?.scenarios[0]?.id;
    return err(`no game yet: create one with \`adjutant game new --scenario ${first ?? "SCENARIO"}\``);
  }

  async gameByChannel(channelId: string): Promise<GameInfo | undefined> {
    const row = await this.store.findGameByChannel(channelId);
    if (!row) return undefined;
    const info = await this.info(row.id);
    return info.ok ? info.value : undefined;
  }

  async bindChannel(gameId: string, channelId: string): Promise<ServiceResult<GameInfo>> {
    const other = await this.store.findGameByChannel(channelId);
    if (other && other.id !== gameId) return err(`this channel already plays game "${other.id}"`);
    if (!(await this.store.getGame(gameId))) return err(`no game "${gameId}"`);
    await this.store.updateGame(gameId, { discordChannelId: channelId });
    return await this.info(gameId);
  }

  /**
   * Changes a game's forum thread, forum software or forum time zone (null clears one), each checked: an http(s)
   * URL, a platform the parsers know, an IANA zone.
   */
  async updateForum(gameId: string, patch: ForumSettingsPatch): Promise<ServiceResult<GameInfo>> {
    if (!(await this.store.getGame(gameId))) return err(`no game "${gameId}"`);
    const { checkForumSettings } = await forumSettingsModule();
    const checked = checkForumSettings(patch);
    if (!checked.ok) return checked;
    await this.store.updateGame(gameId, checked.value);
    return await this.info(gameId);
  }

  async info(gameId: string): Promise<ServiceResult<GameInfo>> {
    const of = await this.playOf(gameId);
    return of.ok ? await of.value.play.info(of.value.game) : of;
  }

  // ---------------------------------------------------------------- players

  /**
   * Assigns a player's handle to a seat (a nation, a Risk player): a forum name, or a Discord user id with
   * `discord: true`. A handle plays one seat: the order book gives each post to one player, so a second seat for the
   * same name would silently leave every post of that name ignored; such an assignment is refused unless `force`
   * (then the handle moves). Returns the seat's display name.
   */
  async assignPlayer(
    gameId: string,
    seatName: string,
    handle: string,
    options: { discord?: boolean; force?: boolean; forceHint?: string } = {},
  ): Promise<ServiceResult<string>> {
    return await this.turns.run(gameId, async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      const { play } = of.value;
      const seat = await play.findPlayer(gameId, seatName);
      if (!seat) return err(await play.unknownPlayer(gameId, seatName));
      const name = async (s: string) => await play.playerName(gameId, s);
      const key = handle.trim().toLowerCase();
      const same = (n: string | null) => n !== null && n.trim().toLowerCase() === key;
      const holder = (await this.store.listPlayers(gameId)).find(
        (p) => p.nation !== seat && [p.forum_name, p.discord_user_id, ...p.aliases_json].some(same),
      );
      if (holder && !options.force) {
        const who = options.discord ? `Discord user ${handle}` : handle;
        return err(
          `${who} already plays ${await name(holder.nation)}; run again with ${options.forceHint ?? "--force"} to move them to ${await name(seat)} (${await name(holder.nation)} then has no player under that name)`,
        );
      }
      await this.store.transaction(async () => {
        if (holder) {
          await this.store.upsertPlayer(gameId, {
            nation: holder.nation,
            forumName: same(holder.forum_name) ? null : holder.forum_name,
            discordUserId: same(holder.discord_user_id) ? null : holder.discord_user_id,
            aliases: holder.aliases_json.filter((a) => !same(a)),
          });
        }
        if (options.discord) await this.store.upsertPlayer(gameId, { nation: seat, discordUserId: handle });
        else await this.store.upsertPlayer(gameId, { nation: seat, forumName: handle });
      }, gameId);
      return ok(seat);
    });
  }

  /**
   * `players replace NATION NEWNAME`: hands a seat to a new player. The seat's history stays (its orders, receipts
   * and the log are the seat's, not the player's); the old player's names and Discord user no longer play it, the
   * new one is its only player, and the count of missed deadlines starts again.
   */
  async replacePlayer(
    gameId: string,
    seatName: string,
    handle: string,
    options: { discord?: boolean } = {},
  ): Promise<ServiceResult<{ seat: string; previous: string | null }>> {
    return await this.turns.run(gameId, async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      const seat = await of.value.play.findPlayer(gameId, seatName);
      if (!seat) return err(await of.value.play.unknownPlayer(gameId, seatName));
      const before = (await this.store.listPlayers(gameId)).find((p) => p.nation === seat);
      const previous =
        before?.forum_name ?? (before?.discord_user_id ? `Discord user ${before.discord_user_id}` : null);
      const assigned = await this.assignPlayer(gameId, seat, handle, {
        ...options,
        forceHint: "players assign --force",
      });
      if (!assigned.ok) return assigned;
      await this.store.transaction(async () => {
        await this.store.upsertPlayer(gameId, {
          nation: seat,
          forumName: options.discord ? null : handle,
          discordUserId: options.discord ? handle : null,
          aliases: [],
        });
        await this.deadlines.resetMissed(gameId, seat);
      }, gameId);
      return ok({ seat, previous });
    });
  }

  /**
   * The GM's standing orders for a seat (order text as a player would post it; null clears them): played when the
   * seat's player sent no valid orders and the game's schedule says `absentOrders: standing` (lines that do not read
   * as orders in that phase are left out).
   */
  async setStandingOrders(
    gameId: string,
    seatName: string,
    text: string | null,
  ): Promise<ServiceResult<string>> {
    return await this.turns.run(gameId, async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      if (!of.value.play.takesStandingOrders) {
        const why = (await this.wordingOf(gameId))?.noStandingOrders;
        return err(`this game has no standing orders${why ? `: ${why}` : ""}`);
      }
      const seat = await of.value.play.findPlayer(gameId, seatName);
      if (!seat) return err(await of.value.play.unknownPlayer(gameId, seatName));
      if (text !== null && text.trim() === "")
        return err("give the standing orders as a player would post them");
      await this.deadlines.setStandingOrders(gameId, seat, text === null ? null : text.trim());
      return ok(seat);
    });
  }

  /** A seat's display name ("russia" → "Russian Empire"), for messages about an assignment. */
  async playerName(gameId: string, seat: string): Promise<string> {
    const of = await this.playOf(gameId);
    return of.ok ? await of.value.play.playerName(gameId, seat) : seat;
  }

  /** A seat by its name, or by its player's forum name or Discord user id; refused with the reason when unknown. */
  async findSeat(gameId: string, who: string): Promise<ServiceResult<string>> {
    const of = await this.playOf(gameId);
    if (!of.ok) return of;
    const byHandle = await this.nationOf(gameId, who.trim());
    if (byHandle) return ok(byHandle);
    const seat = await of.value.play.findPlayer(gameId, who);
    if (seat) return ok(seat);
    return err(
      `no player or seat "${who}" in ${of.value.game.name}: ${await of.value.play.unknownPlayer(gameId, who)}`,
    );
  }

  /** A sequential game plays its seats in civil disorder now (see `GamePlay.playDisorder`); lines of what it did. */
  async playDisorder(gameId: string): Promise<string[]> {
    return await this.turns.run(gameId, async () => {
      const of = await this.playOf(gameId);
      if (!of.ok || !of.value.play.playDisorder) return [];
      const seats = await this.absence.disorderSeats(gameId);
      return seats.length > 0 ? await of.value.play.playDisorder(gameId, seats) : [];
    });
  }

  /** Who plays: "Osmano (Russian Empire), …", or for a sequential game the seats in order. */
  async playerList(gameId: string): Promise<ServiceResult<string>> {
    const of = await this.playOf(gameId);
    return of.ok ? ok(await of.value.play.playerList(gameId)) : of;
  }

  /** The seat of a handle: a forum account name (exact) or a Discord user id. */
  async nationOf(gameId: string, handle: string): Promise<string | null> {
    return seatOfHandle(await playersOf(this.store, gameId), handle);
  }

  /**
   * The seat of a post's author, by the one identity rule of every game (`src/identity/authors.ts`): a Discord
   * post by its user id (a display name proves nothing), any other by its exact account name.
   */
  private async authorSeat(
    gameId: string,
    source: PostSource,
    name: string,
    id: string | null,
  ): Promise<string | null> {
    const platform = source === "discord" ? "discord" : "bbcode";
    return seatOfAuthor(await playersOf(this.store, gameId), {
      platform,
      author: id ? { name, id } : { name },
    });
  }

  // ----------------------------------------------------------------- posts

  /**
   * Runs a use case of several reads (a web page, a status, a report, orders in force) reading each game's row,
   * players, open phase and last event number once (`GameStore.reading`): what it reads is the game as it was when
   * first read, as a page is drawn of one moment. Every answer below that reads a game more than once runs in it.
   */
  async reading<T>(fn: () => Promise<T>): Promise<T> {
    return await this.store.reading(fn);
  }

  /** A use case that changes a game: in the game's turn (one at a time per game), and `reading` its rows once. */
  private inTurn<T>(gameId: string, fn: () => Promise<T>): Promise<T> {
    return this.turns.run(gameId, () => this.reading(fn));
  }

  /** Posts of a source in page order; each result says what happened (receipt, refusal, edit, not a player…). */
  async ingest(gameId: string, source: PostSource, posts: readonly ParsedPost[]): Promise<IngestResult[]> {
    // the game's row and players read once for the whole batch (outside its transaction: see `GameStore.reading`)
    return await this.inTurn(gameId, () => this.ingestInTurn(gameId, source, posts));
  }

  private async ingestInTurn(
    gameId: string,
    source: PostSource,
    posts: readonly ParsedPost[],
  ): Promise<IngestResult[]> {
    const of = await this.playOf(gameId);
    if (!of.ok) return posts.map((p) => ({ kind: "outside-phase", postId: p.postId, reason: of.error }));
    const over = await this.overRefusal(gameId, of.value.play);
    if (over) return posts.map((p) => ({ kind: "outside-phase", postId: p.postId, reason: over }));
    const results = await of.value.play.ingest(gameId, source, posts, (p) =>
      this.authorSeat(gameId, source, p.author.name, p.author.id ?? null),
    );
    await this.afterPosts(gameId, source, posts, results);
    if (
      results.some((r) => r.kind !== "unchanged" && r.kind !== "outside-phase" && r.kind !== "not-player")
    ) {
      this.changes.emit({ gameId, kind: "post" });
    }
    const url = await this.pageUrl(gameId);
    const linked = url ? results.map((r) => linkReceipt(r, url)) : results;
    const target = forumTarget(of.value.game);
    return target ? linked.map((r) => aimResult(r, target)) : linked;
  }

  /**
   * Absent and returning players after posts: orders end a vacation and bring a seat's old player back from civil
   * disorder; "I claim Russia" by someone else claims a seat offered; a sequential game then plays its seats in
   * civil disorder if it waits for one.
   */
  private async afterPosts(
    gameId: string,
    source: PostSource,
    posts: readonly ParsedPost[],
    results: readonly IngestResult[],
  ): Promise<void> {
    const ordered = [...new Set(results.flatMap((r) => (r.kind === "orders" ? [r.nation] : [])))];
    const offered = (await this.absence.onOrders(gameId, ordered)).disorder;
    if (offered.length > 0) {
      const { claimsIn } = await claimPostModule();
      for (const claim of claimsIn(posts)) {
        const discord = source === "discord" && claim.authorId !== null;
        const handle = discord ? (claim.authorId ?? claim.author) : claim.author;
        if (await this.nationOf(gameId, handle)) continue;
        await this.absence.claim(gameId, claim.seat, handle, { discord });
      }
      await this.playDisorder(gameId);
    }
  }

  /** A deleted post: what its deletion does is the game's (W33: World War 1907 voids its orders). */
  async deletePost(gameId: string, source: PostSource, postId: string): Promise<IngestResult | null> {
    return await this.turns.run(gameId, async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return null;
      const row = await this.store.getPost(gameId, source, postId);
      const seat = row ? await this.authorSeat(gameId, source, row.author_name, row.author_id) : null;
      const deleted = await of.value.play.deletePost(gameId, source, postId, seat);
      if (deleted) this.changes.emit({ gameId, kind: "post" });
      return deleted;
    });
  }

  /** Since when the game waits for its current moves (see `GamePlay.waitingSince`). */
  async waitingSince(gameId: string): Promise<string | null> {
    const of = await this.playOf(gameId);
    return of.ok ? await of.value.play.waitingSince(gameId) : null;
  }

  /**
   * Who the game waits for now, with what a reminder needs to reach them: the seat's display name, its forum name
   * and Discord user id (null when not known). A seat in civil disorder is never among them: it gives no orders and
   * the game does not wait for it (its game plays it; house rules "Absent and returning players").
   */
  async waitingOn(gameId: string): Promise<WaitingSeat[]> {
    const of = await this.playOf(gameId);
    if (!of.ok) return [];
    const rows = new Map((await this.store.listPlayers(gameId)).map((p) => [p.nation, p]));
    const disorder = new Set(await this.absence.disorderSeats(gameId));
    const waiting: WaitingSeat[] = [];
    for (const seat of await of.value.play.waitingOn(gameId)) {
      if (disorder.has(seat)) continue;
      waiting.push({
        seat,
        name: await of.value.play.playerName(gameId, seat),
        forumName: rows.get(seat)?.forum_name ?? null,
        discordUserId: rows.get(seat)?.discord_user_id ?? null,
      });
    }
    return waiting;
  }

  // ----------------------------------------------------------- what players see

  async ordersInForce(gameId: string, seatName: string): Promise<ServiceResult<Document>> {
    return await this.reading(async () => {
      const of = await this.playOf(gameId);
      return of.ok ? aim(of.value.game, await of.value.play.ordersInForce(of.value.game, seatName)) : of;
    });
  }

  async preview(gameId: string, seatName: string): Promise<ServiceResult<Document>> {
    return await this.reading(async () => {
      const of = await this.playOf(gameId);
      return of.ok ? aim(of.value.game, await of.value.play.preview(gameId, seatName)) : of;
    });
  }

  /**
   * The game's standing, or one seat's, with the deadline and (for the whole game) who has ordered; `ordersIn:
   * false` leaves the line of who has ordered out (Discord's `/status` shows it as a field of its own).
   */
  async status(
    gameId: string,
    seatName?: string,
    options: { ordersIn?: boolean } = {},
  ): Promise<ServiceResult<Document>> {
    return await this.reading(async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      const status = aim(of.value.game, await of.value.play.status(of.value.game, seatName));
      if (!status.ok) return status;
      const url = await this.pageUrl(gameId);
      return ok({
        ...status.value,
        blocks: [
          ...status.value.blocks,
          ...(seatName === undefined ? await this.absence.blocks(gameId) : []),
          ...(await this.deadlineBlocks(gameId, seatName, options.ordersIn ?? true)),
          ...(url ? [pageLink(url)] : []),
        ],
      });
    });
  }

  /**
   * The status's last lines: the end of a finished game, the deadline as a relative time ("in 5 hours"), and for the
   * whole game who has ordered and who the game waits for, as the game's `orders-visibility` lets them show.
   */
  private async deadlineBlocks(
    gameId: string,
    seatName: string | undefined,
    withOrders: boolean,
  ): Promise<Document["blocks"]> {
    const info = await this.info(gameId);
    if (!info.ok) return [];
    const ending = await this.ending(gameId);
    if (ending.ok && ending.value) return [para(endingLine(ending.value))];
    const blocks: Document["blocks"] = [];
    const orders = seatName === undefined ? await this.ordersIn(gameId) : null;
    const shown = orders?.ok && orders.value.names !== null;
    if (info.value.deadline !== null) {
      const when = `${forumTime(info.value.deadline, info.value.forumTimezone)} (${relativeTime(info.value.deadline, this.deps.now())})`;
      const waiting =
        seatName === undefined && shown ? (await this.waitingOn(gameId)).map((w) => w.name) : [];
      blocks.push(
        para(`Deadline: ${when}.`),
        ...(waiting.length > 0 ? [para(`Waiting for: ${andList(waiting)}.`)] : []),
      );
    }
    if (withOrders && orders?.ok && orders.value.seats > 0) blocks.push(para(ordersInLine(orders.value)));
    return blocks;
  }

  // ------------------------------------------------------- who has ordered

  /**
   * Who has ordered (issue #28): how many of the seats in play have orders in and which, as the game's
   * `orders-visibility` lets them show (see `OrdersIn` in types.ts for what "orders in" means in each game).
   */
  async ordersIn(gameId: string): Promise<ServiceResult<OrdersIn>> {
    return await this.reading(async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      const { play } = of.value;
      const visibility = (await gameSettings(this.store, gameId))["orders-visibility"];
      // a seat in civil disorder gives no orders: it is neither in nor missing ("Absent and returning players")
      const disorder = new Set(await this.absence.disorderSeats(gameId));
      const seats = (await play.seatsInPlay(gameId)).filter((s) => !disorder.has(s));
      const over = (await this.overRefusal(gameId)) !== null;
      const open = (await this.store.openPhaseOf(gameId)) !== undefined;
      const missing = new Set(over || !open ? [] : await play.waitingOn(gameId));
      const inForce = seats.filter((s) => !missing.has(s));
      const info = await this.info(gameId);
      const deadline = info.ok ? info.value.deadline : null;
      const revealed =
        visibility === "hidden" &&
        (over || (deadline !== null && Date.parse(deadline) <= this.deps.now().getTime()));
      const names: string[] = [];
      for (const s of inForce) names.push(await play.playerName(gameId, s));
      return ok({
        visibility,
        revealed,
        seats: seats.length,
        inForce: visibility === "hidden" && !revealed ? null : inForce.length,
        names: visibility === "names" || revealed ? names : null,
      });
    });
  }

  // -------------------------------------------------------------- settings

  /**
   * A game's settings, every one in one place (`orders-visibility`, `rated`, `vacation-days`,
   * `civil-disorder-after`): see `src/game/settings/game-settings.ts`.
   */
  async settings(gameId: string): Promise<ServiceResult<AllGameSettings>> {
    if (!(await this.store.getGame(gameId))) return err(`no game "${gameId}"`);
    const absence = await this.absence.settings(gameId);
    return ok({
      ...(await gameSettings(this.store, gameId)),
      "vacation-days": absence.vacationDays,
      "civil-disorder-after": absence.disorderAfter,
    });
  }

  /**
   * `adjutant game set NAME VALUE`: changes one of the game's settings, read with its schema. `rated` is the GM's
   * choice before the game starts (house rules, Ratings): once a post has been read, a phase resolved or an order
   * carried out, it is refused and nothing changes. `vacation-days` and `civil-disorder-after` (also `game set
   * --vacation-days N --civil-disorder-after N`) take whole numbers in their ranges.
   */
  async setSetting(gameId: string, name: string, value: string): Promise<ServiceResult<AllGameSettings>> {
    const all = await this.settings(gameId);
    if (!all.ok) return all;
    const named = settingName(name);
    if (!named.ok) return named;
    const setting = named.value;
    if (setting === "vacation-days" || setting === "civil-disorder-after") {
      const n = readWholeSetting(setting, value);
      if (!n.ok) return n;
      const set = await this.absence.configure(gameId, { [ABSENCE_SETTINGS[setting]]: n.value });
      return set.ok ? await this.settings(gameId) : set;
    }
    const current = await gameSettings(this.store, gameId);
    const next = readGameSetting(current, setting, value);
    if (!next.ok) return next;
    if (next.value.rated !== current.rated && (await this.hasStarted(gameId))) {
      return err(
        `game "${gameId}" has started: whether it is rated is decided before it starts (house rules, Ratings), so it stays ${current.rated ? "rated" : "unrated"}`,
      );
    }
    if (next.value.rated !== current.rated && (await this.overRefusal(gameId))) {
      return err(`game "${gameId}" is over: whether it is rated can no longer change`);
    }
    await saveGameSettings(this.store, gameId, next.value);
    return await this.settings(gameId);
  }

  /** Whether a game has started: a post read for it, a phase resolved, or anything logged after its opening. */
  async hasStarted(gameId: string): Promise<boolean> {
    if ((await this.store.countPosts(gameId)) > 0) return true;
    if (
      (await this.store.listPhases(gameId)).some(
        (p) => p.resolved_at !== null || p.first_resolved_at !== null,
      )
    ) {
      return true;
    }
    return (await this.store.listEvents(gameId)).some((e) => !/(^|-)opened$/.test(e.kind));
  }

  // ------------------------------------------------------------- the end

  /**
   * How a game ended, or null while it goes on: the GM's end (`endGame`), or the game's own (Risk Variant One, V9:
   * one player holds the land), with the final ranking.
   */
  async ending(
    gameId: string,
    options: { replay?: boolean } = {},
  ): Promise<ServiceResult<GameEnding | null>> {
    const of = await this.playOf(gameId);
    if (!of.ok) return of;
    return await this.endingOf(gameId, of.value.play, options);
  }

  /** `ending` of a game whose play is at hand (a use case that just looked the game up). */
  private async endingOf(
    gameId: string,
    play: GamePlay,
    options: { replay?: boolean } = {},
  ): Promise<ServiceResult<GameEnding | null>> {
    const logged = await play.loggedEnding?.(gameId, options.replay ?? false);
    if (logged && !logged.ok) return logged;
    // games ended before the end was logged: the end kept then (settings `game-ended:ID`), read as a fallback
    const stored = await storedEnding(this.store, gameId);
    if (logged?.value) {
      const { places, players, ...how } = logged.value;
      // a Risk game ended by the GM before its end step carried the GM's name and the players: those from then
      if (players === null && stored?.how === "gm" && how.how === "gm") {
        const { by, reason, endedAt } = stored;
        const ending = await this.endingWith(gameId, play, places, { ...how, by, reason, endedAt });
        const held = new Map(stored.places.map((p) => [p.seat, p.player]));
        return ok({
          ...ending,
          places: ending.places.map((p) => ({ ...p, player: held.get(p.seat) ?? null })),
        });
      }
      return ok(await this.endingWith(gameId, play, places, how, players));
    }
    return ok(stored ?? null);
  }

  /**
   * `adjutant game end`: the GM ends a game; its final ranking is fixed now by the game's rules (World War 1907 by
   * VP; Risk Variant One by V9, a GM's end), and the game takes no more orders. A game already over, or one whose
   * game has no ranking, is refused and nothing changes.
   */
  async endGame(gameId: string, actor: Actor, reason = ""): Promise<ServiceResult<GameEnding>> {
    return await this.turns.run(gameId, async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      const { play } = of.value;
      const before = await this.ending(gameId);
      if (!before.ok) return before;
      if (before.value) {
        return err(`game "${gameId}" is over already (${endingLine(before.value)}): nothing was changed`);
      }
      if (!play.standings) {
        const name = (await this.rulesetOf(gameId))?.name ?? of.value.game.ruleset;
        return err(`a ${name} game has no final ranking, so it cannot be ended here`);
      }
      if (!play.endGame || !play.loggedEnding) {
        const name = (await this.rulesetOf(gameId))?.name ?? of.value.game.ruleset;
        return err(`a ${name} game does not log its end, so it cannot be ended here`);
      }
      const { endGame } = play;
      return await this.store.writeTransaction(async () => {
        const ended = await endGame.call(play, gameId, actor, reason);
        if (!ended.ok) return ended;
        const ending = await this.ending(gameId);
        if (!ending.ok) return ending;
        return ending.value ? ok(ending.value) : err("the game could not be ended");
      }, gameId);
    });
  }

  private async endingWith(
    gameId: string,
    play: GamePlay,
    places: readonly { seat: string; place: number; score: string }[],
    how: Omit<GameEnding, "places">,
    logged: readonly EndRosterLine[] | null = null,
  ): Promise<GameEnding> {
    const rows = new Map(
      (logged ?? (await rosterNow(this.store, gameId))).map((p) => [
        p.seat,
        { forum_name: p.forumName, discord_user_id: p.discordUserId },
      ]),
    );
    const named: GameEnding["places"] = [];
    for (const p of places) {
      const row = rows.get(p.seat);
      const player =
        row && (row.forum_name !== null || row.discord_user_id !== null)
          ? { forumName: row.forum_name, discordUserId: row.discord_user_id }
          : null;
      named.push({ ...p, name: await play.playerName(gameId, p.seat), player });
    }
    return { ...how, places: named };
  }

  // ------------------------------------------------------------- ratings

  /**
   * `adjutant ratings`: recomputed from every finished rated game of this installation (its end and final ranking)
   * and every recorded deadline (reliability), each time; the same games give the same numbers.
   */
  async ratings(options: { replay?: boolean } = {}): Promise<Ratings> {
    const games: RatedGame[] = [];
    for (const g of await this.store.listGames()) {
      if (!this.games.some((r) => r.ruleset === g.ruleset) || !(await gameSettings(this.store, g.id)).rated)
        continue;
      const ending = await this.ending(g.id, options);
      if (ending.ok && ending.value) games.push({ id: g.id, name: g.name, ending: ending.value });
    }
    const [{ computeRatings }, { deadlineEntries }] = await Promise.all([
      ratingsModule(),
      deadlineLogModule(),
    ]);
    return computeRatings(games, await deadlineEntries(this.store));
  }

  /**
   * Records a passed deadline for reliability (once per `key`): every seat in play and its player then, met when
   * the game no longer waited for it. Called by the schedule when a deadline passes.
   */
  async recordDeadline(gameId: string, key: string, missing: readonly string[]): Promise<boolean> {
    const of = await this.playOf(gameId);
    if (!of.ok || (await this.overRefusal(gameId))) return false;
    const rows = new Map((await this.store.listPlayers(gameId)).map((p) => [p.nation, p]));
    const late = new Set(missing);
    const { recordDeadline } = await deadlineLogModule();
    return await recordDeadline(this.store, {
      gameId,
      key,
      at: this.deps.now().toISOString(),
      seats: (await of.value.play.seatsInPlay(gameId)).map((seat) => ({
        seat,
        forumName: rows.get(seat)?.forum_name ?? null,
        discordUserId: rows.get(seat)?.discord_user_id ?? null,
        met: !late.has(seat),
      })),
    });
  }

  /** Why a finished game takes nothing more ("the game is over: …"), or null while it goes on. */
  private async overRefusal(gameId: string, play?: GamePlay): Promise<string | null> {
    const ending = play ? await this.endingOf(gameId, play) : await this.ending(gameId);
    if (!ending.ok || !ending.value) return null;
    return `the game is over (${endingLine(ending.value)}): it takes no more orders`;
  }

  /** `status --json`: every seat's standing (or one seat's) as data. */
  async statusJson(gameId: string, seatName?: string): Promise<ServiceResult<unknown>> {
    return await this.reading(async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      const json = await of.value.play.statusJson(of.value.game, seatName);
      if (!json.ok || typeof json.value !== "object" || json.value === null) return json;
      const orders = await this.ordersIn(gameId);
      const ending = await this.ending(gameId);
      return ok({
        ...json.value,
        ordersIn: orders.ok ? orders.value : null,
        ended: ending.ok ? ending.value : null,
        absence: await this.absence.statusJson(gameId),
      });
    });
  }

  /**
   * The GM's report, with what the last forum sync could not read. Each list of posts shows its latest posts and
   * counts the rest, so the report stays short however busy the phase; `all` lists every post.
   */
  async report(gameId: string, options: ReportOptions = {}): Promise<ServiceResult<Document>> {
    return await this.reading(async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      const report = aim(of.value.game, await of.value.play.report(of.value.game, options));
      if (!report.ok) return report;
      const { forumProblems } = await forumProblemsModule();
      const problems = await forumProblems(this.store, gameId);
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
    });
  }

  /** `report --json`: the GM's report as data (each list its latest entries and a count, or `all` of them). */
  async reportJson(gameId: string, options: ReportOptions = {}): Promise<ServiceResult<unknown>> {
    return await this.reading(async () => {
      const of = await this.playOf(gameId);
      return of.ok ? await of.value.play.reportJson(of.value.game, options) : of;
    });
  }

  /** The map now, as a palette PNG or (format "svg") the SVG it is drawn from. */
  async picture(gameId: string, format: PictureFormat = "png"): Promise<ServiceResult<Buffer>> {
    const of = await this.playOf(gameId);
    return of.ok ? await of.value.play.picture(gameId, format) : of;
  }

  // ------------------------------------------------------------- GM actions

  /** The open phase as people name it ("the 1907 Deployment phase", "turn 2"), or null when none is open. */
  async openPhaseTitle(gameId: string): Promise<string | null> {
    const of = await this.playOf(gameId);
    const phase = await this.store.openPhaseOf(gameId);
    return of.ok && phase ? of.value.play.phaseTitle(phase) : null;
  }

  /** The label of the open phase ("1907-deployment", "turn-2"), or null when none is open. */
  async openPhaseLabel(gameId: string): Promise<string | null> {
    const of = await this.playOf(gameId);
    const phase = await this.store.openPhaseOf(gameId);
    return of.ok && phase ? of.value.play.phaseLabel(phase) : null;
  }

  async resolve(
    gameId: string,
    actor: Actor,
    options: { phase?: string } = {},
  ): Promise<ServiceResult<Resolution>> {
    return await this.inTurn(gameId, async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      const over = await this.overRefusal(gameId);
      if (over) return err(`${over}: nothing was resolved`);
      const absent = (await this.deadlines.settings(gameId)).absentOrders;
      // Standing orders play for every absent seat when the schedule says so, and always for a seat on vacation
      // ("Absent and returning players: Vacation"); never for a seat in civil disorder, which does what its game says.
      const disorder = await this.absence.disorderSeats(gameId);
      const onVacation = new Set(await this.absence.vacationSeats(gameId));
      const standing = Object.fromEntries(
        Object.entries(await this.deadlines.standingOrders(gameId)).filter(
          ([seat]) => !disorder.includes(seat) && (absent === "standing" || onVacation.has(seat)),
        ),
      );
      const resolved = await of.value.play.resolve(gameId, actor, { ...options, standing, disorder });
      if (resolved.ok && of.value.play.playDisorder) {
        const lines = await this.playDisorder(gameId);
        if (lines.length > 0) resolved.value.summary.blocks.push(list(lines.map((l) => [l])));
      }
      if (resolved.ok) this.changes.emit({ gameId, kind: "phase" });
      const url = await this.pageUrl(gameId);
      if (resolved.ok && url) {
        // The picture is drawn on first use: keep the getter rather than copying the object.
        const summary = resolved.value.summary;
        resolved.value.summary = { ...summary, blocks: [...summary.blocks, pageLink(url)] };
      }
      const target = forumTarget(of.value.game);
      if (!resolved.ok || !target || resolved.value.summary.target) return resolved;
      // The picture is drawn on first use: keep the getter rather than copying the object.
      resolved.value.summary = { ...resolved.value.summary, target };
      return resolved;
    });
  }

  async undo(gameId: string, actor: Actor): Promise<ServiceResult<Document>> {
    return await this.inTurn(gameId, async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      const over = await this.overRefusal(gameId);
      if (over) return err(`${over}: nothing was undone`);
      const undone = await of.value.play.undo(gameId, actor);
      if (undone.ok) this.changes.emit({ gameId, kind: "phase" });
      return aim(of.value.game, undone);
    });
  }

  async adjust(
    gameId: string,
    actor: Actor,
    reason: string,
    change: Adjustment,
  ): Promise<ServiceResult<Document>> {
    return await this.turns.run(gameId, async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      const over = await this.overRefusal(gameId);
      if (over) return err(`${over}: nothing was adjusted`);
      const adjusted = await of.value.play.adjust(gameId, actor, reason, change);
      if (adjusted.ok) this.changes.emit({ gameId, kind: "adjustment" });
      return aim(of.value.game, adjusted);
    });
  }

  /**
   * Sets (or clears) the open phase's deadline; the change is logged with who and why (the schedule reads the log:
   * reminders due before a deadline was set are not sent late).
   */
  async setDeadline(
    gameId: string,
    deadline: string | null,
    by: { actor: string; reason: string; kind?: string } = { actor: "GM", reason: "" },
  ): Promise<ServiceResult<GameInfo>> {
    return await this.turns.run(gameId, async () => {
      const of = await this.playOf(gameId);
      if (!of.ok) return of;
      const before = await this.info(gameId);
      const set = await of.value.play.setDeadline(gameId, deadline);
      if (!set.ok) return set;
      const after = await this.info(gameId);
      if (after.ok) {
        await this.deadlines.logChange({
          game_id: gameId,
          phase_label: (await this.openPhaseLabel(gameId)) ?? "",
          kind: by.kind ?? "set",
          from_deadline: before.ok ? before.value.deadline : null,
          to_deadline: after.value.deadline,
          actor: by.actor,
          reason: by.reason,
          created_at: this.deps.now().toISOString(),
        });
      }
      this.changes.emit({ gameId, kind: "deadline" });
      return after;
    });
  }

  /** The published record of a resolved phase or turn of any game (the last by default), for `adjutant verify`. */
  async publishedRecord(gameId: string, phaseSeq?: number): Promise<ServiceResult<unknown>> {
    const of = await this.playOf(gameId);
    return of.ok ? await of.value.play.record(gameId, phaseSeq) : of;
  }

  /**
   * A mark that changes whenever the game does, in this process or another one sharing the database (a post
   * stored, an event logged, a phase opened, resolved or given a deadline): cheap enough to poll every few seconds.
   */
  async changeMark(gameId: string): Promise<string> {
    return `${await this.stateMark(gameId)}/${await this.store.countPosts(gameId)}`;
  }

  /**
   * A mark that changes whenever the game's state may have (an event logged: an order carried out, a resolution, an
   * undo, an adjustment; a phase opened, resolved or given a deadline), but not for a post that changed nothing
   * else: what the map picture is drawn from.
   */
  async stateMark(gameId: string): Promise<string> {
    const last = (await this.store.listPhases(gameId)).at(-1);
    const phase = last ? `${last.seq}.${last.resolved_at ?? ""}.${last.closes_at ?? ""}` : "";
    return `${await this.store.lastEventSeq(gameId)}/${phase}`;
  }

  /** The phases (or turns) whose seed is revealed, oldest first: their number and how people name them. */
  async resolvedPhases(gameId: string): Promise<{ seq: number; title: string }[]> {
    const of = await this.playOf(gameId);
    if (!of.ok) return [];
    return (await this.store.listPhases(gameId))
      .filter((p) => p.seed !== null)
      .map((p) => ({ seq: p.seq, title: of.value.play.phaseTitle(p) }));
  }

  /** A resolved phase as its permalink shows it (see `GamePlay.phasePage`). */
  async phasePage(gameId: string, phaseSeq: number): Promise<ServiceResult<PhasePage>> {
    const of = await this.playOf(gameId);
    if (!of.ok) return of;
    if (!(await this.store.listPhases(gameId)).some((p) => p.seq === phaseSeq && p.seed !== null)) {
      return err(`phase ${phaseSeq} of game "${gameId}" has not been resolved`);
    }
    if (!of.value.play.phasePage) return err("this game cannot show its past phases yet");
    return await of.value.play.phasePage(gameId, phaseSeq);
  }

  /** The address of the game's live web page under `WEB_PUBLIC_URL`, or undefined when none is configured. */
  async pageUrl(gameId: string): Promise<string | undefined> {
    // no public address configured: nothing to link, nothing to read
    if (!this.deps.publicUrl) return undefined;
    return gamePageUrl(this.deps.publicUrl, (await this.unlistedToken(gameId)) ?? gameId);
  }

  /**
   * The secret part of an unlisted game's web address (null: the game is listed on the web page's index), set with
   * `adjutant game set --unlisted yes` (a new long random token each time) and cleared with `--unlisted no`.
   */
  async unlistedToken(gameId: string): Promise<string | null> {
    return (await this.store.getSetting(`web-unlisted:${gameId}`)) || null;
  }

  /** Makes a game unlisted with this token (null: listed again). */
  async setUnlisted(gameId: string, token: string | null): Promise<ServiceResult<GameInfo>> {
    if (!(await this.store.getGame(gameId))) return err(`no game "${gameId}"`);
    if (token !== null && !/^[A-Za-z0-9_-]{24,}$/.test(token)) {
      return err("an unlisted game's token is at least 24 letters, digits, - or _");
    }
    await this.store.setSetting(`web-unlisted:${gameId}`, token ?? "");
    return await this.info(gameId);
  }

  /**
   * `adjutant state export`: the game as a scenario file that `game new --scenario FILE` loads back to the same
   * state, for a game whose ruleset can write one.
   */
  async exportScenario(
    gameId: string,
    options: ScenarioExportOptions = {},
  ): Promise<ServiceResult<ScenarioExport>> {
    const of = await this.playOf(gameId);
    if (!of.ok) return of;
    const { play, game } = of.value;
    if (!play.exportScenario) {
      const name = this.games.find((r) => r.ruleset === game.ruleset)?.name ?? game.ruleset;
      return err(`a ${name} game cannot be written as a scenario file yet`);
    }
    return await play.exportScenario(game, options);
  }

  // ---------------------------------------------------------------- helpers

  private async freshId(base: string): Promise<string> {
    const slug =
      base
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "game";
    for (let n = 1; ; n++) {
      const id = `${slug}-${n}`;
      if (!(await this.store.getGame(id))) return id;
    }
  }
}

export { receiptIdOf };

/** The forum a game's documents are posted to, for the BBCode renderer (its engine's tags and character set). */
function forumTarget(game: GameRow): RenderTarget | null {
  return game.forum_platform ? { platform: game.forum_platform } : null;
}

/** A document answer aimed at the game's forum (a document that names its own target keeps it). */
function aim(game: GameRow, result: ServiceResult<Document>): ServiceResult<Document> {
  const target = forumTarget(game);
  if (!result.ok || !target || result.value.target) return result;
  return ok({ ...result.value, target });
}

/** An ingest result whose documents (receipt, answer) are aimed at the game's forum. */
function aimResult(result: IngestResult, target: RenderTarget): IngestResult {
  const aimed = (doc: Document): Document => (doc.target ? doc : { ...doc, target });
  if (result.kind === "orders") {
    return { ...result, receipt: { ...result.receipt, document: aimed(result.receipt.document) } };
  }
  if ("document" in result && result.document) return { ...result, document: aimed(result.document) };
  return result;
}

/** The line receipts, summaries and the status end with when the web page has a public address. */
function pageLink(url: string): Document["blocks"][number] {
  return para(link(url, "The game's live page"), ": the map, the deadline and who has orders in.");
}

/** An order post's receipt with the link to the game's page (its document, and for Discord's embed title). */
function linkReceipt(result: IngestResult, url: string): IngestResult {
  if (result.kind !== "orders") return result;
  const document = { ...result.receipt.document, blocks: [...result.receipt.document.blocks, pageLink(url)] };
  return { ...result, receipt: { ...result.receipt, document, pageUrl: url } };
}

/** A seat the game waits for (see `GameService.waitingOn`). */
export interface WaitingSeat {
  seat: string;
  name: string;
  forumName: string | null;
  discordUserId: string | null;
}
