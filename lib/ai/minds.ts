/**
 * What the policy playing this turn minds beyond `balanced`, set by ../turn.ts `playTurn` for the turn: the tactics
 * the policies share then refuse a shot that could end the game without winning it (./ending.ts `endsUnwon`) and pass
 * over a derelict that cannot matter (`derelictMatters`). `balanced` stays the policy it was measured as, the
 * yardstick npm run sim:policies plays the new default against (docs/ai.md).
 */
export const minds = { endings: false };
