import { z } from "zod";
import type {
  Dice,
  OrderLine,
  ResolvedWindow,
  Ruleset,
  RulesetRecords,
  SeatOrder,
  Verdict,
} from "../../core/ruleset.ts";
import { MapGraph } from "../../map/graph.ts";
import { loadMapGraph } from "../../map/load.ts";
import { mapSchema } from "../../map/schema.ts";
import { para, table } from "../../presenters/document.ts";
import { nameIdsIn } from "../../presenters/names.ts";
import { err, ok, type Result } from "../../result.ts";
import { adjustmentRequestSchema, adjustmentWarnings, applyAdjustment, resolveAdjustment } from "./adjust.ts";
import { applyCommands } from "./apply.ts";
import type { BattleEvent } from "./battles/events.ts";
import { disorderLines, type RefusedTrade } from "./civil-disorder.ts";
import { type Command, commandSchema } from "./commands.ts";
import { ww1907EventSchema } from "./event-schema.ts";
import { ww1907FinalRanking } from "./final-ranking.ts";
import { canonicalOrder } from "./language/canonical-order.ts";
import { buildLexicon, type Lexicon } from "./language/lexicon.ts";
import { parseOrders } from "./language/parse-orders.ts";
import { explainUnread } from "./language/unread-orders.ts";
import { type PhaseHappened, ww1907MapSvg } from "./map-picture.ts";
import { ORDER_KINDS } from "./orders/kinds/index.ts";
import { resolveWw1907Phase } from "./resolve.ts";
import { defaultRulings, type Rulings, resolveRulings, rulingsSchema } from "./rulings.ts";
import { builtInScenarios } from "./scenario/built-in.ts";
import { loadScenario } from "./scenario/load.ts";
import { type Scenario, scenarioSchema } from "./scenario/schema.ts";
import { type GameState, gameStateSchema, initState } from "./state.ts";
import { supplyLeftPerGroup } from "./supply.ts";
import { validate } from "./validate.ts";
import type { Verdict as Ww1907Verdict } from "./verdict.ts";
import {
  buildResolutionRecord,
  RESOLUTION_FORMAT,
  resolutionRecordSchema,
  verifyResolution,
} from "./verify.ts";
import type { ViewContext } from "./views/context.ts";
import { findNation, unknownNation } from "./views/nations.ts";
import { phasePageView } from "./views/phase-page.ts";
import { ww1907DocumentViews } from "./views/ruleset-views.ts";
import { describeAdjustment } from "./words/adjustment-text.ts";
import { battleText } from "./words/battle-text.ts";
import { describeEvent, isEngineEvent } from "./words/event-text.ts";
import { supplyChangeLines } from "./words/supply-changes.ts";
import { SUPPLY_LEFT_LABEL, supplyLeftList } from "./words/supply-text.ts";

/**
 * World War 1907 as a pure `Ruleset` (issue #25, item 1): an adapter over the engine's own functions (the order
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
 */

/**
 * Everything a World War 1907 resolution reports: the phase resolver's events, the battles', and the refusals (an
 * order accepted on its receipt and refused when the phase was resolved, W20: posted order), as
 * `ww1907EventSchema` reads them back from the log.
 */
export type Ww1907Event = z.infer<typeof ww1907EventSchema>;

const graphs = new Map<string, MapGraph>();

/** The graph of a built-in map, loaded once. */
export function mapGraphOf(mapId: string): MapGraph {
  const cached = graphs.get(mapId);
  if (cached) return cached;
  const loaded = loadMapGraph(mapId);
  if (!loaded.ok) {
    throw new Error(`World War 1907 map "${mapId}": ${loaded.error.map((p) => p.message).join("; ")}`);
  }
  graphs.set(mapId, loaded.value);
  return loaded.value;
}

/** What the built-in scenarios say of a nation that the state does not keep: its aliases and its colour. */
interface NationLooks {
  aliases: readonly string[];
  color: string;
}

let builtInNations: ReadonlyMap<string, NationLooks> | null = null;

/** The nations of the built-in scenarios by id (the state keeps a nation's name, not its aliases or colour). */
function nationLooks(): ReadonlyMap<string, NationLooks> {
  if (builtInNations) return builtInNations;
  const out = new Map<string, NationLooks>();
  for (const s of builtInScenarios) {
    const loaded = loadScenario(s.id);
    if (!loaded.ok) continue;
    for (const n of loaded.value.scenario.nations) {
      out.set(n.id, { aliases: [...(out.get(n.id)?.aliases ?? []), ...n.aliases], color: n.color });
    }
  }
  builtInNations = out;
  return out;
}

