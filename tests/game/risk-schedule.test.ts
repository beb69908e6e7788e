import { describe, expect, it } from "vitest";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { render } from "../../src/presenters/render.ts";
import { post, riskGameAt, riskStateOf } from "./helpers.ts";
import { THREE_IN_ACTIONS } from "./risk-positions.ts";

/**
 * A Risk Variant One turn on a schedule, on a fake clock: each action has its deadline, a reminder names the player
 * whose action it is, an absent player passes at the deadline (V6) and an unanswered attack is fought as a hold (V7).
 */
describe("Risk Variant One on a schedule", () => {
  it("V6 V7 the absent player passes at the deadline; an attack nobody answers is fought as a hold", async () => {
    const t = await riskGameAt(THREE_IN_ACTIONS);
    const T0 = t.clock.now.getTime();
    const at = (h: number) => new Date(T0 + h * 3_600_000);
    const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
    await schedule.configure(t.id, { phaseHours: 24, reminderHours: [1], atDeadline: "resolve" });
    // Alice misses two deadlines here: no civil disorder in this test (see tests/absence for it).
    await t.service.absence.configure(t.id, { disorderAfter: 0 });
    await schedule.tick();
    const first = await t.service.info(t.id);
    expect(first.ok && first.value.deadline).toBe(at(24).toISOString());

    t.clock.now = at(23);
    expect(await schedule.tick()).toBe(1);
    const reminder = (await schedule.pending(t.id)).at(-1);
    expect(reminder?.notice.waiting.map((w) => w.name)).toEqual(["Alice"]);

    // Alice never acts: at the deadline her action is skipped as a pass, and Bob's action gets its own deadline.
    t.clock.now = at(24.01);
    expect(await schedule.tick()).toBe(1);
    const closed = render((await schedule.pending(t.id)).at(-1)?.notice.document ?? { blocks: [] }, "text");
    expect(closed).toContain("skipped Alice's action: a pass (V6)");
    expect((await riskStateOf(t.store, t.id)).actor).toBe("Bob");
    await schedule.tick();
    const second = await t.service.info(t.id);
    expect(second.ok && second.value.deadline).toBe(
      new Date(at(24.01).getTime() + 24 * 3_600_000).toISOString(),
    );

    // Bob attacks; Alice's response window is the deadline now, and nobody answering means hold (V7).
    t.clock.now = at(25);
    await t.service.ingest(t.id, "console", [
      post("Bob", ["Attack Brazil from Peru with 5"], { postedAt: at(25).toISOString() }),
    ]);
    expect((await riskStateOf(t.store, t.id)).pending).not.toBeNull();
    const window = await t.service.info(t.id);
    const until = window.ok ? window.value.deadline : null;
    expect(until).not.toBeNull();
    t.clock.now = new Date(Date.parse(until ?? "") + 60_000);
    await schedule.tick();
    const fought = render((await schedule.pending(t.id)).at(-1)?.notice.document ?? { blocks: [] }, "text");
    expect(fought).toContain("the attack is fought as a hold (V7)");
    expect((await riskStateOf(t.store, t.id)).pending).toBeNull();
  });
});

describe("standing orders in Risk Variant One", () => {
  it("V6 V7 are refused: an absent player passes and an unanswered attack is a hold", async () => {
    const t = await riskGameAt(`base: risk-v1
players: [Alice, Bob]
dealer: Bob
phase: actions
territories:
  Brazil: { owner: Alice, armies: 2, income: 2 }
  Peru: { owner: Bob, armies: 6, income: 1 }
`);
    expect(await t.service.setStandingOrders(t.id, "Bob", "Pass")).toEqual({
      ok: false,
      error:
        "this game has no standing orders: an absent player passes and an unanswered attack is a hold (V6, V7)",
    });
  });
});
