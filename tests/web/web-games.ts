import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { GameService } from "../../src/game/game-service.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { GameStore } from "../../src/storage/game-store.ts";
import type { SqlDatabase } from "../../src/storage/sql.ts";
import { post } from "../game/helpers.ts";

/** A hostile player name: it must come out of every page, JSON and picture as text, never as markup. */
export const HOSTILE = "<script>alert(1)</script>";

/** A service on a database (a file, ":memory:" or an open one) with a settable clock. */
export function webService(where: string | SqlDatabase): {
  service: GameService;
  store: GameStore;
  clock: { now: Date };
} {
  const clock = { now: new Date("2026-12-02T18:00:00.000Z") };
  const store = new GameStore(typeof where === "string" ? openDatabase(where) : where);
  const service = new GameService({
    store,
    now: () => clock.now,
    newSecret: () => "web-test-secret-0123456789abcdef",
  });
  return { service, store, clock };
}

const AT = { postedAt: "2026-12-02T18:00:00.000Z" };

/**
 * A World War 1907 game (W1) with the Russian Empire played by a hostile name whose order post is in, a deadline,
 * and its first phase (1907's Deployment, W7 builds) resolved; the Attack phase is open, Russia's attack on
 * Austria-Hungary (at war, W14) posted but not yet resolved.
 */
export async function playWorldWar1907(service: GameService): Promise<string> {
  const created = await service.createGame({ scenario: "ww1907", name: "Europe <b>1907</b>" });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  must(await service.assignPlayer(id, "russia", HOSTILE));
  await service.ingest(id, "forum", [post(HOSTILE, ["Build 2 divisions in Moscow"], AT)]);
  must(await service.resolve(id, { name: "GM" }));
  await service.ingest(id, "forum", [post(HOSTILE, ["Attack Transylvania with 2 from Budapest"], AT)]);
  must(await service.setDeadline(id, "2026-12-04T18:00:00.000Z"));
  return id;
}

/** The secret order of `playWorldWar1907`'s open phase, which no page may show before the deadline. */
export const SECRET_ORDER = /Transylvania with 2/i;

/**
 * A Risk Variant One game (V1) from a position in the action rounds, one player with a hostile name: Alice attacks
 * Peru (V7, dice thrown), Bob holds, everyone passes (V6) so turn 1 ends and its seed is revealed; turn 2 is open.
 */
export async function playRisk(service: GameService, dir: string): Promise<string> {
  const file = join(dir, "risk-position.yaml");
  writeFileSync(
    file,
    `base: risk-v1
players: [Alice, Bob, "${HOSTILE}"]
dealer: "${HOSTILE}"
phase: actions
territories:
  Brazil: { owner: Alice, armies: 6, income: 2 }
  Peru: { owner: Bob, armies: 2, income: 1 }
  North Africa: { owner: "${HOSTILE}", armies: 4, income: 2 }
`,
  );
  const created = await service.createGame({ scenario: file, name: "Risk night" });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  const say = async (who: string, text: string) =>
    await service.ingest(id, "console", [post(who, [text], AT)]);
  await say("Alice", "Attack Peru from Brazil with 5, stop at 2");
  await say("Bob", "Hold");
  for (let i = 0; i < 12 && (await service.resolvedPhases(id)).length === 0; i++) {
    const next = (await service.waitingOn(id))[0];
    if (!next) break;
    await say(next.name, "Pass");
  }
  if ((await service.resolvedPhases(id)).length === 0) throw new Error("turn 1 did not end");
  return id;
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}
