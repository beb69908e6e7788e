import { type Block, para } from "../../presenters/document.ts";
import { andList } from "../../presenters/names.ts";
import { err, ok } from "../../result.ts";
import { dueSteps } from "../../schedule/due.ts";
import { parseDuration } from "../../schedule/durations.ts";
import {
  type ScheduleSettings,
  type ScheduleSettingsInput,
  scheduleSettingsSchema,
} from "../../schedule/settings.ts";
import type { GameStore } from "../../storage/game-store.ts";
import { type NoticeRow, ScheduleStore } from "../../storage/schedule-store.ts";
import type { GameService } from "../game-service.ts";
import type { Actor, GameInfo, ServiceResult } from "../types.ts";
import {
  changeNotice,
  deadlineNotice,
  type Notice,
  type NoticeContext,
  type NoticeSeat,
  noticeSchema,
  reminderNotice,
} from "./notices.ts";

/** The name the schedule acts under in the log (a resolution at the deadline, a deadline set when a phase opens). */
export const SCHEDULE_ACTOR = "Adjutant (schedule)";

/** A stored notice with the key it is delivered (and marked) by. */
export interface PendingNotice {
  key: string;
  dueAt: string;
  notice: Notice;
}

export interface ScheduleDeps {
  service: GameService;
  store: GameStore;
  now: () => Date;
}

/**
 * Deadlines that run themselves: each game's schedule (phase length, reminders, what happens at the deadline), the
 * GM's extensions and pauses (logged with who and why), and `tick`, which looks at every game's deadline and stores
 * each notice that falls due in the outbox exactly once. Adapters deliver the outbox (`pending`, `delivered`): the
 * bot to the game's channel, the console and the forum watcher to the GM. Time comes from `now` (a fake clock in
 * tests); nothing here waits.
 */
export class ScheduleService {
  readonly schedules: ScheduleStore;

  constructor(private readonly deps: ScheduleDeps) {
    this.schedules = new ScheduleStore(deps.store.db);
  }

  private iso(): string {
    return this.deps.now().toISOString();
  }

  async settings(gameId: string): Promise<ScheduleSettings> {
    return await this.schedules.settings(gameId);
  }

  /** Changes a game's schedule (what is not given stays). */
  async configure(gameId: string, patch: ScheduleSettingsInput): Promise<ServiceResult<ScheduleSettings>> {
    const info = await this.deps.service.info(gameId);
    if (!info.ok) return info;
    const parsed = scheduleSettingsSchema.safeParse({ ...(await this.settings(gameId)), ...patch });
    if (!parsed.success)
      return err(`the schedule cannot be set: ${parsed.error.issues[0]?.message ?? "invalid"}`);
    await this.schedules.saveSettings(gameId, parsed.data, this.iso());
    return ok(parsed.data);
  }

  /** `deadline extend 12h`: moves the open phase's deadline on, logged with who and why, and announced. */
  async extend(gameId: string, by: string, actor: Actor, reason: string): Promise<ServiceResult<Notice>> {
    const duration = parseDuration(by);
    if (!duration.ok) return duration;
    const info = await this.deps.service.info(gameId);
    if (!info.ok) return info;
    if (info.value.deadline === null) {
      return err(
        "the open phase has no deadline to extend: set one with `adjutant deadline DATE` or `/deadline`",
      );
    }
    const from = info.value.deadline;
    const to = new Date(Date.parse(from) + duration.value).toISOString();
    const set = await this.deps.service.setDeadline(gameId, to, {
      actor: actor.name,
      reason,
      kind: "extended",
    });
    if (!set.ok) return set;
    return ok(await this.announce(set.value, "extended", actor.name, reason, from));
  }

