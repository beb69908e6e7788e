import type { z } from "zod";
import type { OrderLine, Ruleset, Verdict } from "../../core/ruleset.ts";
import type { MapGraph } from "../../map/graph.ts";
import { onFirstUse } from "../../modules/on-first-use.ts";
import { para, table } from "../../presenters/document.ts";
import { nameIdsIn } from "../../presenters/names.ts";
import { err, ok } from "../../result.ts";
import { adjustmentRequestSchema, adjustmentWarnings, applyAdjustment, resolveAdjustment } from "./adjust.ts";
import { applyCommands } from "./apply.ts";
import type { BattleEvent } from "./battles/events.ts";
import { disorderLines, type RefusedTrade } from "./civil-disorder.ts";
import { type Command, commandSchema } from "./commands.ts";
import { ww1907EventSchema } from "./event-schema.ts";
import { ww1907FinalRanking } from "./final-ranking.ts";
import { canonicalOrder } from "./language/canonical-order.ts";
import { parseOrders } from "./language/parse-orders.ts";
import { explainUnread } from "./language/unread-orders.ts";
import { ORDER_KINDS } from "./orders/kinds/index.ts";
import { type Rulings, rulingsSchema } from "./rulings.ts";
import { builtInScenarios } from "./scenario/built-in.ts";
import { type GameState, gameStateSchema } from "./state.ts";
import { supplyLeftPerGroup } from "./supply.ts";
import { validate } from "./validate.ts";
import type { Verdict as Ww1907Verdict } from "./verdict.ts";
import { findNation, unknownNation } from "./views/nations.ts";
import { ww1907DocumentViews } from "./views/ruleset-views.ts";
import { describeAdjustment } from "./words/adjustment-text.ts";
import { battleText } from "./words/battle-text.ts";
import { describeEvent, isEngineEvent } from "./words/event-text.ts";
import { supplyChangeLines } from "./words/supply-changes.ts";
import { SUPPLY_LEFT_LABEL, supplyLeftList } from "./words/supply-text.ts";
import {
  lexiconIn,
  lexiconMemo,
  nameIn,
  readWorld,
  viewContextIn,
  type World,
  windowOf,
  windowTitle,
} from "./world.ts";

/**
 * World War 1907's ruleset in two parts (issue #26: a command loads only what it runs). This module is the light
 * part, what opening a game and reading it need: the state and its schemas, the seats and what the game waits for,
 * the order language and the judging of orders (a post read into the order book), the words, and the documents but
 * the GM's report, a nation's preview and the resolution's summary. Its `complete()` imports the whole ruleset
 * (`ruleset.ts`: the set-up from a scenario, the resolution with its battles, the map picture, the published records,
 * the report, the preview with their odds and the summary) once and gives it for the same game. Until then, those
 * members of the light part throw: the generic play completes a ruleset before any use that may call them
 * (`Ruleset.complete`).
 */

/**
 * Everything a World War 1907 resolution reports: the phase resolver's events, the battles', and the refusals (an
 * order accepted on its receipt and refused when the phase was resolved, W20: posted order), as
 * `ww1907EventSchema` reads them back from the log.
 */
export type Ww1907Event = z.infer<typeof ww1907EventSchema>;

export type Ww1907Ruleset = Ruleset<GameState, Command, Ww1907Event, Rulings>;

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
export function eventText(world: World, e: Ww1907Event, state: GameState): string {
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

const EXAMPLE = ORDER_KINDS[0]?.help.examples[0]?.text ?? "Build 2 divisions in Moscow";

/** The members that only the whole ruleset has (`ruleset.ts`); the others both parts share (`sharedIn`). */
type WholeOnly = "setup" | "forGame" | "resolve" | "picture" | "records" | "views" | "complete";

/** The documents both parts have: all but the report, the preview, the summary and the pictures (`report-views.ts`). */
export function lightViewsIn(
  world: World,
): Omit<
  NonNullable<Ww1907Ruleset["views"]>,
  "report" | "orderPreview" | "summary" | "phasePage" | "resolvedPicture"
> {
  const graphOf = (state: GameState): MapGraph => world.graph(state.mapId);
  return {
    ...ww1907DocumentViews((state, players) => viewContextIn(world, state, players)),
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
  };
}

/** The rules both parts of World War 1907's ruleset share, over a world (one game's fixed part, or none). */
export function sharedIn(world: World): Omit<Ww1907Ruleset, WholeOnly> {
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

    seats: (state) => Object.entries(state.nations).map(([id, n]) => ({ id, name: n.name })),

    read: (bold, { state, seat }) => readLines(world, bold, state, seat),

    judge: (state, seat, commands) => validate(state, graphOf(state), seat, commands).map(toVerdict),

    apply(state, order) {
      const done = applyCommands(state, graphOf(state), order.seat, [order.command]);
      return { state: done.state, events: done.events };
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

/** A member of the whole ruleset, called on the light part before `complete()`: a mistake of the caller's. */
function wholeOnly(member: string): () => never {
  return () => {
    throw new Error(
      `World War 1907's ${member} is in its whole ruleset: the play completes the ruleset first`,
    );
  };
}

/** The whole ruleset's module, imported when a game first needs it and kept (a game opened afresh resolves it no more). */
const wholeModule = onFirstUse(() => import("./ruleset.ts"));

/** The light part of World War 1907's ruleset over a world, whose `complete()` gives the whole one (`whole`). */
function lightRulesetIn(world: World, whole: () => Promise<Ww1907Ruleset>): Ww1907Ruleset {
  let completed: Promise<Ww1907Ruleset> | undefined;
  return {
    ...sharedIn(world),
    forGame(fixed, options) {
      const own = readWorld(fixed, options);
      if (!own.ok) return own;
      const gameWorld = own.value;
      return ok(lightRulesetIn(gameWorld, async () => (await wholeModule()).rulesetIn(gameWorld)));
    },
    complete() {
      completed ??= whole();
      return completed;
    },
    setup: wholeOnly("setup"),
    resolve: wholeOnly("resolve"),
    picture: wholeOnly("picture"),
    records: { publish: wholeOnly("record"), handles: wholeOnly("record"), verify: wholeOnly("record") },
    views: {
      ...lightViewsIn(world),
      report: wholeOnly("report"),
      orderPreview: wholeOnly("preview"),
      summary: wholeOnly("resolution's summary"),
      phasePage: wholeOnly("phase page"),
      resolvedPicture: wholeOnly("resolution's picture"),
    },
  };
}

/**
 * No game's world: the light part with no game reads no game (a game is read by its own ruleset, `forGame`, and one
 * stored without its fixed part by the whole ruleset on the built-in maps, `built-in-world.ts`), so it has no map.
 */
const noGame: World = {
  graph: wholeOnly("built-in maps"),
  looks: wholeOnly("built-in scenarios"),
  lexicons: lexiconMemo(),
  scenarioName: "World War 1907",
};

/**
 * The light part of World War 1907's ruleset with no game: what the service opens a game with (its `forGame`), whose
 * `complete()` gives the whole ruleset on the built-in maps and scenarios (`ww1907Ruleset`).
 */
export const ww1907LightRuleset: Ww1907Ruleset = lightRulesetIn(
  noGame,
  async () => (await wholeModule()).ww1907Ruleset,
);
