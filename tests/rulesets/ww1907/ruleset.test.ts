import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Dice, SeatOrder } from "../../../src/core/ruleset.ts";
import { stepDice } from "../../../src/game/generic-play/dice.ts";
import { GenericPlay } from "../../../src/game/generic-play/generic-play.ts";
import { fixedPartOf } from "../../../src/game/generic-play/per-game.ts";
import { playable } from "../../../src/game/generic-play/playable.ts";
import type { SupplyLine } from "../../../src/game/types.ts";
import { ww1907ScenarioFiles } from "../../../src/game/ww1907/scenario-files.ts";
import { Ww1907Games, worldWar1907 } from "../../../src/game/ww1907/ww1907-games.ts";
import { render } from "../../../src/presenters/render.ts";
import type { Command } from "../../../src/rulesets/ww1907/commands.ts";
import { parseOrders } from "../../../src/rulesets/ww1907/language/parse-orders.ts";
import { resolveWw1907Phase } from "../../../src/rulesets/ww1907/resolve.ts";
import {
  engineSeed,
  lexiconOf,
  mapGraphOf,
  ordersByNation,
  ww1907Ruleset as rules,
} from "../../../src/rulesets/ww1907/ruleset.ts";
import { resolveRulings } from "../../../src/rulesets/ww1907/rulings.ts";
import { loadScenario } from "../../../src/rulesets/ww1907/scenario/load.ts";
import { type GameState, initState } from "../../../src/rulesets/ww1907/state.ts";
import { validate } from "../../../src/rulesets/ww1907/validate.ts";
import { openDatabase } from "../../../src/storage/database.ts";
import { SqliteDatabase } from "../../../src/storage/sqlite/sqlite-database.ts";
import { contractService, forumPost } from "../../contract/contract-games.ts";
import { useTempDirs } from "../../helpers/temp-dir.ts";

/**
 * World War 1907 as a pure Ruleset (issue #25, item 1): the adapter gives what the engine's own functions give
 * (order language, verdicts, state, events), and a game plays through the generic play. Rule IDs: docs/rules/world-war-1907.md.
 */
const tempDir = useTempDirs();

function opening(): GameState {
  const o = rules.setup({
    scenario: "ww1907",
    rulings: rules.schemas.rulings.parse({}),
    players: [],
    dice: stepDice("setup", 0),
  });
  if (!o.ok) throw new Error(o.error);
  return o.value.state;
}

const commandsOf = (state: GameState, seat: string, ...bold: string[]): Command[] =>
  rules.read(bold, { state, seat }).flatMap((l) => (l.kind === "command" ? [l.command] : []));

const RUSSIA_DEPLOYS = [
  "Build 3 divisions in Zagreb",
  "Move 2 from Warsaw to Kiev",
  "Build 99 divisions in Moscow",
];
const GERMANY_DEPLOYS = ["Build 2 divisions in Strasbourg", "Move 1 from Hamburg to Kiel"];
const RUSSIA_ATTACKS = ["Attack Trieste with 5 from Zagreb", "Attack Belgrade with 2 from Sarajevo"];

/**
 * A small map of the test's own, written as `<id>.json` in `dir`: each province as [id, name, longitude, neighbours],
 * every one producing `production`.
 */
function writeMap(
  dir: string,
  map: { id: string; name: string; production: number },
  provinces: [string, string, number, string[]][],
): void {
  writeFileSync(
    join(dir, `${map.id}.json`),
    JSON.stringify({
      id: map.id,
      name: map.name,
      provinces: provinces.map(([id, name, lon, adjacent]) => ({
        id,
        name,
        production: map.production,
        coordinates: { lon, lat: 0 },
        adjacent,
      })),
    }),
  );
}