/** A nation's colour when no built-in scenario has it. */
const UNKNOWN_NATION_COLOR = "#9e9e9e";

/**
 * World War 1907's fixed part of a game (`Opening.fixed`): the scenario as read when the game was made and the map it
 * is played on (what the older play stored as a game's setup row, which `legacy.fixedOf` reads).
 */
export const ww1907FixedSchema = z.object({ scenario: scenarioSchema, map: mapSchema });
export type Ww1907Fixed = z.infer<typeof ww1907FixedSchema>;

/** What the rules read besides the state: the map's graph, and what the scenario says of each nation. */
interface World {
  graph(mapId: string): MapGraph;
  looks(): ReadonlyMap<string, NationLooks>;
  /** The order language's names, kept per state's nations and commanders. */
  lexicons: Map<string, Lexicon>;
  /** The scenario's name, as the documents title it. */
  scenarioName: string;
}

/** The built-in maps and scenarios, for the ruleset with no game. */
const builtInWorld: World = {
  graph: mapGraphOf,
  looks: nationLooks,
  lexicons: new Map(),
  scenarioName: "World War 1907",
};

/** One game's map and scenario (its fixed part): the only map and nations its rules read. */
function worldOf(fixed: Ww1907Fixed): World {
  const graph = new MapGraph(fixed.map);
  const looks = new Map(
    fixed.scenario.nations.map((n) => [n.id, { aliases: [...n.aliases], color: n.color }] as const),
  );
  return { graph: () => graph, looks: () => looks, lexicons: new Map(), scenarioName: fixed.scenario.name };
}

/** The order language's names for a state: the map's places, the state's nations and commanders where they stand. */
export function lexiconOf(state: GameState): Lexicon {
  return lexiconIn(builtInWorld, state);
}

function lexiconIn(world: World, state: GameState): Lexicon {
  const lexicons = world.lexicons;
  const looks = world.looks();
  const nations = Object.entries(state.nations).map(([id, n]) => ({
    id,
    name: n.name,
    aliases: [...(looks.get(id)?.aliases ?? [])],
  }));
  const commanders = state.commanders.map((c) => ({ id: c.id, name: c.name, nation: c.nation, at: c.at }));
  const key = JSON.stringify([state.mapId, nations, commanders]);
  const cached = lexicons.get(key);
  if (cached) return cached;
  const lexicon = buildLexicon(world.graph(state.mapId), { nations, commanders });
  if (lexicons.size > 200) lexicons.clear();
  lexicons.set(key, lexicon);
  return lexicon;
}

/** Display names: places from the map, nations and commanders from the state (the id itself when unknown). */
export function nameOfIn(state: GameState): (id: string) => string {
  return nameIn(builtInWorld, state);
}

function nameIn(world: World, state: GameState): (id: string) => string {
  const map = world.graph(state.mapId);
  return (id) =>
    state.nations[id]?.name ??
    state.commanders.find((c) => c.id === id)?.name ??
    map.province(id)?.name ??
    map.sea(id)?.name ??
    id;
}

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

/** "1907-deployment": the window label, as the older play labels its phases. */
export function windowOf(state: Pick<GameState, "year" | "phase">): string {
  return `${state.year}-${state.phase}`;
}

/** "1907-deployment" → "the 1907 Deployment phase". */
function windowTitle(window: string): string {
  const m = /^(\d+)-(deployment|attack)$/.exec(window);
  if (!m) return window;
  const phase = m[2] === "deployment" ? "Deployment" : "Attack";
  return `the ${m[1]} ${phase} phase`;
}

const toVerdict = (v: Ww1907Verdict): Verdict => ({ accepted: v.accepted, rule: v.rule, reason: v.message });

function readLines(
  world: World,
  bold: readonly string[],
  state: GameState,
  seat: string,
): OrderLine<Command>[] {
  const lines = parseOrders(bold, lexiconIn(world, state), { nation: seat, phase: state.phase });
  return lines.map((l): OrderLine<Command> => {
    if ("command" in l) return { kind: "command", text: l.text, command: l.command };
    if ("ambiguous" in l) {
      const name = nameIn(world, state);
      const readings = l.readings.map((r) => canonicalOrder(r, name));
      return {
        kind: "error",
        text: l.text,
        message: `this order reads several ways (${readings.map((r, n) => `${n + 1}: ${r}`).join("; ")}): post "choose N" alone to pick one, or write the one you mean`,
        suggestions: readings,
        readings: l.readings,
      };
    }
    if ("error" in l) return { kind: "error", text: l.text, message: l.error, suggestions: l.suggestions };
    if ("choose" in l) {
      return {
        kind: "ignored",
        text: l.text,
        reason: `"choose ${l.choose}" picks a reading of an order of your post in force that reads several ways, in a post of its own`,
        choose: l.choose,
      };
    }
    return didYouMean(world, l.text, l.reason, state, seat);
  });
}

