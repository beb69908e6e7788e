import type { BookView } from "../../../core/document-views.ts";
import type { ReceiptLine } from "../../../core/receipt-line.ts";
import type { MapGraph } from "../../../map/graph.ts";

/**
 * What World War 1907's documents read besides the state: the scenario's name and nations (in the scenario's order,
 * each with the player it is played by), the map's graph and the display names. The ruleset's views make one from
 * the game's map, its state and its players.
 */
export interface ViewContext {
  scenario: { name: string; nations: readonly { id: string; name: string; player: string }[] };
  graph: MapGraph;
  nameOf(id: string): string;
}

/** The game a status or report is about: its id and name, the deadline and the seed commitment of the open phase. */
export interface GameHead {
  id: string;
  name: string;
  deadline: string | null;
  commitment: string | null;
}

/** A nation's post in force as the summary shows it: where and when it was posted, and its lines not read. */
export interface NationPost {
  nation: string;
  postId: string | null;
  postedAt: string | null;
  /** Its orders that could not be read (unreadable, or still reading several ways): none was carried out. */
  notRead: readonly ReceiptLine[];
}

/** The posts of the phase that do not count, and the notes on the ones that do (W33), as the report lists them. */
export interface BookPosts {
  /** As the order book keeps them (`seat`: the nation whose player wrote it, null for none). */
  ignored: BookView["ignored"];
  notes: readonly { postId: string; nation: string; note: string }[];
}
