import { describe, expect, it } from "vitest";
import { ScheduleService } from "../../src/game/schedule/schedule-service.ts";
import { ww1907Of } from "../../src/game/ww1907/ww1907-of.ts";
import { render } from "../../src/presenters/render.ts";
import { disorderMove } from "../../src/rulesets/risk-variant-one/civil-disorder.ts";
import { disorderLines, ordersUnderDisorder } from "../../src/rulesets/ww1907/civil-disorder.ts";
import { post, riskGameAt, riskStateOf, testService } from "../game/helpers.ts";
import { THREE_IN_ACTIONS } from "../game/risk-positions.ts";

const GM = { name: "Gamemaster", gm: true };
const PLAYER = { name: "Ivan", gm: false };
const H = 3_600_000;

async function ww1907() {
  const t = testService();
  const created = await t.service.createGame({ scenario: "ww1907", name: "Europe 1907" });
  if (!created.ok) throw new Error(created.error);
  const id = created.value.id;
  await t.service.assignPlayer(id, "russia", "Ivan");
  await t.service.assignPlayer(id, "germany", "Hans");
  await t.service.assignPlayer(id, "france", "Marie");
  return { ...t, id };
}

const text = (doc: { blocks: unknown[] } | undefined) =>
  render((doc ?? { blocks: [] }) as Parameters<typeof render>[0], "text");

describe("Absent and returning players: Vacation", () => {
  it("a vacation within the allowance is taken and shown in the status; past the limit it is refused, nothing changed", async () => {
    const t = await ww1907();
    const taken = await t.service.absence.vacation(t.id, "Ivan", 7, { reason: "skiing" });
    expect(taken.ok && taken.value.seat).toBe("russia");
    const status = await t.service.status(t.id);
    expect(status.ok && render(status.value, "text")).toContain(
      "Russian Empire is on vacation until 8 Dec 2026, 12:00 UTC (skiing).",
    );
    // Ivan posts orders: the vacation ends early (3 days used: 1 day, rounded up).
    t.clock.now = new Date(t.clock.now.getTime() + 12 * H);
    await t.service.ingest(t.id, "forum", [
      post("Ivan", ["Build 2 divisions in Moscow"], { postedAt: t.clock.now.toISOString() }),
    ]);
    expect(await t.service.absence.vacationSeats(t.id)).toEqual([]);
    // 1 day used of 10: 10 more is past the limit, refused with the reason, nothing stored.
    const before = JSON.stringify(await t.service.absence.record(t.id));
    expect(await t.service.absence.vacation(t.id, "Ivan", 10)).toEqual({
      ok: false,
      error:
        "Ivan has taken 1 of 10 vacation days in the last 365 days: 10 more would pass the limit (9 left); ask the GM to grant more",
    });
    expect(JSON.stringify(await t.service.absence.record(t.id))).toBe(before);
    // The GM grants more.
    const granted = await t.service.absence.vacation(t.id, "russia", 10, { grant: GM });
    expect(granted.ok).toBe(true);
  });

  it("an unknown player and a game where the GM refuses vacations are refused with the reason", async () => {
    const t = await ww1907();
    const unknown = await t.service.absence.vacation(t.id, "Nobody", 3);
    expect(unknown.ok).toBe(false);
    expect(!unknown.ok && unknown.error).toContain('no player or seat "Nobody" in Europe 1907');
    expect((await t.service.absence.configure(t.id, { vacationDays: 0 })).ok).toBe(true);
    const refused = await t.service.absence.vacation(t.id, "Ivan", 3);
    expect(!refused.ok && refused.error).toContain("the GM refuses vacations in this game");
    expect((await t.service.absence.vacation(t.id, "Ivan", 3, { grant: PLAYER })).ok).toBe(false);
    expect((await t.service.absence.record(t.id)).vacations).toEqual([]);
  });

  it("a deadline missed on vacation is not counted; the seat's standing orders apply", async () => {
    const t = await ww1907();
    const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
    await schedule.configure(t.id, { phaseHours: 24, reminderHours: [1], atDeadline: "resolve" });
    await t.service.setStandingOrders(t.id, "russia", "Build 1 division in Moscow");
    await t.service.absence.vacation(t.id, "Ivan", 5);
    await schedule.tick();
    const T0 = t.clock.now.getTime();
    t.clock.now = new Date(T0 + 24.1 * H);
    await schedule.tick();
    const notice = (await schedule.pending(t.id)).find((p) => p.notice.kind === "deadline");
    const words = text(notice?.notice.document);
    expect(words).toContain(
      "Russian Empire is on vacation: the missed deadline is not counted, its standing orders (or holds) apply.",
    );
    expect(words).toContain("Standing orders were played for Russian Empire");
    expect((await t.service.absence.record(t.id)).streaks.russia).toBeUndefined();
    expect((await t.service.absence.record(t.id)).streaks.germany).toBe(1);
  });
});

