import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useTempDirs } from "../helpers/temp-dir.ts";
import { islands } from "../rulesets-for-tests/islands/index.ts";

/** The generic engine mode of a ruleset, without a game in the database (`adjutant state init`, `orders parse`…). */
const tempDir = useTempDirs();

describe("the generic engine mode of the test ruleset", () => {
  it("gives the opening state and the scenario, and refuses what the game does not take", () => {
    expect(islands.engine.openingState("islands", {})).toMatchObject({
      ok: true,
      value: { turn: 1, islands: { alba: { owner: "red", armies: 3 } } },
    });
    expect(islands.engine.openingState("islands", { armies: 5 })).toMatchObject({ ok: false });
    expect(islands.engine.openingState("atlantis", {})).toMatchObject({ ok: false });
    const shown = islands.engine.showScenario("islands", {});
    expect(shown.ok && shown.value.lines).toEqual([
      "islands: Four islands in a ring, Red against Blue",
      "Seats: Red, Blue",
    ]);
  });

  it("I1 reads order text into commands, errors with suggestions, and lines that are no order", () => {
    const parsed = islands.engine.parseOrders(
      "islands",
      "attack Coral from Brisk\nattack Corl from Brisk\nhello",
      {
        nation: "red",
      },
    );
    expect(parsed.ok && parsed.value.json).toEqual({
      orders: [
        {
          text: "attack Coral from Brisk",
          ok: true,
          command: { kind: "attack", from: "brisk", to: "coral" },
        },
        {
          text: "attack Corl from Brisk",
          ok: false,
          error: 'no island "Corl": did you mean Coral?',
          suggestions: ["attack Coral from Brisk"],
        },
        { text: "hello", ignored: true, reason: "not an order" },
      ],
    });
    expect(
      islands.engine.parseOrders("islands", "attack Coral from Brisk", { nation: "green" }),
    ).toMatchObject({
      ok: false,
    });
  });

  it("I6 I7 plays an orders file with a seed, the same every time", () => {
    const file = join(tempDir("generic-engine"), "orders.txt");
    writeFileSync(
      file,
      "Red: attack Coral from Brisk\nBlue: attack Alba from Dune\nBlue: attack Alba from Alba\n",
    );
    const run = islands.engine.runOrders("islands", file, "seed-1");
    expect(run.ok && (run.value.json as { orders: unknown[] }).orders).toHaveLength(2);
    expect(run.ok && run.value.lines.some((l) => /die \d/.test(l))).toBe(true);
    expect(islands.engine.runOrders("islands", file, "seed-1")).toEqual(run);
    expect(
      islands.engine.runOrders("islands", join(tempDir("generic-engine"), "none.txt"), "s"),
    ).toMatchObject({
      ok: false,
    });
  });
});
