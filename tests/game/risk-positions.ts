/**
 * Risk Variant One positions the tests start games from (scenario files with `base: risk-v1`, as the README's
 * Risk section shows): the same few positions serve the schedule, absence and results tests.
 */

/** Three players in the actions phase, Alice to act: Alice holds Brazil (2), Bob Peru (6), Cleo North Africa (4). */
export const THREE_IN_ACTIONS = `base: risk-v1
players: [Alice, Bob, Cleo]
dealer: Cleo
phase: actions
territories:
  Brazil: { owner: Alice, armies: 2, income: 2 }
  Peru: { owner: Bob, armies: 6, income: 1 }
  North Africa: { owner: Cleo, armies: 4, income: 2 }
`;

/** The same three players, Alice strong enough to attack: Brazil (5), Bob Peru (3), Cleo North Africa (4). */
export const THREE_IN_ACTIONS_BRAZIL_STRONG = `base: risk-v1
players: [Alice, Bob, Cleo]
dealer: Cleo
phase: actions
territories:
  Brazil: { owner: Alice, armies: 5, income: 2 }
  Peru: { owner: Bob, armies: 3, income: 1 }
  North Africa: { owner: Cleo, armies: 4, income: 2 }
`;

/** The same three players with two territories each for Alice and Bob (Argentina, Venezuela), for ranking by V9. */
export const THREE_IN_ACTIONS_FIVE_TERRITORIES = `base: risk-v1
players: [Alice, Bob, Cleo]
dealer: Cleo
phase: actions
territories:
  Brazil: { owner: Alice, armies: 2, income: 2 }
  Argentina: { owner: Alice, armies: 2, income: 1 }
  Peru: { owner: Bob, armies: 6, income: 1 }
  Venezuela: { owner: Bob, armies: 1, income: 3 }
  North Africa: { owner: Cleo, armies: 4, income: 2 }
`;