/**
 * A bold line that reads as no order but looks like one (a number, a unit, an arrow, a word one typo away from a
 * name, or another game's order such as hold): an unreadable line with the nearest names, the advice, and, when each
 * unknown word has one nearest name and the corrected line reads as orders, those orders ("did you mean Build 2
 * divisions in Moscow?"), as the play's receipts say it (`explainUnread`). Emphasis and chat stay ignored.
 */
function didYouMean(
  world: World,
  text: string,
  reason: string,
  state: GameState,
  seat: string,
): OrderLine<Command> {
  const [u] = explainUnread(
    [{ text, ignored: true, reason }],
    lexiconIn(world, state),
    { nation: seat, phase: state.phase },
    nameIn(world, state),
  );
  // emphasis and chat: no order attempt, explained for the answer to a post of no order (the bot stays quiet on it)
  if (!u?.attempt) return { kind: "ignored", text, reason, ...(u ? { unread: u } : {}) };
  const names = u.names.map((n) => `${n.word}: ${n.suggestions.join(" or ")}`);
  const near = names.length > 0 ? ` (nearest names: ${names.join("; ")})` : "";
  const hint = u.hint ? `; ${u.hint}` : "";
  return {
    kind: "error",
    text,
    message: `${reason}${near}${hint}`,
    suggestions: u.suggestion ? [u.suggestion] : [],
    // the engine reads no order here: the post is no order post for it (W33)
    lookalike: true,
    unread: u,
  };
}

/**
 * A window's events as the lines people read, as the older play's summary words them: each event's sentence in
 * order (an engine event with no words, such as a phase's start, left out), the battles numbered over the phase where
 * the first battle comes ("Battle 1: …", as the engine numbers them when a refusal names one, W14 W20); after a
 * resolution (`before` given), the supply groups split or joined (W4).
 */
function eventLines(
  world: World,
  events: readonly Ww1907Event[],
  state: GameState,
  before: GameState | undefined,
): string[] {
  const name = nameIn(world, state);
  const battles = events.filter(isBattleEvent);
  const lines: string[] = [];
  let battlesSaid = false;
  for (const e of events) {
    if (!isBattleEvent(e)) {
      // an engine event with no words of its own (a phase ended or started) is left out, as the older play leaves it
      const adapters = e.type === "game-over" || e.type === "gm-adjusted" || e.type === "order-refused";
      if (!adapters && describeEvent(e, name) === null) continue;
      lines.push(eventText(world, e, state));
      continue;
    }
    if (battlesSaid) continue;
    battlesSaid = true;
    lines.push(...battleText(battles, battleNames(name), { numbered: true }));
  }
  if (before) {
    const nations = Object.entries(state.nations).map(([id, n]) => ({ id, name: n.name }));
    lines.push(...supplyChangeLines(nations, world.graph(state.mapId), name, before, state));
  }
  return lines;
}

/** Whether an event is a battle's (not the engine's phase events, nor the adapter's own). */
function isBattleEvent(e: Ww1907Event): e is BattleEvent {
  return (
    e.type !== "game-over" && e.type !== "gm-adjusted" && e.type !== "order-refused" && !isEngineEvent(e)
  );
}

/** How battle lines name places, nations, commanders and the ids in reasons. */
function battleNames(name: (id: string) => string) {
  return {
    place: name,
    nation: (id: string | null) => (id === null ? "neutrals" : name(id)),
    commander: name,
    reasons: (text: string) => nameIdsIn(text, name),
  };
}

