import { z } from "zod";
import type { Dice, GmChange, OrderLine, Ruleset, SeatOrder, Verdict } from "../../../src/core/ruleset.ts";
import { para, table } from "../../../src/presenters/document.ts";
import { err, ok } from "../../../src/result.ts";

/**
 * Islands: a ruleset that exists only in the tests, to prove that a game is its ruleset and one registry line.
 * Four islands in a ring (Alba – Brisk – Coral – Dune – Alba), two seats (Red, Blue), one order kind
 * ("attack X from Y"), simultaneous orders resolved by the GM with one die per attack. Its rules:
 *
 * - I1 the attacking island is yours; I2 the target is next to it; I3 the target is not yours; I4 the attacking
 *   island has 2 or more armies; I5 one attack per island a turn.
 * - I6 resolution: attacks in seat order, then in post order; an attack whose island changed hands or has fewer than
 *   2 armies by then does not happen. One die: 4–6 the attacker wins (the defender's armies are lost, all but one
 *   attacking army move in), 1–3 the attack fails (the attacking island loses one army).
 * - I7 then every seat gains `reinforce` armies (a ruling, default 1) on each island it holds; a seat holding every
 *   island wins.
 */
export const ISLANDS = ["alba", "brisk", "coral", "dune"] as const;
const islandSchema = z.enum(ISLANDS);
type Island = z.infer<typeof islandSchema>;
const NEXT: Record<Island, readonly Island[]> = {
  alba: ["brisk", "dune"],
  brisk: ["alba", "coral"],
  coral: ["brisk", "dune"],
  dune: ["coral", "alba"],
};
const SEATS = [
  { id: "red", name: "Red" },
  { id: "blue", name: "Blue" },
] as const;

export const islandsStateSchema = z.object({
  turn: z.number().int().min(1),
  islands: z.record(
    islandSchema,
    z.object({ owner: z.string().nullable(), armies: z.number().int().min(0) }),
  ),
  winner: z.string().nullable(),
  reinforce: z.number().int().min(0),
});
export type IslandsState = z.infer<typeof islandsStateSchema>;

export const islandsCommandSchema = z.object({
  kind: z.literal("attack"),
  from: islandSchema,
  to: islandSchema,
});
export type IslandsCommand = z.infer<typeof islandsCommandSchema>;

export const islandsEventSchema = z.union([
  z.object({
    kind: z.literal("attack"),
    seat: z.string(),
    from: islandSchema,
    to: islandSchema,
    die: z.number().int(),
    won: z.boolean(),
    /** Armies lost in the battle (the defender's when the attacker wins, one attacking army otherwise). */
    lost: z.number().int(),
    moved: z.number().int(),
  }),
  z.object({ kind: z.literal("no-attack"), seat: z.string(), from: islandSchema, to: islandSchema }),
  z.object({
    kind: z.literal("reinforce"),
    seat: z.string(),
    island: islandSchema,
    armies: z.number().int(),
  }),
  z.object({ kind: z.literal("won"), seat: z.string() }),
  z.object({
    kind: z.literal("adjusted"),
    island: islandSchema,
    owner: z.string().nullable(),
    armies: z.number().int(),
    was: z.object({ owner: z.string().nullable(), armies: z.number().int() }),
  }),
]);
export type IslandsEvent = z.infer<typeof islandsEventSchema>;

export const islandsRulingsSchema = z.object({ reinforce: z.number().int().min(0).default(1) });
export type IslandsRulings = z.infer<typeof islandsRulingsSchema>;

const title = (island: string) => island.charAt(0).toUpperCase() + island.slice(1);
const seatTitle = (seat: string | null) => SEATS.find((s) => s.id === seat)?.name ?? seat ?? "nobody";

/** The islands whose names are closest to a word (one letter off, or the same first two letters). */
function nearest(word: string): string[] {
  const w = word.toLowerCase();
  const close = (a: string, b: string) => {
    if (a.length !== b.length) return false;
    let diff = 0;
    for (let n = 0; n < a.length; n++) if (a[n] !== b[n]) diff++;
    return diff <= 1;
  };
  return ISLANDS.filter((i) => close(i, w) || i.startsWith(w.slice(0, 2))).map(title);
}

