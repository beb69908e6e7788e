/** Who sits at a new game and with how many armies, when the scenario does not say (or says otherwise). */
export interface Seating {
  /** The players in seat order (V1), replacing the scenario's. */
  players?: readonly string[] | undefined;
  /** Armies each player starts with (V1), replacing the scenario's ruling. */
  armies?: number | undefined;
}

/** The scenario as written, with the players seated and the starting armies set as given. */
export function seatPlayers(raw: Record<string, unknown>, seating: Seating): Record<string, unknown> {
  const seated: Record<string, unknown> = { ...raw };
  if (seating.players && seating.players.length > 0) seated.players = [...seating.players];
  if (seating.armies !== undefined) {
    const rulings = typeof raw.rulings === "object" && raw.rulings !== null ? raw.rulings : {};
    seated.rulings = { ...rulings, startingArmies: seating.armies };
  }
  return seated;
}
