import type { GameService } from "../game/game-service.ts";

/** A change a game page hears of: what kind (the service's own word, or "changed" when a poll saw it). */
export interface WatchedChange {
  kind: string;
  /** The game's change mark after it (see `GameService.changeMark`): no orders, no names. */
  mark: string;
}

/**
 * Tells a game's open pages when it changes: at once for a change made through this process's service (its
 * `changes` hook), and, for a change made by another process on the same database (the bot, a CLI command), by a
 * cheap poll of the game's change mark every `pollMs` while anyone watches the game.
 */
export class GameWatch {
  private readonly listeners = new Map<string, Set<(change: WatchedChange) => void>>();
  private readonly marks = new Map<string, string>();
  private unhook: (() => void) | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly service: GameService,
    private readonly pollMs = 3000,
  ) {}

  /** Calls `listener` on each change of the game; returns what stops it. */
  async subscribe(gameId: string, listener: (change: WatchedChange) => void): Promise<() => void> {
    let set = this.listeners.get(gameId);
    if (!set) {
      set = new Set();
      this.listeners.set(gameId, set);
      this.marks.set(gameId, await this.service.changeMark(gameId));
    }
    set.add(listener);
    this.start();
    return () => {
      const now = this.listeners.get(gameId);
      now?.delete(listener);
      if (now && now.size === 0) {
        this.listeners.delete(gameId);
        this.marks.delete(gameId);
      }
      if (this.listeners.size === 0) this.stop();
    };
  }

  /** How many listeners watch (every game). */
  get size(): number {
    let n = 0;
    for (const set of this.listeners.values()) n += set.size;
    return n;
  }

  /** Looks at every watched game's change mark now (what the timer does every `pollMs`). */
  async poll(): Promise<void> {
    for (const gameId of [...this.listeners.keys()]) {
      let mark: string;
      try {
        mark = await this.service.changeMark(gameId);
      } catch {
        continue; // a busy or closing database: the next poll looks again
      }
      if (mark !== this.marks.get(gameId)) this.tell(gameId, "changed", mark);
    }
  }

  /** Stops listening to everything. */
  close(): void {
    this.listeners.clear();
    this.marks.clear();
    this.stop();
  }

  private tell(gameId: string, kind: string, mark: string): void {
    // the mark was read asynchronously: the game's last page may have closed meanwhile
    if (!this.listeners.has(gameId)) return;
    this.marks.set(gameId, mark);
    for (const listener of [...(this.listeners.get(gameId) ?? [])]) listener({ kind, mark });
  }

  private start(): void {
    if (!this.unhook) {
      this.unhook = this.service.changes.on((change) => {
        if (!this.listeners.has(change.gameId)) return;
        // told once the new mark is read; a mark that cannot be read (a closing database) tells nothing, as a
        // listener's throw never reached the writer (the next poll looks again)
        void this.service
          .changeMark(change.gameId)
          .then((mark) => this.tell(change.gameId, change.kind, mark))
          .catch(() => {});
      });
    }
    if (!this.timer) {
      // poll() catches a mark it cannot read: the timer's promise never rejects
      this.timer = setInterval(() => void this.poll(), this.pollMs);
      this.timer.unref();
    }
  }

  private stop(): void {
    this.unhook?.();
    this.unhook = null;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
