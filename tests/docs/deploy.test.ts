import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

/**
 * The deployment files and docs/deploy.md say the same thing: the image runs `npm start` as a non-root user with the
 * database on the volume /data, compose mounts a volume there, SIGTERM reaches node (bash as npm's script shell,
 * an init process, KillMode=mixed in the systemd unit), and the page says what is not built yet.
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

describe("Dockerfile, compose.yaml and docs/deploy.md agree", () => {
  const dockerfile = read("Dockerfile");
  const docs = read("docs/deploy.md");

  it("the image: node:20-slim, npm ci, a non-root user, the volume /data as DATA_DIR, npm start", () => {
    expect(dockerfile).toMatch(/^FROM node:20-slim AS build$/m);
    expect(dockerfile).toMatch(/^RUN npm ci\b/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(dockerfile).toMatch(/DATA_DIR=\/data/);
    expect(dockerfile).toMatch(/NPM_CONFIG_SCRIPT_SHELL=\/bin\/bash/);
    expect(dockerfile.trim().split("\n").at(-1)).toBe('CMD ["npm", "start"]');
  });

  it("compose: the bot service with an init process, a named volume on /data and DATA_DIR=/data", () => {
    const compose = parse(read("compose.yaml")) as {
      services: { bot: { init: boolean; volumes: string[]; environment: Record<string, string> } };
      volumes: Record<string, unknown>;
    };
    const bot = compose.services.bot;
    expect(bot.init).toBe(true);
    expect(bot.environment.DATA_DIR).toBe("/data");
    const [volume] = bot.volumes;
    expect(volume).toMatch(/^[\w-]+:\/data$/);
    expect(Object.keys(compose.volumes)).toContain(volume?.split(":")[0]);
  });

  it("the systemd unit runs npm start, signals npm alone, and names what npm start runs", () => {
    const start = (JSON.parse(read("package.json")) as { scripts: { start: string } }).scripts.start;
    expect(docs).toContain("ExecStart=/usr/bin/npm start");
    expect(docs).toContain("KillMode=mixed");
    expect(docs).toContain("Environment=NPM_CONFIG_SCRIPT_SHELL=/bin/bash");
    expect(start).toMatch(/^node (--[\w-]+=?\S* )*dist\/src\/main\.js$/);
    const flags = start.replace(/^node /, "").replace("dist/src/main.js", "");
    expect(docs).toContain(`ExecStart=/usr/bin/node ${flags}/opt/adjutant/dist/src/main.js`);
  });

  it("says plainly that PostgreSQL and sharding are not built, and backs up with adjutant backup", () => {
    expect(docs).toMatch(/What is not built yet[\s\S]{0,200}PostgreSQL[\s\S]{0,200}sharded bot/);
    expect(docs).toContain("adjutant.js backup /var/backups/adjutant");
  });
});
