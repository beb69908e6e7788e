import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { riskStateSchema } from "../../src/rulesets/risk-variant-one/state.ts";
import { useCli } from "../helpers/cli.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";

/**
 * #25 item 5: the CLI's engine tools for every game, through the registry: `scenario list`, `state init` and
 * `scenario show` on Risk Variant One as on World War 1907.
 */
const cli = useCli();
const tempDir = useTempDirs();

const json = () => JSON.parse(cli.stdout) as unknown;

describe("adjutant scenario list", () => {
  it("names every game's built-in scenarios", async () => {
    expect(await cli.run("scenario", "list", "--json"), cli.stderr).toBe(0);
    expect(json()).toEqual({
      scenarios: expect.arrayContaining([
        expect.objectContaining({ id: "risk-v1", game: "Risk Variant One" }),
        expect.objectContaining({ id: "ww1907", game: "World War 1907" }),
      ]),
    });
    cli.reset();
    expect(await cli.run("scenario", "list")).toBe(0);
    expect(cli.stdout).toMatch(/^risk-v1 {2}Risk Variant One: /m);
    expect(cli.stdout).toMatch(/^ww1907 {2}World War 1907: /m);
  });
});

describe("adjutant state init for Risk Variant One", () => {
  it("V1 V2 seats the players in order with their armies, the cards dealt from the seed; the same seed, the same state", async () => {
    const args = [
      "state",
      "init",
      "risk-v1",
      "--players",
      "Alice,Bob,Cleo",
      "--armies",
      "3",
      "--seed",
      "s-one",
    ];
    expect(await cli.run(...args), cli.stderr).toBe(0);
    const state = riskStateSchema.parse(json());
    expect(state.phase).toBe("setup");
    expect(state.players.map((p) => [p.name, p.inactive + p.active])).toEqual([
      ["Alice", 3],
      ["Bob", 3],
      ["Cleo", 3],
    ]);
    expect(["Alice", "Bob", "Cleo"]).toContain(state.dealer);
    expect(Object.values(state.territories).every((t) => t.owner === null && t.armies === 0)).toBe(true);
    expect(state.piles.flatMap((p) => p.territories)).toHaveLength(42);
    const first = cli.stdout;
    cli.reset();
    expect(await cli.run(...args)).toBe(0);
    expect(cli.stdout).toBe(first);
  });

  it("V1 a fresh game with no players is refused with what to give; bad --armies too", async () => {
    expect(await cli.run("state", "init", "risk-v1")).toBe(1);
    expect(cli.stderr).toContain("risk-v1 is a fresh game with no players yet");
    expect(cli.stderr).toContain("--players Alice,Bob,Cleo");
    cli.reset();
    expect(await cli.run("state", "init", "risk-v1", "--players", "Alice,Bob", "--armies", "0")).toBe(1);
    expect(cli.stderr).toBe(
      'adjutant: --armies takes a whole number from 1 to 100 (the rulebook suggests 10 to 30), not "0"\n',
    );
  });

  it("V4 a scenario file with its players and territories: its opening state, without a seed", async () => {
    const file = join(tempDir("engine-tools"), "risk.yaml");
    writeFileSync(
      file,
      [
        "base: risk-v1",
        "players: [Alice, Bob]",
        "dealer: Bob",
        "phase: actions",
        "territories:",
        "  Brazil: { owner: Alice, armies: 5, income: 2 }",
        "  Peru: { owner: Bob, armies: 3, income: 1 }",
        "",
      ].join("\n"),
    );
    expect(await cli.run("state", "init", file), cli.stderr).toBe(0);
    const state = riskStateSchema.parse(json());
    expect(state.territories.brazil).toEqual({ owner: "Alice", armies: 5, income: 2 });
    expect(state.territories.peru).toEqual({ owner: "Bob", armies: 3, income: 1 });
    cli.reset();
    expect(await cli.run("scenario", "show", file), cli.stderr).toBe(0);
    expect(cli.stdout).toContain("Risk Variant One scenario");
    expect(cli.stdout).toContain("Dealer: Bob.");
    expect(cli.stdout).toContain("Alice: 1 territory, 5 armies, income 2");
    expect(cli.stdout).toContain("  Brazil 5");
  });

  it("World War 1907 takes no Risk options: said plainly", async () => {
    expect(await cli.run("state", "init", "ww1907", "--players", "Alice,Bob")).toBe(1);
    expect(cli.stderr).toContain("--players: a World War 1907 scenario names its nations and players itself");
  });
});

describe("adjutant scenario show for Risk Variant One", () => {
  it("V2 the players in seat order, the dealer's roll, the deal in display names and the rulings", async () => {
    expect(
      await cli.run("scenario", "show", "risk-v1", "--players", "Alice,Bob,Cleo", "--seed", "s-one"),
      cli.stderr,
    ).toBe(0);
    const out = cli.stdout;
    expect(out).toContain(
      "Risk Variant One scenario risk-v1: the set-up; players in seat order: Alice, Bob, Cleo.",
    );
    expect(out).toMatch(/^Dealer's roll \(V2\): Alice \d, Bob \d, Cleo \d.*(Alice|Bob|Cleo) deals;/m);
    expect(out).toContain('Dealt with the seed "s-one": a game deals from its own committed seed.');
    expect(out).toContain("The deal (V2):");
    expect(out).toMatch(/^ {2}Pile 1 \(income 5\): /m);
    expect(out).toContain("continentBonuses North America 5 / South America 2");
    // display names, never ids
    expect(out).not.toMatch(/\b(?:north-africa|western-united-states|new-guinea|north-america)\b/);

    cli.reset();
    expect(await cli.run("scenario", "show", "risk-v1", "--players", "Alice,Bob,Cleo", "--json")).toBe(0);
    expect(json()).toMatchObject({
      ruleset: "risk-variant-one",
      seed: "example",
      phase: "setup",
      players: [{ name: "Alice" }, { name: "Bob" }, { name: "Cleo" }],
    });
  });
});
