import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readCase } from "../../../src/adjudication/case-schema.ts";
import { playable } from "../../../src/game/generic-play/playable.ts";
import { riskEngineMode } from "../../../src/game/risk/engine-mode.ts";
import { riskEntry } from "../../../src/game/risk/entry.ts";
import { readRiskScenarioFile } from "../../../src/game/risk/scenario-files.ts";
import { render } from "../../../src/presenters/render.ts";
import { classicMap } from "../../../src/rulesets/risk-variant-one/classic-map.ts";
import { riskRuleset } from "../../../src/rulesets/risk-variant-one/ruleset.ts";
import { type RiskState, riskStateSchema } from "../../../src/rulesets/risk-variant-one/state.ts";
import { RISK_TURN_FORMAT } from "../../../src/rulesets/risk-variant-one/turn-record.ts";
import { openDatabase } from "../../../src/storage/database.ts";
import { SqliteDatabase } from "../../../src/storage/sqlite/sqlite-database.ts";
import { contractService, forumPost } from "../../contract/contract-games.ts";
import {
  THREE_IN_ACTIONS_BRAZIL_STRONG,
  THREE_IN_ACTIONS_FIVE_TERRITORIES,
} from "../../game/risk-positions.ts";

/**
 * A game of Risk Variant One played through the GENERIC play (`playable(riskRuleset)`), the seam of issue #25: the
 * service over an in-memory SQLite store with Risk as its only game. Posts are read and carried out at once (V6),
 * the GM's resolve closes a response window (V7), every closed window (the set-up, a turn) has a record that
 * verifies, and undo takes back the last step, reopening the turn it closed.
 */
const risk = playable(riskRuleset);
/** Risk Variant One with its scenario files (`base: risk-v1` positions), as the registry reads them. */
const withFiles = playable(riskRuleset, {
  handlesScenario: riskEntry.handlesScenario,
  readScenario: readRiskScenarioFile,
});
/** The folders a test made for its position files, removed after it. */
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const name = (id: string) => classicMap.province(id)?.name ?? id;
/** A set-up step's order (V3): buy a territory of cost 1 while one is free, else place the army in one's own. */
const setupOrder = (s: RiskState): string => {
  const cheap = Object.entries(s.territories).find(([, x]) => x.owner === null && x.income <= 1);
  const owned = Object.entries(s.territories).find(([, x]) => x.owner === s.actor);
  return cheap ? `Buy ${name(cheap[0])}` : `Place 1 in ${name(owned?.[0] ?? "")}`;
};

