import { describe, expect, it } from "vitest";
import type { IngestResult } from "../../src/game/types.ts";
import { render } from "../../src/presenters/render.ts";
import { classicMap } from "../../src/rulesets/risk-variant-one/classic-map.ts";
import type { RiskState } from "../../src/rulesets/risk-variant-one/state.ts";
import { verifyRiskTurn } from "../../src/rulesets/risk-variant-one/turn-record.ts";
import { post, riskStateOf, testService } from "./helpers.ts";

/**
 * A three-player Risk Variant One game through the game service, as the console, the forum and the bot drive it:
 * each order is carried out when posted (V6), whose turn it is is always said, and each turn's dice come from a
 * seed committed when the turn opens and revealed when it ends.
 */
async function newRiskGame() {
  const t = testService();
  const created = await t.service.createGame({
    scenario: "risk-v1",
    players: ["Alice", "Bob", "Cleo"],
    startingArmies: 10,
  });
  if (!created.ok) throw new Error(created.error);
  return { ...t, id: created.value.id };
}

let clockStep = 0;
async function say(
  t: Awaited<ReturnType<typeof newRiskGame>>,
  author: string,
  text: string,
): Promise<IngestResult> {
  clockStep++;
  const at = new Date(Date.parse("2026-12-01T12:00:00Z") + clockStep * 60_000);
  t.clock.now = at;
  const [r] = await t.service.ingest(t.id, "console", [
    post(author, [text], { postId: `r${clockStep}`, postedAt: at.toISOString() }),
  ]);
  if (!r) throw new Error("no result");
  return r;
}

async function riskState(t: Awaited<ReturnType<typeof newRiskGame>>): Promise<RiskState> {
  return await riskStateOf(t.store, t.id);
}

/** A legal set-up step for the actor: buy the cheapest affordable unbought territory, or place on an own one. */
function setupStep(state: RiskState): string {
  const me = state.players.find((p) => p.name === state.actor);
  const active = me?.active ?? 0;
  const unbought = Object.entries(state.territories)
    .filter(([, t]) => t.owner === null)
    .map(([id, t]) => ({ id, cost: Math.max(1, t.income) }))
    .filter((t) => t.cost <= active)
    .sort((a, b) => a.cost - b.cost);
  const name = (id: string) => classicMap.province(id)?.name ?? id;
  // placing a player's very last army ends their set-up step by itself (V3)
  const done = (spent: number) => (me?.inactive === 0 && spent === active ? "" : "; done");
  if (unbought[0]) return `Buy ${name(unbought[0].id)}${done(unbought[0].cost)}`;
  const own = Object.entries(state.territories).find(([, t]) => t.owner === state.actor);
  if (own && active > 0) return `Place ${active} in ${name(own[0])}${done(active)}`;
  return "done";
}

