import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type RunningBot, startBot } from "../../src/bot/bot.ts";
import { createLogger } from "../../src/log/logger.ts";
import { alice, BotHarness } from "./helpers/bot-harness.ts";

/** The harness with the application's own logger writing JSON lines to memory. */
class LoggedHarness extends BotHarness {
  readonly lines: string[] = [];

  override async startBot(): Promise<RunningBot> {
    this.bot = await startBot({
      config: this.config(),
      service: this.service,
      logger: createLogger(
        { LOG_LEVEL: "debug", LOG_FORMAT: "json" },
        { write: (s: string) => this.lines.push(s) },
      ),
      rest: { retries: 1, offset: 0 },
    });
    return this.bot;
  }

  /** Resolves once a line containing `text` has been logged. */
  async logged(text: string): Promise<string> {
    for (let i = 0; i < 200; i++) {
      const line = this.lines.find((l) => l.includes(text));
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`never logged: ${text}\n${this.lines.join("")}`);
  }
}

describe("the bot's logs of REST errors carry no interaction token and no request body (issue 18: logs)", () => {
  let h: LoggedHarness;

  beforeEach(async () => {
    h = new LoggedHarness();
    await h.start();
  });

  afterEach(async () => {
    await h.stop();
  });

  it("a refused interaction callback (404 Unknown interaction) is logged with its route, the token censored", async () => {
    h.fake.overrides.push((r) =>
      /^\/interactions\/\d+\/[^/]+\/callback$/.test(r.path)
        ? { status: 404, body: { message: "Unknown interaction", code: 10062 } }
        : null,
    );
    const { token } = h.fake.runSlashCommand({ name: "resolve", user: alice });
    const line = await h.logged("Unknown interaction");
    expect(line).toMatch(/\/interactions\/\d+\/\[redacted\]\/callback/);
    const all = h.lines.join("");
    expect(all).not.toContain(token);
    expect(all).not.toContain("Only a GM can use this command");
  });

  it("a failed follow-up edit (webhook URL) and the failure report after it are logged without the token or the body", async () => {
    const failures = 3;
    for (let n = 0; n < failures; n++) {
      h.fake.overrides.push((r) =>
        r.segments[0] === "webhooks" || r.segments[0] === "interactions"
          ? { status: 400, body: { message: "Invalid Form Body", code: 50035 } }
          : null,
      );
    }
    const { token } = h.fake.runSlashCommand({ name: "preview", user: alice });
    await h.logged("Invalid Form Body");
    await h.barrier();
    const all = h.lines.join("");
    expect(all).toContain("[redacted]");
    expect(all).not.toContain(token);
    expect(all).not.toContain("Preview for Russia");
    expect(all).not.toContain(h.config().token);
  });
});
