import type { EventRow } from "../../src/storage/rows.ts";

/**
 * Whether a logged event is a resolution (the generic play's step of a GM's resolve): what tests count to see that a
 * window was resolved once, as they counted the older World War 1907 play's `phase-resolved` events.
 */
export function isResolution(e: Pick<EventRow, "kind" | "payload_json">): boolean {
  const action = (e.payload_json as { action?: { kind?: unknown } } | null)?.action;
  return e.kind === "generic-step" && action?.kind === "resolve";
}
