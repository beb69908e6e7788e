import { describe, expect, it } from "vitest";
import { createProgressBar, renderProgressBar } from "../../src/forum/progress.ts";

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
});
