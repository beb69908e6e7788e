import { type Block, type Document, list, para } from "../../presenters/document.ts";
import { forumTime } from "../../presenters/forum-time.ts";
import { andList } from "../../presenters/names.ts";
import { err, ok } from "../../result.ts";
import type { GameStore } from "../../storage/game-store.ts";
import { ScheduleStore } from "../../storage/schedule-store.ts";
import type { ServiceResult } from "../types.ts";
import { type AbsenceJson, absenceJson } from "./absence-json.ts";
import {
  type AbsenceRecord,
  type AbsenceSettings,
  absenceRecordSchema,
  absenceSettingsSchema,
  afterDeadline,
  atRisk,
  type DeadlineOutcome,
  type Disorder,
  daysUsed,
  disorderOf,
  EMPTY_RECORD,
  type Vacation,
  vacationOf,
} from "./absence-record.ts";

const DAY = 86_400_000;

/** What absent players need of the game service (the service itself, seen through this narrow door). */
export interface AbsenceHost {
  /** A seat by its name, or by its player's forum name or Discord user id. */
  findSeat(gameId: string, who: string): Promise<ServiceResult<string>>;
  playerName(gameId: string, seat: string): Promise<string>;
  replacePlayer(
    gameId: string,
    seat: string,
    handle: string,
    options: { discord?: boolean },
  ): Promise<ServiceResult<{ seat: string; previous: string | null }>>;
  /** A sequential game plays its seats in disorder at once (lines of what was done). */
  playDisorder(gameId: string): Promise<string[]>;
  gameName(
    gameId: string,
  ): Promise<{ name: string; channelId: string | null; timezone: string | null } | null>;
}

/** Who acts: the GM (the CLI, a Discord GM) or a player. */
export interface AbsenceActor {
  name: string;
  gm: boolean;
}

/** The settings key of a game's absence record. */
export function absenceRecordKey(gameId: string): string {
  return `absence-record:${gameId}`;
}

/**
 * Absent and returning players (house rulings "Absent and returning players"): vacations bounded per 365 days,
 * civil disorder after missed deadlines in a row or by the GM's boot, the seat offered to new players, claims, the
 * GM's confirmation, and the old player's return. Everything is one JSON value per game in the settings table,
 * read and written under the game's lock; notices go to the schedule's outbox (delivered like reminders).
 */
export class Absence {
  private readonly outbox: ScheduleStore;

  constructor(private readonly deps: { store: GameStore; now: () => Date; host: AbsenceHost }) {
    this.outbox = new ScheduleStore(deps.store.db);
  }

