import type { ParsedPost } from "../../../parsers/post.ts";
import type { GameWording } from "../../../src/game/game-wording.ts";
import type { GameEnding } from "../../../src/game/results/game-ending.ts";
import type { Ratings } from "../../../src/game/results/ratings.ts";
import { rulesetById } from "../../../src/game/rulesets.ts";
import type {
  Actor,
  Adjustment,
  GameInfo,
  GameServiceApi,
  IngestResult,
  OrdersIn,
  PostSource,
  Receipt,
  ReceiptLine,
  Resolution,
  ServiceResult,
} from "../../../src/game/types.ts";
import { type Document, heading, list, para } from "../../../src/presenters/document.ts";

/** PNG signature + IHDR start: enough for a file that names itself a PNG. */
export const FAKE_PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

interface StoredPost {
  gameId: string;
  nation: string;
  text: string;
  edited: boolean;
  orders: boolean;
  void: boolean;
  phase: string;
}

const fail = <T>(error: string): ServiceResult<T> => ({ ok: false, error });
const done = <T>(value: T): ServiceResult<T> => ({ ok: true, value });

/**
 * A scripted stand-in for the game service (the bot's only dependency), with the behaviour the bot relies on:
 * players by Discord id, bold lines judged by a tiny script (a line naming "Atlantis" is rejected, any other is
 * accepted), W33 voiding of edited and deleted posts with the post in force falling back to the previous one, the
 * not-player hint once per person and phase, and a resolution with a long summary. State lives here, so a new bot
 * client on the same instance carries on.
 */
export class FakeGameService implements GameServiceApi {
  readonly games = new Map<string, GameInfo>();
  readonly players = new Map<string, Map<string, string>>();
  readonly posts = new Map<string, StoredPost>();
  readonly hinted = new Set<string>();
  readonly calls: { method: string; args: unknown[] }[] = [];
  /** Paragraphs in a resolution summary (large numbers force splitting). */
  summaryParagraphs = 60;
  private nextGame = 1;
  private receipts = 0;

  private record(method: string, ...args: unknown[]): void {
    this.calls.push({ method, args });
  }

  callsTo(method: string): { method: string; args: unknown[] }[] {
    return this.calls.filter((c) => c.method === method);
  }

  async createGame(input: {
    scenario: string;
    name?: string;
    forumUrl?: string | null;
    platform?: string | null;
    discordChannelId?: string | null;
  }): Promise<ServiceResult<GameInfo>> {
    this.record("createGame", input);
    if (input.scenario === "nowhere") return fail("Unknown scenario: nowhere");
    const id = `g${this.nextGame++}`;
    const game: GameInfo = {
      id,
      name: input.name ?? `Game ${id}`,
      ruleset: "ww1907",
      scenario: input.scenario,
      year: 1907,
      phase: "1907-spring",
      forumUrl: input.forumUrl ?? null,
      forumPlatform: input.platform ?? null,
      forumTimezone: null,
      startsAt: "2026-01-01T00:00:00.000Z",
      discordChannelId: input.discordChannelId ?? null,
      commitment: "c0ffee",
      deadline: null,
    };
    this.games.set(id, game);
    this.players.set(id, new Map());
    return done(game);
  }

  async listGames(): Promise<GameInfo[]> {
    return [...this.games.values()];
  }

  async gameId(id?: string): Promise<ServiceResult<string>> {
    if (id) return this.games.has(id) ? done(id) : fail(`No game ${id}`);
    const last = [...this.games.keys()].at(-1);
    return last ? done(last) : fail("No game yet");
  }

  async gameByChannel(channelId: string): Promise<GameInfo | undefined> {
    return [...this.games.values()].find((g) => g.discordChannelId === channelId);
  }

  /** The wording of a game's ruleset in the registry (the fake plays the registry's games only). */
  async wordingOf(gameId: string): Promise<GameWording | undefined> {
    const game = this.games.get(gameId);
    return game ? rulesetById(game.ruleset)?.wording : undefined;
  }

  async bindChannel(gameId: string, channelId: string): Promise<ServiceResult<GameInfo>> {
    this.record("bindChannel", gameId, channelId);
    const game = this.games.get(gameId);
    if (!game) return fail(`No game ${gameId}`);
    for (const g of this.games.values()) if (g.discordChannelId === channelId) g.discordChannelId = null;
    game.discordChannelId = channelId;
    return done(game);
  }

  async info(gameId: string): Promise<ServiceResult<GameInfo>> {
    const game = this.games.get(gameId);
    return game ? done(game) : fail(`No game ${gameId}`);
  }

