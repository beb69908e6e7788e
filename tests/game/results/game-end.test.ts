import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ScheduleService } from "../../../src/game/schedule/schedule-service.ts";
import { render } from "../../../src/presenters/render.ts";
import { riskFinalRanking } from "../../../src/rulesets/risk-variant-one/final-ranking.ts";
import { post, riskStateOf, testService } from "../helpers.ts";
import { THREE_IN_ACTIONS_FIVE_TERRITORIES } from "../risk-positions.ts";

/**
 * The end of a game (issue #28, item 5): the GM ends it (`game end`), the final ranking is fixed by the game's rules
 * (World War 1907 by VP; Risk Variant One by V9 and its turn-3 ruling), and a finished game refuses further orders
 * with a clear message; ending it twice is refused and changes nothing; all of it read back after a restart.
 */
const dir = mkdtempSync(join(tmpdir(), "adjutant-game-end-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GM = { name: "Gamemaster" };

describe("ending a World War 1907 game", () => {
  it("fixes the ranking by VP (ties share a place) and refuses orders, a second end and a resolution after it", async () => {
    const file = join(dir, "ww.sqlite");
    let t = testService(file);
    const created = await t.service.createGame({ scenario: "ww1907", name: "Europe 1907" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await t.service.assignPlayer(id, "russia", "Ivan");
    await t.service.assignPlayer(id, "france", "Marie");
    const vp = async (nation: string, points: number) =>
      (await t.service.adjust(id, GM, "a test", { kind: "set-points", nation, vp: points })).ok;
    expect([await vp("russia", 30), await vp("france", 20), await vp("germany", 20)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(await t.service.ending(id)).toEqual({ ok: true, value: null });

    const ended = await t.service.endGame(id, GM, "the players agreed");
    if (!ended.ok) throw new Error(ended.error);
    expect(ended.value.how).toBe("gm");
    expect(ended.value.by).toBe("Gamemaster");
    const top = ended.value.places.slice(0, 4);
    // France and Germany tie on 20 VP: they share second place, and the next nation is fourth
    expect(top.map((p) => [p.place, p.name, p.score, p.player?.forumName])).toEqual([
      [1, "Russian Empire", "30 VP", "Ivan"],
      [2, "French Third Republic", "20 VP", "Marie"],
      [2, "German Empire", "20 VP", expect.any(String)],
      [4, expect.any(String), expect.stringMatching(/^\d+ VP$/), expect.any(String)],
    ]);
    expect(ended.value.places).toHaveLength(8);

    // a restart: the end and its ranking are read back; orders, a second end and a resolution are refused
    await t.store.close();
    t = testService(file);
    expect(await t.service.ending(id)).toEqual({ ok: true, value: ended.value });
    const before = await t.store.countPosts(id);
    const [refused] = await t.service.ingest(id, "forum", [
      post("Ivan", ["Build 2 divisions in Moscow"], { postedAt: "2026-12-01T12:30:00Z" }),
    ]);
    expect(refused).toMatchObject({ kind: "outside-phase" });
    expect(refused?.kind === "outside-phase" && refused.reason).toMatch(
      /^the game is over \(ended by Gamemaster at 2026-12-01T12:00:00.000Z; ranking: 1\. Russian Empire \(30 VP\), 2\. French Third Republic \(20 VP\), 2\. German Empire \(20 VP\), …\): it takes no more orders$/,
    );
    expect(await t.store.countPosts(id)).toBe(before);
    const again = await t.service.endGame(id, GM);
    expect(again.ok).toBe(false);
    expect(!again.ok && again.error).toMatch(
      /^game "europe-1907-1" is over already \(.*\): nothing was changed$/,
    );
    expect(await t.service.ending(id)).toEqual({ ok: true, value: ended.value });
    const resolved = await t.service.resolve(id, GM);
    expect(!resolved.ok && resolved.error).toMatch(/it takes no more orders: nothing was resolved$/);
    await t.store.close();
  });
});

const POSITION = THREE_IN_ACTIONS_FIVE_TERRITORIES;

async function riskOnFile(file: string) {
  const scenario = join(dir, "position.yaml");
  writeFileSync(scenario, POSITION);
  const t = testService(file);
  const created = await t.service.createGame({ scenario });
  if (!created.ok) throw new Error(created.error);
  return { ...t, id: created.value.id };
}

describe("ending a Risk Variant One game", () => {
  it("V9 the GM ends it: territories, then total income, then seat order; it takes no more orders", async () => {
    const file = join(dir, "risk-gm.sqlite");
    const first = await riskOnFile(file);
    const { id } = first;
    const ended = await first.service.endGame(id, GM, "time is up");
    if (!ended.ok) throw new Error(ended.error);
    // Alice 2 territories (income 3) and Bob 2 (income 4): Bob first on income; Cleo 1 territory (V9)
    expect(ended.value.places.map((p) => [p.place, p.name, p.score])).toEqual([
      [1, "Bob", "2 territories, income 4"],
      [2, "Alice", "2 territories, income 3"],
      [3, "Cleo", "1 territories, income 2"],
    ]);
    const state = await riskStateOf(first.store, id);
    expect(state.gameOver).toBe(true);
    expect(riskFinalRanking(state).map((p) => p.seat)).toEqual(["Bob", "Alice", "Cleo"]);
    await first.store.close();

    const t = testService(file);
    expect(await t.service.ending(id)).toEqual({ ok: true, value: ended.value });
    const [refused] = await t.service.ingest(id, "console", [
      post("Alice", ["Attack Peru from Brazil"], { postedAt: "2026-12-01T12:30:00Z" }),
    ]);
    expect(refused?.kind === "outside-phase" && refused.reason).toMatch(
      /^the game is over .*: it takes no more orders$/,
    );
    expect((await t.service.endGame(id, GM)).ok).toBe(false);
    await t.store.close();
  });

  it("V9 ends by itself when one player holds the land (after a GM adjustment), the last one out ranked highest", async () => {
    const t = await riskOnFile(join(dir, "risk-rules.sqlite"));
    const give = async (province: string) =>
      await t.service.adjust(t.id, GM, "a test", { kind: "set-owner", province, owner: "Alice" });
    expect((await give("North Africa")).ok).toBe(true);
    expect((await give("Peru")).ok).toBe(true);
    expect((await give("Venezuela")).ok).toBe(true);
    const ending = await t.service.ending(t.id);
    if (!ending.ok || !ending.value) throw new Error("not over");
    expect(ending.value.how).toBe("rules");
    // Cleo went out first, then Bob: Bob ranks above Cleo (V9 turn-3 ruling)
    expect(ending.value.places.map((p) => [p.place, p.name, p.score])).toEqual([
      [1, "Alice", "5 territories, income 9"],
      [2, "Bob", "out"],
      [3, "Cleo", "out"],
    ]);
    const again = await t.service.endGame(t.id, GM);
    expect(!again.ok && again.error).toMatch(/is over already \(ended by the rules \(V9\)/);
    await t.store.close();
  });
});

describe("marking a game rated", () => {
  it("Ratings (house rules): before the game starts only; a started game is refused with the reason, nothing changed", async () => {
    const t = testService();
    const rated = await t.service.createGame({ scenario: "ww1907", name: "Rated", rated: true });
    if (!rated.ok) throw new Error(rated.error);
    expect(await t.service.settings(rated.value.id)).toEqual({
      ok: true,
      value: { "orders-visibility": "names", rated: true, "vacation-days": 10, "civil-disorder-after": 2 },
    });
    const plain = await t.service.createGame({ scenario: "ww1907", name: "Plain" });
    if (!plain.ok) throw new Error(plain.error);
    const id = plain.value.id;
    expect((await t.service.setSetting(id, "rated", "true")).ok).toBe(true);
    expect((await t.service.setSetting(id, "rated", "false")).ok).toBe(true);
    await t.service.assignPlayer(id, "russia", "Ivan");
    t.clock.now = new Date("2026-12-01T12:30:00Z");
    await t.service.ingest(id, "forum", [
      post("Ivan", ["Build 2 divisions in Moscow"], { postedAt: "2026-12-01T12:30:00Z" }),
    ]);
    expect(await t.service.setSetting(id, "rated", "true")).toEqual({
      ok: false,
      error:
        'game "plain-1" has started: whether it is rated is decided before it starts (house rules, Ratings), so it stays unrated',
    });
    expect(await t.service.settings(id)).toEqual({
      ok: true,
      value: { "orders-visibility": "names", rated: false, "vacation-days": 10, "civil-disorder-after": 2 },
    });
    // other settings still change once it has started
    expect((await t.service.setSetting(id, "orders-visibility", "counts")).ok).toBe(true);
  });
});

describe("a finished game's schedule", () => {
  it("falls silent: no reminder and no deadline notice after the GM's end", async () => {
    const t = testService();
    const schedule = new ScheduleService({ service: t.service, store: t.store, now: () => t.clock.now });
    const created = await t.service.createGame({ scenario: "ww1907" });
    if (!created.ok) throw new Error(created.error);
    const id = created.value.id;
    await schedule.configure(id, { phaseHours: 24, reminderHours: [1] });
    await schedule.tick();
    const before = (await schedule.pending(id)).length;
    expect((await t.service.endGame(id, GM)).ok).toBe(true);
    t.clock.now = new Date("2026-12-03T12:00:00Z");
    expect(await schedule.tick()).toBe(0);
    expect(await schedule.pending(id)).toHaveLength(before);
    const status = await t.service.status(id);
    expect(status.ok && render(status.value, "text")).toContain(
      "ended by Gamemaster at 2026-12-01T12:00:00.000Z",
    );
  });
});
