import { bench, describe } from "vitest";
import { parseOrders } from "../../src/orders/parse-orders.ts";
import { europeLexicon, loadCorpus } from "../orders/corpus.ts";

/**
 * Order lines per second (target ≥ 50,000/s): each iteration reads every corpus passage once, so
 * lines/s = hz × the number of lines printed below.
 */
const lexicon = europeLexicon();
const entries = Object.values(loadCorpus()).flat();
const texts = entries.map((e) => e.t);
const lines = texts.reduce((n, t) => n + t.split("\n").length, 0);
const typical = [
  "Build 3 divisions in Moscow",
  "Deploy 2 in Warsaw, 1 in Kiev",
  "Warsaw -> Krakow (3)",
  "Attack Vienna with 4 from Krakow and 2 from Budapest",
  "Fleet Black Sea to Aegean",
  "Declare war on Austria",
  "Give 5pp to Germany",
  "Place Brusilov in Zagreb",
];
const many = Array.from({ length: 1000 }, (_, i) => typical[i % typical.length] as string);
console.log(
  `orders bench: corpus ${texts.length} passages / ${lines} lines per iteration; typical 1000 lines per iteration`,
);

describe("order lines per second", () => {
  bench(`corpus (${lines} lines per iteration)`, () => {
    for (const t of texts) parseOrders([t], lexicon, { phase: "deployment" });
  });
  bench("1000 typical order lines per iteration", () => {
    parseOrders(many, lexicon, { phase: "deployment" });
  });
});
