import { MapGraph } from "../../../../src/map/graph.ts";
import { type MapInput, mapSchema } from "../../../../src/map/schema.ts";
import {
  buildLexicon,
  type Lexicon,
  type LexiconScenario,
} from "../../../../src/rulesets/ww1907/language/lexicon.ts";

/** A small stand-in for the Europe 1907 map: enough provinces and seas for the grammar's unit tests. */
const P = (
  id: string,
  name: string,
  adjacent: string[],
  extra: Partial<MapInput["provinces"][number]> = {},
): MapInput["provinces"][number] => ({
  id,
  name,
  production: 1,
  coordinates: { lon: 0, lat: 0 },
  adjacent,
  ...extra,
});
const S = (
  id: string,
  name: string,
  adjacent: string[],
  aliases: string[] = [],
): NonNullable<MapInput["seas"]>[number] => ({
  id,
  name,
  aliases,
  coordinates: { lon: 0, lat: 0 },
  adjacent,
});

export const fixtureMapInput: MapInput = {
  id: "mini-europe",
  name: "Mini Europe",
  provinces: [
    P("moscow", "Moscow", ["warsaw", "kiev"]),
    P("warsaw", "Warsaw", ["moscow", "krakow", "kiev"]),
    P("kiev", "Kiev", ["moscow", "warsaw", "odessa"]),
    P("kiel", "Kiel", ["berlin"], { port: "north-sea", coasts: ["north-sea"] }),
    P("berlin", "Berlin", ["kiel", "krakow"]),
    P("krakow", "Krakow", ["warsaw", "vienna", "budapest", "berlin"], { aliases: ["Cracow"] }),
    P("vienna", "Vienna", ["krakow", "budapest", "zagreb"], { aliases: ["Wien"] }),
    P("budapest", "Budapest", ["vienna", "krakow", "zagreb"]),
    P("zagreb", "Zagreb", ["vienna", "budapest"], { port: "adriatic-sea", coasts: ["adriatic-sea"] }),
    P("odessa", "Odessa", ["kiev", "sevastopol"], { port: "black-sea", coasts: ["black-sea"] }),
    P("sevastopol", "Sevastopol", ["odessa"], {
      port: "black-sea",
      coasts: ["black-sea"],
      aliases: ["Sebastopol"],
    }),
    P("athens", "Athens", ["thessa"], { port: "aegean-sea", coasts: ["aegean-sea"] }),
    P("thessa", "Thessa", ["athens", "larissa"], { coasts: ["aegean-sea"] }),
    P("larissa", "Larissa", ["thessa"]),
    P("istanbul", "Istanbul", [], {
      port: "black-sea",
      coasts: ["black-sea", "aegean-sea"],
      aliases: ["Constantinople"],
    }),
    P("st-petersburg", "St. Petersburg", ["moscow"], { aliases: ["Petrograd"] }),
  ],
  seas: [
    S("black-sea", "Black Sea", ["aegean-sea"]),
    S("aegean-sea", "Aegean Sea", ["black-sea", "adriatic-sea"]),
    S("adriatic-sea", "Adriatic Sea", ["aegean-sea"]),
    S("north-sea", "North Sea", []),
  ],
};

export const fixtureScenario: LexiconScenario = {
  nations: [
    { id: "russia", name: "Russian Empire", aliases: [] },
    { id: "germany", name: "German Empire", aliases: [] },
    { id: "france", name: "French Third Republic", aliases: [] },
    { id: "united-kingdom", name: "United Kingdom of Great Britain and Ireland", aliases: [] },
    { id: "austria-hungary", name: "Austria-Hungary", aliases: [] },
    { id: "ottoman-empire", name: "Ottoman Empire", aliases: [] },
    { id: "spain", name: "Spain", aliases: [] },
    { id: "italy", name: "Italy", aliases: [] },
  ],
  commanders: [
    { id: "aleksei-brusilov", name: "Aleksei Brusilov", nation: "russia", at: "zagreb" },
    { id: "erich-von-falkenhayn", name: "Erich von Falkenhayn", nation: "germany", at: "north-sea" },
    { id: "otto-liman-von-sanders", name: "Otto Liman von Sanders", nation: "ottoman-empire", at: null },
    { id: "armando-diaz", name: "Armando Diaz", nation: "italy", at: null },
  ],
};

export function fixtureGraph(): MapGraph {
  return new MapGraph(mapSchema.parse(fixtureMapInput));
}

export function fixtureLexicon(): Lexicon {
  return buildLexicon(fixtureGraph(), fixtureScenario);
}
