import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PlayableRuleset } from "../../../src/game/game-play.ts";
import { playable } from "../../../src/game/generic-play/playable.ts";
import { riskEntry } from "../../../src/game/risk/entry.ts";
import { readRiskScenarioFile } from "../../../src/game/risk/scenario-files.ts";
import { render } from "../../../src/presenters/render.ts";
import { riskRuleset } from "../../../src/rulesets/risk-variant-one/ruleset.ts";
import { riskStateSchema } from "../../../src/rulesets/risk-variant-one/state.ts";
import { verifyRiskTurn } from "../../../src/rulesets/risk-variant-one/turn-record.ts";
import { openDatabase } from "../../../src/storage/database.ts";
import { SqliteDatabase } from "../../../src/storage/sqlite/sqlite-database.ts";
import { contractService, forumPost } from "../../contract/contract-games.ts";
import { THREE_IN_ACTIONS, THREE_IN_ACTIONS_BRAZIL_STRONG } from "../../game/risk-positions.ts";

/**
 * The generic play (`playable(riskRuleset)`) given the games that compared it with Risk Variant One's older play
 * (`RiskGames`, deleted once the registry switched, issue #25): each difference closed on the way is pinned here by
 * the answers both plays gave.
 */
const generic = playable(riskRuleset, {
  handlesScenario: riskEntry.handlesScenario,
  readScenario: readRiskScenarioFile,
  idPrefix: "risk-v1",
});
const dir = mkdtempSync(join(tmpdir(), "adjutant-risk-beside-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
function file(yaml: string): string {
  const path = join(dir, `position-${++files}.yaml`);
  writeFileSync(path, yaml);
  return path;
}
const ATTACK = THREE_IN_ACTIONS_BRAZIL_STRONG;

/**
 * The plays compared: the generic one. Until RiskGames was deleted (issue #25) each test also played it and required
 * the same answers; the answers pinned below are those both gave.
 */
async function bothPlays(): Promise<PlayableRuleset[]> {
  return [generic];
}

/** A game of the position in a fresh service of one play. */
async function gameOf(entry: PlayableRuleset, yaml: string) {
  const t = contractService(new SqliteDatabase(openDatabase(":memory:")), [entry]);
  const created = await t.service.createGame({ scenario: file(yaml) });
  if (!created.ok) throw new Error(created.error);
  return { ...t, id: created.value.id };
}

/** The "Waiting for:" line of a rendered document, without the trailing period only one play writes. */
function waitingLine(text: string): string | undefined {
  return /Waiting for:\*{0,2} (.*)$/m.exec(text)?.[1]?.replace(/\.$/, "");
}

describe("Risk Variant One in the generic play: the answers it and its older play (RiskGames, deleted) gave", () => {
  it("V6 V7 the waiting line names the role; the response window's deadline is the ruling's hours after the attack, comes back with an undo, is gone once settled; a post after it closes it first; waitingSince is when the wait began", async () => {
    const answers = [];
    for (const entry of await bothPlays()) {
      const t = await gameOf(entry, ATTACK);
      const gm = { name: "Gamemaster" };
      const say: Record<string, unknown> = {};
      say.opening = waitingLine(render(await doc(t.service.status(t.id)), "text"));
      t.clock.now = new Date("2026-12-02T18:05:00.000Z");
      const [attack] = await t.service.ingest(t.id, "forum", [
        forumPost("p1", "Alice", "2026-12-02T18:00:00.000Z", "Attack Peru from Brazil"),
      ]);
      say.receipt = attack?.kind === "orders" ? attack.receipt.waiting?.text : attack?.kind;
      say.mentions = (await t.service.waitingOn(t.id)).map((w) => w.seat);
      say.deadline = (await t.service.info(t.id)).ok
        ? ((await t.service.info(t.id)) as { value: { deadline: unknown } }).value.deadline
        : null;
      say.since = await t.service.waitingSince(t.id);
      say.status = waitingLine(render(await doc(t.service.status(t.id)), "text"));
      // the GM's own deadline for the window, then the window closed by the GM
      say.set = (await t.service.setDeadline(t.id, "2026-12-02T21:00:00Z")).ok;
      say.gmDeadline = waitingLine(render(await doc(t.service.status(t.id)), "text"));
      say.resolved = (await t.service.resolve(t.id, gm)).ok;
      say.settled = waitingLine(render(await doc(t.service.status(t.id)), "text"));
      say.settledDeadline = (await t.service.info(t.id)).ok
        ? ((await t.service.info(t.id)) as { value: { deadline: unknown } }).value.deadline
        : null;
      // the undo brings the attack back, and its deadline with it
      const undone = await t.service.undo(t.id, gm);
      say.undone = undone.ok ? waitingLine(render(undone.value, "text")) : undone.error;
      say.back = waitingLine(render(await doc(t.service.status(t.id)), "text"));
      // V7: a post read after the response time closes the window first, as a hold
      t.clock.now = new Date("2026-12-02T22:00:00.000Z");
      const [late] = await t.service.ingest(t.id, "forum", [
        forumPost("p2", "Bob", "2026-12-02T21:30:00.000Z", "pass"),
      ]);
      say.late = late?.kind === "orders" ? late.receipt.lines.map((l) => [l.outcome, l.rule]) : late?.kind;
      say.lateWaiting = late?.kind === "orders" ? late.receipt.waiting?.text : null;
      say.afterLate = (await t.service.waitingOn(t.id)).map((w) => w.seat);
      answers.push(say);
    }
    expect(answers[0]).toMatchObject({
      receipt:
        "Bob (defender's response to Alice's attack on Peru, until 2026-12-03 18:00 UTC; no answer means hold)",
      mentions: ["Bob"],
      deadline: "2026-12-03T18:00:00.000Z",
      since: "2026-12-02T18:05:00.000Z",
      gmDeadline: expect.stringContaining("until 2026-12-02 21:00 UTC"),
      back: expect.stringContaining("until 2026-12-02 21:00 UTC"),
      settledDeadline: null,
    });
    expect(answers[0]?.settled).not.toContain("21:00");
    expect(answers).toHaveLength(1);
  });
});

describe("Risk Variant One: the GM's resolve and its undo in words, in both plays", () => {
  it("V6 V7 the GM's resolve says what it did (the response window closed as a hold, an absent player's pass), what happened and whom the game waits for; its undo names it", async () => {
    const answers = [];
    for (const entry of await bothPlays()) {
      const t = await gameOf(entry, ATTACK);
      const gm = { name: "GM" };
      const lines = (text: string) =>
        text
          .split("\n")
          .map((l) => l.replace(/^[-*•]\s*/, "").trim())
          .filter((l) => /^GM |^Income|^Alice|^Bob|^Cleo/.test(l));
      const say: Record<string, unknown> = {};
      // V6: Alice is absent: the GM skips her action as a pass
      const skip = await doc(t.service.resolve(t.id, gm));
      say.skip = lines(render(skip.summary, "text"));
      say.skipWaiting = waitingLine(render(skip.summary, "text"));
      say.skipSummary = render(skip.summary, "text");
      const undone = await t.service.undo(t.id, gm);
      say.undone = undone.ok
        ? render(undone.value, "text")
            .split("\n")
            .find((l) => l.includes("undid"))
        : null;
      // V7: an attack nobody answers: the GM closes the response window, the attack is fought as a hold
      await t.service.ingest(t.id, "forum", [
        forumPost("p1", "Alice", "2026-12-01T12:05:00.000Z", "Attack Peru from Brazil"),
      ]);
      const closed = await doc(t.service.resolve(t.id, gm));
      say.closed = lines(render(closed.summary, "text"));
      say.closedSummary = render(closed.summary, "text");
      const undoneClose = await t.service.undo(t.id, gm);
      say.undoneClose = undoneClose.ok
        ? render(undoneClose.value, "text")
            .split("\n")
            .find((l) => l.includes("undid"))
        : null;
      answers.push(say);
    }
    expect(answers[0]).toMatchObject({
      skip: expect.arrayContaining(["GM skipped Alice's action: a pass (V6)."]),
      undone:
        "GM undid the GM's skip of Alice's action (a pass, V6). The game is back to the state before it.",
      closed: expect.arrayContaining([
        "GM closed Bob's response window: the attack is fought as a hold (V7).",
      ]),
    });
    expect(answers).toHaveLength(1);
  });
});

describe("Risk Variant One: seats in civil disorder, in both plays", () => {
  it("V6 V7 a booted seat passes its action at once, and answers an attack on it with hold as soon as it is made; the same lines and states", async () => {
    const answers = [];
    for (const entry of await bothPlays()) {
      const t = await gameOf(entry, THREE_IN_ACTIONS);
      const gm = { name: "Gamemaster", gm: true };
      const booted = await t.service.absence.boot(t.id, "Alice", gm);
      const after = await t.store.latestSnapshot(t.id);
      const [attack] = await t.service.ingest(t.id, "forum", [
        forumPost("p1", "Bob", "2026-12-01T12:05:00.000Z", "Attack Brazil from Peru with 5"),
      ]);
      const end = riskStateSchema.parse((await t.store.latestSnapshot(t.id))?.state);
      answers.push({
        lines: booted.ok ? booted.value.lines : booted.error,
        actor: riskStateSchema.parse(after?.state).actor,
        attack: attack?.kind === "orders" ? attack.receipt.lines.map((l) => l.outcome) : attack?.kind,
        pending: end.pending,
        brazil: end.territories.brazil,
        waiting: (await t.service.waitingOn(t.id)).map((w) => w.seat),
      });
    }
    expect(answers[0]).toMatchObject({
      lines: expect.arrayContaining(["Alice is in civil disorder: passes its action (V6)."]),
      actor: "Bob",
      attack: ["accepted"],
      pending: null,
    });
    expect(answers).toHaveLength(1);
  });
});

describe("Risk Variant One: what players and the GM read, in both plays", () => {
  it("V2 V3 V5 V6 V7 V8 status (all, one seat, during the set-up with the dealer's roll and the deal), status --json, report --json, a receipt and a preview's odds are the same", async () => {
    const answers = [];
    for (const entry of await bothPlays()) {
      const say: Record<string, unknown> = {};
      // V2 V3: a fresh game in its set-up: the dealer's roll, the deal, whose step
      const fresh = contractService(new SqliteDatabase(openDatabase(":memory:")), [entry]);
      const made = await fresh.service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob", "Cleo"] });
      if (!made.ok) throw new Error(made.error);
      say.setup = render(await doc(fresh.service.status(made.value.id)), "text");
      say.setupJson = await doc(fresh.service.statusJson(made.value.id));
      // V6 V7 V8: a game in its actions, an attack awaiting its answer
      const t = await gameOf(entry, ATTACK);
      const [attack] = await t.service.ingest(t.id, "forum", [
        forumPost("p1", "Alice", "2026-12-02T18:00:00.000Z", "Attack Peru from Brazil", "Pass"),
      ]);
      say.receipt = attack?.kind === "orders" ? render(attack.receipt.document, "text") : attack?.kind;
      say.status = render(await doc(t.service.status(t.id)), "text");
      say.seat = render(await doc(t.service.status(t.id, "bob")), "text");
      say.statusJson = await doc(t.service.statusJson(t.id));
      say.seatJson = await doc(t.service.statusJson(t.id, "Bob"));
      say.reportJson = await doc(t.service.reportJson(t.id));
      const preview = render(await doc(t.service.preview(t.id, "Alice")), "text");
      say.odds = preview.split("\n").find((l) => l.includes("If Bob holds"));
      say.report = render(await doc(t.service.report(t.id)), "text");
      answers.push(say);
    }
    expect(answers[0]?.setup).toMatch(/Dealer's roll \(V2\)/);
    expect(answers[0]?.odds).toMatch(/If Bob holds: Peru falls \d+\.\d%/);
    expect(answers[0]?.reportJson).toMatchObject({
      pending: { attacker: "Alice", defender: "Bob", to: "peru" },
    });
    expect(answers).toHaveLength(1);
  });
});

describe("Risk Variant One: the map picture, in both plays", () => {
  it("V6 V7 V8 the turn's attack keeps its arrow after a later step, the last step is haloed with its caption: the same SVG after each step and in the GM's resolve", async () => {
    const answers = [];
    for (const entry of await bothPlays()) {
      const t = await gameOf(entry, ATTACK);
      const svg = async () => (await doc(t.service.picture(t.id, "svg"))).toString("utf8");
      const pictures = [await svg()];
      await t.service.ingest(t.id, "forum", [
        forumPost("p1", "Alice", "2026-12-02T18:00:00.000Z", "Attack Peru from Brazil"),
      ]);
      pictures.push(await svg());
      const resolved = await doc(t.service.resolve(t.id, { name: "GM" }));
      pictures.push(await svg());
      await t.service.ingest(t.id, "forum", [forumPost("p2", "Bob", "2026-12-02T19:00:00.000Z", "Pass")]);
      pictures.push(await svg());
      answers.push({ pictures, resolvedPng: (await resolved.picture()).length > 0 });
    }
    // the attack's arrow (a curved path) is drawn from the attack on
    expect(answers[0]?.pictures[1]).toMatch(/<path d="M[^"]*Q/);
    expect(answers[0]?.pictures[3]).toMatch(/<path d="M[^"]*Q/);
    expect(answers).toHaveLength(1);
  });
});

describe("Risk Variant One: published turn records and their pages, in both plays", () => {
  it("V6 V7 V8 V9 the first window's record starts from the scenario as read; a turn's record holds its orders, the GM's steps and an adjustment; both verify (verifyRiskTurn) and show the same page", async () => {
    const answers = [];
    for (const entry of await bothPlays()) {
      const say: Record<string, unknown> = {};
      // V6 V7 V8 V9: a turn with an attack closed by the GM, an adjustment and passes to its end
      const t = await gameOf(entry, ATTACK);
      await t.service.ingest(t.id, "forum", [
        forumPost("p1", "Alice", "2026-12-02T18:00:00.000Z", "Attack Peru from Brazil"),
      ]);
      await t.service.resolve(t.id, { name: "GM" });
      await t.service.adjust(t.id, { name: "GM" }, "fix", {
        kind: "set-divisions",
        province: "Peru",
        divisions: 7,
      });
      for (let n = 0; n < 12; n++) {
        const info = await doc(t.service.info(t.id));
        if (info.year > 1 || info.phase === "over") break;
        await t.service.resolve(t.id, { name: "GM" });
      }
      const turn = await doc(t.service.publishedRecord(t.id));
      say.turnVerify = verifyRiskTurn(turn);
      say.turn = (turn as { turn: unknown }).turn;
      say.start = Object.keys((turn as { start: object }).start);
      say.turnSteps = (turn as { steps: unknown }).steps;
      say.turnClaimed = (turn as { claimed: unknown }).claimed;
      const phases = await t.store.listPhases(t.id);
      say.page = await doc(t.service.phasePage(t.id, phases[0]?.seq ?? 1));
      answers.push(say);
    }
    expect(answers[0]).toMatchObject({
      turnVerify: { ok: true },
      // the game's first window: its record starts from the scenario as read (the set-up replays from the seed)
      start: ["scenario"],
      turn: "turn-1",
      turnSteps: expect.arrayContaining([
        { player: "Alice", command: expect.objectContaining({ kind: "attack" }) },
        { gm: "close-response" },
        { adjust: expect.objectContaining({ territory: "peru" }) },
      ]),
    });
    expect(answers).toHaveLength(1);
  });
});

async function doc<T>(p: Promise<{ ok: true; value: T } | { ok: false; error: string }>): Promise<T> {
  const r = await p;
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
