import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ordinal, rate, rating } from "openskill";
import { afterAll, describe, expect, it } from "vitest";
import { ratingsSchema } from "../../../src/game/results/ratings.ts";
import { ScheduleService } from "../../../src/game/schedule/schedule-service.ts";
import { riskFinalRanking } from "../../../src/rulesets/risk-variant-one/final-ranking.ts";
import { post, riskStateOf, testService } from "../helpers.ts";
import { THREE_IN_ACTIONS_FIVE_TERRITORIES } from "../risk-positions.ts";

/**
 * Ratings and reliability (issue #28, item 5; house rules "Absent and returning players", Ratings): OpenSkill
 * (Weng-Lin) from the final ranking of finished rated games (World War 1907 by VP, Risk Variant One by V9), shown
 * from the fifth rated game, reliability as the share of deadlines met (never in the rating), recomputed from the
 * games each time: after a restart, and when the finished games are replayed by hand, the numbers are the same.
 */
const dir = mkdtempSync(join(tmpdir(), "adjutant-ratings-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GM = { name: "Gamemaster" };

/** Alice 2 territories (income 3), Bob 2 (income 4), Cleo 1: V9 ranks Bob, Alice, Cleo. */
const POSITION = THREE_IN_ACTIONS_FIVE_TERRITORIES;

describe("ratings across an installation's finished games", () => {
  it("V9 Ratings: five rated Risk games show a rating, one World War 1907 game stays provisional; the same after a restart and a replay", async () => {
    const file = join(dir, "ratings.sqlite");
    const scenario = join(dir, "position.yaml");
    writeFileSync(scenario, POSITION);
    let t = testService(file);
    const hour = (h: number) => new Date(Date.parse("2026-12-01T12:00:00Z") + h * 3_600_000);

    // World War 1907, rated, with a schedule: one deadline passes with Ivan's orders in and Marie's missing
    const ww = await t.service.createGame({ scenario: "ww1907", name: "Europe", rated: true });
    if (!ww.ok) throw new Error(ww.error);
    await t.service.assignPlayer(ww.value.id, "russia", "Ivan");
    await t.service.assignPlayer(ww.value.id, "france", "Marie");
    const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
    await schedule.configure(ww.value.id, { phaseHours: 24, reminderHours: [1] });
    await schedule.tick();
    t.clock.now = hour(2);
    await t.service.ingest(ww.value.id, "forum", [
      post("Ivan", ["Build 2 divisions in Moscow"], { postedAt: hour(2).toISOString() }),
    ]);
    t.clock.now = hour(25);
    await schedule.tick();
    await schedule.tick(); // a second tick records nothing twice
    await t.service.adjust(ww.value.id, GM, "a test", { kind: "set-points", nation: "russia", vp: 40 });
    t.clock.now = hour(26);
    expect((await t.service.endGame(ww.value.id, GM)).ok).toBe(true);

    // five rated Risk games ended by the GM, one after another; one unrated and one rated but unfinished
    const riskIds: string[] = [];
    for (let n = 0; n < 5; n++) {
      t.clock.now = hour(30 + n);
      const g = await t.service.createGame({ scenario, name: `Risk ${n}`, rated: true });
      if (!g.ok) throw new Error(g.error);
      riskIds.push(g.value.id);
      expect((await t.service.endGame(g.value.id, GM)).ok).toBe(true);
    }
    const unrated = await t.service.createGame({ scenario, name: "Friendly" });
    if (!unrated.ok) throw new Error(unrated.error);
    expect((await t.service.endGame(unrated.value.id, GM)).ok).toBe(true);
    expect((await t.service.createGame({ scenario, name: "Going on", rated: true })).ok).toBe(true);

    const ratings = await t.service.ratings();
    expect(ratingsSchema.parse(ratings)).toEqual(ratings);
    expect(ratings.ratedGames.map((g) => g.name)).toEqual([
      "Europe",
      "Risk 0",
      "Risk 1",
      "Risk 2",
      "Risk 3",
      "Risk 4",
    ]);
    const line = (name: string) => ratings.players.find((p) => p.player === name);
    // shown after five rated games, in the V9 order of every game
    expect(ratings.players.slice(0, 3).map((p) => [p.player, p.games, p.provisional])).toEqual([
      ["Bob", 5, false],
      ["Alice", 5, false],
      ["Cleo", 5, false],
    ]);
    expect((line("Bob")?.rating ?? 0) > (line("Alice")?.rating ?? 0)).toBe(true);
    // one rated game: provisional, no number shown
    expect(line("Ivan")).toMatchObject({ games: 1, provisional: true, rating: null, mu: null, sigma: null });
    // reliability: one deadline, met by Ivan, missed by Marie; it never changes a rating
    expect(line("Ivan")?.reliability).toEqual({ deadlines: 1, met: 1, missed: 0, share: 1 });
    expect(line("Marie")?.reliability).toEqual({ deadlines: 1, met: 0, missed: 1, share: 0 });
    expect(line("Bob")?.reliability).toEqual({ deadlines: 0, met: 0, missed: 0, share: null });

    // the replay: each finished game's ranking read again from its log (V9 from the stored state), rated by hand
    const skill = new Map<string, { mu: number; sigma: number }>();
    for (const id of riskIds) {
      const seats = riskFinalRanking(await riskStateOf(t.store, id));
      const ending = await t.service.ending(id);
      expect(ending.ok && ending.value?.places.map((p) => p.seat)).toEqual(seats.map((p) => p.seat));
      const teams = seats.map((p) => [skill.get(p.seat) ?? rating()]);
      const after = rate(teams, { rank: seats.map((p) => p.place) });
      seats.forEach((p, n) => {
        const r = after[n]?.[0];
        if (r) skill.set(p.seat, r);
      });
    }
    for (const name of ["Alice", "Bob", "Cleo"]) {
      const r = skill.get(name);
      if (!r) throw new Error(name);
      expect(line(name)?.rating).toBe(Math.round(ordinal(r) * 1000) / 1000);
      expect(line(name)?.mu).toBe(Math.round(r.mu * 1000) / 1000);
    }

    // a restart: recomputed from the reopened database, the same numbers
    await t.store.close();
    t = testService(file);
    expect(await t.service.ratings()).toEqual(ratings);
    await t.store.close();
  });

  it("an installation with no finished rated game and no deadline has nothing to rate", async () => {
    const t = testService();
    expect(await t.service.ratings()).toEqual({ ratedGames: [], gamesBeforeShown: 5, players: [] });
  });
});
