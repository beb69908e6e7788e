import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { useCliDatabase } from "../forum/cli-env.ts";
import { fixturePath, startThreadServer, type ThreadServer } from "../forum/thread-server.ts";
import { useCli } from "../helpers/cli.ts";

const cli = useCli();
useCliDatabase();

let server: ThreadServer;
beforeAll(async () => {
  server = await startThreadServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => server.reset());

describe("forum sync reads what it can: a later page that fails is a warning, and the exit code is 0", () => {
  it("a 404 on page 3: pages 1 and 2 are ingested, one warning line names page 3", async () => {
    const page3 = fixturePath("phpbb-spring-1907", 3);
    const url = `${server.baseUrl}${fixturePath("phpbb-spring-1907", 1)}`;
    expect(await cli.run("game", "new", "--scenario", "ww1907", "--forum", url)).toBe(0);
    server.faults.push({ pathPrefix: page3, kind: "status-404" });
    cli.reset();
    expect(await cli.run("forum", "sync")).toBe(0);
    expect(cli.stdout).toContain("Read 2 page(s), 6 post(s).");
    expect(cli.stderr).toBe(
      `warning: cannot read ${server.baseUrl}${page3}: the server answered 404 Not Found. Check the thread URL with \`adjutant game set --forum URL\`.\n`,
    );
  });
});
