/**
 * The words of the Risk Variant One order language: verbs and their synonyms, the small words that give a name or
 * a number its role ("from", "to", "stop at"), unit nouns and filler, each mapped to one canonical word. Data only;
 * matching is on folded words (lower case, no accents, no apostrophes).
 */

/** Canonical words the grammar reads. */
export type Word =
  // verbs (one per order kind, plus the response words)
  | "buy"
  | "place"
  | "done"
  | "attack"
  | "move"
  | "fortify"
  | "salt"
  | "improve"
  | "pass"
  | "hold"
  | "retreat"
  | "standing"
  | "withdraw"
  // the words that give names and numbers their role
  | "if"
  | "not"
  | "when"
  | "attacked"
  | "vs"
  | "stop"
  | "from"
  | "to"
  | "with"
  | "in"
  | "at"
  | "all"
  | "but"
  | "and"
  | "for"
  | "left"
  | "each";

/** Verbs: the words that pick an order family. */
export const VERBS: ReadonlySet<Word> = new Set<Word>([
  "buy",
  "place",
  "done",
  "attack",
  "move",
  "fortify",
  "salt",
  "improve",
  "pass",
  "hold",
  "retreat",
  "standing",
  "withdraw",
]);

const GROUPS: Record<Word, readonly string[]> = {
  buy: [
    "buy",
    "buys",
    "bought",
    "buying",
    "purchase",
    "purchases",
    "purchasing",
    "acquire",
    "acquires",
    "claim",
    "claims",
  ],
  place: [
    "place",
    "places",
    "placing",
    "put",
    "puts",
    "deploy",
    "deploys",
    "add",
    "adds",
    "reinforce",
    "reinforces",
    "station",
    "stations",
    "plc",
  ],
  done: [
    "done",
    "finished",
    "finish",
    "complete",
    "end turn",
    "end my turn",
    "end of turn",
    "end setup",
    "end set up",
    "end my setup",
    "end placement",
    "that is all",
    "thats all",
    "all done",
  ],
  attack: [
    "attack",
    "attacks",
    "attacking",
    "atk",
    "att",
    "atck",
    "invade",
    "invades",
    "invading",
    "assault",
    "assaults",
    "strike",
    "strikes",
    "hit",
    "hits",
    "conquer",
    "conquers",
    "charge",
    "charges",
  ],
  move: [
    "move",
    "moves",
    "moving",
    "mv",
    "mov",
    "shift",
    "shifts",
    "transfer",
    "transfers",
    "send",
    "sends",
    "march",
    "marches",
    "relocate",
    "relocates",
    "redeploy",
    "redeploys",
    "reposition",
    "repositions",
  ],
  fortify: ["fortify", "fortifies", "fort"],
  salt: [
    "salt",
    "salts",
    "salting",
    "scorch",
    "scorches",
    "burn",
    "burns",
    "raze",
    "razes",
    "scorched earth",
    "scorched earth on",
  ],
  improve: [
    "improve",
    "improves",
    "improving",
    "upgrade",
    "upgrades",
    "upgrading",
    "develop",
    "develops",
    "build up",
    "invest in",
  ],
  pass: [
    "pass",
    "passes",
    "passing",
    "skip",
    "skips",
    "no action",
    "no actions",
    "nothing",
    "no move",
    "do nothing",
  ],
  hold: [
    "hold",
    "holds",
    "holding",
    "defend",
    "defends",
    "stand",
    "stands",
    "stand firm",
    "hold fast",
    "hold the line",
    "hold the fort",
    "no retreat",
    "fight",
    "fights",
  ],
  retreat: [
    "retreat",
    "retreats",
    "retreating",
    "fall back",
    "falls back",
    "pull back",
    "pulls back",
    "evacuate",
    "evacuates",
  ],
  standing: [
    "standing",
    "standing order",
    "standing orders",
    "standing response",
    "standing responses",
    "standing reply",
  ],
  withdraw: [
    "withdraw",
    "withdraws",
    "cancel",
    "cancels",
    "remove",
    "removes",
    "revoke",
    "revokes",
    "delete",
  ],
  if: ["if", "whenever", "should"],
  not: [
    "not",
    "dont",
    "never",
    "no",
    "nope",
    "cant",
    "cannot",
    "wont",
    "shouldnt",
    "neither",
    "nor",
    "without",
  ],
  when: ["when", "once"],
  attacked: ["attacked", "invaded", "assaulted", "hit by"],
  vs: ["x", "vs", "versus", "against"],
  stop: [
    "stop",
    "stops",
    "halt",
    "halts",
    "call off",
    "calls off",
    "calling off",
    "calloff",
    "break off",
    "breaks off",
    "abort",
    "until",
    "till",
    "down to",
  ],
  from: ["from", "out of", "leaving"],
  to: ["to", "into", "onto", "towards", "toward"],
  with: ["with", "w", "using"],
  in: ["in", "on", "inside"],
  at: ["at"],
  all: ["all", "everything", "max", "maximum"],
  but: ["but", "except"],
  and: ["and", "plus", "also", "as well as"],
  for: ["for", "cost", "costing", "costs"],
  left: ["left", "remain", "remaining", "remains"],
  each: ["each", "apiece"],
};

