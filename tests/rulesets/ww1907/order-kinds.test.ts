import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ORDERS_HELP_SECTIONS } from "../../../src/game/ww1907/help-text.ts";
import { applyCommands, isSailCommand } from "../../../src/rulesets/ww1907/apply.ts";
import { type CommandKind, commandSchema } from "../../../src/rulesets/ww1907/commands.ts";
import type { EngineEventType } from "../../../src/rulesets/ww1907/events.ts";
import { describeCommand } from "../../../src/rulesets/ww1907/language/choose.ts";
import { parseOrders } from "../../../src/rulesets/ww1907/language/parse-orders.ts";
import {
  describeKindEvent,
  KIND_EVENT_TYPES,
  ORDER_KIND,
  ORDER_KINDS,
} from "../../../src/rulesets/ww1907/orders/kinds/index.ts";
import type { AnyOrderKind } from "../../../src/rulesets/ww1907/orders/kinds/kind.ts";
import { describeEvent } from "../../../src/rulesets/ww1907/words/event-text.ts";
import { makeState, miniMap, ww1907 } from "./engine/helpers/fixtures.ts";
import { europeLexicon } from "./language/corpus.ts";

/**
 * The order-kind registry (src/rulesets/ww1907/orders/kinds/): one entry per command kind, each with every part
 * (schema, rules, reader, judge, description, event text, help), and the engine, the language and the event text
 * dispatching through it. A new command kind without its registry line fails here.
 */
const schemaKinds = commandSchema.options.map((o) => o.shape.kind.value);
const FAMILIES = ["build", "movement", "naval", "diplomacy", "trade", "commanders"];
const lexicon = europeLexicon();

/** The rule IDs a verdict may cite besides a kind's own: W1 (nations), W2 (the map), W26 (costs unpaid). */
const SHARED_RULES = new Set(["W1", "W2", "W26"]);

function entry(kind: CommandKind): AnyOrderKind {
  const found = ORDER_KINDS.filter((k) => k.kind === kind);
  expect(found, `registry entries for "${kind}"`).toHaveLength(1);
  return found[0] as AnyOrderKind;
}

