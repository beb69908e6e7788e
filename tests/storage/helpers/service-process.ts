import { createInterface } from "node:readline";
import type { ParsedPost } from "../../../parsers/post.ts";
import { openService } from "../../../src/app/open-service.ts";
import { loadEnv } from "../../../src/config/env.ts";

/**
 * One service process for the multi-process tests: the real composition root (`openService`, so DATABASE_URL
 * picks PostgreSQL), driven by JSON lines on stdin, answering JSON lines on stdout.
 *   {"op":"ingest","gameId":…,"posts":[…]}           → {"op":"ingested","kinds":[…]}
 *   {"op":"resolve","gameId":…,"phase":…,"at":ms}     → {"op":"resolved","ok":…,"error":…} (starts at `at`)
 */
type Request =
  | { op: "ingest"; gameId: string; posts: ParsedPost[] }
  | { op: "resolve"; gameId: string; phase: string; at: number }
  | { op: "quit" };

const { service, store } = await openService(loadEnv());
const answer = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
answer({ op: "ready", pid: process.pid });

for await (const line of createInterface({ input: process.stdin })) {
  const request = JSON.parse(line) as Request;
  if (request.op === "quit") break;
  try {
    if (request.op === "ingest") {
      const results = await service.ingest(request.gameId, "discord", request.posts);
      answer({ op: "ingested", kinds: results.map((r) => r.kind) });
    } else {
      // both processes start at the same moment: spin to it (a timer would add its own delay)
      while (Date.now() < request.at) {
        // waiting
      }
      const resolved = await service.resolve(
        request.gameId,
        { name: `GM ${process.pid}` },
        { phase: request.phase },
      );
      answer(
        resolved.ok ? { op: "resolved", ok: true } : { op: "resolved", ok: false, error: resolved.error },
      );
    }
  } catch (e) {
    const code = typeof e === "object" && e !== null && "code" in e ? ` (${String(e.code)})` : "";
    answer({
      op: "failed",
      error: e instanceof Error ? `${e.name}: ${e.message}${code}\n${e.stack}` : String(e),
    });
  }
}
await store.close();
