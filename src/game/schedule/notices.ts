import { z } from "zod";
import { type Block, type Document, list, para } from "../../presenters/document.ts";
import { forumTime } from "../../presenters/forum-time.ts";
import { andList } from "../../presenters/names.ts";
import { describeDuration, relativeTime } from "../../schedule/durations.ts";

/** A seat a notice is about, with what it takes to reach its player. */
export const noticeSeatSchema = z.object({
  seat: z.string(),
  name: z.string(),
  forumName: z.string().nullable(),
  discordUserId: z.string().nullable(),
  /** Deadlines this seat has missed in the game so far (absent players). */
  missed: z.number().int().min(0).default(0),
});
export type NoticeSeat = z.infer<typeof noticeSeatSchema>;

/**
 * What the schedule tells a game's players and GM, stored as plain JSON in the outbox until delivered: a reminder,
 * the deadline, a change of the deadline. Adapters render `document` for their channel (a Discord message that
 * mentions exactly the `waiting` players' users, console text, forum BBCode).
 */
export const noticeSchema = z.object({
  gameId: z.string(),
  kind: z.enum(["reminder", "deadline", "extended", "paused", "resumed", "scheduled", "summary", "offer"]),
  /** The game's Discord channel, when it has one. */
  channelId: z.string().nullable(),
  /** The players the notice is for (a reminder's and a deadline's: who has not posted valid orders). */
  waiting: z.array(noticeSeatSchema),
  document: z.custom<Document>((v) => typeof v === "object" && v !== null && "blocks" in v),
});
export type Notice = z.infer<typeof noticeSchema>;

/** What every notice names: the game, the phase, the deadline. */
export interface NoticeContext {
  gameId: string;
  gameName: string;
  /** The phase as people name it, with its article: "the 1908 Attack phase", "turn 2". */
  phase: string;
  deadline: string;
  timezone: string | null;
  channelId: string | null;
  now: Date;
}

const at = (c: NoticeContext, iso: string) => forumTime(iso, c.timezone);
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function waitingBlock(waiting: readonly NoticeSeat[], everyoneIn: string): Block {
  if (waiting.length === 0) return para(everyoneIn);
  const who = waiting.map((w) =>
    w.forumName && w.forumName !== w.name ? `${w.name} (${w.forumName})` : w.name,
  );
  return para(`Waiting for: ${andList(who)}.`);
}

/**
 * Who has ordered as the game's `orders-visibility` lets a reminder say it (issue #28): `names` names and
 * mentions only the seats missing orders; `counts` says how many have orders in; `hidden` says nothing of it.
 * Without names the reminder mentions nobody (a mention would tell who is missing).
 */
export interface ReminderPrivacy {
  visibility: "names" | "counts" | "hidden";
  seats: number;
  inForce: number | null;
}

/**
 * "Reminder: 1 hour to the deadline", nudging only the seats missing orders (`waiting`). A late one says when it
 * was due and why it comes now.
 */
export function reminderNotice(
  c: NoticeContext,
  input: {
    hoursBefore: number;
    dueAt: string;
    late: boolean;
    waiting: NoticeSeat[];
    privacy?: ReminderPrivacy;
  },
): Notice {
  const named = (input.privacy?.visibility ?? "names") === "names";
  const waiting = named ? input.waiting : [];
  const count =
    input.privacy?.visibility === "counts" && input.privacy.inForce !== null
      ? para(`Orders in: ${input.privacy.inForce} of ${input.privacy.seats}.`)
      : null;
  const blocks: Block[] = [
    para(
      `${capital(c.phase)} of ${c.gameName} closes at ${at(c, c.deadline)} (${relativeTime(c.deadline, c.now)}).`,
    ),
    named
      ? waitingBlock(input.waiting, "Every player has valid orders in force.")
      : (count ?? para("Who has ordered is hidden until the deadline.")),
  ];
  if (!named && input.waiting.length > 0) {
    blocks.push(
      para(
        "If you have no orders in yet, post them in bold before the deadline; later posts are late and not used (W33).",
      ),
    );
  } else if (input.waiting.length > 0) {
    blocks.push(
      para("Post your orders in bold before the deadline; later posts are late and not used (W33)."),
    );
  }
  if (input.late) {
    blocks.push(
      para(`This reminder was due at ${at(c, input.dueAt)} and is sent late: Adjutant was not running then.`),
    );
  }
  return {
    gameId: c.gameId,
    kind: "reminder",
    channelId: c.channelId,
    waiting,
    document: {
      title: `Reminder: ${describeDuration(input.hoursBefore * 3_600_000)} to the deadline`,
      blocks,
    },
  };
}

