import { z } from "zod";
import type { GameStore } from "../../storage/game-store.ts";
import { ordersVisibilitySchema } from "../types.ts";

/**
 * A game's own settings of the issue #28 house rules, kept with the game (the store's settings, one JSON value per
 * game) and changed with `adjutant game set NAME VALUE`:
 * - `orders-visibility`: who sees who has ordered: `names` (default), `counts`, `hidden` (until the deadline);
 * - `rated`: whether the game counts for the ratings (default false); the GM decides before the game starts
 *   ("Ratings", house rules "Absent and returning players").
 */
export const gameSettingsSchema = z.object({
  "orders-visibility": ordersVisibilitySchema.default("names"),
  rated: z.boolean().default(false),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;
export type GameSettingName = keyof GameSettings;

/** The settings `game set` knows, with what each takes (for help and refusals). */
export const GAME_SETTINGS: Readonly<Record<GameSettingName, string>> = {
  "orders-visibility": "names | counts | hidden (who sees who has ordered; hidden: until the deadline)",
  rated: "true | false (the game counts for the ratings; only before it starts)",
};

const key = (gameId: string) => `game-settings:${gameId}`;

/** A game's settings (the defaults for a game that has none stored). */
export function gameSettings(store: GameStore, gameId: string): GameSettings {
  const raw = store.getSetting(key(gameId));
  if (raw === undefined) return gameSettingsSchema.parse({});
  const parsed = gameSettingsSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`the stored settings of game "${gameId}" cannot be read`);
  return parsed.data;
}

export function saveGameSettings(store: GameStore, gameId: string, settings: GameSettings): void {
  store.setSetting(key(gameId), JSON.stringify(settings));
}

/**
 * A setting's value as typed ("counts", "true") read with the schema: the settings after the change, or why not
 * (an unknown name, a value the setting does not take).
 */
export function readGameSetting(
  current: GameSettings,
  name: string,
  value: string,
): { ok: true; value: GameSettings } | { ok: false; error: string } {
  const known = Object.keys(GAME_SETTINGS) as GameSettingName[];
  const setting = known.find((k) => k === name.trim().toLowerCase());
  if (!setting) {
    return { ok: false, error: `no setting "${name}": the settings are ${known.join(", ")}` };
  }
  const typed = value.trim().toLowerCase();
  const raw: unknown =
    setting === "rated" ? (typed === "true" ? true : typed === "false" ? false : typed) : typed;
  const parsed = gameSettingsSchema.safeParse({ ...current, [setting]: raw });
  if (!parsed.success) {
    return {
      ok: false,
      error: `"${value}" is not a value of ${setting}: it takes ${GAME_SETTINGS[setting]}`,
    };
  }
  return { ok: true, value: parsed.data };
}
