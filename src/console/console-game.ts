import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { printDueNotices } from "../app/schedule-printer.ts";
import { typedPost } from "../app/typed-post.ts";
import type { GameService } from "../game/game-service.ts";
import { describeIngest } from "../game/ingest-text.ts";
import { pictureFileName } from "../game/picture-name.ts";
import type { ScheduleService } from "../game/schedule/schedule-service.ts";
import { battleOdds } from "../odds/battle-odds.ts";
import { oddsSentence } from "../odds/odds-text.ts";
import type { Document } from "../presenters/document.ts";
import { ordersHelpText } from "../presenters/help-text.ts";
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

const RISK_HELP = `Type a post as a player:    Alice: **Buy Brazil; done**
  (bold with **…** or [b]…[/b]; each order is carried out at once, in turn order)
Orders: buy, place N in X, done (set-up; in the income phase done and end turn mean pass) ·
  attack X from Y [with N] [, stop at N] · move N from X to Y · salt X · improve X · pass ·
  hold / retreat to X (the defender) · if X is attacked, retreat to Y
GM and player commands:
  /status [player]   standing of the game, whose turn it is
  /orders PLAYER     a player's territories
  /preview PLAYER    the odds of the attack waiting for an answer
  /report            standing and what happened this turn
  /resolve           move the game on: close the response window (hold), the income phase, or skip an absent player
  /odds A D          chance that a force of A attacking armies beats D defenders (classic dice, V8)
  /undo              roll back the last order
  /picture           save the map as a PNG
  /players           who plays, in seat order
  /help              this text
  /quit              leave (the game is kept; npm start carries on where you stopped)`;

