import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { useCli } from "../../../helpers/cli.ts";
import { useTempDirs } from "../../../helpers/temp-dir.ts";

const tempDir = useTempDirs();

const cli = useCli();
const run = cli.run;

interface NationJson {
  id: string;
  name: string;
  player: string;
  income: number;
  spendable: number;
  vp: number;
  np: number;
  relations: Record<string, string>;
  provinces: string[];
}

describe("adjutant scenario show", () => {
  it("W1 W6 --json prints every nation with income, spendable, points, relations and provinces, and the report", async () => {
    expect(await run("scenario", "show", "ww1907", "--json")).toBe(0);
    const doc = JSON.parse(cli.stdout) as { nations: NationJson[]; report: string[] };
    expect(doc.nations.map((n) => [n.id, n.player, n.income, n.spendable, n.vp, n.np])).toEqual([
      ["russia", "Osmano", 25.5, 25, 5, 0],
      ["germany", "Shrink", 24.5, 24, 7, 0],
      ["france", "Aeneas", 0, 0, 1, 0],
      ["uk", "Jax", 18.25, 18, 3, 1],
      ["austria-hungary", "Dio", 0, 0, 0, 0],
      ["ottoman", "Johndisp", 15.5, 15, 8, 0],
      ["spain", "Sassenach", 17.75, 17, 5, 0],
      ["italy", "Steace", 15, 15, 5, 1],
    ]);
    const russia = doc.nations[0];
    expect(russia?.name).toBe("Russian Empire");
    expect(russia?.relations).toEqual({
      germany: "alliance",
      france: "peace",
      uk: "peace",
      "austria-hungary": "war",
      ottoman: "alliance",
      spain: "peace",
      italy: "peace",
    });
    expect(doc.nations[4]?.relations.russia).toBe("war");
    expect(russia?.provinces).toContain("zagreb");
    expect(doc.nations.find((n) => n.id === "ottoman")?.provinces).toEqual(
      expect.arrayContaining(["athens", "larissa", "thessa", "tirana", "istanbul"]),
    );
    expect(doc.report).toEqual([
      "relations: russia lists war with austria-hungary, austria-hungary lists nothing: made symmetric (war)",
    ]);
  });

  it("prints readable text without --json", async () => {
    expect(await run("scenario", "show", "ww1907")).toBe(0);
    expect(cli.stdout).toContain("United Kingdom (uk), player Jax");
    expect(cli.stdout).toContain("income 18.25 pp, spendable 18 pp");
    expect(cli.stdout).toContain("general Herbert Kitchener (Strategic) at egypt");
    expect(cli.stdout).toContain("Report:");
  });

  it("exits 1 with every problem on a bad file, never a stack trace", async () => {
    const dir = tempDir("scenario-cli");
    const file = join(dir, "bad.yaml");
    writeFileSync(file, "base: ww1907\nprovinces:\n  Atlantis: { owner: uk }\n");
    expect(await run("scenario", "show", file)).toBe(1);
    expect(cli.stderr).toBe(
      `adjutant: ${file}: 1 problem:\n${file}:3: provinces.Atlantis: no province is called "Atlantis"\n`,
    );
    expect(cli.stdout).toBe("");
  });

  it("W18 W26 shows a running position: pp owed, conquered provinces, guests, lost commanders", async () => {
    const dir = tempDir("scenario-cli");
    const file = join(dir, "adopted.yaml");
    writeFileSync(
      file,
      `base: ww1907
nations:
  uk: { owed: 3 }
provinces:
  Transylvania: { owner: russia, startOwner: austria-hungary, divisions: 4 }
  Berlin: { divisions: 1, guests: { russia: 2 } }
lostCommanders: [armando-diaz]
`,
    );
    expect(await run("scenario", "show", file, "--json")).toBe(0);
    const doc = JSON.parse(cli.stdout) as {
      nations: { id: string; owed: number; conquered: unknown[]; guests: unknown[] }[];
      lostCommanders: string[];
    };
    const russia = doc.nations.find((n) => n.id === "russia");
    expect(russia?.conquered).toEqual([{ province: "transylvania", from: "austria-hungary" }]);
    expect(russia?.guests).toEqual([{ province: "berlin", divisions: 2 }]);
    expect(doc.nations.find((n) => n.id === "uk")?.owed).toBe(3);
    expect(doc.lostCommanders).toEqual(["armando-diaz"]);
    cli.reset();
    expect(await run("scenario", "show", file)).toBe(0);
    expect(cli.stdout).toContain("treasury 18.25 pp, owes 3 pp (W26)");
    expect(cli.stdout).toContain("conquered (W18: keep a division): transylvania (from austria-hungary)");
    expect(cli.stdout).toContain("stationed in allied land: 2 in berlin");
    expect(cli.stdout).toContain("Lost commanders: armando-diaz");
  });
});