/** One bold line read: "attack Coral from Brisk". */
function readLine(text: string): OrderLine<IslandsCommand> {
  const line = text.trim();
  const m = /^attack\s+(\S+)\s+from\s+(\S+)$/i.exec(line);
  if (!m?.[1] || !m[2]) {
    return /^attack\b/i.test(line)
      ? { kind: "error", text: line, message: 'write an attack as "attack X from Y"', suggestions: [] }
      : { kind: "ignored", text: line, reason: "not an order" };
  }
  const to = islandSchema.safeParse(m[1].toLowerCase());
  const from = islandSchema.safeParse(m[2].toLowerCase());
  if (!to.success || !from.success) {
    const unknown = !to.success ? m[1] : m[2];
    const names = nearest(unknown);
    const fix = (name: string) =>
      !to.success ? `attack ${name} from ${title(m[2] ?? "")}` : `attack ${title(m[1] ?? "")} from ${name}`;
    return {
      kind: "error",
      text: line,
      message: `no island "${unknown}"${names.length > 0 ? `: did you mean ${names.join(" or ")}?` : ""}`,
      suggestions: names.map(fix),
    };
  }
  return { kind: "command", text: line, command: { kind: "attack", from: from.data, to: to.data } };
}

function judgeOne(
  state: IslandsState,
  seat: string,
  c: IslandsCommand,
  earlier: readonly IslandsCommand[],
): Verdict {
  const from = state.islands[c.from];
  const to = state.islands[c.to];
  if (from?.owner !== seat) return { accepted: false, rule: "I1", reason: `${title(c.from)} is not yours` };
  if (!NEXT[c.from].includes(c.to)) {
    return { accepted: false, rule: "I2", reason: `${title(c.to)} is not next to ${title(c.from)}` };
  }
  if (to?.owner === seat) return { accepted: false, rule: "I3", reason: `${title(c.to)} is yours already` };
  if (from.armies < 2)
    return { accepted: false, rule: "I4", reason: `${title(c.from)} has fewer than 2 armies` };
  if (earlier.some((e) => e.from === c.from)) {
    return { accepted: false, rule: "I5", reason: `${title(c.from)} attacks once a turn` };
  }
  return {
    accepted: true,
    rule: "I6",
    reason: `${title(c.from)} attacks ${title(c.to)} with ${from.armies - 1}`,
  };
}

function applyAttack(state: IslandsState, order: SeatOrder<IslandsCommand>, dice: Dice) {
  const { seat, command: c } = order;
  const from = state.islands[c.from];
  const to = state.islands[c.to];
  if (!from || !to || from.owner !== seat || from.armies < 2 || to.owner === seat) {
    return { state, events: [{ kind: "no-attack" as const, seat, from: c.from, to: c.to }] };
  }
  const die = dice.roll(6);
  const won = die >= 4;
  const islands = { ...state.islands };
  if (won) {
    islands[c.to] = { owner: seat, armies: from.armies - 1 };
    islands[c.from] = { owner: seat, armies: 1 };
  } else {
    islands[c.from] = { owner: seat, armies: from.armies - 1 };
  }
  const event: IslandsEvent = {
    kind: "attack",
    seat,
    from: c.from,
    to: c.to,
    die,
    won,
    lost: won ? to.armies : 1,
    moved: won ? from.armies - 1 : 0,
  };
  return { state: { ...state, islands }, events: [event] };
}

