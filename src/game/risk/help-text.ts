import { code, type Inline, para } from "../../presenters/document.ts";
import { render } from "../../presenters/render.ts";
import type { RiskCommandKind } from "../../rulesets/risk-variant-one/commands.ts";
import type { RiskPhase } from "../../rulesets/risk-variant-one/state.ts";
import type { OrdersGuide } from "../game-wording.ts";

/**
 * `/help topic:orders` in a Risk Variant One channel: the orders of each phase with phrasings the order language reads
 * (a test reads every one), how a turn goes, and where the rules are.
 */

/** The Risk Variant One rules reference, by repository-relative path. */
export const RISK_RULES_REFERENCE_PATH = "docs/rules/risk-variant-one.md";

/** A phrasing shown in the help: the text a player bolds, the command it is read as, and the phase it is given in. */
export interface RiskHelpExample {
  text: string;
  kind: RiskCommandKind;
  phase: RiskPhase;
}

/** One kind of order in the help: a name with its rules, one line of explanation, and phrasings that parse. */
export interface RiskHelpSection {
  name: string;
  note: string;
  examples: readonly RiskHelpExample[];
}

const at =
  (phase: RiskPhase) =>
  (text: string, kind: RiskCommandKind): RiskHelpExample => ({ text, kind, phase });
const setup = at("setup");
const income = at("income");
const actions = at("actions");

/** The heading of `/help topic:orders`. */
export const RISK_ORDERS_HELP_TITLE = "Writing orders (Risk Variant One)";

/** The opening of `/help topic:orders`: how to post (V6). */
export const RISK_ORDERS_HELP_INTRO: readonly Inline[] = [
  "Bold every order: on a forum ",
  code("[b]…[/b]"),
  ", on Discord ",
  code("**…**"),
  '. Post when it is your turn (V6): each order is carried out at once, in the order written (one a line, or several with ";"), and the reply shows every die and whose turn it is.',
];

/** Every kind of Risk Variant One order, with phrasings the order language reads (tests parse each one). */
export const RISK_ORDERS_HELP_SECTIONS: readonly RiskHelpSection[] = [
  {
    name: "Set-up (V1–V4)",
    note: "In your step one army turns active; buy unowned territories by placing their cost in active armies, place on your own, then done.",
    examples: [setup("Buy Brazil", "buy"), setup("Place 2 in Peru", "place"), setup("Done", "done")],
  },
  {
    name: "Income (V5)",
    note: "Territories get their income by themselves; a whole continent's bonus is yours to place inside it, then pass.",
    examples: [income("Place 2 in Brazil", "place"), income("Pass", "pass")],
  },
  {
    name: "Attack (V6, V8) · Actions",
    note: "One action a round. From one territory into an adjacent one: all but one army unless you name the force; call it off at a number.",
    examples: [
      actions("Attack Peru from Brazil with 5", "attack"),
      actions("Attack Peru from Brazil, stop at 2", "attack"),
    ],
  },
  {
    name: "Move, salt, improve, pass (V6) · Actions",
    note: "Move to one adjacent territory of yours; salt one of yours (income −1); improve (income+1 armies spent: income +1); pass (done, end turn).",
    examples: [
      actions("Move 3 from Brazil to Peru", "move"),
      actions("Salt Peru", "salt"),
      actions("Improve Brazil", "improve"),
      actions("Pass", "pass"),
    ],
  },
  {
    name: "Answering an attack (V7)",
    note: "The defender holds (the default when the time runs out) or retreats to an adjacent territory of theirs; in advance, a standing answer until withdrawn.",
    examples: [
      actions("Hold", "respond"),
      actions("Hold, retreat to Venezuela at 2", "respond"),
      actions("Retreat to Venezuela and salt", "respond"),
      actions("If Peru is attacked, retreat to Venezuela", "standing"),
      actions("Cancel standing order for Peru", "withdraw-standing"),
    ],
  },
];

/** Where the rules are, as one line. */
export const RISK_ORDERS_HELP_MORE: readonly Inline[] = [
  "The rules V1–V9 and the game's rulings: ",
  code(RISK_RULES_REFERENCE_PATH),
  " (a path in the Adjutant repository).",
];

/** The examples of a section as the player types them in bold (`**…**`). */
function exampleInlines(section: RiskHelpSection): Inline[] {
  return section.examples.flatMap((e, n) =>
    n > 0 ? [" · ", code(`**${e.text}**`)] : [code(`**${e.text}**`)],
  );
}

/** `/help topic:orders` as parts: the intro, a part per kind of order, where the rules are. */
export function riskOrdersGuide(): OrdersGuide {
  return {
    title: RISK_ORDERS_HELP_TITLE,
    intro: RISK_ORDERS_HELP_INTRO,
    parts: [
      ...RISK_ORDERS_HELP_SECTIONS.map((s) => ({
        name: s.name,
        lines: [[s.note], ["e.g. ", ...exampleInlines(s)]],
      })),
      { name: "More", lines: [RISK_ORDERS_HELP_MORE] },
    ],
  };
}

/** The console's `/help orders`: the guide as plain text, a part a heading with its lines indented under it. */
export function riskOrdersHelpText(): string {
  const guide = riskOrdersGuide();
  const text = (line: readonly Inline[]) => render({ blocks: [para(...line)] }, "text").trim();
  return [
    guide.title,
    text(guide.intro),
    ...guide.parts.flatMap((part) => [
      "",
      `${part.name}:`,
      ...part.lines.map((line) => `  ${part.bullets ? "- " : ""}${text(line)}`),
    ]),
  ].join("\n");
}