describe("the World War 1907 order-kind registry", () => {
  it("has exactly one entry for every command kind of the commands schema, and nothing else", () => {
    for (const kind of schemaKinds) entry(kind);
    expect(ORDER_KINDS.map((k) => k.kind).sort()).toEqual([...schemaKinds].sort());
    expect(Object.keys(ORDER_KIND).sort()).toEqual([...schemaKinds].sort());
  });

  for (const kind of schemaKinds) {
    describe(kind, () => {
      it("has every part: its schema, rules, reader, judge, description, events and help", () => {
        const k = entry(kind);
        expect(k.schema).toBe(commandSchema.options.find((o) => o.shape.kind.value === kind));
        expect(k.rules.length).toBeGreaterThan(0);
        for (const r of k.rules) expect(r).toMatch(/^W\d+$/);
        expect(FAMILIES).toContain(k.grammar.family);
        expect(typeof k.judge).toBe("function");
        expect(typeof k.describe).toBe("function");
        expect(k.emits.length).toBeGreaterThan(0);
        for (const type of k.emits) {
          expect(KIND_EVENT_TYPES.has(type), `the text of "${type}" (emitted by ${kind})`).toBe(true);
        }
        for (const type of Object.keys(k.events)) expect(k.emits).toContain(type);
        expect(k.help.line.length).toBeGreaterThan(0);
        expect(k.help.examples.length).toBeGreaterThan(0);
      });

      it("lives in its own file, and lists every rule ID its judge cites there", () => {
        const k = entry(kind);
        const source = readFileSync(
          new URL(`../../../src/rulesets/ww1907/orders/kinds/${kind}.ts`, import.meta.url),
          "utf8",
        );
        expect(source).toContain(`kind: "${kind}",`);
        const judge = source.slice(0, source.indexOf("export const"));
        const cited = new Set([...judge.matchAll(/"(W\d+)"/g)].map((m) => m[1] ?? ""));
        for (const rule of cited)
          if (!SHARED_RULES.has(rule)) expect(k.rules, `${kind} cites ${rule}`).toContain(rule);
      });

      it("its help phrasings are read by its reader as this kind, and described through the registry", () => {
        const k = entry(kind);
        for (const example of k.help.examples) {
          const lines = parseOrders([example.text], lexicon, { phase: example.phase, nation: "russia" });
          expect(lines).toHaveLength(1);
          const line = lines[0];
          if (!line || !("command" in line)) throw new Error(`"${example.text}" is not read as an order`);
          const command = line.command;
          expect(command.kind).toBe(kind);
          expect(k.schema.safeParse(command).success).toBe(true);
          expect(describeCommand(command)).toBe((k.describe as (c: typeof command) => string)(command));
        }
      });

      it("names a section of /help orders, which shows its help phrasings from here", () => {
        expect(ORDERS_HELP_SECTIONS.map((s) => s.name)).toContain(entry(kind).help.section);
      });

      it("its judge cites its own rules, and what it emits on acceptance is its events, in words", () => {
        const k = entry(kind);
        const { state, map } = ww1907();
        for (const example of k.help.examples) {
          const [line] = parseOrders([example.text], lexicon, { phase: example.phase, nation: "russia" });
          if (!line || !("command" in line)) throw new Error(`"${example.text}" is not read as an order`);
          const out = applyCommands({ ...state, phase: example.phase }, map, "russia", [line.command]);
          const verdict = out.verdicts[0];
          expect(verdict).toBeDefined();
          if (!verdict) continue;
          if (verdict.rule !== "" && !SHARED_RULES.has(verdict.rule)) expect(k.rules).toContain(verdict.rule);
          if (verdict.accepted) {
            expect(out.events.length).toBeGreaterThan(0);
            for (const e of out.events) {
              expect(k.emits).toContain(e.type);
              expect(describeEvent(e, (id) => id)).toBe(describeKindEvent(e, (id) => id));
              expect(describeKindEvent(e, (id) => id)).toMatch(/\.$/);
            }
          } else expect(out.events).toEqual([]);
        }
      });
    });
  }

  it("/help orders has no section without an order kind's phrasings (but choose, which is no kind)", () => {
    for (const section of ORDERS_HELP_SECTIONS) {
      expect(section.examples.length, section.name).toBeGreaterThan(0);
    }
  });

  it("owns the text of every order's event once; the phases' own events are worded by the game", () => {
    const owners = new Map<string, string[]>();
    for (const k of ORDER_KINDS) {
      for (const type of Object.keys(k.events)) owners.set(type, [...(owners.get(type) ?? []), k.kind]);
    }
    for (const [type, kinds] of owners) expect(kinds, type).toHaveLength(1);
    const phaseEvents: EngineEventType[] = ["alliance-formed", "peace-made", "income", "ships-completed"];
    for (const type of phaseEvents) expect(KIND_EVENT_TYPES.has(type)).toBe(false);
  });

  it("W7 a build judged through the registry is accepted, applied, and worded by its kind", () => {
    const map = miniMap();
    const out = applyCommands(makeState(map), map, "france", [
      { kind: "build", unit: "division", province: "paris", count: 3 },
    ]);
    expect(out.verdicts[0]).toMatchObject({ accepted: true, code: "ok/build", rule: "W7" });
    expect(out.state.provinces.paris?.divisions).toBe((makeState(map).provinces.paris?.divisions ?? 0) + 3);
    const names: Record<string, string> = { france: "France", paris: "Paris" };
    expect(describeEvent(out.events[0] as (typeof out.events)[number], (id) => names[id] ?? id)).toBe(
      "France built 3 divisions in Paris (3 pp).",
    );
  });

  it("W20 only ship moves are judged first in the Attack phase under naval-first", () => {
    expect(ORDER_KINDS.filter((k) => k.judgedFirstInAttack).map((k) => k.kind)).toEqual(["sail"]);
    expect(isSailCommand({ kind: "sail", from: "a", to: "b", count: 1 })).toBe(true);
    expect(isSailCommand({ kind: "move", from: "a", to: "b", count: 1 })).toBe(false);
    expect(isSailCommand({ kind: "toString" })).toBe(false);
    expect(isSailCommand(null)).toBe(false);
  });
});
