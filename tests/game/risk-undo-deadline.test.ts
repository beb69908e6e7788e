import { describe, expect, it } from "vitest";
import { render } from "../../src/presenters/render.ts";
import { post, riskGameAt } from "./helpers.ts";
import { THREE_IN_ACTIONS_BRAZIL_STRONG } from "./risk-positions.ts";

/** V7: the defender's response window keeps its deadline through an undo that brings the attack back. */
const SCENARIO = THREE_IN_ACTIONS_BRAZIL_STRONG;

describe("V7 response deadline and undo", () => {
  it("V7 after /undo of a closed response window, 'Waiting for' names the defender's deadline again", async () => {
    const t = await riskGameAt(SCENARIO);
    const gm = { name: "Gamemaster" };
    const [declared] = await t.service.ingest(t.id, "console", [
      post("Alice", ["Attack Peru from Brazil"], { postedAt: "2026-12-02T18:00:00.000Z" }),
    ]);
    const until = "until 2026-12-03 18:00 UTC";
    expect(declared?.kind === "orders" && declared.receipt.waiting?.text).toContain(until);
    const closed = await t.service.resolve(t.id, gm);
    expect(closed.ok).toBe(true);
    const undone = await t.service.undo(t.id, gm);
    expect(undone.ok).toBe(true);
    if (undone.ok) {
      expect(render(undone.value, "text")).toContain(
        `Waiting for: Bob (defender's response to Alice's attack on Peru, ${until}; no answer means hold)`,
      );
    }
    const status = await t.service.status(t.id);
    expect(status.ok && render(status.value, "text")).toContain(until);
    const info = await t.service.info(t.id);
    expect(info.ok && info.value.deadline).toBe("2026-12-03T18:00:00.000Z");
  });

  it("V7 a deadline the GM set for the window comes back with the attack too, and a settled attack shows none", async () => {
    const t = await riskGameAt(SCENARIO);
    const gm = { name: "Gamemaster" };
    await t.service.ingest(t.id, "console", [
      post("Alice", ["Attack Peru from Brazil"], { postedAt: "2026-12-02T18:00:00.000Z" }),
    ]);
    expect((await t.service.setDeadline(t.id, "2026-12-02T21:00:00Z")).ok).toBe(true);
    expect((await t.service.resolve(t.id, gm)).ok).toBe(true);
    const after = await t.service.status(t.id);
    expect(after.ok && render(after.value, "text")).not.toContain("2026-12-02 21:00 UTC");
    await t.service.undo(t.id, gm);
    const back = await t.service.status(t.id);
    expect(back.ok && render(back.value, "text")).toContain("until 2026-12-02 21:00 UTC");
  });
});

describe("V5 the income phase has no deadline of one player's", () => {
  it("V5 with one player owing a continent bonus, the GM's deadline is refused: the GM closes the income phase with resolve", async () => {
    // Alice holds all of South America, so she alone owes a bonus (V5)
    const t = await riskGameAt(`base: risk-v1
players: [Alice, Bob, Cleo]
dealer: Cleo
phase: income
territories:
  Venezuela: { owner: Alice, armies: 2, income: 1 }
  Peru: { owner: Alice, armies: 2, income: 1 }
  Brazil: { owner: Alice, armies: 2, income: 2 }
  Argentina: { owner: Alice, armies: 2, income: 1 }
  Central America: { owner: Bob, armies: 3, income: 1 }
  North Africa: { owner: Cleo, armies: 4, income: 2 }
`);
    expect((await t.service.waitingOn(t.id)).map((w) => w.seat)).toEqual(["Alice"]);
    const set = await t.service.setDeadline(t.id, "2026-12-02T21:00:00Z");
    expect(set.ok ? "set" : set.error).toBe(
      "nobody's action is awaited now (the income phase waits for every player: the GM closes it with resolve)",
    );
  });
});
