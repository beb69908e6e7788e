import { reject } from "../verdict.ts";
import type { Working } from "../working.ts";
import { rejected } from "./common.ts";

/** One of the nation's commanders by id or name (W24), or the rejection saying why not. */
export function findCommander(w: Working, nation: string, id: string) {
  const c = w.state.commanders.find((x) => x.id === id || x.name.toLowerCase() === id.toLowerCase());
  if (!c)
    return rejected(reject("commander/unknown", "W24", `W24: there is no commander "${id}" in this game`));
  if (c.nation !== nation) {
    return rejected(
      reject("commander/not-yours", "W24", `W24: ${c.name} serves ${w.nationName(c.nation)}, not you`),
    );
  }
  return c;
}
