import { type GameState, setRelation } from "../engine/state.ts";
import { err, ok, type Result } from "../result.ts";
import type { Adjustment } from "./types.ts";

/**
 * Applies a GM correction to a state (a pure function: the input is not changed). Ids must be canonical; the
 * sentence on failure names what is wrong.
 */
export function applyAdjustment(state: GameState, change: Adjustment): Result<GameState, string> {
  const next = structuredClone(state);
  const nation = (id: string): boolean => id in next.nations;
  switch (change.kind) {
    case "set-divisions": {
      const p = next.provinces[change.province];
      if (!p) return err(`unknown province "${change.province}"`);
      if (!Number.isInteger(change.divisions) || change.divisions < 0)
        return err("divisions must be 0 or more");
      p.divisions = change.divisions;
      return ok(next);
    }
    case "set-owner": {
      const p = next.provinces[change.province];
      if (!p) return err(`unknown province "${change.province}"`);
      if (change.owner !== null && !nation(change.owner)) return err(`unknown nation "${change.owner}"`);
      p.owner = change.owner;
      return ok(next);
    }
    case "set-treasury": {
      const n = next.nations[change.nation];
      if (!n) return err(`unknown nation "${change.nation}"`);
      if (change.treasury < 0 || Math.round(change.treasury * 4) !== change.treasury * 4) {
        return err("the treasury must be 0 or more, in quarters of a pp");
      }
      n.treasury = change.treasury;
      return ok(next);
    }
    case "set-points": {
      const n = next.nations[change.nation];
      if (!n) return err(`unknown nation "${change.nation}"`);
      if (change.vp !== undefined) n.vp = Math.max(0, Math.trunc(change.vp));
      if (change.np !== undefined) n.np = Math.max(0, Math.trunc(change.np));
      return ok(next);
    }
    case "set-relation": {
      if (!nation(change.a)) return err(`unknown nation "${change.a}"`);
      if (!nation(change.b)) return err(`unknown nation "${change.b}"`);
      if (change.a === change.b) return err("a nation has no relation with itself");
      setRelation(next, change.a, change.b, change.relation);
      return ok(next);
    }
  }
}
