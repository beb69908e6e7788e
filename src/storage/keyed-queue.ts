/**
 * Runs tasks one at a time per key, in the order they were given, and tasks of different keys side by side: the
 * in-process half of "every write to a game is serialized per game" (issue #26). The other half, across
 * processes, is the database's lock (PostgreSQL's advisory lock, SQLite's write lock), taken inside the task.
 * A task that fails does not stop the ones after it. Keys with nothing queued hold no memory.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `task` once every task given earlier for `key` has settled; resolves or rejects as `task` does. */
  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.tails.get(key) ?? Promise.resolve();
    const result = before.then(task, task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** How many keys have a task running or waiting (for tests and diagnostics). */
  get busyKeys(): number {
    return this.tails.size;
  }
}