describe("Risk Variant One through the generic play", () => {
  it("V3 set-up by posts, V6 an attack, V7 the GM closes the response window, V6 a move, V9 the turn ends; records verify; undo", async () => {
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [risk]);
    const created = await t.service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob"] });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    expect(created.value).toMatchObject({ ruleset: "risk-variant-one", phase: "setup" });
    let minute = 0;
    const at = () => new Date(Date.parse("2026-12-01T12:00:00Z") + ++minute * 60_000).toISOString();
    // the state now: the snapshot the play keeps with every logged step (status --json is Risk's own shape)
    const state = async (): Promise<RiskState> =>
      riskStateSchema.parse((await t.store.latestSnapshot(id, Number.MAX_SAFE_INTEGER))?.state);
    const post = async (author: string, ...bold: string[]) => {
      const [r] = await t.service.ingest(id, "forum", [forumPost(`p${minute + 1}`, author, at(), ...bold)]);
      return r;
    };
    const phase = async () => ((await t.service.info(id)).ok ? await t.service.info(id) : null);
    // the open window (the set-up, a turn), as the GM's commands name it
    const window = async () => (await t.store.openPhaseOf(id))?.phase;
    const waiting = async () => (await t.service.waitingOn(id)).map((w) => w.seat);

    // V3: a post out of turn is refused with its rule; a stranger is no player
    const first = (await state()).actor ?? "";
    const other = first === "Alice" ? "Bob" : "Alice";
    expect(await waiting()).toEqual([first]);
    expect(await post(other, "done")).toMatchObject({
      kind: "orders",
      receipt: { accepted: 0, lines: [{ rule: "V3" }] },
    });
    expect(await post("Stranger", "done")).toMatchObject({ kind: "not-player" });

    // V3: every step buys a territory of cost 1 (or places its army), then "done", until the set-up is over
    for (let n = 0; (await state()).phase === "setup"; n++) {
      expect(n).toBeLessThan(100);
      const s = await state();
      const actor = s.actor ?? "";
      const order = setupOrder(s);
      const r = await post(actor, order, "done");
      expect(r).toMatchObject({ kind: "orders", receipt: { lines: [{ outcome: "accepted" }, {}] } });
    }
    // the set-up window closed: its record (the deal's state, every step) replays from the revealed seed
    const setupRecord = await t.service.publishedRecord(id);
    // Risk Variant One publishes its own turn records (turn-record.ts), which its engine verifies
    expect(setupRecord).toMatchObject({ ok: true, value: { turn: "setup" } });
    expect(setupRecord.ok && risk.engine.verifyRecord(setupRecord.value)).toMatchObject({ ok: true });
    expect(await window()).toBe("turn-1");
    expect(await phase()).toMatchObject({ ok: true, value: { year: 1 } });

    // V5: an income phase waiting for bonuses is closed by the GM's resolve
    if ((await state()).phase === "income")
      expect((await t.service.resolve(id, { name: "GM" })).ok).toBe(true);
    expect((await state()).phase).toBe("actions");
    const a = (await state()).actor ?? "";
    const b = a === "Alice" ? "Bob" : "Alice";

    // the GM arranges the board (adjustments are logged steps): a's Brazil (6) and Venezuela (1), b's Peru (3)
    for (const [province, owner, divisions] of [
      ["Brazil", a, 6],
      ["Venezuela", a, 1],
      ["Peru", b, 3],
    ] as const) {
      if ((await state()).territories[province.toLowerCase()]?.owner !== owner) {
        const owned = await t.service.adjust(id, { name: "GM" }, "set the scene", {
          kind: "set-owner",
          province,
          owner,
        });
        expect(owned.ok ? "" : owned.error).toBe("");
      }
      expect(
        (
          await t.service.adjust(id, { name: "GM" }, "set the scene", {
            kind: "set-divisions",
            province,
            divisions,
          })
        ).ok,
      ).toBe(true);
    }
    expect((await state()).territories.brazil).toMatchObject({ owner: a, armies: 6 });

    // V6/V7: the attack waits for b's answer
    const attack = await post(a, "Attack Peru from Brazil with 3");
    expect(attack).toMatchObject({ kind: "orders", receipt: { accepted: 1 } });
    expect((await state()).pending).toMatchObject({
      attacker: a,
      defender: b,
      from: "brazil",
      to: "peru",
      force: 3,
    });
    expect(await waiting()).toEqual([b]);
    expect(await post(a, "Pass")).toMatchObject({ kind: "orders", receipt: { accepted: 0 } });

    // V7: the GM closes the response window: no answer means hold, the battle is fought; the turn goes on
    const closed = await t.service.resolve(id, { name: "GM" }, { phase: "turn-1" });
    expect(closed.ok).toBe(true);
    if (!closed.ok) return;
    expect(closed.value.seed).toBe("");
    expect(render(closed.value.summary, "text")).toMatch(/Throw 1: /);
    expect((await state()).pending).toBeNull();
    expect(await waiting()).toEqual([b]);

    // V6: b passes; round 2: a moves, b passes; round 3: everyone passes, the turn ends (V9)
    expect(await post(b, "Pass")).toMatchObject({ receipt: { accepted: 1 } });
    expect(await post(a, "Move 1 from Brazil to Venezuela")).toMatchObject({ receipt: { accepted: 1 } });
    expect((await state()).territories.venezuela).toMatchObject({ owner: a, armies: 2 });
    expect(await post(b, "Pass")).toMatchObject({ receipt: { accepted: 1 } });
    expect(await post(a, "Pass")).toMatchObject({ receipt: { accepted: 1 } });
    const before = await state();
    const last = await post(b, "Pass");
    expect(last).toMatchObject({ receipt: { accepted: 1 } });
    expect(await window()).toBe("turn-2");
    expect(await phase()).toMatchObject({ ok: true, value: { year: 2 } });
    const after = await state();

    // the record of turn 1 (adjustments, the attack, the GM's close, the move, the passes) verifies
    const record = await t.service.publishedRecord(id);
    expect(record).toMatchObject({ ok: true, value: { turn: "turn-1" } });
    expect(record.ok && risk.engine.verifyRecord(record.value)).toMatchObject({ ok: true });

    // an edit leaves what was done (sequential); undo takes back b's last pass and reopens turn 1
    const edited = await t.service.ingest(id, "forum", [
      forumPost(`p${minute}`, b, at(), "Attack Brazil from Peru"),
    ]);
    expect(edited[0]).toMatchObject({ kind: "edited", voided: false });
    const undone = await t.service.undo(id, { name: "GM" });
    expect(undone.ok && render(undone.value, "text")).toContain(`${b}'s order "pass"`);
    expect(await window()).toBe("turn-1");
    expect(await state()).toEqual(before);
    // the same pass again: the same dice (the turn's seed stays revealed), the same turn 2
    expect(await post(b, "Pass")).toMatchObject({ receipt: { accepted: 1 } });
    expect(await state()).toEqual(after);
    expect((await t.service.status(id)).ok).toBe(true);
  });
});

