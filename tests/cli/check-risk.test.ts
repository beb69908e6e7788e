import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useCli } from "../helpers/cli.ts";
import { useTempDirs } from "../helpers/temp-dir.ts";

/**
 * #25 item 5: `adjutant check` for every game through the registry. Risk Variant One judges a player's typed commands
 * one after another, each taking effect at once as in a post (V6), against the scenario's opening or a state file;
 * `adjutant supply` says Risk Variant One has none and where its analogue (income, V5) is shown.
 */
const cli = useCli();
const tempDir = useTempDirs();
const dir = tempDir("check-risk");
const ATTACK = "tests/game/fixtures/risk-attack.yaml"; // actions, Alice to act; Brazil (Alice, 6) borders Peru (Bob, 3)

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

interface Verdict {
  accepted: boolean;
  code: string;
  message: string;
}
const verdicts = () => (JSON.parse(cli.stdout) as { verdicts: Verdict[] }).verdicts;

describe("adjutant check on a Risk Variant One scenario", () => {
  it("V6 V7 each order is judged against what the earlier ones left: an attack waits for the defender's answer", async () => {
    const orders = file("attack.json", [
      { kind: "attack", from: "brazil", to: "peru", force: 5 },
      { kind: "pass" },
    ]);
    expect(await cli.run("check", ATTACK, "--player", "Alice", "--orders", orders), cli.stderr).toBe(0);
    expect(cli.stdout).toBe(
      [
        "1. accepted [V6.attack] V6: Alice attacks Peru (Bob, 3 armies) from Brazil with 5 armies",
        "2. REJECTED [V7.awaiting-response] V7: the attack on Peru is waiting for Bob's answer; no other action until it is settled (Alice)",
        "1 of 2 orders accepted",
        "",
      ].join("\n"),
    );
  });

  it("V6 one action a round: after an improvement the next action is out of turn; a move into neutral land is refused", async () => {
    const orders = file("actions.json", [
      { kind: "move", from: "brazil", to: "argentina", count: 2 },
      { kind: "improve", territory: "brazil" },
      { kind: "salt", territory: "brazil" },
    ]);
    expect(await cli.run("check", ATTACK, "--player", "alice", "--orders", orders, "--json")).toBe(0);
    expect(verdicts().map((v) => [v.accepted, v.code])).toEqual([
      [false, "V6.not-yours"],
      [true, "V6.improve"],
      [false, "V6.out-of-turn"],
    ]);
    expect(verdicts()[1]?.message).toBe("V6: Alice spends 3 armies to improve Brazil: income 2 → 3");
    expect(verdicts()[2]?.message).toBe("V6: it is Bob's turn to act, not yours (Alice)");
  });

  it("V6 a player out of turn is told whose turn it is; a malformed command is order.invalid, the rest still judged", async () => {
    const orders = file("bob.json", [{ kind: "pass" }, { kind: "fly", to: "moon" }]);
    expect(await cli.run("check", ATTACK, "--player", "Bob", "--orders", orders, "--json")).toBe(0);
    expect(verdicts()).toEqual([
      {
        accepted: false,
        code: "V6.out-of-turn",
        message: "V6: it is Alice's turn to act, not yours (Bob)",
      },
      expect.objectContaining({ accepted: false, code: "order.invalid" }),
    ]);
  });

  it("V1 V2 V3 risk-v1 seated with --players and dealt from --seed, or a --state from state init: the same verdicts", async () => {
    const orders = file("setup.json", [{ kind: "done" }]);
    const seat = ["--players", "Alice,Bob", "--seed", "s1"];
    const opening = ["check", "risk-v1", ...seat, "--orders", orders, "--json"];
    expect(await cli.run(...opening, "--player", "Bob"), cli.stderr).toBe(0);
    const fromOpening = cli.stdout;
    // with this seed Bob has the first set-up step: one army active, and done ends his step (V3)
    expect(verdicts()).toEqual([
      {
        accepted: true,
        code: "V3.done",
        message: "V3: Bob's set-up step is over (1 army stays active for later steps)",
      },
    ]);
    cli.reset();
    expect(await cli.run("state", "init", "risk-v1", ...seat)).toBe(0);
    const state = file("state.json", cli.stdout);
    cli.reset();
    const withState = ["check", "risk-v1", "--state", state, "--orders", orders, "--json"];
    expect(await cli.run(...withState, "--player", "Bob"), cli.stderr).toBe(0);
    expect(cli.stdout).toBe(fromOpening);
    cli.reset();
    expect(await cli.run(...withState, "--player", "Alice")).toBe(0);
    expect(verdicts()[0]).toMatchObject({ accepted: false, code: "V3.out-of-turn" });
  });

  it("V1 problems are one line with exit code 1: no players, an unknown player, a state of another game, who gives the orders", async () => {
    const orders = file("one.json", [{ kind: "pass" }]);
    expect(await cli.run("check", "risk-v1", "--player", "Alice", "--orders", orders)).toBe(1);
    expect(cli.stderr).toBe(
      'adjutant: risk-v1 is a fresh game with no players yet: write a scenario file with "base: risk-v1" and "players: [...]"; or seat them here with --players Alice,Bob,Cleo\n',
    );
    cli.reset();
    expect(await cli.run("check", ATTACK, "--player", "Zed", "--orders", orders)).toBe(1);
    expect(cli.stderr).toBe('adjutant: unknown player "Zed" (players: Alice, Bob, Cleo)\n');
    cli.reset();
    expect(await cli.run("state", "init", "ww1907")).toBe(0);
    const ww = file("ww-state.json", cli.stdout);
    cli.reset();
    expect(await cli.run("check", ATTACK, "--state", ww, "--player", "Alice", "--orders", orders)).toBe(1);
    expect(cli.stderr).toMatch(/^adjutant: .*ww-state\.json: not a Risk Variant One game state \(/);
    expect(cli.stderr.split("\n").filter(Boolean)).toHaveLength(1);
    cli.reset();
    expect(await cli.run("check", ATTACK, "--orders", orders)).toBe(1);
    expect(cli.stderr).toBe(
      "adjutant: who gives the orders? --nation ID (World War 1907) or --player NAME (Risk Variant One)\n",
    );
    cli.reset();
    expect(await cli.run("check", ATTACK, "--nation", "uk", "--player", "Alice", "--orders", orders)).toBe(1);
    expect(cli.stderr).toContain("give --nation or --player, not both");
  });
});

describe("adjutant check on World War 1907 with a --state", () => {
  it("W7 W8 a state from state init gives the verdicts of the scenario's opening; Risk's seating options are refused", async () => {
    const orders = file("ww.json", [
      { kind: "build", unit: "division", province: "ireland", count: 2 },
      { kind: "move", from: "london", to: "paris", count: 1 },
    ]);
    expect(await cli.run("check", "ww1907", "--nation", "uk", "--orders", orders, "--json")).toBe(0);
    const fromOpening = cli.stdout;
    expect(verdicts().map((v) => v.code)).toEqual(["ok/build", "rule/not-adjacent"]);
    cli.reset();
    expect(await cli.run("state", "init", "ww1907")).toBe(0);
    const state = file("ww1907-state.json", cli.stdout);
    cli.reset();
    expect(
      await cli.run("check", "ww1907", "--state", state, "--nation", "uk", "--orders", orders, "--json"),
    ).toBe(0);
    expect(cli.stdout).toBe(fromOpening);
    cli.reset();
    expect(await cli.run("check", "ww1907", "--players", "A,B", "--nation", "uk", "--orders", orders)).toBe(
      1,
    );
    expect(cli.stderr).toContain("--players: a World War 1907 scenario names its nations");
  });
});

describe("adjutant supply", () => {
  it("V5 Risk Variant One has no supply: the error says so and where a player's income is shown", async () => {
    expect(await cli.run("supply", ATTACK, "--nation", "Alice")).toBe(1);
    expect(cli.stderr).toBe(
      `adjutant: Risk Variant One has no supply: each territory's income is placed on it as armies in the income phase, and whole continents add a bonus (V5); adjutant scenario show ${ATTACK} lists each player's territories and income\n`,
    );
    cli.reset();
    expect(await cli.run("scenario", "show", ATTACK)).toBe(0);
    expect(cli.stdout).toContain("Alice");
  });

  it("W4 World War 1907's supply groups are unchanged", async () => {
    expect(await cli.run("supply", "ww1907", "--nation", "uk")).toBe(0);
    expect(cli.stdout).toMatch(
      /^United Kingdom: 1 supply group\n {2}1 \(main\): production 18\.25 pp, spendable 18 pp: /,
    );
  });
});
