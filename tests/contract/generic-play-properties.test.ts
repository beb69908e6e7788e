import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GenericPlay } from "../../src/game/generic-play/generic-play.ts";
import type { GenericRecord } from "../../src/game/generic-play/records.ts";
import { openDatabase } from "../../src/storage/database.ts";
import { SqliteDatabase } from "../../src/storage/sqlite/sqlite-database.ts";
import { islands } from "../rulesets-for-tests/islands/index.ts";
import {
  ISLANDS,
  type IslandsCommand,
  type IslandsEvent,
  type IslandsState,
  islandsRuleset,
  totalArmies,
} from "../rulesets-for-tests/islands/ruleset.ts";
import { contractService, forumPost } from "./contract-games.ts";

/**
 * The generic play's invariants on random Islands games (posts with legal and illegal attacks, edits, deletions,
 * resolutions, undos and GM adjustments): the state is what its log gives (replayed without its snapshots, and
 * window by window from the published records, each of which verifies), and no army is made or lost outside the
 * rules (every change of the board's total is an event that says so).
 */
const island = fc.constantFrom(...ISLANDS);
const action = fc.oneof(
  fc.record({
    kind: fc.constant("post" as const),
    seat: fc.constantFrom("Rosa", "Bram"),
    attacks: fc.array(fc.tuple(island, island), { minLength: 1, maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant("edit" as const), back: fc.nat(5) }),
  fc.record({ kind: fc.constant("delete" as const), back: fc.nat(5) }),
  fc.constant({ kind: "resolve" as const }),
  fc.constant({ kind: "undo" as const }),
  fc.record({ kind: fc.constant("adjust" as const), island, armies: fc.integer({ min: 0, max: 6 }) }),
);

/** What the events of a step say the board's total changed by. */
function eventDelta(events: readonly IslandsEvent[]): number {
  return events.reduce((n, e) => {
    if (e.kind === "attack") return n - e.lost;
    if (e.kind === "reinforce") return n + e.armies;
    if (e.kind === "adjusted") return n + e.armies - e.was.armies;
    return n;
  }, 0);
}

describe("the generic play's invariants (property)", () => {
  it("I6 I7 W33 replay gives the same state, records chain and verify, and armies change only by events", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 25 }), async (actions) => {
        const t = contractService(new SqliteDatabase(openDatabase(":memory:")));
        const created = await t.service.createGame({ scenario: "islands", players: ["Rosa", "Bram"] });
        if (!created.ok) throw new Error(created.error);
        const id = created.value.id;
        const play = new GenericPlay(islandsRuleset, {
          store: t.store,
          now: () => t.clock.now,
          newSecret: () => "x",
        });
        const posts: { id: string; author: string; bold: string }[] = [];
        let n = 0;
        for (const a of actions) {
          t.clock.now = new Date(t.clock.now.getTime() + 60_000);
          const at = t.clock.now.toISOString();
          const before = await play.state(id);
          const lastSeq = await t.store.lastEventSeq(id);
          if (a.kind === "post") {
            const bold = a.attacks.map(([to, from]) => `attack ${to} from ${from}`).join("; ");
            const postId = `p${++n}`;
            posts.push({ id: postId, author: a.seat, bold });
            await t.service.ingest(id, "forum", [forumPost(postId, a.seat, at, bold)]);
          } else if (a.kind === "edit" || a.kind === "delete") {
            const p = posts.at(-1 - (a.back % Math.max(posts.length, 1)));
            if (!p) continue;
            if (a.kind === "edit")
              await t.service.ingest(id, "forum", [
                forumPost(p.id, p.author, at, `${p.bold}; attack alba from dune`),
              ]);
            else await t.service.deletePost(id, "forum", p.id);
          } else if (a.kind === "resolve") await t.service.resolve(id, { name: "GM" });
          else if (a.kind === "undo") await t.service.undo(id, { name: "GM" });
          else
            await t.service.adjust(id, { name: "GM" }, "property", {
              kind: "set-divisions",
              province: a.island,
              divisions: a.armies,
            });
          const after = await play.state(id);
          if (!before.ok || !after.ok) throw new Error("no state");
          // every logged step changes the total by exactly what its events say
          const rows = await t.store.listEventsAfter(id, lastSeq);
          for (const r of rows) {
            if (r.kind !== "generic-step") continue;
            const p = r.payload_json as { events: IslandsEvent[] };
            expect(totalArmies(after.value) - totalArmies(before.value)).toBe(eventDelta(p.events));
          }
          // posts, edits and deletions of a simultaneous game change nothing before the resolution
          if (rows.length === 0) expect(after.value).toEqual(before.value);
          // an undo goes back to the state before the step it took back
          const target = rows.find((r) => r.kind === "undone")?.payload_json as
            | { target?: number }
            | undefined;
          if (typeof target?.target === "number") {
            const kept = await t.store.latestSnapshot(id, target.target - 1);
            expect(after.value).toEqual(kept?.state);
          }
        }
        const now = await play.state(id);
        if (!now.ok) throw new Error(now.error);
        // the log alone: every snapshot but the opening one removed
        const first = (await t.store.listEvents(id))[0]?.seq ?? 1;
        await t.store.deleteSnapshotsFrom(id, first + 1);
        const replayed = new GenericPlay(islandsRuleset, {
          store: contractService(t.store.db).store,
          now: () => t.clock.now,
          newSecret: () => "x",
        });
        expect(await replayed.state(id)).toEqual(now);
        // window by window: each record verifies and starts where the one before ended
        const closed = (await t.store.listPhases(id)).filter((p) => p.resolved_at !== null);
        let prev: IslandsState | null = null;
        for (const phase of closed) {
          const record = await replayed.record(id, phase.seq);
          if (!record.ok) throw new Error(record.error);
          // a ruleset without a record view of its own publishes the generic record
          const r = record.value as GenericRecord<IslandsState, IslandsCommand, IslandsEvent>;
          expect(islands.engine.verifyRecord(r)).toMatchObject({ ok: true });
          if (prev) expect(r.start).toEqual(prev);
          prev = r.claimed.state;
        }
      }),
      { numRuns: 40 },
    );
  });
});
