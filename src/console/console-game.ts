import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { printDueNotices } from "../app/schedule-printer.ts";
import { typedPost } from "../app/typed-post.ts";
import type { GameService } from "../game/game-service.ts";
import { describeIngest } from "../game/ingest-text.ts";
import { pictureFileName } from "../game/picture-name.ts";
import { defaultRuleset } from "../game/rulesets.ts";
import type { ScheduleService } from "../game/schedule/schedule-service.ts";
import { battleOdds } from "../odds/battle-odds.ts";
import { oddsSentence } from "../odds/odds-text.ts";
import type { Document } from "../presenters/document.ts";
import { forumTime } from "../presenters/forum-time.ts";
import { render } from "../presenters/render.ts";

/** Where the console reads and writes, and where it may save pictures. */
export interface ConsoleOptions {
  service: GameService;
  gameId: string;
  input: Readable;
  output: Writable;
  /** Folder for map pictures written by /resolve and /picture. */
  pictureDir: string;
  /** The time stamped on typed posts. */
  now: () => Date;
  /** Show a prompt (a terminal) or not (a script). */
  prompt: boolean;
  /** The game's schedule: reminders and deadline notices are printed between lines as they fall due. */
  schedule?: ScheduleService;
  /** How often the schedule is looked at while the console waits for input (default every minute). */
  scheduleEveryMs?: number;
  /**
   * Ends the console when it aborts (npm start's SIGTERM or SIGINT), as the end of the input does: the line being
   * handled is finished first, and the input left open is no longer read.
   */
  signal?: AbortSignal;
}

/**
 * The interactive console of `npm start`: players' posts typed as `Name: text`, GM commands as `/command`.
 * Every answer is the same text the forum and Discord adapters post. Resolves when the input ends or on /quit.
 */
