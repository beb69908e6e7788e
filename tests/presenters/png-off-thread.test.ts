import { describe, expect, it } from "vitest";
import { svgToPng } from "../../src/presenters/png.ts";
import {
  pictureBytesOffThread,
  runningPictureWorker,
  svgToPngOffThread,
} from "../../src/presenters/png-off-thread.ts";
import { ww1907Ruleset } from "../../src/rulesets/ww1907/ruleset.ts";

/**
 * Map pictures are rasterised on a worker thread (src/presenters/png-off-thread.ts): the bot's thread keeps turning
 * while a phase map's PNG is drawn, and the bytes are the ones drawing it here gives.
 */
function openingMapSvg(): string {
  const opening = ww1907Ruleset.setup({
    scenario: "ww1907",
    rulings: ww1907Ruleset.schemas.rulings.parse({}),
    players: [],
    dice: { roll: () => 1 },
  });
  if (!opening.ok || !ww1907Ruleset.picture) throw new Error("no opening");
  return ww1907Ruleset.picture(opening.value.state);
}

describe("map pictures drawn off the main thread", () => {
  it("the worker's PNG is byte for byte the one drawn on the main thread", async () => {
    const svg = openingMapSvg();
    const [there, again] = await Promise.all([svgToPngOffThread(svg), svgToPngOffThread(svg)]);
    expect(there.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(there.equals(svgToPng(svg))).toBe(true);
    expect(again.equals(there)).toBe(true);
  });

  it("the main thread's event loop turns while a picture is drawn (drawn here, it would not turn once)", async () => {
    const svg = openingMapSvg();
    let turns = 0;
    let drawing = true;
    const turn = () => {
      turns++;
      if (drawing) setImmediate(turn);
    };
    setImmediate(turn);
    const png = await svgToPngOffThread(svg);
    drawing = false;
    expect(png.length).toBeGreaterThan(0);
    expect(turns).toBeGreaterThan(1);
  });

  it("an SVG asked for as SVG is its text; a broken SVG is an error, not a crash", async () => {
    expect((await pictureBytesOffThread("<svg/>", "svg")).toString("utf8")).toBe("<svg/>");
    await expect(svgToPngOffThread("not an svg")).rejects.toThrow(/could not be drawn/);
    // the worker is still there for the next picture
    expect((await svgToPngOffThread(openingMapSvg())).subarray(1, 4).toString("ascii")).toBe("PNG");
  });

  it("a worker that dies between pictures is replaced: the next picture is drawn by a new worker", async () => {
    await svgToPngOffThread(openingMapSvg());
    const first = runningPictureWorker();
    expect(first).not.toBeNull();
    const exited = new Promise((resolve) => first?.once("exit", resolve));
    await first?.terminate();
    await exited;
    // answered by a worker (its own words for a broken SVG), not drawn here, and not left waiting on the dead one
    await expect(svgToPngOffThread("not an svg")).rejects.toThrow(/could not be drawn/);
    expect(runningPictureWorker()).not.toBe(first);
  });
});
