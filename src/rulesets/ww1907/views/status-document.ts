import { type Block, b, type Document, heading, list, para, table } from "../../../presenters/document.ts";
import { type GameState, relationBetween } from "../state.ts";
import { supplyGroups } from "../supply.ts";

import type { ViewContext as GameContext, GameHead } from "./context.ts";

/** A nation's standing, or (no nation) the table of every nation. */
export function statusDocument(input: {
  ctx: GameContext;
  state: GameState;
  info: GameHead;
  nation: string | undefined;
}): Document {
  const { ctx, state, info } = input;
  const n = ctx.nameOf;
  const head = para(
    `${info.name} (game ${info.id}): ${state.year}, ${state.phase} phase.`,
    info.deadline ? ` Deadline ${info.deadline}.` : "",
    info.commitment ? ` Seed commitment: ${info.commitment}.` : "",
  );
  if (!input.nation) {
    return {
      title: "Game status",
      blocks: [
        head,
        table(
          ["Nation", "Player", "Treasury", "VP", "NP", "Provinces", "Divisions"],
          ctx.scenario.nations.map((x) => {
            const s = state.nations[x.id];
            const owned = Object.values(state.provinces).filter((p) => p.owner === x.id);
            return [
              x.name,
              x.player,
              `${s?.treasury ?? 0} pp`,
              String(s?.vp ?? 0),
              String(s?.np ?? 0),
              String(owned.length),
              String(owned.reduce((sum, p) => sum + p.divisions, 0)),
            ];
          }),
        ),
      ],
    };
  }
  const id = input.nation;
  const s = state.nations[id];
  const groups = supplyGroups(state, ctx.graph, id);
  const owned = Object.entries(state.provinces).filter(([, p]) => p.owner === id);
  const fleets = state.fleets.filter((f) => f.nation === id);
  const commanders = state.commanders.filter((c) => c.nation === id);
  const relations = ctx.scenario.nations
    .filter((x) => x.id !== id)
    .map((x) => `${x.name}: ${relationBetween(state, id, x.id)}`);
  const blocks: Block[] = [
    head,
    para(
      b(n(id)),
      `: treasury ${s?.treasury ?? 0} pp${s && s.owed > 0 ? ` (${s.owed} pp owed)` : ""}, ${s?.vp ?? 0} VP, ${s?.np ?? 0} NP.`,
    ),
    heading(3, "Supply groups (W4)"),
    list(
      groups.map((g) => [
        `${g.spendable} pp spendable, production ${g.production}: ${g.provinces.map(n).join(", ")}${g.main ? " (main)" : ""}`,
      ]),
    ),
    heading(3, "Provinces and divisions"),
    list(owned.map(([pid, p]) => [`${n(pid)}: ${p.divisions} division${p.divisions === 1 ? "" : "s"}`])),
  ];
  if (fleets.length > 0) {
    blocks.push(heading(3, "Fleets"));
    blocks.push(
      list(
        fleets.map((f) => [
          `${f.ships} ship${f.ships === 1 ? "" : "s"} at ${n(f.at)}${f.divisions > 0 ? `, ${f.divisions} divisions aboard` : ""}${f.built ? "" : " (under construction)"}`,
        ]),
      ),
    );
  }
  if (commanders.length > 0) {
    blocks.push(heading(3, "Commanders"));
    blocks.push(list(commanders.map((c) => [`${c.name} (${c.title}): ${c.at ? n(c.at) : "not placed"}`])));
  }
  blocks.push(heading(3, "Relations"));
  blocks.push(list(relations.map((r) => [r])));
  return { title: `${n(id)} — status`, blocks };
}