  async assignPlayer(
    gameId: string,
    nation: string,
    handle: string,
    options?: { discord?: boolean },
  ): Promise<ServiceResult<string>> {
    this.record("assignPlayer", gameId, nation, handle, options);
    const players = this.players.get(gameId);
    if (!players) return fail(`No game ${gameId}`);
    if (!["Russia", "France", "Germany"].includes(nation)) return fail(`No nation called ${nation}`);
    players.set(handle, nation);
    return done(nation);
  }

  async playerName(_gameId: string, seat: string): Promise<string> {
    return seat;
  }

  async nationOf(gameId: string, handle: string): Promise<string | null> {
    return this.seatOf(gameId, handle);
  }

  private seatOf(gameId: string, handle: string): string | null {
    return this.players.get(gameId)?.get(handle) ?? null;
  }

  private phaseOf(gameId: string): string {
    return this.games.get(gameId)?.phase ?? "?";
  }

  /** The nation's order post in force: its latest order post that is not void. */
  inForce(gameId: string, nation: string): string | null {
    const phase = this.phaseOf(gameId);
    let found: string | null = null;
    for (const [id, p] of this.posts)
      if (p.gameId === gameId && p.nation === nation && p.orders && !p.void && p.phase === phase) found = id;
    return found;
  }

  private judge(line: string): ReceiptLine {
    if (/atlantis/i.test(line))
      return { text: line, outcome: "rejected", message: "There is no province called Atlantis", rule: "W1" };
    return { text: line, outcome: "accepted", canonical: line.replace(/\s+/g, " ").trim(), message: "" };
  }

  private ingestOne(gameId: string, post: ParsedPost): IngestResult {
    const game = this.games.get(gameId);
    const handle = post.author.id ?? post.author.name;
    const nation = this.seatOf(gameId, handle);
    const phase = this.phaseOf(gameId);
    if (nation === null) {
      const key = `${phase}:${handle}`;
      const firstInPhase = !this.hinted.has(key);
      this.hinted.add(key);
      return { kind: "not-player", postId: post.postId, author: post.author.name, firstInPhase };
    }
    if (game?.deadline && post.postedAt && post.postedAt > game.deadline)
      return {
        kind: "outside-phase",
        postId: post.postId,
        reason: `the deadline ${game.deadline} has passed`,
      };
    const known = this.posts.get(post.postId);
    const edited = post.edited !== null;
    if (known && known.text === post.text && known.edited === edited)
      return { kind: "unchanged", postId: post.postId };
    if (known || edited) {
      const stored = known ?? { gameId, nation, text: post.text, edited, orders: true, void: false, phase };
      const voided = stored.orders && !stored.void;
      stored.void = true;
      stored.edited = true;
      stored.text = post.text;
      this.posts.set(post.postId, stored);
      const inForce = this.inForce(gameId, nation);
      return {
        kind: "edited",
        postId: post.postId,
        nation: stored.orders ? nation : null,
        voided,
        inForce,
        document: { title: "Edited post void (W33)", blocks: [para(`Post in force: ${inForce ?? "none"}`)] },
      };
    }
    const lines = post.bold.flatMap((b) => b.split("\n")).filter((l) => l.trim() !== "");
    if (lines.length === 0) {
      this.posts.set(post.postId, {
        gameId,
        nation,
        text: post.text,
        edited,
        orders: false,
        void: false,
        phase,
      });
      return { kind: "no-orders", postId: post.postId, nation };
    }
    const replaces = this.inForce(gameId, nation);
    this.posts.set(post.postId, {
      gameId,
      nation,
      text: post.text,
      edited,
      orders: true,
      void: false,
      phase,
    });
    const judged = lines.map((l) => this.judge(l));
    const accepted = judged.filter((l) => l.outcome === "accepted").length;
    this.receipts++;
    const receipt: Receipt = {
      receiptId: `R${this.receipts}`,
      postId: post.postId,
      nation,
      nationName: nation,
      replaces,
      lines: judged,
      supply: [
        { provinces: ["Moscow", "Kiev"], spendable: 12, left: 12 - 2 * accepted },
        { provinces: ["Vladivostok"], spendable: 3, left: 3 },
      ],
      accepted,
      rejected: judged.length - accepted,
      document: { blocks: [list(judged.map((l) => [l.text]))] },
    };
    return { kind: "orders", postId: post.postId, nation, receipt };
  }

  async ingest(gameId: string, source: PostSource, posts: readonly ParsedPost[]): Promise<IngestResult[]> {
    this.record("ingest", gameId, source, posts);
    return posts.map((p) => this.ingestOne(gameId, p));
  }

  async deletePost(gameId: string, source: PostSource, postId: string): Promise<IngestResult | null> {
    this.record("deletePost", gameId, source, postId);
    const stored = this.posts.get(postId);
    if (!stored || stored.gameId !== gameId) return null;
    const voided = stored.orders && !stored.void;
    stored.void = true;
    const inForce = this.inForce(gameId, stored.nation);
    return {
      kind: "deleted",
      postId,
      nation: stored.orders ? stored.nation : null,
      voided,
      inForce,
      document: { title: "Deleted post void (W33)", blocks: [para(`Post in force: ${inForce ?? "none"}`)] },
    };
  }

