import { LRUCache } from "lru-cache";
import type { ParsedPost } from "../../../parsers/post.ts";
import { GAMES_IN_MEMORY } from "../../cache/games-in-memory.ts";
import type { Ruleset } from "../../core/ruleset.ts";
import type { PictureFormat } from "../../presenters/png.ts";
import { err, type Result } from "../../result.ts";
import type { GameRow, PhaseRow } from "../../storage/rows.ts";
import type { GamePlay, GamePlayDeps, ReportOptions, ResolveOptions } from "../game-play.ts";
import type { Actor, Adjustment, PostSource } from "../types.ts";
import { GenericPlay, type GenericPlayOptions } from "./generic-play.ts";
import { rulesetOfSetup } from "./rulesets-by-setup.ts";

/** A stored game's fixed part (`Opening.fixed`, kept in its set-up), if its setup returned one. */
export function fixedPartOf(game: Pick<GameRow, "scenario_json">): unknown {
  const setup = game.scenario_json;
  return setup !== null && typeof setup === "object" && "fixed" in setup ? setup.fixed : undefined;
}

/** The generic play of each game of a per-game play (`genericPlayOf`). */
const playsOf = new WeakMap<
  GamePlay,
  (gameId: string) => Promise<Result<GenericPlay<unknown, unknown, unknown, unknown>, string>>
>();

/**
 * The generic play that plays a game, for a ruleset's own tools and tests that read what only it has (World War
 * 1907's state and order book: `ww1907Of`): the play itself, or the game's own play of a per-game play.
 */
export async function genericPlayOf(
  play: GamePlay,
  gameId: string,
): Promise<Result<GenericPlay<unknown, unknown, unknown, unknown>, string> | null> {
  if (play instanceof GenericPlay)
    return { ok: true, value: play as GenericPlay<unknown, unknown, unknown, unknown> };
  const of = playsOf.get(play);
  return of ? await of(gameId) : null;
}

/**
 * Which part of a ruleset in two parts (`Ruleset.complete`) a use case needs: `read`, only what reading a game needs
 * (its status, its seats, whom it waits for), which the light part has; `whole`, the whole ruleset.
 */
type Part = "read" | "whole";

/** A game's plays: on the ruleset as given (its light part, for a ruleset in two parts), and on the whole one. */
interface PlaysOfGame<S, C, E, R> {
  rules: Ruleset<S, C, E, R>;
  read: GenericPlay<S, C, E, R>;
  whole?: Promise<GenericPlay<S, C, E, R>>;
}

/**
 * The generic play of a ruleset whose games each have a fixed part (`Ruleset.forGame`), or that comes in two parts
 * (`Ruleset.complete`). A game is created with the ruleset as given (its setup returns the fixed part, stored once
 * with the game), and every later call on a game is played by the generic play of that game's own ruleset
 * (`forGame(fixed)`), made once per game and kept while the game is in memory. A game stored without a fixed part is
 * played with the ruleset as given (whole). For a ruleset in two parts, a use case that only reads a game (its status
 * and JSON, its seats and players, whom it waits for, its ending and ranking, its state) is played on the light part,
 * and every other on the whole ruleset, completed once per game (issue #26: `adjutant status` loads no resolution, no
 * map picture).
 */