describe("Absent and returning players: Boot to civil disorder", () => {
  it("a boot by anyone but the GM is refused, nothing changed; the GM's boot offers the seat", async () => {
    const t = await ww1907();
    expect(await t.service.absence.boot(t.id, "Germany", PLAYER)).toEqual({
      ok: false,
      error: "only the GM can boot a seat to civil disorder (Ivan is not the GM): nothing changed",
    });
    expect(await t.service.absence.disorderSeats(t.id)).toEqual([]);
    expect((await t.service.absence.boot(t.id, "Hans", GM)).ok).toBe(true);
    expect(await t.service.absence.disorderSeats(t.id)).toEqual(["germany"]);
    const offer = (
      await new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now }).pending(t.id)
    ).find((p) => p.notice.kind === "offer");
    expect(text(offer?.notice.document)).toContain('post "I claim German Empire"');
  });

  it("World War 1907: a nation in civil disorder holds, builds and spends nothing, and the summary says so", async () => {
    const t = await ww1907();
    const view = ww1907Of(t.service);
    const before = await view.state(t.id);
    if (!before.ok) throw new Error(before.error);
    await t.service.absence.boot(t.id, "germany", GM);
    // Hans's posted orders would build; in civil disorder they are not played.
    await t.service.ingest(t.id, "forum", [
      post("Marie", ["Build 1 division in Paris"], {
        postedAt: new Date(t.clock.now.getTime() + H).toISOString(),
      }),
    ]);
    const resolved = await t.service.resolve(t.id, { name: "Gamemaster" });
    if (!resolved.ok) throw new Error(resolved.error);
    expect(render(resolved.value.summary, "text")).toContain(
      "German Empire is in civil disorder: its divisions and ships hold, it builds and spends nothing (its pp accumulate) and its relations stay as they are.",
    );
    const after = await view.state(t.id);
    if (!after.ok) throw new Error(after.error);
    expect(after.value.nations.germany?.treasury).toBeGreaterThanOrEqual(
      before.value.nations.germany?.treasury ?? 0,
    );
  });

  it("World War 1907: trades with a nation in civil disorder are refused (W30, W31)", () => {
    const out = ordersUnderDisorder(
      [
        {
          nation: "france",
          commands: [
            { kind: "give-pp", to: "germany", amount: 5 },
            { kind: "give-pp", to: "russia", amount: 2 },
          ],
        },
        { nation: "germany", commands: [{ kind: "build", province: "berlin", count: 1 } as never] },
      ],
      ["germany"],
    );
    expect(out.orders).toEqual([
      { nation: "france", commands: [{ kind: "give-pp", to: "russia", amount: 2 }] },
    ]);
    expect(disorderLines(out, (n) => n)[1]).toBe(
      "france's gift of 5 pp to germany is refused: trades with a nation in civil disorder are refused.",
    );
  });

  it("Risk Variant One V6 V7: a seat in civil disorder passes its action and answers an attack with hold", async () => {
    const t = await riskGameAt(THREE_IN_ACTIONS);
    expect((await riskStateOf(t.store, t.id)).actor).toBe("Alice");
    const booted = await t.service.absence.boot(t.id, "Alice", GM);
    expect(booted.ok && booted.value.lines[0]).toBe("Alice is in civil disorder: passes its action (V6).");
    expect((await riskStateOf(t.store, t.id)).actor).toBe("Bob");
    await t.service.ingest(t.id, "console", [post("Bob", ["Attack Brazil from Peru with 5"])]);
    // Alice answers with hold at once: no attack waits for her.
    expect((await riskStateOf(t.store, t.id)).pending).toBeNull();
  });

  it("Risk Variant One V5: the income of a seat in disorder goes one army at a time on its weakest territory (ties: map order)", async () => {
    const t = await riskGameAt(`base: risk-v1
players: [Alice, Bob]
dealer: Bob
phase: actions
territories:
  Brazil: { owner: Alice, armies: 2, income: 2 }
  Peru: { owner: Bob, armies: 6, income: 1 }
`);
    const s = await riskStateOf(t.store, t.id);
    const income = {
      ...s,
      phase: "income" as const,
      actor: null,
      pending: null,
      bonuses: [{ player: "Bob", continent: "south-america", armies: 2 }],
    };
    const move = disorderMove(income, ["Bob"]);
    expect(move).toMatchObject({
      kind: "order",
      player: "Bob",
      command: { kind: "place", count: 1, territory: "peru" },
    });
    expect(disorderMove(income, ["Alice"])).toBeNull();
    // Bob holds all of South America: the fewest armies wins; a tie goes to the first in the map's order
    // (venezuela, peru, brazil, argentina).
    const territories = {
      ...s.territories,
      venezuela: { owner: "Bob", armies: 3, income: 1 },
      peru: { owner: "Bob", armies: 2, income: 1 },
      brazil: { owner: "Bob", armies: 2, income: 2 },
      argentina: { owner: "Bob", armies: 4, income: 1 },
    };
    expect(disorderMove({ ...income, territories }, ["Bob"])).toMatchObject({
      command: { territory: "peru" },
    });
    territories.venezuela.armies = 2;
    expect(disorderMove({ ...income, territories }, ["Bob"])).toMatchObject({
      command: { territory: "venezuela" },
    });
  });
});