/**
 * Where the generic play and Risk Variant One's older play (`RiskGames`, deleted since) parted, the migration's
 * to-do list: all closed (2026-12-07), and the registry plays Risk Variant One through the generic play. Closed
 * here: a "done" after a refused or unreadable order of the same post (V3, turn-3 ruling; `Ruleset.judgeInPost`);
 * scenario files and `--armies`; the GM's end, the V9 ranking and the roster logged with the end; an unknown
 * player's wording; the undo of an adjustment in words; the empty undo's wording. Closed in
 * generic-play-beside.test.ts, each pinned as the same answers from both plays: the waits with roles and the V7
 * response deadline (`Waiting.key`, `responseHours`, the ruleset's waiting words), waitingSince; the deal and the
 * dice from the seeds (`SetupInput.seed`, `reseed`); the GM's resolve and its undo in words; civil disorder; status,
 * JSON, receipts, preview odds; the picture's arrows; turn records and phase pages. Games stored by RiskGames are
 * converted once (src/game/risk/legacy-games.ts, tests/game/risk-legacy-game.test.ts). RiskGames is deleted.
 */
describe("Risk Variant One in the generic play: what its older play (RiskGames, deleted since) answered", () => {
  it('V3 (turn-3 ruling) a "done" after a refused order of the same post is refused and the step stays open, in both plays', async () => {
    // (RiskGames, deleted since, gave the same answers)
    const answers = [];
    for (const entry of [risk]) {
      const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [entry]);
      const created = await t.service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob"] });
      if (!created.ok) throw new Error(created.error);
      const id = created.value.id;
      // both plays keep a snapshot of the state with every logged step
      const s = riskStateSchema.safeParse((await t.store.latestSnapshot(id))?.state);
      const actor = (await t.service.waitingOn(id))[0]?.seat ?? "";
      // a territory costing more than the one army the first step takes up (V3)
      const dear = s.success
        ? Object.entries(s.data.territories).find(([, x]) => x.owner === null && x.income >= 2)?.[0]
        : "brazil";
      const [r] = await t.service.ingest(id, "forum", [
        forumPost("p1", actor, "2026-12-01T12:01:00Z", `Buy ${name(dear ?? "brazil")}`, "done"),
      ]);
      // an unreadable order keeps it open too
      const [u] = await t.service.ingest(id, "forum", [
        forumPost("p2", actor, "2026-12-01T12:02:00Z", "Buy Venezuala", "done"),
      ]);
      answers.push({
        lines: [r, u].map((x) =>
          x?.kind === "orders"
            ? x.receipt.lines.map((l) => [l.outcome, l.rule, /costs|stays open/.exec(l.message ?? "")?.[0]])
            : x?.kind,
        ),
        stillWaiting: (await t.service.waitingOn(id))[0]?.seat === actor,
      });
    }
    expect(answers[0]).toEqual({
      lines: [
        [
          ["rejected", "V3", "costs"],
          ["rejected", "V3", "stays open"],
        ],
        [
          ["unreadable", undefined, undefined],
          ["rejected", "V3", "stays open"],
        ],
      ],
      stillWaiting: true,
    });
    expect(answers).toHaveLength(1);
  });
});

