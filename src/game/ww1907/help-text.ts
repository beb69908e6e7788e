import { code, type Inline, para } from "../../presenters/document.ts";
import { type Format, render } from "../../presenters/render.ts";
import type { CommandKind } from "../../rulesets/ww1907/commands.ts";
import { ORDER_KINDS } from "../../rulesets/ww1907/orders/kinds/index.ts";

/**
 * `/help orders`: the compact players' order guide that the console and the Discord bot both show. The full guide
 * is docs/orders.md and the rules reference docs/rules/world-war-1907.md (paths relative to the repository root).
 */

/** The players' order guide, by repository-relative path. */
export const ORDERS_GUIDE_PATH = "docs/orders.md";
/** The World War 1907 rules reference, by repository-relative path. */
export const RULES_REFERENCE_PATH = "docs/rules/world-war-1907.md";

/** A phrasing shown in the help: the text a player bolds, what it is read as, and in which phase. */
export interface HelpExample {
  text: string;
  /** The command kind the order language reads it as, or `choose` for a pick among readings. */
  kind: CommandKind | "choose";
  /** The phase the order is given in (verbless arrows read differently in each). */
  phase: "deployment" | "attack";
}

/** One kind of order in the help: a name, the rule IDs, one line of explanation, and phrasings that parse. */
export interface HelpSection {
  name: string;
  note: string;
  examples: HelpExample[];
}

/**
 * A section of the order kinds that name it (`help.section` in src/rulesets/ww1907/orders/kinds/): their phrasings,
 * in the registry's order. A kind's examples live in its own file only; the help shows them from there.
 */
function kindsSection(name: string, note: string): HelpSection {
  const examples = ORDER_KINDS.filter((k) => k.help.section === name).flatMap((k) =>
    k.help.examples.map((e): HelpExample => ({ text: e.text, kind: k.kind, phase: e.phase })),
  );
  return { name, note, examples };
}

/** The heading of `/help orders`. */
export const ORDERS_HELP_TITLE = "Writing orders (World War 1907)";

/** The opening of `/help orders`: how to post (W32). */
export const ORDERS_HELP_INTRO: readonly Inline[] = [
  "Bold every order (W32): on a forum ",
  code("[b]…[/b]"),
  ", on Discord ",
  code("**…**"),
  '. One order a line, or several on a line with ";" or "and". Each order post gets a receipt: every order accepted or rejected, with the rule and what to do instead.',
];

/**
 * Every kind of World War 1907 order, with phrasings the order language reads: a section's name and note here, its
 * examples from the order kinds that name it (tests parse each one).
 */
export const ORDERS_HELP_SECTIONS: readonly HelpSection[] = [
  kindsSection(
    "Build (W7, W10) · Deployment",
    "1 pp a unit. Divisions in any province you hold, ready at once; ships only in a port, ready next Deployment phase.",
  ),
  kindsSection(
    "Free move (W8) · Deployment",
    "Divisions to one adjacent province you or an ally own; each division moves once a phase.",
  ),
  kindsSection(
    "Attack (W14, W17, W18) · Attack",
    "From any number of adjacent provinces into land of a nation at war with you, or neutral land; once a turn. Keep 1 division in every province you conquered.",
  ),
  kindsSection(
    "Ships (W9, W11, W12)",
    "Deployment: in or out of port, or one sea zone; divisions embark or land in your or an ally's port, 2 a ship. Attack: one zone, empty or enemy-held, no ports.",
  ),
  kindsSection(
    "Amphibious strike (W19) · Attack",
    "Divisions aboard ships in a port's sea zone attack that province, even after the ships moved this phase.",
  ),
  kindsSection(
    "Diplomacy (W25–W29, W5)",
    "War from peace 3 pp; alliance and peace need both sides' orders in the same phase; breaking an alliance 3 pp (6 pp into war). Passage is a standing grant.",
  ),
  kindsSection(
    "Trade (W30, W31)",
    "pp need a clear sea or land route; a province goes only to a nation that borders it or links it by its ships.",
  ),
  kindsSection("Commanders (W24)", "Place a general in any province you own, then move him like a division."),
  {
    name: "Two readings? choose N",
    note: "When the receipt lists numbered readings of an order, pick one with choose and its number, alone in a new bold post.",
    examples: [{ text: "choose 2", kind: "choose", phase: "deployment" }],
  },
];

/** Changing, withdrawing and what voids a post (W33 and its ruling). */
export const ORDERS_HELP_CHANGES: readonly (readonly Inline[])[] = [
  [
    "To change orders, post them all again: your latest order post replaces the earlier one entirely (W33). Bold chat with no order in it replaces nothing.",
  ],
  [
    "To withdraw a post, delete it (Discord) or edit it: an edited or deleted post counts for nothing and your previous order post is in force again. To fix an order, do not edit: post again.",
  ],
  [
    "Not read as orders: a post edited by its author, a post outside the phase (before it opened or after the deadline), a post by someone who is not a player. A moderator's edit is reported and the post stands, unless the game's ",
    code("moderatorEditVoids"),
    " ruling is on.",
  ],
];

/** Where the full guide and the rules are, as one line. */
export const ORDERS_HELP_MORE: readonly Inline[] = [
  "Full guide: ",
  code(ORDERS_GUIDE_PATH),
  " · the rules W1–W33 and the game's rulings: ",
  code(RULES_REFERENCE_PATH),
  " (paths in the Adjutant repository).",
];

/** The examples of a section as inline text: each as the player types it in bold (`**…**`). */
export function exampleInlines(section: HelpSection): Inline[] {
  const out: Inline[] = [];
  section.examples.forEach((e, n) => {
    if (n > 0) out.push(" · ");
    out.push(code(`**${e.text}**`));
  });
  return out;
}

/** Inline text as one line of the given format. */
export function inlineText(text: readonly Inline[], format: Format): string {
  return render({ blocks: [para(...text)] }, format).trim();
}

/** One section as two lines of the given format: its note, then its examples. */
export function sectionLines(section: HelpSection, format: Format): [string, string] {
  return [inlineText([section.note], format), inlineText(["e.g. ", ...exampleInlines(section)], format)];
}

/** `/help orders` as plain text (the console). */
export function ordersHelpText(): string {
  const lines = [
    ORDERS_HELP_TITLE,
    inlineText(ORDERS_HELP_INTRO, "text"),
    "",
    ...ORDERS_HELP_SECTIONS.flatMap((s) => [`${s.name}:`, ...sectionLines(s, "text").map((l) => `  ${l}`)]),
    "",
    "Changing and withdrawing orders:",
    ...ORDERS_HELP_CHANGES.map((c) => `  - ${inlineText(c, "text")}`),
    "",
    inlineText(ORDERS_HELP_MORE, "text"),
  ];
  return lines.join("\n");
}