describe("World War 1907 as a pure Ruleset: the same as the engine's own functions", () => {
  it("W1 sets the game up as the scenario's opening state on its map, a seat per nation", () => {
    const loaded = loadScenario("ww1907");
    if (!loaded.ok) throw new Error("no ww1907 scenario");
    const { scenario } = loaded.value;
    const state = opening();
    expect(state).toEqual(initState(scenario, mapGraphOf(scenario.mapId), state.rulings));
    expect(rules.seats(state).map((s) => s.id)).toEqual(scenario.nations.map((n) => n.id));
    expect(rules.waiting(state)).toEqual({
      window: "1907-deployment",
      count: 1907,
      // the phase as the status and the picture's file name say it ("1907, deployment phase")
      phase: "deployment",
      seats: scenario.nations.map((n) => n.id),
      over: false,
    });
    expect(rules.words.windowTitle("1907-deployment")).toBe("the 1907 Deployment phase");
    expect(rules.schemas.state.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it("reads a post's bold lines with the order language, its typo suggestions kept", () => {
    const state = opening();
    const bold = [...RUSSIA_DEPLOYS, "Hello Germany", "Build 2 divisions in Moscwo"];
    const lines = rules.read(bold, { state, seat: "russia" });
    const engine = parseOrders(bold, lexiconOf(state), { nation: "russia", phase: "deployment" });
    expect(lines.map((l) => l.kind)).toEqual(["command", "command", "command", "ignored", "error"]);
    expect(lines.flatMap((l) => (l.kind === "command" ? [l.command] : []))).toEqual(
      engine.flatMap((l) => ("command" in l ? [l.command] : [])),
    );
    const typo = lines[4];
    expect(typo?.kind === "error" && typo.suggestions.join(" ")).toMatch(/Moscow/);
    // a line that reads as no order but looks like one: did you mean, as the current play's receipts say it
    const [guess, chat] = rules.read(["Biuld 2 in Moscwo", "Hello there"], { state, seat: "russia" });
    expect(guess).toMatchObject({ kind: "error", suggestions: ["Build 2 divisions in Moscow"] });
    expect(chat?.kind).toBe("ignored");
    // another game's order gets the advice the play's receipts give (W8: divisions that do not move stay)
    const [hold] = rules.read(["Hold Moscow"], { state, seat: "russia" });
    expect(hold?.kind === "error" && hold.message).toContain("there is no hold order in World War 1907");
  });

  it("W6 W7 W8 judges a nation's orders together, as validate does (rule and sentence)", () => {
    const state = opening();
    const commands = commandsOf(state, "russia", ...RUSSIA_DEPLOYS);
    const verdicts = rules.judge(state, "russia", commands);
    const engine = validate(state, mapGraphOf(state.mapId), "russia", commands);
    expect(verdicts).toEqual(engine.map((v) => ({ accepted: v.accepted, rule: v.rule, reason: v.message })));
    expect(verdicts.map((v) => [v.accepted, v.rule])).toEqual([
      [true, "W7"],
      [true, "W8"],
      [false, "W6"],
    ]);
  });

  it("W3 W6 W7 W14 W20 resolves a Deployment and an Attack phase as resolveWw1907Phase does, the engine seeded with the dice's committed seed", () => {
    let state = opening();
    const graph = mapGraphOf(state.mapId);
    const orders = (s: GameState, ...byNation: [string, string[]][]): SeatOrder<Command>[] =>
      byNation.flatMap(([seat, bold]) => commandsOf(s, seat, ...bold).map((command) => ({ seat, command })));
    const phases: ((s: GameState) => SeatOrder<Command>[])[] = [
      (s) => orders(s, ["russia", RUSSIA_DEPLOYS], ["germany", GERMANY_DEPLOYS]),
      (s) => orders(s, ["russia", RUSSIA_ATTACKS]),
    ];
    const refusals: string[] = [];
    for (const [n, ordersOf] of phases.entries()) {
      const given = ordersOf(state);
      const dice = stepDice(`phase-${n}`, 0);
      const out = rules.resolve(state, given, dice);
      // the engine's own resolution with the dice's seed itself, as the current play resolves a phase with its seed
      const engine = resolveWw1907Phase(state, graph, ordersByNation(given), `phase-${n}`);
      expect(out.state).toEqual(engine.state);
      expect(out.events.filter((e) => e.type !== "order-refused")).toEqual(engine.events);
      for (const e of out.events) if (e.type === "order-refused") refusals.push(`${e.nation} ${e.rule}`);
      // the engine threads its own generator: no die is thrown through the source
      expect(dice.rolls).toHaveLength(0);
      // dice that do not tell their seed seed the engine from four 32-bit draws of them
      const asked: number[] = [];
      const unseeded: Dice = {
        roll(sides = 6) {
          asked.push(sides);
          return asked.length + 1;
        },
      };
      const drawn = rules.resolve(state, given, unseeded);
      expect(asked).toEqual([2 ** 32, 2 ** 32, 2 ** 32, 2 ** 32]);
      expect(engineSeed({ roll: () => 8 })).toBe("ww1907/dice/7.7.7.7");
      expect(drawn.state).toEqual(
        resolveWw1907Phase(state, graph, ordersByNation(given), "ww1907/dice/1.2.3.4").state,
      );
      // W14: a battle reads as the play's summary reads it, every die shown
      const words = out.events.map((e) => rules.words.event(e, out.state));
      if (n === 1) expect(words.some((w) => /→ .*Throw 1: /.test(w))).toBe(true);
      state = out.state;
      if (n === 0) {
        expect(state.phase).toBe("attack");
        expect(state.provinces.zagreb?.divisions).toBe(6);
      }
    }
    expect(refusals).toEqual(["russia W6", "russia W14"]);
    expect(state).toMatchObject({ year: 1908, phase: "deployment" });
    const words = rules.words.event(
      { type: "moved", nation: "russia", from: "warsaw", to: "kiev", count: 2 },
      state,
    );
    expect(words).toMatch(/Warsaw/);
  });
});

type Receipted = { kind: string; receipt?: { lines: { outcome: string; rule?: string; message: string }[] } };
const verdictsOf = (results: readonly unknown[]) =>
  (results as Receipted[]).map((r) =>
    (r.receipt?.lines ?? []).map((l) => `${l.outcome} ${l.rule ?? "-"}: ${l.message}`),
  );

describe("World War 1907 played through the generic play (playable(ww1907Ruleset))", () => {
  it("W32 W33 posts, status, resolve, record and verify, undo; the same verdicts and Deployment result as the current play", async () => {
    const loaded = loadScenario("ww1907");
    if (!loaded.ok) throw new Error("no ww1907 scenario");
    const nations = loaded.value.scenario.nations;
    const handle = (id: string) => nations.find((n) => n.id === id)?.player ?? id;
    const entry = playable(rules);
    const file = join(tempDir("ww1907-generic"), "adjutant.sqlite");
    const t = contractService(new SqliteDatabase(openDatabase(file)), [entry]);
    const now = new SqliteDatabase(openDatabase(":memory:"));
    const current = contractService(now, [worldWar1907]);
    const startsAt = "2026-12-01T00:00:00Z";
    const created = await t.service.createGame({
      scenario: "ww1907",
      players: nations.map((n) => n.player ?? n.id),
      startsAt,
    });
    const old = await current.service.createGame({ scenario: "ww1907", startsAt });
    if (!created.ok || !old.ok) throw new Error("no game");
    const id = created.value.id;
    const oldId = old.value.id;
    const posts = [
      forumPost("p1", handle("russia"), "2026-12-01T10:00:00Z", ...RUSSIA_DEPLOYS),
      forumPost("p2", handle("germany"), "2026-12-01T10:05:00Z", ...GERMANY_DEPLOYS),
      forumPost("p3", "Stranger", "2026-12-01T10:06:00Z", "Build 2 divisions in Paris"),
    ];
    const generic = await t.service.ingest(id, "forum", posts);
    const ww = await current.service.ingest(oldId, "forum", posts);
    expect(generic.map((r) => r.kind)).toEqual(["orders", "orders", "not-player"]);
    expect(generic.map((r) => r.kind)).toEqual(ww.map((r) => r.kind));
    // the same verdicts, rule and sentence, line by line (W6, W7, W8)
    expect(verdictsOf(generic)).toEqual(verdictsOf(ww));
    expect(verdictsOf(generic)[0]?.map((l) => l.split(":")[0])).toEqual([
      "accepted W7",
      "accepted W8",
      "rejected W6",
    ]);
    // whom the game waits for: the same six nations
    const waiting = (r: readonly unknown[]) =>
      (r as ({ nation?: string } | string)[])
        .map((w) => (typeof w === "string" ? w : (w.nation ?? "")))
        .sort();
    expect(waiting(await t.service.waitingOn(id))).toEqual(waiting(await current.service.waitingOn(oldId)));
    expect(waiting(await t.service.waitingOn(id))).toHaveLength(6);
    const orders = await t.service.ordersInForce(id, "russia");
    expect(orders.ok && render(orders.value, "text")).toMatch(/build 3 divisions in Zagreb/);
    const report = await t.service.report(id);
    expect(report.ok && render(report.value, "text")).toMatch(/p3|Stranger|Russian Empire/);
    expect((await t.service.picture(id, "svg")).ok).toBe(true);
    const status = await t.service.status(id);
    expect(status.ok && render(status.value, "text")).toMatch(/1907, deployment phase/);
    expect(await t.service.info(id)).toMatchObject({
      ok: true,
      value: { ruleset: "ww1907", phase: "deployment", year: 1907 },
    });

    // resolve the Deployment phase in both plays: the same state (no die is thrown in it)
    t.clock.now = current.clock.now = new Date("2026-12-02T12:00:00Z");
    const first = await t.service.resolve(id, { name: "GM" }, { phase: "1907-deployment" });
    const oldFirst = await current.service.resolve(oldId, { name: "GM" }, { phase: "1907-deployment" });
    if (!first.ok || !oldFirst.ok) throw new Error(first.ok ? "" : first.error);
    const deps = (c: typeof t) => ({ store: c.store, now: () => c.clock.now, newSecret: () => "x" });
    const genericState = async () => await new GenericPlay(rules, deps(t)).state(id);
    const stateAfter = await genericState();
    expect(stateAfter).toEqual(await new Ww1907Games(deps(current)).state(oldId));
    expect(stateAfter).toMatchObject({ ok: true, value: { year: 1907, phase: "attack" } });
    expect(render(first.value.summary, "text")).toMatch(/Russian Empire built 3 divisions in Zagreb/);

    // the published record verifies; a forged one does not
    const record = await t.service.publishedRecord(id);
    if (!record.ok) throw new Error(record.error);
    expect(entry.engine.handlesRecord(record.value)).toBe(true);
    expect(entry.engine.verifyRecord(record.value)).toMatchObject({ ok: true });
    const forged = structuredClone(record.value) as { claimed: { state: GameState } };
    const zagreb = forged.claimed.state.provinces.zagreb;
    if (zagreb) zagreb.divisions += 1;
    expect(entry.engine.verifyRecord(forged)).toMatchObject({ ok: false });

    // undo: back to the Deployment phase; the same resolution again gives the same state
    const undone = await t.service.undo(id, { name: "GM" });
    expect(undone.ok).toBe(true);
    expect(await t.service.info(id)).toMatchObject({ ok: true, value: { year: 1907, phase: "deployment" } });
    const again = await t.service.resolve(id, { name: "GM" });
    expect(again.ok && again.value.seed).toBe(first.value.seed);
    expect(await genericState()).toEqual(stateAfter);

    // the Attack phase: Russia attacks; the battle's dice come from the window's seed, and its record verifies
    t.clock.now = new Date("2026-12-02T13:00:00Z");
    const attacks = await t.service.ingest(id, "forum", [
      forumPost("p4", handle("russia"), "2026-12-02T12:30:00Z", ...RUSSIA_ATTACKS),
    ]);
    expect(verdictsOf(attacks)[0]?.map((l) => l.split(":")[0])).toEqual(["accepted W14", "rejected W14"]);
    t.clock.now = new Date("2026-12-03T12:00:00Z");
    const battle = await t.service.resolve(id, { name: "GM" }, { phase: "1907-attack" });
    if (!battle.ok) throw new Error(battle.error);
    expect(render(battle.value.summary, "text")).toMatch(/trieste|Trieste/);
    const attackRecord = await t.service.publishedRecord(id);
    expect(attackRecord.ok && entry.engine.verifyRecord(attackRecord.value)).toMatchObject({ ok: true });
    expect(await t.service.info(id)).toMatchObject({
      ok: true,
      value: { phase: "deployment", year: 1908 },
    });
    await now.close();
  });
});

describe("World War 1907's GM adjustments through the generic play", () => {
  it("W16 W18: names read as the GM types them, a typo answered with the nearest name, what else moved listed; income refused; undo takes it back", async () => {
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [playable(rules)]);
    const created = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    const gm = { name: "GM" };
    const play = new GenericPlay(rules, { store: t.store, now: () => t.clock.now, newSecret: () => "x" });
    const stateNow = async () => {
      const s = await play.state(id);
      if (!s.ok) throw new Error(s.error);
      return s.value;
    };
    const before = await stateNow();
    const typo = await t.service.adjust(id, gm, "a recount", {
      kind: "set-divisions",
      province: "Moskow",
      divisions: 4,
    });
    expect(typo).toMatchObject({ ok: false, error: expect.stringMatching(/no province "Moskow".*Moscow/) });
    const income = await t.service.adjust(id, gm, "a recount", {
      kind: "set-income",
      province: "Moscow",
      income: 3,
    });
    expect(income).toMatchObject({ ok: false, error: expect.stringMatching(/no income of their own/) });
    const negative = await t.service.adjust(id, gm, "a recount", {
      kind: "set-divisions",
      province: "Moscow",
      divisions: -1,
    });
    expect(negative).toMatchObject({ ok: false, error: expect.stringMatching(/whole number, 0 or more/) });
    // Zagreb (Russian, with divisions at the start) handed to Germany: its garrison changes hands and W18 asks for one
    const handed = await t.service.adjust(id, gm, "a ruling", {
      kind: "set-owner",
      province: "Zagreb",
      owner: "Germany",
    });
    if (!handed.ok) throw new Error(handed.error);
    const said = render(handed.value, "text");
    expect(said).toMatch(/Zagreb now belongs to (the )?German Empire/);
    expect(said).toMatch(/W18: Zagreb is conquered land/);
    expect((await stateNow()).provinces.zagreb?.owner).toBe("germany");
    const undone = await t.service.undo(id, gm);
    expect(undone.ok).toBe(true);
    expect(await stateNow()).toEqual(before);
  });
});

describe("World War 1907's map picture through the generic play", () => {
  it("W4 the generic play draws the same map as the current play: colours, units, a province cut off from its nation's main supply group hatched", async () => {
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [playable(rules)]);
    const current = contractService(new SqliteDatabase(openDatabase(":memory:")), [worldWar1907]);
    const startsAt = "2026-12-01T00:00:00Z";
    const created = await t.service.createGame({ scenario: "ww1907", startsAt });
    const old = await current.service.createGame({ scenario: "ww1907", startsAt });
    if (!created.ok || !old.ok) throw new Error("no game");
    // Madrid handed to Russia: no owned, allied or neutral land or port joins it to Russia's main group (W4)
    for (const [s, id] of [
      [t.service, created.value.id],
      [current.service, old.value.id],
    ] as const) {
      const done = await s.adjust(id, { name: "GM" }, "a test", {
        kind: "set-owner",
        province: "Madrid",
        owner: "Russia",
      });
      expect(done.ok).toBe(true);
    }
    const svg = async (s: typeof t.service, id: string) => {
      const out = await s.picture(id, "svg");
      if (!out.ok) throw new Error(out.error);
      return out.value.toString("utf8");
    };
    const generic = await svg(t.service, created.value.id);
    const now = await svg(current.service, old.value.id);
    expect(generic).toMatch(/World War 1907: 1907, Deployment phase/);
    expect(generic).toContain('id="cut-off"');
    expect(generic).toEqual(now);
  });
});

describe("World War 1907's W33 ruling moderatorEditVoids in the generic play's order book", () => {
  it("W33 a post first seen edited by a moderator counts by default; under the ruling it is void (answered outside-phase with the ruling's reason, as the current play answers) and the earlier post stays in force", async () => {
    const voiding: typeof rules = {
      ...rules,
      setup(input) {
        const opening = rules.setup(input);
        if (!opening.ok) return opening;
        const state = opening.value.state;
        return {
          ok: true,
          value: {
            ...opening.value,
            state: { ...state, rulings: { ...state.rulings, moderatorEditVoids: true } },
          },
        };
      },
    };
    const inForce = [];
    for (const ruleset of [rules, voiding]) {
      const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [playable(ruleset)]);
      const created = await t.service.createGame({
        scenario: "ww1907",
        players: ["Tsar"],
        startsAt: "2026-12-01T00:00:00Z",
      });
      if (!created.ok) throw new Error(created.error);
      const id = created.value.id;
      // the first player named plays the first nation of the scenario
      const seat = "russia";
      const first = forumPost("p1", "Tsar", "2026-12-01T10:00:00Z", "Build 1 division in Moscow");
      const edited = {
        ...forumPost("p2", "Tsar", "2026-12-01T11:00:00Z", "Build 2 divisions in Moscow"),
        edited: { by: "a moderator", at: "2026-12-01T11:30:00Z", byModerator: true },
      };
      await t.service.ingest(id, "forum", [first]);
      const [second] = await t.service.ingest(id, "forum", [edited]);
      const orders = await t.service.ordersInForce(id, seat);
      inForce.push({ kind: second?.kind, orders: orders.ok ? render(orders.value, "text") : orders.error });
    }
    expect(inForce[0]?.kind).toBe("orders");
    expect(inForce[0]?.orders).toMatch(/build 2 divisions in Moscow/);
    expect(inForce[1]?.kind).toBe("outside-phase");
    expect(inForce[1]?.orders).toMatch(/build 1 division in Moscow/);
  });
});

