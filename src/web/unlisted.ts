import { randomBytes } from "node:crypto";
import type { GameService } from "../game/game-service.ts";
import { gamePageUrl } from "../game/page-link.ts";
import type { ServiceResult } from "../game/types.ts";
import { err, ok } from "../result.ts";

/**
 * `adjutant game set --unlisted yes|no`: "yes" leaves the game off the web index and gives its page a new long
 * random address (192 random bits: an earlier link stops working), "no" lists it again under its id. Answers the
 * line the GM reads, with the page's address.
 */
export async function setUnlisted(
  service: GameService,
  gameId: string,
  answer: string,
  publicUrl: string | undefined,
): Promise<ServiceResult<string>> {
  const yes = /^(yes|true|on)$/i.test(answer);
  if (!yes && !/^(no|false|off)$/i.test(answer)) return err(`--unlisted ${answer}: say yes or no`);
  const token = yes ? randomBytes(24).toString("base64url") : null;
  const set = await service.setUnlisted(gameId, token);
  if (!set.ok) return set;
  const key = token ?? gameId;
  const where = gamePageUrl(publicUrl, key) ?? `/games/${key} on the web server`;
  return ok(
    yes
      ? `Game ${gameId}'s web page is unlisted: only this link reaches it: ${where}`
      : `Game ${gameId}'s web page is listed again: ${where}`,
  );
}
