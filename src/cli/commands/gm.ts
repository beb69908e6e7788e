import { existsSync, statSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Command } from "commander";
import type { Adjustment } from "../../game/types.ts";
import { formatOf, formatOption, gameOption, need, printDocument, withService } from "../game-service.ts";
import { printJson } from "../output.ts";
import { UserError } from "../user-error.ts";

const GAME_JSON_HELP = `  game: { id, name, year, phase ("deployment" | "attack"), deadline (ISO time | null),
          commitment (SHA-256 of the phase's seed | null) }`;

/** The stable JSON of \`status --json\` (src/rulesets/ww1907/views/report-json.ts): fields are only ever added. */
export const STATUS_JSON_HELP = `
JSON (--json), one object:
${GAME_JSON_HELP}
  nations: one entry per nation (only the one asked for with NATION), each
    { id, name, player (forum name | null), discordUserId (| null), treasury (pp, W6), owed (pp, W26),
      vp, np, divisions (total on land),
      provinces: [{ id, name, divisions }],
      supplyGroups: [{ spendable, production, main (boolean), provinces: [province ids] }] (W4),
      fleets: [{ at (sea or port id), atName, ships, divisions (aboard), built (false: under construction) }],
      commanders: [{ id, name, title, at (| null: not placed), atName (| null) }],
      relations: [{ nation, name, relation ("alliance" | "peace" | "war") }] }
Risk Variant One games (src/game/risk/risk-json.ts):
  game: { id, name, ruleset: "risk-variant-one", turn, phase ("setup" | "income" | "actions"), round, actor (| null),
          deadline (end of the response window | null), commitment (| null), gameOver }
  waiting: { players: [names], text } | null
  players: one entry per seat (only the one asked for with PLAYER), each
    { name, player (forum name | null), discordUserId (| null), eliminated, inactive, active, armies, income,
      territories: [{ id, name, armies, income }], bonuses: [{ continent, name, armies }] (V5) }
  neutral: [{ id, name, armies, income }] (V4)
Every game (docs/results.md):
  ordersIn: { visibility ("names" | "counts" | "hidden"), revealed, seats, inForce (| null), names ([display names] | null) }
  ended: null while the game goes on, else { endedAt, how ("gm" | "rules"), by, reason, eventSeq,
         places: [{ seat, place (1 best; ties share), score, name, player: { forumName, discordUserId } | null }] }
  absence: { vacationDays (per 365 days; 0: none), civilDisorderAfter (deadlines missed in a row; 0: never),
             vacations: [{ seat, name, until, reason }] (running now),
             civilDisorder: [{ seat, name, since, why, returnRefused,
                               claims: [{ claimant (forum name | null: a Discord user), via ("forum" | "discord"), at }] }] }
           (public whatever orders-visibility says; a Discord claimant's user id is never shown)`;

/** The stable JSON of \`report --json\` (src/rulesets/ww1907/views/report-json.ts): fields are only ever added. */
export const REPORT_JSON_HELP = `
JSON (--json), one object:
${GAME_JSON_HELP}
  nations: one entry per nation, each
    { nation (id), name, player (forum name | null),
      postInForce: { postId, postedAt (| null), receiptId } | null (W33: the latest valid order post),
      lines: [{ text (as written), outcome ("accepted" | "rejected" | "unreadable" | "ambiguous" | "ignored"),
                canonical (the order in plain words | null), message (why), rule (rule id such as "W8" | null),
                suggestions: [names], readings: ["1. …" for choose N] }],
      ignored: [{ postId, reason }] (the nation's posts that do not count, W33: the latest 10, every one with --all),
      ignoredCount: number (how many there are, listed or not),
      notes: [{ postId, note }] (a moderator's edit, a choose: the latest 10, every one with --all),
      notesCount: number }
  otherPosts: [{ postId, author, reason }] (posts by people who play no nation: the latest 10, every one with --all)
  otherPostsCount: number
  earlierPosts: number (posts written before the phase opened, not listed)
  forumWarnings: [text] (what the last forum sync could not read)
Risk Variant One games: the status fields above, and
  pending: { attacker, defender, from, fromName, to, toName, force, stopAt (| null) } | null (V7)
  standing: [{ player, territory, name, response ("hold" | "retreat" | "retreat-salt"), to (| null), at (| null) }]
  log: [sentences] (this turn so far)`;