const HELP = `Type a post as a player:    Osmano: **Build 2 divisions in Moscow**
  (bold with **…** or [b]…[/b]; several orders on one line with ; or "and")
GM and player commands:
  /status [nation]   standing of the game or of one nation
  /orders NATION     the orders in force for a nation
  /preview NATION    what those orders would do now, with the odds of each attack
  /report            every player's post in force, ignored posts and verdicts
  /resolve           resolve the phase (dice from the committed seed) and show the summary
  /odds A D          chance that a force of A attacking divisions beats D defenders (World War 1907 dice)
  /undo              roll back the last resolution
  /picture           save the map as a PNG
  /players           who plays which nation
  /help              this text
  /help orders       every kind of order, with examples; changing and withdrawing orders
  /quit              leave (the game is kept; npm start carries on where you stopped)`;

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
  const stop = () => rl.close();
  options.signal?.addEventListener("abort", stop, { once: true });
  let posts = 0;

  const info = service.info(gameId);
  const risk = info.ok && info.value.ruleset === "risk-variant-one";
  if (info.ok && risk) {
    write(
      `Adjutant — ${info.value.name} (game ${info.value.id}): Risk Variant One, ${info.value.phase === "setup" ? "set-up" : `turn ${info.value.year}, ${info.value.phase} phase`}.`,
    );
    write(`Seed commitment for this turn: ${info.value.commitment}`);
  } else if (info.ok) {
    write(
      `Adjutant — ${info.value.name} (game ${info.value.id}): ${info.value.year}, ${info.value.phase} phase.`,
    );
    write(`Seed commitment for this phase: ${info.value.commitment}`);
  }
  write(`Players: ${players(service, gameId)}`);
  if (risk) {
    const status = service.status(gameId);
    if (status.ok) write(render(status.value, "text"));
    write("Type /help for commands, or a post such as  Alice: **Buy Brazil; done**");
  } else write("Type /help for commands, or a post such as  Osmano: **Build 2 divisions in Moscow**");
  const ask = () => {
    if (options.prompt) output.write("> ");
  };
  ask();
  // The schedule's notices also come while nobody types (a reminder at 17:00 when the last line was at noon).
  const schedule = options.schedule;
  const ticker = schedule
    ? setInterval(() => {
        if (printDueNotices(schedule, gameId, "text", write) > 0) ask();
      }, options.scheduleEveryMs ?? 60_000)
    : null;
  ticker?.unref();

  // a closed interface is never iterated: its iterator would wait for ever
  if (options.signal?.aborted) stop();
  for await (const raw of options.signal?.aborted ? [] : rl) {
    const line = raw.trim();
    if (line === "") {
      ask();
      continue;
    }
    if (line.startsWith("/")) {
      const [command = "", ...args] = line.slice(1).split(/\s+/);
      if (command === "quit" || command === "exit") break;
      write(handleCommand(command.toLowerCase(), args));
    } else {
      const colon = line.indexOf(":");
      if (colon <= 0)
        write('A post is written "Name: text", e.g.  Osmano: **Build 2 divisions in Moscow**  (/help)');
      else {
        posts++;
        const author = line.slice(0, colon).trim();
        const text = line.slice(colon + 1).trim();
        const postId = `console-${Date.now().toString(36)}-${posts}`;
        const [result] = service.ingest(gameId, "console", [
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
    if (options.schedule) printDueNotices(options.schedule, gameId, "text", write);
    ask();
  }
  if (ticker) clearInterval(ticker);
  rl.close();
  options.signal?.removeEventListener("abort", stop);

  /** Runs a /command and returns the text to show. */
  function handleCommand(command: string, args: string[]): string {
    const fail = (error: string) => `! ${error}`;
    const doc = (r: { ok: true; value: Document } | { ok: false; error: string }) =>
      r.ok ? render(r.value, "text") : fail(r.error);
    const nation = args.join(" ");
    switch (command) {
      case "help": {
        const topic = args.join(" ").toLowerCase();
        if (topic === "") return risk ? RISK_HELP : HELP;
        if (topic === "orders") return ordersHelpText();
        return fail(`there is no help on "${args.join(" ")}": try /help orders, or /help for the commands`);
      }
      case "status":
        return doc(service.status(gameId, nation || undefined));
      case "orders":
        return nation ? doc(service.ordersInForce(gameId, nation)) : fail("which nation? /orders russia");
      case "preview":
        return nation ? doc(service.preview(gameId, nation)) : fail("which nation? /preview russia");
      case "report":
        return doc(service.report(gameId));
      case "resolve": {
        const resolved = service.info(gameId);
        const r = service.resolve(gameId, { name: "GM (console)" });
        if (!r.ok) return fail(r.error);
        // named by the phase it resolved (pictureFileName: the same name as the CLI and Discord give it)
        const file = join(options.pictureDir, resolved.ok ? pictureFileName(resolved.value) : "map.png");
        writeFileSync(file, r.value.picture);
        return `${render(r.value.summary, "text")}Map saved to ${file}`;
      }
      case "undo":
        return doc(service.undo(gameId, { name: "GM (console)" }));
      case "picture": {
        const r = service.picture(gameId);
        if (!r.ok) return fail(r.error);
        const now = service.info(gameId);
        const file = join(options.pictureDir, now.ok ? pictureFileName(now.value) : "map.png");
        writeFileSync(file, r.value);
        return `Map saved to ${file}`;
      }
      case "players":
        return players(service, gameId);
      case "odds": {
        const [a, d] = args.map(Number);
        if (!a || !d || !Number.isInteger(a) || !Number.isInteger(d)) {
          return fail(
            "usage: /odds ATTACKERS DEFENDERS (the attacking force, then the defenders), e.g. /odds 5 3",
          );
        }
        // Odds ruling: A is the attacking force in a Risk game too (the army that stays home is not counted).
        const rules = risk ? "classic" : "ww1907";
        const r = battleOdds({ attackers: a, defenders: d, rules });
        if (!r.ok) return fail(r.error);
        return oddsSentence(a, d, rules, r.value);
      }
      default:
        return fail(`unknown command /${command} (/help lists them)`);
    }
  }
}

function players(service: GameService, gameId: string): string {
  const list = service.playerList(gameId);
  return list.ok ? list.value : list.error;
}
