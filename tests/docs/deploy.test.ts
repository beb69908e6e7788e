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

  it("compose.postgres.yaml: PostgreSQL with a health check and a volume, the bot on it through DATABASE_URL, sharded", () => {
    const compose = parse(read("compose.postgres.yaml")) as {
      services: {
        postgres: {
          image: string;
          environment: Record<string, string>;
          volumes: string[];
          healthcheck: { test: string[] };
        };
        bot: {
          init: boolean;
          depends_on: Record<string, { condition: string }>;
          environment: Record<string, string>;
        };
      };
      volumes: Record<string, unknown>;
    };
    const { postgres, bot } = compose.services;
    expect(postgres.image).toMatch(/^postgres:\d+$/);
    expect(postgres.healthcheck.test).toContain("pg_isready");
    expect(Object.keys(compose.volumes)).toContain(postgres.volumes[0]?.split(":")[0]);
    expect(bot.init).toBe(true);
    expect(bot.depends_on.postgres?.condition).toBe("service_healthy");
    const user = postgres.environment.POSTGRES_USER;
    const db = postgres.environment.POSTGRES_DB;
    expect(bot.environment.DATABASE_URL).toBe(`postgres://${user}:\${POSTGRES_PASSWORD}@postgres:5432/${db}`);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Compose's own variable syntax, not a template
    expect(bot.environment.SHARD_COUNT).toBe("${SHARD_COUNT:-auto}");
    expect(docs).toContain("docker compose -f compose.postgres.yaml up -d --build");
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

  it("names every step of moving to PostgreSQL and shards, and backs up either database", () => {
    for (const step of [
      "createdb --owner adjutant adjutant",
      "DATABASE_URL=postgres://adjutant:PASSWORD@db.example.org:5432/adjutant",
      "adjutant database copy --to postgres://",
      "SHARD_COUNT=auto",
      "pg_dump --format=custom",
      "pg_restore --clean",
    ]) {
      expect(docs).toContain(step);
    }
    expect(docs).toContain("adjutant.js backup /var/backups/adjutant");
    expect(docs).not.toMatch(/What is not built yet/);
  });
});
