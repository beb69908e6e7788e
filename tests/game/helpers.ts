import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ParsedPost } from "../../parsers/post.ts";
import { GameService } from "../../src/game/game-service.ts";
import { type RiskState, riskStateSchema } from "../../src/rulesets/risk-variant-one/state.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import type { SqlDatabase } from "../../src/storage/sql.ts";

/** A game service on an in-memory database (or a file, or any database) with a settable clock. */
export function testService(where: string | SqlDatabase = ":memory:"): {
  service: GameService;
  store: GameStore;
  clock: { now: Date };
} {
  const clock = { now: new Date("2026-12-01T12:00:00.000Z") };
  const store = new GameStore(typeof where === "string" ? openDatabase(where) : where);
  const service = new GameService({
    store,
    now: () => clock.now,
    newSecret: () => "test-secret-0123456789abcdef",
  });
  return { service, store, clock };
}

let counter = 0;

/** A forum post with bold passages. */
export function post(author: string, bold: string[], extra: Partial<ParsedPost> = {}): ParsedPost {
  counter++;
  return {
    platform: "phpbb3",
    postId: extra.postId ?? `p${counter}`,
    author: { name: author },
    postedAt: "2026-12-01T10:00:00.000Z",
    edited: null,
    bold,
    text: bold.join("\n"),
    ...extra,
  };
}

/** The current state of a Risk Variant One game, as the store keeps it (a snapshot after every logged order). */
export async function riskStateOf(store: GameStore, gameId: string): Promise<RiskState> {
  const snap = await store.latestSnapshot(gameId, Number.MAX_SAFE_INTEGER);
  return riskStateSchema.parse(snap?.state);
}

let positions = 0;

/**
 * A Risk Variant One game started from a position (a scenario file's text, `base: risk-v1`), on a test service: the
 * file is written to a temporary folder that is removed at once (the game keeps the scenario it was built from).
 */
export async function riskGameAt(
  scenarioYaml: string,
): Promise<ReturnType<typeof testService> & { id: string }> {
  const dir = mkdtempSync(join(tmpdir(), "adjutant-risk-position-"));
  try {
    const file = join(dir, `position-${++positions}.yaml`);
    writeFileSync(file, scenarioYaml);
    const t = testService();
    const created = await t.service.createGame({ scenario: file });
    if (!created.ok) throw new Error(created.error);
    return { ...t, id: created.value.id };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