  /** Pauses the game's schedule (holidays): nothing falls due until it resumes. */
  async pause(gameId: string, actor: Actor, reason: string): Promise<ServiceResult<Notice>> {
    const settings = await this.settings(gameId);
    if (settings.pausedAt !== null) return err(`the game is already paused (since ${settings.pausedAt})`);
    const info = await this.deps.service.info(gameId);
    if (!info.ok) return info;
    await this.schedules.saveSettings(gameId, { ...settings, pausedAt: this.iso() }, this.iso());
    await this.schedules.logChange({
      game_id: gameId,
      phase_label: (await this.deps.service.openPhaseLabel(gameId)) ?? "",
      kind: "paused",
      from_deadline: info.value.deadline,
      to_deadline: info.value.deadline,
      actor: actor.name,
      reason,
      created_at: this.iso(),
    });
    return ok(await this.announce(info.value, "paused", actor.name, reason, info.value.deadline));
  }

  /** Resumes a paused game: the deadline moves on by as long as the pause lasted. */
  async resume(gameId: string, actor: Actor, reason = ""): Promise<ServiceResult<Notice>> {
    const settings = await this.settings(gameId);
    if (settings.pausedAt === null) return err("the game is not paused");
    const info = await this.deps.service.info(gameId);
    if (!info.ok) return info;
    const paused = this.deps.now().getTime() - Date.parse(settings.pausedAt);
    let current = info.value;
    const from = current.deadline;
    if (from !== null) {
      const set = await this.deps.service.setDeadline(
        gameId,
        new Date(Date.parse(from) + paused).toISOString(),
        {
          actor: actor.name,
          reason: reason || "the game resumed after a pause",
          kind: "resumed",
        },
      );
      if (!set.ok) return set;
      current = set.value;
    }
    await this.schedules.saveSettings(gameId, { ...settings, pausedAt: null }, this.iso());
    return ok(await this.announce(current, "resumed", actor.name, reason, from));
  }

  /**
   * Looks at every game's deadline now: gives a newly opened phase its deadline (the schedule's phase length),
   * stores each reminder and deadline notice that fell due (once: a later tick finds it done), and at the
   * deadline resolves the phase when the schedule says so. Returns how many notices were stored. `include` limits
   * it to some games (a sharded bot: each shard ticks the games of its own guilds' channels).
   */
  async tick(include: (game: GameInfo) => boolean = () => true): Promise<number> {
    let stored = 0;
    for (const game of await this.deps.service.listGames())
      if (include(game)) stored += await this.tickGame(game);
    return stored;
  }

