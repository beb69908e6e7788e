import type { Dice, ResolvedWindow, RulesetRecords, SeatOrder } from "../../core/ruleset.ts";
import { MapGraph } from "../../map/graph.ts";
import { loadMapGraph } from "../../map/load.ts";
import { err, ok, type Result } from "../../result.ts";
import { builtInWorld } from "./built-in-world.ts";
import type { Command } from "./commands.ts";
import { canonicalOrder } from "./language/canonical-order.ts";
import { eventText, lightViewsIn, sharedIn, type Ww1907Event, type Ww1907Ruleset } from "./light-ruleset.ts";
import { type PhaseHappened, ww1907MapSvg } from "./map-picture.ts";
import { resolveWw1907Phase } from "./resolve.ts";
import { defaultRulings, type Rulings, resolveRulings } from "./rulings.ts";
import { builtInScenarios } from "./scenario/built-in.ts";
import { loadScenario } from "./scenario/load.ts";
import type { Scenario } from "./scenario/schema.ts";
import { type GameState, initState } from "./state.ts";
import {
  buildResolutionRecord,
  RESOLUTION_FORMAT,
  resolutionRecordSchema,
  verifyResolution,
} from "./verify.ts";
import { phasePageView } from "./views/phase-page.ts";
import { ww1907ReportViews } from "./views/report-views.ts";
import {
  nameIn,
  readWorld,
  UNKNOWN_NATION_COLOR,
  viewContextIn,
  type World,
  type Ww1907Fixed,
  ww1907FixedSchema,
} from "./world.ts";

export { lexiconOf, mapGraphOf, nameOfIn } from "./built-in-world.ts";
export type { Ww1907Event } from "./light-ruleset.ts";
export { type Ww1907Fixed, windowOf, ww1907FixedSchema } from "./world.ts";

/**
 * World War 1907 as a pure `Ruleset` (issue #25, item 1), whole: an adapter over the engine's own functions (the order
 * language, `validate`, `applyCommands`, `resolveWw1907Phase` (the phase with the battle hooks), the order kinds'
 * words), so the generic play (`src/game/generic-play/`) can play it. No rule is written here again. `resolve` puts
 * the orders refused when the phase was resolved first among its events (`order-refused`), as the engine's verdicts.
 *
 * What the adapter has to supply because the interface gives it only the state:
 * - the map and the scenario: `setup` returns them as the game's fixed part (`Ww1907Fixed`, frozen into the game),
 *   which the generic play stores once and gives back to `forGame`: the game's own
 *   ruleset reads its map, its nations' aliases and colours from there, so a scenario file of its own (a custom map,
 *   an adopted game) plays as it was read. The ruleset as exported, with no game, loads the built-in maps and
 *   scenarios (the CLI's engine tools, `adjutant verify`);
 * - the order language's names: built from the map, the state's nations and commanders, and the scenario's nation
 *   aliases;
 * - the engine's generator: the engine threads a seeded generator state (`RngState`) through the phase, not a
 *   `roll(sides)` source; the adapter seeds it with the dice's committed seed (`Dice.seed`, the window's seed), as
 *   World War 1907's older play seeded it with the phase's seed: the same committed seed throws the same dice
 *   (`engineSeed`). Dice that do not tell their seed seed it from four 32-bit draws.
 * - the published record: a resolution is published as the older play published it, an
 *   `adjutant/resolution/v1` record with the rolls of every battle, and verified the same way (`ww1907Records`).
 *
 * This is the whole ruleset: the members that opening a game and reading it need are its light part's
 * (`light-ruleset.ts`, which the service loads to open a game), and this module adds the set-up from a scenario, the
 * resolution, the map picture, the published records, the GM's report and a nation's preview (issue #26).
 */

/**
 * The seed of the engine's generator: the dice's committed seed (the window's seed, as the older play resolves a
 * phase with its seed), else four draws of 2^32 sides. The engine hashes and warms it up as every engine seed
 * (`createRng`) and draws every die and every commander of the phase from it.
 */
export function engineSeed(dice: Dice): string {
  if (dice.seed !== undefined) return dice.seed;
  const words = [0, 1, 2, 3].map(() => dice.roll(2 ** 32) - 1);
  return `ww1907/dice/${words.join(".")}`;
}

/** The commands of the orders, by nation in the order the nations first appear (W20: posted order). */
export function ordersByNation(orders: readonly SeatOrder<Command>[]): Record<string, Command[]> {
  const out: Record<string, Command[]> = {};
  for (const o of orders) {
    const list = out[o.seat] ?? [];
    list.push(o.command);
    out[o.seat] = list;
  }
  return out;
}

/** The orders as the engine and the record take them: nation by nation, in the order the nations first appear. */
function recordedOrders(orders: readonly SeatOrder<Command>[]): { nation: string; command: Command }[] {
  return Object.entries(ordersByNation(orders)).flatMap(([nation, commands]) =>
    commands.map((command) => ({ nation, command })),
  );
}

/**
 * World War 1907's published records: a resolution as the older play publishes it (`adjutant/resolution/v1`, the
 * state before, the orders, the seed and its commitment, the claimed state, events and every battle's rolls, W14),
 * replayed by `verifyResolution` on the record's map. The engine's events only: the orders refused at resolution
 * are the adapter's words, not the engine's (the replay gives them as verdicts).
 */
