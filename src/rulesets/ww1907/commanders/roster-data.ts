/**
 * The preset roster of World War 1907 (W23): for each of the eight nations, historical generals and admirals of
 * the era (c. 1900–1918), each with a rulebook-style title and traits fixed in data (W24 catalogue,
 * `src/rulesets/ww1907/commanders/traits.ts`). Awards are drawn from here with the phase's seeded generator. The five
 * generals of the opening table (Brusilov, Falkenhayn, Kitchener, Liman von Sanders, Montojo, Diaz) keep their
 * exact rulebook traits. Plain data: validated by zod when loaded (`loadRoster`).
 */

type T =
  | { kind: "attack-dice"; dice: number }
  | { kind: "defence-dice"; dice: number }
  | { kind: "home-attack-dice"; dice: number }
  | { kind: "extra-free-move"; moves: number }
  | { kind: "spawn-division"; where: "occupied" | "end-province" }
  | { kind: "survive-loss"; chance: number }
  | { kind: "naval-attack-dice"; dice: number }
  | { kind: "naval-defence-dice"; dice: number }
  | { kind: "extra-sea-move"; zones: number };

/** One roster entry as written in data (validated against `commanderProfileSchema` at load). */
export interface RosterEntry {
  id: string;
  name: string;
  kind: "general" | "admiral";
  nation: string;
  title: string;
  traits: T[];
}

const atk = (dice = 1): T => ({ kind: "attack-dice", dice });
const def = (dice = 1): T => ({ kind: "defence-dice", dice });
const home = (dice = 2): T => ({ kind: "home-attack-dice", dice });
const move = (moves = 1): T => ({ kind: "extra-free-move", moves });
const spawn = (where: "occupied" | "end-province"): T => ({ kind: "spawn-division", where });
const survive = (chance = 0.5): T => ({ kind: "survive-loss", chance });
const navAtk = (dice = 1): T => ({ kind: "naval-attack-dice", dice });
const navDef = (dice = 1): T => ({ kind: "naval-defence-dice", dice });
const sea = (zones = 1): T => ({ kind: "extra-sea-move", zones });

function general(nation: string, id: string, name: string, title: string, traits: T[]): RosterEntry {
  return { id, name, kind: "general", nation, title, traits };
}

function admiral(nation: string, id: string, name: string, title: string, traits: T[]): RosterEntry {
  return { id, name, kind: "admiral", nation, title, traits };
}