/** An event in words: the order kinds' own text, else the event's type and fields. */
function eventText(world: World, e: Ww1907Event, state: GameState): string {
  const name = nameIn(world, state);
  if (e.type === "game-over") return "The game is over: the nations are ranked by their victory points.";
  if (e.type === "gm-adjusted") {
    const said = describeAdjustment(e.change, name);
    return e.warnings.length > 0 ? `${said} (check: ${e.warnings.join("; ")})` : said;
  }
  if (e.type === "order-refused") {
    // as the older play's summary says a refusal under the nation's heading: "build 1 division in Beta — refused: …"
    return `${name(e.nation)}: ${canonicalOrder(e.command, name)} — refused: ${e.reason}`;
  }
  if (!isEngineEvent(e)) return battleText([e], battleNames(name)).join(" ");
  const own = describeEvent(e, name);
  if (own !== null) return own;
  const fields = Object.entries(e)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => `${k} ${typeof v === "string" ? name(v) : JSON.stringify(v)}`);
  return `${e.type}${fields.length > 0 ? `: ${fields.join(", ")}` : ""}`;
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

const EXAMPLE = ORDER_KINDS[0]?.help.examples[0]?.text ?? "Build 2 divisions in Moscow";

type Ww1907Ruleset = Ruleset<GameState, Command, Ww1907Event, Rulings>;

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

