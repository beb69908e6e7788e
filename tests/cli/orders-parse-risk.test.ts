import { describe, expect, it } from "vitest";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();

describe("#24.16 adjutant orders parse reads Risk Variant One orders (the scenario's game reads the text)", () => {
  it("V6 --scenario risk-v1 --json prints the typed command, with territory ids", async () => {
    expect(
      await cli.run("orders", "parse", "attack Peru from Brazil with 5", "--scenario", "risk-v1", "--json"),
    ).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual({
      orders: [
        {
          text: "attack Peru from Brazil with 5",
          ok: true,
          command: { kind: "attack", from: "brazil", to: "peru", force: 5 },
        },
      ],
    });
    expect(cli.stderr).toBe("");
  });

  it("V3 V6 V7 without --json: one line each with display names; errors with did-you-mean, ignored text with the reason", async () => {
    const text = [
      "Attack Peru from Brazl with 5, stop at 2",
      "Buy Argentina; move 2 from Peru to Brazil",
      "Hold, retreat to Venezuela at 2",
      "good luck all",
    ].join("\n");
    expect(await cli.run("orders", "parse", text, "--scenario", "risk-v1")).toBe(0);
    expect(cli.stdout.split("\n").filter((l) => l !== "")).toEqual([
      'error    Attack Peru from Brazl with 5, stop at 2  =>  "Brazl" is not a territory on this map. Did you mean Brazil?',
      "ok       Buy Argentina  =>  buy Argentina",
      "ok       move 2 from Peru to Brazil  =>  move 2 armies from Peru to Brazil",
      "ok       Hold, retreat to Venezuela at 2  =>  hold, retreat to Venezuela at 2",
      expect.stringMatching(/^ignored {2}good luck all {2}\(not an order/),
    ]);
  });

  it("errors carry the suggestions in JSON, as World War 1907's do", async () => {
    await cli.run("orders", "parse", "Salt Venezuala", "--scenario", "risk-v1", "--json");
    const [line] = JSON.parse(cli.stdout).orders as Record<string, unknown>[];
    expect(line).toMatchObject({ text: "Salt Venezuala", ok: false, suggestions: ["Venezuela"] });
    expect(line?.error).toContain("Did you mean Venezuela?");
  });

  it("V6 --phase actions reads 'done' as a pass; a Risk scenario file is read by Risk Variant One too", async () => {
    await cli.run("orders", "parse", "done", "--scenario", "risk-v1", "--phase", "actions", "--json");
    expect(JSON.parse(cli.stdout).orders[0].command).toEqual({ kind: "pass" });
    cli.reset();
    const file = "tests/game/fixtures/risk-attack.yaml";
    expect(await cli.run("orders", "parse", "Improve Brazil", "--scenario", file, "--json")).toBe(0);
    expect(JSON.parse(cli.stdout).orders[0].command).toEqual({ kind: "improve", territory: "brazil" });
  });

  it("a World War 1907 phase or a --nation with risk-v1 is a one-line user error", async () => {
    expect(await cli.run("orders", "parse", "pass", "--scenario", "risk-v1", "--phase", "attack")).toBe(1);
    expect(cli.stderr).toBe("adjutant: --phase must be setup, income, actions or unknown, not 'attack'\n");
    cli.reset();
    expect(await cli.run("orders", "parse", "pass", "--scenario", "risk-v1", "--nation", "Alice")).toBe(1);
    expect(cli.stderr).toContain("--nation is for World War 1907");
  });
});