describe("Risk Variant One in the generic engine mode", () => {
  it("V3 an adjudication case plays a set-up step by step from the seed, the GM's resolve closing a step", () => {
    const c = readCase(
      "risk.yaml",
      `title: the first set-up steps, one closed by the GM
rules: [V3]
scenario: { id: risk-v1, players: [Alice, Bob] }
seed: s1
orders:
  - { seat: Alice, command: { kind: done } }
  - { seat: Bob, command: { kind: done } }
  - { gm: resolve }
  - { seat: Alice, command: { kind: done } }
expected:
  verdicts: [V3, V3, V3]
`,
    );
    if (!c.ok) throw new Error(c.error.join("\n"));
    const played = risk.engine.playCase(c.value);
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    const s = riskStateSchema.parse(played.value.state);
    expect(s.phase).toBe("setup");
    // with seed s1 Alice deals, so Bob acts first (V2): Alice is refused; Bob's "done" opens Alice's step; the GM closes it; Bob again
    expect(played.value.verdicts.map((v) => v.message)).toEqual([
      "V3: it is Bob's set-up step, not yours (Alice)",
      "V3: Bob's set-up step is over (1 army stays active for later steps)",
      "V3: it is Bob's set-up step, not yours (Alice)",
    ]);
    expect(s.actor).toBe("Bob");
  });
});

describe("Risk Variant One through the generic play: the end of the game", () => {
  it("V9 a player left without territory by the GM's adjustments is out, the game is over: the last turn's seed is revealed and its record verifies", async () => {
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [risk]);
    const created = await t.service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob"] });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    const state = async () => riskStateSchema.parse((await t.store.latestSnapshot(id))?.state);
    let minute = 0;
    for (let n = 0; (await state()).phase === "setup"; n++) {
      expect(n).toBeLessThan(100);
      const s = await state();
      const actor = s.actor ?? "";
      const order = setupOrder(s);
      const at = new Date(Date.parse("2026-12-01T12:00:00Z") + ++minute * 60_000).toISOString();
      await t.service.ingest(id, "forum", [forumPost(`p${minute}`, actor, at, order, "done")]);
    }
    expect((await t.store.openPhaseOf(id))?.phase).toBe("turn-1");
    const bobs = Object.entries((await state()).territories).filter(([, x]) => x.owner === "Bob");
    for (const [territory] of bobs) {
      const done = await t.service.adjust(id, { name: "GM" }, "Bob resigns", {
        kind: "set-owner",
        province: name(territory),
        owner: "Alice",
      });
      expect(done.ok).toBe(true);
    }
    expect(await state()).toMatchObject({ gameOver: true, eliminated: ["Bob"] });
    expect(await t.service.info(id)).toMatchObject({ ok: true, value: { phase: "over" } });
    expect(await t.service.waitingOn(id)).toEqual([]);
    const record = await t.service.publishedRecord(id);
    expect(record).toMatchObject({ ok: true, value: { turn: "turn-1" } });
    expect(record.ok && risk.engine.verifyRecord(record.value)).toMatchObject({ ok: true });
    expect((await t.service.resolve(id, { name: "GM" })).ok).toBe(false);
  });
});

