import { raw } from "hono/html";
import type { GameView } from "./game-view.ts";
import { deadlineTime, type Html, html, layout } from "./layout.ts";
import type { RosterSeat } from "./orders-in.ts";

const ORDERS_IN_WORDS: Record<NonNullable<RosterSeat["ordersIn"]>, string> = {
  in: "orders in",
  waiting: "no orders yet",
  "to act": "to act",
};

/**
 * `/games/<key>`: the map now (the same SVG as `picture --format svg`), the phase and whom the game waits for, a
 * live countdown to the deadline, the roster with who has orders in, the last phase's summary, the standings, and
 * links to the order guide, the rules, the history and the JSON. `<main data-events>` tells the page's script where
 * the game's events are; it fetches the page again on each.
 */
export function gamePage(view: GameView, svg: string | null): Html {
  const base = `/games/${encodeURIComponent(view.key)}`;
  const roster = view.roster.map(
    (s) => html`<tr>
<td>${s.name}</td><td>${s.player ?? "—"}</td>
<td class="${s.ordersIn === null ? "" : s.ordersIn.replace(" ", "-")}">${s.ordersIn === null ? "" : ORDERS_IN_WORDS[s.ordersIn]}</td>
</tr>`,
  );
  const standings = view.standings;
  const latest = view.phases.at(-1);
  return layout(
    `${view.info.name}: ${view.phase ?? "no phase open"}`,
    html`<main data-events="${base}/events" data-updates="0">
<h1>${view.info.name}</h1>
<p class="game">${view.gameName}: <span class="phase">${view.phase ?? "no phase open"}</span>.
Deadline: ${deadlineTime(view.info.deadline)}.</p>
<p class="waiting">${view.ordersInLine !== null ? view.ordersInLine : view.waitingFor.length > 0 ? `Waiting for: ${view.waitingText}.` : "Waiting for nobody."}</p>
<div class="cols">
<section class="map" aria-label="map">${svg === null ? html`<p>No map.</p>` : raw(svg)}</section>
<section>
<h2>Players</h2>
<table class="roster"><thead><tr><th>Seat</th><th>Player</th><th>Orders</th></tr></thead><tbody>${roster}</tbody></table>
${
  standings
    ? html`<h2>Standings</h2>
<table class="standings"><thead><tr>${standings.header.map((h) => html`<th>${h}</th>`)}</tr></thead>
<tbody>${standings.rows.map(
        (r) =>
          html`<tr><td>${r.name}${r.out ? " (out)" : ""}</td><td>${r.player ?? "—"}</td>${r.cells.map((c) => html`<td>${c}</td>`)}</tr>`,
      )}</tbody></table>`
    : ""
}
</section>
</div>
${
  view.lastSummary
    ? html`<section class="summary"><h2>Last resolved: ${view.lastSummary.title}</h2>
${summaryLines(view.lastSummary.lines)}
<p><a href="${base}/phases/${view.lastSummary.seq}">Its map, orders and dice</a></p></section>`
    : html`<section class="summary"><h2>Summary</h2><p>No phase resolved yet.</p></section>`
}
<nav class="links">
${latest ? html`<a href="${base}/phases/${latest.seq}">History</a> ·` : ""}
<a href="${base}/guide">How to write orders</a> ·
<a href="${base}/rules">Rules</a> ·
<a href="${base}.json">JSON</a>
</nav>
</main>`,
  );
}

/** The last summary's lines: all of them, or past a dozen the first ones and the rest behind a "more" switch. */
function summaryLines(lines: readonly string[]): Html {
  const SHOWN = 12;
  const item = (l: string) => html`<li>${l}</li>`;
  if (lines.length <= SHOWN) return html`<ul>${lines.map(item)}</ul>`;
  return html`<ul>${lines.slice(0, SHOWN).map(item)}</ul>
<details><summary>${lines.length - SHOWN} more</summary><ul>${lines.slice(SHOWN).map(item)}</ul></details>`;
}
