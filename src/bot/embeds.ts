import type { APIEmbed, APIEmbedField } from "discord.js";
import { ordersInLine } from "../game/status-lines.ts";
import type { OrdersIn, Receipt, ReceiptLine } from "../game/types.ts";
import type { Document } from "../presenters/document.ts";
import { render, splitForLimit } from "../presenters/render.ts";

/** Discord's embed limits (discord-api-docs, resources/message "Embed Limits"). */
export const EMBED_LIMITS = {
  title: 256,
  description: 4096,
  fieldName: 256,
  fieldValue: 1024,
  fields: 25,
  /** Sum of every title, description, field name/value, footer and author name of all embeds of one message. */
  total: 6000,
  embedsPerMessage: 10,
} as const;

/** Embed colours: green when every order was taken, amber when some were not, blue for information. */
export const COLOURS = { ok: 0x2e8b57, warning: 0xe0a020, info: 0x3b6fb6 } as const;

/** Cuts a string to a limit, marking the cut with an ellipsis. */
export function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

/** The characters an embed counts towards the 6,000 total. */
export function embedSize(embed: APIEmbed): number {
  let size = (embed.title ?? "").length + (embed.description ?? "").length;
  size += (embed.footer?.text ?? "").length + (embed.author?.name ?? "").length;
  for (const f of embed.fields ?? []) size += f.name.length + f.value.length;
  return size;
}

/**
 * Packs text into chunks of at most `limit` characters: whole blocks where they fit; a fenced code block that is
 * too long is cut at line ends and each piece fenced again, other long text is cut by {@link splitForLimit}.
 */
