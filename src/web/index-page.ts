import type { GameInfo } from "../game/types.ts";
import { deadlineTime, type Html, html, layout } from "./layout.ts";

/** One line of the index: a listed game with its display names. */
export interface IndexLine {
  key: string;
  info: GameInfo;
  gameName: string;
  phase: string | null;
}

/** `/`: the installation's listed games (name, game, phase, deadline), each linking to its page. */
export function indexPage(games: readonly IndexLine[]): Html {
  const rows = games.map(
    (g) => html`<tr>
<td><a href="/games/${encodeURIComponent(g.key)}">${g.info.name}</a></td>
<td>${g.gameName}</td>
<td>${g.phase ?? "no phase open"}</td>
<td>${deadlineTime(g.info.deadline)}</td>
</tr>`,
  );
  return layout(
    "Adjutant: games",
    html`<main>
<h1>Games</h1>
${
  games.length === 0
    ? html`<p>No games yet.</p>`
    : html`<table class="games">
<thead><tr><th>Game</th><th>Played</th><th>Phase</th><th>Deadline</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
}
</main>`,
  );
}
