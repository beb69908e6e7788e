import { describe, expect, it } from "vitest";
import { riskCommandText } from "../../../src/game/risk/command-text.ts";
import { riskWording } from "../../../src/game/risk/wording.ts";
import { apply } from "../../../src/rulesets/risk-variant-one/apply.ts";
import { classicMap } from "../../../src/rulesets/risk-variant-one/classic-map.ts";
import { type RiskCommandKind, riskCommandSchema } from "../../../src/rulesets/risk-variant-one/commands.ts";
import { describeRiskEvent, placeName } from "../../../src/rulesets/risk-variant-one/describe.ts";
import { judge } from "../../../src/rulesets/risk-variant-one/judge.ts";
import { parseRiskOrders } from "../../../src/rulesets/risk-variant-one/language/parse.ts";
import {
  type CommandOf,
  HELP_LINES,
  helpLines,
  ORDER_KINDS,
  orderKind,
} from "../../../src/rulesets/risk-variant-one/orders/index.ts";
import type { RiskState } from "../../../src/rulesets/risk-variant-one/state.ts";
import { southAmerica } from "./helpers/game.ts";

/**
 * #25 item 3: every kind of Risk Variant One order is one file in src/rulesets/risk-variant-one/orders/, listed once
 * in ORDER_KINDS. A kind in the command schema without its registry line fails here, and so does a kind missing
 * its grammar, judge, apply, text or help.
 */

/** One command of every kind, with who posts it and the state it is judged in (the record must name every kind). */
const SAMPLES: { [K in RiskCommandKind]: { player: string; command: CommandOf<K>; text: string } } = {
  buy: { player: "Alice", command: { kind: "buy", territory: "peru" }, text: "Buy Peru" },
  place: {
    player: "Alice",
    command: { kind: "place", count: 2, territory: "brazil" },
    text: "Place 2 in Brazil",
  },
  done: { player: "Alice", command: { kind: "done" }, text: "done" },
  attack: {
    player: "Alice",
    command: { kind: "attack", from: "brazil", to: "peru", force: 4, stopAt: 1 },
    text: "Attack Peru from Brazil with 4, stop at 1",
  },
  move: {
    player: "Alice",
    command: { kind: "move", from: "brazil", to: "north-africa", count: 2 },
    text: "Move 2 from Brazil to North Africa",
  },
  salt: { player: "Alice", command: { kind: "salt", territory: "brazil" }, text: "Salt Brazil" },
  improve: { player: "Alice", command: { kind: "improve", territory: "brazil" }, text: "Improve Brazil" },
  pass: { player: "Alice", command: { kind: "pass" }, text: "pass" },
  respond: {
    player: "Bob",
    command: { kind: "respond", response: "retreat", to: "venezuela" },
    text: "Retreat to Venezuela",
  },
  standing: {
    player: "Bob",
    command: { kind: "standing", territory: "peru", response: "retreat", to: "venezuela" },
    text: "If Peru is attacked, retreat to Venezuela",
  },
  "withdraw-standing": {
    player: "Bob",
    command: { kind: "withdraw-standing", territory: "peru" },
    text: "Cancel standing order for Peru",
  },
};

const schemaKinds = (): string[] =>
  riskCommandSchema.options.map((option) => String(option.shape.kind.value));

/** Alice's turn in the action rounds; for an answer, with Alice's attack on Peru waiting for Bob. */
function stateFor(kind: RiskCommandKind): RiskState {
  const state = southAmerica();
  if (kind === "respond") {
    return apply(state, "Alice", { kind: "attack", from: "brazil", to: "peru" }).state;
  }
  if (kind === "withdraw-standing") {
    return apply(state, "Bob", SAMPLES.standing.command).state;
  }
  return state;
}

