import type { GameService } from "../game/game-service.ts";
import type { GameInfo } from "../game/types.ts";

/**
 * The part of a game's web address after `/games/`: its id as `adjutant game list` prints it, or for an unlisted
 * game (`adjutant game set --unlisted yes`) only its long random token, so that nobody finds it by guessing ids.
 */
export async function gameKey(service: GameService, gameId: string): Promise<string> {
  return (await service.unlistedToken(gameId)) ?? gameId;
}

const MISS_REFRESH_MS = 250;

/**
 * The games of the database with their web keys, read again at most every `ttlMs` (games are few and rarely added:
 * a page does not list them all again).
 */
export class GameKeys {
  private cache: { at: number; games: { info: GameInfo; key: string; listed: boolean }[] } | null = null;

  constructor(
    private readonly service: GameService,
    private readonly ttlMs = 2000,
    private readonly now: () => number = Date.now,
  ) {}

  private async all(): Promise<{ info: GameInfo; key: string; listed: boolean }[]> {
    const at = this.now();
    if (this.cache && at - this.cache.at < this.ttlMs) return this.cache.games;
    const games: { info: GameInfo; key: string; listed: boolean }[] = [];
    for (const info of await this.service.listGames()) {
      const token = await this.service.unlistedToken(info.id);
      games.push({ info, key: token ?? info.id, listed: token === null });
    }
    this.cache = { at, games };
    return games;
  }

  /** The game a web address names, or undefined: an unlisted game is never found by its id. */
  async gameOf(key: string): Promise<string | undefined> {
    const found = (await this.all()).find((g) => g.key === key)?.info.id;
    if (found !== undefined || (this.cache && this.now() - this.cache.at < MISS_REFRESH_MS)) return found;
    // a game created or unlisted a moment ago (looked for again at most every MISS_REFRESH_MS: a stream of
    // made-up addresses does not list the games on every request)
    this.cache = null;
    return (await this.all()).find((g) => g.key === key)?.info.id;
  }

  /** The games the index lists (every game but the unlisted ones), with their keys. */
  async listed(): Promise<{ info: GameInfo; key: string }[]> {
    this.cache = null;
    return (await this.all()).filter((g) => g.listed);
  }
}