/** Registers the GM's commands on the current game: report, status, undo, adjust, deadline, picture, post. */
export function registerGmCommands(program: Command): void {
  gameOption(
    formatOption(
      program
        .command("report")
        .description("per player: the post in force, ignored posts, each order's verdict")
        .option("--json", "print JSON (fields below)")
        .option(
          "--all",
          "list every ignored post and note (by default each list shows its latest 10 and counts the rest)",
        )
        .addHelpText("after", REPORT_JSON_HELP),
    ),
  ).action(async (opts: { game?: string; format?: string; json?: boolean; all?: boolean }) => {
    await withService(async ({ service }) => {
      const id = need(await service.gameId(opts.game));
      if (opts.json) return printJson(need(await service.reportJson(id, { all: opts.all === true })));
      printDocument(need(await service.report(id, { all: opts.all === true })), formatOf(opts.format));
    });
  });

  gameOption(
    formatOption(
      program
        .command("status [nation]")
        .description("the game's standing, or one nation's (pp, supply, units)")
        .option("--json", "print JSON (fields below)")
        .addHelpText("after", STATUS_JSON_HELP),
    ),
  ).action(async (nation: string | undefined, opts: { game?: string; format?: string; json?: boolean }) => {
    await withService(async ({ service }) => {
      const id = need(await service.gameId(opts.game));
      if (opts.json) return printJson(need(await service.statusJson(id, nation)));
      printDocument(need(await service.status(id, nation)), formatOf(opts.format));
    });
  });

  gameOption(
    program
      .command("undo")
      .description("roll back the last resolution")
      .option("--by <name>", "who undoes it", "GM"),
  ).action(async (opts: { game?: string; by: string }) => {
    await withService(async ({ service }) => {
      printDocument(
        need(await service.undo(need(await service.gameId(opts.game)), { name: opts.by })),
        "text",
      );
    });
  });

  gameOption(
    program
      .command("adjust <what> <target> <value> [relation]")
      .description(
        "GM correction, logged with who and why (names as in orders: Moscow, St. Petersburg, France, UK): divisions PROVINCE N | owner PROVINCE NATION|neutral | treasury NATION PP | vp NATION N | np NATION N | relation NATION NATION alliance|peace|war; Risk Variant One: armies TERRITORY N | owner TERRITORY PLAYER|neutral | income TERRITORY N",
      )
      .requiredOption("--reason <why>", "why (shown in the next summary)")
      .option("--by <name>", "who makes it", "GM"),
  ).action(
    async (
      what: string,
      target: string,
      value: string,
      relation: string | undefined,
      opts: { game?: string; reason: string; by: string },
    ) => {
      await withService(async ({ service }) => {
        const id = need(await service.gameId(opts.game));
        printDocument(
          need(
            await service.adjust(
              id,
              { name: opts.by },
              opts.reason,
              adjustment(what, target, value, relation),
            ),
          ),
          "text",
        );
      });
    },
  );

  gameOption(
    program
      .command("deadline <when> [duration]")
      .description(
        "set the open phase's deadline (ISO date) or 'none'; 'deadline extend 12h --reason WHY' moves it on (logged and announced, see adjutant schedule)",
      )
      .option("--reason <why>", "with extend: why (shown to the players)")
      .option("--by <name>", "with extend: who extends it", "GM"),
  ).action(
    async (
      when: string,
      duration: string | undefined,
      opts: { game?: string; reason?: string; by: string },
    ) => {
      await withService(async ({ service, store }) => {
        const id = need(await service.gameId(opts.game));
        if (when === "extend") {
          if (!duration) throw new UserError("say how long: adjutant deadline extend 12h --reason WHY");
          if (!opts.reason) throw new UserError("say why with --reason (the players read it)");
          const { ScheduleService } = await import("../../game/schedule/schedule-service.ts");
          const schedule = new ScheduleService({ service, store, now: () => new Date() });
          const notice = need(await schedule.extend(id, duration, { name: opts.by }, opts.reason));
          printDocument(notice.document, "text");
          return;
        }
        if (duration !== undefined) throw new UserError(`deadline takes one date, not "${when} ${duration}"`);
        const info = need(await service.setDeadline(id, when === "none" ? null : when));
        process.stdout.write(`Deadline: ${info.deadline ?? "none"}\n`);
      });
    },
  );

  gameOption(
    program
      .command("picture")
      .description("draw the current map as PNG (palette, for forums and Discord) or SVG (for web and print)")
      .option("--format <format>", "png or svg (default: svg when --out ends in .svg, else png)")
      .option("--out <file>", "file to write (default: <game>-<year or turn>-<phase>.png, or .svg, here)"),
  ).action(async (opts: { game?: string; out?: string; format?: string }) => {
    const { pictureFileName } = await import("../../game/picture-name.ts");
    await withService(async ({ service }) => {
      const asked = opts.format?.trim().toLowerCase();
      if (asked !== undefined && asked !== "png" && asked !== "svg") {
        throw new UserError(`--format ${opts.format}: the picture is drawn as png or svg (--format svg)`);
      }
      const format = asked ?? (opts.out?.toLowerCase().endsWith(".svg") ? "svg" : "png");
      const id = need(await service.gameId(opts.game));
      const out =
        opts.out ?? pictureFileName(need(await service.info(id)), format, await service.wordingOf(id));
      const folder = dirname(resolve(out));
      if (!existsSync(folder)) {
        throw new UserError(
          `cannot write ${out}: the folder ${folder} does not exist (create it, or choose another --out)`,
        );
      }
      if (!statSync(folder).isDirectory())
        throw new UserError(`cannot write ${out}: ${folder} is not a folder`);
      const picture = need(await service.picture(id, format));
      try {
        writeFileSync(out, picture);
      } catch (e) {
        const code = typeof e === "object" && e !== null && "code" in e ? String(e.code) : "";
        const why =
          code === "EACCES" || code === "EPERM"
            ? "permission denied"
            : code === "EISDIR"
              ? "it is a folder"
              : e instanceof Error
                ? e.message
                : String(e);
        throw new UserError(`cannot write ${out}: ${why} (choose another --out)`);
      }
      process.stdout.write(`Wrote ${out}\n`);
    });
  });

  gameOption(
    program
      .command("post <author> <text>")
      .description("enter a post by hand (bold as **text** or [b]text[/b]) and see the verdicts")
      .option("--id <postId>", "the post's id (default: a new one)")
      .option("--json", "print JSON"),
  ).action(async (author: string, text: string, opts: { game?: string; id?: string; json?: boolean }) => {
    const { typedPost } = await import("../../app/typed-post.ts");
    const { describeIngest } = await import("../../game/ingest-text.ts");
    await withService(async ({ service, store }) => {
      const id = need(await service.gameId(opts.game));
      const postId = opts.id ?? `manual-${(await store.countPosts(id)) + 1}`;
      const [result] = await service.ingest(id, "console", [
        typedPost({ author, text, postId, postedAt: new Date().toISOString() }),
      ]);
      if (!result) return;
      if (opts.json) return printJson(result);
      process.stdout.write(`${describeIngest(result) ?? "unchanged"}\n`);
    });
  });
}

