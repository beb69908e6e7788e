import type { Command } from "commander";
import type { GameService } from "../../game/game-service.ts";
import type { ScheduleService } from "../../game/schedule/schedule-service.ts";
import { type Document, list, para } from "../../presenters/document.ts";
import { forumTime } from "../../presenters/forum-time.ts";
import { describeDuration, parseDuration, relativeTime } from "../../schedule/durations.ts";
import type { ScheduleSettingsInput } from "../../schedule/settings.ts";
import type { GameStore } from "../../storage/game-store.ts";
import { formatOf, formatOption, gameOption, need, printDocument, withService } from "../game-service.ts";
import { UserError } from "../user-error.ts";

/** The schedule of the installation's games on the real clock. */
async function scheduleOf(service: GameService, store: GameStore): Promise<ScheduleService> {
  const { ScheduleService } = await import("../../game/schedule/schedule-service.ts");
  return new ScheduleService({ service, store, now: () => new Date() });
}

/** Hours from a duration the GM wrote ("48h", "2d"). */
function hoursOf(text: string): number {
  return need(parseDuration(text)) / 3_600_000;
}

/**
 * Registers `adjutant schedule …`: a game's deadlines that run themselves. `set` the phase length, the reminders and
 * what happens at the deadline; `extend`, `pause`, `resume` (logged with who and why); `show`; and `run`, which
 * stores what fell due and prints every notice not yet delivered (for a forum GM to paste, or a cron job).
 */
export function registerScheduleCommand(program: Command): void {
  const schedule = program
    .command("schedule")
    .description("deadlines that run themselves: phase length, reminders, extensions, pauses");

  gameOption(
    schedule
      .command("set")
      .description("set the game's schedule (what is not given stays)")
      .option(
        "--phase-length <duration>",
        "each phase's deadline this long after it opens (48h, 2d), or none",
      )
      .option("--reminders <durations>", "reminders before the deadline, comma-separated (24h,1h), or none")
      .option(
        "--at-deadline <what>",
        "wait (for the GM to resolve) or resolve (at once, and post the summary)",
      )
      .option(
        "--absent <what>",
        "a nation with no orders: hold (does nothing) or standing (plays its standing orders)",
      ),
  ).action(
    async (opts: {
      game?: string;
      phaseLength?: string;
      reminders?: string;
      atDeadline?: string;
      absent?: string;
    }) => {
      await withService(async ({ service, store }) => {
        const id = need(await service.gameId(opts.game));
        const patch: ScheduleSettingsInput = {};
        if (opts.phaseLength !== undefined) {
          patch.phaseHours = opts.phaseLength === "none" ? null : hoursOf(opts.phaseLength);
        }
        if (opts.reminders !== undefined) {
          patch.reminderHours =
            opts.reminders === "none" ? [] : opts.reminders.split(",").map((r) => hoursOf(r.trim()));
        }
        if (opts.atDeadline !== undefined) {
          if (opts.atDeadline !== "wait" && opts.atDeadline !== "resolve") {
            throw new UserError(`--at-deadline takes wait or resolve, not "${opts.atDeadline}"`);
          }
          patch.atDeadline = opts.atDeadline;
        }
        if (opts.absent !== undefined) {
          if (opts.absent !== "hold" && opts.absent !== "standing") {
            throw new UserError(`--absent takes hold or standing, not "${opts.absent}"`);
          }
          patch.absentOrders = opts.absent;
        }
        const scheduleService = await scheduleOf(service, store);
        need(await scheduleService.configure(id, patch));
        await scheduleService.tick();
        printDocument(await showDocument(service, scheduleService, id), "text");
      });
    },
  );

  gameOption(
    schedule.command("show").description("the game's schedule, deadline and who it waits for"),
  ).action(async (opts: { game?: string }) => {
    await withService(async ({ service, store }) => {
      const id = need(await service.gameId(opts.game));
      printDocument(await showDocument(service, await scheduleOf(service, store), id), "text");
    });
  });

  gameOption(
    formatOption(
      schedule
        .command("extend <duration>")
        .description("move the open phase's deadline on (12h, 1d), logged and announced")
        .requiredOption("--reason <why>", "why (shown to the players)")
        .option("--by <name>", "who extends it", "GM"),
    ),
  ).action(async (by: string, opts: { game?: string; reason: string; by: string; format: string }) => {
    await withService(async ({ service, store }) => {
      const id = need(await service.gameId(opts.game));
      const notice = need(
        await (await scheduleOf(service, store)).extend(id, by, { name: opts.by }, opts.reason),
      );
      printDocument(notice.document, formatOf(opts.format));
    });
  });

  gameOption(
    schedule
      .command("pause")
      .description("pause the game (holidays): no reminder, no deadline, until resume")
      .requiredOption("--reason <why>", "why (shown to the players)")
      .option("--by <name>", "who pauses it", "GM"),
  ).action(async (opts: { game?: string; reason: string; by: string }) => {
    await withService(async ({ service, store }) => {
      const id = need(await service.gameId(opts.game));
      printDocument(
        need(await (await scheduleOf(service, store)).pause(id, { name: opts.by }, opts.reason)).document,
        "text",
      );
    });
  });

  gameOption(
    schedule
      .command("resume")
      .description("resume a paused game: the deadline moves on by the pause")
      .option("--by <name>", "who resumes it", "GM"),
  ).action(async (opts: { game?: string; by: string }) => {
    await withService(async ({ service, store }) => {
      const id = need(await service.gameId(opts.game));
      printDocument(
        need(await (await scheduleOf(service, store)).resume(id, { name: opts.by })).document,
        "text",
      );
    });
  });

  formatOption(
    schedule
      .command("run")
      .description("store what fell due on every game's schedule and print the notices not yet delivered")
      .option("--game <id>", "only this game's notices"),
  ).action(async (opts: { game?: string; format: string }) => {
    await withService(async ({ service, store }) => {
      const scheduleService = await scheduleOf(service, store);
      const { printDueNotices } = await import("../../app/schedule-printer.ts");
      const format = formatOf(opts.format);
      const games =
        opts.game === undefined ? await service.listGames() : [need(await service.info(opts.game))];
      let printed = 0;
      for (const game of games) {
        const target = game.forumPlatform ? { platform: game.forumPlatform } : undefined;
        printed += await printDueNotices(
          scheduleService,
          game.id,
          format,
          (text) => process.stdout.write(`${text}\n\n`),
          target,
        );
      }
      if (printed === 0) process.stdout.write("Nothing is due.\n");
    });
  });
}

