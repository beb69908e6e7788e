import { type Block, type Document, list, para } from "../../presenters/document.ts";
import type { GameRow, PhaseRow } from "../../storage/rows.ts";
import type { Kit } from "./kit.ts";
import { stepSchema, windowSteps } from "./log.ts";
import { orderBook } from "./order-book.ts";
import { lineText, receiptLines } from "./receipts.ts";
import { eventLines, seatName, waitingText } from "./words.ts";

/** The game's standing (or one seat's) in the ruleset's words, with the window, whom it waits for and the seed. */
export function statusDocument<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  phase: PhaseRow | undefined,
  state: S,
  seat?: string,
  deadline: string | null = null,
): Document {
  const w = kit.ruleset.waiting(state);
  return {
    title: `${game.name}: ${w.over ? "game over" : kit.ruleset.words.windowTitle(w.window)}`,
    blocks: [
      ...kit.ruleset.words.status(state, seat),
      para(`Waiting for: ${waitingText(kit, state, deadline)}.`),
      ...(phase
        ? [
            para(
              `Seed commitment for ${kit.ruleset.words.windowTitle(phase.phase)}: ${phase.seed_commitment}`,
            ),
          ]
        : []),
    ],
  };
}

/** A seat's orders in force in the open window, each with its verdict. */
export async function ordersBlocks<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  phase: PhaseRow | undefined,
  state: S,
  seat: string,
): Promise<Block[]> {
  const name = seatName(kit, state, seat);
  if (kit.ruleset.timing === "sequential" || !phase) {
    return [para(`${name}: every order is carried out as soon as it is posted; nothing waits in force.`)];
  }
  const entry = (await orderBook(kit, gameId, phase, state)).inForce.find((p) => p.seat === seat);
  if (!entry) return [para(`${name} has no orders in force.`)];
  const lines = receiptLines(kit, state, entry.lines, entry.verdicts);
  return [para(`${name}: post ${entry.postId} is in force:`), list(lines.map((l) => [lineText(l)]))];
}

/** How many of a list's latest posts the GM's report shows unless asked for all (`report --all`). */
const REPORT_LATEST = 10;

/** What the GM's report (its document and its JSON) lists of a list of posts: its latest, or every one with `all`. */
function shownOf<T>(items: readonly T[], all: boolean): readonly T[] {
  return all ? items : items.slice(-REPORT_LATEST);
}

/**
 * The GM's report: the standing, then per seat the post in force with its verdicts, the posts ignored and why, the
 * notes on posts that count, the log.
 */
export async function reportDocument<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  phase: PhaseRow | undefined,
  state: S,
  deadline: string | null = null,
  all = false,
): Promise<Document> {
  const blocks: Block[] = [...statusDocument(kit, game, phase, state, undefined, deadline).blocks];
  if (kit.ruleset.timing === "simultaneous" && phase) {
    const book = await orderBook(kit, game.id, phase, state, { full: true });
    for (const s of kit.ruleset.seats(state))
      blocks.push(...(await ordersBlocks(kit, game.id, phase, state, s.id)));
    if (book.ignored.length > 0) {
      // the latest ones, and how many came before (a busy window's list grows with every post): `all` lists each
      const shown = shownOf(book.ignored, all);
      const earlier = book.ignored.length - shown.length;
      blocks.push(
        para(
          earlier > 0
            ? `Posts that do not count (the latest ${shown.length}; ${earlier} earlier, listed by report --all):`
            : "Posts that do not count:",
        ),
      );
      blocks.push(list(shown.map((i) => [`post ${i.postId} (${i.author}): ${i.reason}`])));
    }
    if (book.notes.length > 0) {
      // posts that count, with what the GM is told of them (a moderator's edit, a choose: W33)
      const shown = shownOf(book.notes, all);
      const earlier = book.notes.length - shown.length;
      blocks.push(
        para(
          earlier > 0
            ? `Notes (the latest ${shown.length}; ${earlier} earlier, listed by report --all):`
            : "Notes:",
        ),
      );
      blocks.push(list(shown.map((n) => [`post ${n.postId}: ${n.note}`])));
    }
  }
  const lines = await windowLog(kit, game.id, phase, state);
  blocks.push(
    para("This window so far:"),
    lines.length > 0 ? list(lines.map((l) => [l])) : para("nothing yet"),
  );
  return { title: "Game report", blocks };
}

/** What happened in the open window so far, one sentence per event (undone steps left out). */
export async function windowLog<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  gameId: string,
  phase: PhaseRow | undefined,
  state: S,
): Promise<string[]> {
  if (!phase) return [];
  const schema = stepSchema(kit.ruleset.schemas.command, kit.ruleset.schemas.event);
  return (await windowSteps(kit.store, gameId, schema, phase.seq)).flatMap((s) =>
    eventLines(kit, s.entry.events, state),
  );
}

/**
 * `report --json`: the window, whom it waits for, per seat the post in force and each order's verdict, the posts
 * ignored, the notes on posts that count. As in the report's document, the ignored posts and the notes are each the
 * latest `REPORT_LATEST` with a count of them all (`ignoredCount`, `notesCount`), or every one with `all`.
 */
export async function reportJson<S, C, E, R>(
  kit: Kit<S, C, E, R>,
  game: GameRow,
  phase: PhaseRow | undefined,
  state: S,
  all = false,
): Promise<unknown> {
  const book =
    phase && kit.ruleset.timing === "simultaneous"
      ? await orderBook(kit, game.id, phase, state, { full: true })
      : null;
  return {
    game: { id: game.id, name: game.name, ruleset: game.ruleset },
    window: phase?.phase ?? null,
    waiting: kit.ruleset.waiting(state),
    seats: (book?.inForce ?? []).map((p) => ({
      seat: p.seat,
      postId: p.postId,
      orders: receiptLines(kit, state, p.lines, p.verdicts),
    })),
    ignored: shownOf(book?.ignored ?? [], all),
    ignoredCount: book?.ignored.length ?? 0,
    notes: shownOf(book?.notes ?? [], all),
    notesCount: book?.notes.length ?? 0,
    log: await windowLog(kit, game.id, phase, state),
  };
}

/** The map: the ruleset's picture, else the standing as lines of text. */
export function pictureSvg<S, C, E, R>(kit: Kit<S, C, E, R>, state: S): string {
  if (kit.ruleset.picture) return kit.ruleset.picture(state);
  const json = JSON.stringify(kit.ruleset.words.statusJson(state), null, 1).split("\n").slice(0, 40);
  const esc = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const rows = json.map(
    (l, n) => `<text x="10" y="${20 + n * 16}" font-size="13" font-family="DejaVu Sans">${esc(l)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="${40 + json.length * 16}"><rect width="100%" height="100%" fill="white"/>${rows.join("")}</svg>`;
}