export function packBlocks(blocks: readonly string[], limit: number): string[] {
  const pieces: string[] = [];
  for (const block of blocks) {
    if (block.length <= limit) pieces.push(block);
    else if (block.startsWith("```")) pieces.push(...splitFence(block, limit));
    else pieces.push(...splitForLimit(block, limit));
  }
  const chunks: string[] = [];
  let current = "";
  for (const piece of pieces) {
    const joined = current ? `${current}\n\n${piece}` : piece;
    if (joined.length <= limit) current = joined;
    else {
      if (current) chunks.push(current);
      current = piece;
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function splitFence(block: string, limit: number): string[] {
  const lines = block
    .replace(/^```[^\n]*\n?/, "")
    .replace(/\n?```\s*$/, "")
    .split("\n");
  const room = limit - 8;
  const out: string[] = [];
  let current: string[] = [];
  let size = 0;
  for (const raw of lines) {
    const line = raw.length > room ? raw.slice(0, room) : raw;
    if (size + line.length + 1 > room && current.length > 0) {
      out.push(`\`\`\`\n${current.join("\n")}\n\`\`\``);
      current = [];
      size = 0;
    }
    current.push(line);
    size += line.length + 1;
  }
  if (current.length > 0) out.push(`\`\`\`\n${current.join("\n")}\n\`\`\``);
  return out;
}

/**
 * A document as Discord embeds, each within the limits: the title on the first embed (cut to 256 characters), the
 * Markdown of the blocks packed into descriptions of at most 4,096 characters, never cutting a block that fits.
 */
export function documentToEmbeds(doc: Document, colour: number = COLOURS.info): APIEmbed[] {
  const blocks = doc.blocks.map((block) => render({ blocks: [block] }, "markdown").trimEnd());
  const chunks = packBlocks(
    blocks.filter((b) => b.length > 0),
    EMBED_LIMITS.description,
  );
  const title = doc.title ? clip(doc.title, EMBED_LIMITS.title) : undefined;
  if (chunks.length === 0) return [{ ...(title ? { title } : { description: "(empty)" }), color: colour }];
  return chunks.map((description, n) => ({
    ...(n === 0 && title ? { title } : {}),
    description,
    color: colour,
  }));
}

/**
 * Groups embeds into messages: at most 10 embeds and 6,000 characters a message. Every embed given must itself be
 * within the per-embed limits (as the builders here make them).
 */
export function groupEmbeds(embeds: readonly APIEmbed[]): APIEmbed[][] {
  const messages: APIEmbed[][] = [];
  let current: APIEmbed[] = [];
  let size = 0;
  for (const embed of embeds) {
    const n = embedSize(embed);
    if (
      current.length > 0 &&
      (size + n > EMBED_LIMITS.total || current.length >= EMBED_LIMITS.embedsPerMessage)
    ) {
      messages.push(current);
      current = [];
      size = 0;
    }
    current.push(embed);
    size += n;
  }
  if (current.length > 0) messages.push(current);
  return messages;
}

const OUTCOME_MARK: Record<ReceiptLine["outcome"], string> = {
  accepted: "✅",
  rejected: "❌",
  unreadable: "❓",
  ambiguous: "❓",
  ignored: "➖",
};

/** True when every line of a receipt was taken (or was no order at all) and none was rejected. */
export function receiptAllAccepted(receipt: Receipt): boolean {
  return (
    receipt.rejected === 0 && receipt.lines.every((l) => l.outcome === "accepted" || l.outcome === "ignored")
  );
}

function escapeMarkdown(text: string): string {
  return text.replace(/([\\*_~`|>#[\]])/g, "\\$1");
}

/** One receipt line as Markdown: mark, the order as read, and the reason when it was not taken. */
export function receiptLineText(line: ReceiptLine): string {
  const order = escapeMarkdown(line.canonical ?? line.text);
  const rule = line.rule && !line.message.includes(line.rule) ? ` (${line.rule})` : "";
  let text = `${OUTCOME_MARK[line.outcome]} **${order}**`;
  if (line.outcome !== "accepted" || line.message) text += ` — ${escapeMarkdown(line.message)}${rule}`;
  if (line.readings?.length) text += `\n  readings: ${line.readings.map(escapeMarkdown).join(" / ")}`;
  if (line.suggestions?.length)
    text += `\n  did you mean: ${line.suggestions.map(escapeMarkdown).join(", ")}`;
  return clip(text, EMBED_LIMITS.description);
}

/** A supply group's provinces, the first few by name: "moscow, kiev, warsaw, riga +22 more". */
function provinceList(provinces: readonly string[]): string {
  if (provinces.length === 0) return "(none)";
  const shown = provinces.slice(0, 4).join(", ");
  return provinces.length > 4 ? `${shown} +${provinces.length - 4} more` : shown;
}

function supplyFields(receipt: Receipt): APIEmbedField[] {
  const fields = receipt.supply.map((group) => ({
    name: clip(`Supply: ${provinceList(group.provinces)}`, EMBED_LIMITS.fieldName),
    value: `${group.left} of ${group.spendable} pp left`,
    inline: true,
  }));
  const room = EMBED_LIMITS.fields;
  if (fields.length <= room) return fields;
  const rest = receipt.supply.slice(room - 1);
  return [
    ...fields.slice(0, room - 1),
    {
      name: `${rest.length} more supply groups`,
      value: clip(
        rest.map((g) => `${g.provinces[0] ?? "?"}…: ${g.left}/${g.spendable} pp`).join("\n"),
        EMBED_LIMITS.fieldValue,
      ),
      inline: false,
    },
  ];
}

/**
 * The bot's answer to an order post: each order accepted or rejected with its reason, and pp left per supply group
 * (W4), as embeds within Discord's limits (long receipts continue in further embeds).
 */
export function receiptEmbeds(receipt: Receipt): APIEmbed[] {
  const allOk = receiptAllAccepted(receipt);
  const colour = allOk ? COLOURS.ok : COLOURS.warning;
  // A sequential game's receipt also tells what the orders did (every throw) and whose turn it is.
  if (receipt.waiting !== undefined) return documentToEmbeds(receipt.document, colour);
  const head = `${receipt.accepted} accepted, ${receipt.rejected} rejected${
    receipt.replaces ? " · replaces your earlier order post" : ""
  }`;
  const chunks = packBlocks([head, ...receipt.lines.map(receiptLineText)], EMBED_LIMITS.description);
  const title = clip(`Orders of ${receipt.nationName} · receipt ${receipt.receiptId}`, EMBED_LIMITS.title);
  const embeds: APIEmbed[] = chunks.map((description, n) => ({
    ...(n === 0 ? { title, ...(receipt.pageUrl ? { url: receipt.pageUrl } : {}) } : {}),
    description: description.replace(/\n\n/g, "\n"),
    color: colour,
  }));
  const fields = supplyFields(receipt);
  const last = embeds.at(-1);
  if (last && fields.length > 0) {
    if (
      embedSize(last) + fields.reduce((n, f) => n + f.name.length + f.value.length, 0) <=
      EMBED_LIMITS.total
    )
      last.fields = fields;
    else embeds.push({ title: "pp left per supply group", fields, color: colour });
  }
  return embeds;
}

/**
 * Who has ordered as an embed field ("Orders in": "3 of 7 (Austria-Hungary, France and Italy)"), as the game's
 * `orders-visibility` lets it show (issue #28); added to the first embed of `/status`.
 */
export function ordersInField(orders: OrdersIn): APIEmbedField {
  const line = ordersInLine(orders).replace(/^Orders in: /, "");
  return { name: "Orders in", value: clip(line, EMBED_LIMITS.fieldValue), inline: false };
}

/** Embeds with a field added to the first one (a new embed when the first has no room left). */
export function withField(embeds: readonly APIEmbed[], field: APIEmbedField): APIEmbed[] {
  const [first, ...rest] = embeds;
  if (!first) return [{ fields: [field], color: COLOURS.info }];
  const fields = [...(first.fields ?? []), field];
  const grown = { ...first, fields };
  if (fields.length <= EMBED_LIMITS.fields && embedSize(grown) <= EMBED_LIMITS.total) return [grown, ...rest];
  return [first, ...rest, { fields: [field], color: first.color ?? COLOURS.info }];
}