describe("World War 1907's seats in the generic play", () => {
  it("W32: a game made without players seats the scenario's players, their other handles included; players named at game new come first", async () => {
    // the built-in scenario names each nation's player; a scenario may add handles (here given by a wrapped setup)
    const withHandles: typeof rules = {
      ...rules,
      setup(input) {
        const opening = rules.setup(input);
        if (!opening.ok) return opening;
        const seated = (opening.value.seated ?? []).map((s) =>
          s.seat === "russia" ? { ...s, handles: ["OsmanoOnDiscord"] } : s,
        );
        return { ok: true, value: { ...opening.value, seated } };
      },
    };
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [playable(withHandles)]);
    const startsAt = "2026-12-01T00:00:00Z";
    const created = await t.service.createGame({ scenario: "ww1907", startsAt });
    const named = await t.service.createGame({ scenario: "ww1907", players: ["Tsar"], startsAt });
    if (!created.ok || !named.ok) throw new Error("no game");
    const kinds = async (id: string, ...authors: string[]) =>
      (
        await t.service.ingest(
          id,
          "forum",
          authors.map((a, n) =>
            forumPost(`p${n}`, a, `2026-12-01T10:0${n}:00Z`, "Build 1 division in Moscow"),
          ),
        )
      ).map((r) => (r.kind === "orders" ? `${r.kind} ${r.nation}` : r.kind));
    expect(await kinds(created.value.id, "Osmano", "OsmanoOnDiscord", "Shrink", "Tsar")).toEqual([
      "orders russia",
      "orders russia",
      "orders germany",
      "not-player",
    ]);
    // Russia's seat went to the player named at game new; the scenario still seats the other nations
    expect(await kinds(named.value.id, "Tsar", "Osmano", "Shrink")).toEqual([
      "orders russia",
      "not-player",
      "orders germany",
    ]);
  });
});