export function perGamePlay<S, C, E, R>(
  rules: Ruleset<S, C, E, R>,
  deps: GamePlayDeps,
  options: GenericPlayOptions = {},
): GamePlay {
  const whole = (
    of: PlaysOfGame<S, C, E, R>,
    part: Part,
  ): Promise<GenericPlay<S, C, E, R>> | GenericPlay<S, C, E, R> => {
    const complete = of.rules.complete?.bind(of.rules);
    if (part === "read" || !complete) return of.read;
    of.whole ??= complete().then((r) => new GenericPlay(r, deps, options));
    return of.whole;
  };
  const plain: PlaysOfGame<S, C, E, R> = { rules, read: new GenericPlay(rules, deps, options) };
  const forGame = rules.forGame?.bind(rules);
  // by game id and creation time: a game made again under the id of a deleted one is another game
  const plays = new LRUCache<string, PlaysOfGame<S, C, E, R>>({ max: GAMES_IN_MEMORY });
  const playOf = async (
    gameId: string,
    part: Part = "whole",
  ): Promise<Result<GenericPlay<S, C, E, R>, string>> => {
    const game = await deps.store.getGame(gameId);
    if (!game) return err(`no game "${gameId}"`);
    const fixed = fixedPartOf(game) ?? options.legacy?.fixedOf?.(game);
    // a game stored without its fixed part is played with the ruleset as given, whole: a ruleset in two parts reads
    // a game in its own light part (`forGame`), and with no game its light part may know no map
    if (fixed === undefined || !forGame)
      return { ok: true, value: await whole(plain, forGame ? "whole" : part) };
    const key = `${game.id}@${game.created_at}`;
    const kept = plays.get(key);
    if (kept) return { ok: true, value: await whole(kept, part) };
    // the stored setup is validated once: marked by its digest, a later open uses it as stored (a setup changed
    // since, damaged or edited by hand, has another digest and is validated again)
    const checked = await deps.store.setupChecked(gameId);
    const own = rulesetOfSetup(rules, fixed, () => forGame(fixed, { checked }));
    if (!own.ok)
      return err(`the stored game setup is damaged: game "${gameId}" cannot be read (${own.error})`);
    if (!checked) await deps.store.markSetupChecked(gameId);
    const made: PlaysOfGame<S, C, E, R> = {
      rules: own.value,
      read: new GenericPlay(own.value, deps, options),
    };
    plays.set(key, made);
    return { ok: true, value: await whole(made, part) };
  };
  /** A use case that answers with a result: the game's play's answer, or why the game cannot be played. */
  const answer = async <T>(
    gameId: string,
    run: (play: GenericPlay<S, C, E, R>) => Promise<Result<T, string>>,
    part: Part = "whole",
  ): Promise<Result<T, string>> => {
    const play = await playOf(gameId, part);
    return play.ok ? await run(play.value) : play;
  };
  /** A use case that answers with a plain value: `otherwise` when the game cannot be played. */
  const value = async <T>(
    gameId: string,
    run: (play: GenericPlay<S, C, E, R>) => Promise<T>,
    otherwise: T,
    part: Part = "whole",
  ): Promise<T> => {
    const play = await playOf(gameId, part);
    return play.ok ? await run(play.value) : otherwise;
  };
  const play: GamePlay = {
    ruleset: plain.read.ruleset,
    takesStandingOrders: plain.read.takesStandingOrders,
    create: async (input) => await (await whole(plain, "whole")).create(input),
    state: async (gameId: string) => await answer(gameId, (p) => p.state(gameId), "read"),
    info: async (game: GameRow) => await answer(game.id, (p) => p.info(game), "read"),
    findPlayer: async (gameId: string, name: string) =>
      await value(gameId, (p) => p.findPlayer(gameId, name), undefined, "read"),
    unknownPlayer: async (gameId: string, name: string) =>
      await value(gameId, (p) => p.unknownPlayer(gameId, name), `no seat "${name}" in this game`, "read"),
    playerName: async (gameId: string, seat: string) =>
      await value(gameId, (p) => p.playerName(gameId, seat), seat, "read"),
    waitingOn: async (gameId: string) => await value(gameId, (p) => p.waitingOn(gameId), [], "read"),
    seatsInPlay: async (gameId: string) => await value(gameId, (p) => p.seatsInPlay(gameId), [], "read"),
    waitingSince: async (gameId: string) => await value(gameId, (p) => p.waitingSince(gameId), null, "read"),
    playerList: async (gameId: string) => await value(gameId, (p) => p.playerList(gameId), "", "read"),
    ingest: async (
      gameId: string,
      source: PostSource,
      posts: readonly ParsedPost[],
      playerOf: (post: ParsedPost) => Promise<string | null>,
    ) => await value(gameId, (p) => p.ingest(gameId, source, posts, playerOf), []),
    deletePost: async (gameId: string, source: PostSource, postId: string, player: string | null) =>
      await value(gameId, (p) => p.deletePost(gameId, source, postId, player), null),
    status: async (game: GameRow, player?: string) =>
      await answer(game.id, (p) => p.status(game, player), "read"),
    statusJson: async (game: GameRow, player?: string) =>
      await answer(game.id, (p) => p.statusJson(game, player), "read"),
    ordersInForce: async (game: GameRow, player: string) =>
      await answer(game.id, (p) => p.ordersInForce(game, player)),
    preview: async (gameId: string, player: string) => await answer(gameId, (p) => p.preview(gameId, player)),
    report: async (game: GameRow, options?: ReportOptions) =>
      await answer(game.id, (p) => p.report(game, options)),
    reportJson: async (game: GameRow, options?: ReportOptions) =>
      await answer(game.id, (p) => p.reportJson(game, options)),
    picture: async (gameId: string, format?: PictureFormat) =>
      await answer(gameId, (p) => p.picture(gameId, format)),
    phaseLabel: (phase: PhaseRow) => plain.read.phaseLabel(phase),
    phaseTitle: (phase: PhaseRow) => plain.read.phaseTitle(phase),
    resolve: async (gameId: string, actor: Actor, options?: ResolveOptions) =>
      await answer(gameId, (p) => p.resolve(gameId, actor, options)),
    undo: async (gameId: string, actor: Actor) => await answer(gameId, (p) => p.undo(gameId, actor)),
    adjust: async (gameId: string, actor: Actor, reason: string, change: Adjustment) =>
      await answer(gameId, (p) => p.adjust(gameId, actor, reason, change)),
    record: async (gameId: string, phaseSeq?: number) =>
      await answer(gameId, (p) => p.record(gameId, phaseSeq)),
    setDeadline: async (gameId: string, deadline: string | null) =>
      await answer(gameId, (p) => p.setDeadline(gameId, deadline)),
  };
  playsOf.set(
    play,
    playOf as (gameId: string) => Promise<Result<GenericPlay<unknown, unknown, unknown, unknown>, string>>,
  );
  if (plain.read.exportScenario) {
    play.exportScenario = async (game, how) =>
      await answer(game.id, async (p) =>
        p.exportScenario
          ? await p.exportScenario(game, how)
          : err("this game cannot be written as a scenario file"),
      );
  }
  if (plain.read.standings) {
    play.standings = async (gameId) =>
      await answer(
        gameId,
        async (p) => (p.standings ? await p.standings(gameId) : err("no ranking")),
        "read",
      );
  }
  if (plain.read.endGame) {
    play.endGame = async (gameId, actor, reason) =>
      await answer(gameId, async (p) => (p.endGame ? await p.endGame(gameId, actor, reason) : err("no end")));
  }
  if (plain.read.loggedEnding) {
    play.loggedEnding = async (gameId, replay) =>
      await answer(
        gameId,
        async (p) => (p.loggedEnding ? await p.loggedEnding(gameId, replay) : err("no end")),
        "read",
      );
  }
  if (plain.read.phasePage) {
    play.phasePage = async (gameId, phaseSeq) =>
      await answer(gameId, async (p) =>
        p.phasePage ? await p.phasePage(gameId, phaseSeq) : err("no page of a window for this game"),
      );
  }
  if (plain.read.playDisorder) {
    play.playDisorder = async (gameId, seats) =>
      await value(gameId, async (p) => (p.playDisorder ? await p.playDisorder(gameId, seats) : []), []);
  }
  return play;
}
