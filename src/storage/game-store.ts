import { createHash } from "node:crypto";
import Database from "better-sqlite3";
import { perGameCache } from "../cache/games-in-memory.ts";
import { sharedSetup } from "../cache/shared-setups.ts";
import { OwnedContext } from "./owned-context.ts";
import { hashPostText, normalizePostText } from "./post-hash.ts";
import {
  type BookPostRow,
  bookPostRowSchema,
  changeMarkValueSchema,
  type EventRow,
  eventRowSchema,
  type GameRow,
  gameContextColumnsSchema,
  gameRowSchema,
  lastChangeHashSchema,
  type PhaseRow,
  type PlayerRow,
  type PostRow,
  phaseRowSchema,
  playerRowSchema,
  postRowSchema,
  settingRowSchema,
  settingValueSchema,
} from "./rows.ts";
import type { SqlDatabase } from "./sql.ts";
import { SqliteDatabase } from "./sqlite/sqlite-database.ts";

/** What a caller stores about a new game. */
export interface NewGame {
  id: string;
  name: string;
  ruleset: string;
  scenarioRef: string;
  scenario: unknown;
  rulings?: Record<string, unknown>;
  forumUrl?: string | null;
  forumPlatform?: string | null;
  discordChannelId?: string | null;
  gmSecret: string;
  createdAt: string;
  /** IANA time zone of the forum's printed times. */
  forumTimezone?: string | null;
  /** Posts written before this are not the game's (default: createdAt). */
  startsAt?: string;
}

/** A post as ingested from a source, before storage. */
export interface IncomingPost {
  source: PostRow["source"];
  postId: string;
  platform: string;
  authorName: string;
  authorId?: string | null;
  postedAt: string | null;
  /** The author's own visible text: hashed as edit-proof evidence. */
  text: string;
  parsed: unknown;
  raw?: string | null;
  /** The edit the source itself reports (forum notice, Discord edited_timestamp), if any. */
  edited?: unknown;
}

/**
 * The result of recording a post: `new` the first time it is seen, `unchanged` when its text hash matches,
 * `edited` when the text differs from the first-seen text (W33: even when the forum shows no notice) or the
 * source now reports an edit it did not report before.
 */
export type RecordOutcome = { status: "new" | "unchanged" | "edited"; row: PostRow };

/**
 * A stored post with the hash of its text as last seen: the first text's, or its latest edit's (W33). The stored hash
 * stays the first text's (edit-proof); a post seen again is compared with the text last seen, so an edit is reported
 * once, not again at every later sync.
 */
interface KnownPost {
  row: PostRow;
  lastHash: string;
}

/** Post ids or setting keys one statement looks up or marks (`knownPosts`, `touchPosts`, `getSettings`). */
const IDS_PER_STATEMENT = 500;

/**
 * Rows written in one statement each chunk: as many as the largest power of two left, 64 at most, so that a batch of
 * any size takes few statements and few statement texts are ever prepared (`insertPosts`, `setSettings`).
 */
function chunksOfPowersOfTwo<T>(items: readonly T[]): T[][] {
  const chunks: T[][] = [];
  let from = 0;
  while (from < items.length) {
    let size = 64;
    while (size > items.length - from) size /= 2;
    chunks.push(items.slice(from, from + size));
    from += size;
  }
  return chunks;
}

/**
 * Whether a post seen again is only a sighting (W33): its text is the one last seen, and it reports no edit that the
 * stored post did not.
 */
function isSighting(known: KnownPost, post: IncomingPost, hash: string): boolean {
  return known.lastHash === hash && !(known.row.edited_json === null && post.edited);
}

/** An event to append to a game's log. */
export interface NewEvent {
  kind: string;
  actor: string;
  reason?: string | null;
  payload: unknown;
  createdAt: string;
}

/**
 * The largest sequence number both engines store: posts, events, phases and snapshots are numbered in INTEGER
 * columns, 64-bit in SQLite but 32-bit in PostgreSQL, which refuses a larger number bound to them ("out of range
 * for type integer").
 */
export const LARGEST_SEQ = 2_147_483_647;

/**
 * A bound on sequence numbers ("after", "at or before", "from") that both engines accept: a bound past the
 * largest number a row can have means the same as that largest number, so it is brought into range (a caller may
 * pass Number.MAX_SAFE_INTEGER or Infinity for "no bound"). Not a whole number: a bug, refused.
 */
function seqBound(n: number): number {
  if (Number.isNaN(n) || (Number.isFinite(n) && !Number.isInteger(n))) {
    throw new RangeError(`a sequence number bound must be a whole number, not ${n}`);
  }
  return Math.max(-LARGEST_SEQ, Math.min(LARGEST_SEQ, n));
}

/** A sequence number that names or numbers a row: a whole number both engines store, or a bug, refused. */
function seqKey(n: number): number {
  if (!Number.isInteger(n) || Math.abs(n) > LARGEST_SEQ) {
    throw new RangeError(`a sequence number must be a whole number of at most ${LARGEST_SEQ}, not ${n}`);
  }
  return n;
}

/** The settings key of a game's post edit count (`GameStore.postEditCount`). */
const postEditsKey = (gameId: string): string => `post-edits:${gameId}`;
/** The settings key of a game's stored order book head (`GameStore.bookHead`). */
const bookHeadKey = (gameId: string): string => `book-head:${gameId}`;

/** The settings key of the mark that a game's stored setup was validated (`GameStore.setupChecked`). */
const setupCheckedKey = (gameId: string): string => `setup-checked:${gameId}`;

/** The settings key of the mark that a game's newest stored state was validated (`GameStore.snapshotChecked`). */
const snapshotCheckedKey = (gameId: string): string => `snapshot-checked:${gameId}`;

/** A games row but its stored setup, which `gameRow` takes from what it parsed before. */
const gameRowWithoutSetup = gameRowSchema.omit({ scenario_json: true });
/** The games columns `gameRow` reads on every look-up: all but the setup, and the setup's length. */
const GAME_COLUMNS = `${Object.keys(gameRowWithoutSetup.shape).join(", ")}, octet_length(scenario_json) AS setup_length`;

/**
 * On PostgreSQL, the columns a use case's first look at a game reads with its row (`GameStore.getGame`): its last
 * event number, open phase and players, which an order post reads next, in the same round trip. With them go the
 * settings read with the game (`readWithGame`) and the posts' change mark (`postsChangeMark`): an order post made 15
 * round trips, now 9 (2026-12-07). On SQLite, each is a prepared statement of microseconds, read when asked.
 */
const GAME_CONTEXT_COLUMNS = `,
  (SELECT COALESCE(MAX(seq), 0) FROM events WHERE game_id = games.id) AS context_last_event,
  (SELECT row_to_json(open)::text FROM (SELECT * FROM phases WHERE game_id = games.id AND resolved_at IS NULL ORDER BY seq LIMIT 1) open) AS context_open_phase,
  (SELECT json_agg(p ORDER BY p.nation)::text FROM players p WHERE p.game_id = games.id) AS context_players`;

