import { describe, expect, it } from "vitest";
import { type RiskPost, runPosts } from "../../../src/rulesets/risk-variant-one/engine-mode.ts";
import { parseRiskOrders } from "../../../src/rulesets/risk-variant-one/language/parse.ts";
import type { RiskState } from "../../../src/rulesets/risk-variant-one/state.ts";
import { eventsOf, scenario, southAmerica } from "./helpers/game.ts";

const run = (state: RiskState, posts: RiskPost[]) => runPosts(state, posts, parseRiskOrders);
const codes = (r: ReturnType<typeof run>) => r.verdicts.map((v) => v.code);

describe("engine mode: posts in order, phases moving on by themselves", () => {
  it("V6 one verdict per order line, with the player, the text and the message", () => {
    const r = run(southAmerica(), [{ player: "Bob", text: "Pass" }]);
    expect(r.verdicts).toEqual([
      {
        player: "Bob",
        text: "Pass",
        accepted: false,
        code: "V6.out-of-turn",
        message: "V6: it is Alice's turn to act, not yours (Bob)",
      },
    ]);
  });

  it("V7 the defender's answer in a post settles the attack", () => {
    const r = run(southAmerica(), [
      { player: "Alice", text: "Attack Peru from Brazil with 4" },
      { player: "bob", text: "Retreat to Venezuela" },
    ]);
    expect(codes(r)).toEqual(["V6.attack", "V7.respond"]);
    expect(r.verdicts[1]!.player).toBe("Bob");
    expect(r.state.territories.peru).toEqual({ owner: "Alice", armies: 4, income: 1 });
  });

  it("V7 ruling: an attack not answered by the defender before another player posts is fought as a hold", () => {
    const r = run(southAmerica(), [
      { player: "Alice", text: "Attack Peru from Brazil" },
      { player: "Cleo", text: "Pass" },
    ]);
    expect(eventsOf(r.events, "response")[0]).toMatchObject({ response: "hold", source: "default" });
    expect(eventsOf(r.events, "battle")).toHaveLength(1);
    // the turn moved on to Bob, so Cleo's pass is out of turn
    expect(codes(r)).toEqual(["V6.attack", "V6.out-of-turn"]);
  });

  it("V7 an attack still waiting at the end of the file is fought as a hold", () => {
    const r = run(southAmerica(), [{ player: "Alice", text: "Attack Peru from Brazil, stop at 2" }]);
    expect(r.state.pending).toBeNull();
    expect(eventsOf(r.events, "battle")).toHaveLength(1);
  });

  it("V6 V9 V5 a round where everyone passed opens the income phase, and the actions start again", () => {
    const r = run(southAmerica(), [
      { player: "Alice", text: "pass" },
      { player: "Bob", text: "pass" },
      { player: "Cleo", text: "pass" },
      { player: "Alice", text: "Move 2 from Brazil to North Africa" },
    ]);
    expect(codes(r)).toEqual(["V6.pass", "V6.pass", "V6.pass", "V6.move"]);
    // Brazil 6 + income 2 − 2 moved
    expect(r.state.territories.brazil!.armies).toBe(6);
    expect(r.state).toMatchObject({ phase: "actions", turnNumber: 2, actor: "Bob" });
  });

  it("V5 bonus placements are posted in the income phase; the first action closes it", () => {
    const s = scenario({
      players: ["Alice", "Bob"],
      dealer: "Bob",
      phase: "income",
      territories: {
        Brazil: { owner: "Alice", armies: 2, income: 2 },
        Peru: { owner: "Alice", armies: 1 },
        Venezuela: { owner: "Alice", armies: 1 },
        Argentina: { owner: "Alice", armies: 1 },
        Egypt: { owner: "Bob", armies: 3 },
      },
    });
    const r = run(s, [
      { player: "Alice", text: "Place 1 in Brazil" },
      { player: "Alice", text: "Attack North Africa from Brazil" },
    ]);
    expect(codes(r)).toEqual(["V5.place", "V6.attack"]);
    // the second bonus army went to the South American territory with the fewest armies (Venezuela: first of the tied, in the continent's map order)
    expect(eventsOf(r.events, "placed").map((e) => e.territory)).toEqual(["brazil", "venezuela"]);
  });

  it("V3 a post by the player whose set-up step comes next closes the step before it", () => {
    const s = scenario({ players: ["Alice", "Bob"], dealer: "Bob", phase: "setup" }, "engine-setup");
    const cheap = Object.entries(s.territories)
      .filter(([, t]) => t.income === 0)
      .map(([id]) => id);
    const name = (id: string) => id.replace(/-/g, " ");
    const r = run(s, [
      { player: "Alice", text: `Buy ${name(cheap[0]!)}` },
      { player: "Bob", text: `Buy ${name(cheap[1]!)}` },
      { player: "Alice", text: `Place 1 in ${name(cheap[0]!)}` },
    ]);
    expect(codes(r)).toEqual(["V3.buy", "V3.buy", "V3.place"]);
    expect(r.state.territories[cheap[0]!]).toMatchObject({ owner: "Alice", armies: 2 });
  });

  it("a line the order language cannot read is refused as order.unreadable with its message", () => {
    const r = run(southAmerica(), [{ player: "Alice", text: "Atack Peru from Brazl" }]);
    expect(r.verdicts).toHaveLength(1);
    expect(r.verdicts[0]).toMatchObject({ accepted: false, code: "order.unreadable", player: "Alice" });
    expect(r.verdicts[0]!.message.length).toBeGreaterThan(0);
  });

  it("V1 posts by someone who is not seated are refused", () => {
    const r = run(southAmerica(), [{ player: "Mallory", text: "Pass" }]);
    expect(r.verdicts[0]).toMatchObject({ player: "Mallory", accepted: false, code: "V1.not-a-player" });
  });

  it("the same posts on the same state give the same result (replay)", () => {
    const posts: RiskPost[] = [
      { player: "Alice", text: "Attack Peru from Brazil" },
      { player: "Bob", text: "Hold" },
      { player: "Bob", text: "Attack Brazil from Venezuela" },
      { player: "Cleo", text: "Pass" },
    ];
    expect(run(southAmerica({}, "replay"), posts)).toEqual(run(southAmerica({}, "replay"), posts));
  });
});

describe("engine mode: a defender who posts an action instead of an answer", () => {
  it("V7 the attack is fought as a hold first, then the defender's action is judged in turn", () => {
    const r = runPosts(
      southAmerica({}, "defender-acts"),
      [
        { player: "Alice", text: "Attack Peru from Brazil, stop at 4" },
        { player: "Bob", text: "Move 1 from Venezuela to Peru" },
      ],
      parseRiskOrders,
    );
    expect(eventsOf(r.events, "response")[0]).toMatchObject({ response: "hold", source: "default" });
    expect(r.verdicts.map((v) => v.code)).toEqual(["V6.attack", "V6.move"]);
  });
});
