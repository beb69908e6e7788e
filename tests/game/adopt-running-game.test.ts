import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { GameService } from "../../src/game/game-service.ts";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { exportScenario, scenarioFileYaml } from "../../src/rulesets/ww1907/scenario/export.ts";
import { loadScenario } from "../../src/rulesets/ww1907/scenario/load.ts";
import type { GameState } from "../../src/rulesets/ww1907/state.ts";
import type { GameStore } from "../../src/storage/game-store.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";
import { post, testService } from "./helpers.ts";

const tempDir = useTempDirs();

/**
 * Adopting a running game: two years are played through the game service (posts, receipts, resolutions), the game
 * is exported as a scenario file, and a new game created from that file starts in the very same state.
 */

/** Each phase's posts: [forum name, bold orders]. */
const phases: [string, string[]][][] = [
  [
    ["Osmano", ["Build 2 divisions in Temesvar", "Move 2 from Zagreb to Budapest"]],
    ["Jax", ["Build 2 divisions in Egypt", "Build 1 ship in Lamia"]],
    ["Steace", ["Declare war on the Ottoman Empire"]],
  ],
  [
    ["Osmano", ["Attack Transylvania with 2 from Lemberg and 3 from Budapest"]],
    ["Jax", ["Declare war on Austria-Hungary"]],
  ],
  [
    ["Osmano", ["Build 3 divisions in Transylvania"]],
    ["Shrink", ["Build 2 divisions in Berlin"]],
  ],
  [["Johndisp", ["Attack Lamia with 2 from Larissa and 2 from Athens"]]],
];

/** Plays the phases: each phase's posts a minute apart after it opened, then the GM resolves an hour later. */
async function play(service: GameService, clock: { now: Date }, id: string): Promise<void> {
  let n = 0;
  for (const phase of phases) {
    const opened = clock.now.getTime();
    for (const [author, bold] of phase) {
      n++;
      const postedAt = new Date(opened + n * 60_000).toISOString();
      const [result] = await service.ingest(id, "forum", [
        post(author, bold, { postId: `adopt-${n}`, postedAt }),
      ]);
      if (result?.kind !== "orders" || result.receipt.rejected > 0)
        throw new Error(`post ${n} by ${author}: ${JSON.stringify(result)}`);
    }
    clock.now = new Date(opened + 3_600_000);
    const resolved = await service.resolve(id, { name: "GM" });
    if (!resolved.ok) throw new Error(resolved.error);
    clock.now = new Date(opened + 86_400_000);
  }
}

async function exportGame(
  service: GameService,
  store: GameStore,
  id: string,
  full: boolean,
): Promise<string> {
  const state = await ww1907Of(service).state(id);
  const context = await ww1907Of(service).context(id);
  if (!state.ok || !context.ok) throw new Error("no game");
  const base = loadScenario("ww1907");
  if (!base.ok) throw new Error("ww1907 does not load");
  const players = Object.fromEntries(
    (await store.listPlayers(id)).map((p) => [
      p.nation,
      { player: p.forum_name ?? "", handles: p.aliases_json },
    ]),
  );
  const exported = exportScenario({
    state: state.value,
    game: context.value.scenario,
    base: full ? null : { ref: "ww1907", scenario: base.value.scenario },
    players,
  });
  return scenarioFileYaml(exported.file);
}

describe("adopting a running game: state export, then game new --scenario FILE (W3 W18 W26)", () => {
  const { service, store, clock } = testService();
  let id = "";
  let played: { ok: true; value: GameState };
  const dir = tempDir("adopt");
  beforeAll(async () => {
    clock.now = new Date("2026-12-01T00:00:00.000Z");
    const game = await service.createGame({ scenario: "ww1907" });
    if (!game.ok) throw new Error(game.error);
    id = game.value.id;
    await play(service, clock, id);
    const state = await ww1907Of(service).state(id);
    if (!state.ok) throw new Error(state.error);
    played = state;
  });

  it("two years were played: 1909 Deployment, Transylvania conquered (W18), points won", () => {
    expect([played.value.year, played.value.phase]).toEqual([1909, "deployment"]);
    expect(played.value.provinces.transylvania).toMatchObject({
      owner: "russia",
      startOwner: "austria-hungary",
    });
    expect(played.value.nations.russia?.vp).toBeGreaterThan(5);
  });

  for (const full of [false, true]) {
    it(`W18 W26 a new game from the ${full ? "full" : "base-relative"} export has the same state()`, async () => {
      const path = join(dir, full ? "full.yaml" : "diff.yaml");
      const text = await exportGame(service, store, id, full);
      writeFileSync(path, text);
      const adopted = await service.createGame({ scenario: path, name: `adopted ${full ? "full" : "diff"}` });
      if (!adopted.ok) throw new Error(adopted.error);
      // exporting the adopted game again writes the same file
      expect(await exportGame(service, store, adopted.value.id, full)).toBe(text);
      // Nothing differs: the state holds no per-game dice state (each phase's seed comes from the game's GM
      // secret and is not part of GameState).
      expect(await ww1907Of(service).state(adopted.value.id)).toEqual(played);
      expect((await store.listPlayers(adopted.value.id)).map((p) => [p.nation, p.forum_name])).toEqual(
        (await store.listPlayers(id)).map((p) => [p.nation, p.forum_name]),
      );
    });
  }
});