export const ww1907Records: RulesetRecords<GameState, Command, Ww1907Event> = {
  publish: (resolved: ResolvedWindow<GameState, Command, Ww1907Event>) =>
    buildResolutionRecord({
      mapId: resolved.before.mapId,
      before: resolved.before,
      orders: recordedOrders(resolved.orders),
      seed: resolved.seed,
      commitment: resolved.commitment,
      result: { state: resolved.after, events: resolved.events.filter((e) => e.type !== "order-refused") },
      resolver: "phase/v1",
    }),
  handles: (raw) =>
    typeof raw === "object" && raw !== null && (raw as { format?: unknown }).format === RESOLUTION_FORMAT,
  verify: (raw) =>
    verifyResolution(raw, (mapId) => {
      const loaded = loadMapGraph(mapId);
      return loaded.ok ? ok(loaded.value) : err(loaded.error.map((p) => p.message).join("; "));
    }),
};

/**
 * A World War 1907 game's scenario and map as `setup` reads them: a scenario file as the game's reader read it
 * (`file`: the scenario and its map), else a built-in scenario.
 */
function scenarioOf(
  scenario: string,
  file: { name: string; content: unknown } | undefined,
): Result<Ww1907Fixed, string> {
  if (file) {
    const read = ww1907FixedSchema.safeParse(file.content);
    if (!read.success) {
      const issue = read.error.issues[0];
      return err(
        `${file.name}: ${issue?.path.join(".") ?? ""}: ${issue?.message ?? "not a World War 1907 scenario"}`,
      );
    }
    return ok(read.data);
  }
  if (!builtInScenarios.some((s) => s.id === scenario)) {
    return err(`"${scenario}" is not a built-in World War 1907 scenario`);
  }
  const loaded = loadScenario(scenario);
  if (!loaded.ok) return err(loaded.error.map((p) => p.message).join("; "));
  return ok({ scenario: loaded.value.scenario, map: loaded.value.map });
}

/** World War 1907's whole rules over a world: the built-in maps and scenarios, or one game's fixed part. */
export function rulesetIn(world: World): Ww1907Ruleset {
  return {
    ...sharedIn(world),

    /** The opening of the scenario (W1, W2), and the scenario and its map as the game's fixed part. */
    setup({ scenario, rulings, file }) {
      const fixed = scenarioOf(scenario, file);
      if (!fixed.ok) return fixed;
      const sc: Scenario = fixed.value.scenario;
      // The game's rulings that differ from the defaults override the scenario's.
      const changed = Object.fromEntries(
        Object.entries(rulings).filter(([k, v]) => defaultRulings[k as keyof Rulings] !== v),
      );
      const resolved = resolveRulings({ ...sc.rulings, ...changed });
      if (!resolved.ok) return err(resolved.error.join("; "));
      const seated = sc.nations.flatMap((n) =>
        n.player ? [{ seat: n.id, player: n.player, handles: n.handles }] : [],
      );
      const graph = new MapGraph(fixed.value.map);
      return ok({
        state: initState(sc, graph, resolved.value),
        events: [],
        seated,
        fixed: fixed.value,
        rulings: resolved.value,
      });
    },

    /** The game's own rules: its map, and its scenario's nation aliases and colours, as stored with it. */
    forGame(fixed, options) {
      const own = readWorld(fixed, options);
      return own.ok ? ok(rulesetIn(own.value)) : own;
    },

    resolve(state, orders, dice) {
      const byNation = ordersByNation(orders);
      const out = resolveWw1907Phase(state, world.graph(state.mapId), byNation, engineSeed(dice));
      const refused: Ww1907Event[] = Object.entries(byNation).flatMap(([nation, commands]) =>
        commands.flatMap((command, n) => {
          const v = out.verdicts[nation]?.[n];
          return v && !v.accepted
            ? [
                {
                  type: "order-refused" as const,
                  nation,
                  command,
                  rule: v.rule,
                  code: v.code,
                  reason: v.message,
                },
              ]
            : [];
        }),
      );
      return { state: out.state, events: [...refused, ...out.events] };
    },

    /**
     * The map now (W4: provinces cut off from their nation's main supply group hatched), in the nations' colours of the
     * built-in scenarios.
     */
    picture: (state) => pictureIn(world, state),

    records: ww1907Records,

    views: {
      ...lightViewsIn(world),
      ...ww1907ReportViews((state, players) => viewContextIn(world, state, players)),
      /** A resolved phase's web page (issue #27), from its published record (`ww1907Records`). */
      phasePage(raw) {
        const record = resolutionRecordSchema.safeParse(raw);
        if (!record.success) return null;
        return phasePageView(record.data, {
          nameOf: nameIn(world, record.data.before),
          command: (command, state) => canonicalOrder(command, nameIn(world, state)),
          event: (e, state) => eventText(world, e, state),
          picture: (state, happened) => pictureIn(world, state, happened),
        });
      },
      /** The resolution's picture (W14 W16): the position after it, with its moves and attacks. */
      resolvedPicture: (before, after, events) =>
        pictureIn(world, after, {
          before,
          events: events.filter(
            (e): e is Exclude<Ww1907Event, { type: "order-refused" | "gm-adjusted" | "game-over" }> =>
              e.type !== "order-refused" && e.type !== "gm-adjusted" && e.type !== "game-over",
          ),
        }),
    },
  };
}

/** World War 1907 as a pure `Ruleset`: with no game, on the built-in maps and scenarios; a game's own is `forGame`. */
export const ww1907Ruleset: Ww1907Ruleset = rulesetIn(builtInWorld);

/** The map of a state in its nations' colours, with what a phase did on it (`happened`). */
function pictureIn(world: World, state: GameState, happened?: PhaseHappened): string {
  const graph = world.graph(state.mapId);
  const looks = world.looks();
  const nations = Object.entries(state.nations).map(([id, n]) => ({
    id,
    name: n.name,
    color: looks.get(id)?.color ?? UNKNOWN_NATION_COLOR,
  }));
  return ww1907MapSvg(
    { scenario: { name: world.scenarioName, nations }, map: graph.data, graph },
    state,
    happened,
  );
}
