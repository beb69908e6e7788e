/**
 * How a shard process notices that its manager went away, by two signs, whichever comes first:
 * - its IPC channel to the manager closes (`disconnect`): at once, when the manager ends however it ends;
 * - its parent process changes (the manager's death hands the shard to another parent, init or a subreaper):
 *   looked at every `pollMs`, for the case where the closed channel is not reported (a shard whose
 *   `disconnect` never came would otherwise run on alone, holding its Discord session and the database).
 * `onGone` runs once. The watch keeps no process alive (its timer is unref'd); `stop` ends it.
 */
export interface ManagerWatchDeps {
  /** The process's parent id now (`process.ppid`). */
  parentId: () => number;
  /** Registers the IPC channel's `disconnect` listener, and returns how to remove it. */
  onDisconnect: (listener: () => void) => () => void;
  /** How often the parent is looked at, in ms. */
  pollMs: number;
}

/** Default deps: this process's parent and IPC channel, looked at every 2 s. */
export function processManagerWatch(): ManagerWatchDeps {
  return {
    parentId: () => process.ppid,
    onDisconnect: (listener) => {
      process.on("disconnect", listener);
      return () => process.off("disconnect", listener);
    },
    pollMs: 2_000,
  };
}

/** Calls `onGone` once, when the manager goes away (see the module's comment); returns `stop`. */
export function watchManager(
  onGone: (why: "disconnect" | "reparented") => void,
  deps: ManagerWatchDeps,
): () => void {
  const parent = deps.parentId();
  let done = false;
  const gone = (why: "disconnect" | "reparented") => {
    if (done) return;
    stop();
    onGone(why);
  };
  const removeListener = deps.onDisconnect(() => gone("disconnect"));
  const timer = setInterval(() => {
    if (deps.parentId() !== parent) gone("reparented");
  }, deps.pollMs);
  timer.unref();
  function stop(): void {
    done = true;
    clearInterval(timer);
    removeListener();
  }
  return stop;
}