/** What a use case read of one game (`GameStore.reading`). */
interface ReadOnce {
  game?: GameRow;
  players?: PlayerRow[];
  lastEvent?: number;
  /** The open phase (null: none). */
  openPhase?: PhaseRow | null;
  /** Settings read with the game's row (`readWithGame`), by key (null: not set). */
  settings?: Map<string, string | null>;
  /** The posts change mark as read with the game's row (see `postsChangeMark`). */
  mark?: string;
}

/**
 * Every table of one installation behind typed methods. Rows are validated when read.
 * Several games live side by side; every method names its game.
 */
export class GameStore {
  /** The database, through the adapter of its engine (SQLite or PostgreSQL). */
  readonly db: SqlDatabase;
  /** Each game's parsed setup, with the creation time and setup length of the row it came from: see `gameRow`. */
  private readonly setups = perGameCache<{
    fingerprint: string;
    value: unknown;
    digest: string;
    /** The setup's validation mark as read with it (`setupChecked`); undefined: not read yet, null: none. */
    mark?: string | null;
  }>();

  /** The keys of a game's settings that PostgreSQL reads with its row (`readWithGame`). */
  private readonly settingsWithGame = new Set<(gameId: string) => string>();

  /** The rows read once in the use case running (`reading`), by game: see `reading`. */
  private readonly reads = new OwnedContext<Map<string, ReadOnce>>();

  /** A better-sqlite3 handle (what `openDatabase` gives) is wrapped in the SQLite adapter. */
  constructor(db: SqlDatabase | Database.Database) {
    this.db = db instanceof Database ? new SqliteDatabase(db) : db;
  }

  /**
   * Runs one use case (an order post, a deletion) reading each game's row, players and last event number once: a
   * post looked the game up five times, its players three and its last event two, each a round trip to PostgreSQL.
   * Inside a transaction every read goes to the database (what the transaction's lock protects is read under it),
   * and this store's writes of a game, its players or its log forget what was read of that game.
   */
  async reading<T>(fn: () => Promise<T>): Promise<T> {
    if (!this.keepsReads || this.reads.getStore() !== undefined) return await fn();
    return await this.reads.run(new Map(), fn);
  }

  /** Whether `reading` keeps what a use case read (see `readEachTime`). */
  private keepsReads = true;

  /**
   * Every read goes to the database, `reading` keeps nothing: for a short process on SQLite (a CLI command), where
   * a read costs microseconds and keeping them would turn on Node's asynchronous context, which then runs a hook on
   * every promise of the process: about 12 ms of an `adjutant status` that saves 35 reads of about 1 ms (2026-12-07).
   */
  readEachTime(): void {
    this.keepsReads = false;
  }

  /**
   * Settings of a game that its use cases read every time (a post asks whether the game has ended, and its absence
   * record): on PostgreSQL they are read with the game's row at a use case's first look at it, in the same round trip
   * (`GAME_CONTEXT_COLUMNS`), and kept for the use case as its other reads are; this store's writes of a setting forget
   * it. Each is the key of a game's setting.
   */
  readWithGame(...keys: ((gameId: string) => string)[]): void {
    for (const key of keys) this.settingsWithGame.add(key);
  }

  /** A setting as read with its game's row in the use case running (see `readWithGame`); undefined when not kept. */
  private keptSetting(key: string): string | null | undefined {
    const reads = this.reads.getStore();
    if (reads === undefined || this.db.inTransaction) return undefined;
    for (const once of reads.values()) {
      const value = once.settings?.get(key);
      if (value !== undefined) return value;
    }
    return undefined;
  }

  /** A setting was written: a use case that read it with its game reads it again. */
  private settingChanged(key: string): void {
    const reads = this.reads.getStore();
    if (reads !== undefined) for (const once of reads.values()) once.settings?.delete(key);
  }

  /** What the use case running has read of a game (see `reading`), or undefined outside one or in a transaction. */
  private readOnce(gameId: string): ReadOnce | undefined {
    const reads = this.reads.getStore();
    if (reads === undefined || this.db.inTransaction) return undefined;
    let kept = reads.get(gameId);
    if (kept === undefined) {
      kept = {};
      reads.set(gameId, kept);
    }
    return kept;
  }

  /** A game's row or players changed: what the use case running read of it is read again. */
  private changed(gameId: string): void {
    this.reads.getStore()?.delete(gameId);
  }

  /** Closes the connection (for PostgreSQL, its pool). */
  async close(): Promise<void> {
    await this.db.close();
  }

  /** The last event's sequence number (0: none). */
  async lastEventSeq(gameId: string): Promise<number> {
    const once = this.readOnce(gameId);
    if (once?.lastEvent !== undefined) return once.lastEvent;
    const last = (
      (await this.db.get("SELECT COALESCE(MAX(seq), 0) AS n FROM events WHERE game_id = ?", gameId)) as {
        n: number;
      }
    ).n;
    if (once) once.lastEvent = last;
    return last;
  }

  /** The events after `seq`, in order (replay from a snapshot without reading the whole log). */
  async listEventsAfter(gameId: string, seq: number): Promise<EventRow[]> {
    return (
      await this.db.all(
        "SELECT * FROM events WHERE game_id = ? AND seq > ? ORDER BY seq",
        gameId,
        seqBound(seq),
      )
    ).map((r) => eventRowSchema.parse(r));
  }

  /** Up to `limit` events before `seq`, newest first (a walk back from the log's end that stops when it has found). */
  async listEventsBefore(gameId: string, seq: number, limit: number): Promise<EventRow[]> {
    return (
      await this.db.all(
        "SELECT * FROM events WHERE game_id = ? AND seq < ? ORDER BY seq DESC LIMIT ?",
        gameId,
        seqBound(seq),
        limit,
      )
    ).map((r) => eventRowSchema.parse(r));
  }

  /**
   * The posts of a game that may belong to a window opening at `opens`: posted then or later, or with no date (the
   * order book reports those). Earlier posts are not read, so a phase costs the same however long the game has run.
   */
  async listPostsSince(gameId: string, opens: string): Promise<PostRow[]> {
    return (
      await this.db.all(
        `SELECT * FROM posts INDEXED BY posts_by_time WHERE game_id = ? AND posted_ms IS NULL
       UNION ALL
       SELECT * FROM posts WHERE game_id = ? AND posted_ms >= ?
       ORDER BY seq`,
        gameId,
        gameId,
        Date.parse(opens) - 1,
      )
    ).map((r) => postRowSchema.parse(r));
  }

