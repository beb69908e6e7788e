import { Command } from "commander";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerOddsCommand } from "../../src/cli/commands/odds.ts";
import { UserError } from "../../src/cli/user-error.ts";

/** Runs `adjutant odds …` on a program holding only the odds command and returns what it printed. */
async function run(...args: string[]): Promise<string> {
  const program = new Command("adjutant").exitOverride();
  registerOddsCommand(program);
  let out = "";
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    out += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
    return true;
  });
  try {
    await program.parseAsync(["odds", ...args], { from: "user" });
  } finally {
    spy.mockRestore();
  }
  return out;
}

afterEach(() => vi.restoreAllMocks());

describe("adjutant odds round", () => {
  it("V8 prints every outcome of 3 v 2 with ties to the defender as exact fractions", async () => {
    const json = JSON.parse(
      await run("round", "--attacker-dice", "3", "--defender-dice", "2", "--ties", "defender", "--json"),
    );
    expect(json.outcomes).toEqual([
      { attackerLosses: 0, defenderLosses: 2, fraction: "1445/3888", probability: 1445 / 3888 },
      { attackerLosses: 1, defenderLosses: 1, fraction: "2611/7776", probability: 2611 / 7776 },
      { attackerLosses: 2, defenderLosses: 0, fraction: "2275/7776", probability: 2275 / 7776 },
    ]);
  });

  it("W15 defaults to the World War 1907 land dice: 2 v 3, ties rethrown", async () => {
    const json = JSON.parse(await run("round", "--json"));
    expect([json.attackerDice, json.defenderDice, json.ties]).toEqual([2, 3, "reroll"]);
    expect(json.outcomes.map((o: { fraction: string }) => o.fraction)).toEqual([
      "6127/31104",
      "4973/15552",
      "15031/31104",
    ]);
  });

  it("prints a readable table without --json", async () => {
    const text = await run("round", "--rules", "classic", "--attacker-dice", "1", "--defender-dice", "1");
    expect(text).toContain("one throw: 1 v 1 dice, ties to the defender");
    expect(text).toMatch(/0\s+1\s+41\.67 %\s+5\/12/);
  });

  it("rejects bad numbers and tie rules with a one-line reason", async () => {
    await expect(run("round", "--attacker-dice", "0")).rejects.toThrow(
      new UserError("--attacker-dice must be from 1 to 10, got 0"),
    );
    await expect(run("round", "--defender-dice", "two")).rejects.toThrow(
      new UserError("--defender-dice must be a whole number, got 'two'"),
    );
    await expect(run("round", "--ties", "attacker")).rejects.toThrow(
      new UserError("--ties must be reroll, none or defender, got 'attacker'"),
    );
  });
});

describe("adjutant odds battle", () => {
  it("Odds V8 classic force of 4 armies v 3: the attacker wins 64.16 % (B3: 0.641623)", async () => {
    const json = JSON.parse(await run("battle", "4", "3", "--rules", "classic", "--json"));
    expect(json.attackerWins).toBeCloseTo(0.641623, 6);
    expect(json.attackerWins + json.defenderWins).toBeCloseTo(1, 12);
    expect(json.attackerSurvivors[0]).toEqual({ units: 0, probability: json.defenderWins });
    expect(json.expectedAttackerLosses).toBeGreaterThan(0);
    expect(json.battle).toBe("4 attacking armies against 3 defenders");
    expect(json.dice).toEqual({
      attackerDice: 3,
      defenderDice: 2,
      tieRule: "defender",
      attackerStaysBehind: 0,
    });
  });

  it("Odds V8 `odds battle 8 6 --rules classic` takes 8 as the attacking force: 73.0 %, as the console's /odds 8 6", async () => {
    const text = await run("battle", "8", "6", "--rules", "classic");
    expect(text).toContain(
      "8 attacking armies against 6 defenders (classic: 3 v 2 dice, ties to the defender)",
    );
    expect(text).toContain("(the army that stays home is not counted in the force)");
    expect(text).toContain("attacker wins   72.9");
    const json = JSON.parse(await run("battle", "8", "6", "--rules", "classic", "--json"));
    expect((json.attackerWins * 100).toFixed(1)).toBe("73.0");
  });

  it("W15 ww1907 with a general's bonus die and an overridden tie rule", async () => {
    const plain = JSON.parse(await run("battle", "6", "6", "--json"));
    const bonus = JSON.parse(await run("battle", "6", "6", "--attacker-bonus", "1", "--json"));
    const none = JSON.parse(await run("battle", "6", "6", "--ties", "none", "--json"));
    expect(bonus.attackerWins).toBeGreaterThan(plain.attackerWins);
    expect(none.dice.tieRule).toBe("none");
    expect(none.attackerWins).not.toBeCloseTo(plain.attackerWins, 3);
  });

  it("prints a readable summary without --json", async () => {
    const text = await run("battle", "4", "3", "--rules", "classic");
    expect(text).toContain("attacker wins   64.16 %");
    const land = await run("battle", "1", "2");
    expect(land).toContain(
      "1 attacking division against 2 defenders (ww1907: 2 v 3 dice, tied pairs rethrown)",
    );
  });

  it("rejects bad numbers with a one-line reason", async () => {
    await expect(run("battle", "x", "3")).rejects.toThrow(
      new UserError("ATTACKERS must be a whole number, got 'x'"),
    );
    await expect(run("battle", "3", "0")).rejects.toThrow(
      new UserError("DEFENDERS must be from 1 to 2000, got 0"),
    );
    await expect(run("battle", "3", "3", "--rules", "risk")).rejects.toThrow(UserError);
  });
});
