import type { ScrapeProgress } from "./scraper.ts";

/** The part of a stream the progress bar needs: `process.stderr` fits. */
export interface ProgressStream {
  isTTY?: boolean;
  write(chunk: string): unknown;
}

/**
 * One line of a progress bar: `[#####-----] 2/4 label`; without a known total, `[page 2] label`.
 * Pure: the same inputs give the same line.
 */
export function renderProgressBar(done: number, total: number | null, label = "", width = 24): string {
  const suffix = label ? ` ${label}` : "";
  if (total === null || total <= 0) return `[page ${done}]${suffix}`;
  const shown = Math.min(Math.max(done, 0), total);
  const filled = Math.round((shown / total) * width);
  return `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${shown}/${total}${suffix}`;
}

/** A progress bar redrawn in place on a terminal. */
export interface ProgressBar {
  update(done: number, total: number | null, label?: string): void;
  /** Ends the line; nothing is written when nothing was drawn. */
  finish(): void;
}

/** A progress bar on `stream` that draws only when the stream is a terminal (`isTTY`); silent otherwise. */
export function createProgressBar(stream: ProgressStream, width = 24): ProgressBar {
  let drawn = false;
  let lastLength = 0;
  return {
    update(done, total, label = "") {
      if (!stream.isTTY) return;
      const line = renderProgressBar(done, total, label, width);
      const pad = lastLength > line.length ? " ".repeat(lastLength - line.length) : "";
      stream.write(`\r${line}${pad}`);
      lastLength = line.length;
      drawn = true;
    },
    finish() {
      if (!stream.isTTY || !drawn) return;
      stream.write("\n");
      drawn = false;
      lastLength = 0;
    },
  };
}

/** Feeds a scrape's progress events to `bar`: one step per page, the line ended when the scrape is done. */
export function drawScrapeProgress(bar: ProgressBar): (progress: ScrapeProgress) => void {
  return (progress) => {
    if (progress.phase === "done") {
      bar.update(progress.page, progress.lastPage ?? progress.page, `${progress.done} requests`);
      bar.finish();
      return;
    }
    if (progress.lastPage === null) bar.update(progress.page, null, "fetching");
    else bar.update(progress.page - 1, progress.lastPage, `page ${progress.page}`);
  };
}