  /**
   * The posts of `listPostsSince` as an order book reads them (with `afterSeq`, only those first seen after the post
   * numbered `afterSeq`: what a reader that keeps the earlier ones must add): only the columns it needs
   * (`BookPostRow`), so a phase of many posts is read without their raw and normalized text.
   */
  async listBookPostsSince(gameId: string, opens: string, afterSeq?: number): Promise<BookPostRow[]> {
    const columns = "source, post_id, author_name, parsed_json, edited_json, deleted_at, seq";
    const later = afterSeq === undefined ? "" : " AND seq > ?";
    const after = afterSeq === undefined ? [] : [seqBound(afterSeq)];
    return (
      await this.db.all(
        `SELECT ${columns} FROM posts INDEXED BY posts_by_time WHERE game_id = ? AND posted_ms IS NULL${later}
       UNION ALL
       SELECT ${columns} FROM posts WHERE game_id = ? AND posted_ms >= ?${later}
       ORDER BY seq`,
        gameId,
        ...after,
        gameId,
        Date.parse(opens) - 1,
        ...after,
      )
    ).map((r) => bookPostRowSchema.parse(r));
  }

  /**
   * Whether a post of `listPostsSince` numbered at most `atOrBeforeSeq` has the id `postId` (from any source): a
   * reader that starts after a head of those posts (`src/game/generic-play/book-kept.ts`) checks a new post's id so.
   */
  async postIdTakenBefore(
    gameId: string,
    opens: string,
    postId: string,
    atOrBeforeSeq: number,
  ): Promise<boolean> {
    const row = await this.db.get(
      `SELECT 1 AS taken FROM posts WHERE game_id = ? AND source IN ('forum', 'discord', 'console') AND post_id = ?
         AND seq <= ? AND (posted_ms IS NULL OR posted_ms >= ?) LIMIT 1`,
      gameId,
      postId,
      seqBound(atOrBeforeSeq),
      Date.parse(opens) - 1,
    );
    return row !== undefined;
  }

  /**
   * A mark that stays the same as long as no stored post was changed in place (an edit, a deletion) and no other
   * connection changed a post in place (see `SqlDatabase.changeMark`): while it holds, posts read earlier are
   * still as stored, and new posts only come after them (`listBookPostsSince` with `afterSeq`: a game's posts are numbered under
   * its lock, so in the order they were committed). Null inside a transaction, whose writes may yet be rolled
   * back: nothing read then may be kept.
   */
  async postsChangeMark(): Promise<string | null> {
    return this.keptMark() ?? (await this.db.changeMark());
  }

  /**
   * The change mark as read with a game's row in the use case running (PostgreSQL: see `readGame`), until the use
   * case runs a transaction or changes a post in place: read before the posts it keys, as `postsChangeMark` is (an
   * older mark only has a reader read again what it kept).
   */
  private keptMark(): string | undefined {
    const reads = this.reads.getStore();
    if (reads === undefined || this.db.inTransaction) return undefined;
    for (const once of reads.values()) if (once.mark !== undefined) return once.mark;
    return undefined;
  }

  /** The use case running reads the change mark again (after its transaction, or its change of a post). */
  private forgetMark(): void {
    const reads = this.reads.getStore();
    if (reads !== undefined) for (const once of reads.values()) delete once.mark;
  }

  private async postChangedInPlace(): Promise<void> {
    this.forgetMark();
    await this.db.noteChange();
  }

  /** How many posts of a game were written before `opens` (earlier phases, or before the game). */
  async countPostsBefore(gameId: string, opens: string): Promise<number> {
    return (
      (await this.db.get(
        "SELECT COUNT(*) AS n FROM posts WHERE game_id = ? AND posted_ms < ?",
        gameId,
        Date.parse(opens) - 1,
      )) as { n: number }
    ).n;
  }

  /**
   * Runs `fn` in one transaction: all of it is stored, or none (a crash mid-way leaves the database as before).
   * With `game`, no other process writes that game meanwhile (its lock: see `SqlDatabase.transaction`).
   */
  async transaction<T>(fn: () => Promise<T>, game?: string): Promise<T> {
    this.forgetMark();
    return await this.db.transaction(fn, game);
  }

  /**
   * Runs `fn` in one write transaction that takes the lock at its start (SQLite's write lock, BEGIN IMMEDIATE;
   * PostgreSQL's lock of `game`), so what `fn` reads cannot change under it: two processes resolving or undoing one
   * game never both act on the same phase.
   */
  async writeTransaction<T>(fn: () => Promise<T>, game?: string): Promise<T> {
    this.forgetMark();
    return await this.db.writeTransaction(fn, game);
  }