/** The deadline has passed: the phase is closed; the GM resolves, or Adjutant has (the summary follows). */
export function deadlineNotice(
  c: NoticeContext,
  input: {
    late: boolean;
    waiting: NoticeSeat[];
    missedReminders: number[];
    resolution: { resolved: true; summary: Document } | { resolved: false; why: string | null };
  },
): Notice {
  const blocks: Block[] = [
    para(
      `${capital(c.phase)} of ${c.gameName} closed at ${at(c, c.deadline)}. Posts written after it are late and not used (W33).`,
    ),
  ];
  if (input.waiting.length > 0) {
    blocks.push(
      para(`No valid orders from ${andList(input.waiting.map((w) => w.name))}: they do nothing this phase.`),
    );
    const absent = input.waiting.filter((w) => w.missed >= 2);
    if (absent.length > 0) {
      blocks.push(
        list(
          absent.map((w) => [
            `${w.name} has missed ${w.missed} deadlines; the GM can hand the seat to a new player with \`players replace\`.`,
          ]),
        ),
      );
    }
  }
  if (input.missedReminders.length > 0) {
    const hours = input.missedReminders.map((h) => describeDuration(h * 3_600_000));
    blocks.push(
      para(
        `The reminders due ${andList(hours)} before the deadline were not sent: Adjutant was not running then.`,
      ),
    );
  }
  if (input.resolution.resolved) {
    blocks.push(para("Adjutant resolved it (the game's schedule resolves at the deadline):"));
    blocks.push(...input.resolution.summary.blocks);
  } else {
    blocks.push(
      para(
        input.resolution.why
          ? `The phase could not be resolved automatically: ${input.resolution.why}. The GM resolves it with /resolve or \`adjutant resolve\`.`
          : "The GM resolves it with /resolve or `adjutant resolve`.",
      ),
    );
  }
  if (input.late)
    blocks.push(para(`This notice is sent late: Adjutant was not running at ${at(c, c.deadline)}.`));
  return {
    gameId: c.gameId,
    kind: "deadline",
    channelId: c.channelId,
    waiting: input.waiting,
    document: {
      title: input.resolution.resolved
        ? `${capital(c.phase)}: resolved at the deadline`
        : `${capital(c.phase)}: the deadline has passed`,
      blocks,
    },
  };
}

/** A change of the deadline by the GM or the schedule: extended, paused, resumed, set when the phase opened. */
export function changeNotice(
  c: NoticeContext,
  input: {
    kind: "extended" | "paused" | "resumed" | "scheduled";
    actor: string;
    reason: string;
    from: string | null;
    waiting: NoticeSeat[];
  },
): Notice {
  const why = input.reason.trim() ? ` (${input.reason.trim()})` : "";
  const first =
    input.kind === "extended"
      ? `${input.actor} extended the deadline of ${c.phase}${input.from ? ` by ${describeDuration(Date.parse(c.deadline) - Date.parse(input.from))}` : ""}${why}: it now closes at ${at(c, c.deadline)} (${relativeTime(c.deadline, c.now)}).`
      : input.kind === "paused"
        ? `${input.actor} paused ${c.gameName}${why}: no reminder is sent and the deadline waits until the game resumes.`
        : input.kind === "resumed"
          ? `${input.actor} resumed ${c.gameName}${why}: ${c.phase} now closes at ${at(c, c.deadline)} (${relativeTime(c.deadline, c.now)}).`
          : `${capital(c.phase)} of ${c.gameName}: the deadline is ${at(c, c.deadline)} (${relativeTime(c.deadline, c.now)}).`;
  return {
    gameId: c.gameId,
    kind: input.kind,
    channelId: c.channelId,
    // A change is announced to everyone; only reminders and deadlines mention the players they wait for.
    waiting: [],
    document: {
      title: {
        extended: "Deadline extended",
        paused: "Game paused",
        resumed: "Game resumed",
        scheduled: "New deadline",
      }[input.kind],
      blocks: [
        para(first),
        ...(input.kind === "paused"
          ? []
          : [waitingBlock(input.waiting, "Every player has valid orders in force.")]),
      ],
    },
  };
}
