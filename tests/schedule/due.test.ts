import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dueSteps } from "../../src/schedule/due.ts";
import { describeDuration, parseDuration, relativeTime } from "../../src/schedule/durations.ts";

const H = 3_600_000;
const base = {
  phaseKey: "3",
  deadline: "2026-12-03T18:00:00.000Z",
  deadlineSetAt: "2026-12-01T00:00:00.000Z",
  reminderHours: [24, 1],
  paused: false,
  done: new Set<string>(),
};
const at = (hoursBefore: number) => new Date(Date.parse(base.deadline) - hoursBefore * H);

describe("what falls due on a schedule", () => {
  it("nothing before the first reminder; the 24 h reminder on time; the 1 h one after it", () => {
    expect(dueSteps({ ...base, now: at(25) })).toEqual([]);
    expect(dueSteps({ ...base, now: at(24) })).toMatchObject([
      { kind: "reminder", hoursBefore: 24, late: false },
    ]);
    const done = new Set([`3@${base.deadline}:reminder-24h`]);
    expect(dueSteps({ ...base, done, now: at(0.5) })).toMatchObject([
      { kind: "reminder", hoursBefore: 1, late: true },
    ]);
  });

  it("after a long outage only the nearest reminder is sent and the earlier ones are passed over", () => {
    const [step] = dueSteps({ ...base, now: at(0.5) });
    expect(step).toMatchObject({
      kind: "reminder",
      hoursBefore: 1,
      supersedes: [`3@${base.deadline}:reminder-24h`],
    });
  });

  it("at the deadline: one deadline step naming reminders never sent; nothing when paused or without a deadline", () => {
    expect(dueSteps({ ...base, now: at(-1) })).toMatchObject([
      { kind: "deadline", missedReminders: [24, 1], late: true },
    ]);
    expect(dueSteps({ ...base, paused: true, now: at(-1) })).toEqual([]);
    expect(dueSteps({ ...base, deadline: null, now: at(-1) })).toEqual([]);
  });

  it("reminders due before the deadline was set are not sent late (the change was announced)", () => {
    expect(dueSteps({ ...base, deadlineSetAt: at(2).toISOString(), now: at(1.5) })).toEqual([]);
  });

  it("a step is done once: whatever the times, no key comes back after it is marked done", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100, max: 100 }), { minLength: 1, maxLength: 30 }), (ticks) => {
        const done = new Set<string>();
        const seen: string[] = [];
        for (const t of [...ticks].sort((a, b) => b - a)) {
          for (const s of dueSteps({ ...base, done, now: at(t) })) {
            seen.push(s.key);
            done.add(s.key);
            for (const k of s.supersedes) done.add(k);
          }
        }
        expect(new Set(seen).size).toBe(seen.length);
      }),
      { numRuns: 500 },
    );
  });
});

describe("durations as GMs write them", () => {
  it("reads 48h, 2d, 90m, 1d12h and refuses the rest with the forms it takes", () => {
    expect(parseDuration("48h")).toEqual({ ok: true, value: 48 * H });
    expect(parseDuration("1d12h")).toEqual({ ok: true, value: 36 * H });
    expect(parseDuration("90m")).toEqual({ ok: true, value: 1.5 * H });
    expect(parseDuration("soon")).toEqual({
      ok: false,
      error: '"soon" is not a duration: write it as 48h, 2d, 90m or 1d12h',
    });
    expect(parseDuration("0h").ok).toBe(false);
  });

  it("says durations and relative times in words", () => {
    expect(describeDuration(36 * H)).toBe("1 day 12 hours");
    expect(describeDuration(H)).toBe("1 hour");
    const now = new Date("2026-12-03T12:00:00Z");
    expect(relativeTime("2026-12-03T17:00:00Z", now)).toBe("in 5 hours");
    expect(relativeTime("2026-12-03T11:15:00Z", now)).toBe("45 minutes ago");
  });
});
