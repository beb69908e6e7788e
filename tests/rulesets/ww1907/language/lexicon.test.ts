import { describe, expect, it } from "vitest";
import { buildLexicon } from "../../../../src/rulesets/ww1907/language/lexicon.ts";
import { fixtureGraph, fixtureLexicon, fixtureScenario } from "./fixture.ts";

const lexicon = fixtureLexicon();
const ids = (key: string) => (lexicon.names.get(key) ?? []).map((r) => `${r.kind}:${r.id}`);

describe("buildLexicon", () => {
  it("knows provinces and seas by id, name and alias, folded", () => {
    expect(ids("krakow")).toEqual(["province:krakow"]);
    expect(ids("cracow")).toEqual(["province:krakow"]);
    expect(ids("st petersburg")).toEqual(["province:st-petersburg"]);
    expect(ids("black sea")).toEqual(["sea:black-sea"]);
  });

  it("adds the short name of a sea when nothing else has it ('Aegean' for 'Aegean Sea')", () => {
    expect(ids("aegean")).toEqual(["sea:aegean-sea"]);
    expect(ids("black")).toEqual(["sea:black-sea"]);
  });

  it("knows nations by abbreviation and adjective (UK, A-H, OE, the Ottomans, Austrian)", () => {
    expect(ids("uk")).toEqual(["nation:united-kingdom"]);
    expect(ids("a h")).toEqual(["nation:austria-hungary"]);
    expect(ids("austria")).toEqual(["nation:austria-hungary"]);
    expect(ids("oe")).toEqual(["nation:ottoman-empire"]);
    expect(ids("ottomans")).toEqual(["nation:ottoman-empire"]);
    expect(ids("russian")).toEqual(["nation:russia"]);
  });

  it("knows commanders by full name, surname and 'von' name", () => {
    expect(ids("brusilov")).toEqual(["commander:aleksei-brusilov"]);
    expect(ids("falkenhayn")).toEqual(["commander:erich-von-falkenhayn"]);
    expect(ids("von falkenhayn")).toEqual(["commander:erich-von-falkenhayn"]);
    expect(ids("liman von sanders")).toEqual(["commander:otto-liman-von-sanders"]);
    expect(ids("otto liman von sanders")).toEqual(["commander:otto-liman-von-sanders"]);
  });

  it("keeps every meaning of a name that means several things", () => {
    const lex = buildLexicon(fixtureGraph(), {
      ...fixtureScenario,
      nations: [...fixtureScenario.nations, { id: "kiev-republic", name: "Kiev", aliases: [] }],
    });
    expect((lex.names.get("kiev") ?? []).map((r) => r.id).sort()).toEqual(["kiev", "kiev-republic"]);
  });

  it("records ports and which commanders are placed", () => {
    expect(lexicon.ports.get("odessa")).toBe("black-sea");
    expect(lexicon.ports.get("moscow")).toBeNull();
    expect(lexicon.placed.has("aleksei-brusilov")).toBe(true);
    expect(lexicon.placed.has("armando-diaz")).toBe(false);
  });

  it("keeps the spelling a name was given in, for suggestions", () => {
    expect(lexicon.spellings.get("sebastopol")).toBe("Sebastopol");
    expect(lexicon.spellings.get("aegean")).toBe("Aegean");
  });
});
