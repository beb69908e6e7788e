import { existsSync, readFileSync } from "node:fs";
import type { OrdersGuide } from "../game/game-wording.ts";
import type { Inline } from "../presenters/document.ts";
import { type Html, html, layout } from "./layout.ts";

/** Inline text of a document as HTML (escaped; links only to http(s)). */
function inline(parts: readonly Inline[]): Html[] {
  return parts.map((p) => {
    if (typeof p === "string") return html`${p}`;
    if ("bold" in p) return html`<strong>${inline(p.bold)}</strong>`;
    if ("italic" in p) return html`<em>${inline(p.italic)}</em>`;
    if ("strike" in p) return html`<s>${inline(p.strike)}</s>`;
    if ("code" in p) return html`<code>${p.code}</code>`;
    return /^https?:\/\//.test(p.link)
      ? html`<a href="${p.link}">${inline(p.text)}</a>`
      : html`${inline(p.text)}`;
  });
}

/** `/games/<key>/guide`: the game's own guide to writing orders (the one Discord's `/help topic:orders` shows). */
export function guidePage(gameName: string, back: string, guide: OrdersGuide): Html {
  return layout(
    guide.title,
    html`<main>
<h1>${guide.title}</h1>
<p><a href="${back}">Back to the game</a></p>
<p>${inline(guide.intro)}</p>
${guide.parts.map(
  (part) => html`<h2>${part.name}</h2>
${part.bullets ? html`<ul>${part.lines.map((l) => html`<li>${inline(l)}</li>`)}</ul>` : part.lines.map((l) => html`<p>${inline(l)}</p>`)}`,
)}
<p>${gameName}.</p>
</main>`,
  );
}

/**
 * The rules reference of a game (docs/rules/<game name as a slug>.md beside the program, from the sources or the
 * built `dist/`), or undefined where the file is not installed.
 */
export function rulesText(gameName: string): string | undefined {
  const slug = gameName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  for (const up of ["../../docs/rules/", "../../../docs/rules/"]) {
    const file = new URL(`${up}${slug}.md`, import.meta.url);
    if (existsSync(file)) return readFileSync(file, "utf8");
  }
  return undefined;
}

/** `/games/<key>/rules`: the rules reference as its plain text (Markdown), escaped. */
export function rulesPage(gameName: string, back: string, text: string): Html {
  return layout(
    `${gameName}: rules`,
    html`<main><p><a href="${back}">Back to the game</a></p><pre class="rules">${text}</pre></main>`,
  );
}
