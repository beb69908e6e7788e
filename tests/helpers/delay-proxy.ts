import { type ChildProcess, spawn } from "node:child_process";
import { connect, createServer, type Socket } from "node:net";
import { createInterface } from "node:readline";

/**
 * A TCP proxy on 127.0.0.1 that holds every chunk for `delayMs` before passing it on, both ways: a database
 * "20 ms away" for the benchmarks (issue #26). It runs in a child process of its own, so that a process whose event
 * loop is blocked (the synchronous PostgreSQL adapter waits with `Atomics.wait`) does not also stop its proxy.
 */
export interface DelayProxy {
  port: number;
  stop(): Promise<void>;
}

export async function startDelayProxy(targetPort: number, delayMs: number): Promise<DelayProxy> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", new URL(import.meta.url).pathname, String(targetPort), String(delayMs)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const stdout = child.stdout;
  if (!stdout) throw new Error("the delay proxy has no stdout");
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: stdout });
    lines.once("line", (line) => resolve(Number(line)));
    child.once("exit", (code) => reject(new Error(`the delay proxy exited (${code})`)));
  });
  return {
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}

/** Passes what `from` sends on to `to`, each chunk `delayMs` later, in order. */
function delayed(from: Socket, to: Socket, delayMs: number): void {
  from.on("data", (chunk) => {
    setTimeout(() => {
      if (!to.destroyed) to.write(chunk);
    }, delayMs);
  });
  from.on("end", () => setTimeout(() => to.end(), delayMs));
  from.on("error", () => to.destroy());
}

function serve(targetPort: number, delayMs: number): void {
  const server = createServer((client) => {
    client.setNoDelay(true);
    const upstream = connect(targetPort, "127.0.0.1");
    upstream.setNoDelay(true);
    delayed(client, upstream, delayMs);
    delayed(upstream, client, delayMs);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.stdout.write(`${typeof address === "object" && address ? address.port : 0}\n`);
  });
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  serve(Number(process.argv[2]), Number(process.argv[3]));
}
