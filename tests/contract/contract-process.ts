import { render } from "../../src/presenters/render.ts";
import { openStorage } from "../../src/storage/open-storage.ts";
import { contractGame, contractService } from "./contract-games.ts";

/**
 * A new process on a game's database (a SQLite file, or a postgres:// URL): `show` prints what the GameService says
 * of the game (status, status JSON, info, the last record) as JSON; `resolve` resolves the open window first. The
 * contract suite runs it to check that a restart gives the same game.
 */
const [name = "Islands", where = "", gameId = "", command = "show", now = "2026-12-05T12:00:00.000Z"] =
  process.argv.slice(2);
const db = await openStorage(where.startsWith("postgres://") ? { url: where, file: "" } : { file: where });
try {
  const t = contractService(db, [contractGame(name).entry]);
  t.clock.now = new Date(now);
  const resolved =
    command === "resolve" ? await t.service.resolve(gameId, { name: "GM in another process" }) : null;
  const status = await t.service.status(gameId);
  process.stdout.write(
    JSON.stringify({
      resolved: resolved ? (resolved.ok ? resolved.value.seed : resolved.error) : null,
      status: status.ok ? render(status.value, "text") : status.error,
      statusJson: await t.service.statusJson(gameId),
      info: await t.service.info(gameId),
      record: await t.service.publishedRecord(gameId),
    }),
  );
} finally {
  await db.close();
}