describe("whom a World War 1907 game waits for in the generic play", () => {
  it("W33: the nations with a player and no order post in force (a post of refused orders is in force), as the current play", async () => {
    const unseatedGermany: typeof rules = {
      ...rules,
      setup(input) {
        const opening = rules.setup(input);
        if (!opening.ok) return opening;
        return {
          ok: true,
          value: {
            ...opening.value,
            seated: (opening.value.seated ?? []).filter((s) => s.seat !== "germany"),
          },
        };
      },
    };
    const startsAt = "2026-12-01T00:00:00Z";
    const generic = contractService(new SqliteDatabase(openDatabase(":memory:")), [playable(rules)]);
    const current = contractService(new SqliteDatabase(openDatabase(":memory:")), [worldWar1907]);
    const partial = contractService(new SqliteDatabase(openDatabase(":memory:")), [
      playable(unseatedGermany),
    ]);
    const waiting = async (t: typeof generic, id: string) =>
      (await t.service.waitingOn(id)).map((w) => (typeof w === "string" ? w : w.seat)).sort();
    const ids: string[] = [];
    for (const t of [generic, current, partial]) {
      const created = await t.service.createGame({ scenario: "ww1907", startsAt });
      if (!created.ok) throw new Error(created.error);
      ids.push(created.value.id);
      // Russia's only order is refused (W7: Paris is not Russia's), yet its post is in force
      const [r] = await t.service.ingest(created.value.id, "forum", [
        forumPost("p1", "Osmano", "2026-12-01T10:00:00Z", "Build 1 division in Paris"),
      ]);
      expect(r?.kind === "orders" && r.receipt.accepted).toBe(0);
    }
    const [g = "", c = "", p = ""] = ids;
    expect(await waiting(generic, g)).toEqual(await waiting(current, c));
    expect(await waiting(generic, g)).toHaveLength(7);
    expect(await waiting(generic, g)).not.toContain("russia");
    // a nation nobody plays is waited for by no one
    expect(await waiting(partial, p)).toEqual((await waiting(generic, g)).filter((n) => n !== "germany"));
  });
});

describe("World War 1907's W20 in the generic play: orders judged again at resolution", () => {
  it("W20 W30 W7: a build refused on its receipt is carried out when a province given earlier in the phase is the builder's by then, as in the current play", async () => {
    const startsAt = "2026-12-01T00:00:00Z";
    const generic = contractService(new SqliteDatabase(openDatabase(":memory:")), [playable(rules)]);
    const current = contractService(new SqliteDatabase(openDatabase(":memory:")), [worldWar1907]);
    const states = [];
    for (const t of [generic, current]) {
      const created = await t.service.createGame({ scenario: "ww1907", startsAt });
      if (!created.ok) throw new Error(created.error);
      const id = created.value.id;
      const receipts = await t.service.ingest(id, "forum", [
        forumPost("p1", "Shrink", "2026-12-01T10:00:00Z", "Give Danzig to Russia"),
        forumPost("p2", "Osmano", "2026-12-01T10:01:00Z", "Build 1 division in Danzig"),
      ]);
      // on its receipt the build is refused: Danzig is still Germany's (W7)
      expect(verdictsOf(receipts)[1]?.map((l) => l.split(":")[0])).toEqual(["rejected W7"]);
      t.clock.now = new Date("2026-12-03T12:00:00Z");
      const resolved = await t.service.resolve(id, { name: "GM" });
      if (!resolved.ok) throw new Error(resolved.error);
      expect(render(resolved.value.summary, "text")).toMatch(/Russian Empire built 1 division in Danzig/);
      const deps = { store: t.store, now: () => t.clock.now, newSecret: () => "x" };
      const state =
        t === generic ? await new GenericPlay(rules, deps).state(id) : await new Ww1907Games(deps).state(id);
      if (!state.ok) throw new Error(state.error);
      states.push(state.value);
    }
    expect(states[0]?.provinces.danzig).toMatchObject({ owner: "russia", divisions: 1 });
    expect(states[0]).toEqual(states[1]);
  });
});

describe("World War 1907's end through the generic play", () => {
  it("the GM ends the game: nations ranked by VP, ties sharing a place, the players then logged, nothing waited for, and no undo past the end", async () => {
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [playable(rules)]);
    const created = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    const gm = { name: "GM" };
    const ended = await t.service.endGame(id, gm, "the players agreed to stop");
    if (!ended.ok) throw new Error(ended.error);
    expect(ended.value).toMatchObject({ how: "gm", by: "GM", reason: "the players agreed to stop" });
    // the opening's VP: Ottoman Empire 8, German Empire 7, Italy, Russian Empire and Spain 5 each (one place), UK 3
    expect(ended.value.places.slice(0, 6).map((p) => [p.place, p.name, p.player?.forumName])).toEqual([
      [1, "Ottoman Empire", "Johndisp"],
      [2, "German Empire", "Shrink"],
      [3, "Italy", "Steace"],
      [3, "Russian Empire", "Osmano"],
      [3, "Spain", "Sassenach"],
      [6, "United Kingdom", "Jax"],
    ]);
    expect(await t.service.waitingOn(id)).toEqual([]);
    expect(await t.service.endGame(id, gm, "again")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/over already/),
    });
    // an ended game stays ended (issue #28): undo does not go past the end
    const undone = await t.service.undo(id, gm);
    expect(undone).toMatchObject({
      ok: false,
      error: expect.stringMatching(/the game is over .*nothing was undone/),
    });
    expect(await t.service.ending(id)).toMatchObject({ ok: true, value: { how: "gm" } });
  });
});

