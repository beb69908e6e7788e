import type { MapGraph } from "../../map/graph.ts";
import { Rng } from "../../random/prng.ts";
import type { RiskEvent } from "./events.ts";
import { cloneState, type RiskState } from "./state.ts";

/**
 * A working copy while one order (or one engine step) is applied: the state being changed, the events so far, the
 * dice cursor and the map. Built from a state that is never touched; `done()` gives back the new state (with the
 * generator state after the last die) and the events.
 */
export class Work {
  readonly s: RiskState;
  readonly events: RiskEvent[] = [];
  readonly rng: Rng;
  readonly map: MapGraph;

  constructor(state: RiskState, map: MapGraph, rng = state.rng) {
    this.s = cloneState(state);
    this.rng = new Rng(rng);
    this.map = map;
  }

  emit(event: RiskEvent): void {
    this.events.push(event);
  }

  done(): { state: RiskState; events: RiskEvent[] } {
    this.s.rng = this.rng.state;
    return { state: this.s, events: this.events };
  }
}