/** One-word spellings → canonical word. */
export const WORDS: ReadonlyMap<string, Word> = new Map(
  Object.entries(GROUPS).flatMap(([word, spellings]) =>
    spellings.filter((s) => !s.includes(" ")).map((s) => [s, word as Word] as const),
  ),
);

/** Several-word spellings by their first word, longest first. */
export const PHRASES: ReadonlyMap<string, readonly { words: readonly string[]; word: Word }[]> = (() => {
  const out = new Map<string, { words: string[]; word: Word }[]>();
  for (const [word, spellings] of Object.entries(GROUPS)) {
    for (const s of spellings) {
      if (!s.includes(" ")) continue;
      const words = s.split(" ");
      const first = words[0] ?? "";
      const list = out.get(first) ?? [];
      list.push({ words, word: word as Word });
      out.set(first, list);
    }
  }
  for (const list of out.values()) list.sort((a, b) => b.words.length - a.words.length);
  return out;
})();

/** Army nouns: skipped, but a singular one after "a"/"an" is one army ("place an army in Peru"). */
export const UNIT_NOUNS: ReadonlyMap<string, "singular" | "plural"> = new Map([
  ["army", "singular"],
  ["troop", "singular"],
  ["unit", "singular"],
  ["man", "singular"],
  ["soldier", "singular"],
  ["infantry", "singular"],
  ["inf", "singular"],
  ["force", "singular"],
  ["armies", "plural"],
  ["armys", "plural"],
  ["troops", "plural"],
  ["units", "plural"],
  ["men", "plural"],
  ["soldiers", "plural"],
  ["forces", "plural"],
  ["infantries", "plural"],
  ["arm", "plural"],
  ["arms", "plural"],
  ["dudes", "plural"],
  ["guys", "plural"],
]);

/** Words that carry nothing for the grammar: politeness, pronouns, articles, "this round". */
export const FILLER: ReadonlySet<string> = new Set([
  "the",
  "a",
  "an",
  "my",
  "our",
  "of",
  "please",
  "pls",
  "plz",
  "kindly",
  "i",
  "im",
  "ill",
  "ive",
  "id",
  "we",
  "well",
  "weve",
  "will",
  "shall",
  "would",
  "like",
  "want",
  "wish",
  "going",
  "gonna",
  "wanna",
  "let",
  "lets",
  "ok",
  "okay",
  "so",
  "now",
  "then",
  "just",
  "this",
  "that",
  "round",
  "turn",
  "time",
  "again",
  "is",
  "are",
  "be",
  "gets",
  "get",
  "territory",
  "territories",
  "order",
  "orders",
  "response",
  "responses",
  "there",
  "here",
  "new",
  "more",
  "extra",
  "bonus",
  "income",
  "reserve",
  "reserves",
  "active",
  "it",
  "its",
  "them",
  "they",
  "he",
  "she",
  "you",
  "your",
  "thanks",
  "thank",
  "thx",
  "ty",
  "action",
  "only",
  "rest",
  "do",
  "also",
  "immediately",
  "straight",
  "back",
  "away",
  "instead",
  "whole",
  "entire",
  "up",
  "by",
  "anyone",
  "someone",
  "enemy",
]);

/** Spellings of the verbs worth proposing for a misspelt verb ("atack" → attack). */
export const SUGGESTABLE_VERBS: readonly string[] = [
  "buy",
  "purchase",
  "place",
  "done",
  "finished",
  "attack",
  "invade",
  "move",
  "fortify",
  "shift",
  "salt",
  "scorch",
  "burn",
  "improve",
  "upgrade",
  "develop",
  "pass",
  "skip",
  "hold",
  "retreat",
  "standing",
  "withdraw",
  "cancel",
];
