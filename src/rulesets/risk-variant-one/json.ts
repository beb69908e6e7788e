import type { MapGraph } from "../../map/graph.ts";
import type { RiskState } from "./state.ts";
import type { Waiting } from "./waiting.ts";

/**
 * The JSON that `status --json` and `report --json` print for a Risk Variant One game: a stable shape for programs
 * (ids as keys, display names beside them, null rather than a missing field). Fields are only ever added.
 */

/** The game a status or report is about. */
export interface RiskGameJson {
  id: string;
  name: string;
  ruleset: "risk-variant-one";
  /** V9: the game turn (from 1; the set-up comes before turn 1). */
  turn: number;
  phase: RiskState["phase"];
  /** V6: the action round of the turn. */
  round: number;
  /** Whose set-up step or action it is (null: nobody's one, as in the income phase). */
  actor: string | null;
  /** When the defender's response window ends (V7), or null. */
  deadline: string | null;
  /** SHA-256 of the open turn's seed, or null. */
  commitment: string | null;
  gameOver: boolean;
}

/** One seat's standing. */
export interface RiskPlayerJson {
  name: string;
  /** The forum name it is played under (null: none), and the Discord user id (null: none). */
  player: string | null;
  discordUserId: string | null;
  eliminated: boolean;
  /** V1/V3: armies not yet taken up, and taken up but not yet placed (the set-up). */
  inactive: number;
  active: number;
  /** Armies on the board, and the income of its territories (V5). */
  armies: number;
  income: number;
  territories: { id: string; name: string; armies: number; income: number }[];
  /** V5: continent bonuses still to place. */
  bonuses: { continent: string; name: string; armies: number }[];
}

export interface RiskWaitingJson {
  players: string[];
  text: string;
}

export interface RiskStatusJson {
  game: RiskGameJson;
  waiting: RiskWaitingJson | null;
  players: RiskPlayerJson[];
  /** V4: the neutral territories. */
  neutral: { id: string; name: string; armies: number; income: number }[];
}

export interface RiskReportJson extends RiskStatusJson {
  /** V7: the attack waiting for its answer, or null. */
  pending: {
    attacker: string;
    defender: string;
    from: string;
    fromName: string;
    to: string;
    toName: string;
    force: number;
    stopAt: number | null;
  } | null;
  /** V7: standing responses in force. */
  standing: {
    player: string;
    territory: string;
    name: string;
    response: string;
    to: string | null;
    at: number | null;
  }[];
  /** What happened this turn so far, one sentence per event, as the report prints it. */
  log: string[];
}

/** What the JSON is made from. */
export interface RiskJsonInput {
  game: { id: string; name: string };
  state: RiskState;
  map: MapGraph;
  waiting: Waiting | null;
  deadline: string | null;
  commitment: string | null;
  /** seat name → forum name and Discord user id. */
  handles: ReadonlyMap<string, { forumName: string | null; discordUserId: string | null }>;
  /** Only this seat (status of one player). */
  only?: string;
}

/** `status --json` of a Risk Variant One game. Pure. */
export function riskStatusJson(input: RiskJsonInput): RiskStatusJson {
  const { state, map } = input;
  const name = (id: string) => map.province(id)?.name ?? id;
  const territory = (id: string) => {
    const t = state.territories[id]!;
    return { id, name: name(id), armies: t.armies, income: t.income };
  };
  const ids = Object.keys(state.territories);
  const players = state.players
    .filter((p) => input.only === undefined || p.name === input.only)
    .map((p): RiskPlayerJson => {
      const own = ids.filter((id) => state.territories[id]?.owner === p.name).map(territory);
      const handle = input.handles.get(p.name);
      return {
        name: p.name,
        player: handle?.forumName ?? null,
        discordUserId: handle?.discordUserId ?? null,
        eliminated: p.eliminated,
        inactive: p.inactive,
        active: p.active,
        armies: own.reduce((n, t) => n + t.armies, 0),
        income: own.reduce((n, t) => n + t.income, 0),
        territories: own,
        bonuses: state.bonuses
          .filter((b) => b.player === p.name && b.armies > 0)
          .map((b) => ({
            continent: b.continent,
            name: map.continents.find((c) => c.id === b.continent)?.name ?? b.continent,
            armies: b.armies,
          })),
      };
    });
  return {
    game: {
      id: input.game.id,
      name: input.game.name,
      ruleset: "risk-variant-one",
      turn: state.turnNumber,
      phase: state.phase,
      round: state.round,
      actor: state.actor,
      deadline: input.deadline,
      commitment: input.commitment,
      gameOver: state.gameOver,
    },
    waiting: input.waiting ? { players: [...input.waiting.players], text: input.waiting.text } : null,
    players,
    neutral: ids
      .filter((id) => state.territories[id]?.owner === null && (state.territories[id]?.armies ?? 0) > 0)
      .map(territory),
  };
}

/** `report --json` of a Risk Variant One game: the status, the waiting attack, standing responses, the turn's log. */
export function riskReportJson(input: RiskJsonInput, log: readonly string[]): RiskReportJson {
  const { state, map } = input;
  const name = (id: string) => map.province(id)?.name ?? id;
  const p = state.pending;
  return {
    ...riskStatusJson(input),
    pending: p
      ? {
          attacker: p.attacker,
          defender: p.defender,
          from: p.from,
          fromName: name(p.from),
          to: p.to,
          toName: name(p.to),
          force: p.force,
          stopAt: p.stopAt,
        }
      : null,
    standing: state.standing.map((r) => ({
      player: r.player,
      territory: r.territory,
      name: name(r.territory),
      response: r.response,
      to: r.to,
      at: r.at,
    })),
    log: [...log],
  };
}