describe("World War 1907's dice and records in the generic play, as in the current play", () => {
  it("W13 W14 W15 W20: the same committed seed throws the same dice (every throw of every battle), and the published record is the same adjutant/resolution/v1 record, which both plays' verify check", async () => {
    const startsAt = "2026-12-01T00:00:00Z";
    const entry = playable(rules);
    const generic = contractService(new SqliteDatabase(openDatabase(":memory:")), [entry]);
    const current = contractService(new SqliteDatabase(openDatabase(":memory:")), [worldWar1907]);
    const seen = [];
    for (const t of [generic, current]) {
      const created = await t.service.createGame({ scenario: "ww1907", startsAt });
      if (!created.ok) throw new Error(created.error);
      const id = created.value.id;
      await t.service.ingest(id, "forum", [
        forumPost("p1", "Osmano", "2026-12-01T10:00:00Z", ...RUSSIA_DEPLOYS),
        forumPost("p2", "Shrink", "2026-12-01T10:05:00Z", ...GERMANY_DEPLOYS),
      ]);
      t.clock.now = new Date("2026-12-02T12:00:00Z");
      const deployment = await t.service.resolve(id, { name: "GM" });
      await t.service.ingest(id, "forum", [
        forumPost("p3", "Osmano", "2026-12-02T12:30:00Z", ...RUSSIA_ATTACKS),
      ]);
      // a GM adjustment in the window: the record starts from the state it left
      const recount = await t.service.adjust(id, { name: "GM" }, "a recount", {
        kind: "set-divisions",
        province: "Trieste",
        divisions: 2,
      });
      if (!recount.ok) throw new Error(recount.error);
      t.clock.now = new Date("2026-12-03T12:00:00Z");
      const attack = await t.service.resolve(id, { name: "GM" });
      if (!deployment.ok || !attack.ok) throw new Error("not resolved");
      const record = await t.service.publishedRecord(id);
      if (!record.ok) throw new Error(record.error);
      const deps = { store: t.store, now: () => t.clock.now, newSecret: () => "x" };
      const state =
        t === generic ? await new GenericPlay(rules, deps).state(id) : await new Ww1907Games(deps).state(id);
      seen.push({
        seeds: [deployment.value.seed, attack.value.seed],
        // every throw as the summary shows it: "Throw 1: 5 2 1 v 3 — defender loses 1"
        throws: render(attack.value.summary, "text").match(/Throw \d+: [^—]+— [a-z ]+\d+/g),
        record: record.value,
        state,
      });
    }
    const [g, c] = seen;
    if (!g || !c) throw new Error("no plays");
    // the same committed seeds, the same dice from them, the same state after the battle
    expect(g.seeds).toEqual(c.seeds);
    expect(g.throws?.length).toBeGreaterThan(0);
    expect(g.throws).toEqual(c.throws);
    expect(g.state).toEqual(c.state);
    expect(g.state).toMatchObject({ ok: true, value: { year: 1908, phase: "deployment" } });
    // the same record, rolls per battle and all, and both plays' verify replay it from the revealed seed
    expect(g.record).toMatchObject({
      format: "adjutant/resolution/v1",
      resolver: "phase/v1",
      before: { provinces: { trieste: { divisions: 2 } } },
    });
    expect(g.record).toEqual(c.record);
    for (const engine of [entry.engine, worldWar1907.engine]) {
      expect(engine.handlesRecord(g.record)).toBe(true);
      expect(engine.verifyRecord(g.record)).toMatchObject({ ok: true });
    }
    // a die claimed otherwise is caught at the rolls
    const forged = structuredClone(g.record) as { claimed: { rolls: { values: number[] }[] } };
    const roll = forged.claimed.rolls[0];
    if (!roll) throw new Error("no roll in the record");
    roll.values[0] = roll.values[0] === 6 ? 5 : 6;
    expect(entry.engine.verifyRecord(forged)).toMatchObject({ ok: false, stage: "rolls" });
  });
});

describe("World War 1907's record of a window the GM ended", () => {
  it("a window closed by the GM's end, not by a resolution, is published as the generic window record (no die thrown), which verifies", async () => {
    const entry = playable(rules);
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [entry]);
    const created = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
    if (!created.ok) throw new Error(created.error);
    const ended = await t.service.endGame(created.value.id, { name: "GM" }, "the players agreed to stop");
    if (!ended.ok) throw new Error(ended.error);
    const record = await t.service.publishedRecord(created.value.id);
    if (!record.ok) throw new Error(record.error);
    expect(record.value).toMatchObject({
      format: "adjutant/generic-window-record/v1",
      steps: [{ action: { kind: "end" } }],
    });
    expect(entry.engine.verifyRecord(record.value)).toMatchObject({ ok: true });
  });
});

describe("World War 1907's scenario and map frozen into the game in the generic play, as in the current play", () => {
  /** A map of three provinces and a scenario on it, with nation aliases of its own, written as files. */
  function writeScenario(dir: string): string {
    writeMap(dir, { id: "trio", name: "Trio", production: 2 }, [
      ["a", "Alpha", 0, ["b"]],
      ["b", "Beta", 1, ["a", "c"]],
      ["c", "Gamma", 2, ["b"]],
    ]);
    const file = join(dir, "trio-game.json");
    writeFileSync(
      file,
      JSON.stringify({
        map: "trio.json",
        year: 1910,
        nations: {
          red: { name: "Red League", aliases: ["Crimson"], player: "P1", treasury: 4 },
          blue: { name: "Blue Union", aliases: ["Azure"], player: "P2", treasury: 4 },
        },
        relations: [["red", "blue", "war"]],
        provinces: {
          Alpha: { owner: "red", divisions: 2 },
          Beta: { owner: "blue", divisions: 1 },
          Gamma: { owner: "blue", divisions: 1 },
        },
      }),
    );
    return file;
  }

  it("W1 W2 W30 W32: a game made from a scenario file on a map of its own plays from what was stored, the files gone and the service restarted; the scenario's nation aliases read; the same verdicts and state as the current play", async () => {
    const dir = tempDir("ww1907-frozen");
    const file = writeScenario(dir);
    const entry = playable(rules, ww1907ScenarioFiles);
    const dbFile = join(dir, "adjutant.sqlite");
    const first = contractService(new SqliteDatabase(openDatabase(dbFile)), [entry]);
    const current = contractService(new SqliteDatabase(openDatabase(":memory:")), [worldWar1907]);
    const startsAt = "2026-12-01T00:00:00Z";
    const created = await first.service.createGame({ scenario: file, startsAt });
    const old = await current.service.createGame({ scenario: file, startsAt });
    if (!created.ok || !old.ok) throw new Error(created.ok ? "no current game" : created.error);
    // the files change and go: neither play reads them again
    rmSync(join(dir, "trio.json"));
    rmSync(file);
    await first.store.db.close();
    const t = contractService(new SqliteDatabase(openDatabase(dbFile)), [entry]);
    const posts = [
      // "Crimson" and "Azure" are this scenario's aliases, known to no built-in scenario
      forumPost("p1", "P2", "2026-12-01T10:00:00Z", "Give Beta to Crimson", "Build 1 division in Gamma"),
      forumPost("p2", "P1", "2026-12-01T10:05:00Z", "Build 2 divisions in Alpha", "Declare peace with Azure"),
    ];
    const generic = await t.service.ingest(created.value.id, "forum", posts);
    const ww = await current.service.ingest(old.value.id, "forum", posts);
    expect(generic.map((r) => r.kind)).toEqual(["orders", "orders"]);
    expect(verdictsOf(generic)).toEqual(verdictsOf(ww));
    expect(
      verdictsOf(generic)
        .flat()
        .every((l) => l.startsWith("accepted")),
    ).toBe(true);
    const status = await t.service.status(created.value.id);
    expect(status.ok && render(status.value, "text")).toMatch(/Red League/);
    const picture = await t.service.picture(created.value.id, "svg");
    expect(picture.ok && picture.value.toString("utf8")).toMatch(/Gamma/);
    t.clock.now = current.clock.now = new Date("2026-12-02T12:00:00Z");
    const resolved = await t.service.resolve(created.value.id, { name: "GM" });
    const oldResolved = await current.service.resolve(old.value.id, { name: "GM" });
    if (!resolved.ok || !oldResolved.ok) throw new Error(resolved.ok ? "not resolved" : resolved.error);
    expect(render(resolved.value.summary, "text")).toMatch(/Beta/);
    const deps = (c: typeof t) => ({ store: c.store, now: () => c.clock.now, newSecret: () => "x" });
    // the state as the game's own ruleset reads it (its fixed part, as stored): the built-in maps have no "trio"
    const row = await t.store.getGame(created.value.id);
    if (!row) throw new Error("no game row");
    const own = rules.forGame?.(fixedPartOf(row));
    if (!own?.ok) throw new Error("no ruleset of the game");
    const after = await new GenericPlay(own.value, deps(t)).state(created.value.id);
    expect(after).toEqual(await new Ww1907Games(deps(current)).state(old.value.id));
    expect(after).toMatchObject({
      ok: true,
      value: {
        mapId: "trio",
        phase: "attack",
        provinces: { a: { divisions: 4 }, b: { owner: "red" }, c: { owner: "blue", divisions: 2 } },
      },
    });
    await t.store.db.close();
  });

  it("a scenario file that cannot be read is refused as the current play refuses it; a damaged stored set-up is said, not played", async () => {
    const entry = playable(rules, ww1907ScenarioFiles);
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [entry]);
    const current = contractService(new SqliteDatabase(openDatabase(":memory:")), [worldWar1907]);
    const missing = join(tempDir("ww1907-missing"), "nothing.yaml");
    const generic = await t.service.createGame({ scenario: missing });
    const old = await current.service.createGame({ scenario: missing });
    expect(generic).toMatchObject({ ok: false, error: expect.stringMatching(/^cannot load scenario/) });
    expect(generic).toEqual(old);
    expect(rules.forGame?.({ scenario: {}, map: {} })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not a World War 1907 set-up/),
    });
  });
});