/** World War 1907's rules over a world: the built-in maps and scenarios, or one game's fixed part. */
function rulesetIn(world: World): Ww1907Ruleset {
  const graphOf = (state: GameState): MapGraph => world.graph(state.mapId);
  return {
    id: "ww1907",
    name: "World War 1907",
    scenarios: builtInScenarios.map((s) => ({ id: s.id, name: s.name })),
    timing: "simultaneous",
    // W20: the phase judges each order again on the state the orders before it left
    judgesAtResolution: true,
    schemas: {
      state: gameStateSchema,
      command: commandSchema,
      event: ww1907EventSchema,
      rulings: rulingsSchema,
    },

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
      // a set-up validated before, as stored (its digest marked), is used as stored: 56 KB not validated each open
      if (options?.checked === true) return ok(rulesetIn(worldOf(fixed as Ww1907Fixed)));
      const read = ww1907FixedSchema.safeParse(fixed);
      if (!read.success) return err(`not a World War 1907 set-up: ${read.error.issues[0]?.message ?? ""}`);
      return ok(rulesetIn(worldOf(read.data)));
    },

    seats: (state) => Object.entries(state.nations).map(([id, n]) => ({ id, name: n.name })),

    read: (bold, { state, seat }) => readLines(world, bold, state, seat),

    judge: (state, seat, commands) => validate(state, graphOf(state), seat, commands).map(toVerdict),

    apply(state, order) {
      const done = applyCommands(state, graphOf(state), order.seat, [order.command]);
      return { state: done.state, events: done.events };
    },

    resolve(state, orders, dice) {
      const byNation = ordersByNation(orders);
      const out = resolveWw1907Phase(state, graphOf(state), byNation, engineSeed(dice));
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

    waiting: (state) => ({
      window: windowOf(state),
      count: state.year,
      // the phase as the status names it ("1907, deployment phase"; a picture "ww1907-1-1907-deployment.png")
      phase: state.phase,
      seats: state.over === true ? [] : Object.keys(state.nations),
      over: state.over === true,
    }),

    /**
     * House ruling "Absent and returning players: Boot to civil disorder": a nation in civil disorder gives no orders
     * (its divisions and ships hold, it builds and spends nothing) and trades with it are refused (W30, W31).
     */
    disorderOrders(orders, seats, state) {
      const silenced = new Set(seats);
      const refused: RefusedTrade[] = [];
      const kept = orders.filter((o) => {
        if (silenced.has(o.seat)) return false;
        const c = o.command;
        if ((c.kind === "give-pp" || c.kind === "give-province") && silenced.has(c.to)) {
          refused.push({ nation: o.seat, command: c, to: c.to });
          return false;
        }
        return true;
      });
      return {
        orders: kept,
        lines: disorderLines({ orders: [], silenced: [...seats], refused }, nameIn(world, state)),
      };
    },

    /**
     * A GM's correction (a province's divisions or owner, a treasury, points, a relation) with names as the GM typed
     * them, read like every other command ("Moskow": did you mean Moscow?), and what else it moved (W16, W18).
     */
    adjust(state, change) {
      const request = adjustmentRequestSchema.safeParse(change);
      if (!request.success) {
        return err(
          `World War 1907 has no "${change.kind}" adjustment of that form: adjust divisions, owner, treasury, vp, np or relation`,
        );
      }
      const names = { lexicon: lexiconIn(world, state), nameOf: nameIn(world, state) };
      const read = resolveAdjustment(state, request.data, names);
      if (!read.ok) return read;
      const applied = applyAdjustment(state, read.value);
      if (!applied.ok) return applied;
      const warnings = adjustmentWarnings(state, read.value, names.nameOf);
      return ok({ state: applied.value, events: [{ type: "gm-adjusted", change: read.value, warnings }] });
    },

    /**
     * The map now (W4: provinces cut off from their nation's main supply group hatched), in the nations' colours of the
     * built-in scenarios.
     */
    picture: (state) => pictureIn(world, state),

    /** The final ranking: every nation by its victory points, ties sharing a place (`ww1907FinalRanking`). */
    ranking: (state) => ww1907FinalRanking(state),

    /** The GM's end (the rules never end a game by themselves): the ranking of the state now is the final one. */
    end(state) {
      if (state.over === true) return err("the game is over already");
      return ok({ state: { ...state, over: true }, events: [{ type: "game-over" }] });
    },

    /**
     * W33's ruling, as the game was set up with it; and a post of orders that cannot be read (an unreadable or
     * ambiguous order) is an order post: it replaces the one before, as the older play reads posts.
     */
    postRulings: (state) => ({
      moderatorEditVoids: state.rulings.moderatorEditVoids,
      unreadablePostReplaces: true,
    }),

    records: ww1907Records,

    views: {
      ...ww1907DocumentViews((state, players) => viewContextIn(world, state, players)),
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
      /** A receipt's pp left per supply group after the post's accepted builds (W4), as the older play words it. */
      receiptSupply({ state, seat, commands, verdicts }) {
        const groups = supplyLeftPerGroup(
          state,
          graphOf(state),
          seat,
          commands,
          (i) => verdicts[i]?.accepted === true,
        );
        if (groups.length === 0) return null;
        return { groups, text: `${SUPPLY_LEFT_LABEL}${supplyLeftList(groups, nameIn(world, state))}` };
      },
    },

    words: {
      command: (command, state) => canonicalOrder(command, nameIn(world, state)),
      event: (e, state) => eventText(world, e, state),
      events: (events, state, before) => eventLines(world, events, state, before),
      status(state, seat) {
        const name = nameIn(world, state);
        const nations = Object.entries(state.nations).filter(([id]) => !seat || id === seat);
        const provinces = Object.entries(state.provinces);
        return [
          para(`World War 1907, ${windowTitle(windowOf(state))}.`),
          table(
            ["Nation", "Treasury", "VP", "NP", "Provinces", "Divisions"],
            nations.map(([id, n]) => [
              n.name,
              `${n.treasury} pp`,
              String(n.vp),
              String(n.np),
              String(provinces.filter(([, p]) => p.owner === id).length),
              String(provinces.reduce((sum, [, p]) => sum + (p.owner === id ? p.divisions : 0), 0)),
            ]),
          ),
          ...(seat
            ? [
                table(
                  ["Province", "Divisions"],
                  provinces
                    .filter(([, p]) => p.owner === seat)
                    .map(([id, p]) => [name(id), String(p.divisions)]),
                ),
              ]
            : []),
        ];
      },
      statusJson: (state) => ({
        year: state.year,
        phase: state.phase,
        nations: state.nations,
        relations: state.relations,
      }),
      windowTitle,
      windowNoun: "phase",
      findSeat: (state, typed) => findNation(state, lexiconIn(world, state), typed),
      unknownSeat: (state, typed) => unknownNation(state, lexiconIn(world, state), typed),
      adjusted(events, state) {
        const name = nameIn(world, state);
        const done = events.flatMap((e) => (e.type === "gm-adjusted" ? [e] : []));
        return {
          said: done.map((e) => describeAdjustment(e.change, name)).join("; "),
          check: done.flatMap((e) => e.warnings),
        };
      },
      examplePost: `Russia: **${EXAMPLE}**`,
      ordersHelp: ORDER_KINDS.map(
        (k) => `${k.help.line} (${k.help.examples.map((e) => e.text).join("; ")})`,
      ).join("\n"),
    },
  };
}

/** World War 1907 as a pure `Ruleset`: with no game, on the built-in maps and scenarios; a game's own is `forGame`. */
export const ww1907Ruleset: Ww1907Ruleset = rulesetIn(builtInWorld);

/** What World War 1907's documents read of a game: its map, display names, and nations with their players. */
function viewContextIn(
  world: World,
  state: GameState,
  players: ReadonlyMap<string, string | null>,
): ViewContext {
  return {
    scenario: {
      name: world.scenarioName,
      nations: Object.entries(state.nations).map(([id, n]) => ({
        id,
        name: n.name,
        player: players.get(id) ?? "",
      })),
    },
    graph: world.graph(state.mapId),
    nameOf: nameIn(world, state),
  };
}

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