  async record(gameId: string): Promise<AbsenceRecord> {
    const raw = await this.deps.store.getSetting(absenceRecordKey(gameId));
    if (raw === undefined) return EMPTY_RECORD;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return EMPTY_RECORD;
    }
    const parsed = absenceRecordSchema.safeParse(value);
    return parsed.success ? parsed.data : EMPTY_RECORD;
  }

  /** Reads, changes and stores the record in one transaction under the game's lock. */
  private async update<T>(
    gameId: string,
    fn: (r: AbsenceRecord) => { record: AbsenceRecord; value: T },
  ): Promise<T> {
    return await this.deps.store.transaction(async () => {
      const out = fn(await this.record(gameId));
      await this.deps.store.setSetting(absenceRecordKey(gameId), JSON.stringify(out.record));
      return out.value;
    }, gameId);
  }

  private async seatName(gameId: string, seat: string): Promise<string> {
    return await this.deps.host.playerName(gameId, seat);
  }

  /** The names of some seats, read once, for wording that names several. */
  private async namer(gameId: string, seats: Iterable<string>): Promise<(seat: string) => string> {
    const names = new Map<string, string>();
    for (const seat of seats) if (!names.has(seat)) names.set(seat, await this.seatName(gameId, seat));
    return (seat) => names.get(seat) ?? seat;
  }

  /** The handles of a seat's player now (forum name, Discord user id, aliases). */
  private async handles(gameId: string, seat: string): Promise<string[]> {
    const row = (await this.deps.store.listPlayers(gameId)).find((p) => p.nation === seat);
    if (!row) return [];
    return [row.forum_name, row.discord_user_id, ...row.aliases_json].filter((h): h is string => !!h);
  }

  private async playerOf(gameId: string, seat: string): Promise<string> {
    return (await this.handles(gameId, seat))[0] ?? (await this.seatName(gameId, seat));
  }

  // ----------------------------------------------------------------- settings

  async settings(gameId: string): Promise<AbsenceSettings> {
    return (await this.record(gameId)).settings;
  }

  /** `game set --vacation-days N --civil-disorder-after N`: what is not given stays. */
  async configure(gameId: string, patch: Partial<AbsenceSettings>): Promise<ServiceResult<AbsenceSettings>> {
    const parsed = absenceSettingsSchema.safeParse({ ...(await this.settings(gameId)), ...patch });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path[0] === "vacationDays" ? "vacation days" : "civil disorder after";
      return err(
        `${field}: ${issue?.message ?? "invalid"} (vacation days 0 to 365, civil disorder after 0 to 50)`,
      );
    }
    await this.update(gameId, (r) => ({ record: { ...r, settings: parsed.data }, value: null }));
    return ok(parsed.data);
  }

  // ----------------------------------------------------------------- vacations

  /**
   * A vacation of `days` for a seat's player (ruling "Absent and returning players: Vacation"): refused past the
   * game's allowance per 365 days unless the GM grants it (`grant`), refused in a game where the GM refuses
   * vacations (allowance 0) unless granted, refused for a seat in civil disorder or already on vacation.
   */
  async vacation(
    gameId: string,
    who: string,
    days: number,
    options: { reason?: string; grant?: AbsenceActor } = {},
  ): Promise<ServiceResult<{ seat: string; vacation: Vacation; usedDays: number; allowance: number }>> {
    const found = await this.deps.host.findSeat(gameId, who);
    if (!found.ok) return found;
    const seat = found.value;
    const name = await this.seatName(gameId, seat);
    if (!Number.isInteger(days) || days < 1 || days > 365)
      return err(`a vacation is a whole number of days from 1 to 365, not ${days}`);
    if (options.grant && !options.grant.gm)
      return err(
        `only the GM can grant vacation days beyond the game's allowance (${options.grant.name} is not the GM)`,
      );
    const now = this.deps.now();
    const record = await this.record(gameId);
    if (disorderOf(record, seat))
      return err(`${name} is in civil disorder: its player comes back by posting orders, not by a vacation`);
    const running = vacationOf(record, seat, now);
    if (running)
      return err(
        `${name} is already on vacation until ${forumTime(running.until, null)}; it ends when its player posts orders`,
      );
    const player = await this.playerOf(gameId, seat);
    const allowance = record.settings.vacationDays;
    const used = daysUsed(record, player, now);
    if (!options.grant) {
      if (allowance === 0)
        return err(
          `the GM refuses vacations in this game; ask the GM, who can grant one (\`adjutant vacation ${who} --days ${days} --grant\`)`,
        );
      if (used + days > allowance)
        return err(
          `${player} has taken ${used} of ${allowance} vacation days in the last 365 days: ${days} more would pass the limit (${Math.max(0, allowance - used)} left); ask the GM to grant more`,
        );
    }
    const vacation: Vacation = {
      seat,
      player,
      from: now.toISOString(),
      until: new Date(now.getTime() + days * DAY).toISOString(),
      reason: options.reason?.trim() ?? "",
      grantedBy: options.grant ? options.grant.name : null,
      endedAt: null,
    };
    await this.update(gameId, (r) => ({
      record: { ...r, vacations: [...r.vacations, vacation] },
      value: null,
    }));
    return ok({ seat, vacation, usedDays: used + (options.grant ? 0 : days), allowance });
  }

  // ----------------------------------------------------------------- civil disorder

  /** `boot NATION|PLAYER`: the GM puts a seat in civil disorder at once; refused for anyone but the GM. */
  async boot(
    gameId: string,
    who: string,
    actor: AbsenceActor,
    reason = "",
  ): Promise<ServiceResult<{ seat: string; lines: string[] }>> {
    if (!actor.gm)
      return err(
        `only the GM can boot a seat to civil disorder (${actor.name} is not the GM): nothing changed`,
      );
    const found = await this.deps.host.findSeat(gameId, who);
    if (!found.ok) return found;
    const seat = found.value;
    const record = await this.record(gameId);
    if (disorderOf(record, seat))
      return err(`${await this.seatName(gameId, seat)} is already in civil disorder`);
    const disorder: Disorder = {
      seat,
      since: this.deps.now().toISOString(),
      why: `booted by ${actor.name}${reason.trim() ? ` (${reason.trim()})` : ""}`,
      previous: await this.handles(gameId, seat),
      returnRefused: false,
      claims: [],
    };
    await this.update(gameId, (r) => ({
      record: {
        ...r,
        disorder: [...r.disorder, disorder],
        vacations: r.vacations.map((v) =>
          v.seat === seat && v.endedAt === null ? { ...v, endedAt: disorder.since } : v,
        ),
      },
      value: null,
    }));
    await this.offer(gameId, disorder);
    return ok({ seat, lines: await this.deps.host.playDisorder(gameId) });
  }

  /** The seats in civil disorder. */
  async disorderSeats(gameId: string): Promise<string[]> {
    return (await this.record(gameId)).disorder.map((d) => d.seat);
  }

  /** The seats on vacation now. */
  async vacationSeats(gameId: string): Promise<string[]> {
    const record = await this.record(gameId);
    const now = this.deps.now();
    return [...new Set(record.vacations.map((v) => v.seat))].filter((s) => vacationOf(record, s, now));
  }

  /**
   * The schedule's deadline: counts the misses (not on vacation), and puts a seat that missed too many in a row in
   * civil disorder, offering it to new players. Returns the outcome (for the deadline notice).
   */
  async atDeadline(gameId: string, waiting: readonly string[]): Promise<DeadlineOutcome> {
    const handles = new Map<string, string[]>();
    for (const seat of waiting) handles.set(seat, await this.handles(gameId, seat));
    const outcome = await this.update(gameId, (r) => {
      const o = afterDeadline(r, {
        waiting,
        at: this.deps.now(),
        handles: (seat) => handles.get(seat) ?? [],
      });
      return { record: o.record, value: o };
    });
    for (const seat of outcome.fell) {
      const d = disorderOf(outcome.record, seat);
      if (d) await this.offer(gameId, d);
    }
    return outcome;
  }

  /** Seats that fall into civil disorder if they miss the coming deadline (for the reminder's warning). */
  async atRisk(gameId: string, waiting: readonly string[]): Promise<string[]> {
    return atRisk(await this.record(gameId), waiting, this.deps.now());
  }

  /** The notice offering a seat in disorder to new players, in the outbox (Discord channel, forum thread, console). */
  private async offer(gameId: string, d: Disorder): Promise<void> {
    const game = await this.deps.host.gameName(gameId);
    if (!game) return;
    const name = await this.seatName(gameId, d.seat);
    const document: Document = {
      title: `${name} is offered to a new player`,
      blocks: [
        para(`${name} of ${game.name} fell into civil disorder (${d.why}).`),
        para(
          `Anyone who wants to take it over: post "I claim ${name}" in the game's thread or channel, or use /claim seat:${name}. The GM confirms the new player, who takes over everything ${name} holds.`,
        ),
        para(`Until then the seat is in civil disorder; its player can come back by posting orders.`),
      ],
    };
    const at = this.deps.now().toISOString();
    await this.outbox.enqueue(
      gameId,
      `offer-${d.seat}-${d.since}`,
      at,
      { gameId, kind: "offer", channelId: game.channelId, waiting: [], document },
      at,
    );
  }

  // ----------------------------------------------------------------- replacements

  /** A new player claims a seat offered (in civil disorder); refused for a seat that is not offered. */
  async claim(
    gameId: string,
    seatName: string,
    handle: string,
    options: { discord?: boolean } = {},
  ): Promise<ServiceResult<string>> {
    const found = await this.deps.host.findSeat(gameId, seatName);
    if (!found.ok) return found;
    const seat = found.value;
    const name = await this.seatName(gameId, seat);
    const record = await this.record(gameId);
    const d = disorderOf(record, seat);
    if (!d) {
      const nameOf = await this.namer(
        gameId,
        record.disorder.map((x) => x.seat),
      );
      const offered = record.disorder.map((x) => nameOf(x.seat));
      return err(
        `${name} is not offered to new players (only a seat in civil disorder is)${offered.length > 0 ? `; offered now: ${andList(offered)}` : "; no seat is offered now"}`,
      );
    }
    if (handle.trim() === "") return err("a claim needs the new player's name");
    const who = options.discord ? `Discord user ${handle}` : handle;
    await this.update(gameId, (r) => ({
      record: {
        ...r,
        disorder: r.disorder.map((x) =>
          x.seat === seat && !x.claims.some((c) => c.handle === handle)
            ? {
                ...x,
                claims: [
                  ...x.claims,
                  { handle, discord: options.discord === true, at: this.deps.now().toISOString() },
                ],
              }
            : x,
        ),
      },
      value: null,
    }));
    return ok(
      `${who} claims ${name}; the GM confirms with \`adjutant players confirm ${name} ${handle}\` or /confirm.`,
    );
  }

  /**
   * The GM confirms a claim: the claimant becomes the seat's only player (`players replace`: everything the seat
   * holds stays with it), the seat leaves civil disorder, its run of missed deadlines starts again.
   */
  async confirm(
    gameId: string,
    seatName: string,
    handle: string | undefined,
    actor: AbsenceActor,
  ): Promise<ServiceResult<{ seat: string; player: string }>> {
    if (!actor.gm)
      return err(`only the GM confirms a new player (${actor.name} is not the GM): nothing changed`);
    const found = await this.deps.host.findSeat(gameId, seatName);
    if (!found.ok) return found;
    const seat = found.value;
    const name = await this.seatName(gameId, seat);
    const d = disorderOf(await this.record(gameId), seat);
    if (!d) return err(`${name} is not offered to new players: nobody can be confirmed for it`);
    const claim =
      handle === undefined
        ? d.claims.length === 1
          ? d.claims[0]
          : undefined
        : d.claims.find((c) => c.handle.toLowerCase() === handle.trim().toLowerCase());
    if (!claim) {
      const claims = d.claims.map((c) => c.handle);
      return err(
        claims.length === 0
          ? `nobody has claimed ${name} yet`
          : handle === undefined
            ? `${name} has ${claims.length} claims (${andList(claims)}): name the one to confirm`
            : `${handle} has not claimed ${name}; its claims: ${andList(claims)}`,
      );
    }
    const replaced = await this.deps.host.replacePlayer(gameId, seat, claim.handle, {
      discord: claim.discord,
    });
    if (!replaced.ok) return replaced;
    await this.update(gameId, (r) => {
      const streaks = { ...r.streaks };
      delete streaks[seat];
      return { record: { ...r, streaks, disorder: r.disorder.filter((x) => x.seat !== seat) }, value: null };
    });
    return ok({ seat, player: claim.discord ? `Discord user ${claim.handle}` : claim.handle });
  }

  /** The GM refuses the old player's return: their names no longer play the seat (it stays offered). */
  async refuseReturn(gameId: string, seatName: string, actor: AbsenceActor): Promise<ServiceResult<string>> {
    if (!actor.gm)
      return err(`only the GM can refuse a player's return (${actor.name} is not the GM): nothing changed`);
    const found = await this.deps.host.findSeat(gameId, seatName);
    if (!found.ok) return found;
    const seat = found.value;
    const name = await this.seatName(gameId, seat);
    if (!disorderOf(await this.record(gameId), seat))
      return err(`${name} is not in civil disorder: there is no return to refuse`);
    await this.deps.store.transaction(async () => {
      await this.deps.store.upsertPlayer(gameId, {
        nation: seat,
        forumName: null,
        discordUserId: null,
        aliases: [],
      });
      await this.update(gameId, (r) => ({
        record: {
          ...r,
          disorder: r.disorder.map((x) => (x.seat === seat ? { ...x, returnRefused: true } : x)),
        },
        value: null,
      }));
    }, gameId);
    return ok(seat);
  }

  /**
   * Seats whose player posted orders: a vacation ends ("ends early when the player posts orders"), and a seat in
   * civil disorder whose old player comes back first resumes (the GM did not refuse, or the post would not be the
   * seat's). Returns a line per change, and the seats in civil disorder after it (`disorderSeats`, from the record
   * read here: a post's ingest reads the record once).
   */
  async onOrders(gameId: string, seats: readonly string[]): Promise<{ lines: string[]; disorder: string[] }> {
    const record = await this.record(gameId);
    const now = this.deps.now();
    const ending = seats.filter((s) => vacationOf(record, s, now));
    const resuming = seats.filter((s) => {
      const d = disorderOf(record, s);
      return d !== undefined && !d.returnRefused;
    });
    const running = seats.filter((s) => record.streaks[s] !== undefined);
    if (ending.length === 0 && resuming.length === 0 && running.length === 0) {
      return { lines: [], disorder: record.disorder.map((d) => d.seat) };
    }
    const disorder = await this.update(gameId, (r) => {
      // Orders posted: the seat's run of missed deadlines starts again.
      const streaks = { ...r.streaks };
      for (const s of seats) delete streaks[s];
      const left = r.disorder.filter((d) => !resuming.includes(d.seat));
      return {
        record: {
          ...r,
          streaks,
          vacations: r.vacations.map((v) =>
            ending.includes(v.seat) && v.endedAt === null ? { ...v, endedAt: now.toISOString() } : v,
          ),
          disorder: left,
        },
        value: left.map((d) => d.seat),
      };
    });
    const nameOf = await this.namer(gameId, [...ending, ...resuming]);
    return {
      lines: [
        ...ending.map((s) => `${nameOf(s)}'s vacation ends: its player posted orders.`),
        ...resuming.map((s) => `${nameOf(s)} leaves civil disorder: its player is back.`),
      ],
      disorder,
    };
  }

  // ----------------------------------------------------------------- what people see

  /** Status and roster lines: who is on vacation (until when), who is in civil disorder (claims). */
  async blocks(gameId: string): Promise<Block[]> {
    const record = await this.record(gameId);
    const now = this.deps.now();
    const tz = (await this.deps.host.gameName(gameId))?.timezone ?? null;
    const lines: string[] = [];
    for (const seat of await this.vacationSeats(gameId)) {
      const v = vacationOf(record, seat, now);
      if (v)
        lines.push(
          `${await this.seatName(gameId, seat)} is on vacation until ${forumTime(v.until, tz)}${v.reason ? ` (${v.reason})` : ""}.`,
        );
    }
    for (const d of record.disorder) {
      const claims = d.claims.map((c) => (c.discord ? `Discord user ${c.handle}` : c.handle));
      lines.push(
        `${await this.seatName(gameId, d.seat)} is in civil disorder (${d.why}) and offered to a new player${claims.length > 0 ? `; claimed by ${andList(claims)}` : ""}${d.returnRefused ? "; the GM refused its old player's return" : ""}.`,
      );
    }
    return lines.length === 0 ? [] : [list(lines.map((l) => [l]))];
  }

  /** The absence as `status --json` shows it (public; no Discord user id). */
  async statusJson(gameId: string): Promise<AbsenceJson> {
    const record = await this.record(gameId);
    const nameOf = await this.namer(gameId, [
      ...record.vacations.map((v) => v.seat),
      ...record.disorder.map((d) => d.seat),
      ...Object.keys(record.streaks),
    ]);
    return absenceJson(record, this.deps.now(), nameOf);
  }

  /** The absence of each seat as data for the GM (`players list --json`). */
  async json(gameId: string): Promise<{
    vacations: { seat: string; until: string; reason: string }[];
    disorder: { seat: string; since: string; why: string; claims: string[]; returnRefused: boolean }[];
    settings: AbsenceSettings;
  }> {
    const record = await this.record(gameId);
    const now = this.deps.now();
    return {
      settings: record.settings,
      vacations: record.vacations
        .filter((v) => vacationOf(record, v.seat, now) === v)
        .map((v) => ({ seat: v.seat, until: v.until, reason: v.reason })),
      disorder: record.disorder.map((d) => ({
        seat: d.seat,
        since: d.since,
        why: d.why,
        claims: d.claims.map((c) => c.handle),
        returnRefused: d.returnRefused,
      })),
    };
  }
}
