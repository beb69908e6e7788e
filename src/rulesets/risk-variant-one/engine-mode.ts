import { foldName } from "../../../parsers/text/fold.ts";
import type { MapGraph } from "../../map/graph.ts";
import { apply, gmStep } from "./apply.ts";
import { classicMap } from "./classic-map.ts";
import type { RiskCommand } from "./commands.ts";
import type { RiskEvent } from "./events.ts";
import { bonusLeft } from "./income.ts";
import type { RiskOrderLine } from "./language/parse.ts";
import { doneInPost, type EarlierLine } from "./setup-orders.ts";
import { fromDealersLeft, type RiskState } from "./state.ts";

/** One post of an orders file: who wrote it and its free-form order text. */
export interface RiskPost {
  player: string;
  text: string;
}

/** The verdict of one order line of a post. */
export interface PostVerdict {
  player: string;
  text: string;
  accepted: boolean;
  code: string;
  message: string;
}

/** Reads a post's text into order lines (the Risk order language's `parseRiskOrders`). */
export type ReadOrders = (
  lines: string[],
  map: MapGraph,
  options: { phase: RiskState["phase"] },
) => RiskOrderLine[];

/** What running posts gives: the state after the last one, one verdict per order line, every event. */
export interface PostsResult {
  state: RiskState;
  verdicts: PostVerdict[];
  events: RiskEvent[];
}

const ACTIONS = new Set<RiskCommand["kind"]>(["attack", "move", "salt", "improve", "pass"]);

/**
 * Engine mode: plays posts in order on a state, the phases moving on by themselves.
 * - V7: an attack still awaiting its defender when another player posts, or at the end, is fought as a hold; so
 *   is one whose defender posts an action (attack, move, salt, improve, pass) instead of an answer.
 * - V3: a set-up step is closed when the player whose step comes next posts. A "done" after the player's last army
 *   in the same post is no error; one after an order of the post that was not read or was refused is refused, and
 *   the step stays open (`doneInPost`).
 * - V5: the income phase is closed (unplaced bonuses placed by the ruling) when an action is posted, and at the end;
 *   a pass of a player with bonus armies left closes only that player's placing (V6).
 * - V6/V9: a round in which everyone passed ends the turn and opens the income phase (the engine itself).
 * Each order line gets one verdict; lines the reader cannot make out are refused as `order.unreadable` with the
 * reader's message; lines it ignores (not orders) get none. Pure given a pure reader.
 */
export function runPosts(
  start: RiskState,
  posts: readonly RiskPost[],
  read: ReadOrders,
  map: MapGraph = classicMap,
): PostsResult {
  let state = start;
  const verdicts: PostVerdict[] = [];
  const events: RiskEvent[] = [];
  const gm = (step: Parameters<typeof gmStep>[1]): void => {
    const r = gmStep(state, step, state.rng, map);
    state = r.state;
    events.push(...r.events);
  };
  for (const post of posts) {
    const player = state.players.find((p) => foldName(p.name) === foldName(post.player))?.name ?? post.player;
    if (state.pending && state.pending.defender !== player) gm("close-response");
    if (state.phase === "setup" && state.actor !== null && state.actor !== player) {
      const order = fromDealersLeft(state);
      const next = order[(order.indexOf(state.actor) + 1) % order.length];
      if (next === player) gm("close-step");
    }
    const lines = read(post.text.split(/\r?\n/), map, { phase: state.phase });
    const atPost = state;
    const earlier: EarlierLine[] = [];
    for (const line of lines) {
      if (line.kind === "ignored") continue;
      if (line.kind === "command" && line.command.kind === "done") {
        const inPost = doneInPost(atPost, state, player, earlier);
        if (inPost) {
          verdicts.push({ player, text: line.text, ...inPost });
          earlier.push({ text: line.text, carriedOut: inPost.accepted });
          continue;
        }
      }
      if (line.kind === "error") {
        earlier.push({ text: line.text, carriedOut: false });
        const message =
          line.suggestions.length > 0 && !line.message.includes(line.suggestions[0]!)
            ? `${line.message} (did you mean ${line.suggestions.join(" or ")}?)`
            : line.message;
        verdicts.push({ player, text: line.text, accepted: false, code: "order.unreadable", message });
        continue;
      }
      const closesOwnPlacing = line.command.kind === "pass" && bonusLeft(state, player) > 0;
      if (state.phase === "income" && ACTIONS.has(line.command.kind) && !closesOwnPlacing) gm("close-income");
      if (state.pending && state.pending.defender === player && ACTIONS.has(line.command.kind)) {
        gm("close-response");
      }
      const r = apply(state, player, line.command, state.rng, map);
      state = r.state;
      events.push(...r.events);
      verdicts.push({ player, text: line.text, ...r.verdict });
      earlier.push({ text: line.text, carriedOut: r.verdict.accepted });
    }
  }
  if (state.pending) gm("close-response");
  if (state.phase === "income") gm("close-income");
  return { state, verdicts, events };
}