describe("the order kinds of Risk Variant One (orders/)", () => {
  it("every command kind of the schema has exactly one entry in ORDER_KINDS, and no entry is extra", () => {
    const listed = ORDER_KINDS.map((k) => k.kind);
    for (const kind of schemaKinds()) {
      expect(
        listed.filter((k) => k === kind),
        `${kind}: one line in orders/index.ts`,
      ).toHaveLength(1);
    }
    expect([...listed].sort()).toEqual(schemaKinds().sort());
  });

  it("every kind has grammar, rules, judge, apply, text and help", () => {
    for (const k of ORDER_KINDS) {
      expect(k.grammar.length, `${k.kind}: grammar`).toBeGreaterThan(0);
      expect(k.rules, `${k.kind}: rules`).toMatch(/^V\d( V\d)*$/);
      for (const fn of [k.territories, k.judge, k.apply, k.eventText, k.text])
        expect(fn).toBeTypeOf("function");
      expect(k.help.usages.length, `${k.kind}: help`).toBeGreaterThan(0);
      expect(k.help.moments.length, `${k.kind}: help moments`).toBeGreaterThan(0);
      expect(orderKind(k.kind)).toBe(k);
    }
  });

  it("each grammar family and each event type belongs to one kind", () => {
    const families = ORDER_KINDS.flatMap((k) => k.grammar.map((g) => g.family));
    expect(new Set(families).size).toBe(families.length);
    const verbs = ORDER_KINDS.flatMap((k) => k.grammar.flatMap((g) => g.verbs));
    expect(new Set(verbs).size).toBe(verbs.length);
    const events = ORDER_KINDS.flatMap((k) => k.eventTypes);
    expect(new Set(events).size).toBe(events.length);
  });

  it("V3 V5 V6 V7 each kind's phrasing reads as its command, and its canonical text names the places", () => {
    const place = placeName(classicMap);
    for (const k of ORDER_KINDS) {
      const sample = SAMPLES[k.kind];
      const phase = k.kind === "buy" || k.kind === "done" ? "setup" : "actions";
      const read = parseRiskOrders([sample.text], classicMap, { phase });
      expect(read, sample.text).toEqual([{ kind: "command", text: sample.text, command: sample.command }]);
      const text = riskCommandText(sample.command, place);
      expect(text).toBe(k.text(sample.command, place));
      for (const id of k.territories(sample.command)) expect(text).toContain(place(id));
    }
  });

  it("V1–V9 the judge and apply dispatch to each kind: a rule-coded verdict, and its own events in words", () => {
    let described = 0;
    for (const k of ORDER_KINDS) {
      const { player, command } = SAMPLES[k.kind];
      const state = stateFor(k.kind);
      const verdict = judge(state, player, command);
      const rules = k.rules.split(" ");
      expect(
        rules.some((r) => verdict.code.startsWith(`${r}.`)),
        `${k.kind}: ${verdict.code}`,
      ).toBe(true);
      const applied = apply(state, player, command);
      expect(applied.verdict).toEqual(verdict);
      if (!verdict.accepted) continue;
      for (const event of applied.events.filter((e) => k.eventTypes.includes(e.type))) {
        const sentence = k.eventText(event, placeName(classicMap));
        expect(sentence).toBeTypeOf("string");
        expect(describeRiskEvent(event)).toBe(sentence);
        described++;
      }
    }
    expect(described).toBeGreaterThanOrEqual(8);
  });

  it("each kind's help is its line of HELP_LINES (help.ts), listed in the order of ORDER_KINDS", () => {
    expect(Object.keys(HELP_LINES)).toEqual(ORDER_KINDS.map((k) => k.kind));
    for (const k of ORDER_KINDS) expect(k.help, k.kind).toBe(HELP_LINES[k.kind]);
  });

  it("V3–V7 the help comes from the kinds: every kind is in helpLines(), the console and Discord's /help", () => {
    const groups = helpLines();
    const console = riskWording.ordersHelp();
    for (const k of ORDER_KINDS) {
      expect(
        groups.some((g) => g.orders.some((o) => o.kind === k.kind)),
        k.kind,
      ).toBe(true);
      for (const usage of k.help.usages) {
        expect(riskWording.discordHelp).toContain(`\`${usage}\``);
        expect(console).toContain(k.help.compact ?? usage);
      }
    }
  });
});
