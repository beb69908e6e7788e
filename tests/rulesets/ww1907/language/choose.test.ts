import { describe, expect, it } from "vitest";
import type { Command } from "../../../../src/rulesets/ww1907/commands.ts";
import {
  applyChoices,
  describeCommand,
  describeReadings,
} from "../../../../src/rulesets/ww1907/language/choose.ts";
import type { OrderLine } from "../../../../src/rulesets/ww1907/language/order-line.ts";

const move: Command = { kind: "move", from: "warsaw", to: "krakow", count: 3 };
const attack: Command = { kind: "attack", target: "krakow", sources: [{ from: "warsaw", count: 3 }] };
const build: Command = { kind: "build", unit: "division", province: "moscow", count: 1 };
const lines: OrderLine[] = [
  { text: "Warsaw -> Krakow (3)", ok: false, ambiguous: true, readings: [move, attack] },
  { text: "Build 1 in Moscow", ok: true, command: build },
  { text: "Kiev -> Minsk 2", ok: false, ambiguous: true, readings: [move, attack] },
];

describe("choose", () => {
  it("settles the first pending order with the chosen reading (1-based)", () => {
    const out = applyChoices(lines, [2]);
    expect(out.lines[0]).toEqual({ text: "Warsaw -> Krakow (3)", ok: true, command: attack });
    expect(out.lines[2]).toEqual(lines[2]);
    expect(out.outcomes).toEqual([
      { choose: 2, applied: true, text: "Warsaw -> Krakow (3)", command: attack },
    ]);
  });

  it("settles pending orders in written order, one pick each", () => {
    const out = applyChoices(lines, [1, 2]);
    expect(out.lines.map((l) => ("command" in l ? l.command.kind : "pending"))).toEqual([
      "move",
      "build",
      "attack",
    ]);
  });

  it("does nothing for a number out of range or when nothing is pending, and says why", () => {
    const out = applyChoices(lines, [3]);
    expect(out.lines).toEqual(lines);
    expect(out.outcomes[0]).toMatchObject({
      applied: false,
      reason: expect.stringContaining("only 2 readings"),
    });
    const none = applyChoices([lines[1] as OrderLine], [1]);
    expect(none.outcomes[0]).toMatchObject({ applied: false, reason: "no order is waiting for a choice" });
  });

  it("does not change the lines it is given", () => {
    const copy = structuredClone(lines);
    applyChoices(lines, [1, 1]);
    expect(lines).toEqual(copy);
  });

  it("numbers readings for a reply", () => {
    expect(describeReadings([move, attack])).toEqual([
      "1. move 3 from warsaw to krakow",
      "2. attack krakow with 3 from warsaw",
    ]);
    expect(
      describeCommand({ kind: "sail", from: "black-sea", to: "aegean-sea", count: 2, divisions: 4 }),
    ).toBe("sail 2 ships from black-sea to aegean-sea carrying 4");
  });
});
