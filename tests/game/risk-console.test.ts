import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { classicMap } from "../../src/rulesets/risk-variant-one/classic-map.ts";
import type { RiskState } from "../../src/rulesets/risk-variant-one/state.ts";
import { consoleSession } from "../helpers/console-session.ts";
import { riskStateOf, testService } from "./helpers.ts";

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const name = (id: string) => classicMap.province(id)?.name ?? id;

/** What a player at the keyboard would type next: a legal set-up step, or a pass in the action rounds. */
function nextLine(s: RiskState): string | null {
  if (s.phase === "setup") {
    const me = s.players.find((p) => p.name === s.actor);
    const active = me?.active ?? 0;
    const buy = Object.entries(s.territories)
      .filter(([, t]) => t.owner === null && Math.max(1, t.income) <= active)
      .sort(([, a], [, b]) => a.income - b.income)[0];
    const last = (spent: number) => me?.inactive === 0 && spent === active;
    if (buy) return `${s.actor}: **Buy ${name(buy[0])}${last(Math.max(1, buy[1].income)) ? "" : "; done"}**`;
    const own = Object.keys(s.territories).find((id) => s.territories[id]?.owner === s.actor);
    if (own && active > 0)
      return `${s.actor}: **Place ${active} in ${name(own)}${last(active) ? "" : "; done"}**`;
    return `${s.actor}: **done**`;
  }
  if (s.phase === "income") return "/resolve";
  return s.actor ? `${s.actor}: **pass**` : null;
}

describe("Risk Variant One in the console of npm start", () => {
  it("V1–V9 a newcomer plays three players from the set-up into the second turn", async () => {
    const { service, store } = testService();
    const game = await service.createGame({
      scenario: "risk-v1",
      players: ["Alice", "Bob", "Cleo"],
      startingArmies: 8,
    });
    if (!game.ok) throw new Error(game.error);
    const id = game.value.id;
    const risk = { state: async (gameId: string) => ({ value: await riskStateOf(store, gameId) }) };
    const dir = mkdtempSync(join(tmpdir(), "adjutant-risk-console-"));
    dirs.push(dir);
    const session = consoleSession({
      service,
      gameId: id,
      pictureDir: dir,
      now: () => new Date("2026-12-01T12:00:00.000Z"),
    });
    const type = session.type;
    await type("/help");
    let typed = 0;
    while ((await risk.state(id)).value.turnNumber < 2 && typed++ < 300) {
      const line = nextLine((await risk.state(id)).value);
      if (!line) break;
      await type(line);
    }
    await type("/status");
    await type("/odds 5 3");
    await session.end();
    const out = session.text();

    const s = (await risk.state(id)).value;
    expect(s.turnNumber).toBe(2);
    expect(s.phase === "income" || s.phase === "actions").toBe(true);
    expect(out).toContain("Alice: **Buy Brazil; done**");
    expect(out).toMatch(/Receipt R-\w+ — (Alice|Bob|Cleo), post console-/);
    expect(out).toContain("The set-up is over: the first income phase begins.");
    expect(out).toMatch(/Round \d+: everyone passed\./);
    expect(out).toContain("Turn 1 is over (V9).");
    expect(out).toMatch(/Waiting for: (Alice|Bob|Cleo)/);
    // Odds ruling: 5 is the attacking force (as in `adjutant odds battle 5 3 --rules classic`), said in words
    expect(out).toContain(
      "5 attacking armies against 3 defenders (attacker up to 3 dice, defender up to 2, ties to the defender): the attacker wins 76.9%",
    );
    expect(out).toContain("The army that stays home is not counted in the force.");
    expect(out).not.toContain("! ");
  });
});
