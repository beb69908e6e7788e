import { accessSync, constants, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";

/**
 * Headless Chromium for the browser tests (and tools/web-screenshots.ts), driven by playwright-core: Debian's
 * Chromium (`apt-get install chromium`), or the one `CHROMIUM_PATH` names. No download, no network of its own
 * (background networking, updates, sync and QUIC off), a fresh profile removed afterwards.
 */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** Why the browser tests cannot run here, or null when they can. */
export function chromiumUnavailable(): string | null {
  const path = chromiumPath();
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    return `no Chromium at ${path} (install it with \`apt-get install chromium\`, or set CHROMIUM_PATH)`;
  }
}

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A headless Chromium with a fresh profile (its --user-data-dir), and what closes it and removes the profile. */
export async function launchChromium(): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), "adjutant-chromium-"));
  try {
    // launchPersistentContext passes the profile as --user-data-dir
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath(),
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1400, height: 1000 },
    });
    return {
      context,
      close: async () => {
        await context.close().catch(() => undefined);
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (e) {
    rmSync(profile, { recursive: true, force: true });
    throw e;
  }
}