describe("Risk Variant One as playable(riskRuleset, meta): the game's own wording, scenarios and engine", () => {
  const entry = playable(riskRuleset, {
    wording: riskEntry.wording,
    handlesScenario: riskEntry.handlesScenario,
    engine: riskEngineMode,
  });

  it("V3 V6 the help and example are Risk Variant One's; orders parse as its engine reads them; its records and the generic play's both verify", async () => {
    expect(entry.wording).toBe(riskEntry.wording);
    expect(entry.wording.consoleHelp).toContain("/resolve           move the game on");
    expect(entry.handlesScenario("risk-v1")).toBe(true);
    expect(entry.handlesScenario("ww1907")).toBe(false);
    // the game's own engine: `orders parse` reads with territory ids, as `adjutant orders parse --scenario risk-v1`
    const parsed = entry.engine.parseOrders("risk-v1", "Attack Peru from Brazil", { phase: "actions" });
    expect(parsed.ok && parsed.value.json).toMatchObject({
      orders: [{ ok: true, command: { kind: "attack", from: "brazil", to: "peru" } }],
    });
    // its own records are still its own (a turn record of the older play) …
    expect(entry.engine.handlesRecord({ format: RISK_TURN_FORMAT })).toBe(true);
    // … and the set-up's record of the generic play verifies through it
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [entry]);
    const created = await t.service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob"] });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    const state = async () => riskStateSchema.parse((await t.store.latestSnapshot(id))?.state);
    for (let n = 0; (await state()).phase === "setup"; n++) {
      expect(n).toBeLessThan(100);
      const s = await state();
      const actor = s.actor ?? "";
      const order = setupOrder(s);
      const at = new Date(Date.parse("2026-12-01T12:00:00Z") + (n + 1) * 60_000).toISOString();
      await t.service.ingest(id, "forum", [forumPost(`p${n}`, actor, at, order, "done")]);
    }
    const record = await t.service.publishedRecord(id);
    expect(record).toMatchObject({ ok: true, value: { turn: "setup" } });
    expect(record.ok && entry.engine.handlesRecord(record.value)).toBe(true);
    expect(record.ok && entry.engine.verifyRecord(record.value)).toMatchObject({ ok: true });
  });
});

