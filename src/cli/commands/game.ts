import { writeFileSync } from "node:fs";
import type { Command } from "commander";
import type { ThreadRead } from "../../app/forum-sync.ts";
import { FORUM_PLATFORM_NAMES as FORUM_PLATFORMS } from "../../forum/platform-names.ts";
import type { AbsenceSettings } from "../../game/absence/absence-record.ts";
import { ABSENCE_SETTINGS, GAME_SETTINGS, readWholeSetting } from "../../game/settings/game-settings.ts";
import { endingLine } from "../../game/status-lines.ts";
import { commaList } from "../../text/comma-list.ts";
import { confirmOnTerminal } from "../confirm.ts";
import { gameOption, need, withService } from "../game-service.ts";
import { startingArmies } from "../opening-options.ts";
import { printJson } from "../output.ts";
import { UserError } from "../user-error.ts";

/** Registers `adjutant game new|set|end|list|use|record|show`. */
export function registerGameCommand(program: Command): void {
  const game = program
    .command("game")
    .description("create, list and choose games (kept in the local database)");
  game
    .command("new")
    .description("create a game from a scenario; it becomes the current game")
    .requiredOption(
      "--scenario <scenario>",
      "built-in scenario id (ww1907 for World War 1907, risk-v1 for Risk Variant One) or a scenario file",
    )
    .option("--players <names>", "Risk Variant One: the players in seat order, comma-separated (V1)")
    .option("--armies <n>", "Risk Variant One: armies each player starts with (V1, default 20)")
    .option("--name <name>", "a name for the game")
    .option("--rated", "the game counts for the ratings (decided before it starts; see `adjutant ratings`)")
    .option("--forum <url>", "the forum thread the orders are posted in (http or https)")
    .option(
      "--platform <name>",
      `the forum software, one of ${FORUM_PLATFORMS.join(", ")} (detected from the pages when omitted)`,
    )
    .option(
      "--timezone <zone>",
      "the IANA time zone the forum prints its times in, e.g. Europe/London (default: FORUM_TIMEZONE)",
    )
    .option(
      "--from <time>",
      "posts before this time are not the game's, e.g. 2026-11-01 18:00 in the forum's time zone (default: now)",
    )
    .option(
      "--from-post <post>",
      "posts before this one (its number or its link) are not the game's: reads the thread to find its time",
    )
    .option("--json", "print the game as JSON")
    .action(
      async (opts: {
        scenario: string;
        name?: string;
        forum?: string;
        platform?: string;
        timezone?: string;
        from?: string;
        fromPost?: string;
        players?: string;
        armies?: string;
        rated?: boolean;
        json?: boolean;
      }) => {
        const { checkForumSettings, parseGameTime } = await import("../../forum/settings.ts");
        const { findPostTime, forumReadOptions, keepThreadRead } = await import("../../app/forum-sync.ts");
        const { createProgressBar, drawScrapeProgress } = await import("../../forum/progress.ts");
        await withService(async ({ service, store, env }) => {
          const forum = need(
            checkForumSettings({
              ...(opts.forum !== undefined ? { forumUrl: opts.forum } : {}),
              ...(opts.platform !== undefined ? { platform: opts.platform } : {}),
              ...(opts.timezone !== undefined ? { forumTimezone: opts.timezone } : {}),
            }),
          );
          const timezone = forum.forumTimezone ?? env.FORUM_TIMEZONE;
          const players = commaList(opts.players);
          const armies = startingArmies(opts.armies);
          if (opts.from !== undefined && opts.fromPost !== undefined) {
            throw new UserError("give --from TIME or --from-post POST, not both");
          }
          let startsAt = opts.from === undefined ? undefined : need(parseGameTime(opts.from, timezone));
          let kept: ThreadRead | undefined;
          if (opts.fromPost !== undefined) {
            if (!forum.forumUrl) throw new UserError("--from-post reads the thread: give --forum URL too");
            const found = need(
              await findPostTime(
                { url: forum.forumUrl, platform: forum.forumPlatform ?? null, timezone },
                opts.fromPost,
                {
                  ...forumReadOptions(env),
                  onProgress: drawScrapeProgress(createProgressBar(process.stderr)),
                },
              ),
            );
            startsAt = found.postedAt;
            kept = found.read;
          }
          const info = need(
            await service.createGame({
              scenario: opts.scenario,
              name: opts.name,
              forumUrl: forum.forumUrl ?? null,
              platform: forum.forumPlatform ?? null,
              forumTimezone: forum.forumTimezone ?? null,
              ...(startsAt !== undefined ? { startsAt } : {}),
              ...(players.length > 0 ? { players } : {}),
              ...(armies !== undefined ? { startingArmies: armies } : {}),
              ...(opts.rated ? { rated: true } : {}),
            }),
          );
          // The thread read to find the post is kept: the first sync reads only what changed since.
          if (kept) await keepThreadRead(store, info.id, kept);
          if (opts.json) printJson(info);
          else {
            const wording = await service.wordingOf(info.id);
            const lines = [
              `Created game ${info.id} (${info.name}): ${wording ? wording.moment(info) : info.phase}.`,
              ...(startsAt !== undefined ? [`Posts from ${info.startsAt} on are the game's.`] : []),
              `Seed commitment for this ${wording?.seedPeriod ?? "phase"} (publish it): ${info.commitment}`,
              ...(wording ? wording.afterCreate(info) : []),
            ];
            process.stdout.write(`${lines.join("\n")}\n`);
          }
        });
      },
    );
  gameOption(
    game
      .command("set [setting] [value]")
      .description(
        "change a setting of the current game (orders-visibility names|counts|hidden, rated true|false, vacation-days N, civil-disorder-after N), or its forum thread, forum software or forum time zone, or whether its web page is listed",
      )
      .option("--forum <url>", "the forum thread the orders are posted in (http or https)")
      .option(
        "--platform <name>",
        `the forum software, one of ${FORUM_PLATFORMS.join(", ")}, or auto to detect it`,
      )
      .option(
        "--timezone <zone>",
        "the IANA time zone the forum prints its times in, e.g. Europe/London, or default for FORUM_TIMEZONE",
      )
      .option(
        "--vacation-days <n>",
        "the same as `game set vacation-days N`: vacation days a player may take per 365 days (default 10; 0: the GM refuses vacations)",
      )
      .option(
        "--civil-disorder-after <n>",
        "the same as `game set civil-disorder-after N`: deadlines missed in a row before a seat falls into civil disorder (default 2; 0: never)",
      )
      .option(
        "--unlisted <yes|no>",
        "yes: the web page is left off the index and reachable only by a new long random link; no: listed again",
      )
      .option("--json", "print the game as JSON")
      .addHelpText(
        "after",
        `
Settings (adjutant game set NAME VALUE):
${Object.entries(GAME_SETTINGS)
  .map(([name, takes]) => `  ${name}: ${takes}`)
  .join("\n")}`,
      ),
  ).action(
    async (
      setting: string | undefined,
      value: string | undefined,
      opts: {
        game?: string;
        forum?: string;
        platform?: string;
        timezone?: string;
        vacationDays?: string;
        civilDisorderAfter?: string;
        unlisted?: string;
        json?: boolean;
      },
    ) => {
      await withService(async ({ service, store, env }) => {
        const forumChange =
          opts.forum !== undefined || opts.platform !== undefined || opts.timezone !== undefined;
        const absence = opts.vacationDays !== undefined || opts.civilDisorderAfter !== undefined;
        if (setting === undefined && !forumChange && !absence && opts.unlisted === undefined) {
          throw new UserError(
            `nothing to change: give a setting and its value (${Object.keys(GAME_SETTINGS).join(", ")}), or --forum URL, --platform NAME, --timezone ZONE, --unlisted yes|no, --vacation-days N or --civil-disorder-after N`,
          );
        }
        const id = need(await service.gameId(opts.game));
        if (opts.unlisted !== undefined) {
          const { setUnlisted } = await import("../../web/unlisted.ts");
          const line = need(await setUnlisted(service, id, opts.unlisted, env.WEB_PUBLIC_URL));
          if (setting === undefined && !forumChange && !absence) {
            if (opts.json) return printJson(need(await service.info(id)));
            return void process.stdout.write(`${line}\n`);
          }
          if (!opts.json) process.stdout.write(`${line}\n`);
        }
        if (absence) {
          // aliases of `game set vacation-days N` and `game set civil-disorder-after N`: the same setting, the same
          // refusals
          const patch: Partial<AbsenceSettings> = {};
          const flags = [
            ["vacation-days", opts.vacationDays],
            ["civil-disorder-after", opts.civilDisorderAfter],
          ] as const;
          for (const [name, typed] of flags) {
            if (typed === undefined) continue;
            const n = readWholeSetting(name, typed);
            if (!n.ok) throw new UserError(n.error);
            patch[ABSENCE_SETTINGS[name]] = n.value;
          }
          // both checked before either changes: a refusal changes nothing
          const set = need(await service.absence.configure(id, patch));
          if (setting === undefined && !forumChange) {
            if (opts.json) return printJson({ id, absence: set });
            process.stdout.write(
              `Game ${id}: vacations ${set.vacationDays === 0 ? "refused" : `up to ${set.vacationDays} days per 365 days`}; civil disorder ${set.disorderAfter === 0 ? "never" : `after ${set.disorderAfter} deadlines missed in a row`}.\n`,
            );
            return;
          }
        }
        if (setting !== undefined) {
          if (value === undefined) {
            const takes = GAME_SETTINGS[setting as keyof typeof GAME_SETTINGS];
            throw new UserError(
              `give the value too: adjutant game set ${setting} ${takes ? `(${takes})` : "VALUE"}`,
            );
          }
          const settings = need(await service.setSetting(id, setting, value));
          if (!forumChange) {
            if (opts.json) return printJson({ game: id, settings });
            process.stdout.write(
              `Game ${id}: ${Object.entries(settings)
                .map(([k, v]) => `${k} ${v}`)
                .join(", ")}.\n`,
            );
            return;
          }
        }
        const info = need(
          await service.updateForum(id, {
            ...(opts.forum !== undefined ? { forumUrl: opts.forum } : {}),
            ...(opts.platform !== undefined
              ? { platform: opts.platform.toLowerCase() === "auto" ? null : opts.platform }
              : {}),
            ...(opts.timezone !== undefined
              ? { forumTimezone: opts.timezone.toLowerCase() === "default" ? null : opts.timezone }
              : {}),
          }),
        );
        if (opts.json) return printJson(info);
        process.stdout.write(
          `Game ${info.id} (${info.name}):\n` +
            `forum thread: ${info.forumUrl ?? "none"}\n` +
            `forum software: ${info.forumPlatform ?? "detected from the pages"}\n` +
            `forum time zone: ${info.forumTimezone ?? `${env.FORUM_TIMEZONE} (FORUM_TIMEZONE)`}\n` +
            (opts.timezone !== undefined && (await store.countPosts(id)) > 0
              ? "Posts already read keep the times they were read with; new posts and edits are read in this zone.\n"
              : ""),
        );
      });
    },
  );
  gameOption(
    game
      .command("end")
      .description(
        "end the current game: its final ranking is fixed now (World War 1907 by VP, Risk Variant One by V9) and it takes no more orders",
      )
      .option("--by <name>", "who ends it", "GM")
      .option("--reason <text>", "why (kept with the end)", "")
      .option("--yes", "do not ask for confirmation (scripts)")
      .option("--json", "print the end as JSON"),
  ).action(async (opts: { game?: string; by: string; reason: string; yes?: boolean; json?: boolean }) => {
    await withService(async ({ service }) => {
      const id = need(await service.gameId(opts.game));
      const already = need(await service.ending(id));
      if (already)
        throw new UserError(`game "${id}" is over already (${endingLine(already)}): nothing was changed`);
      if (!opts.yes) {
        const answer = await confirmOnTerminal(
          `End game ${id} now? Its ranking is fixed and it takes no more orders.`,
        );
        if (answer === null)
          throw new UserError(`confirm with \`adjutant game end --yes\` (ending a game cannot be undone)`);
        if (!answer) throw new UserError("nothing was changed");
      }
      const ending = need(await service.endGame(id, { name: opts.by }, opts.reason));
      if (opts.json) return printJson({ game: id, ...ending });
      process.stdout.write(
        `Game ${id} is over (${ending.how === "gm" ? `ended by ${ending.by}` : ending.by}). Final ranking:\n${ending.places
          .map(
            (p) =>
              `${p.place}. ${p.name}${p.player?.forumName ? ` (${p.player.forumName})` : ""}: ${p.score}`,
          )
          .join("\n")}\n`,
      );
    });
  });
  game
    .command("list")
    .description("list the games in the database")
    .option("--json", "print JSON")
    .action(async (opts: { json?: boolean }) => {
      await withService(async ({ service }) => {
        const games = await service.listGames();
        const current = await service.gameId();
        if (opts.json) return printJson({ current: current.ok ? current.value : null, games });
        if (games.length === 0)
          return process.stdout.write("No games yet: adjutant game new --scenario ww1907\n");
        for (const g of games) {
          const mark = current.ok && current.value === g.id ? "*" : " ";
          process.stdout.write(
            `${mark} ${g.id}  ${g.name}  ${g.year} ${g.phase}${g.forumUrl ? `  ${g.forumUrl}` : ""}\n`,
          );
        }
      });
    });
  game
    .command("use <id>")
    .description("make a game the current game")
    .action(async (id: string) => {
      await withService(async ({ service, store }) => {
        need(await service.info(id));
        await store.setCurrentGame(id);
        process.stdout.write(`Current game: ${id}\n`);
      });
    });
  gameOption(
    game
      .command("record")
      .description("write a resolved phase's record (orders, revealed seed, result) for `adjutant verify`")
      .option("--phase <n>", "the phase number (default: the last resolved)")
      .option("--out <file>", "write to a file instead of stdout"),
  ).action(async (opts: { game?: string; phase?: string; out?: string }) => {
    await withService(async ({ service }) => {
      const id = need(await service.gameId(opts.game));
      const phase = opts.phase === undefined ? undefined : Number(opts.phase);
      if (phase !== undefined && !Number.isInteger(phase))
        throw new UserError(`--phase takes a number, not "${opts.phase}"`);
      const record = need(await service.publishedRecord(id, phase));
      if (opts.out) {
        writeFileSync(opts.out, `${JSON.stringify(record, null, 2)}\n`);
        process.stdout.write(`Wrote ${opts.out}: check it with \`adjutant verify ${opts.out}\`\n`);
      } else printJson(record);
    });
  });
  gameOption(
    game.command("show").description("show a game's settings").option("--json", "print JSON"),
  ).action(async (opts: { game?: string; json?: boolean }) => {
    await withService(async ({ service }) => {
      const info = need(await service.info(need(await service.gameId(opts.game))));
      // every setting of `game set NAME VALUE` in one place
      const settings = need(await service.settings(info.id));
      if (opts.json) printJson({ ...info, settings });
      else {
        for (const [k, v] of Object.entries(info)) process.stdout.write(`${k}: ${v ?? "-"}\n`);
        process.stdout.write(
          `settings (adjutant game set NAME VALUE):\n${Object.entries(settings)
            .map(([k, v]) => `  ${k}: ${v}\n`)
            .join("")}`,
        );
      }
    });
  });
}