describe("World War 1907's rulings in the generic play, as in the current play", () => {
  it("W33 W15: a scenario's rulings are the game's: kept with the game, in its state, and followed (a moderator's edit voids the post under moderatorEditVoids), as the current play keeps and follows them", async () => {
    const file = join(tempDir("ww1907-rulings"), "house-rules.json");
    writeFileSync(
      file,
      JSON.stringify({ base: "ww1907", rulings: { moderatorEditVoids: true, tieRule: "none" } }),
    );
    const generic = contractService(new SqliteDatabase(openDatabase(":memory:")), [
      playable(rules, ww1907ScenarioFiles),
    ]);
    const current = contractService(new SqliteDatabase(openDatabase(":memory:")), [worldWar1907]);
    const seen = [];
    for (const t of [generic, current]) {
      const created = await t.service.createGame({ scenario: file, startsAt: "2026-12-01T00:00:00Z" });
      if (!created.ok) throw new Error(created.error);
      const id = created.value.id;
      const edited = {
        ...forumPost("p2", "Osmano", "2026-12-01T11:00:00Z", "Build 2 divisions in Moscow"),
        edited: { by: "a moderator", at: "2026-12-01T11:30:00Z", byModerator: true },
      };
      await t.service.ingest(id, "forum", [
        forumPost("p1", "Osmano", "2026-12-01T10:00:00Z", "Build 1 division in Moscow"),
      ]);
      const [second] = await t.service.ingest(id, "forum", [edited]);
      const orders = await t.service.ordersInForce(id, "russia");
      const row = await t.store.getGame(id);
      if (!row) throw new Error("no game row");
      const deps = { store: t.store, now: () => t.clock.now, newSecret: () => "x" };
      const own = rules.forGame?.(fixedPartOf(row));
      if (t === generic && !own?.ok) throw new Error("no ruleset of the game");
      const state =
        t === generic && own?.ok
          ? await new GenericPlay(own.value, deps).state(id)
          : await new Ww1907Games(deps).state(id);
      if (!state.ok) throw new Error(state.error);
      seen.push({
        kind: second?.kind,
        reason: second?.kind === "outside-phase" ? second.reason : null,
        orders: orders.ok ? render(orders.value, "text") : orders.error,
        row: resolveRulings(row.rulings_json),
        state: state.value,
      });
    }
    const [g, c] = seen;
    if (!g || !c) throw new Error("no plays");
    expect(g.state.rulings).toMatchObject({ moderatorEditVoids: true, tieRule: "none", blockadeBy: "war" });
    expect(g.state).toEqual(c.state);
    // the game's row keeps the rulings it is played with, as the current play's does
    expect(g.row).toEqual({ ok: true, value: g.state.rulings });
    expect(g.row).toEqual(c.row);
    // W33 under the scenario's ruling: the post edited by a moderator counts for nothing, the first stays in force;
    // both plays answer it "outside-phase" with the ruling's reason
    expect(g.kind).toBe("outside-phase");
    expect(c.kind).toBe("outside-phase");
    expect(c.reason).toBe(
      "edited by a moderator (a moderator): this game's ruling moderatorEditVoids voids it (W33)",
    );
    expect(g.reason).toBe(`${c.reason}; the previous valid post stays in force`);
    expect(g.orders).toMatch(/build 1 division in Moscow/);
    expect(c.orders).toMatch(/build 1 division in Moscow/);
  });
});

describe("World War 1907's unreadable order posts in the generic play, as in the current play", () => {
  it("W33 W7: a post of an order that cannot be read replaces the one before (in force, nothing to carry out); a line that only looks like an order does not", async () => {
    const generic = contractService(new SqliteDatabase(openDatabase(":memory:")), [playable(rules)]);
    const current = contractService(new SqliteDatabase(openDatabase(":memory:")), [worldWar1907]);
    const seen = [];
    for (const t of [generic, current]) {
      const created = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
      if (!created.ok) throw new Error(created.error);
      const id = created.value.id;
      const ingest = async (postId: string, at: string, bold: string) => {
        const [r] = await t.service.ingest(id, "forum", [forumPost(postId, "Osmano", at, bold)]);
        const orders = await t.service.ordersInForce(id, "russia");
        return { kind: r?.kind, inForce: orders.ok ? render(orders.value, "text") : orders.error };
      };
      const read = await ingest("p1", "2026-12-01T10:00:00Z", "Build 1 division in Moscow");
      // no order for the engine, one typo from one: its post is no order post, p1 stays in force
      const lookalike = await ingest("p2", "2026-12-01T10:05:00Z", "Biuld 2 in Moscwo");
      // an order that cannot be read (no place "Moscwo"): its post replaces p1
      const unreadable = await ingest("p3", "2026-12-01T10:10:00Z", "Build 2 divisions in Moscwo");
      const waiting = (await t.service.waitingOn(id)).map((w) => (typeof w === "string" ? w : w.seat));
      t.clock.now = new Date("2026-12-02T12:00:00Z");
      const resolved = await t.service.resolve(id, { name: "GM" });
      if (!resolved.ok) throw new Error(resolved.error);
      const deps = { store: t.store, now: () => t.clock.now, newSecret: () => "x" };
      const state =
        t === generic ? await new GenericPlay(rules, deps).state(id) : await new Ww1907Games(deps).state(id);
      if (!state.ok) throw new Error(state.error);
      seen.push({ read, lookalike, unreadable, waiting, state: state.value });
    }
    const [g, c] = seen;
    if (!g || !c) throw new Error("no plays");
    for (const play of [g, c]) {
      expect(play.read.inForce).toMatch(/build 1 division in Moscow/);
      expect(play.lookalike.inForce).toMatch(/build 1 division in Moscow/);
      expect(play.unreadable.inForce).not.toMatch(/build 1 division in Moscow/);
      expect(play.unreadable.inForce).toMatch(/p3/);
      // Russia's post is in force, so the game does not wait for it
      expect(play.waiting).not.toContain("russia");
    }
    expect([g.read.kind, g.lookalike.kind, g.unreadable.kind]).toEqual(["orders", "no-orders", "orders"]);
    expect([g.read.kind, g.lookalike.kind, g.unreadable.kind]).toEqual([
      c.read.kind,
      c.lookalike.kind,
      c.unreadable.kind,
    ]);
    expect(g.waiting.sort()).toEqual(c.waiting.sort());
    // nothing built in Moscow: the order in force could not be read
    expect(g.state).toEqual(c.state);
    expect(g.state.provinces.moscow?.divisions).toBe(opening().provinces.moscow?.divisions);
  });
});

