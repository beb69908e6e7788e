import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from "node:worker_threads";

/** What the worker's side receives in `workerData` besides the caller's own data. */
export interface SyncWorkerChannel {
  port: MessagePort;
  /** Set to 1 (and notified) by the worker when it has posted an answer. */
  flag: Int32Array;
}

/** A call that got no answer in time (the worker is stuck, or its database does not answer). */
export class SyncWorkerTimeout extends Error {
  readonly code = "WORKER_TIMEOUT";
}

/**
 * Calls a worker thread and waits for its answer synchronously: the request goes through a message port, the
 * caller sleeps on a shared flag (Atomics.wait) until the worker sets it, then takes the answer off the port
 * (receiveMessageOnPort). This is how a synchronous API (the stores) uses an asynchronous driver (pg) without
 * changing shape; the event loop waits while a call is under way, as it does for better-sqlite3.
 */
export class SyncWorker<Request, Answer> {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private nextId = 1;
  private closed = false;

  constructor(file: URL, data: Record<string, unknown>) {
    const { port1, port2 } = new MessageChannel();
    const channel: SyncWorkerChannel = { port: port2, flag: this.flag };
    const options = { workerData: { ...data, ...channel }, transferList: [port2] };
    // From the sources (tests, `npm run adjutant`) the worker is TypeScript too: a small script registers tsx in
    // the worker first (Node 20 does not pass `--import tsx` hooks on to a worker's own module).
    this.worker = file.pathname.endsWith(".ts")
      ? new Worker(
          `(async () => {
            const { register } = await import(${JSON.stringify(tsxApi())});
            register();
            await import(${JSON.stringify(file.href)});
          })().catch((e) => { console.error(e); process.exit(1); });`,
          { ...options, eval: true },
        )
      : new Worker(file, options);
    this.worker.unref();
    this.port = port1;
  }

  /** Sends a request and returns the worker's answer; throws `SyncWorkerTimeout` after `timeoutMs`. */
  call(request: Request, timeoutMs: number): Answer {
    if (this.closed) throw new Error("the database connection is closed");
    const id = this.nextId++;
    Atomics.store(this.flag, 0, 0);
    this.port.postMessage({ id, request });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const got = receiveMessageOnPort(this.port) as { message: { id: number; answer: Answer } } | undefined;
      if (got !== undefined) {
        // an answer to an earlier call that timed out is dropped
        if (got.message.id === id) return got.message.answer;
        continue;
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new SyncWorkerTimeout(`no answer from the database in ${Math.round(timeoutMs / 1000)} s`);
      Atomics.wait(this.flag, 0, 0, left);
      Atomics.store(this.flag, 0, 0);
    }
  }

  terminate(): void {
    if (this.closed) return;
    this.closed = true;
    this.port.close();
    void this.worker.terminate();
  }
}

function tsxApi(): string {
  try {
    return import.meta.resolve("tsx/esm/api");
  } catch {
    return "tsx/esm/api";
  }
}

/** The worker's side: answers each request with `handle`, then wakes the waiting caller. */
export function serveSyncCalls<Request, Answer>(
  channel: SyncWorkerChannel,
  handle: (request: Request) => Promise<Answer>,
): void {
  channel.port.on("message", async (message: { id: number; request: Request }) => {
    const answer = await handle(message.request);
    channel.port.postMessage({ id: message.id, answer });
    Atomics.store(channel.flag, 0, 1);
    Atomics.notify(channel.flag, 0);
  });
}