  async createGame(game: NewGame): Promise<GameRow> {
    await this.db.run(
      `INSERT INTO games (id, name, ruleset, scenario_ref, scenario_json, rulings_json, forum_url, forum_platform,
           discord_channel_id, gm_secret, created_at, forum_timezone, starts_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      game.id,
      game.name,
      game.ruleset,
      game.scenarioRef,
      JSON.stringify(game.scenario),
      JSON.stringify(game.rulings ?? {}),
      game.forumUrl ?? null,
      game.forumPlatform ?? null,
      game.discordChannelId ?? null,
      game.gmSecret,
      game.createdAt,
      game.forumTimezone ?? null,
      game.startsAt ?? game.createdAt,
    );
    await this.setSetting("current_game", game.id);
    this.changed(game.id);
    return (await this.getGame(game.id)) as GameRow;
  }

  /**
   * A games row, validated. The stored setup (`scenario_json`: the scenario and its whole map, about 56 KB for World
   * War 1907) is written once, when the game is created; it is read and parsed the first time the game is, and
   * later reads of the row (`GAME_COLUMNS`: every column but the setup, and the setup's size in bytes) share that
   * parsed value while the game's creation time and setup size are the same: looking a game up on every message
   * neither reads nor parses its setup again (the value is read-only for its callers, as every row is). The size is
   * `octet_length`, which both engines take from the row's header: `length` counts characters, so SQLite read the
   * whole 56 KB setup from its overflow pages on every look-up (about a tenth of a warm order post, 2026-12-07).
   * The parsed setup is the process's, shared by every game and store whose setup is the same text (`sharedSetup`).
   */
  private async gameRow(raw: unknown): Promise<GameRow> {
    const head = raw as { id?: unknown; created_at?: unknown; setup_length?: unknown };
    const fingerprint = `${String(head.created_at)}\u0000${String(head.setup_length)}`;
    const kept = typeof head.id === "string" ? this.setups.get(head.id) : undefined;
    if (kept !== undefined && kept.fingerprint === fingerprint) {
      return { ...gameRowWithoutSetup.parse(raw), scenario_json: kept.value };
    }
    // read with the row when the caller knew the setup was not kept (`getGame`), else now
    const stored = (
      "scenario_json" in head
        ? head
        : await this.db.get("SELECT scenario_json FROM games WHERE id = ?", String(head.id))
    ) as { scenario_json?: unknown } | undefined;
    const digest = createHash("sha256")
      .update(String(stored?.scenario_json ?? ""))
      .digest("hex");
    // the setup as parsed before in this process for another game, or another store, of the same setup text
    let parsed = undefined as GameRow | undefined;
    const value = sharedSetup(digest, () => {
      parsed = gameRowSchema.parse({ ...(raw as object), scenario_json: stored?.scenario_json });
      return parsed.scenario_json;
    });
    const row = parsed ?? { ...gameRowWithoutSetup.parse(raw), scenario_json: value };
    const mark = (head as { setup_mark?: unknown }).setup_mark;
    this.setups.set(row.id, {
      fingerprint,
      value: row.scenario_json,
      digest,
      ...("setup_mark" in head ? { mark: typeof mark === "string" ? mark : null } : {}),
    });
    return row;
  }

  /**
   * The SHA-256 of a game's stored setup text (the `scenario_json` column), as read with the game's row: a caller
   * that validated the setup once marks it validated by this digest (World War 1907's `context`).
   */
  async setupDigest(gameId: string): Promise<string | undefined> {
    if (!this.setups.has(gameId)) await this.getGame(gameId);
    return this.setups.get(gameId)?.digest;
  }

  /**
   * Whether a game's stored setup was marked validated (`markSetupChecked`) for the very text stored now (the mark
   * holds the digest of the text it was given for: see `setupDigest`). Read with the game's row the first time the
   * store reads the game.
   */
  async setupChecked(gameId: string): Promise<boolean> {
    if (!this.setups.has(gameId)) await this.getGame(gameId);
    const kept = this.setups.get(gameId);
    if (kept === undefined) return false;
    if (kept.mark === undefined) kept.mark = (await this.getSetting(setupCheckedKey(gameId))) ?? null;
    return kept.mark === kept.digest;
  }

  /** Marks a game's stored setup validated, for the text stored now (see `setupChecked`). */
  async markSetupChecked(gameId: string): Promise<void> {
    const digest = await this.setupDigest(gameId);
    if (digest === undefined) return;
    await this.setSetting(setupCheckedKey(gameId), digest);
    const kept = this.setups.get(gameId);
    if (kept !== undefined && kept.digest === digest) kept.mark = digest;
  }

  async getGame(id: string): Promise<GameRow | undefined> {
    const once = this.readOnce(id);
    if (once?.game) return once.game;
    const row = await this.readGame(id, once);
    if (once && row) once.game = row;
    return row;
  }

  /**
   * A games row. With `once` (a use case's first look at the game) on PostgreSQL, the game's last event number, open
   * phase, players, settings read with it (`readWithGame`) and the posts' change mark are read with it and kept there
   * (`GAME_CONTEXT_COLUMNS`); what the use case read before is kept as it was.
   */
  private async readGame(id: string, once?: ReadOnce): Promise<GameRow | undefined> {
    const withContext = once !== undefined && this.db.dialect === "postgres";
    const settingKeys = withContext ? [...this.settingsWithGame].map((key) => key(id)) : [];
    const markColumn = this.db.changeMarkColumn;
    const context = withContext
      ? [
          GAME_CONTEXT_COLUMNS,
          ...settingKeys.map(
            (_, i) => `,\n  (SELECT value FROM settings WHERE key = ?) AS context_setting_${i}`,
          ),
          markColumn === undefined ? "" : `,\n  ${markColumn} AS context_mark`,
        ].join("")
      : "";
    // a game not read yet by this store: its setup and the setup's validation mark in the same read (two calls fewer
    // on a service's first post)
    const row = this.setups.has(id)
      ? await this.db.get(`SELECT ${GAME_COLUMNS}${context} FROM games WHERE id = ?`, ...settingKeys, id)
      : await this.db.get(
          `SELECT ${GAME_COLUMNS}, scenario_json, (SELECT value FROM settings WHERE key = ?) AS setup_mark${context} FROM games WHERE id = ?`,
          setupCheckedKey(id),
          ...settingKeys,
          id,
        );
    if (row === undefined) return undefined;
    if (once !== undefined && withContext) {
      const read = gameContextColumnsSchema.parse(row);
      once.lastEvent ??= read.context_last_event;
      if (once.openPhase === undefined) once.openPhase = read.context_open_phase;
      once.players ??= read.context_players ?? [];
      once.settings ??= new Map();
      const settings = once.settings;
      for (const [i, key] of settingKeys.entries()) {
        const value = settingValueSchema.parse((row as Record<string, unknown>)[`context_setting_${i}`]);
        if (!settings.has(key)) settings.set(key, value);
      }
      if (markColumn !== undefined && this.keptMark() === undefined) {
        once.mark = String(changeMarkValueSchema.parse((row as Record<string, unknown>).context_mark) ?? 0);
      }
    }
    return await this.gameRow(row);
  }

  async listGames(): Promise<GameRow[]> {
    const rows: GameRow[] = [];
    for (const r of await this.db.all(`SELECT ${GAME_COLUMNS} FROM games ORDER BY created_at, id`)) {
      rows.push(await this.gameRow(r));
    }
    return rows;
  }

  async findGameByChannel(channelId: string): Promise<GameRow | undefined> {
    const row = await this.db.get(
      `SELECT ${GAME_COLUMNS} FROM games WHERE discord_channel_id = ?`,
      channelId,
    );
    return row === undefined ? undefined : await this.gameRow(row);
  }

  async updateGame(
    id: string,
    patch: Partial<{
      forumUrl: string | null;
      forumPlatform: string | null;
      discordChannelId: string | null;
      forumTimezone: string | null;
    }>,
  ): Promise<void> {
    const current = await this.getGame(id);
    if (!current) return;
    await this.db.run(
      "UPDATE games SET forum_url = ?, forum_platform = ?, discord_channel_id = ?, forum_timezone = ? WHERE id = ?",
      patch.forumUrl !== undefined ? patch.forumUrl : current.forum_url,
      patch.forumPlatform !== undefined ? patch.forumPlatform : current.forum_platform,
      patch.discordChannelId !== undefined ? patch.discordChannelId : current.discord_channel_id,
      patch.forumTimezone !== undefined ? patch.forumTimezone : current.forum_timezone,
      id,
    );
    this.changed(id);
  }

  /** The game GM commands act on when none is named: the last one created or chosen. */
  async currentGameId(): Promise<string | undefined> {
    return await this.getSetting("current_game");
  }

  async setCurrentGame(id: string): Promise<void> {
    await this.setSetting("current_game", id);
  }

  async getSetting(key: string): Promise<string | undefined> {
    const kept = this.keptSetting(key);
    if (kept !== undefined) return kept ?? undefined;
    const row = (await this.db.get("SELECT value FROM settings WHERE key = ?", key)) as
      | { value: string }
      | undefined;
    return row?.value;
  }

  /** Several settings read at once, in one statement per 500 keys: those set, by key. */
  async getSettings(keys: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    const asked: string[] = [];
    for (const key of keys) {
      const kept = this.keptSetting(key);
      if (kept === undefined) asked.push(key);
      else if (kept !== null) out.set(key, kept);
    }
    for (let from = 0; from < asked.length; from += IDS_PER_STATEMENT) {
      const rows = await this.db.all(
        `SELECT key, value FROM settings WHERE key IN (${this.jsonTextList()})`,
        JSON.stringify(asked.slice(from, from + IDS_PER_STATEMENT)),
      );
      for (const row of rows) {
        const { key, value } = settingRowSchema.parse(row);
        out.set(key, value);
      }
    }
    return out;
  }

  async setSetting(key: string, value: string): Promise<void> {
    this.settingChanged(key);
    await this.db.run(
      "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
      key,
      value,
    );
  }

  /**
   * Several settings written at once (the last value of a key given twice wins), in a few statements
   * (`chunksOfPowersOfTwo`): a forum sync's page records take one round trip or a few, where each page took one.
   */
  async setSettings(entries: readonly (readonly [string, string])[]): Promise<void> {
    const values = new Map<string, string>();
    for (const [key, value] of entries) {
      this.settingChanged(key);
      values.set(key, value);
    }
    for (const chunk of chunksOfPowersOfTwo([...values])) {
      await this.db.run(
        `INSERT INTO settings (key, value) VALUES ${chunk.map(() => "(?, ?)").join(", ")}
           ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
        ...chunk.flat(),
      );
    }
  }

  /**
   * How many times a post of the game was changed in place (an edit seen, a deletion): bumped in the change's own
   * transaction, so anything built from the game's posts after reading this count (the order book's stored head,
   * `setBookHead`) is known stale as soon as a post it read is changed, by this process or another.
   */
  async postEditCount(gameId: string): Promise<number> {
    return Number((await this.getSetting(postEditsKey(gameId))) ?? 0);
  }

  private async bumpPostEdits(gameId: string): Promise<void> {
    await this.db.run(
      "INSERT INTO settings (key, value) VALUES (?, '1') ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(settings.value AS INTEGER) + 1 AS TEXT)",
      postEditsKey(gameId),
    );
  }

  /**
   * The stored head of the open phase's order book (what the generic play's `src/game/generic-play/book-kept.ts`
   * writes, as text; a head World War 1907's older play wrote is not read) and the game's post edit count now (`postEditCount`), in one read: the count is read with the head, not after it.
   */
  async bookHead(gameId: string): Promise<{ head: string | undefined; edits: number }> {
    const rows = (await this.db.all(
      "SELECT key, value FROM settings WHERE key IN (?, ?)",
      bookHeadKey(gameId),
      postEditsKey(gameId),
    )) as { key: string; value: string }[];
    let head: string | undefined;
    let edits = 0;
    for (const row of rows) {
      if (row.key === bookHeadKey(gameId)) head = row.value;
      else edits = Number(row.value);
    }
    return { head, edits };
  }

  /**
   * Stores a game's order book head; returns the game's post edit count, read in the same statement (in the caller's
   * transaction: the count its book may compare with the one it was built on).
   */
  async setBookHead(gameId: string, head: string): Promise<number> {
    this.settingChanged(bookHeadKey(gameId));
    const row = await this.db.get(
      `INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value
         RETURNING (SELECT value FROM settings WHERE key = ?) AS edits`,
      bookHeadKey(gameId),
      head,
      postEditsKey(gameId),
    );
    return Number(settingValueSchema.parse(row?.edits ?? null) ?? 0);
  }

  async upsertPlayer(
    gameId: string,
    player: { nation: string; forumName?: string | null; discordUserId?: string | null; aliases?: string[] },
  ): Promise<PlayerRow> {
    const existing = (await this.listPlayers(gameId)).find((p) => p.nation === player.nation);
    await this.db.run(
      `INSERT INTO players (game_id, nation, forum_name, discord_user_id, aliases_json) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(game_id, nation) DO UPDATE SET forum_name = excluded.forum_name,
           discord_user_id = excluded.discord_user_id, aliases_json = excluded.aliases_json`,
      gameId,
      player.nation,
      player.forumName !== undefined ? player.forumName : (existing?.forum_name ?? null),
      player.discordUserId !== undefined ? player.discordUserId : (existing?.discord_user_id ?? null),
      JSON.stringify(player.aliases ?? existing?.aliases_json ?? []),
    );
    this.changed(gameId);
    return (await this.listPlayers(gameId)).find((p) => p.nation === player.nation) as PlayerRow;
  }

  async listPlayers(gameId: string): Promise<PlayerRow[]> {
    const once = this.readOnce(gameId);
    if (once?.players) return [...once.players];
    const players = (
      await this.db.all("SELECT * FROM players WHERE game_id = ? ORDER BY nation", gameId)
    ).map((r) => playerRowSchema.parse(r));
    if (once) once.players = players;
    return [...players];
  }

  /**
   * Stores a post the first time it is seen (its normalised text and hash kept as evidence), and on later sightings
   * compares: a different text means the post was edited (W33), recorded as a change with both hashes. `absent`: the
   * caller looked the post up a moment ago and did not find it (`sightPosts`), so it is stored at once.
   */
  async recordPost(
    gameId: string,
    post: IncomingPost,
    seenAt: string,
    options?: { absent?: boolean },
  ): Promise<RecordOutcome> {
    const normalized = normalizePostText(post.text);
    return await this.recordKnown(gameId, post, seenAt, normalized, hashPostText(normalized), {
      absent: options?.absent === true,
    });
  }

  /**
   * A batch's posts recorded in order, as `recordPost` records each (call it in a transaction on the game). The
   * forum posts among them are looked up in one statement, the new ones stored together (one statement per 64 or
   * fewer), and the sightings of those already stored with the same text recorded in one more, as `sightPosts`
   * records them: a page read again costs a few round trips to a database server, plus one per changed post, where
   * it cost three per post.
   */
  async recordPosts(
    gameId: string,
    posts: readonly IncomingPost[],
    seenAt: string,
  ): Promise<RecordOutcome[]> {
    const known = await this.knownPosts(gameId, posts);
    const texts = posts.map((post) => {
      const normalized = normalizePostText(post.text);
      return { post, normalized, hash: hashPostText(normalized) };
    });
    // a page's new posts stored together, numbered in page order (a batch of one source, as ingest hands over)
    const fresh = new Set<string>();
    const inserted = posts.every((p) => p.source === "forum")
      ? await this.insertPosts(
          gameId,
          texts.filter(({ post }) => {
            if (known.has(post.postId) || fresh.has(post.postId)) return false;
            fresh.add(post.postId);
            return true;
          }),
          seenAt,
        )
      : new Map<string, PostRow>();
    const outcomes: RecordOutcome[] = [];
    const sighted: string[] = [];
    for (const { post, normalized, hash } of texts) {
      if (post.source !== "forum") {
        outcomes.push(await this.recordKnown(gameId, post, seenAt, normalized, hash, { absent: false }));
        continue;
      }
      const row = inserted.get(post.postId);
      if (row !== undefined && !known.has(post.postId)) {
        outcomes.push({ status: "new", row });
        known.set(post.postId, { row, lastHash: hash });
        continue;
      }
      const stored = known.get(post.postId);
      if (stored !== undefined && isSighting(stored, post, hash)) {
        sighted.push(post.postId);
        outcomes.push({ status: "unchanged", row: { ...stored.row, last_seen_at: seenAt } });
        continue;
      }
      const outcome = await this.recordKnown(gameId, post, seenAt, normalized, hash, {
        absent: stored === undefined,
        stored,
      });
      // the same post again later in the batch (a page's posts shifted onto the next one) is compared with this
      known.set(post.postId, { row: outcome.row, lastHash: hash });
      outcomes.push(outcome);
    }
    await this.touchPosts(gameId, "forum", sighted, seenAt);
    return outcomes;
  }

  /**
   * The sightings among a batch's forum posts (W33): those stored with the same text and no newly reported edit,
   * each recorded as seen again (`last_seen_at`), in two statements for the whole batch. With them, the forum posts
   * not stored yet (`absent`, for `recordPost`). Outside a transaction, a post is either a sighting here or recorded
   * by `recordPost`, as if the two calls had run one after the other.
   */
  async sightPosts(
    gameId: string,
    posts: readonly IncomingPost[],
    seenAt: string,
  ): Promise<{ unchanged: Map<string, PostRow>; absent: Set<string> }> {
    const known = await this.knownPosts(gameId, posts);
    const unchanged = new Map<string, PostRow>();
    const absent = new Set<string>();
    for (const post of posts) {
      if (post.source !== "forum") continue;
      const stored = known.get(post.postId);
      if (stored === undefined) absent.add(post.postId);
      else if (isSighting(stored, post, hashPostText(normalizePostText(post.text)))) {
        unchanged.set(post.postId, { ...stored.row, last_seen_at: seenAt });
      }
    }
    await this.touchPosts(gameId, "forum", [...unchanged.keys()], seenAt);
    return { unchanged, absent };
  }

  /**
   * The stored forum posts of a batch by post id, with their texts' hashes as last seen (`storedPosts`).
   */
  private async knownPosts(gameId: string, posts: readonly IncomingPost[]): Promise<Map<string, KnownPost>> {
    const ids = [...new Set(posts.filter((p) => p.source === "forum").map((p) => p.postId))];
    return await this.storedPosts(gameId, "forum", ids);
  }

  /**
   * Stored posts of one source by post id, each with the hash of its text as last seen (the first text's, or the
   * latest edit's), in one statement per 500 posts.
   */
  private async storedPosts(
    gameId: string,
    source: PostRow["source"],
    ids: readonly string[],
  ): Promise<Map<string, KnownPost>> {
    const known = new Map<string, KnownPost>();
    for (let from = 0; from < ids.length; from += IDS_PER_STATEMENT) {
      const rows = await this.db.all(
        `SELECT p.*, CASE WHEN p.edited_json IS NULL THEN NULL ELSE (
             SELECT c.new_hash FROM post_changes c
               WHERE c.game_id = p.game_id AND c.source = p.source AND c.post_id = p.post_id
               ORDER BY c.seen_at DESC LIMIT 1) END AS last_change_hash
           FROM posts p
           WHERE p.game_id = ? AND p.source = ? AND p.post_id IN (${this.jsonTextList()})`,
        gameId,
        source,
        JSON.stringify(ids.slice(from, from + IDS_PER_STATEMENT)),
      );
      for (const raw of rows) {
        const row = postRowSchema.parse(raw);
        const change = lastChangeHashSchema.parse(raw).last_change_hash;
        known.set(row.post_id, { row, lastHash: change ?? row.text_hash });
      }
    }
    return known;
  }

  /** The SQL that reads a parameter holding a JSON array of strings as a list of values (for `IN (…)`). */
  private jsonTextList(): string {
    return this.db.dialect === "postgres"
      ? "SELECT json_array_elements_text(?::json)"
      : "SELECT value FROM json_each(?)";
  }

  /** Posts seen again unchanged: their `last_seen_at` set, in one statement per 500 posts. */
  private async touchPosts(
    gameId: string,
    source: PostRow["source"],
    postIds: readonly string[],
    seenAt: string,
  ): Promise<void> {
    for (let from = 0; from < postIds.length; from += IDS_PER_STATEMENT) {
      await this.db.run(
        `UPDATE posts SET last_seen_at = ? WHERE game_id = ? AND source = ? AND post_id IN (${this.jsonTextList()})`,
        seenAt,
        gameId,
        source,
        JSON.stringify(postIds.slice(from, from + IDS_PER_STATEMENT)),
      );
    }
  }

  /**
   * `recordPost` with the post's text normalised and hashed. `absent`: stored at once (a Discord or console message
   * is new when it comes, its edits coming as updates of it; a forum post the caller did not find), and looked up only
   * when it was there: one round trip to a database server instead of two. `stored`: the post as the caller looked
   * it up in this transaction. Otherwise a forum post is looked up first, as a page read again brings mostly posts
   * already stored.
   */
  private async recordKnown(
    gameId: string,
    post: IncomingPost,
    seenAt: string,
    normalized: string,
    hash: string,
    how: { absent: boolean; stored?: KnownPost | undefined },
  ): Promise<RecordOutcome> {
    let existing: KnownPost | undefined;
    if (how.absent || post.source !== "forum") {
      const row = await this.insertPost(gameId, post, seenAt, normalized, hash);
      if (row) return { status: "new", row };
      existing = await this.knownPost(gameId, post);
    } else {
      existing = how.stored ?? (await this.knownPost(gameId, post));
      if (!existing) {
        const row = await this.insertPost(gameId, post, seenAt, normalized, hash);
        if (row) return { status: "new", row };
        // stored by another connection since the look-up (a call outside a transaction): a sighting of that post
        existing = await this.knownPost(gameId, post);
      }
    }
    if (!existing) throw new Error(`post ${post.postId} of game ${gameId} could not be stored`);
    const { row: stored, lastHash } = existing;
    if (isSighting(existing, post, hash)) {
      const touched = await this.db.get(
        "UPDATE posts SET last_seen_at = ? WHERE game_id = ? AND source = ? AND post_id = ? RETURNING *",
        seenAt,
        gameId,
        post.source,
        post.postId,
      );
      return { status: "unchanged", row: postRowSchema.parse(touched) };
    }
    // the edit and the game's edit count in one transaction (a savepoint inside an ingest's)
    return await this.writeTransaction(async () => {
      await this.postChangedInPlace();
      await this.bumpPostEdits(gameId);
      return await this.recordEdit(gameId, post, seenAt, stored, lastHash, hash, lastHash !== hash);
    }, gameId);
  }

  /** One stored post with the hash of its text as last seen (see `storedPosts`), or undefined. */
  private async knownPost(gameId: string, post: IncomingPost): Promise<KnownPost | undefined> {
    return (await this.storedPosts(gameId, post.source, [post.postId])).get(post.postId);
  }

  /**
   * `recordPost`'s new post: numbered and stored in one statement, the row read back from it; undefined when the post
   * is already stored (nothing written).
   */
  private async insertPost(
    gameId: string,
    post: IncomingPost,
    seenAt: string,
    normalized: string,
    hash: string,
  ): Promise<PostRow | undefined> {
    return (await this.insertPosts(gameId, [{ post, normalized, hash }], seenAt)).get(post.postId);
  }

  /**
   * `recordPosts`' new posts: stored and numbered in the order given, in a few statements (`chunksOfPowersOfTwo`: a
   * page of 20 takes two). The rows read back by post id; a post already stored is left as it is and not among them.
   * The game's last number is a scalar subquery, read once from the end of the `(game_id, seq)` index: as a joined
   * subquery, SQLite read every post of the game instead (1.4 ms at 20,000 posts, 2026-12-07).
   */
  private async insertPosts(
    gameId: string,
    posts: readonly { post: IncomingPost; normalized: string; hash: string }[],
    seenAt: string,
  ): Promise<Map<string, PostRow>> {
    const rows = new Map<string, PostRow>();
    for (const chunk of chunksOfPowersOfTwo(posts)) {
      const params = chunk.flatMap(({ post, normalized, hash }, i) => [
        post.source,
        post.postId,
        post.platform,
        post.authorName,
        post.authorId ?? null,
        post.postedAt,
        hash,
        normalized,
        JSON.stringify(post.parsed),
        post.raw ?? null,
        post.edited ? JSON.stringify(post.edited) : null,
        i + 1,
      ]);
      const values = chunk.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, CAST(? AS INTEGER))").join(", ");
      const stored = await this.db.all(
        `INSERT INTO posts (game_id, source, post_id, platform, author_name, author_id, posted_at, first_seen_at,
             last_seen_at, text_hash, normalized_text, parsed_json, raw, edited_json, deleted_at, seq)
           SELECT ?, v.column1, v.column2, v.column3, v.column4, v.column5, v.column6, ?, ?, v.column7, v.column8,
               v.column9, v.column10, v.column11, NULL,
               COALESCE((SELECT MAX(seq) FROM posts WHERE game_id = ?), 0) + v.column12
             FROM (VALUES ${values}) AS v
             WHERE true
           ON CONFLICT (game_id, source, post_id) DO NOTHING
           RETURNING *`,
        gameId,
        seenAt,
        seenAt,
        gameId,
        ...params,
      );
      for (const raw of stored) {
        const row = postRowSchema.parse(raw);
        rows.set(row.post_id, row);
      }
    }
    return rows;
  }

  /** `recordPost`'s edited post: the row and its change stored (in the caller's transaction). */
  private async recordEdit(
    gameId: string,
    post: IncomingPost,
    seenAt: string,
    existing: PostRow,
    lastHash: string,
    hash: string,
    textChanged: boolean,
  ): Promise<RecordOutcome> {
    const edited =
      post.edited ??
      (existing.edited_json as unknown) ??
      ({ by: null, at: seenAt, detectedBy: "hash" } as const);
    await this.db.run(
      `UPDATE posts SET last_seen_at = ?, parsed_json = ?, edited_json = ?, raw = COALESCE(?, raw)
         WHERE game_id = ? AND source = ? AND post_id = ?`,
      seenAt,
      JSON.stringify(post.parsed),
      JSON.stringify(edited),
      post.raw ?? null,
      gameId,
      post.source,
      post.postId,
    );
    await this.db.run(
      `INSERT INTO post_changes (game_id, source, post_id, seen_at, kind, old_hash, new_hash, detail_json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      gameId,
      post.source,
      post.postId,
      seenAt,
      textChanged ? "text-changed" : "edit-reported",
      lastHash,
      hash,
      JSON.stringify({ edited }),
    );
    return { status: "edited", row: (await this.getPost(gameId, post.source, post.postId)) as PostRow };
  }

  /** Marks a post deleted (a deleted Discord message voids its orders like an edit). */
  async markPostDeleted(
    gameId: string,
    source: PostRow["source"],
    postId: string,
    at: string,
  ): Promise<boolean> {
    return await this.writeTransaction(async () => {
      const info = await this.db.run(
        "UPDATE posts SET deleted_at = ? WHERE game_id = ? AND source = ? AND post_id = ? AND deleted_at IS NULL",
        at,
        gameId,
        source,
        postId,
      );
      if (info.changes > 0) {
        await this.postChangedInPlace();
        await this.bumpPostEdits(gameId);
      }
      return info.changes > 0;
    }, gameId);
  }

  async getPost(gameId: string, source: PostRow["source"], postId: string): Promise<PostRow | undefined> {
    const row = await this.db.get(
      "SELECT * FROM posts WHERE game_id = ? AND source = ? AND post_id = ?",
      gameId,
      source,
      postId,
    );
    return row === undefined ? undefined : postRowSchema.parse(row);
  }

  /** Every post of a game in the order it was first seen. */
  async listPosts(gameId: string): Promise<PostRow[]> {
    return (await this.db.all("SELECT * FROM posts WHERE game_id = ? ORDER BY seq", gameId)).map((r) =>
      postRowSchema.parse(r),
    );
  }

  async countPosts(gameId: string): Promise<number> {
    return ((await this.db.get("SELECT COUNT(*) AS n FROM posts WHERE game_id = ?", gameId)) as { n: number })
      .n;
  }

  async openPhase(
    gameId: string,
    phase: { year: number; phase: string; commitment: string; openedAt: string; closesAt?: string | null },
  ): Promise<PhaseRow> {
    const seq = (
      (await this.db.get(
        "SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM phases WHERE game_id = ?",
        gameId,
      )) as {
        next: number;
      }
    ).next;
    await this.db.run(
      `INSERT INTO phases (game_id, seq, year, phase, seed_commitment, seed, opened_at, closes_at, resolved_at)
         VALUES (?, ?, ?, ?, ?, NULL, ?, ?, NULL)`,
      gameId,
      seq,
      phase.year,
      phase.phase,
      phase.commitment,
      phase.openedAt,
      phase.closesAt ?? null,
    );
    this.changed(gameId);
    return (await this.listPhases(gameId)).at(-1) as PhaseRow;
  }

  async listPhases(gameId: string): Promise<PhaseRow[]> {
    return (await this.db.all("SELECT * FROM phases WHERE game_id = ? ORDER BY seq", gameId)).map((r) =>
      phaseRowSchema.parse(r),
    );
  }

  /** The open (unresolved) phase of a game, if any. */
  async openPhaseOf(gameId: string): Promise<PhaseRow | undefined> {
    const once = this.readOnce(gameId);
    if (once?.openPhase !== undefined) return once.openPhase ?? undefined;
    // the first unresolved phase by number, as `listPhases` orders them: one row read, however long the game has run
    const row = await this.db.get(
      "SELECT * FROM phases WHERE game_id = ? AND resolved_at IS NULL ORDER BY seq LIMIT 1",
      gameId,
    );
    const phase = row === undefined ? undefined : phaseRowSchema.parse(row);
    if (once) once.openPhase = phase ?? null;
    return phase;
  }

  /**
   * Sets the open phase's deadline. On a phase reopened by undo, the GM's new deadline is also its new window end
   * (the GM chose to take more posts); null keeps the window it had.
   */
  async setPhaseDeadline(gameId: string, seq: number, closesAt: string | null): Promise<void> {
    await this.db.run(
      `UPDATE phases SET closes_at = ?,
           window_closed_at = CASE WHEN window_closed_at IS NOT NULL AND CAST(? AS TEXT) IS NOT NULL THEN ? ELSE window_closed_at END
         WHERE game_id = ? AND seq = ?`,
      closesAt,
      closesAt,
      closesAt,
      gameId,
      seqKey(seq),
    );
    this.changed(gameId);
  }

  /**
   * Reveals a phase's seed and marks it resolved. The posting window closes at the first resolution (at the
   * deadline, or now if that is earlier) and keeps that end through undo and re-resolution.
   */
  async resolvePhaseRow(gameId: string, seq: number, seed: string, resolvedAt: string): Promise<void> {
    await this.db.run(
      `UPDATE phases SET seed = ?, resolved_at = ?, first_resolved_at = COALESCE(first_resolved_at, ?),
           window_closed_at = COALESCE(window_closed_at,
             CASE WHEN closes_at IS NOT NULL AND closes_at < ? THEN closes_at ELSE ? END)
         WHERE game_id = ? AND seq = ?`,
      seed,
      resolvedAt,
      resolvedAt,
      resolvedAt,
      resolvedAt,
      gameId,
      seqKey(seq),
    );
    this.changed(gameId);
  }

  /** Re-opens a resolved phase (undo): its seed stays revealed, so the same dice come again. */
  async reopenPhaseRow(gameId: string, seq: number): Promise<void> {
    await this.db.run(
      "UPDATE phases SET resolved_at = NULL WHERE game_id = ? AND seq = ?",
      gameId,
      seqKey(seq),
    );
    this.changed(gameId);
  }

  /** Renames a phase (a one-time conversion of a game stored by an older play: "turn" → "turn-2"). */
  async relabelPhaseRow(gameId: string, seq: number, phase: string): Promise<void> {
    await this.db.run(
      "UPDATE phases SET phase = ? WHERE game_id = ? AND seq = ?",
      phase,
      gameId,
      seqKey(seq),
    );
    this.changed(gameId);
  }

  async deletePhaseRow(gameId: string, seq: number): Promise<void> {
    await this.db.run("DELETE FROM phases WHERE game_id = ? AND seq = ?", gameId, seqKey(seq));
    this.changed(gameId);
  }

  /** Appends an event to the game's log and returns its sequence number. The log is never rewritten. */
  async appendEvent(gameId: string, event: NewEvent): Promise<number> {
    const seq = (
      (await this.db.get(
        "SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM events WHERE game_id = ?",
        gameId,
      )) as {
        next: number;
      }
    ).next;
    await this.db.run(
      "INSERT INTO events (game_id, seq, kind, actor, reason, payload_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
      gameId,
      seq,
      event.kind,
      event.actor,
      event.reason ?? null,
      JSON.stringify(event.payload),
      event.createdAt,
    );
    this.changed(gameId);
    return seq;
  }

  async listEvents(gameId: string): Promise<EventRow[]> {
    return (await this.db.all("SELECT * FROM events WHERE game_id = ? ORDER BY seq", gameId)).map((r) =>
      eventRowSchema.parse(r),
    );
  }

  async saveSnapshot(gameId: string, eventSeq: number, state: unknown): Promise<void> {
    await this.db.run(
      `INSERT INTO snapshots (game_id, event_seq, state_json) VALUES (?, ?, ?)
         ON CONFLICT(game_id, event_seq) DO UPDATE SET state_json = excluded.state_json`,
      gameId,
      seqKey(eventSeq),
      JSON.stringify(state),
    );
  }

  /** Removes the snapshots taken at or after an event (an undo cancels that event and what followed it). */
  async deleteSnapshotsFrom(gameId: string, eventSeq: number): Promise<void> {
    await this.db.run(
      "DELETE FROM snapshots WHERE game_id = ? AND event_seq >= ?",
      gameId,
      seqBound(eventSeq),
    );
  }

  /**
   * The newest snapshot at or before an event (without `atOrBefore`: the newest of all), if any. A bound past the
   * largest sequence number is the same as none, on both engines.
   */
  async latestSnapshot(
    gameId: string,
    atOrBefore?: number,
  ): Promise<{ eventSeq: number; state: unknown; digest: string } | undefined> {
    const row = (
      atOrBefore === undefined
        ? await this.db.get(
            "SELECT event_seq, state_json FROM snapshots WHERE game_id = ? ORDER BY event_seq DESC LIMIT 1",
            gameId,
          )
        : await this.db.get(
            "SELECT event_seq, state_json FROM snapshots WHERE game_id = ? AND event_seq <= ? ORDER BY event_seq DESC LIMIT 1",
            gameId,
            seqBound(atOrBefore),
          )
    ) as { event_seq: number; state_json: string } | undefined;
    return row
      ? {
          eventSeq: row.event_seq,
          state: JSON.parse(row.state_json) as unknown,
          digest: createHash("sha256").update(row.state_json).digest("hex"),
        }
      : undefined;
  }

  /**
   * Whether a stored state (a snapshot, named by its `digest` from `latestSnapshot`) was marked validated by `check`
   * (`markSnapshotChecked`: the ruleset's state schema, say). One mark per game, the newest state's: a first post after
   * a restart reads the game's newest state, and a state changed since, damaged or edited by hand has another digest
   * and is validated again (issue #26).
   */
  async snapshotChecked(gameId: string, digest: string, check: string): Promise<boolean> {
    return (await this.getSetting(snapshotCheckedKey(gameId))) === `${check}:${digest}`;
  }

  /** Marks a stored state validated by `check`, by its digest (see `snapshotChecked`). */
  async markSnapshotChecked(gameId: string, digest: string, check: string): Promise<void> {
    await this.setSetting(snapshotCheckedKey(gameId), `${check}:${digest}`);
  }
}