describe("Risk Variant One through the game service", () => {
  it("V1 V2 V3 V4 V5 V6 V9 three players play from the set-up into the second turn, each order carried out when posted", async () => {
    const t = await newRiskGame();
    const info = await t.service.info(t.id);
    expect(info.ok && info.value).toMatchObject({ ruleset: "risk-variant-one", phase: "setup" });
    const firstCommitment = info.ok ? info.value.commitment : null;
    expect(firstCommitment).toMatch(/^[0-9a-f]{64}$/);

    // Out of turn: refused with whose turn it is (V6 ruling).
    const s0 = await riskState(t);
    const other = ["Alice", "Bob", "Cleo"].find((p) => p !== s0.actor) ?? "Alice";
    const refused = await say(t, other, "Buy Brazil");
    expect(refused.kind).toBe("orders");
    if (refused.kind === "orders") {
      expect(refused.receipt.rejected).toBe(1);
      expect(refused.receipt.lines[0]?.message).toContain(String(s0.actor));
    }

    let guard = 0;
    while ((await riskState(t)).phase === "setup" && guard++ < 200) {
      const s = await riskState(t);
      const r = await say(t, String(s.actor), setupStep(s));
      expect(r.kind).toBe("orders");
      if (r.kind === "orders") expect(r.receipt.rejected).toBe(0);
    }
    const afterSetup = await riskState(t);
    expect(afterSetup.phase).not.toBe("setup");
    // V4: nothing is empty once the set-up is over.
    for (const terr of Object.values(afterSetup.territories)) expect(terr.armies).toBeGreaterThanOrEqual(1);
    // The set-up's seed is revealed; turn 1 has a new commitment.
    const info1 = await t.service.info(t.id);
    expect(info1.ok && info1.value.commitment).not.toBe(firstCommitment);

    // The GM closes the income phase if bonuses wait; then everyone passes: the turn ends (V6, V9).
    if ((await riskState(t)).phase === "income")
      expect((await t.service.resolve(t.id, { name: "GM" })).ok).toBe(true);
    expect((await riskState(t)).phase).toBe("actions");
    const turn = (await riskState(t)).turnNumber;
    for (let k = 0; k < 3; k++) {
      const s = await riskState(t);
      const r = await say(t, String(s.actor), "pass");
      expect(r.kind === "orders" && r.receipt.accepted).toBe(1);
    }
    const next = await riskState(t);
    expect(next.turnNumber).toBe(turn + 1);

    // Status and report say whose turn it is; the picture is a PNG.
    const status = await t.service.status(t.id);
    expect(status.ok && render(status.value, "text")).toMatch(/Waiting for: (Alice|Bob|Cleo)/);
    const picture = await t.service.picture(t.id);
    expect(picture.ok && picture.value.subarray(1, 4).toString()).toBe("PNG");

    // Auditable dice: the set-up and turn 1 are published and re-run from their revealed seeds (V2, V8).
    for (const seq of [1, 2]) {
      const record = await t.service.publishedRecord(t.id, seq);
      if (!record.ok) throw new Error(record.error);
      expect(verifyRiskTurn(record.value)).toMatchObject({ ok: true });
    }
    const setup = await t.service.publishedRecord(t.id, 1);
    if (!setup.ok) throw new Error(setup.error);
    const forged = structuredClone(setup.value) as { claimed: { state: RiskState } };
    const first = Object.keys(forged.claimed.state.territories)[0] ?? "alaska";
    const terr = forged.claimed.state.territories[first];
    if (terr) terr.armies += 1;
    expect(verifyRiskTurn(forged)).toMatchObject({ ok: false, stage: "state" });
    expect(await t.service.publishedRecord(t.id, 3)).toMatchObject({ ok: false });
  });

  it("V6 V7 V8 an attack waits for the defender; the answer fights it with the turn's dice, and the receipt lists every throw", async () => {
    const t = testService();
    const created = await t.service.createGame({ scenario: "tests/game/fixtures/risk-attack.yaml" });
    if (!created.ok) throw new Error(created.error);
    const g = { ...t, id: created.value.id };
    const declared = await say(g, "Alice", "Attack Peru from Brazil with 5");
    expect(declared.kind).toBe("orders");
    if (declared.kind !== "orders") return;
    expect(declared.receipt.accepted).toBe(1);
    expect(declared.receipt.waiting?.text).toMatch(
      /^Bob \(defender's response to Alice's attack on Peru, until /,
    );
    const preview = await g.service.preview(g.id, "Alice");
    expect(preview.ok && render(preview.value, "text")).toMatch(/If Bob holds: Peru falls \d+\.\d%/);
    // Cleo cannot act while Bob's answer is awaited.
    const early = await say(g, "Cleo", "pass");
    expect(early.kind === "orders" && early.receipt.rejected).toBe(1);
    const answer = await say(g, "Bob", "hold");
    expect(answer.kind).toBe("orders");
    if (answer.kind !== "orders") return;
    expect(render(answer.receipt.document, "text")).toMatch(
      /Brazil → Peru: 5 v 3\. Throw 1: \d( \d)* v \d( \d)*/,
    );
    const s = await riskState(g);
    expect(s.pending).toBeNull();
    // armies are conserved except by the battle's losses
    const total = (st: RiskState) => Object.values(st.territories).reduce((n, x) => n + x.armies, 0);
    expect(total(s)).toBeLessThan(6 + 3 + 42);

    // The GM undoes the battle: back to the attack awaiting its answer.
    const undone = await g.service.undo(g.id, { name: "GM" });
    expect(undone.ok && render(undone.value, "text")).toContain('undid Bob\'s order "hold"');
    expect((await riskState(g)).pending).not.toBeNull();
    const again = await say(g, "Bob", "hold");
    expect(again.kind === "orders" && render(again.receipt.document, "text")).toBe(
      answer.kind === "orders"
        ? render(answer.receipt.document, "text")
            .replace(answer.receipt.receiptId, again.kind === "orders" ? again.receipt.receiptId : "")
            .replace(`post ${answer.postId}`, `post ${again.postId}`)
        : "",
    );
  });

  it("V6 undoing the GM's skip of an absent player's action says it was the GM's skip, not the player's order", async () => {
    const t = testService();
    const created = await t.service.createGame({ scenario: "tests/game/fixtures/risk-attack.yaml" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    const moved = await t.service.resolve(id, { name: "GM" });
    expect(moved.ok && render(moved.value.summary, "text")).toContain(
      "GM skipped Alice's action: a pass (V6).",
    );
    const undone = await t.service.undo(id, { name: "GM" });
    const text = undone.ok ? render(undone.value, "text") : "";
    expect(text).toContain("GM undid the GM's skip of Alice's action (a pass, V6).");
    expect(text).not.toContain("order");
    expect(text).toMatch(/Waiting for: Alice \(action/);
  });
});
