/**
 * Takes the screenshots of the live game page under docs/pictures/ (run: `npx tsx tools/web-screenshots.ts`), with
 * the browser tests' set-up (tests/browser/chromium.ts: Debian's Chromium or CHROMIUM_PATH, headless, a fresh
 * profile): a World War 1907 game after its first phase with some orders in, and a Risk Variant One game after a
 * turn with an attack. Everything runs on an in-memory database with a fixed secret and a web server on 127.0.0.1.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GameService } from "../src/game/game-service.ts";
import { openDatabase } from "../src/storage/database.ts";
import { GameStore } from "../src/storage/game-store.ts";
import { startWebServer } from "../src/web/serve.ts";
import { chromiumUnavailable, launchChromium } from "../tests/browser/chromium.ts";

const out = new URL("../docs/pictures/", import.meta.url);
const unavailable = chromiumUnavailable();
if (unavailable) {
  process.stderr.write(`${unavailable}\n`);
  process.exit(1);
}

const clock = { now: new Date("2026-12-01T12:00:00.000Z") };
const store = new GameStore(openDatabase(":memory:"));
const service = new GameService({
  store,
  now: () => clock.now,
  newSecret: () => "screenshot-secret-0123456789",
});
let n = 0;
const say = (id: string, author: string, text: string) =>
  service.ingest(id, "forum", [
    {
      platform: "phpbb3",
      postId: `p${++n}`,
      author: { name: author },
      postedAt: clock.now.toISOString(),
      edited: null,
      bold: text.split("; "),
      text,
    },
  ]);

const ww = service.createGame({ scenario: "ww1907", name: "The Great Game" });
if (!ww.ok) throw new Error(ww.error);
clock.now = new Date("2026-12-01T13:00:00.000Z");
say(ww.value.id, "Osmano", "Build 2 divisions in Moscow; Move 1 from Warsaw to Krakow");
say(ww.value.id, "Shrink", "Build 2 divisions in Berlin");
say(ww.value.id, "Aeneas", "Build 1 division in Paris");
service.resolve(ww.value.id, { name: "GM" });
clock.now = new Date("2026-12-01T14:00:00.000Z");
say(ww.value.id, "Osmano", "Move 1 from Moscow to Smolensk");
say(ww.value.id, "Jax", "Build 1 division in London");

const dir = mkdtempSync(join(tmpdir(), "adjutant-screenshots-"));
const file = join(dir, "risk.yaml");
writeFileSync(
  file,
  `base: risk-v1
players: [Alice, Bob, Cleo]
dealer: Cleo
phase: actions
territories:
  Brazil: { owner: Alice, armies: 6, income: 2 }
  Venezuela: { owner: Alice, armies: 2, income: 1 }
  Peru: { owner: Bob, armies: 2, income: 1 }
  Argentina: { owner: Bob, armies: 3, income: 1 }
  North Africa: { owner: Cleo, armies: 4, income: 2 }
  Egypt: { owner: Cleo, armies: 2, income: 1 }
`,
);
const risk = service.createGame({ scenario: file, name: "Friday night Risk" });
rmSync(dir, { recursive: true, force: true });
if (!risk.ok) throw new Error(risk.error);
say(risk.value.id, "Alice", "Attack Peru from Brazil with 5, stop at 2");
say(risk.value.id, "Bob", "Hold");
for (let i = 0; i < 12 && service.resolvedPhases(risk.value.id).length === 0; i++) {
  const next = service.waitingOn(risk.value.id)[0];
  if (next) say(risk.value.id, next.name, "Pass");
}
// deadlines a day and a half from the real now, for the countdowns
const later = new Date(Date.now() + 36 * 3600_000).toISOString();
service.setDeadline(ww.value.id, later);
service.setDeadline(risk.value.id, later);

const server = await startWebServer({ service, port: 0 });
const browser = await launchChromium();
try {
  const page = await browser.context.newPage();
  for (const [id, name] of [
    [ww.value.id, "web-ww1907.png"],
    [risk.value.id, "web-risk-v1.png"],
  ] as const) {
    await page.goto(`${server.url}/games/${id}`);
    await page.waitForTimeout(1200);
    writeFileSync(new URL(name, out), await page.screenshot({ fullPage: true }));
    process.stdout.write(`docs/pictures/${name}\n`);
  }
} finally {
  await browser.close();
  await server.close();
  store.close();
}
