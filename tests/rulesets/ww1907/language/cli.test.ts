import { describe, expect, it } from "vitest";
import { useCli } from "../../../helpers/cli.ts";

const cli = useCli();
const run = cli.run;

describe("adjutant orders parse", () => {
  it("prints commands with canonical Europe 1907 ids as JSON", async () => {
    const code = await run(
      "orders",
      "parse",
      "Attack Vienna with 4 from Krakow and 2 from Budapest",
      "--json",
    );
    expect(code).toBe(0);
    expect(JSON.parse(cli.stdout)).toEqual({
      orders: [
        {
          text: "Attack Vienna with 4 from Krakow and 2 from Budapest",
          ok: true,
          command: {
            kind: "attack",
            target: "vienna",
            sources: [
              { from: "cracow", count: 4 },
              { from: "budapest", count: 2 },
            ],
          },
        },
      ],
    });
  });

  it("reports errors with suggestions and ignored text, one entry per line", async () => {
    await run("orders", "parse", "Move 3 from Warsaw to Thesa\nGood luck all!", "--json");
    const out = JSON.parse(cli.stdout) as { orders: Record<string, unknown>[] };
    expect(out.orders[0]).toMatchObject({ ok: false, suggestions: ["Thessa"] });
    expect(out.orders[0]?.error).toContain("Did you mean Thessa?");
    expect(out.orders[1]).toMatchObject({ text: "Good luck all!", ignored: true });
  });

  it("reads a verbless arrow by the scenario's phase (deployment), or lists readings when the phase is unknown", async () => {
    await run("orders", "parse", "Warsaw -> Krakow (3)", "--json");
    expect(JSON.parse(cli.stdout).orders[0].command).toEqual({
      kind: "move",
      from: "warsaw",
      to: "cracow",
      count: 3,
    });
    cli.reset();
    await run("orders", "parse", "Warsaw -> Krakow (3)", "--phase", "unknown", "--json");
    expect(JSON.parse(cli.stdout).orders[0].readings).toHaveLength(2);
  });

  it("uses --nation to refuse an order aimed at the nation itself", async () => {
    await run("orders", "parse", "Declare war on Russia", "--nation", "Russia", "--json");
    expect(JSON.parse(cli.stdout).orders[0].error).toContain("itself");
  });

  it("prints a readable listing without --json", async () => {
    const code = await run("orders", "parse", "Build 3 divisions in Moscow; Hello");
    expect(code).toBe(0);
    expect(cli.stdout).toContain("build 3 divisions in moscow");
    expect(cli.stdout).toContain("ignored  Hello");
  });

  it("an unknown --nation is a one-line user error with a suggestion", async () => {
    const code = await run("orders", "parse", "Build 3 in Moscow", "--nation", "Rusia");
    expect(code).toBe(1);
    expect(cli.stderr).toContain("did you mean Russia?");
    expect(cli.stderr).not.toContain("    at ");
  });

  it("a bad --phase is a user error", async () => {
    expect(await run("orders", "parse", "x", "--phase", "winter")).toBe(1);
    expect(cli.stderr).toContain("--phase");
  });
});
