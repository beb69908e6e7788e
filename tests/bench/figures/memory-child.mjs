// The bot process of the memory figure (tests/bench/figures/memory.ts starts it): the real Discord bot and the real
// game service over a SQLite file, as `npm start` composes them (openService, startBot), loaded from compiled
// JavaScript (argv[2]: the build's root folder, holding src/) or, with argv[3] "tsx", from the TypeScript sources
// (run with `node --import tsx`). It talks to its parent over IPC: "ready" once logged in, then a memory reading
// for each "measure", and it stops on "stop". Plain JavaScript so that it runs on the build with no loader at all.
import { pathToFileURL } from "node:url";

const [root, mode] = process.argv.slice(2);
const ext = mode === "tsx" ? ".ts" : ".js";
const load = (path) => import(pathToFileURL(`${root}/${path}${ext}`).href);

const input = JSON.parse(process.env.FIGURES_CHILD ?? "{}");
const [{ default: pino }, { openService }, { startBot }] = await Promise.all([
  import("pino"),
  load("src/app/open-service"),
  load("src/bot/bot"),
]);
const { service, store } = await openService({ DATABASE_FILE: input.dbFile, DATA_DIR: input.dataDir });
const bot = await startBot({
  config: { token: "figures.token", guildId: input.guildId, gmUserIds: [], apiBase: input.apiBase },
  service,
  logger: pino({ level: "silent" }),
  // Discord's global limit of 50 requests/s lifted: 10,000 posts would otherwise take 400 s of waiting
  rest: { retries: 1, offset: 0, globalRequestsPerSecond: 1_000_000 },
});

function reading() {
  const m = process.memoryUsage();
  const client = bot.client;
  return {
    rss: m.rss,
    heapUsed: m.heapUsed,
    heapTotal: m.heapTotal,
    external: m.external,
    arrayBuffers: m.arrayBuffers,
    cachedMessages: client.channels.cache.reduce(
      (n, c) => n + ("messages" in c ? c.messages.cache.size : 0),
      0,
    ),
    cachedUsers: client.users.cache.size,
  };
}

process.on("message", async (message) => {
  if (message === "measure") {
    const before = reading();
    globalThis.gc?.();
    const afterGc = reading();
    process.send?.({ type: "reading", before, afterGc, gc: typeof globalThis.gc === "function" });
  } else if (message === "stop") {
    await bot.stop();
    await store.db.close();
    process.disconnect?.();
  }
});
process.send?.({ type: "ready", reading: reading() });
