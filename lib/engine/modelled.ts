/**
 * The effects the game applies, by effect kind (keywords as `keyword:<id>`). An entry belongs here only when the
 * engine or the fleet validator applies it and a test shows it changing a game or a fleet's legality: the play
 * effects in ./abilities.test.ts (each with and without the text, same dice), the build effects in lib/rules.
 *
 * Three entries are halves of another effect's sentence pair and count with it: `extra-cannon-any-mast` ("It can
 * shoot from any mast") is how the engine fires every extra cannon, `action-roll` is the die that
 * `extra-action-on-roll` reads, and `must-leave` is the end of `raid-home`.
 *
 * Left out, because the engine does not apply them yet: `move-after-shoot`, `crew-for-action`, `fort-immune` (no
 * forts are built in play), and the Schooner keyword (the pivot after a move changes nothing our policies do).
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
  'keyword:broadsides-attack',
  // Boarding and ramming.
  'boarding-bonus',
  'board-at-range',
  'deny-boarding-bonus',
  'board-eliminates-all-crew',
  'board-takes-all-treasure',
  'ram-proof',
  'pinned-eliminates-crew',
  'plunder-touching',
  'keyword:ransom',
  // Actions, repairs and treasure.
  'action-roll',
  'extra-action-on-roll',
  'repair-anywhere',
  'unload-bonus',
  'repair-on-sink',
  // Crew types (Crimson Coast "Placing Crew"), each the effect of the same name above.
  'keyword:helmsman',
  'keyword:captain',
  'keyword:cannoneer',
  'keyword:explorer',
  'keyword:oarsman',
  'keyword:shipwright',
  // Sea creatures (001 "Sea Creatures").
  'keyword:sea-monster',
  'keyword:sea-dragon',
  'keyword:titan',
  'keyword:kraken',
  'keyword:octopus',
]);
