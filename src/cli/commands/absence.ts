import type { Command } from "commander";
import { forumTime } from "../../presenters/forum-time.ts";
import { gameOption, need, withService } from "../game-service.ts";
import { UserError } from "../user-error.ts";

/**
 * Registers `adjutant vacation`, `adjutant boot` and `adjutant claim` (absent and returning players). The CLI is the
 * GM's: a vacation it records is the player's (the game's allowance applies) unless `--grant`.
 */
export function registerAbsenceCommands(program: Command): void {
  gameOption(
    program
      .command("vacation <player>")
      .description(
        "a vacation for a player (forum name, Discord user id or seat): missed deadlines do not count, standing orders (or holds) apply; it ends when the player posts orders",
      )
      .requiredOption("--days <n>", "how many days (the game's allowance per 365 days applies)")
      .option("--reason <text>", "why (shown in the status)", "")
      .option("--grant", "the GM grants it beyond the game's allowance (or in a game that refuses vacations)")
      .option("--by <name>", "who grants it", "GM"),
  ).action(
    async (
      player: string,
      opts: { game?: string; days: string; reason: string; grant?: boolean; by: string },
    ) => {
      await withService(async ({ service }) => {
        const id = need(await service.gameId(opts.game));
        const days = Number(opts.days);
        if (!Number.isInteger(days))
          throw new UserError(`--days takes a whole number of days, not "${opts.days}"`);
        const taken = need(
          await service.absence.vacation(id, player, days, {
            reason: opts.reason,
            ...(opts.grant ? { grant: { name: opts.by, gm: true } } : {}),
          }),
        );
        const info = await service.info(id);
        const tz = info.ok ? info.value.forumTimezone : null;
        const name = await service.playerName(id, taken.seat);
        process.stdout.write(
          `${name} is on vacation until ${forumTime(taken.vacation.until, tz)}` +
            (opts.grant
              ? ` (granted by ${opts.by}).\n`
              : ` (${taken.usedDays} of ${taken.allowance} days taken in the last 365 days).\n`),
        );
      });
    },
  );

  gameOption(
    program
      .command("boot <seat>")
      .description(
        "the GM puts a seat (nation or player) in civil disorder at once and offers it to new players",
      )
      .option("--reason <text>", "why (shown in the offer)", "")
      .option("--by <name>", "who boots it", "GM"),
  ).action(async (seat: string, opts: { game?: string; reason: string; by: string }) => {
    await withService(async ({ service }) => {
      const id = need(await service.gameId(opts.game));
      const booted = need(await service.absence.boot(id, seat, { name: opts.by, gm: true }, opts.reason));
      const name = await service.playerName(id, booted.seat);
      process.stdout.write(
        `${name} is in civil disorder and offered to new players.\n${booted.lines.map((l) => `${l}\n`).join("")}`,
      );
    });
  });

  gameOption(
    program
      .command("claim <seat> <name>")
      .description(
        "record a new player's claim of a seat offered (in civil disorder); the GM confirms with `players confirm`",
      )
      .option("--discord", "NAME is a Discord user id"),
  ).action(async (seat: string, name: string, opts: { game?: string; discord?: boolean }) => {
    await withService(async ({ service }) => {
      const id = need(await service.gameId(opts.game));
      process.stdout.write(
        `${need(await service.absence.claim(id, seat, name, { discord: opts.discord === true }))}\n`,
      );
    });
  });
}
