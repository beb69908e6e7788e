import { err, ok } from "../../result.ts";
import type { GameRow } from "../../storage/rows.ts";
import type { NewGameInput } from "../game-play.ts";
import type { ServiceResult } from "../types.ts";
import { buildContext } from "./context.ts";
import type { Ww1907Kit } from "./kit.ts";
import { openNextPhase } from "./phases.ts";

/**
 * Creates a World War 1907 game: the scenario and its map frozen into the game (later edits of the files never
 * change a running game), a seat per nation with the scenario's player names, and the first phase opened at the
 * game's start with its seed committed.
 */
export async function createWw1907Game(kit: Ww1907Kit, input: NewGameInput): Promise<ServiceResult<string>> {
  const loaded = kit.loadScenario(input.scenario);
  if (!loaded.ok) {
    return err(`cannot load scenario "${input.scenario}": ${loaded.error.map((p) => p.message).join("; ")}`);
  }
  const { scenario, map } = loaded.value;
  const setup = { scenario, map };
  const context = buildContext(setup);
  if (!context.ok) return err(context.error);
  const id = await input.newId(input.name ?? scenario.id);
  const createdAt = kit.nowIso();
  const startsAt = new Date(input.startsAt ?? createdAt).toISOString();
  const { store } = kit;
  await store.transaction(async () => {
    await store.createGame({
      id: id,
      name: input.name ?? scenario.name,
      ruleset: scenario.ruleset,
      scenarioRef: input.scenario,
      scenario: setup,
      rulings: scenario.rulings,
      forumUrl: input.forumUrl ?? null,
      forumPlatform: input.platform ?? null,
      discordChannelId: input.discordChannelId ?? null,
      gmSecret: kit.newSecret(),
      createdAt,
      forumTimezone: input.forumTimezone ?? null,
      startsAt,
    });
    for (const n of scenario.nations) {
      await store.upsertPlayer(id, { nation: n.id, forumName: n.player || null, aliases: n.handles });
    }
    await openNextPhase(store, (await store.getGame(id)) as GameRow, context.value.opening, startsAt);
  });
  return ok(id);
}
