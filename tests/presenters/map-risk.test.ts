import { describe, expect, it } from "vitest";
import { riskMarks } from "../../src/game/risk/map-picture.ts";
import type { IngestResult } from "../../src/game/types.ts";
import { builtInGeography } from "../../src/maps/geography.ts";
import { renderMapSvg } from "../../src/presenters/map-picture.ts";
import { classicMap } from "../../src/rulesets/risk-variant-one/classic-map.ts";
import type { RiskEvent } from "../../src/rulesets/risk-variant-one/events.ts";
import { post, testService } from "../game/helpers.ts";

/** Alice (Brazil, 6 armies) against Bob (Peru, 3) in the action rounds: tests/game/fixtures/risk-attack.yaml. */
async function attackGame() {
  const t = testService();
  const created = await t.service.createGame({ scenario: "tests/game/fixtures/risk-attack.yaml" });
  if (!created.ok) throw new Error(created.error);
  let step = 0;
  const say = async (author: string, text: string): Promise<IngestResult> => {
    step++;
    const at = new Date(Date.parse("2026-12-01T12:00:00Z") + step * 60_000);
    t.clock.now = at;
    const [r] = await t.service.ingest(created.value.id, "console", [
      post(author, [text], { postId: `p${step}`, postedAt: at.toISOString() }),
    ]);
    if (r?.kind !== "orders" || r.receipt.rejected > 0) throw new Error(`${author}: "${text}" was refused`);
    return r;
  };
  const svg = async () => {
    const picture = await t.service.picture(created.value.id, "svg");
    if (!picture.ok) throw new Error(picture.error);
    return picture.value.toString("utf8");
  };
  return { say, svg };
}

const ALICE = "#c0392b";
const HALO = "#ffd21f";

describe("the Risk picture's arrows and last action", () => {
  it("V7 V8 draws the last action: Alice's attack from Brazil on Peru as a haloed arrow in her colour, the battle, and what it did", async () => {
    const g = await attackGame();
    const before = await g.svg();
    expect(before).not.toContain(HALO);
    await g.say("Alice", "Attack Peru from Brazil with 5");
    // declared, awaiting Bob's answer: already drawn
    expect(await g.svg()).toMatch(new RegExp(`<path d="M[^"]*Q[^"]*" fill="none" stroke="${ALICE}"`));
    await g.say("Bob", "hold");
    const after = await g.svg();
    expect(after).toContain(`stroke="${HALO}"`);
    expect(after).toMatch(new RegExp(`<path d="M[^"]*Q[^"]*" fill="none" stroke="${ALICE}"`));
    expect(after).toMatch(/⚔5v3 (won|held)/);
    expect(after).toContain("Last action: ");
    expect(after).toContain("Brazil → Peru: 5 v 3. Losses");
    // the legend says what the halo means
    expect(after).toContain(">the last action<");
  });

  it("V6 V8 the turn's earlier actions keep their arrows; only the last one is haloed, and the caption is the last one's", async () => {
    const g = await attackGame();
    await g.say("Alice", "Attack Peru from Brazil with 5");
    await g.say("Bob", "hold");
    await g.say("Bob", "pass");
    const svg = await g.svg();
    expect(svg).toMatch(new RegExp(`<path d="M[^"]*Q[^"]*" fill="none" stroke="${ALICE}"`));
    expect(svg).not.toContain(`stroke="${HALO}"`);
    expect(svg).toContain("Last action: Bob passes.");
  });

  it("V7 V8 riskMarks: an attack that takes its target is won, a repelled one failed, a retreat and a move are moves", () => {
    const battle = (outcome: "captured" | "repelled", from: string, to: string): RiskEvent => ({
      type: "battle",
      from,
      to,
      attacker: "Alice",
      defender: "Bob",
      force: 5,
      defenders: 3,
      throws: [],
      attackerLosses: 1,
      defenderLosses: 3,
      outcome,
    });
    const marks = riskMarks(
      {
        earlier: [
          [battle("repelled", "brazil", "peru")],
          [
            {
              type: "retreated",
              defender: "Bob",
              from: "venezuela",
              to: "central-america",
              armies: 1,
              lost: 0,
            },
          ],
        ],
        last: [
          battle("captured", "brazil", "venezuela"),
          { type: "captured", attacker: "Alice", territory: "venezuela", from: "brazil", armies: 4 },
          { type: "moved", player: "Alice", from: "brazil", to: "venezuela", armies: 1 },
        ],
      },
      classicMap,
    );
    expect(marks.arrows).toEqual([
      { nation: "Alice", from: "brazil", to: "peru", kind: "attack", failed: true, last: false },
      { nation: "Bob", from: "venezuela", to: "central-america", kind: "move", failed: false, last: false },
      { nation: "Alice", from: "brazil", to: "venezuela", kind: "attack", failed: false, last: true },
      { nation: "Alice", from: "brazil", to: "venezuela", kind: "move", failed: false, last: true },
    ]);
    expect(marks.battles).toEqual([
      { at: "peru", attackers: 5, defenders: 3, won: false },
      { at: "venezuela", attackers: 5, defenders: 3, won: true },
    ]);
    expect(marks.captured).toEqual(["venezuela"]);
    expect(marks.caption).toMatch(/^Last action: /);
    // Risk is played in turns (V6): the legend's outline is "captured this turn"
    expect(marks.period).toBe("this turn");
    const svg = renderMapSvg(
      classicMap.data,
      { provinces: {}, fleets: [], nations: {}, ...marks },
      { geography: builtInGeography(classicMap.data) },
    );
    expect(svg).toContain(">captured this turn<");
    expect(svg).not.toContain(">captured this phase<");
  });
});