/** The built-in roster, nation by nation, generals then admirals. */
export const rosterData: RosterEntry[] = [
  // Russian Empire
  general("russia", "aleksei-brusilov", "Aleksei Brusilov", "Fast Moving", [atk(), move()]),
  general("russia", "mikhail-alekseyev", "Mikhail Alekseyev", "Chief of Staff", [def(), move()]),
  general("russia", "alexander-samsonov", "Alexander Samsonov", "Bold Advance", [atk()]),
  general("russia", "paul-von-rennenkampf", "Paul von Rennenkampf", "Cautious Cavalryman", [
    def(),
    survive(),
  ]),
  general("russia", "nikolai-yudenich", "Nikolai Yudenich", "Caucasus Victor", [atk(), home()]),
  general("russia", "lavr-kornilov", "Lavr Kornilov", "Daring Escape", [atk(), survive()]),
  general("russia", "nikolai-ivanov", "Nikolai Ivanov", "Steady Front", [def(), spawn("end-province")]),
  admiral("russia", "alexander-kolchak", "Alexander Kolchak", "Minelayer", [navDef(), sea()]),
  admiral("russia", "nikolai-von-essen", "Nikolai von Essen", "Baltic Reformer", [navAtk(), navDef()]),
  admiral("russia", "stepan-makarov", "Stepan Makarov", "Fighting Admiral", [navAtk()]),
  admiral("russia", "andrei-eberhardt", "Andrei Eberhardt", "Black Sea Raider", [navAtk(), sea()]),
  // German Empire
  general("germany", "erich-von-falkenhayn", "Erich von Falkenhayn", "Offensive Attrition", [
    atk(),
    spawn("occupied"),
  ]),
  general("germany", "paul-von-hindenburg", "Paul von Hindenburg", "Victor of Tannenberg", [atk(), def()]),
  general("germany", "erich-ludendorff", "Erich Ludendorff", "Storm Tactics", [atk(2)]),
  general("germany", "august-von-mackensen", "August von Mackensen", "Breakthrough", [atk(), move()]),
  general("germany", "helmuth-von-moltke", "Helmuth von Moltke", "Great General Staff", [move()]),
  general("germany", "rupprecht-of-bavaria", "Rupprecht of Bavaria", "Crown Prince's Army", [
    def(),
    spawn("end-province"),
  ]),
  general("germany", "otto-von-below", "Otto von Below", "Infiltrator", [atk(), survive()]),
  admiral("germany", "alfred-von-tirpitz", "Alfred von Tirpitz", "Father of the Fleet", [navDef(2)]),
  admiral("germany", "reinhard-scheer", "Reinhard Scheer", "High Seas Fleet", [navAtk(), navDef()]),
  admiral("germany", "franz-von-hipper", "Franz von Hipper", "Battlecruiser Raider", [navAtk(), sea()]),
  admiral("germany", "maximilian-von-spee", "Maximilian von Spee", "East Asia Squadron", [
    navAtk(),
    survive(),
  ]),
  // French Third Republic
  general("france", "joseph-joffre", "Joseph Joffre", "Miracle of the Marne", [def(), home()]),
  general("france", "ferdinand-foch", "Ferdinand Foch", "Attaque à Outrance", [atk(2)]),
  general("france", "philippe-petain", "Philippe Pétain", "They Shall Not Pass", [def(2)]),
  general("france", "robert-nivelle", "Robert Nivelle", "Creeping Barrage", [atk()]),
  general("france", "joseph-gallieni", "Joseph Gallieni", "Taxis of the Marne", [move(), home()]),
  general("france", "louis-franchet-d-esperey", "Louis Franchet d'Espèrey", "Desperate Frankie", [
    atk(),
    move(),
  ]),
  admiral("france", "augustin-boue-de-lapeyrere", "Augustin Boué de Lapeyrère", "Mediterranean Command", [
    navAtk(),
    navDef(),
  ]),
  admiral("france", "dominique-marie-gauchet", "Dominique-Marie Gauchet", "Otranto Barrage", [navDef()]),
  admiral("france", "louis-dartige-du-fournet", "Louis Dartige du Fournet", "Rescuer of Musa Dagh", [
    sea(),
    survive(),
  ]),
  admiral("france", "emile-guepratte", "Émile Guépratte", "Fire Eater", [navAtk()]),
  // United Kingdom
  general("uk", "herbert-kitchener", "Herbert Kitchener", "Strategic", [atk(), survive(0.5)]),
  general("uk", "douglas-haig", "Douglas Haig", "Big Push", [atk(), spawn("end-province")]),
  general("uk", "john-french", "John French", "Old Contemptibles", [def()]),
  general("uk", "edmund-allenby", "Edmund Allenby", "Bull", [atk(), move()]),
  general("uk", "horace-smith-dorrien", "Horace Smith-Dorrien", "Le Cateau Stand", [def(), survive()]),
  general("uk", "herbert-plumer", "Herbert Plumer", "Bite and Hold", [def(), atk()]),
  general("uk", "ian-hamilton", "Ian Hamilton", "Gallipoli Landings", [atk()]),
  admiral("uk", "john-jellicoe", "John Jellicoe", "Grand Fleet", [navDef(2)]),
  admiral("uk", "david-beatty", "David Beatty", "Battlecruiser Squadron", [navAtk(), sea()]),
  admiral("uk", "john-fisher", "John Fisher", "Dreadnought", [navAtk(), navDef()]),
  admiral("uk", "doveton-sturdee", "Doveton Sturdee", "Victor of the Falklands", [navAtk()]),
  // Austria-Hungary
  general("austria-hungary", "franz-conrad-von-hotzendorf", "Franz Conrad von Hötzendorf", "Grand Designs", [
    atk(),
  ]),
  general("austria-hungary", "svetozar-boroevic", "Svetozar Boroević", "Knight of the Isonzo", [def(2)]),
  general("austria-hungary", "oskar-potiorek", "Oskar Potiorek", "Balkan Offensive", [atk(), survive()]),
  general("austria-hungary", "archduke-friedrich", "Archduke Friedrich", "Supreme Commander", [
    def(),
    spawn("end-province"),
  ]),
  general("austria-hungary", "viktor-dankl", "Viktor Dankl", "Victor of Kraśnik", [atk(), home()]),
  general(
    "austria-hungary",
    "arthur-arz-von-straussenburg",
    "Arthur Arz von Straußenburg",
    "Mountain Warfare",
    [def(), move()],
  ),
  admiral("austria-hungary", "anton-haus", "Anton Haus", "Fleet in Being", [navDef(2)]),
  admiral("austria-hungary", "miklos-horthy", "Miklós Horthy", "Otranto Raider", [navAtk(), sea()]),
  admiral("austria-hungary", "maximilian-njegovan", "Maximilian Njegovan", "Adriatic Command", [navDef()]),
  admiral("austria-hungary", "rudolf-montecuccoli", "Rudolf Montecuccoli", "Naval Builder", [
    navAtk(),
    navDef(),
  ]),
  // Ottoman Empire
  general("ottoman", "otto-liman-von-sanders", "Otto Liman von Sanders", "Profficient Trainer", [
    def(),
    spawn("end-province"),
  ]),
  general("ottoman", "enver-pasha", "Enver Pasha", "Pan-Turanian Dream", [atk(), move()]),
  general("ottoman", "mustafa-kemal", "Mustafa Kemal", "Hero of Anafarta", [def(), atk()]),
  general("ottoman", "cemal-pasha", "Cemal Pasha", "Suez Expedition", [atk()]),
  general("ottoman", "kazim-karabekir", "Kâzım Karabekir", "Eastern Front", [atk(), home()]),
  general("ottoman", "colmar-von-der-goltz", "Colmar von der Goltz", "Siege of Kut", [def(), survive()]),
  admiral("ottoman", "wilhelm-souchon", "Wilhelm Souchon", "Pursuit of Goeben", [navAtk(), sea()]),
  admiral("ottoman", "rauf-orbay", "Rauf Orbay", "Hamidiye Raider", [navAtk(), survive()]),
  admiral("ottoman", "hubert-von-rebeur-paschwitz", "Hubert von Rebeur-Paschwitz", "Dardanelles Sortie", [
    navAtk(),
  ]),
  admiral("ottoman", "hasan-rami-pasha", "Hasan Rami Pasha", "Straits Defender", [navDef(2)]),
  // Spain
  general("spain", "patricio-montojo", "Patricio Montojo", "Offensive Commander", [atk()]),
  general("spain", "valeriano-weyler", "Valeriano Weyler", "Reconcentration", [def(), spawn("end-province")]),
  general("spain", "damaso-berenguer", "Dámaso Berenguer", "Regulares", [atk(), move()]),
  general("spain", "jose-sanjurjo", "José Sanjurjo", "Alhucemas Landing", [atk(), survive()]),
  general("spain", "manuel-fernandez-silvestre", "Manuel Fernández Silvestre", "Reckless Advance", [atk(2)]),
  general("spain", "miguel-primo-de-rivera", "Miguel Primo de Rivera", "Iron Surgeon", [def(), home()]),
  admiral("spain", "pascual-cervera", "Pascual Cervera", "Sortie from Santiago", [navDef(), survive()]),
  admiral("spain", "augusto-miranda", "Augusto Miranda", "Naval Programme", [navDef(2)]),
  admiral("spain", "jose-ferrandiz", "José Ferrándiz", "Ferrándiz Law", [navAtk(), navDef()]),
  admiral("spain", "juan-bautista-aznar", "Juan Bautista Aznar", "Cartagena Command", [navAtk(), sea()]),
  // Italy
  general("italy", "armando-diaz", "Armando Diaz", "Offensive Genius", [atk(), home(2)]),
  general("italy", "luigi-cadorna", "Luigi Cadorna", "Eleven Offensives", [atk(), spawn("occupied")]),
  general("italy", "luigi-capello", "Luigi Capello", "Bainsizza Plateau", [atk()]),
  general(
    "italy",
    "emanuele-filiberto-duke-of-aosta",
    "Emanuele Filiberto, Duke of Aosta",
    "Undefeated Duke",
    [def(), survive()],
  ),
  general("italy", "pietro-badoglio", "Pietro Badoglio", "Monte Sabotino", [atk(), move()]),
  general("italy", "gaetano-giardino", "Gaetano Giardino", "Defender of Grappa", [def(), home()]),
  admiral("italy", "paolo-thaon-di-revel", "Paolo Thaon di Revel", "Adriatic Strategist", [
    navDef(),
    navAtk(),
  ]),
  admiral(
    "italy",
    "luigi-amedeo-duke-of-the-abruzzi",
    "Luigi Amedeo, Duke of the Abruzzi",
    "Explorer Admiral",
    [sea(), navAtk()],
  ),
  admiral("italy", "luigi-rizzo", "Luigi Rizzo", "Sinker of Szent István", [navAtk(2)]),
  admiral("italy", "umberto-cagni", "Umberto Cagni", "Polar Veteran", [navDef(), survive()]),
];
