import type { Command } from "commander";
import { gameOption, need, withService } from "../game-service.ts";
import { printJson } from "../output.ts";

/** Registers `adjutant players assign|replace|standing|list`. */
export function registerPlayersCommand(program: Command): void {
  const players = program.command("players").description("who plays which nation");
  gameOption(
    players
      .command("assign <nation> <name>")
      .description(
        "assign a player's forum name (or Discord user id with --discord) to a nation (its name, id or alias); a name that already plays another nation is refused unless --force, which moves it",
      )
      .option("--discord", "NAME is a Discord user id")
      .option("--force", "move NAME from the nation it plays now"),
  ).action(
    async (nation: string, name: string, opts: { game?: string; discord?: boolean; force?: boolean }) => {
      await withService(async ({ service }) => {
        const id = need(await service.gameId(opts.game));
        const before = await service.nationOf(id, name);
        const assigned = need(
          await service.assignPlayer(id, nation, name, {
            discord: opts.discord === true,
            force: opts.force === true,
          }),
        );
        const nameOf = async (n: string) => await service.playerName(id, n);
        const moved = before !== null && before !== assigned ? ` (moved from ${await nameOf(before)})` : "";
        process.stdout.write(`${name} now plays ${await nameOf(assigned)} in ${id}${moved}.\n`);
      });
    },
  );
  gameOption(
    players
      .command("replace <nation> <name>")
      .description(
        "hand a nation (or Risk seat) to a new player: NAME becomes its only player, its history stays, its missed deadlines start again",
      )
      .option("--discord", "NAME is a Discord user id"),
  ).action(async (nation: string, name: string, opts: { game?: string; discord?: boolean }) => {
    await withService(async ({ service }) => {
      const id = need(await service.gameId(opts.game));
      const { seat, previous } = need(
        await service.replacePlayer(id, nation, name, { discord: opts.discord === true }),
      );
      const was = previous && previous !== name ? ` instead of ${previous}` : "";
      process.stdout.write(`${name} now plays ${await service.playerName(id, seat)} in ${id}${was}; its orders and history stay.
`);
    });
  });
  gameOption(
    players
      .command("standing <nation> [orders...]")
      .description(
        'the GM\'s standing orders for a nation, played when its player sends none (with `schedule set --absent standing`): players standing Russia "Build 1 division in Moscow"',
      )
      .option("--clear", "remove the nation's standing orders"),
  ).action(async (nation: string, orders: string[], opts: { game?: string; clear?: boolean }) => {
    await withService(async ({ service }) => {
      const id = need(await service.gameId(opts.game));
      const text = opts.clear ? null : orders.join(" ");
      const seat = need(await service.setStandingOrders(id, nation, text));
      const seatName = await service.playerName(id, seat);
      process.stdout.write(
        text === null
          ? `${seatName} has no standing orders now.\n`
          : `Standing orders of ${seatName}: ${text}\n`,
      );
    });
  });
  gameOption(
    players
      .command("confirm <nation> [name]")
      .description(
        "the GM confirms a new player's claim of a seat in civil disorder (NAME: which claim, when there are several): they take over everything the seat holds",
      ),
  ).action(async (nation: string, name: string | undefined, opts: { game?: string }) => {
    await withService(async ({ service }) => {
      const id = need(await service.gameId(opts.game));
      const done = need(await service.absence.confirm(id, nation, name, { name: "GM", gm: true }));
      process.stdout.write(
        `${done.player} now plays ${await service.playerName(id, done.seat)} in ${id}; it leaves civil disorder.\n`,
      );
    });
  });
  gameOption(
    players
      .command("refuse-return <nation>")
      .description(
        "the GM refuses the return of a seat's old player: their posts no longer play it; it stays offered to new players",
      ),
  ).action(async (nation: string, opts: { game?: string }) => {
    await withService(async ({ service }) => {
      const id = need(await service.gameId(opts.game));
      const seat = need(await service.absence.refuseReturn(id, nation, { name: "GM", gm: true }));
      process.stdout.write(
        `${await service.playerName(id, seat)}'s old player cannot come back; the seat stays offered.\n`,
      );
    });
  });
  gameOption(players.command("list").description("list the players").option("--json", "print JSON")).action(
    async (opts: { game?: string; json?: boolean }) => {
      await withService(async ({ service, store }) => {
        const id = need(await service.gameId(opts.game));
        const absence = await service.absence.json(id);
        const rows = (await store.listPlayers(id)).map((p) => ({
          nation: p.nation,
          forumName: p.forum_name,
          discordUserId: p.discord_user_id,
          aliases: p.aliases_json,
          vacationUntil: absence.vacations.find((v) => v.seat === p.nation)?.until ?? null,
          civilDisorder: absence.disorder.some((d) => d.seat === p.nation),
        }));
        if (opts.json) return printJson({ players: rows, absence });
        for (const p of rows) {
          const away = p.civilDisorder
            ? "  [civil disorder, offered]"
            : p.vacationUntil
              ? `  [on vacation until ${p.vacationUntil}]`
              : "";
          process.stdout.write(
            `${p.nation}: ${p.forumName ?? "-"}${p.discordUserId ? ` (Discord ${p.discordUserId})` : ""}${away}\n`,
          );
        }
      });
    },
  );
}
