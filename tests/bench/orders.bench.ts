import { bench, describe } from "vitest";
import { parseOrders } from "../../src/rulesets/ww1907/language/parse-orders.ts";
import { europeLexicon, loadCorpus } from "../rulesets/ww1907/language/corpus.ts";

/**
 * Order lines per second (target ≥ 50,000/s). Each "typical" iteration reads 1000 order lines; each corpus
 * iteration reads every corpus passage once (errors and typo suggestions included), so lines/s = hz × lines.
 */
const lexicon = europeLexicon();
const texts = Object.values(loadCorpus())
  .flat()
  .map((e) => e.t);
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
const readCorpus = (): void => {
  for (const t of texts) parseOrders([t], lexicon, { phase: "deployment" });
};
const readTypical = (): void => {
  parseOrders(many, lexicon, { phase: "deployment" });
};

/**
 * The machine may be shared: besides vitest's wall-clock hz, print lines per CPU-second (process.cpuUsage),
 * which a busy machine distorts much less.
 */
function perCpuSecond(run: () => void, linesPerRun: number, runs: number): number {
  for (let i = 0; i < 5; i++) run();
  const start = process.cpuUsage();
  for (let i = 0; i < runs; i++) run();
  const used = process.cpuUsage(start);
  return Math.round((linesPerRun * runs) / ((used.user + used.system) / 1e6));
}
console.log(
  `orders bench: ${perCpuSecond(readTypical, many.length, 50)} typical lines per CPU-second; ` +
    `${perCpuSecond(readCorpus, lines, 20)} corpus lines (${lines} per run) per CPU-second`,
);

describe("order lines per second", () => {
  const options = { time: 3000, warmupTime: 1000 };
  bench(`corpus (${lines} lines per iteration)`, readCorpus, options);
  bench("1000 typical order lines per iteration", readTypical, options);
});