/** `schedule show`: the settings, the deadline (relative), who the game waits for, the log of changes. */
async function showDocument(
  service: GameService,
  schedule: ScheduleService,
  gameId: string,
): Promise<Document> {
  const info = need(await service.info(gameId));
  const s = await schedule.settings(gameId);
  const now = new Date();
  const deadline = info.deadline
    ? `${forumTime(info.deadline, info.forumTimezone)} (${relativeTime(info.deadline, now)})`
    : "none";
  const waiting = (await service.waitingOn(gameId)).map((w) => w.name);
  const changes = (await schedule.schedules.changes(gameId)).slice(-5);
  return {
    title: `Schedule of ${info.name}`,
    blocks: [
      list([
        [
          `Phase length: ${s.phaseHours === null ? "none (the GM sets each deadline)" : describeDuration(s.phaseHours * 3_600_000)}`,
        ],
        [
          `Reminders: ${s.reminderHours.length === 0 ? "none" : `${s.reminderHours.map((h) => describeDuration(h * 3_600_000)).join(", ")} before the deadline`}`,
        ],
        [
          `At the deadline: ${s.atDeadline === "resolve" ? "resolve and post the summary" : "wait for the GM"}`,
        ],
        [
          `A ${(await service.wordingOf(gameId))?.seatNoun ?? "nation"} with no orders: ${s.absentOrders === "standing" ? "plays its standing orders (players standing)" : "holds (does nothing)"}`,
        ],
        [`Deadline of ${(await service.openPhaseTitle(gameId)) ?? "the open phase"}: ${deadline}`],
        [s.pausedAt ? `Paused since ${forumTime(s.pausedAt, info.forumTimezone)}` : "Running"],
      ]),
      para(waiting.length > 0 ? `Waiting for: ${waiting.join(", ")}.` : "Nobody is waited for."),
      ...(changes.length > 0
        ? [
            para("Latest changes:"),
            list(
              changes.map((c) => [
                `${forumTime(c.created_at, info.forumTimezone)}: ${c.kind} by ${c.actor}${c.reason ? ` (${c.reason})` : ""}${c.to_deadline ? `, deadline ${forumTime(c.to_deadline, info.forumTimezone)}` : ""}`,
              ]),
            ),
          ]
        : []),
    ],
  };
}
