/**
 * The effects the game applies, by effect kind (keywords as `keyword:<id>`). An entry belongs here only when the
 * engine or the fleet validator applies it and a test shows it changing a game or a fleet's legality: the play
 * effects in ./abilities-*.test.ts (each with and without the text, same dice), the build effects in lib/rules.
 *
 * Some entries are parts of another effect's sentences and count with it: `extra-cannon-any-mast` ("It can shoot
 * from any mast") is how the engine fires every extra cannon, `action-roll` is the die that `extra-action-on-roll`
 * reads, `must-leave` is the end of `raid-home`, `chainshot-declare` and `chainshot-hit` complete `chainshot` (and the stinkpot's two its own), and
 * `unexplore-others` completes `mark-explored`.
 *
 * Left out, because the engine does not apply it yet: `fort-immune` (no forts are built in play). The Schooner's pivot is applied whenever a move asks for it; the simulator's policies do not ask (turning
 * at the start of each segment serves them as well), the table will.
 */
export const MODELLED_EFFECTS: ReadonlySet<string> = new Set([
  // Fleet building, applied by the validator.
  'build-bonus',
  'crew-cost-reduction',
  'cargo-bonus',
  'no-cargo-space',
  'keyword:limit',
  'crew-any-nationality',
  'crew-nationality-allowed',
  // Movement.
  'move-bonus',
  'derelict-move',
  'full-cargo-slow',
  'ignore-terrain',
  'move-and-shoot',
  'dock-and-explore',
  'raid-home',
  'must-leave',
  'cannot-be-pinned',
  'keyword:ghost-ship',
  'keyword:schooner',
  'move-after-shoot',
  // Shooting.
  'cannon-bonus',
  'vulnerable',
  'cannon-aura',
  'cannon-bonus-per-friend',
  'focus-fire',
  'reroll',
  'shoot-again',
  'extra-cannon',
  'extra-cannon-any-mast',
  'derelict-cannot-shoot',
  'long-range-immune',
  'close-range-immune',
  'docked-immune',
  'double-damage',
  'two-hits-per-mast',
  'ignore-first-hit',
  'hit-eliminates-crew',
  'hit-eliminates-cargo',
  'attacker-chooses-mast',
  'fire-through-ships',
  'all-long-range',
  'double-range',
  'no-shooting-with-treasure',
  'misfire',
  'cannons-survive',
  'chainshot',
  'chainshot-declare',
  'chainshot-hit',
  'stinkpot',
  'stinkpot-declare',
  'stinkpot-hit',
  'keyword:broadsides-attack',
  // Boarding and ramming.
  'boarding-bonus',
  'board-at-range',
  'deny-boarding-bonus',
  'board-eliminates-all-crew',
  'board-takes-all-treasure',
  'ram-proof',
  'pinned-eliminates-crew',
  'crew-protected',
  'plunder-touching',
  'trade-treasure',
  'keyword:ransom',
  // Actions, repairs and treasure.
  'action-roll',
  'extra-action-on-roll',
  'repair-anywhere',
  'unload-bonus',
  'repair-on-sink',
  'crew-for-action',
  'mark-explored',
  'unexplore-others',
  // Crew types (Crimson Coast "Placing Crew"), each the effect of the same name above.
  'keyword:helmsman',
  'keyword:captain',
  'keyword:cannoneer',
  'keyword:explorer',
  'keyword:oarsman',
  'keyword:shipwright',
  'keyword:musketeer',
  // Sea creatures (001 "Sea Creatures").
  'keyword:sea-monster',
  'keyword:sea-dragon',
  'keyword:titan',
  'keyword:kraken',
  'keyword:octopus',
]);
