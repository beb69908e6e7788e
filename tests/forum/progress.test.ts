import { describe, expect, it } from "vitest";
import { createProgressBar, drawScrapeProgress, renderProgressBar } from "../../src/forum/progress.ts";

const sink = (isTTY: boolean) => {
  const chunks: string[] = [];
  return { isTTY, chunks, write: (s: string) => chunks.push(s) };
};

describe("progress bar", () => {
  it("renders a bar with a count, or the page alone when the total is unknown", () => {
    expect(renderProgressBar(1, 4, "page 1", 8)).toBe("[##------] 1/4 page 1");
    expect(renderProgressBar(4, 4, "", 8)).toBe("[########] 4/4");
    expect(renderProgressBar(2, null, "x")).toBe("[page 2] x");
  });

  it("draws in place on a terminal and ends the line", () => {
    const out = sink(true);
    const bar = createProgressBar(out, 4);
    bar.update(1, 2, "long label");
    bar.update(2, 2);
    bar.finish();
    expect(out.chunks).toEqual(["\r[##--] 1/2 long label", `\r[####] 2/2${" ".repeat(11)}`, "\n"]);
  });

  it("writes nothing when the stream is not a terminal", () => {
    const out = sink(false);
    const bar = createProgressBar(out);
    bar.update(1, 3);
    bar.finish();
    expect(out.chunks).toEqual([]);
  });

  it("draws a scrape's progress events and ends the line when done", () => {
    const out = sink(true);
    const draw = drawScrapeProgress(createProgressBar(out, 4));
    draw({ page: 1, lastPage: null, url: "u", done: 0, phase: "fetching" });
    draw({ page: 2, lastPage: 2, url: "u", done: 1, phase: "fetching" });
    draw({ page: 2, lastPage: 2, url: "u", done: 2, phase: "done" });
    expect(out.chunks.map((c) => c.trimEnd())).toEqual([
      "\r[page 1] fetching",
      "\r[##--] 1/2 page 2",
      "\r[####] 2/2 2 requests",
      "",
    ]);
    expect(out.chunks.at(-1)).toBe("\n");
  });
});