export const islandsRuleset: Ruleset<IslandsState, IslandsCommand, IslandsEvent, IslandsRulings> = {
  id: "islands",
  name: "Islands",
  scenarios: [{ id: "islands", name: "Four islands in a ring, Red against Blue" }],
  timing: "simultaneous",
  schemas: {
    state: islandsStateSchema,
    command: islandsCommandSchema,
    event: islandsEventSchema,
    rulings: islandsRulingsSchema,
  },
  setup({ scenario, rulings }) {
    if (scenario !== "islands") return err(`no Islands scenario "${scenario}"`);
    return ok({
      state: {
        turn: 1,
        islands: {
          alba: { owner: "red", armies: 3 },
          brisk: { owner: "red", armies: 2 },
          coral: { owner: "blue", armies: 3 },
          dune: { owner: "blue", armies: 2 },
        },
        winner: null,
        reinforce: rulings.reinforce,
      },
      events: [],
    });
  },
  seats: () => SEATS,
  read: (bold) =>
    bold
      .flatMap((passage) => passage.split(/\n|;/))
      .filter((l) => l.trim() !== "")
      .map(readLine),
  judge(state, seat, commands) {
    return commands.map((c, n) => judgeOne(state, seat, c, commands.slice(0, n)));
  },
  apply: applyAttack,
  resolve(state, orders, dice) {
    let s = state;
    const events: IslandsEvent[] = [];
    for (const order of orders) {
      const done = applyAttack(s, order, dice);
      s = done.state;
      events.push(...done.events);
    }
    const islands = { ...s.islands };
    for (const island of ISLANDS) {
      const at = islands[island];
      if (at?.owner && s.reinforce > 0) {
        islands[island] = { ...at, armies: at.armies + s.reinforce };
        events.push({ kind: "reinforce", seat: at.owner, island, armies: s.reinforce });
      }
    }
    const owners = new Set(ISLANDS.map((i) => islands[i]?.owner));
    const winner = owners.size === 1 ? ([...owners][0] ?? null) : null;
    if (winner) events.push({ kind: "won", seat: winner });
    return { state: { ...s, islands, turn: s.turn + 1, winner }, events };
  },
  waiting(state) {
    return {
      window: `turn-${state.turn}`,
      count: state.turn,
      seats: state.winner
        ? []
        : SEATS.filter((seat) => ISLANDS.some((i) => state.islands[i]?.owner === seat.id)).map((x) => x.id),
      over: state.winner !== null,
    };
  },
  adjust(state, change: GmChange) {
    const island = islandSchema.safeParse(
      typeof change.province === "string" ? change.province.toLowerCase() : "",
    );
    if (!island.success) return err(`no island "${String(change.province)}"`);
    const was = state.islands[island.data] ?? { owner: null, armies: 0 };
    let next = was;
    if (change.kind === "set-divisions" && typeof change.divisions === "number")
      next = { ...was, armies: change.divisions };
    else if (change.kind === "set-owner" && (typeof change.owner === "string" || change.owner === null)) {
      const owner =
        change.owner === null
          ? null
          : (SEATS.find(
              (s) => s.name.toLowerCase() === String(change.owner).toLowerCase() || s.id === change.owner,
            )?.id ?? null);
      if (change.owner !== null && owner === null) return err(`no seat "${String(change.owner)}"`);
      next = { ...was, owner };
    } else return err(`Islands has no "${change.kind}" adjustment`);
    return ok({
      state: { ...state, islands: { ...state.islands, [island.data]: next } },
      events: [{ kind: "adjusted", island: island.data, owner: next.owner, armies: next.armies, was }],
    });
  },
  words: {
    command: (c) => `Attack ${title(c.to)} from ${title(c.from)}`,
    event(e) {
      switch (e.kind) {
        case "attack":
          return e.won
            ? `${seatTitle(e.seat)} took ${title(e.to)} from ${title(e.from)} (die ${e.die}): ${e.lost} defending armies lost, ${e.moved} moved in.`
            : `${seatTitle(e.seat)}'s attack on ${title(e.to)} from ${title(e.from)} failed (die ${e.die}): 1 army lost.`;
        case "no-attack":
          return `${seatTitle(e.seat)}'s attack on ${title(e.to)} from ${title(e.from)} did not happen (I6).`;
        case "reinforce":
          return `${seatTitle(e.seat)} gained ${e.armies} in ${title(e.island)}.`;
        case "won":
          return `${seatTitle(e.seat)} holds every island and wins.`;
        case "adjusted":
          return `${title(e.island)} set to ${seatTitle(e.owner)}, ${e.armies} armies (was ${seatTitle(e.was.owner)}, ${e.was.armies}).`;
      }
    },
    status(state, seat) {
      const rows = ISLANDS.filter((i) => !seat || state.islands[i]?.owner === seat).map((i) => [
        title(i),
        seatTitle(state.islands[i]?.owner ?? null),
        String(state.islands[i]?.armies ?? 0),
      ]);
      return [para(`Turn ${state.turn}.`), table(["Island", "Held by", "Armies"], rows)];
    },
    statusJson: (state) => state,
    windowTitle: (window) => window.replace("-", " "),
    examplePost: "Red: **Attack Coral from Brisk**",
    ordersHelp: "attack X from Y (X next to Y: Alba – Brisk – Coral – Dune – Alba)",
  },
};

/** Every army on the board. */
export function totalArmies(state: IslandsState): number {
  return ISLANDS.reduce((n, i) => n + (state.islands[i]?.armies ?? 0), 0);
}