function adjustment(what: string, target: string, value: string, extra: string | undefined): Adjustment {
  const number = (): number => {
    const n = Number(value);
    if (value.trim() === "" || !Number.isFinite(n)) throw new UserError(`"${value}" is not a number`);
    return n;
  };
  if (extra !== undefined && what !== "relation") {
    throw new UserError(`adjust ${what} takes two values, not "${extra}" (see adjutant adjust --help)`);
  }
  switch (what) {
    case "divisions":
    case "armies":
      return { kind: "set-divisions", province: target, divisions: number() };
    case "income":
      return { kind: "set-income", province: target, income: number() };
    case "owner":
      return { kind: "set-owner", province: target, owner: value };
    case "treasury":
      return { kind: "set-treasury", nation: target, treasury: number() };
    case "vp":
      return { kind: "set-points", nation: target, vp: number() };
    case "np":
      return { kind: "set-points", nation: target, np: number() };
    case "relation": {
      const relation = extra?.trim().toLowerCase();
      if (relation !== "alliance" && relation !== "peace" && relation !== "war") {
        throw new UserError(
          `say which relation: adjust relation ${target} ${value} alliance|peace|war${extra === undefined ? "" : ` ("${extra}" is none of them)`}`,
        );
      }
      return { kind: "set-relation", a: target, b: value, relation };
    }
    default:
      throw new UserError(
        `unknown adjustment "${what}": use divisions, owner, treasury, vp, np or relation (Risk Variant One: armies, owner or income)`,
      );
  }
}