  private async tickGame(game: GameInfo): Promise<number> {
    const settings = await this.settings(game.id);
    if (settings.pausedAt !== null) return 0;
    // a finished game (`game end`, V9) has no deadline left: nothing falls due
    const ended = await this.deps.service.ending(game.id);
    if (ended.ok && ended.value) return 0;
    const phase = await this.deps.store.openPhaseOf(game.id);
    if (!phase) return 0;
    const label = (await this.deps.service.openPhaseLabel(game.id)) ?? `phase-${phase.seq}`;
    let info = game;
    if (info.deadline === null && settings.phaseHours !== null) {
      const since = (await this.deps.service.waitingSince(game.id)) ?? phase.opened_at;
      const to = new Date(Date.parse(since) + settings.phaseHours * 3_600_000).toISOString();
      const set = await this.deps.service.setDeadline(game.id, to, {
        actor: SCHEDULE_ACTOR,
        reason: "the game's phase length",
        kind: "scheduled",
      });
      if (set.ok) {
        info = set.value;
        await this.announce(info, "scheduled", SCHEDULE_ACTOR, "the game's phase length", null);
      }
    }
    if (info.deadline === null) return 0;
    const changes = await this.schedules.changes(game.id, label);
    // Reminders due before the deadline was last set, or before the current wait began, are not sent late.
    const lastSet = changes.at(-1)?.created_at ?? phase.opened_at;
    const since = (await this.deps.service.waitingSince(game.id)) ?? phase.opened_at;
    const steps = dueSteps({
      phaseKey: `${phase.seq}`,
      deadline: info.deadline,
      deadlineSetAt: [lastSet, since].sort().at(-1) ?? since,
      reminderHours: settings.reminderHours,
      paused: false,
      now: this.deps.now(),
      done: await this.schedules.doneKeys(game.id, `${phase.seq}@`),
    });
    let stored = 0;
    for (const step of steps) {
      const context = await this.context(info);
      const at = this.iso();
      for (const key of step.supersedes) await this.schedules.passOver(game.id, key, step.dueAt, at);
      if (step.kind === "reminder") {
        const waitingNow = await this.waiting(game.id);
        const orders = await this.deps.service.ordersIn(game.id);
        const notice = reminderNotice(context, {
          ...step,
          waiting: waitingNow,
          ...(orders.ok ? { privacy: orders.value } : {}),
        });
        const shown = !orders.ok ? "names" : orders.value.revealed ? "names" : orders.value.visibility;
        notice.document.blocks.push(...(await this.disorderWarning(game.id, waitingNow, shown)));
        if (await this.schedules.enqueue(game.id, step.key, step.dueAt, notice, at)) stored++;
        continue;
      }
      // The deadline (not done yet: dueSteps asked the outbox): count the absent, resolve if the schedule says so.
      // Absent players: a miss on vacation is not counted; too many in a row is civil disorder (absence/).
      const missing = await this.waiting(game.id);
      const absence = await this.deps.service.absence.atDeadline(
        game.id,
        missing.map((w) => w.seat),
      );
      const counted = missing.filter((w) => absence.counted.includes(w.seat));
      const waiting = (await this.countAbsences(game.id, counted)).concat(
        missing.filter((w) => !absence.counted.includes(w.seat)),
      );
      // reliability (issue #28): who met this deadline, kept once under the deadline's key; a miss on vacation is
      // not held against the player
      await this.deps.service.recordDeadline(
        game.id,
        step.key,
        counted.map((w) => w.seat),
      );
      let resolution: Parameters<typeof deadlineNotice>[1]["resolution"] = { resolved: false, why: null };
      if (settings.atDeadline === "resolve") {
        const resolved = await this.deps.service.resolve(game.id, { name: SCHEDULE_ACTOR }, { phase: label });
        resolution = resolved.ok
          ? { resolved: true, summary: resolved.value.summary }
          : { resolved: false, why: resolved.error };
      }
      const notice = deadlineNotice(context, {
        late: step.late,
        waiting,
        missedReminders: step.missedReminders,
        resolution,
      });
      notice.document.blocks.splice(1, 0, ...(await this.absenceLines(game.id, absence)));
      if (await this.schedules.enqueue(game.id, step.key, step.dueAt, notice, at)) stored++;
    }
    return stored;
  }

  /**
   * Puts a document in the game's outbox for the forum thread (a phase summary the GM resolved from the command line,
   * for a thread Adjutant posts to). Each `key` is stored once.
   */
  async share(gameId: string, key: string, document: Notice["document"]): Promise<ServiceResult<true>> {
    const info = await this.deps.service.info(gameId);
    if (!info.ok) return info;
    const at = this.iso();
    const notice: Notice = {
      gameId,
      kind: "summary",
      // For the forum thread only: Discord gets its summaries from /resolve itself.
      channelId: null,
      waiting: [],
      document,
    };
    await this.schedules.enqueue(gameId, key, at, notice, at);
    return ok(true);
  }

  /** Notices not yet delivered, oldest first (one game's, or every game's). */
  async pending(gameId?: string): Promise<PendingNotice[]> {
    return (await this.schedules.undelivered(gameId)).flatMap((row: NoticeRow) => {
      const parsed = noticeSchema.safeParse(JSON.parse(row.notice_json));
      return parsed.success ? [{ key: row.key, dueAt: row.due_at, notice: parsed.data }] : [];
    });
  }

  /** Marks a notice delivered (an adapter calls this once the message is out). */
  async delivered(gameId: string, key: string): Promise<void> {
    await this.schedules.markDelivered(gameId, key, this.iso());
  }

