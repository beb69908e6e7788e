import { parentPort } from "node:worker_threads";
import { svgToPng } from "./png.ts";

/**
 * The picture worker's side (`png-off-thread.ts` starts it): rasterises each SVG it is sent to PNG bytes, one at a
 * time, and sends them back with the request's number (or why it could not).
 */
interface PngRequest {
  id: number;
  svg: string;
}

parentPort?.on("message", (request: PngRequest) => {
  try {
    const png = svgToPng(request.svg);
    // the bytes are moved, not copied: a copy of the buffer's own memory, so nothing else shares it
    const bytes = new Uint8Array(png);
    parentPort?.postMessage({ id: request.id, png: bytes }, [bytes.buffer]);
  } catch (e) {
    parentPort?.postMessage({ id: request.id, error: e instanceof Error ? e.message : String(e) });
  }
});
