import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { dealerText } from "../../src/game/risk/risk-documents.ts";
import { classicMap } from "../../src/rulesets/risk-variant-one/classic-map.ts";
import type { RiskEvent } from "../../src/rulesets/risk-variant-one/events.ts";
import { consoleSession } from "../helpers/console-session.ts";
import { riskStateOf, testService } from "./helpers.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** V2: the dealer's roll and the deal are shown when a Risk game opens in the console, and in its status. */
describe("V2 the dealer's roll and the deal, shown", () => {
  it("V2 the roll names every player's throw and each re-roll of the tied", async () => {
    const opening: RiskEvent[] = [
      {
        type: "dealer-roll",
        rolls: [
          { player: "Alice", die: 3 },
          { player: "Bob", die: 5 },
          { player: "Cleo", die: 5 },
        ],
      },
      {
        type: "dealer-roll",
        rolls: [
          { player: "Bob", die: 2 },
          { player: "Cleo", die: 6 },
        ],
      },
      { type: "dealer", player: "Cleo" },
    ];
    const t = testService();
    const created = await t.service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob", "Cleo"] });
    if (!created.ok) throw new Error(created.error);
    const s = { ...(await riskStateOf(t.store, created.value.id)), dealer: "Cleo" };
    expect(dealerText(s, opening)).toBe(
      "Dealer's roll (V2): Alice 3, Bob 5, Cleo 5; the tied throw again: Bob 2, Cleo 6. Cleo deals; play goes round from the dealer's left.",
    );
    expect(dealerText(s, [])).toBe(
      "Dealer: Cleo, named by the game's set-up (no roll); play goes round from the dealer's left.",
    );
  });

  it("V2 npm start's console shows the stored roll and each pile's territories with income and cost, in display names", async () => {
    const { service, store } = testService();
    const game = await service.createGame({ scenario: "risk-v1", players: ["Alice", "Bob", "Cleo"] });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    const dir = mkdtempSync(join(tmpdir(), "adjutant-risk-deal-"));
    dirs.push(dir);
    const session = consoleSession({
      service,
      gameId: id,
      pictureDir: dir,
      now: () => new Date("2026-12-01T12:00:00Z"),
    });
    await session.end();
    const out = session.text();
    // the game's opening: the first entry of its log (whatever the play calls it), with the dealer's roll
    const [opened] = await store.listEvents(id);
    const events = (opened?.payload_json as { events?: RiskEvent[] } | undefined)?.events ?? [];
    const rounds = events.flatMap((e) => (e.type === "dealer-roll" ? [e.rolls] : []));
    expect(rounds.length).toBeGreaterThan(0);
    const first = rounds[0]!.map((r) => `${r.player} ${r.die}`).join(", ");
    expect(out).toContain(`Dealer's roll (V2): ${first}`);
    const state = await riskStateOf(store, id);
    expect(out).toContain(`${state.dealer} deals`);
    expect(out).toContain("The deal (V2)");
    for (const pile of state.piles) {
      const names = pile.territories.map((t) => classicMap.province(t)!.name).join(", ");
      const cost = Math.max(1, pile.income);
      expect(out).toContain(
        `Pile ${pile.pile} (income ${pile.income}, cost ${cost} ${cost === 1 ? "army" : "armies"}): ${names}`,
      );
    }
    // display names, never ids
    expect(out).not.toMatch(/\b(?:north-africa|western-united-states|new-guinea)\b/);
  });
});
