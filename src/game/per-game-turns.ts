import { KeyedQueue } from "../storage/keyed-queue.ts";
import { OwnedContext } from "../storage/owned-context.ts";

/**
 * One change to a game at a time in this process (issue #26): a post, a resolve, an undo or an adjustment of one
 * game waits for the one before it, so what a change reads (the order book, the state) is still true when it
 * writes; other games go on side by side. Across processes the database's lock of each write transaction keeps
 * the same promise. A change that makes another change of the same game (a post that ends a vacation, a resolve
 * that plays a seat in civil disorder) runs it at once, inside its own turn.
 */
export class PerGameTurns {
  private readonly queue = new KeyedQueue();
  private readonly held = new OwnedContext<ReadonlySet<string>>();

  run<T>(gameId: string, change: () => Promise<T>): Promise<T> {
    const held = this.held.getStore();
    if (held?.has(gameId)) return change();
    const inside = new Set(held ?? []).add(gameId);
    return this.queue.run(gameId, () => this.held.run(inside, change));
  }
}
