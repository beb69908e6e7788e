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

/**
 * Every setting of a game, as `game show` lists them and `game set NAME VALUE` changes them: the two above, and the
 * absent players' two, kept in the game's absence record (`src/game/absence/`):
 * - `vacation-days`: vacation days a player may take per 365 days (default 10; 0: the GM refuses vacations);
 * - `civil-disorder-after`: deadlines missed in a row before a seat falls into civil disorder (default 2; 0: never).
 */
export interface AllGameSettings extends GameSettings {
  "vacation-days": number;
  "civil-disorder-after": number;
}
export type AnySettingName = keyof AllGameSettings;

/** The settings `game set` knows, with what each takes (for help and refusals). */
export const GAME_SETTINGS: Readonly<Record<AnySettingName, string>> = {
  "orders-visibility": "names | counts | hidden (who sees who has ordered; hidden: until the deadline)",
  rated: "true | false (the game counts for the ratings; only before it starts)",
  "vacation-days":
    "0 to 365 (vacation days a player may take per 365 days; 0: vacations refused; default 10)",
  "civil-disorder-after":
    "0 to 50 (deadlines missed in a row before a seat falls into civil disorder; 0: never; default 2)",
};

/** The absent players' settings among them (kept in the absence record), by the record's field. */
export const ABSENCE_SETTINGS = {
  "vacation-days": "vacationDays",
  "civil-disorder-after": "disorderAfter",
} as const;

/** A setting's name as typed ("Vacation-Days"), or why it is no setting. */
export function settingName(
  name: string,
): { ok: true; value: AnySettingName } | { ok: false; error: string } {
  const known = Object.keys(GAME_SETTINGS) as AnySettingName[];
  const setting = known.find((k) => k === name.trim().toLowerCase());
  return setting
    ? { ok: true, value: setting }
    : { ok: false, error: `no setting "${name}": the settings are ${known.join(", ")}` };
}

/** A whole number typed for one of the absent players' settings, or why not. */
export function readWholeSetting(
  name: keyof typeof ABSENCE_SETTINGS,
  value: string,
): { ok: true; value: number } | { ok: false; error: string } {
  const typed = value.trim();
  const n = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  return Number.isInteger(n)
    ? { ok: true, value: n }
    : { ok: false, error: `"${value}" is not a value of ${name}: it takes ${GAME_SETTINGS[name]}` };
}

const key = (gameId: string) => `game-settings:${gameId}`;

/** A game's settings (the defaults for a game that has none stored). */
export async function gameSettings(store: GameStore, gameId: string): Promise<GameSettings> {
  const raw = await store.getSetting(key(gameId));
  if (raw === undefined) return gameSettingsSchema.parse({});
  const parsed = gameSettingsSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`the stored settings of game "${gameId}" cannot be read`);
  return parsed.data;
}

export async function saveGameSettings(
  store: GameStore,
  gameId: string,
  settings: GameSettings,
): Promise<void> {
  await store.setSetting(key(gameId), JSON.stringify(settings));
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
  const named = settingName(name);
  if (!named.ok) return named;
  const setting = named.value;
  if (setting === "vacation-days" || setting === "civil-disorder-after") {
    return { ok: false, error: `${setting} is kept with the game's absent players, not here` };
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