describe("World War 1907's choose N in the generic play, as in the current play", () => {
  it("W33 W7: an order that reads several ways waits in the post in force; a later post of `choose N` alone picks the N-th reading, carried out at resolution; a pick with nothing waiting does nothing", async () => {
    const dir = tempDir("ww1907-choose");
    // two generals called Moltke: "Move Moltke to Beta" reads two ways (W24)
    writeMap(dir, { id: "trio", name: "Trio", production: 3 }, [
      ["a", "Alpha", 0, ["b"]],
      ["b", "Beta", 1, ["a", "c"]],
      ["c", "Gamma", 2, ["b"]],
    ]);
    const general = (id: string, name: string) => ({
      id,
      name,
      kind: "general",
      nation: "red",
      title: "Steady",
      at: "Alpha",
      traits: [{ kind: "attack-dice", dice: 1 }],
    });
    const file = join(dir, "trio-game.json");
    writeFileSync(
      file,
      JSON.stringify({
        map: "trio.json",
        year: 1910,
        nations: {
          red: { name: "Red League", player: "P1", treasury: 4 },
          blue: { name: "Blue Union", player: "P2", treasury: 4 },
        },
        provinces: {
          Alpha: { owner: "red", divisions: 1 },
          Beta: { owner: "red", divisions: 1 },
          Gamma: { owner: "blue", divisions: 1 },
        },
        commanders: [general("karl-moltke", "Karl Moltke"), general("hans-moltke", "Hans Moltke")],
      }),
    );
    const generic = contractService(new SqliteDatabase(openDatabase(":memory:")), [
      playable(rules, ww1907ScenarioFiles),
    ]);
    const current = contractService(new SqliteDatabase(openDatabase(":memory:")), [worldWar1907]);
    const seen = [];
    for (const t of [generic, current]) {
      const created = await t.service.createGame({ scenario: file, startsAt: "2026-12-01T00:00:00Z" });
      if (!created.ok) throw new Error(created.error);
      const id = created.value.id;
      const ingest = async (postId: string, at: string, ...bold: string[]) => {
        const [r] = await t.service.ingest(id, "forum", [forumPost(postId, "P1", at, ...bold)]);
        const orders = await t.service.ordersInForce(id, "red");
        return { kind: r?.kind, inForce: orders.ok ? render(orders.value, "text") : orders.error };
      };
      const early = await ingest("p0", "2026-12-01T09:00:00Z", "choose 1");
      const twin = await ingest(
        "p1",
        "2026-12-01T10:00:00Z",
        "Move Moltke to Beta",
        "Build 1 division in Alpha",
      );
      const pick = await ingest("p2", "2026-12-01T11:00:00Z", "choose 2");
      t.clock.now = new Date("2026-12-02T12:00:00Z");
      const resolved = await t.service.resolve(id, { name: "GM" });
      if (!resolved.ok) throw new Error(resolved.error);
      const row = await t.store.getGame(id);
      if (!row) throw new Error("no game row");
      const deps = { store: t.store, now: () => t.clock.now, newSecret: () => "x" };
      const own = rules.forGame?.(fixedPartOf(row));
      const state =
        t === generic && own?.ok
          ? await new GenericPlay(own.value, deps).state(id)
          : await new Ww1907Games(deps).state(id);
      if (!state.ok) throw new Error(state.error);
      seen.push({ early, twin, pick, state: state.value });
    }
    const [g, c] = seen;
    if (!g || !c) throw new Error("no plays");
    for (const play of [g, c]) {
      // waiting for a choice, the move is no accepted order; picked, it is (the two plays' receipts put it so)
      const accepted = /✅ move Hans Moltke to Beta|move Hans Moltke to Beta: accepted/;
      // the choose before any order post picked nothing, and waits for nothing later
      expect(play.early.inForce).not.toMatch(/Moltke/);
      expect(play.twin.inForce).toMatch(/Karl Moltke/);
      expect(play.twin.inForce).not.toMatch(accepted);
      expect(play.pick.inForce).toMatch(accepted);
      expect(play.pick.inForce).toMatch(/build 1 division in Alpha/);
    }
    expect(g.pick.kind).toBe(c.pick.kind);
    expect(g.twin.kind).toBe(c.twin.kind);
    expect(g.state).toEqual(c.state);
    expect(g.state.provinces).toMatchObject({ a: { divisions: 2 }, b: { divisions: 1 } });
    expect(g.state.commanders.map((m) => [m.id, m.at])).toEqual([
      ["karl-moltke", "a"],
      ["hans-moltke", "b"],
    ]);
  });
});

