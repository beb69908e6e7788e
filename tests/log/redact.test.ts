import { DiscordAPIError } from "discord.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createLogger } from "../../src/log/logger.ts";
import { CENSORED, scrubSecrets, scrubValue } from "../../src/log/redact.ts";

/** An interaction token as Discord issues them (long, base64url with dots); nothing else in the test contains it. */
const TOKEN = "aW50ZXJhY3Rpb246MTMwMDAwMDAwMDAwMDAwMDAwMTpzZWNyZXQ.Xk3v9Qm-FAKE_interaction_token_ZZ";
const BOT_TOKEN = "MTEwMDAwMDAwMDAwMDAwMDAwMQ.GhIjKl.fake-bot-token-xxxxxxxxxxxxxxxxxxxx";
const CALLBACK = `https://discord.com/api/v10/interactions/1300000000000000001/${TOKEN}/callback`;
const FOLLOW_UP = `https://discord.com/api/v10/webhooks/1100000000000000001/${TOKEN}/messages/@original`;

function memoryLogger() {
  const lines: string[] = [];
  const logger = createLogger(
    { LOG_LEVEL: "debug", LOG_FORMAT: "json" },
    { write: (s: string) => lines.push(s) },
  );
  return { logger, text: () => lines.join("") };
}

describe("scrubSecrets censors tokens in URLs and credentials (issue 18: logs)", () => {
  it("interaction callback and webhook URLs keep their route, not their token", () => {
    expect(scrubSecrets(CALLBACK)).toBe(
      `https://discord.com/api/v10/interactions/1300000000000000001/${CENSORED}/callback`,
    );
    expect(scrubSecrets(FOLLOW_UP)).toBe(
      `https://discord.com/api/v10/webhooks/1100000000000000001/${CENSORED}/messages/@original`,
    );
    expect(scrubSecrets(`POST ${CALLBACK}?with_response=true failed`)).not.toContain(TOKEN);
    expect(scrubSecrets(`/interactions/:id/${TOKEN}/callback`)).toBe(
      `/interactions/:id/${CENSORED}/callback`,
    );
    expect(JSON.stringify(scrubValue({ majorParameter: `1100000000000000001/${TOKEN}` }))).not.toContain(
      TOKEN,
    );
  });

  it("the password of a PostgreSQL DATABASE_URL is censored in any text, and the field as a whole", () => {
    const url = "postgres://adjutant:pa55-w0rd!x@db.example.org:5432/adjutant";
    expect(scrubSecrets(`cannot reach ${url} (ECONNREFUSED)`)).toBe(
      `cannot reach postgres://adjutant:${CENSORED}@db.example.org:5432/adjutant (ECONNREFUSED)`,
    );
    expect(JSON.stringify(scrubValue({ DATABASE_URL: url, connectionString: url }))).not.toContain(
      "adjutant@db",
    );
    // a forum URL with a time in it is not a credential
    expect(scrubSecrets("https://forum.example.org/viewtopic.php?t=1&time=10:30")).toBe(
      "https://forum.example.org/viewtopic.php?t=1&time=10:30",
    );
  });

  it("Authorization values (Bot, Bearer) are censored; ordinary text and forum URLs are kept", () => {
    expect(scrubSecrets(`Authorization: Bot ${BOT_TOKEN}`)).toBe(`Authorization: Bot ${CENSORED}`);
    expect(scrubSecrets("Bearer abc.def")).toBe(`Bearer ${CENSORED}`);
    const forum = "https://example.org/viewtopic.php?t=1907&start=25";
    expect(scrubSecrets(forum)).toBe(forum);
    expect(scrubSecrets("Build 2 divisions in Moscow")).toBe("Build 2 divisions in Moscow");
  });

  it("secret fields are censored at any depth, with cycles cut", () => {
    const loop: Record<string, unknown> = { headers: { Authorization: `Bot ${BOT_TOKEN}` }, token: TOKEN };
    loop.self = loop;
    const out = JSON.stringify(scrubValue({ a: [loop] }));
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain(BOT_TOKEN);
    expect(out).toContain("[cycle]");
  });

  it("runs in linear time on hostile strings (no backtracking)", () => {
    const cases = [
      "/interactions/".repeat(20_000),
      `/webhooks/${"1".repeat(200_000)}`,
      `/interactions/1/${"a".repeat(200_000)}`,
      "Bot ".repeat(50_000),
      `Bearer${" ".repeat(200_000)}x`,
    ];
    for (const text of cases) {
      const started = performance.now();
      scrubSecrets(text);
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it("never leaves a token of an interaction or webhook URL in arbitrary surrounding text (property)", () => {
    const token = fc.stringMatching(/^[A-Za-z0-9_.-]{10,80}$/);
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        token,
        fc.constantFrom("interactions", "webhooks"),
        (before, t, kind) => {
          const text = `${before} https://discord.com/api/v10/${kind}/123456789/${t}/callback`;
          expect(scrubSecrets(text)).toContain(`/${kind}/123456789/${CENSORED}/callback`);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe("the application logger censors REST errors (issue 18: logs)", () => {
  it("a DiscordAPIError of an interaction callback logs its route and status, never its token or request body", () => {
    const { logger, text } = memoryLogger();
    const error = new DiscordAPIError(
      { message: "Unknown interaction", code: 10062 },
      10062,
      404,
      "POST",
      CALLBACK,
      { files: undefined, body: { type: 4, data: { content: "Osmano's secret orders: attack Vienna" } } },
    );
    logger.error({ err: error }, "command failed");
    logger.child({ command: "orders" }).error({ err: new Error("outer", { cause: error }) }, "wrapped");
    const out = text();
    expect(out).toContain("/interactions/1300000000000000001/[redacted]/callback");
    expect(out).toContain("Unknown interaction");
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain("secret orders");
  });

  it("tokens, Authorization headers and webhook URLs in fields or in the message are censored", () => {
    const { logger, text } = memoryLogger();
    logger.warn(
      { url: FOLLOW_UP, token: TOKEN, headers: { authorization: `Bot ${BOT_TOKEN}` } },
      "follow-up failed",
    );
    logger.info(`posting to ${FOLLOW_UP}`);
    logger.info({ request: { url: CALLBACK, method: "POST" } }, "request");
    const out = text();
    expect(out).not.toContain(TOKEN);
    expect(out).not.toContain(BOT_TOKEN);
    expect(out).toContain("/webhooks/1100000000000000001/[redacted]/messages/@original");
    expect(out.split("\n").filter((l) => l !== "")).toHaveLength(3);
  });
});
