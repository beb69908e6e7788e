import { describe, expect, it } from "vitest";
import { chunk } from "../../../../src/rulesets/ww1907/language/tokens.ts";
import { fixtureLexicon } from "./fixture.ts";

const lexicon = fixtureLexicon();
const kinds = (text: string) =>
  chunk(text, lexicon).map((i) =>
    i.k === "name"
      ? `name:${i.refs.map((r) => r.id).join("|")}`
      : i.k === "kw"
        ? `kw:${i.kw}`
        : i.k === "num"
          ? `num:${i.n}`
          : i.k === "unit"
            ? `unit:${i.unit}`
            : i.k,
  );

describe("chunk", () => {
  it("matches the longest name ('Black Sea' before 'Black')", () => {
    expect(kinds("Sail 2 ships Black Sea to Aegean")).toEqual([
      "kw:sail",
      "num:2",
      "unit:ship",
      "name:black-sea",
      "kw:to",
      "name:aegean-sea",
    ]);
  });

  it("reads names with inner punctuation (A-H, St. Petersburg, Austria-Hungary)", () => {
    expect(kinds("A-H St. Petersburg Austria-Hungary")).toEqual([
      "name:austria-hungary",
      "name:st-petersburg",
      "name:austria-hungary",
    ]);
  });

  it("reads 'a'/'an' before a singular unit noun as 1 and drops filler", () => {
    expect(kinds("please build a ship in the port of Odessa")).toEqual([
      "kw:build",
      "num:1",
      "unit:ship",
      "kw:in",
      "name:odessa",
    ]);
  });

  it("splits numbers from units and markers (5pp, x3, 3x)", () => {
    expect(kinds("5pp x3 3x")).toEqual(["num:5", "kw:pp", "x", "num:3", "num:3", "x"]);
  });

  it("reads possessives and contractions", () => {
    expect(kinds("I'd accept Germany's alliance")).toEqual(["kw:propose", "name:germany", "kw:ally"]);
  });

  it("keeps unknown words as words", () => {
    expect(kinds("Atack Krakw")).toEqual(["word", "word"]);
  });

  it("reads arrows both ways", () => {
    expect(chunk("Krakow <- Warsaw -> Kiev", lexicon).filter((i) => i.k === "arrow")).toEqual([
      { k: "arrow", back: true, raw: "<-" },
      { k: "arrow", back: false, raw: "->" },
    ]);
  });
});