describe("Absent and returning players: Boot to civil disorder, Risk Variant One's income through the play", () => {
  it("V5 the bonus of a seat booted in the income phase is placed one army at a time on its weakest territory", async () => {
    const t = await riskGameAt(`base: risk-v1
players: [Alice, Bob]
dealer: Alice
phase: income
territories:
  Venezuela: { owner: Bob, armies: 3, income: 0 }
  Peru: { owner: Bob, armies: 2, income: 0 }
  Brazil: { owner: Bob, armies: 2, income: 0 }
  Argentina: { owner: Bob, armies: 4, income: 0 }
  North Africa: { owner: Alice, armies: 3, income: 0 }
`);
    const before = await riskStateOf(t.store, t.id);
    expect(before.phase).toBe("income");
    expect(before.bonuses).toEqual([{ player: "Bob", continent: "south-america", armies: 2 }]);
    const booted = await t.service.absence.boot(t.id, "Bob", GM);
    expect(booted.ok && booted.value.lines.filter((l) => l.startsWith("Bob is in civil disorder"))).toEqual([
      "Bob is in civil disorder: places its income one army at a time on its territory with the fewest armies (V5).",
      "Bob is in civil disorder: places its income one army at a time on its territory with the fewest armies (V5).",
      // the action rounds open from the dealer's left: Bob first, who passes (V6)
      "Bob is in civil disorder: passes its action (V6).",
    ]);
    const after = await riskStateOf(t.store, t.id);
    // Peru and Brazil tie at 2: Peru first (the map's order), then Brazil, now the weakest.
    expect([after.territories.peru?.armies, after.territories.brazil?.armies]).toEqual([3, 3]);
    expect(after.phase).toBe("actions");
    expect(after.actor).toBe("Alice");
  });
});

describe("Absent and returning players: Replacement", () => {
  it("a claim of a seat not offered is refused; a claim, the GM's confirmation, the new player takes over", async () => {
    const t = await ww1907();
    const refused = await t.service.absence.claim(t.id, "Germany", "Otto");
    expect(refused).toEqual({
      ok: false,
      error:
        "German Empire is not offered to new players (only a seat in civil disorder is); no seat is offered now",
    });
    await t.service.absence.boot(t.id, "Germany", GM);
    // A forum post "I claim Germany" by a newcomer is a claim.
    await t.service.ingest(t.id, "forum", [
      post("Otto", ["Hello"], { text: "Hello all. I claim Germany, if I may." }),
    ]);
    expect((await t.service.absence.record(t.id)).disorder[0]?.claims.map((c) => c.handle)).toEqual(["Otto"]);
    expect((await t.service.absence.confirm(t.id, "Germany", undefined, PLAYER)).ok).toBe(false);
    const confirmed = await t.service.absence.confirm(t.id, "Germany", undefined, GM);
    expect(confirmed).toEqual({ ok: true, value: { seat: "germany", player: "Otto" } });
    expect(await t.service.nationOf(t.id, "Otto")).toBe("germany");
    expect(await t.service.nationOf(t.id, "Hans")).toBeNull();
    expect(await t.service.absence.disorderSeats(t.id)).toEqual([]);
  });

  it("the old player coming back first resumes by posting orders, unless the GM refused", async () => {
    const t = await ww1907();
    await t.service.absence.boot(t.id, "Germany", GM);
    await t.service.ingest(t.id, "forum", [
      post("Hans", ["Build 1 division in Berlin"], {
        postedAt: new Date(t.clock.now.getTime() + H).toISOString(),
      }),
    ]);
    expect(await t.service.absence.disorderSeats(t.id)).toEqual([]);
    await t.service.absence.boot(t.id, "Ivan", GM);
    expect((await t.service.absence.refuseReturn(t.id, "Russia", GM)).ok).toBe(true);
    await t.service.ingest(t.id, "forum", [
      post("Ivan", ["Build 1 division in Moscow"], {
        postedAt: new Date(t.clock.now.getTime() + H).toISOString(),
      }),
    ]);
    expect(await t.service.absence.disorderSeats(t.id)).toEqual(["russia"]);
  });
});
