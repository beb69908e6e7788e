import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  pairKey,
  type RelationStatement,
  symmetricRelations,
} from "../../../../src/rulesets/ww1907/scenario/relations.ts";
import type { Relation } from "../../../../src/rulesets/ww1907/scenario/schema.ts";

const NATIONS = ["a", "b", "c", "d"];
const HOSTILITY: Record<Relation, number> = { alliance: 0, peace: 1, war: 2 };

const statementsArb = fc
  .array(
    fc.record({
      from: fc.constantFrom(...NATIONS),
      to: fc.constantFrom(...NATIONS),
      relation: fc.constantFrom<Relation>("alliance", "peace", "war"),
    }),
    { maxLength: 20 },
  )
  .map((list) => list.filter((s) => s.from !== s.to).map((s, index): RelationStatement => ({ ...s, index })));

describe("symmetricRelations (W1, W25)", () => {
  it("W1 a pair listed by one side only takes that relation for both sides, reported", () => {
    const result = symmetricRelations([{ from: "russia", to: "austria-hungary", relation: "war", index: 0 }]);
    expect([...result.pairs.values()]).toEqual([{ a: "austria-hungary", b: "russia", relation: "war" }]);
    expect(result.report).toEqual([
      "relations: russia lists war with austria-hungary, austria-hungary lists nothing: made symmetric (war)",
    ]);
  });

  it("W1 a pair both sides list alike needs no fix", () => {
    const result = symmetricRelations([
      { from: "uk", to: "ottoman", relation: "war", index: 0 },
      { from: "ottoman", to: "uk", relation: "war", index: 1 },
    ]);
    expect(result.report).toEqual([]);
    expect(result.pairs.get("ottoman uk")?.relation).toBe("war");
  });

  it("W1 property: one relation per pair mentioned, the most hostile of the first statement of each side", () => {
    fc.assert(
      fc.property(statementsArb, (statements) => {
        const result = symmetricRelations(statements);
        const first = new Map<string, Relation>();
        for (const s of statements)
          if (!first.has(`${s.from}>${s.to}`)) first.set(`${s.from}>${s.to}`, s.relation);
        const mentioned = new Set(statements.map((s) => pairKey(s.from, s.to).key));
        expect(new Set(result.pairs.keys())).toEqual(mentioned);
        let fixes = 0;
        for (const key of mentioned) {
          const [a, b] = key.split(" ") as [string, string];
          const ab = first.get(`${a}>${b}`);
          const ba = first.get(`${b}>${a}`);
          const sides = [ab, ba].filter((r): r is Relation => r !== undefined);
          const hostile = sides.reduce((x, y) => (HOSTILITY[y] > HOSTILITY[x] ? y : x));
          expect(result.pairs.get(key)).toEqual({ a, b, relation: hostile });
          expect(a < b).toBe(true);
          if (ab === undefined || ba === undefined || ab !== ba) fixes += 1;
        }
        expect(result.report).toHaveLength(fixes);
      }),
    );
  });

  it("W1 property: contradictions are exactly the repeated statements that change a side's relation", () => {
    fc.assert(
      fc.property(statementsArb, (statements) => {
        const result = symmetricRelations(statements);
        const first = new Map<string, Relation>();
        const expected: number[] = [];
        for (const s of statements) {
          const key = `${s.from}>${s.to}`;
          const earlier = first.get(key);
          if (earlier === undefined) first.set(key, s.relation);
          else if (earlier !== s.relation) expected.push(s.index);
        }
        expect(result.contradictions.map((c) => c.index)).toEqual(expected);
      }),
    );
  });
});
