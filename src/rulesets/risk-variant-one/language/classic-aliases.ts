/**
 * Abbreviations players use for the classic board, beyond the names and aliases in `src/maps/data/classic.json`.
 * Keyed by territory (or continent) id; an id the map does not have is skipped, so another map just gets fewer
 * names. A spelling listed for two things is a tie: the order is an error listing both ("SA": South Africa or
 * South America; "EA": East Africa or Eastern Australia), never a guess.
 */
export const CLASSIC_TERRITORY_ALIASES: Readonly<Record<string, readonly string[]>> = {
  alaska: ["AK", "Alas"],
  "northwest-territory": [
    "North West Territory",
    "North-West Territory",
    "NW Territory",
    "N.W. Territory",
    "Northwest Terr",
    "NW Terr",
    "Northwest",
    "NW",
    "NWT",
  ],
  greenland: ["Greenl", "Grnld", "GL"],
  alberta: ["Alb", "Alta", "Albrt"],
  ontario: ["Ont"],
  quebec: ["Que", "QC"],
  "western-united-states": [
    "W. US",
    "W US",
    "W. USA",
    "West US",
    "West USA",
    "Western States",
    "W United States",
    "West United States",
    "Western U.S.",
    "W.U.S.",
  ],
  "eastern-united-states": [
    "E. US",
    "E US",
    "E. USA",
    "East US",
    "East USA",
    "Eastern States",
    "E United States",
    "East United States",
    "Eastern U.S.",
    "E.U.S.",
  ],
  "central-america": ["C. America", "Cent America", "Cent. America", "Central Am", "C Am", "CA", "CAm"],
  venezuela: ["Ven", "Venz", "Vene"],
  brazil: ["Bra", "Braz", "Brasil"],
  argentina: ["Arg", "Argen", "Argentine"],
  iceland: ["Ice", "Icel"],
  scandinavia: ["Scan", "Scand", "Scandi"],
  "great-britain": ["UK", "United Kingdom", "England"],
  "northern-europe": ["N. Europe", "North Europe", "N Eur", "N. Eur"],
  "western-europe": ["W. Europe", "West Europe", "W Eur", "W. Eur"],
  "southern-europe": ["S. Europe", "South Europe", "S Eur", "S. Eur"],
  ukraine: ["Ukr"],
  "north-africa": ["N. Africa", "N Afr", "NA", "N.A."],
  egypt: ["Egy"],
  "east-africa": ["E. Africa", "E Afr", "EA", "E.A."],
  congo: ["Kongo"],
  "south-africa": ["S. Africa", "S Afr", "SA", "S.A."],
  madagascar: ["Madag", "Mada", "Madagaskar"],
  siberia: ["Sib"],
  yakutsk: ["Yak", "Yakut"],
  kamchatka: ["Kam", "Kamch", "Kamchat", "Kamchatca"],
  irkutsk: ["Irk", "Irkut"],
  mongolia: ["Mong"],
  japan: ["Jpn"],
  afghanistan: ["Afg", "Afgh", "Afghan"],
  china: ["Chn"],
  "middle-east": ["ME", "M.E.", "Mid East", "Mid-East", "Middle E"],
  india: ["Ind"],
  siam: ["SE Asia", "S.E. Asia", "South East Asia"],
  indonesia: ["Indo", "Ind"],
  "new-guinea": ["NG", "N. Guinea", "N Guinea", "Guinea", "Papua"],
  "western-australia": ["W. Australia", "West Australia", "W Aus", "W. Aus", "WA", "Aus"],
  "eastern-australia": ["E. Australia", "East Australia", "E Aus", "E. Aus", "EA", "Aus"],
};

/** Continents: no order takes one, but a player may name one ("Place 2 in South America"); "SA" ties. */
export const CLASSIC_CONTINENT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "north-america": ["N. America", "N America", "NA", "N.A.", "NAm"],
  "south-america": ["S. America", "S America", "SA", "S.A.", "SAm"],
  europe: ["Eur"],
  africa: ["Afr"],
  asia: [],
  australia: ["Aus", "Oceania"],
};

/** Spellings that are also everyday words: they mean a territory only when written in capitals ("ME", not "me"). */
export const CAPITALS_ONLY: ReadonlySet<string> = new Set(["me"]);
