/**
 * What the policy playing this turn minds beyond `balanced`, set by ../turn.ts `playTurn` for the turn. With `endings`,
 * the tactics the policies share refuse a shot that could end the game without winning it (./ending.ts `endsUnwon`)
 * and pass over a derelict that cannot matter (`derelictMatters`); with `hauls`, a ship fetching weighs a wild island
 * by the gold she would load there as well as by how far it is (./errands.ts `wildWithTreasure`). `balanced` stays the
 * policy it was measured as, the yardstick npm run sim:policies plays the new default against (docs/ai.md).
 */
export const minds = { endings: false, hauls: false };