  private doc(title: string, text: string): Document {
    return { title, blocks: [para(text)] };
  }

  async ordersInForce(gameId: string, nation: string): Promise<ServiceResult<Document>> {
    this.record("ordersInForce", gameId, nation);
    return done(this.doc(`Orders of ${nation}`, `In force: ${this.inForce(gameId, nation) ?? "none"}`));
  }

  async preview(gameId: string, nation: string): Promise<ServiceResult<Document>> {
    this.record("preview", gameId, nation);
    return done(this.doc(`Preview for ${nation}`, "Attack on Warsaw: 64.16% to win"));
  }

  async status(gameId: string, nation?: string): Promise<ServiceResult<Document>> {
    this.record("status", gameId, nation);
    return done(this.doc(nation ? `Status of ${nation}` : "Status of the game", "pp 12"));
  }

  /** Who has ordered: no seat counted, so `/status` shows no "Orders in" field (tests that want one set it). */
  ordersInValue: OrdersIn = { visibility: "names", revealed: false, seats: 0, inForce: 0, names: [] };

  async ordersIn(gameId: string): Promise<ServiceResult<OrdersIn>> {
    this.record("ordersIn", gameId);
    return done(this.ordersInValue);
  }

  async ratings(): Promise<Ratings> {
    this.record("ratings");
    return { ratedGames: [], gamesBeforeShown: 5, players: [] };
  }

  async endGame(gameId: string, actor: Actor, reason = ""): Promise<ServiceResult<GameEnding>> {
    this.record("endGame", gameId, actor.name, reason);
    return done({
      endedAt: "2026-12-01T12:00:00.000Z",
      how: "gm",
      by: actor.name,
      reason,
      eventSeq: 0,
      places: [{ seat: "russia", place: 1, score: "0 VP", name: "Russia", player: null }],
    });
  }

  async report(gameId: string): Promise<ServiceResult<Document>> {
    this.record("report", gameId);
    return done(this.doc("GM report", "Russia: post in force"));
  }

  async resolve(gameId: string, actor: Actor): Promise<ServiceResult<Resolution>> {
    this.record("resolve", gameId, actor);
    const game = this.games.get(gameId);
    if (!game) return fail(`No game ${gameId}`);
    const blocks = [heading(2, "Battles")];
    for (let n = 0; n < this.summaryParagraphs; n++)
      blocks.push(
        para(
          `Battle ${n + 1}: Russia attacks Warsaw with 5 divisions against 3. ${"Dice fall. ".repeat(12)}`,
        ),
      );
    game.phase = "1907-autumn";
    return done({
      summary: { title: `Summary of ${game.name}, 1907 spring`, blocks },
      seed: "5eed",
      commitment: "c0ffee",
      nextCommitment: "decade",
      picture: async () => FAKE_PNG,
    });
  }

  async undo(gameId: string, actor: Actor): Promise<ServiceResult<Document>> {
    this.record("undo", gameId, actor);
    return done(this.doc("Undone", "The last resolution was taken back."));
  }

  async adjust(
    gameId: string,
    actor: Actor,
    reason: string,
    change: Adjustment,
  ): Promise<ServiceResult<Document>> {
    this.record("adjust", gameId, actor, reason, change);
    return done(this.doc("Adjusted", `${change.kind}: ${reason}`));
  }

  async setDeadline(gameId: string, deadline: string | null): Promise<ServiceResult<GameInfo>> {
    this.record("setDeadline", gameId, deadline);
    const game = this.games.get(gameId);
    if (!game) return fail(`No game ${gameId}`);
    game.deadline = deadline;
    return done(game);
  }

  async picture(gameId: string): Promise<ServiceResult<Buffer>> {
    this.record("picture", gameId);
    return done(FAKE_PNG);
  }
}

/**
 * The scripted service, but ingest judges without storing the post: every post gets the receipt the first one got
 * (for benchmarks of the bot itself: constant memory, no storage cost).
 */
export class ConstantReceiptService extends FakeGameService {
  private template: IngestResult | null = null;

  override async ingest(
    gameId: string,
    source: PostSource,
    posts: readonly ParsedPost[],
  ): Promise<IngestResult[]> {
    if (this.template === null) this.template = (await super.ingest(gameId, source, posts))[0] ?? null;
    const template = this.template;
    return posts.map((p) =>
      template?.kind === "orders"
        ? { ...template, postId: p.postId }
        : { kind: "unchanged", postId: p.postId },
    );
  }
}
