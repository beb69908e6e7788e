import { render } from "../presenters/render.ts";
import type { IngestResult } from "./types.ts";

/** One ingested post as a few lines of plain text (CLI, console, watcher logs); null for unchanged posts. */
export function describeIngest(r: IngestResult): string | null {
  switch (r.kind) {
    case "orders":
      return render(r.receipt.document, "text").trimEnd();
    case "no-orders":
      return r.document
        ? render(r.document, "text").trimEnd()
        : `post ${r.postId} (${r.nationName ?? r.nation}): no bold orders, left alone`;
    case "not-player":
      return `post ${r.postId} by ${r.author}: not a player of this game, ignored`;
    case "unchanged":
      return null;
    case "edited":
    case "deleted":
      return render(r.document, "text").trimEnd();
    case "outside-phase":
      return `post ${r.postId}: ${r.reason}, ignored`;
  }
}