  /** The seats the game waits for, with the deadlines each has missed so far. */
  private async waiting(gameId: string): Promise<NoticeSeat[]> {
    // A seat in civil disorder is not waited for: its game plays it (absence/).
    const disorder = new Set(await this.deps.service.absence.disorderSeats(gameId));
    const waiting: NoticeSeat[] = [];
    for (const w of await this.deps.service.waitingOn(gameId)) {
      if (!disorder.has(w.seat)) waiting.push({ ...w, missed: await this.schedules.missed(gameId, w.seat) });
    }
    return waiting;
  }

  /** The reminder's warning: who falls into civil disorder if they miss this deadline too. */
  private async disorderWarning(
    gameId: string,
    waiting: readonly NoticeSeat[],
    shown: "names" | "counts" | "hidden",
  ): Promise<Block[]> {
    const seats = await this.deps.service.absence.atRisk(
      gameId,
      waiting.map((w) => w.seat),
    );
    if (seats.length === 0) return [];
    // who has not ordered is private under the game's orders-visibility: the warning says only as much
    if (shown === "hidden") {
      return [
        para(
          "Warning: a seat that misses this deadline after missing the ones before falls into civil disorder (the seat is then offered to a new player).",
        ),
      ];
    }
    if (shown === "counts") {
      return [
        para(
          `Warning: ${seats.length} ${seats.length === 1 ? "seat falls" : "seats fall"} into civil disorder if ${seats.length === 1 ? "it misses" : "they miss"} this deadline too (the seat is then offered to a new player).`,
        ),
      ];
    }
    const named: string[] = [];
    for (const s of seats) named.push(await this.deps.service.playerName(gameId, s));
    const names = andList(named);
    return [
      para(
        `Warning: ${names} ${seats.length === 1 ? "falls" : "fall"} into civil disorder if ${seats.length === 1 ? "it misses" : "they miss"} this deadline too (the seat is then offered to a new player).`,
      ),
    ];
  }

  /** The deadline notice's lines on absent players: excused by a vacation, fallen into civil disorder. */
  private async absenceLines(
    gameId: string,
    outcome: { excused: readonly string[]; fell: readonly string[] },
  ): Promise<Block[]> {
    const name = async (s: string) => await this.deps.service.playerName(gameId, s);
    const blocks: Block[] = [];
    for (const s of outcome.excused) {
      blocks.push(
        para(
          `${await name(s)} is on vacation: the missed deadline is not counted, its standing orders (or holds) apply.`,
        ),
      );
    }
    for (const s of outcome.fell) {
      blocks.push(para(`${await name(s)} falls into civil disorder and is offered to a new player.`));
    }
    return blocks;
  }

  /** Absent players: each seat missing at a deadline has one more missed deadline. */
  private async countAbsences(gameId: string, waiting: NoticeSeat[]): Promise<NoticeSeat[]> {
    const counted: NoticeSeat[] = [];
    for (const w of waiting) counted.push({ ...w, missed: await this.schedules.countMissed(gameId, w.seat) });
    return counted;
  }

  private async context(info: GameInfo): Promise<NoticeContext> {
    return {
      gameId: info.id,
      gameName: info.name,
      phase: (await this.deps.service.openPhaseTitle(info.id)) ?? "the game",
      deadline: info.deadline ?? "",
      timezone: info.forumTimezone,
      channelId: info.discordChannelId,
      now: this.deps.now(),
    };
  }

  /** Stores the notice of a logged change of the deadline in the outbox (delivered like reminders). */
  private async announce(
    info: GameInfo,
    kind: "extended" | "paused" | "resumed" | "scheduled",
    actor: string,
    reason: string,
    from: string | null,
  ): Promise<Notice> {
    const at = this.iso();
    const seq = (await this.schedules.changes(info.id)).at(-1)?.seq ?? 0;
    const notice = changeNotice(await this.context(info), {
      kind,
      actor,
      reason,
      from,
      waiting: kind === "paused" ? [] : await this.waiting(info.id),
    });
    await this.schedules.enqueue(info.id, `change-${seq}`, at, notice, at);
    return notice;
  }
}
