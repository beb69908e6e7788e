// The web server process of the web figures (tests/bench/figures/web.ts starts it): the real game service over a
// SQLite file and the real web server (`startWebServer`), as `adjutant web` composes them, loaded from compiled
// JavaScript (argv[2]: the build's root folder, holding src/). It talks to its parent over IPC: "ready" with the
// server's address, then a memory reading for each "measure", and it stops on "stop". Plain JavaScript so that it
// runs on the build with no loader at all.
import { pathToFileURL } from "node:url";

const [root] = process.argv.slice(2);
const load = (path) => import(pathToFileURL(`${root}/${path}.js`).href);
const input = JSON.parse(process.env.FIGURES_CHILD ?? "{}");
const [{ openService }, { startWebServer }] = await Promise.all([
  load("src/app/open-service"),
  load("src/web/serve"),
]);
const { service, store } = await openService({ DATABASE_FILE: input.dbFile, DATA_DIR: input.dataDir });
const server = await startWebServer({ service, port: 0, host: "127.0.0.1" });

function reading() {
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external };
}

process.send({ type: "ready", url: server.url, reading: reading() });
process.on("message", async (message) => {
  if (message === "measure") {
    const before = reading();
    globalThis.gc?.();
    process.send({ type: "reading", before, afterGc: reading() });
  } else if (message === "stop") {
    await server.close();
    await store.close();
    process.exit(0);
  }
});
