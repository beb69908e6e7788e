import { foldName } from "../../../../parsers/text/fold.ts";
import type { MapGraph } from "../../../map/graph.ts";
import type { Scenario } from "../scenario/schema.ts";

/** What a name in an order may refer to. */
export type NameKind = "province" | "sea" | "nation" | "commander";

/** One thing a name means: its kind, canonical id and display name. */
export type NameRef = { kind: NameKind; id: string; name: string };

/**
 * Names → ids for the order language: provinces and seas (id, name, aliases, plus "Aegean" for "Aegean Sea"),
 * nations (id, name, aliases, well-known abbreviations and adjectives: UK, A-H, OE, "the Ottomans") and commanders
 * (full name, surname, "von Falkenhayn"). Keys are folded with `foldName`. A key may mean several things; the
 * grammar then lists the readings instead of guessing.
 */
export type Lexicon = {
  /** Folded name → what it may mean. */
  names: ReadonlyMap<string, readonly NameRef[]>;
  /** Folded name → the spelling it was given in (for suggestions: "Sevastopol", not the province's "Crimea"). */
  spellings: ReadonlyMap<string, string>;
  /** Keys by their length, so typo matching only measures keys of about the right length. */
  keysByLength: ReadonlyMap<number, readonly string[]>;
  /** The most words any key has (longest-match limit). */
  maxWords: number;
  /** First words of every key, to skip span lookups quickly. */
  firstWords: ReadonlySet<string>;
  /** Province id → sea zone of its port, or null. */
  ports: ReadonlyMap<string, string | null>;
  /**
   * The commanders placed on the map (the others wait to be placed): a commander's order with no verb moves a placed
   * one and places the others. Only whether, not where, so that a lexicon serves every state whose commanders are
   * placed alike (`lexiconIn` keeps one per nations and commanders).
   */
  placed: ReadonlySet<string>;
  /** Nation id → display name. */
  nations: ReadonlyMap<string, string>;
};

/** The part of a scenario the lexicon reads. */
export type LexiconScenario = {
  nations: readonly Pick<Scenario["nations"][number], "id" | "name" | "aliases">[];
  /** `at`: the province or sea the commander stands in, null (or none) while unplaced; see `Lexicon.placed`. */
  commanders: readonly { id: string; name: string; nation: string; at?: string | null }[];
};

/**
 * Common names for the Great Powers, applied to a nation whose id or folded name contains the key.
 * A scenario's own `aliases` come first; these only add.
 */
const WELL_KNOWN_NATION_NAMES: readonly [string, string[]][] = [
  ["russia", ["russia", "russian", "russians", "rus", "ru", "russian empire", "tsar", "the tsar"]],
  ["german", ["germany", "german", "germans", "ger", "german empire", "reich", "kaiserreich"]],
  ["germany", ["germany", "german", "germans", "ger"]],
  ["france", ["france", "french", "fr", "fra", "french republic", "third republic"]],
  ["french", ["france", "french", "fr", "fra", "french republic", "third republic"]],
  [
    "united kingdom",
    [
      "uk",
      "u k",
      "britain",
      "great britain",
      "british",
      "brits",
      "gb",
      "england",
      "english",
      "united kingdom",
    ],
  ],
  [
    "austria",
    ["austria", "austria hungary", "a h", "ah", "austrian", "austrians", "a-h", "austro hungarian", "aus"],
  ],
  [
    "ottoman",
    ["ottoman", "ottomans", "oe", "ottoman empire", "turkey", "turks", "turkish", "the porte", "ott"],
  ],
  ["spain", ["spain", "spanish", "spaniards", "esp", "spa"]],
  ["italy", ["italy", "italian", "italians", "ita"]],
];

/** `WELL_KNOWN_NATION_NAMES`'s keys as `buildLexicon` looks for them: at the start of a word. */
const WELL_KNOWN_NEEDLES: readonly [string, string[]][] = WELL_KNOWN_NATION_NAMES.map(([needle, extra]) => [
  ` ${needle}`,
  extra,
]);

/**
 * Builds the lexicon from a map and a scenario's nations and commanders. A service builds it once per game it opens,
 * during the first post it reads, so it is built in few passes: each new key goes into
 * `firstWords`, `maxWords` and `keysByLength` when first added (keys are never removed), and only the keys that two
 * nations share are looked at again.
 */
