import { Worker } from "node:worker_threads";
import type { PictureFormat } from "./png.ts";

/**
 * Map pictures rasterised on a worker thread: a phase map's PNG takes the better part of a second of CPU (resvg's
 * rendering, the 256-colour palette, the encoding), which on the main thread would stall a bot's every other game
 * and its gateway heartbeat for that long. One worker per process, started on the first picture, rasterises the
 * pictures one after another; it does not keep the process alive while idle, and it stops after IDLE_MS without a
 * picture (its heap, tens of MB, is given back; the next picture starts another). Should a worker fail to start or
 * die, the pending pictures are drawn here instead, so a picture is never lost to it.
 */

/** How long the worker waits for another picture before it stops. */
const IDLE_MS = 60_000;

interface Pending {
  svg: string;
  resolve: (png: Buffer) => void;
  reject: (e: Error) => void;
}

type Answer = { id: number; png: Uint8Array } | { id: number; error: string };

/** A running worker and the pictures sent to it, not yet back. */
interface PictureWorker {
  worker: Worker;
  pending: Map<number, Pending>;
  idle: NodeJS.Timeout | null;
}

let current: PictureWorker | null = null;
let workerBroken = false;
let nextId = 1;

/** The worker's module: compiled JavaScript beside this file, or TypeScript from the sources (tests, tsx). */
function startWorker(): PictureWorker {
  const file = new URL(
    import.meta.url.endsWith(".ts") ? "./png-worker.ts" : "./png-worker.js",
    import.meta.url,
  );
  // From the sources the worker is TypeScript too: a small script registers tsx in the worker first (Node 20 does not
  // pass the parent's loader hooks on to a worker).
  const worker = file.pathname.endsWith(".ts")
    ? new Worker(
        `(async () => {
          const { register } = await import(${JSON.stringify(tsxApi())});
          register();
          await import(${JSON.stringify(file.href)});
        })().catch((e) => { console.error(e); process.exit(1); });`,
        { eval: true },
      )
    : new Worker(file);
  worker.unref();
  const self: PictureWorker = { worker, pending: new Map(), idle: null };
  worker.on("message", (answer: Answer) => {
    const p = self.pending.get(answer.id);
    if (!p) return;
    self.pending.delete(answer.id);
    if (self.pending.size === 0) {
      worker.unref();
      self.idle = setTimeout(() => {
        if (self.pending.size > 0) return;
        if (current === self) current = null;
        void worker.terminate();
      }, IDLE_MS);
      self.idle.unref();
    }
    if ("png" in answer)
      p.resolve(Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength));
    else p.reject(new Error(`the map picture could not be drawn: ${answer.error}`));
  });
  // an error or an exit: the worker is not used again (the next picture starts another); if pictures were still on
  // their way, they are drawn here and so is every later one
  const died = () => {
    if (current === self) current = null;
    if (self.pending.size === 0) return;
    workerBroken = true;
    for (const p of self.pending.values()) drawHere(p);
    self.pending.clear();
  };
  worker.on("error", died);
  worker.on("exit", died);
  return self;
}

/** Draws a picture on this thread; resvg is loaded only then (a process that draws no picture never loads it). */
function drawHere(p: Pending): void {
  import("./png.ts").then(
    ({ svgToPng }) => {
      try {
        p.resolve(svgToPng(p.svg));
      } catch (e) {
        p.reject(e instanceof Error ? e : new Error(String(e)));
      }
    },
    (e: unknown) => p.reject(e instanceof Error ? e : new Error(String(e))),
  );
}

function tsxApi(): string {
  try {
    return import.meta.resolve("tsx/esm/api");
  } catch {
    return "tsx/esm/api";
  }
}

/** Rasterises an SVG picture to palette PNG bytes on the picture worker (here, if no worker can run). */
export function svgToPngOffThread(svg: string): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const request: Pending = { svg, resolve, reject };
    if (workerBroken) {
      drawHere(request);
      return;
    }
    try {
      current ??= startWorker();
    } catch {
      workerBroken = true;
      drawHere(request);
      return;
    }
    if (current.idle) clearTimeout(current.idle);
    current.idle = null;
    const id = nextId++;
    current.pending.set(id, request);
    // while a picture is on its way the process waits for it (a CLI command that saves it)
    current.worker.ref();
    current.worker.postMessage({ id, svg });
  });
}

/** The picture worker running now, if any (diagnostics, and the tests that stop it as a crash would). */
export function runningPictureWorker(): Worker | null {
  return current?.worker ?? null;
}

/** The picture's bytes in that format: the SVG text as UTF-8, or its PNG drawn on the picture worker. */
export async function pictureBytesOffThread(svg: string, format: PictureFormat = "png"): Promise<Buffer> {
  return format === "svg" ? Buffer.from(svg, "utf8") : await svgToPngOffThread(svg);
}
