import { raw } from "hono/html";
import type { PhasePage } from "../game/game-play.ts";
import { type Html, html, layout } from "./layout.ts";

/** Where a phase sits in the game's history, for the slider's links. */
export interface PhasePlace {
  gameName: string;
  key: string;
  title: string;
  seq: number;
  /** Every resolved phase's number, oldest first. */
  all: readonly number[];
}

/**
 * `/games/<key>/phases/<n>`: a resolved phase's permalink, with the map after it, what happened, the orders that
 * were in force (only ever for a resolved phase: its seed is revealed), every die with the seed and its
 * commitment (the record to check with `adjutant verify` is one link away), and the history slider: first,
 * previous, next, latest, as plain links.
 */
export function phasePage(place: PhasePlace, page: PhasePage): Html {
  const base = `/games/${encodeURIComponent(place.key)}`;
  const at = place.all.indexOf(place.seq);
  const step = (label: string, seq: number | undefined, rel: string) =>
    seq === undefined || seq === place.seq
      ? html`<span class="${rel}">${label}</span>`
      : html`<a class="${rel}" rel="${rel === "previous" ? "prev" : rel}" href="${base}/phases/${seq}">${label}</a>`;
  return layout(
    `${place.gameName}: ${place.title}`,
    html`<main class="phase-page" data-phase="${place.seq}">
<h1>${place.gameName}: ${place.title}</h1>
<nav class="history" aria-label="history">
${step("⏮ first", place.all[0], "first")}
${step("◀ previous", at > 0 ? place.all[at - 1] : undefined, "previous")}
<span class="where">${at + 1} of ${place.all.length}</span>
${step("next ▶", place.all[at + 1], "next")}
${step("latest ⏭", place.all.at(-1), "latest")}
<a href="${base}">the game now</a>
</nav>
<div class="cols">
<section class="map" aria-label="map">${raw(page.svg)}</section>
<section>
<h2>What happened</h2>
<ul class="happened">${page.happened.map((l) => html`<li>${l}</li>`)}</ul>
</section>
</div>
<section class="orders"><h2>Orders in force</h2>
${
  page.orders.length === 0
    ? html`<p>No orders.</p>`
    : page.orders.map((o) => html`<h3>${o.name}</h3><ul>${o.orders.map((l) => html`<li>${l}</li>`)}</ul>`)
}
</section>
<section class="dice"><h2>Dice</h2>
${page.dice.length === 0 ? html`<p>No dice were thrown.</p>` : html`<ul>${page.dice.map((l) => html`<li>${l}</li>`)}</ul>`}
<p>Seed: <span class="seed">${page.seed}</span><br>Commitment (SHA-256, published when the phase opened): <span class="seed">${page.commitment}</span></p>
<p>Check every die yourself: save <a href="${base}/phases/${place.seq}/record.json">the published record</a> and run <code>adjutant verify record.json</code>.</p>
</section>
</main>`,
  );
}
