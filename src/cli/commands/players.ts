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
      await withService(({ service }) => {
        const id = need(service.gameId(opts.game));
        const before = service.nationOf(id, name);
        const assigned = need(
          service.assignPlayer(id, nation, name, {
            discord: opts.discord === true,
            force: opts.force === true,
          }),
        );
        const nameOf = (n: string) => service.playerName(id, n);
        const moved = before !== null && before !== assigned ? ` (moved from ${nameOf(before)})` : "";
        process.stdout.write(`${name} now plays ${nameOf(assigned)} in ${id}${moved}.\n`);
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
    await withService(({ service }) => {
      const id = need(service.gameId(opts.game));
      const { seat, previous } = need(
        service.replacePlayer(id, nation, name, { discord: opts.discord === true }),
      );
      const was = previous && previous !== name ? ` instead of ${previous}` : "";
      process.stdout.write(`${name} now plays ${service.playerName(id, seat)} in ${id}${was}; its orders and history stay.
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
    await withService(({ service }) => {
      const id = need(service.gameId(opts.game));
      const text = opts.clear ? null : orders.join(" ");
      const seat = need(service.setStandingOrders(id, nation, text));
      process.stdout.write(
        text === null
          ? `${service.playerName(id, seat)} has no standing orders now.\n`
          : `Standing orders of ${service.playerName(id, seat)}: ${text}\n`,
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
    await withService(({ service }) => {
      const id = need(service.gameId(opts.game));
      const done = need(service.absence.confirm(id, nation, name, { name: "GM", gm: true }));
      process.stdout.write(
        `${done.player} now plays ${service.playerName(id, done.seat)} in ${id}; it leaves civil disorder.\n`,
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
    await withService(({ service }) => {
      const id = need(service.gameId(opts.game));
      const seat = need(service.absence.refuseReturn(id, nation, { name: "GM", gm: true }));
      process.stdout.write(
        `${service.playerName(id, seat)}'s old player cannot come back; the seat stays offered.\n`,
      );
    });
  });
  gameOption(players.command("list").description("list the players").option("--json", "print JSON")).action(
    async (opts: { game?: string; json?: boolean }) => {
      await withService(({ service, store }) => {
        const id = need(service.gameId(opts.game));
        const absence = service.absence.json(id);
        const rows = store.listPlayers(id).map((p) => ({
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