describe("World War 1907's receipts in the generic play, as in the current play", () => {
  it("W4 W6 W7: a receipt says the pp left per supply group after the post's accepted builds, in the current play's words; a refused build spends nothing; a later post is counted alone", async () => {
    const loaded = loadScenario("ww1907");
    if (!loaded.ok) throw new Error("no ww1907 scenario");
    const russia = loaded.value.scenario.nations.find((n) => n.id === "russia")?.player ?? "russia";
    const dbs = [new SqliteDatabase(openDatabase(":memory:")), new SqliteDatabase(openDatabase(":memory:"))];
    const [gdb, cdb] = dbs;
    if (!gdb || !cdb) throw new Error("no databases");
    const generic = contractService(gdb, [playable(rules)]);
    const current = contractService(cdb, [worldWar1907]);
    const seen: { supply: SupplyLine[]; line: string | undefined }[][] = [];
    for (const t of [generic, current]) {
      const created = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
      if (!created.ok) throw new Error(created.error);
      const results = await t.service.ingest(created.value.id, "forum", [
        forumPost("p1", russia, "2026-12-01T10:00:00Z", ...RUSSIA_DEPLOYS),
        forumPost("p2", russia, "2026-12-01T11:00:00Z", "Build 1 division in Moscow"),
      ]);
      seen.push(
        results.map((r) => ({
          supply: r.kind === "orders" ? r.receipt.supply : [],
          line: render(r.kind === "orders" ? r.receipt.document : { blocks: [] }, "text")
            .split("\n")
            .find((l) => l.includes("pp left per supply group")),
        })),
      );
    }
    for (const db of dbs) await db.close();
    const [g, c] = seen;
    expect(g).toEqual(c);
    // Russia's main group: its build of 3 in Zagreb is spent there, the refused 99 in Moscow is not (W6)
    const [first, second] = g ?? [];
    expect(first?.line).toMatch(/^pp left per supply group: \d+ of \d+ \(/);
    expect(first?.supply.length).toBeGreaterThan(0);
    const spent = (groups: readonly SupplyLine[] = []) =>
      groups.reduce((n, s) => n + s.spendable - s.left, 0);
    expect(spent(first?.supply)).toBe(3);
    expect(spent(second?.supply)).toBe(1);
  });
});

describe("World War 1907's resolution summary in the generic play, as in the current play", () => {
  it("W4 W14 W20 W30: an order refused at resolution, a supply group cut off, and numbered battles read as in the current play's summary", async () => {
    const dir = tempDir("ww1907-summary");
    // Alpha - Beta - Gamma in a line, Delta beside Alpha and Beta: Beta given away cuts Gamma off from Alpha
    writeMap(dir, { id: "quad", name: "Quad", production: 2 }, [
      ["a", "Alpha", 0, ["b", "d"]],
      ["b", "Beta", 1, ["a", "c", "d"]],
      ["c", "Gamma", 2, ["b"]],
      ["d", "Delta", 1, ["a", "b"]],
    ]);
    const file = join(dir, "quad-game.json");
    writeFileSync(
      file,
      JSON.stringify({
        map: "quad.json",
        year: 1910,
        nations: {
          red: { name: "Red League", player: "P1", treasury: 4 },
          blue: { name: "Blue Union", player: "P2", treasury: 4 },
        },
        relations: [["red", "blue", "war"]],
        provinces: {
          Alpha: { owner: "red", divisions: 3 },
          Beta: { owner: "red", divisions: 1 },
          Gamma: { owner: "red", divisions: 3 },
          Delta: { owner: "blue", divisions: 2 },
        },
      }),
    );
    const dbs = [new SqliteDatabase(openDatabase(":memory:")), new SqliteDatabase(openDatabase(":memory:"))];
    const [gdb, cdb] = dbs;
    if (!gdb || !cdb) throw new Error("no databases");
    const generic = contractService(gdb, [playable(rules, ww1907ScenarioFiles)]);
    const current = contractService(cdb, [worldWar1907]);
    const seen: { deployment: string; attack: string }[] = [];
    for (const t of [generic, current]) {
      const created = await t.service.createGame({ scenario: file, startsAt: "2026-12-01T00:00:00Z" });
      if (!created.ok) throw new Error(created.error);
      const id = created.value.id;
      await t.service.ingest(id, "forum", [
        // posted first, so judged first at resolution: Beta is still Red League's then (W8, W20)
        forumPost("p1", "P2", "2026-12-01T10:00:00Z", "Move 1 from Delta to Beta"),
        forumPost("p2", "P1", "2026-12-01T11:00:00Z", "Give Beta to Blue Union"),
      ]);
      t.clock.now = new Date("2026-12-02T12:00:00Z");
      const deployment = await t.service.resolve(id, { name: "GM" });
      if (!deployment.ok) throw new Error(deployment.error);
      await t.service.ingest(id, "forum", [
        forumPost(
          "p3",
          "P1",
          "2026-12-02T13:00:00Z",
          "Attack Beta with 2 from Gamma",
          "Attack Delta with 2 from Alpha",
        ),
      ]);
      t.clock.now = new Date("2026-12-03T12:00:00Z");
      const attack = await t.service.resolve(id, { name: "GM" });
      if (!attack.ok) throw new Error(attack.error);
      seen.push({
        deployment: render(deployment.value.summary, "text"),
        attack: render(attack.value.summary, "text"),
      });
    }
    for (const db of dbs) await db.close();
    const [g, c] = seen;
    if (!g || !c) throw new Error("no plays");
    const items = (text: string) =>
      text
        .split("\n")
        .filter((l) => l.startsWith("- "))
        .map((l) => l.slice(2));
    // refused at resolution (W8, W20): the current play's line under the nation's heading, the nation named before it
    const refused = items(c.deployment).filter((l) => l.includes("— refused:"));
    expect(refused).toEqual([
      "move 1 from Delta to Beta — refused: W8: Beta belongs to Red League, at war with you: entering it is an attack, order it in the Attack phase",
    ]);
    expect(items(g.deployment)).toContain(refused[0]);
    // the whole summary reads as the current play's (its layout: a section per nation, Supply, the table of nations,
    // the dice's seed): the same text but for the seeds and commitments, each play's game having its own
    const seeds = (text: string) => text.replace(/[0-9a-f]{64}/g, "<seed>");
    expect(seeds(g.deployment)).toEqual(seeds(c.deployment));
    // the supply group cut off by the gift (W4, W30): the same sentence
    const supply = (text: string) => items(text).filter((l) => / \(W4\)\.$/.test(l));
    expect(supply(c.deployment)).toEqual([
      "Red League: Gamma cut off from the rest (no friendly land route and no free port-to-port route); only 2 pp can be spent there (W4).",
    ]);
    expect(supply(g.deployment)).toEqual(supply(c.deployment));
    // the battles numbered over the phase, attacker, place and strengths as the current play (the dice differ: each
    // play's game has its own seeds)
    const battles = (text: string) =>
      items(text)
        .filter((l) => l.startsWith("Battle "))
        .map((l) => l.split(" Throw 1")[0]);
    expect(battles(c.attack)).toEqual(["Battle 1: Gamma → Beta: 2 v 1.", "Battle 2: Alpha → Delta: 2 v 2."]);
    expect(battles(g.attack)).toEqual(battles(c.attack));
    // no event without words of its own is shown by its type
    expect(`${g.deployment}${g.attack}`).not.toMatch(/phase-(ended|started)/);
  });
});

describe("World War 1907's receipts, answers and report in the generic play, as in the current play", () => {
  it("W7 W8 W32 W33: the receipt (✅/❌, the lines not read, 'Orders in force: post …'), the answer to bold text that is no order, the orders in force, the GM report and the status read the same", async () => {
    const plays = [
      contractService(new SqliteDatabase(openDatabase(":memory:")), [playable(rules)]),
      contractService(new SqliteDatabase(openDatabase(":memory:")), [worldWar1907]),
    ];
    const seen: string[][] = [];
    for (const t of plays) {
      const created = await t.service.createGame({ scenario: "ww1907", startsAt: "2026-12-01T00:00:00Z" });
      if (!created.ok) throw new Error(created.error);
      const id = created.value.id;
      const text: string[] = [];
      const answers = await t.service.ingest(id, "forum", [
        forumPost(
          "p1",
          "Osmano",
          "2026-12-01T10:00:00Z",
          "Orders:",
          "Build 2 divisions in Moscow",
          "Build 1 division in Berlin",
          "Hold Warsaw",
        ),
        forumPost("p2", "Osmano", "2026-12-01T10:05:00Z", "Bulid 2 in Moskow"),
        forumPost("p3", "Osmano", "2026-12-01T10:10:00Z", "Build 1 division in Kiev"),
      ]);
      for (const a of answers) {
        if (a.kind === "orders") text.push(render(a.receipt.document, "text"));
        else if (a.kind === "no-orders" && a.document) text.push(render(a.document, "text"));
        else text.push(a.kind);
      }
      const orders = await t.service.ordersInForce(id, "Russia");
      const report = await t.service.report(id);
      const status = await t.service.status(id, "Russia");
      for (const r of [orders, report, status]) text.push(r.ok ? render(r.value, "text") : r.error);
      seen.push(text.map((x) => x.replace(/[0-9a-f]{64}/g, "<seed>")));
    }
    const [g, c] = seen;
    if (!g || !c) throw new Error("no plays");
    expect(g[0]).toContain("✅ build 2 divisions in Moscow");
    expect(g[0]).toContain("❌ build 1 division in Berlin — W7: Berlin belongs to German Empire");
    expect(g[0]).toContain("❓ Hold Warsaw — not read as an order");
    expect(g[1]).toContain("did you mean: Build 2 divisions in Moscow?");
    expect(g[1]).toContain("Your orders in force stay those of post p1");
    expect(g[2]).toContain("Replaces post p1 (W33: the latest valid post counts).");
    expect(g).toEqual(c);
  });
});
