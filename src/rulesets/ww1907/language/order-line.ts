import { z } from "zod";
import { commandSchema } from "../commands.ts";

/**
 * One line read from bold text: a command; an error (the words it could not read, suggestions for typos);
 * text that is no order (ignored, with the reason); an ambiguous order (numbered readings, for `choose N`);
 * or a `choose N` picking a reading of a pending ambiguous order.
 */
export const orderLineSchema = z.union([
  z.object({ text: z.string(), ok: z.literal(true), command: commandSchema }),
  z.object({
    text: z.string(),
    ok: z.literal(false),
    ambiguous: z.literal(true),
    readings: z.array(commandSchema).min(2),
  }),
  z.object({ text: z.string(), ok: z.literal(false), error: z.string(), suggestions: z.array(z.string()) }),
  z.object({ text: z.string(), ignored: z.literal(true), reason: z.string() }),
  z.object({ text: z.string(), choose: z.number().int().positive() }),
]);
export type OrderLine = z.infer<typeof orderLineSchema>;

export type CommandLine = Extract<OrderLine, { command: unknown }>;
export type AmbiguousLine = Extract<OrderLine, { ambiguous: true }>;
export type ErrorLine = Extract<OrderLine, { error: string }>;
export type IgnoredLine = Extract<OrderLine, { ignored: true }>;
export type ChooseLine = Extract<OrderLine, { choose: number }>;

export const isCommandLine = (l: OrderLine): l is CommandLine => "command" in l;
export const isAmbiguousLine = (l: OrderLine): l is AmbiguousLine => "ambiguous" in l;
export const isErrorLine = (l: OrderLine): l is ErrorLine => "error" in l;
export const isIgnoredLine = (l: OrderLine): l is IgnoredLine => "ignored" in l;
export const isChooseLine = (l: OrderLine): l is ChooseLine => "choose" in l;

/** True for lines that make a post an order post: commands, errors and ambiguities (not ignored text or choose). */
export const isOrderLine = (l: OrderLine): boolean =>
  isCommandLine(l) || isAmbiguousLine(l) || isErrorLine(l);
