import type { Command } from "commander";
import { gameOption, need, withService } from "../game-service.ts";
import { printJson } from "../output.ts";
import { UserError } from "../user-error.ts";

/** Registers `adjutant forum sync` and `adjutant forum replies on|off`. */
export function registerForumCommand(program: Command): void {
  const forum = program.command("forum").description("read the game's forum thread");
  gameOption(
    forum
      .command("sync")
      .description(
        "fetch new pages of the thread (and the last pages again, to catch edits) and judge new posts; exits 1 when the thread cannot be read",
      )
      .option("--json", "print JSON"),
  ).action(async (opts: { game?: string; json?: boolean }) => {
    const { forumReadOptions, syncForum } = await import("../../app/forum-sync.ts");
    const { createProgressBar, drawScrapeProgress } = await import("../../forum/progress.ts");
    const { describeIngest } = await import("../../game/ingest-text.ts");
    await withService(async ({ service, store, env }) => {
      const id = need(await service.gameId(opts.game));
      const bar = createProgressBar(process.stderr);
      const result = await syncForum(service, store, id, {
        ...forumReadOptions(env),
        onProgress: drawScrapeProgress(bar),
      });
      if (result.failure !== null) throw new UserError(result.failure);
      if (opts.json) return printJson(result);
      process.stdout.write(`Read ${result.pages} page(s), ${result.posts} post(s).\n`);
      for (const r of result.results) {
        const line = describeIngest(r);
        if (line) process.stdout.write(`${line}\n`);
      }
      for (const p of result.problems) process.stderr.write(`warning: ${p}\n`);
    });
  });

  gameOption(
    forum
      .command("replies <on|off>")
      .description(
        "Discourse and XenForo 2: Adjutant posts reminders, deadline notices and summaries to the thread itself (credentials in .env)",
      ),
  ).action(async (value: string, opts: { game?: string }) => {
    if (value !== "on" && value !== "off")
      throw new UserError(`forum replies takes on or off, not "${value}"`);
    const { setThreadReplies } = await import("../../app/thread-replies.ts");
    await withService(async ({ service, store, env }) => {
      const id = need(await service.gameId(opts.game));
      process.stdout.write(`${need(await setThreadReplies(service, store, env, id, value === "on"))}\n`);
    });
  });
}
