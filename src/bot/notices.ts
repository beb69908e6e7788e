/** Short texts the bot posts in game channels. */

/** A link to a message in a guild channel. */
export function messageLink(guildId: string | null, channelId: string, messageId: string): string {
  return `https://discord.com/channels/${guildId ?? "@me"}/${channelId}/${messageId}`;
}

/**
 * The hint for someone who posts in a game channel without playing in the game (once per person and phase);
 * `seatNoun` is what the game calls a seat (`GameWording.seatNoun`: "nation", "player").
 */
export function notPlayerHint(seatNoun: string): string {
  return `You are not a player in this game, so your posts are not read as orders. Ask a GM to \`/assign\` you ${article(seatNoun)}; \`/help\` lists the commands.`;
}

/** "a nation", "an empire". */
export function article(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;
}

/** What is in force after an edit or a deletion voided a post (W33). */
export function inForceText(inForce: string | null, guildId: string | null, channelId: string): string {
  return inForce === null
    ? "You have no order post in force now: post your orders again."
    : `Your post now in force: ${messageLink(guildId, channelId, inForce)}`;
}

/** The notice for an edited order post (W33: an edited post counts for nothing). */
export function editedNotice(
  voided: boolean,
  inForce: string | null,
  guildId: string | null,
  channelId: string,
): string {
  if (!voided) return "This post was edited by a moderator: the edit is noted, its orders still stand (W33).";
  return `This post was edited, so its orders are void (W33): to change orders, post again. ${inForceText(inForce, guildId, channelId)}`;
}

/** The notice for a deleted order post. */
export function deletedNotice(
  nation: string | null,
  inForce: string | null,
  guildId: string | null,
  channelId: string,
): string {
  const who = nation ? `An order post of ${nation}` : "An order post";
  return `${who} was deleted, so its orders are void (W33). ${inForceText(inForce, guildId, channelId)}`;
}
