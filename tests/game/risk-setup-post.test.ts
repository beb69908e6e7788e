import { describe, expect, it } from "vitest";
import type { IngestResult } from "../../src/game/types.ts";
import { render } from "../../src/presenters/render.ts";
import { post, riskGameAt, riskStateOf } from "./helpers.ts";

/**
 * V3 turn-3 ruling, through the game service (forum, console and Discord posts): a set-up step ends by itself when
 * the player's last army is placed, and a "done" after it in the same post is no error; a step never ends while an
 * order of the same post could not be read or was refused.
 */
const position = `base: risk-v1
players: [Alice, Bob]
dealer: Bob
phase: setup
actor: Alice
territories:
  Brazil: { owner: Alice, armies: 1, income: 2 }
  Peru: { owner: Bob, armies: 1, income: 1 }
  Venezuela: { income: 1 }
pools:
  Alice: { inactive: 0, active: 1 }
  Bob: { inactive: 2, active: 0 }
`;

async function say(t: Awaited<ReturnType<typeof riskGameAt>>, author: string, text: string, n: number) {
  const [r] = await t.service.ingest(t.id, "forum", [
    post(author, [text], { postId: `s${n}`, postedAt: `2026-12-01T13:0${n}:00.000Z` }),
  ]);
  if (r?.kind !== "orders") throw new Error(`expected a receipt, got ${r?.kind}`);
  return r as Extract<IngestResult, { kind: "orders" }>;
}

describe("V3 set-up posts", () => {
  it("V3 'place 1 in Brazil; done' with the last army: the step ends by itself and the trailing done is no error", async () => {
    const t = await riskGameAt(position);
    const r = await say(t, "Alice", "Place 1 in Brazil; done", 1);
    expect(r.receipt.lines.map((l) => l.outcome)).toEqual(["accepted", "accepted"]);
    expect(r.receipt.rejected).toBe(0);
    const text = render(r.receipt.document, "text");
    expect(text).not.toContain("❌");
    expect(text).not.toContain("it is Bob's set-up step");
    const s = await riskStateOf(t.store, t.id);
    expect(s.territories.brazil!.armies).toBe(2);
    // the next step is Bob's, opened once (the trailing done did not close it)
    expect(s.actor).toBe("Bob");
    expect(s.players.find((p) => p.name === "Bob")).toMatchObject({ inactive: 1, active: 1 });
  });

  it("V3 'buy Venezuala; done' (misspelt): done is refused with the reason and the step stays open", async () => {
    const t = await riskGameAt(position);
    const r = await say(t, "Alice", "Buy Venezuala; done", 1);
    expect(r.receipt.lines.map((l) => l.outcome)).toEqual(["unreadable", "rejected"]);
    expect(r.receipt.lines[1]?.message).toBe(
      'V3: your set-up step stays open because "Buy Venezuala" was not carried out; put it right, then post "done" (Alice)',
    );
    const s = await riskStateOf(t.store, t.id);
    expect(s.actor).toBe("Alice");
    expect(s.players.find((p) => p.name === "Alice")).toMatchObject({ active: 1 });
    // put right in the next post, the step goes on as usual
    const fixed = await say(t, "Alice", "Buy Venezuela", 2);
    expect(fixed.receipt.rejected).toBe(0);
    expect((await riskStateOf(t.store, t.id)).territories.venezuela).toMatchObject({
      owner: "Alice",
      armies: 1,
    });
  });

  it("V3 a refused order (not only an unreadable one) keeps the step open too", async () => {
    const t = await riskGameAt(position);
    const r = await say(t, "Alice", "Place 1 in Peru; done", 1);
    expect(r.receipt.lines.map((l) => l.outcome)).toEqual(["rejected", "rejected"]);
    expect(r.receipt.lines[1]?.message).toContain('"Place 1 in Peru" was not carried out');
    expect((await riskStateOf(t.store, t.id)).actor).toBe("Alice");
  });
});