export function buildLexicon(map: MapGraph, scenario: LexiconScenario): Lexicon {
  const names = new Map<string, NameRef[]>();
  const spellings = new Map<string, string>();
  const keysByLength = new Map<number, string[]>();
  const firstWords = new Set<string>();
  let maxWords = 1;
  /** Keys that more than one nation's ref came to (see below). */
  const shared: string[] = [];
  const addKey = (key: string, raw: string, ref: NameRef): void => {
    spellings.set(key, raw);
    names.set(key, [ref]);
    const sameLength = keysByLength.get(key.length);
    if (sameLength) sameLength.push(key);
    else keysByLength.set(key.length, [key]);
    const space = key.indexOf(" ");
    if (space === -1) {
      firstWords.add(key);
      return;
    }
    let words = 2;
    for (let at = key.indexOf(" ", space + 1); at !== -1; at = key.indexOf(" ", at + 1)) words++;
    if (words > maxWords) maxWords = words;
    firstWords.add(key.slice(0, space));
  };
  const add = (raw: string, ref: NameRef): void => {
    const key = foldName(raw);
    if (key === "") return;
    const list = names.get(key);
    if (!list) {
      addKey(key, raw, ref);
      return;
    }
    let nations = ref.kind === "nation" ? 1 : 0;
    for (const r of list) {
      if (r.kind === ref.kind && r.id === ref.id) return;
      if (r.kind === "nation") nations++;
    }
    list.push(ref);
    if (nations === 2) shared.push(key);
  };

  for (const p of map.provinces) {
    const ref: NameRef = { kind: "province", id: p.id, name: p.name };
    add(p.name, ref);
    for (const a of p.aliases) add(a, ref);
    add(p.id, ref);
  }
  for (const s of map.seas) {
    const ref: NameRef = { kind: "sea", id: s.id, name: s.name };
    add(s.name, ref);
    for (const a of s.aliases) add(a, ref);
    add(s.id, ref);
  }
  // "Aegean" for "Aegean Sea", "Azov" for "Sea of Azov", "Atlantic" for "North Atlantic Ocean": only when free.
  const shortSea = new Map<string, NameRef[]>();
  for (const sea of map.seas) {
    const ref: NameRef = { kind: "sea", id: sea.id, name: sea.name };
    for (const short of shortSeaNames(sea.name)) {
      const list = shortSea.get(short);
      if (list) list.push(ref);
      else shortSea.set(short, [ref]);
    }
  }
  for (const [key, refs] of shortSea)
    if (refs.length === 1 && !names.has(key)) add(titleCase(key), refs[0] as NameRef);

  for (const n of scenario.nations) {
    const ref: NameRef = { kind: "nation", id: n.id, name: n.name };
    add(n.name, ref);
    for (const a of n.aliases) add(a, ref);
    add(n.id, ref);
    const folded = ` ${foldName(n.name)} ${foldName(n.id)} `;
    for (const [needle, extra] of WELL_KNOWN_NEEDLES) {
      if (folded.includes(needle)) for (const a of extra) add(titleCase(a), ref);
    }
  }
  // Nation names added from the well-known table may collide between nations; keep such keys only for the
  // nations whose own name or aliases carry them.
  if (shared.length > 0) {
    const ownNames = new Map(
      scenario.nations.map((n) => [n.id, new Set([n.id, n.name, ...n.aliases].map(foldName))]),
    );
    for (const key of shared) {
      const refs = names.get(key) as NameRef[];
      const own = refs.filter((r) => r.kind === "nation" && ownNames.get(r.id)?.has(key) === true);
      if (own.length > 0) names.set(key, [...refs.filter((r) => r.kind !== "nation"), ...own]);
    }
  }

  const placed = new Set<string>();
  for (const c of scenario.commanders) {
    const ref: NameRef = { kind: "commander", id: c.id, name: c.name };
    if (c.at != null) placed.add(c.id);
    add(c.name, ref);
    for (const short of shortCommanderNames(c.name)) add(titleCase(short), ref);
    add(c.id, ref);
  }

  const ports = new Map<string, string | null>();
  for (const p of map.provinces) ports.set(p.id, p.port);
  const nations = new Map<string, string>();
  for (const n of scenario.nations) nations.set(n.id, n.name);
  return { names, spellings, keysByLength, maxWords, firstWords, ports, placed, nations };
}

/** "black sea" → "Black Sea"; short all-consonant words are abbreviations ("uk" → "UK"). */
function titleCase(text: string): string {
  return text
    .split(" ")
    .map((w) =>
      w.length <= 3 && !/[aeiou]/.test(w.slice(1))
        ? w.toUpperCase()
        : (w[0] ?? "").toUpperCase() + w.slice(1),
    )
    .join(" ");
}

function shortSeaNames(name: string): string[] {
  const f = foldName(name);
  const out: string[] = [];
  const m1 = /^(.+) (?:sea|ocean|gulf|bay|channel|strait|straits)$/.exec(f);
  if (m1?.[1]) out.push(m1[1]);
  const m2 = /^(?:sea|gulf|bay|strait|straits) of (?:the )?(.+)$/.exec(f);
  if (m2?.[1]) out.push(m2[1]);
  const m3 = /^(?:north|south|east|west|central|eastern|western|northern|southern) (.+ (?:sea|ocean))$/.exec(
    f,
  );
  if (m3?.[1]) out.push(m3[1]);
  return out;
}

/** "Aleksei Brusilov" → "brusilov"; "Erich von Falkenhayn" → "von falkenhayn", "falkenhayn". */
function shortCommanderNames(name: string): string[] {
  const words = foldName(name)
    .split(" ")
    .filter((w) => w !== "");
  const out: string[] = [];
  if (words.length < 2) return out;
  const last = words[words.length - 1] ?? "";
  out.push(last);
  const particle = words.findIndex(
    (w, i) => i > 0 && (w === "von" || w === "van" || w === "de" || w === "di"),
  );
  if (particle > 0) {
    out.push(words.slice(particle).join(" "));
    out.push(words.slice(1).join(" "));
    if (particle > 1) out.push(words.slice(1, particle).join(" "));
  } else if (words.length > 2) {
    out.push(words.slice(1).join(" "));
  }
  return out;
}

/** Display name for a nation id (the id itself when unknown). */
export function nationName(lexicon: Lexicon, id: string): string {
  return lexicon.nations.get(id) ?? id;
}
