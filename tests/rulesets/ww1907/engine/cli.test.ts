import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gameStateSchema } from "../../../../src/rulesets/ww1907/state.ts";
import { useCli } from "../../../helpers/cli.ts";
import { useTempDirs } from "../../../helpers/temp-dir.ts";

const tempDir = useTempDirs();

const cli = useCli();
const run = cli.run;
const dir = tempDir("engine-cli");

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

describe("adjutant state / supply / check / resolve", () => {
  it("state init prints the full, schema-valid opening state", async () => {
    expect(await run("state", "init", "ww1907")).toBe(0);
    const state = gameStateSchema.parse(JSON.parse(cli.stdout));
    expect(state.year).toBe(1907);
    expect(state.nations.uk?.treasury).toBe(18.25);
    expect(Object.keys(state.provinces)).toHaveLength(148);
  });

  it("W4 supply --json prints one group per supply group; a blockade file splits Ireland off", async () => {
    expect(await run("supply", "ww1907", "--nation", "uk", "--json")).toBe(0);
    const one = JSON.parse(cli.stdout);
    expect(one.nation).toBe("uk");
    expect(one.groups).toHaveLength(1);
    expect(one.groups[0]).toMatchObject({ production: 18.25, spendable: 18 });
    cli.reset();
    const blockade = file(
      "blockade.yaml",
      "base: ww1907\nfleets:\n  - { nation: ottoman, at: North Atlantic Ocean, ships: 1 }\n",
    );
    expect(await run("supply", blockade, "--nation", "United Kingdom", "--json")).toBe(0);
    const two = JSON.parse(cli.stdout);
    expect(two.groups).toContainEqual({ provinces: ["ireland"], production: 3, spendable: 3 });
    cli.reset();
    expect(await run("supply", blockade, "--nation", "uk")).toBe(0);
    expect(cli.stdout).toContain("United Kingdom: 2 supply groups");
    expect(cli.stdout).toContain("production 3 pp, spendable 3 pp: Ireland");
  });

  it("check --json prints a verdict per command with code, rule and message", async () => {
    const orders = file("orders.json", [
      { kind: "build", unit: "division", province: "ireland", count: 2 },
      { kind: "move", from: "london", to: "paris", count: 1 },
      { kind: "fly", to: "moon" },
    ]);
    expect(await run("check", "ww1907", "--nation", "uk", "--orders", orders, "--json")).toBe(0);
    const { verdicts } = JSON.parse(cli.stdout);
    expect(verdicts).toHaveLength(3);
    expect(verdicts[0]).toEqual({
      accepted: true,
      code: "ok/build",
      rule: "W7",
      message: "W7: 2 divisions built in Ireland for 2 pp, ready now",
    });
    expect(verdicts[1]).toMatchObject({ accepted: false, code: "rule/not-adjacent", rule: "W8" });
    expect(verdicts[2]).toMatchObject({ accepted: false, code: "order/invalid" });
    cli.reset();
    expect(await run("check", "ww1907", "--nation", "uk", "--orders", orders)).toBe(0);
    expect(cli.stdout).toContain("1 of 3 orders accepted");
  });

  it("resolve --json prints verdicts, events and the next state", async () => {
    const orders = file("phase.json", {
      uk: [{ kind: "build", unit: "ship", province: "london", count: 1 }],
      germany: [{ kind: "declare-war", nation: "france" }],
    });
    expect(await run("resolve", "ww1907", "--orders", orders, "--seed", "s1", "--json")).toBe(0);
    const out = JSON.parse(cli.stdout);
    expect(out.verdicts.uk[0].accepted).toBe(true);
    expect(out.events.map((e: { type: string }) => e.type)).toEqual([
      "built",
      "war-declared",
      "phase-ended",
      "phase-started",
    ]);
    const next = gameStateSchema.parse(out.state);
    expect(next.phase).toBe("attack");
    expect(next.nations.germany?.treasury).toBe(21.5);
    cli.reset();
    expect(await run("resolve", "ww1907", "--orders", orders, "--seed", "s1")).toBe(0);
    expect(cli.stdout).toContain(
      "accepted [ok/build] W10: 1 ship built in London for 1 pp, ready next Deployment phase",
    );
    expect(cli.stdout).toContain("United Kingdom built 1 ship in London (1 pp).");
    expect(cli.stdout).toContain("Next: attack phase of 1907");
  });

  it("W14 W15 resolve in text shows every throw of an Attack-phase battle fought with the seed", async () => {
    const scenario = file("attack.yaml", "base: ww1907\nphase: attack\n");
    const orders = file("attack-orders.json", {
      russia: [
        {
          kind: "attack",
          target: "transylvania",
          sources: [
            { from: "lemberg", count: 2 },
            { from: "budapest", count: 3 },
          ],
        },
      ],
    });
    expect(await run("resolve", scenario, "--orders", orders, "--seed", "s1")).toBe(0);
    expect(cli.stdout).toContain(
      "Lemberg + Budapest → Transylvania: 5 v 3. Throw 1: 4 4 v 3 1 1 — defender loses 2.",
    );
    expect(cli.stdout).toContain("The attack on Transylvania is repulsed, 5 divisions lost.");
    expect(cli.stdout).toContain("Next: deployment phase of 1908");
  });

  it("user errors are one line with exit code 1", async () => {
    expect(await run("supply", "ww1907", "--nation", "atlantis")).toBe(1);
    expect(cli.stderr).toBe(
      'adjutant: unknown nation "atlantis" (nations: russia, germany, france, uk, austria-hungary, ottoman, spain, italy)\n',
    );
    cli.reset();
    expect(await run("check", "ww1907", "--nation", "uk", "--orders", join(dir, "missing.json"))).toBe(1);
    expect(cli.stderr).toMatch(/missing\.json: no such file\n$/);
    cli.reset();
    const notArray = file("obj.json", { kind: "build" });
    expect(await run("check", "ww1907", "--nation", "uk", "--orders", notArray)).toBe(1);
    expect(cli.stderr).toContain("must hold a JSON array of commands");
    cli.reset();
    const badJson = file("bad.json", "[{");
    expect(await run("resolve", "ww1907", "--orders", badJson, "--seed", "x")).toBe(1);
    expect(cli.stderr.split("\n").filter(Boolean)).toHaveLength(1);
    cli.reset();
    expect(await run("state", "init", "no-such-scenario")).toBe(1);
    expect(cli.stderr.split("\n").filter(Boolean)).toHaveLength(1);
  });
});