describe("Risk Variant One through the generic play: scenario files and starting armies", () => {
  const file = (text: string) => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-risk-generic-"));
    dirs.push(dir);
    const path = join(dir, "position.yaml");
    writeFileSync(path, text);
    return path;
  };

  it("V1 V4 V6 a position file (base: risk-v1) is set up as written; --armies sets the starting armies; a bad file names itself", async () => {
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [withFiles]);
    const position = file(THREE_IN_ACTIONS_BRAZIL_STRONG);
    expect(withFiles.handlesScenario(position)).toBe(true);
    const created = await t.service.createGame({ scenario: position });
    if (!created.ok) throw new Error(created.error);
    const s = riskStateSchema.parse((await t.store.latestSnapshot(created.value.id))?.state);
    expect(s).toMatchObject({ phase: "actions", dealer: "Cleo", actor: "Alice" });
    expect(s.territories.peru).toMatchObject({ owner: "Bob", armies: 3, income: 1 });
    // the players given at game new replace the file's
    const reseated = await t.service.createGame({
      scenario: "risk-v1",
      players: ["Dora", "Emil"],
      startingArmies: 3,
    });
    if (!reseated.ok) throw new Error(reseated.error);
    const fresh = riskStateSchema.parse((await t.store.latestSnapshot(reseated.value.id))?.state);
    expect(fresh.players.map((p) => [p.name, p.inactive + p.active])).toEqual([
      ["Dora", 3],
      ["Emil", 3],
    ]);
    expect(fresh.rulings.startingArmies).toBe(3);
    // a file with a territory that is not on the map: one line naming the file
    const bad = file(`base: risk-v1
players: [Alice, Bob]
phase: actions
territories:
  Atlantis: { owner: Alice, armies: 5, income: 2 }
`);
    const refused = await t.service.createGame({ scenario: bad });
    expect(refused.ok ? "made" : refused.error).toMatch(/position\.yaml.*Atlantis|Atlantis.*position\.yaml/);
  });

  it("V1 an unknown player is refused with the players in seat order, /players lists them so; the undo of an adjustment says what it changed, and an undo with nothing left says so", async () => {
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [withFiles]);
    const created = await t.service.createGame({
      scenario: file(THREE_IN_ACTIONS_BRAZIL_STRONG),
    });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    const unknown = await t.service.assignPlayer(id, "Dora", "x");
    expect(unknown.ok ? "assigned" : unknown.error).toBe(
      'no player "Dora" in this game (players, in seat order: Alice, Bob, Cleo)',
    );
    // /players: each player once, in seat order (as RiskGames listed them: a handle is shown only when it differs)
    expect(await t.service.playerList(id)).toEqual({ ok: true, value: "Alice, Bob, Cleo (in seat order)" });
    expect((await t.service.assignPlayer(id, "Bob", "bobby")).ok).toBe(true);
    expect(await t.service.playerList(id)).toEqual({
      ok: true,
      value: "Alice, Bob (bobby), Cleo (in seat order)",
    });
    const gm = { name: "Gamemaster" };
    expect(
      (await t.service.adjust(id, gm, "fix", { kind: "set-divisions", province: "Peru", divisions: 7 })).ok,
    ).toBe(true);
    const undone = await t.service.undo(id, gm);
    expect(undone.ok && render(undone.value, "text")).toContain(
      "Gamemaster undid the GM's adjustment (The GM set the armies of Peru to 7 (it was 3)).",
    );
    // V6: a game played in turn has nothing to undo before its first order
    const none = await t.service.undo(id, gm);
    expect(none.ok ? "undone" : none.error).toBe("nothing to undo: no order has been carried out yet");
  });
});

describe("Risk Variant One through the generic play: the end and the ranking", () => {
  it("V9 the GM ends it: territories, then total income, then seat order; logged with the players; a second end is refused; the log's replay gives the same", async () => {
    const dir = mkdtempSync(join(tmpdir(), "adjutant-risk-generic-end-"));
    dirs.push(dir);
    const scenario = join(dir, "position.yaml");
    writeFileSync(scenario, THREE_IN_ACTIONS_FIVE_TERRITORIES);
    const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [withFiles]);
    const created = await t.service.createGame({ scenario });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    expect(await t.service.ending(id)).toEqual({ ok: true, value: null });
    const ended = await t.service.endGame(id, { name: "GM" }, "time's up");
    expect(ended).toMatchObject({
      ok: true,
      value: {
        how: "gm",
        by: "GM",
        reason: "time's up",
        // two territories each, Bob's income 4 above Alice's 3; Cleo one territory
        places: [
          { seat: "Bob", place: 1, score: "2 territories, income 4" },
          { seat: "Alice", place: 2, score: "2 territories, income 3" },
          { seat: "Cleo", place: 3, score: "1 territories, income 2" },
        ],
      },
    });
    expect(await t.service.waitingOn(id)).toEqual([]);
    const again = await t.service.endGame(id, { name: "GM" }, "twice");
    expect(again.ok ? "ended" : again.error).toMatch(/over already/);
    const replayed = await t.service.ending(id, { replay: true });
    expect(replayed.ok && replayed.value?.places).toEqual(ended.ok && ended.value.places);
    // the step that ended it carries who held each seat then
    const last = (await t.store.listEventsBefore(id, Number.MAX_SAFE_INTEGER, 1))[0];
    expect(last?.payload_json).toMatchObject({
      action: { kind: "end", by: "GM" },
      roster: [{ seat: "Alice" }, {}, {}],
    });
  });
});
