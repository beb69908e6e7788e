import { readFileSync } from "node:fs";
import type { Ruleset } from "../../core/ruleset.ts";
import { err, ok, type Result } from "../../result.ts";
import type { CheckedOrders, EngineMode, EngineRun, OpeningOptions } from "../engine-run.ts";
import { stepDice } from "./dice.ts";
import { commandsOf } from "./order-book.ts";
import { playGenericCase } from "./play-case.ts";
import { isRecordOf, verifyGenericRecord } from "./records.ts";

/** The seed an opening is set up with when none is given. */
const DEFAULT_SEED = "adjutant";

/**
 * A ruleset's engine without a game in the database: its opening state, its scenario, order text read, an orders
 * file played with a seed, and published records replayed (`adjutant verify`).
 */
export function genericEngineMode<S, C, E, R>(rules: Ruleset<S, C, E, R>): EngineMode {
  const opening = (scenario: string, options: OpeningOptions): Result<S, string> => {
    if (!rules.scenarios.some((s) => s.id === scenario))
      return err(`"${scenario}" is not a ${rules.name} scenario`);
    if (options.armies !== undefined) return err(`${rules.name} takes no --armies`);
    const rulings = rules.schemas.rulings.parse({});
    const set = rules.setup({
      scenario,
      rulings,
      players: [...(options.players ?? [])],
      dice: stepDice(options.seed ?? DEFAULT_SEED, "setup"),
    });
    return set.ok ? ok(set.value.state) : set;
  };
  return {
    // the generic records, and a ruleset's own (`views.ownRecords`)
    handlesRecord: (raw) => isRecordOf(rules, raw) || rules.views?.ownRecords?.handles(raw) === true,
    playCase: (c) => playGenericCase(rules, c),
    supply: () => err(`${rules.name} has no supply`),
    /** A seat's typed commands judged together against the opening (or the state given), one verdict each. */
    checkOrders(scenario, request): Result<CheckedOrders, string> {
      let state: S;
      if (request.state) {
        const read = rules.schemas.state.safeParse(request.state.json);
        if (!read.success) return err(`${request.state.file} is not a ${rules.name} state`);
        state = read.data;
      } else {
        const open = opening(scenario, request.opening);
        if (!open.ok) return open;
        state = open.value;
      }
      const seats = rules.seats(state);
      const seat = seats.find((s) => s.id === request.giver.toLowerCase() || s.name === request.giver);
      if (!seat) return err(`no seat "${request.giver}" (seats: ${seats.map((s) => s.name).join(", ")})`);
      const commands: C[] = [];
      for (const [n, raw] of request.commands.entries()) {
        const command = rules.schemas.command.safeParse(raw);
        if (!command.success) return err(`order #${n + 1} is not a ${rules.name} command`);
        commands.push(command.data);
      }
      const verdicts = rules.judge(state, seat.id, commands);
      return ok({
        verdicts: verdicts.map((v) => ({ accepted: v.accepted, code: v.rule, message: v.reason })),
      });
    },
    verifyRecord: (raw) => {
      const own = rules.views?.ownRecords;
      return own && !isRecordOf(rules, raw) && own.handles(raw)
        ? own.verify(raw)
        : verifyGenericRecord(rules, raw);
    },
    openingState: (scenario, options) => opening(scenario, options),
    showScenario(scenario, options): Result<EngineRun, string> {
      const state = opening(scenario, options);
      if (!state.ok) return state;
      const seats = rules.seats(state.value);
      const name = rules.scenarios.find((s) => s.id === scenario)?.name ?? scenario;
      return ok({
        json: { id: scenario, name, ruleset: rules.id, seats, state: state.value },
        lines: [`${scenario}: ${name}`, `Seats: ${seats.map((s) => s.name).join(", ")}`],
      });
    },
    parseOrders(scenario, text, options): Result<EngineRun, string> {
      const state = opening(scenario, {});
      if (!state.ok) return state;
      const seats = rules.seats(state.value);
      const seat =
        options.nation === undefined ? seats[0]?.id : seats.find((s) => s.id === options.nation)?.id;
      if (seat === undefined) return err(`no seat "${options.nation ?? ""}" in ${scenario}`);
      const lines = rules.read(text.split("\n"), { state: state.value, seat });
      return ok({
        json: {
          orders: lines.map((l) =>
            l.kind === "command"
              ? { text: l.text, ok: true, command: l.command }
              : l.kind === "error"
                ? { text: l.text, ok: false, error: l.message, suggestions: l.suggestions }
                : { text: l.text, ignored: true, reason: l.reason },
          ),
        },
        lines: lines.map((l) =>
          l.kind === "command"
            ? `${l.text} → ${rules.words.command(l.command, state.value)}`
            : l.kind === "error"
              ? `${l.text}: ${l.message}`
              : `${l.text}: ignored (${l.reason})`,
        ),
      });
    },
    /** An orders file: one order a line, "Seat: order"; every seat's accepted orders resolved together with the seed. */
    runOrders(scenario, ordersFile, seed): Result<EngineRun, string> {
      const state = opening(scenario, { seed });
      if (!state.ok) return state;
      let text: string;
      try {
        text = readFileSync(ordersFile, "utf8");
      } catch {
        return err(`cannot read ${ordersFile}`);
      }
      const bySeat = new Map<string, string[]>();
      for (const raw of text.split("\n")) {
        const m = /^\s*([^:#]+):\s*(.+)$/.exec(raw);
        if (!m?.[1] || !m[2]) continue;
        const seat = rules
          .seats(state.value)
          .find((s) => s.id === m[1]?.trim().toLowerCase() || s.name === m[1]?.trim());
        if (!seat) return err(`no seat "${m[1].trim()}" in ${scenario}`);
        bySeat.set(seat.id, [...(bySeat.get(seat.id) ?? []), m[2]]);
      }
      const orders = [...bySeat].flatMap(([seat, lines]) => {
        const commands = commandsOf(rules.read(lines, { state: state.value, seat }));
        if (rules.judgesAtResolution === true) return commands.map((command) => ({ seat, command }));
        const verdicts = rules.judge(state.value, seat, commands);
        return commands.flatMap((command, n) => (verdicts[n]?.accepted ? [{ seat, command }] : []));
      });
      const done = rules.resolve(state.value, orders, stepDice(seed, 0));
      return ok({
        json: { orders, events: done.events, state: done.state },
        lines: done.events.map((e) => rules.words.event(e, done.state)),
      });
    },
  };
}
