import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupLatest, keptLatestBy } from "../../../../src/rulesets/ww1907/views/latest-by-key.ts";

/** An ignored post as the report groups it: under a seat, under no player (null), or left out (posted before). */
type Item = { id: number; seat: string | null; before: boolean };
const keyOf = (x: Item) => (x.before ? undefined : x.seat);
const item = fc.record({
  seat: fc.constantFrom("russia", "france", null),
  before: fc.boolean(),
});

describe("the GM report's lists kept per book (keptLatestBy), W33's ignored posts (issue #26)", () => {
  it("gives what grouping the whole list gives, after every growth of the list", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(item, { maxLength: 30 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 5 }),
        (batches, limit) => {
          const kept = keptLatestBy(keyOf, limit);
          const list: Item[] = [];
          for (const batch of batches) {
            for (const x of batch) list.push({ id: list.length, ...x });
            const now = kept(list);
            const whole = groupLatest(list, keyOf, limit);
            expect(now.leftOut).toBe(whole.leftOut);
            expect(
              new Map([...now.groups].map(([k, g]) => [k, { count: g.count, latest: [...g.latest] }])),
            ).toEqual(whole.groups);
          }
        },
      ),
    );
  });

  it("groups a list afresh when it changed other than by growing (shorter, or another list in its place)", () => {
    const kept = keptLatestBy(keyOf, 2);
    const list: Item[] = [
      { id: 0, seat: "russia", before: false },
      { id: 1, seat: "russia", before: false },
      { id: 2, seat: "russia", before: false },
    ];
    expect(kept(list).groups.get("russia")?.count).toBe(3);
    list.pop();
    expect(kept(list).groups.get("russia")).toEqual({ count: 2, latest: [list[0], list[1]] });
    list[1] = { id: 9, seat: "france", before: false };
    list.push({ id: 10, seat: "france", before: true });
    const after = kept(list);
    expect(after.groups.get("russia")).toEqual({ count: 1, latest: [list[0]] });
    expect(after.groups.get("france")).toEqual({ count: 1, latest: [list[1]] });
    expect(after.leftOut).toBe(1);
  });
});
