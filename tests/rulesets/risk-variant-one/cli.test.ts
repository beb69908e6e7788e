import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useCli } from "../../helpers/cli.ts";
import { useTempDirs } from "../../helpers/temp-dir.ts";

const tempDir = useTempDirs();

const cli = useCli();
const dir = tempDir("risk-cli");

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const scenarioYaml = `base: risk-v1
players: [Alice, Bob, Cleo]      # seat order
dealer: Cleo                     # actions start at Alice (left of the dealer)
phase: actions
territories:
  Brazil: { owner: Alice, armies: 5, income: 2 }
  peru: { owner: Bob, armies: 3, income: 1 }
  VENEZUELA: { owner: Bob, armies: 1 }
  Egypt: { owner: Cleo, armies: 2 }
`;

describe("adjutant resolve SCENARIO --orders FILE --seed S --json (Risk Variant One engine mode)", () => {
  it("prints the state's territories and one verdict per order line", async () => {
    const scenario = file("risk.yaml", scenarioYaml);
    const orders = file(
      "orders.yaml",
      `- { player: Alice, text: "Attack Peru from Brazil with 4" }
- { player: Bob, text: "Retreat to Venezuela" }
- { player: Alice, text: "Pass" }
- { player: Bob, text: "Move 2 from Venezuela to Peru" }
`,
    );
    expect(await cli.run("resolve", scenario, "--orders", orders, "--seed", "s1", "--json")).toBe(0);
    const out = JSON.parse(cli.stdout);
    expect(Object.keys(out)).toEqual(["state", "verdicts"]);
    expect(Object.keys(out.state)[0]).toBe("territories");
    expect(Object.keys(out.state.territories)).toHaveLength(42);
    expect(out.state.territories.brazil).toEqual({ owner: "Alice", armies: 1, income: 2 });
    expect(out.state.territories.peru).toEqual({ owner: "Alice", armies: 4, income: 1 });
    expect(out.state.territories.venezuela).toEqual({ owner: "Bob", armies: 4, income: 0 });
    expect(out.state.territories.alaska).toEqual({ owner: null, armies: 1, income: 0 });
    expect(out.verdicts).toEqual([
      expect.objectContaining({
        player: "Alice",
        text: "Attack Peru from Brazil with 4",
        accepted: true,
        code: "V6.attack",
      }),
      expect.objectContaining({
        player: "Bob",
        text: "Retreat to Venezuela",
        accepted: true,
        code: "V7.respond",
      }),
      expect.objectContaining({ player: "Alice", accepted: false, code: "V6.out-of-turn" }),
      expect.objectContaining({ player: "Bob", accepted: false, code: "V6.not-yours" }),
    ]);
    for (const v of out.verdicts)
      expect(Object.keys(v)).toEqual(["player", "text", "accepted", "code", "message"]);
    expect(out.verdicts[2].message).toBe("V6: it is Bob's turn to act, not yours (Alice)");
  });

  it("takes a JSON orders file, gives one verdict per line of a multi-line post, and fights an unanswered attack as a hold", async () => {
    const scenario = file("risk2.yaml", scenarioYaml);
    const orders = file(
      "orders.json",
      JSON.stringify([{ player: "Alice", text: "Attack Venezuela from Brazil\nPass" }]),
    );
    expect(await cli.run("resolve", scenario, "--orders", orders, "--seed", "s2", "--json")).toBe(0);
    const out = JSON.parse(cli.stdout);
    expect(out.verdicts.map((v: { code: string }) => v.code)).toEqual(["V6.attack", "V7.awaiting-response"]);
    expect(out.state.pending).toBeNull();
    const brazil = out.state.territories.brazil;
    const venezuela = out.state.territories.venezuela;
    // armies only lost in battle: 4 attackers against 1 defender
    expect(brazil.armies + venezuela.armies).toBeLessThanOrEqual(6);
    expect(brazil.armies).toBeGreaterThanOrEqual(1);
  });

  it("prints text without --json: each verdict and the events", async () => {
    const scenario = file("risk3.yaml", scenarioYaml);
    const orders = file("orders3.yaml", `- { player: Alice, text: "Pass" }\n`);
    expect(await cli.run("resolve", scenario, "--orders", orders, "--seed", "s1")).toBe(0);
    expect(cli.stdout).toContain("Alice: accepted [V6.pass] Pass");
    expect(cli.stdout).toContain("Next: turn 1, actions, Bob to act");
  });

  it("a bad scenario is one friendly line naming the file, the line and the path", async () => {
    const scenario = file(
      "bad.yaml",
      "base: risk-v1\nplayers: [Alice, Bob]\nphase: actions\nterritories:\n  Brazl: { owner: Alice }\n",
    );
    const orders = file("none.yaml", "[]\n");
    expect(await cli.run("resolve", scenario, "--orders", orders, "--seed", "s1", "--json")).toBe(1);
    expect(cli.stderr).toContain(
      'bad.yaml:5: territories.Brazl: no territory is called "Brazl" (did you mean Brazil?)',
    );
  });

  it("a bad orders file is refused with the post's number", async () => {
    const scenario = file("risk4.yaml", scenarioYaml);
    const orders = file("bad-orders.yaml", "- { player: Alice }\n");
    expect(await cli.run("resolve", scenario, "--orders", orders, "--seed", "s1", "--json")).toBe(1);
    expect(cli.stderr).toContain("bad-orders.yaml:1: post 1.text");
  });
});
