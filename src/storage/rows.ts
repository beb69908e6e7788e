import { z } from "zod";

/** Stored rows, validated with zod when read back (a corrupt or hand-edited database gives a clear error). */

const jsonText = <T extends z.ZodType>(schema: T) =>
  z.string().transform((text, ctx): z.infer<T> => {
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: "custom", message: `stored JSON does not match: ${parsed.error.message}` });
    } catch {
      ctx.addIssue({ code: "custom", message: "stored JSON cannot be read" });
    }
    return z.NEVER;
  });

export const gameRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  ruleset: z.string(),
  scenario_ref: z.string(),
  scenario_json: jsonText(z.unknown()),
  rulings_json: jsonText(z.record(z.string(), z.unknown())),
  forum_url: z.string().nullable(),
  forum_platform: z.string().nullable(),
  discord_channel_id: z.string().nullable(),
  gm_secret: z.string(),
  created_at: z.string(),
  /** IANA time zone of the forum's printed times (null: the page's own zone, else UTC). */
  forum_timezone: z.string().nullable(),
  /** Posts written before this time are never orders of this game (its first phase opens here). */
  starts_at: z.string(),
});
export type GameRow = z.infer<typeof gameRowSchema>;

export const playerRowSchema = z.object({
  game_id: z.string(),
  nation: z.string(),
  forum_name: z.string().nullable(),
  discord_user_id: z.string().nullable(),
  aliases_json: jsonText(z.array(z.string())),
});
export type PlayerRow = z.infer<typeof playerRowSchema>;

export const postRowSchema = z.object({
  game_id: z.string(),
  source: z.enum(["forum", "discord", "console"]),
  post_id: z.string(),
  platform: z.string(),
  author_name: z.string(),
  author_id: z.string().nullable(),
  posted_at: z.string().nullable(),
  first_seen_at: z.string(),
  last_seen_at: z.string(),
  text_hash: z.string(),
  normalized_text: z.string(),
  parsed_json: jsonText(z.unknown()),
  raw: z.string().nullable(),
  edited_json: jsonText(z.unknown()).nullable(),
  deleted_at: z.string().nullable(),
  seq: z.number().int(),
  /** posted_at in milliseconds since 1970 (derived by the database, indexed), null without a readable date. */
  posted_ms: z.number().int().nullable().optional(),
});
export type PostRow = z.infer<typeof postRowSchema>;

/** The hash of an edited post's latest text, read with the post's row (`GameStore.recordPosts`); null when none. */
export const lastChangeHashSchema = z.object({ last_change_hash: z.string().nullable() });

/**
 * The columns of a post an order book reads (`GameStore.listBookPostsSince`), validated as in `postRowSchema`: a
 * phase's posts are read without their raw and normalized text, which the book never looks at.
 */
export const bookPostRowSchema = postRowSchema.pick({
  source: true,
  post_id: true,
  author_name: true,
  parsed_json: true,
  edited_json: true,
  deleted_at: true,
  seq: true,
});
export type BookPostRow = z.infer<typeof bookPostRowSchema>;

export const phaseRowSchema = z.object({
  game_id: z.string(),
  seq: z.number().int(),
  year: z.number().int(),
  phase: z.string(),
  seed_commitment: z.string(),
  seed: z.string().nullable(),
  opened_at: z.string(),
  closes_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  /**
   * When the phase stopped taking posts: set at its first resolution (the deadline, or the resolution time if
   * earlier) and kept through undo, so a reopened phase never takes the next phase's posts.
   */
  window_closed_at: z.string().nullable(),
  /** When the phase was first resolved: the next phase opens here, whatever undo and re-resolution do later. */
  first_resolved_at: z.string().nullable(),
});
export type PhaseRow = z.infer<typeof phaseRowSchema>;

/**
 * What PostgreSQL reads with a game's row at a use case's first look at the game (`GameStore.getGame` in a
 * `reading`): its last event number, its open phase (JSON of the row, or null) and its players (a JSON array, or null
 * for none), each validated as its own row is.
 */
export const gameContextColumnsSchema = z.object({
  context_last_event: z.number().int(),
  context_open_phase: jsonText(phaseRowSchema).nullable(),
  context_players: jsonText(z.array(playerRowSchema)).nullable(),
});

/** The posts change mark as a column of another read (`SqlDatabase.changeMarkColumn`): a count. */
export const changeMarkValueSchema = z.number().int().nullable();

/** A settings value as read (null: the setting is not set). */
export const settingValueSchema = z.string().nullable();

/** A settings row (`GameStore.getSettings`). */
export const settingRowSchema = z.object({ key: z.string(), value: z.string() });

export const eventRowSchema = z.object({
  game_id: z.string(),
  seq: z.number().int(),
  kind: z.string(),
  actor: z.string(),
  reason: z.string().nullable(),
  payload_json: jsonText(z.unknown()),
  created_at: z.string(),
});
export type EventRow = z.infer<typeof eventRowSchema>;
