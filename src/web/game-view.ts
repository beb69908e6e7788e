import { z } from "zod";
import type { GameService } from "../game/game-service.ts";
import type { StandingsTable } from "../game/game-wording.ts";
import type { GameInfo } from "../game/types.ts";
import { ordersIn, type RosterSeat } from "./orders-in.ts";

/** Everything a game page shows now, gathered from the service (what its HTML and its JSON both show). */
export interface GameView {
  key: string;
  info: GameInfo;
  /** The game's display name ("World War 1907"). */
  gameName: string;
  /** The open phase as people name it, or null when none is open. */
  phase: string | null;
  /** The display names of the seats the game waits for. */
  waitingFor: string[];
  /** Whom the game waits for, as a sentence (a game played in turn says for what: "Alice (action, round 1)"). */
  waitingText: string;
  roster: RosterSeat[];
  /** What the page says about who has ordered when the game's orders-visibility hides the roster's marks. */
  ordersInLine: string | null;
  standings: StandingsTable | null;
  /** `status --json`, with no Discord user ids (a page is public). */
  status: unknown;
  /** The phases whose seed is revealed, oldest first. */
  phases: { seq: number; title: string }[];
  /** What happened in the last resolved phase, in words (empty before the first). */
  lastSummary: { seq: number; title: string; lines: string[] } | null;
}

/**
 * Reads a game's view (undefined: no such game), reading the game's row, players and last event number once for the
 * whole page (`GameService.reading`: a page read the game's row 12 times, 2026-12-07).
 */
export async function gameView(
  service: GameService,
  gameId: string,
  key: string,
): Promise<GameView | undefined> {
  return await service.reading(() => readGameView(service, gameId, key));
}

async function readGameView(
  service: GameService,
  gameId: string,
  key: string,
): Promise<GameView | undefined> {
  const info = await service.info(gameId);
  if (!info.ok) return undefined;
  const status = await service.statusJson(gameId);
  const publicStatus = status.ok ? withoutDiscordIds(status.value) : null;
  // the game draws its own table from its status (its wording): the page names no game
  const standings = (await service.wordingOf(gameId))?.standingsTable?.(publicStatus) ?? null;
  const orders = await ordersIn(
    service,
    gameId,
    (standings?.rows ?? []).map((r) => ({ name: r.name, player: r.player })),
  );
  const waitingFor = orders.waitingFor;
  const phases = await service.resolvedPhases(gameId);
  const last = phases.at(-1);
  const page = last ? await service.phasePage(gameId, last.seq) : undefined;
  return {
    key,
    info: info.value,
    gameName: (await service.rulesetOf(gameId))?.name ?? info.value.ruleset,
    phase: await service.openPhaseTitle(gameId),
    waitingFor,
    waitingText:
      waitingSentence.safeParse(publicStatus).data?.waiting.text ?? orders.line ?? waitingFor.join(", "),
    roster: orders.roster,
    ordersInLine: orders.line,
    standings,
    status: publicStatus,
    phases,
    lastSummary: last && page?.ok ? { seq: last.seq, title: last.title, lines: page.value.happened } : null,
  };
}

/** A status that words whom the game waits for itself (Risk Variant One's `waiting.text`). */
const waitingSentence = z.object({ waiting: z.object({ text: z.string().min(1) }) });

/** A copy of a JSON value with every `discordUserId` field set to null: a Discord account is no public fact. */
export function withoutDiscordIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDiscordIds);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === "discordUserId" ? null : withoutDiscordIds(v)]),
    );
  }
  return value;
}
