/**
 * What changed in a game, as the service tells listeners in the same process (the live web page, issue #27):
 * a post judged (or edited, deleted), a phase resolved or undone, a GM adjustment, a deadline moved. It carries no
 * orders: a listener that wants to show something reads it again through the service, which decides what may be shown.
 */
export interface GameChange {
  gameId: string;
  kind: "post" | "phase" | "adjustment" | "deadline";
}

/** A small in-process notification hook: the service emits, the web server (or anything else) subscribes. */
export class GameChanges {
  private readonly listeners = new Set<(change: GameChange) => void>();

  /** Calls `listener` on every change from now on; returns what unsubscribes it. */
  on(listener: (change: GameChange) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Tells every listener; a listener that throws is not the writer's problem (the write has happened). */
  emit(change: GameChange): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch {
        // a broken listener must never undo or fail the service's write
      }
    }
  }

  /** How many listeners are subscribed (for tests and leak checks). */
  get size(): number {
    return this.listeners.size;
  }
}