export async function runConsole(options: ConsoleOptions): Promise<void> {
  const { service, gameId, output } = options;
  const write = (text: string): void => {
    output.write(text.endsWith("\n") ? text : `${text}\n`);
  };
  const rl = createInterface({ input: options.input, terminal: false });
  // taken at once: lines typed (or piped) while the opening lines are read from the database are kept for the loop
  const lines = rl[Symbol.asyncIterator]();
  const stop = () => rl.close();
  options.signal?.addEventListener("abort", stop, { once: true });
  let posts = 0;

  const info = await service.info(gameId);
  // the game's wording as the service registered it (a game of `deps.games` too); the default game's for no game
  const wording = (await service.wordingOf(gameId)) ?? defaultRuleset.wording;
  if (info.ok) {
    write(`Adjutant — ${info.value.name} (game ${info.value.id}): ${wording.moment(info.value)}.`);
    write(`Seed commitment for this ${wording.seedPeriod}: ${info.value.commitment}`);
  }
  write(`Players: ${await players(service, gameId)}`);
  if (wording.statusOnOpen) {
    const status = await service.status(gameId);
    if (status.ok) write(render(status.value, "text"));
  }
  write(`Type /help for commands, or a post such as  ${wording.examplePost}`);
  const ask = () => {
    if (options.prompt) output.write("> ");
  };
  ask();
  // The schedule's notices also come while nobody types (a reminder at 17:00 when the last line was at noon).
  const schedule = options.schedule;
  const ticker = schedule
    ? setInterval(() => {
        printDueNotices(schedule, gameId, "text", write).then(
          (printed) => {
            if (printed > 0) ask();
          },
          () => undefined, // the database is busy or closing: the next tick prints what is due
        );
      }, options.scheduleEveryMs ?? 60_000)
    : null;
  ticker?.unref();

  // a closed interface is never iterated: its iterator would wait for ever
  if (options.signal?.aborted) stop();
  for await (const raw of options.signal?.aborted ? [] : lines) {
    const line = raw.trim();
    if (line === "") {
      ask();
      continue;
    }
    if (line.startsWith("/")) {
      const [command = "", ...args] = line.slice(1).split(/\s+/);
      if (command === "quit" || command === "exit") break;
      write(await handleCommand(command.toLowerCase(), args));
    } else {
      const colon = line.indexOf(":");
      if (colon <= 0) write(`A post is written "Name: text", e.g.  ${wording.examplePost}  (/help)`);
      else {
        posts++;
        const author = line.slice(0, colon).trim();
        const text = line.slice(colon + 1).trim();
        const postId = `console-${Date.now().toString(36)}-${posts}`;
        const [result] = await service.ingest(gameId, "console", [
          typedPost({ author, text, postId, postedAt: options.now().toISOString() }),
        ]);
        if (result) {
          const described = describeIngest(result);
          write(
            result.kind === "no-orders" && !result.document
              ? `${author}: no bold orders in that post (bold them with **…**).`
              : (described ?? "unchanged"),
          );
        }
      }
    }
    if (options.schedule) await printDueNotices(options.schedule, gameId, "text", write);
    ask();
  }
  if (ticker) clearInterval(ticker);
  rl.close();
  options.signal?.removeEventListener("abort", stop);

  /** Runs a /command and returns the text to show. */
  async function handleCommand(command: string, args: string[]): Promise<string> {
    const fail = (error: string) => `! ${error}`;
    const doc = (r: { ok: true; value: Document } | { ok: false; error: string }) =>
      r.ok ? render(r.value, "text") : fail(r.error);
    const nation = args.join(" ");
    const which = (name: string) => fail(`which ${wording.seatNoun}? /${name} ${wording.seatExample}`);
    switch (command) {
      case "help": {
        const topic = args.join(" ").toLowerCase();
        if (topic === "") return `${wording.consoleHelp}\n${ABSENCE_HELP}`;
        if (topic === "orders") return wording.ordersHelp();
        return fail(`there is no help on "${args.join(" ")}": try /help orders, or /help for the commands`);
      }
      case "status":
        return doc(await service.status(gameId, nation || undefined));
      case "orders":
        return nation ? doc(await service.ordersInForce(gameId, nation)) : which("orders");
      case "preview":
        return nation ? doc(await service.preview(gameId, nation)) : which("preview");
      case "report":
        return doc(await service.report(gameId));
      case "resolve": {
        const resolved = await service.info(gameId);
        const r = await service.resolve(gameId, { name: "GM (console)" });
        if (!r.ok) return fail(r.error);
        // named by the phase it resolved (pictureFileName: the same name as the CLI and Discord give it)
        const file = join(
          options.pictureDir,
          resolved.ok ? pictureFileName(resolved.value, "png", wording) : "map.png",
        );
        writeFileSync(file, await r.value.picture());
        return `${render(r.value.summary, "text")}Map saved to ${file}`;
      }
      case "undo":
        return doc(await service.undo(gameId, { name: "GM (console)" }));
      case "picture": {
        const r = await service.picture(gameId);
        if (!r.ok) return fail(r.error);
        const now = await service.info(gameId);
        const file = join(
          options.pictureDir,
          now.ok ? pictureFileName(now.value, "png", wording) : "map.png",
        );
        writeFileSync(file, r.value);
        return `Map saved to ${file}`;
      }
      case "players": {
        const away = await service.absence.blocks(gameId);
        return away.length > 0
          ? `${await players(service, gameId)}\n${render({ blocks: away }, "text").trimEnd()}`
          : await players(service, gameId);
      }
      case "vacation": {
        const zone = async () => {
          const info = await service.info(gameId);
          return info.ok ? info.value.forumTimezone : null;
        };
        // /vacation PLAYER DAYS [reason…]: the console is the GM's, so the game's allowance applies as to a player.
        const [who = "", days = "", ...reason] = args;
        if (!who || !/^\d+$/.test(days))
          return fail("usage: /vacation PLAYER DAYS [reason], e.g. /vacation Osmano 5 a wedding");
        const taken = await service.absence.vacation(gameId, who, Number(days), { reason: reason.join(" ") });
        return taken.ok
          ? `${await service.playerName(gameId, taken.value.seat)} is on vacation until ${forumTime(taken.value.vacation.until, await zone())} (${taken.value.usedDays} of ${taken.value.allowance} days taken in the last 365 days).`
          : fail(taken.error);
      }
      case "boot": {
        if (!nation) return which("boot");
        const booted = await service.absence.boot(gameId, nation, { name: "GM (console)", gm: true });
        return booted.ok
          ? [
              `${await service.playerName(gameId, booted.value.seat)} is in civil disorder and offered to new players.`,
              ...booted.value.lines,
            ].join("\n")
          : fail(booted.error);
      }
      case "claim": {
        const [seat = "", ...who] = args;
        if (!seat || who.length === 0) return fail("usage: /claim SEAT NAME, e.g. /claim Germany Otto");
        const claimed = await service.absence.claim(gameId, seat, who.join(" "));
        return claimed.ok ? claimed.value : fail(claimed.error);
      }
      case "confirm": {
        const [seat = "", ...who] = args;
        if (!seat) return which("confirm");
        const done = await service.absence.confirm(gameId, seat, who.length > 0 ? who.join(" ") : undefined, {
          name: "GM (console)",
          gm: true,
        });
        return done.ok
          ? `${done.value.player} now plays ${await service.playerName(gameId, done.value.seat)}; it leaves civil disorder.`
          : fail(done.error);
      }
      case "odds": {
        const [a, d] = args.map(Number);
        if (!a || !d || !Number.isInteger(a) || !Number.isInteger(d)) {
          return fail(
            "usage: /odds ATTACKERS DEFENDERS (the attacking force, then the defenders), e.g. /odds 5 3",
          );
        }
        // Odds ruling: A is the attacking force in every game (Risk: the army that stays home is not counted).
        const rules = wording.oddsRules;
        const r = battleOdds({ attackers: a, defenders: d, rules });
        if (!r.ok) return fail(r.error);
        return oddsSentence(a, d, rules, r.value);
      }
      default:
        return fail(`unknown command /${command} (/help lists them)`);
    }
  }
}

async function players(service: GameService, gameId: string): Promise<string> {
  const list = await service.playerList(gameId);
  return list.ok ? list.value : list.error;
}

/** The console's commands for absent players (every game has them). */
const ABSENCE_HELP = `Absent players:
  /vacation PLAYER DAYS [reason]   a vacation (missed deadlines do not count; it ends when they post orders)
  /boot SEAT         put a seat in civil disorder and offer it to new players
  /claim SEAT NAME   a new player claims a seat in civil disorder
  /confirm SEAT [NAME]  the GM confirms the claim: the new player takes the seat over`;
